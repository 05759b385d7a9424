// The figures of issue 24's targets alone, this build against 0.1.0 in one
// process, without the rest of `npm run bench`: for working on one target.
//
//   npm run build && node --expose-gc bench/targets.mjs            every target
//   node --expose-gc bench/targets.mjs countMoves heroes            only the rows whose operation contains one of the words
//   node bench/targets.mjs --quick applyMove                        shorter budgets
import { BASELINE, loadBaseline } from './baseline.mjs'
import { manyPositionFigures, verdictOf } from './positions.mjs'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const words = args.filter((a) => a !== '--quick')
const budget = (ms) => (quick ? Math.max(60, ms / 4) : ms)
const wanted = (operation) => words.length === 0 || words.some((w) => operation.includes(w))

const baseline = await loadBaseline()
const { figures, note } = await manyPositionFigures(baseline, budget, wanted)
console.log(note)
const format = (n) => (n === null ? '-' : n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1))
for (const figure of figures) {
  const { met, says } = verdictOf(figure)
  console.log(`${figure.operation.padEnd(58)} ${format(figure.now).padStart(10)} ${figure.unit}  ${BASELINE.version}: ${format(figure.then).padStart(10)} ${figure.unit}  ${met ? 'met   ' : 'MISSED'} ${says}${figure.note ? `  (${figure.note})` : ''}`)
}
