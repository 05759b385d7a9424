// The figures of issue 24's targets alone, this build against 0.1.0 in one
// process, without the rest of `npm run bench`: for working on one target.
//
//   npm run build && node --expose-gc bench/targets.mjs            every target
//   node --expose-gc bench/targets.mjs countMoves heroes            only the rows whose operation contains one of the words
//   node bench/targets.mjs --quick applyMove                        shorter budgets (a quarter, at least 60 ms), for a smoke run
//   node --expose-gc bench/targets.mjs --long                       every row's time budget five times as long
//
// The default budgets are short: a row's budget is spread over its 5 rounds, so that a round gives each build a
// fifth of a second or less (half a second for the playouts), a quarter of it warming up, which favours whichever
// build warms up faster. --long multiplies every budget by 5 (each row's, and each count and listing of the
// countMoves rows), to show the builds in steady state; the run takes about five times as long.
import { BASELINE, loadBaseline } from './baseline.mjs'
import { manyPositionFigures, verdictOf } from './positions.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const long = args.includes('--long')
if (quick && long) {
  console.error('bench/targets.mjs: --quick and --long together make no sense; give one')
  process.exit(2)
}
const words = args.filter((a) => a !== '--quick' && a !== '--long')
const budget = (ms) => (quick ? Math.max(60, ms / 4) : long ? ms * 5 : ms)
const wanted = (operation) => words.length === 0 || words.some((w) => operation.includes(w))

const baseline = await loadBaseline()
const { figures, note } = await manyPositionFigures(baseline, budget, wanted)
console.log(`${note}${quick ? '; --quick budgets' : long ? '; --long budgets (five times the default)' : ''}`)
const format = (n) => (n === null ? '-' : n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1))
for (const figure of figures) {
  const { met, says } = verdictOf(figure)
  console.log(`${figure.operation.padEnd(58)} ${format(figure.now).padStart(10)} ${figure.unit}  ${BASELINE.version}: ${format(figure.then).padStart(10)} ${figure.unit}  ${met ? 'met   ' : 'MISSED'} ${says}${figure.note ? `  (${figure.note})` : ''}`)
}
