// `npm run bench`: measures the operations of issue 5 on the bundled maps
// and on generated maps of 100, 1,000 and 10,000 regions with 100 and 10,000
// figures, against the BUILT package (dist/index.js), prints a table and the
// targets met or missed, and writes bench/results.json. Not part of `npm test`.
//
//   node --expose-gc bench/run.mjs  every board and operation (about two minutes; --expose-gc for the heap kept per state)
//   node bench/run.mjs --quick      shorter budgets, for a smoke run
//   node bench/run.mjs --only TEXT  only the rows whose operation or map contains TEXT (for --cpu-prof)
import { writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import * as E from 'fp-ts/lib/Either.js'
import * as current from '../dist/index.js'
import { decodeHeroesState, decodeRingState } from '../dist/json.js'
import { demoIsles, demoMarches } from '../dist/maps.js'
import { bundleSize, gameSizes } from './bundle-size.mjs'
import { generatedMap, heroesPosition, islesOpening, marchesOpening, ringPosition } from './boards.mjs'
import { measure, measureRate } from './measure.mjs'
import { heroesMoves, ringMoves } from './moves.mjs'
import { heroesPlayout, ringPlayout } from './playout.mjs'
import { BASELINE, loadBaseline } from './baseline.mjs'
import { realBoardFigures, realBoardTargets, realMap, realOpening } from './real-board.mjs'
import { searchBench } from './search.mjs'
import { manyPositionFigures, verdictOf } from './positions.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const quick = args.includes('--quick')
const onlyAt = args.indexOf('--only')
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '') : null
const budget = (ms) => (quick ? Math.max(60, ms / 4) : ms)

const { compile } = current
const baseline = await loadBaseline()
const boardOf = (map, lib = current) => {
  const compiled = lib.compile(map)
  if (E.isLeft(compiled)) throw new Error(`the map does not compile: ${compiled.left[0].message}`)
  return compiled.right
}

const rows = []
const record = (operation, setting, result, note, build = 'this') => {
  const row = {
    build,
    operation,
    map: setting.name,
    regions: setting.board.ids.length,
    figures: setting.figures,
    nsPerOp: result.nsPerOp,
    opsPerSecond: result.opsPerSecond,
    ...(note === undefined ? {} : { note }),
  }
  rows.push(row)
  console.error(`  ${operation.padEnd(44)} ${setting.name.padEnd(20)} ${format(row.nsPerOp).padStart(12)} ns/op${build === 'this' ? '' : ` (${build})`}`)
}
const wanted = (operation, setting) => only === null || operation.includes(only) || setting.name.includes(only)
const time = (operation, setting, run, options) => {
  if (wanted(operation, setting)) record(operation, setting, measure(run, { budgetMs: budget(options?.budgetMs ?? 400) }), options?.note, options?.build)
}
const rate = (operation, setting, start, note) => {
  if (!wanted(operation, setting)) return
  const result = measureRate(start, { budgetMs: budget(600) })
  record(operation, setting, result, `${note}; ${result.capped ? `cut at ${result.items} moves or 150 ms per pass` : `${result.items} moves in all`}`)
}

// This build is measured on states it owns (adopted once, as a bot's states from applyMove are); 0.1.0 on the plain ones, which it cached.
const owned = (state) => {
  const adopted = current.adopt(state)
  if (E.isLeft(adopted)) throw new Error(`a bench position is not a state: ${adopted.left[0].message}`)
  return adopted.right
}

const ringOperations = (setting, plain) => {
  const { board } = setting
  const state = owned(plain)
  const { ring } = current
  const { one, two } = ringMoves(board, state)
  time('ring validateMove: one-army die move', setting, () => ring.validateMove(board, state, one))
  time('ring validateMove: two-army die move', setting, () => ring.validateMove(board, state, two))
  time('ring applyMove: one-army die move', setting, () => ring.applyMove(board, state, one))
  time('ring applyMove: two-army die move', setting, () => ring.applyMove(board, state, two))
  time('ring reach: army die', setting, () => ring.reach(board, state, one.moves[0].figures, 'army-die'))
  time('ring legalMoves (army die): first move', setting, () => ring.legalMoves(board, state, 'free', 'army-die').next())
  rate('ring legalMoves (army die): enumeration', setting, () => ring.legalMoves(board, state, 'free', 'army-die'), 'ops/s = moves yielded per second')
}

const heroesOperations = (setting, plain) => {
  const { board } = setting
  const state = owned(plain)
  const { heroes, march } = current
  const { withPath, search, speed } = heroesMoves(board, state)
  const note = speed === null ? `no 3-step March here: ${withPath.path.length} steps` : undefined
  time('heroes validateMove: March, 3-step path', setting, () => heroes.validateMove(board, state, withPath), { note })
  time('heroes validateMove: March, search (Speed 3)', setting, () => heroes.validateMove(board, state, search), { note })
  time('heroes applyMove: March, 3-step path', setting, () => heroes.applyMove(board, state, withPath), { note })
  time('heroes applyMove: March, search (Speed 3)', setting, () => heroes.applyMove(board, state, search), { note })
  time('heroes reach: Speed-3 army', setting, () => march.reach(board, state, withPath.units))
  time('heroes legalMoves: first move', setting, () => heroes.legalMoves(board, state, 'red').next())
  rate('heroes legalMoves: enumeration', setting, () => heroes.legalMoves(board, state, 'red'), 'ops/s = moves yielded per second')
}

const started = performance.now()
console.error('marchlaw bench: median of many batches after a warm-up; ns per operation\n')

// Bundled maps, with the opening of their demo.
{
  const isles = { name: 'demo-isles', board: boardOf(demoIsles), figures: Object.keys(islesOpening.units).length }
  heroesOperations(isles, islesOpening)
  const marches = { name: 'demo-marches', board: boardOf(demoMarches), figures: Object.keys(marchesOpening.figures).length }
  ringOperations(marches, marchesOpening)

  const playoutLength = 200
  const playout = (operation, setting, play, opening) => {
    if (!wanted(operation, setting)) return
    let seed = 1
    const result = measure(() => play(setting.board, opening, playoutLength, seed++), { budgetMs: budget(2500), batchMs: 1, minBatches: 5 })
    record(operation, setting, { nsPerOp: result.nsPerOp / playoutLength, opsPerSecond: result.opsPerSecond * playoutLength }, `ops/s = moves played per second, games of ${playoutLength} moves`)
  }
  playout('heroes random playout', isles, heroesPlayout, islesOpening)
  playout('ring random playout', marches, ringPlayout, marchesOpening)
}

// The search API (issue 15): countMoves, the event draw, positionKey, mixed playouts (bench/search.mjs).
searchBench({ lib: current, boardOf, record, wanted, budget, bundled: [{ name: 'demo-marches', board: boardOf(demoMarches), state: marchesOpening }] })

// The same judgements by 0.1.0, on its own compile of the same map: nothing may be slower than it was.
const againstBaseline = (setting, map, ringState, heroesState) => {
  const board = boardOf(map, baseline)
  const old = { ...setting, board }
  const { one } = ringMoves(setting.board, ringState)
  const { withPath } = heroesMoves(setting.board, heroesState)
  const build = BASELINE.version
  time('ring validateMove: one-army die move', old, () => baseline.ring.validateMove(board, ringState, one), { build })
  time('ring applyMove: one-army die move', old, () => baseline.ring.applyMove(board, ringState, one), { build })
  time('heroes validateMove: March, 3-step path', old, () => baseline.heroes.validateMove(board, heroesState, withPath), { build })
  time('heroes applyMove: March, 3-step path', old, () => baseline.heroes.applyMove(board, heroesState, withPath), { build })
}

// The real 105-region board, this build and 0.1.0 side by side.
const real = { name: 'war-of-the-ring', board: boardOf(realMap), figures: Object.keys(realOpening.figures).length }
const realRows = []
if (only === null || 'war-of-the-ring'.includes(only)) {
  const now = realBoardFigures(current, budget)
  const then = baseline.error === undefined ? realBoardFigures(baseline, budget) : {}
  for (const [operation, nsPerOp] of Object.entries(now)) {
    const before = then[operation]
    realRows.push({ operation, nsPerOp, baselineNsPerOp: before ?? null, ratio: before === undefined ? null : nsPerOp / before })
    record(operation, real, { nsPerOp, opsPerSecond: 1e9 / nsPerOp })
    if (before !== undefined) record(operation, real, { nsPerOp: before, opsPerSecond: 1e9 / before }, undefined, BASELINE.version)
  }
}

// Issue 24's targets on many positions: 160 mid-game real-board positions (100 reached by playouts, the 60 of
// midgame.json), the heroes grid (bench/positions.mjs).
const manyRows = []
let manyNote = ''
if (only === null || 'many positions'.includes(only)) {
  const { figures, note } = await manyPositionFigures(baseline, budget)
  manyNote = note
  for (const figure of figures) manyRows.push({ ...figure, ...verdictOf(figure) })
  for (const r of manyRows) console.error(`  ${r.operation.padEnd(58)} ${format(r.now).padStart(9)} ${r.unit}  ${BASELINE.version}: ${format(r.then).padStart(9)} ${r.unit}  ${r.met ? 'met' : 'MISSED'}`)
}

// Generated maps.
const decodeInputs = {}
for (const size of [100, 1000, 10000]) {
  const map = generatedMap(size)
  const board = boardOf(map)
  for (const count of [100, 10000]) {
    const setting = { name: `generated-${size}`, board, figures: count }
    const ringState = ringPosition(map, count)
    const heroesState = heroesPosition(map, count)
    ringOperations(setting, ringState)
    heroesOperations(setting, heroesState)
    if (baseline.error === undefined) againstBaseline(setting, map, ringState, heroesState)
    if (size === 10000 && count === 10000) Object.assign(decodeInputs, { setting, ring: ringState, heroes: heroesState })
  }
}

// Decoding a position of 10,000 figures from parsed JSON.
{
  const { setting } = decodeInputs
  const ringJson = JSON.parse(JSON.stringify(decodeInputs.ring))
  const heroesJson = JSON.parse(JSON.stringify(decodeInputs.heroes))
  time('decodeRingState: 10,000 figures', setting, () => decodeRingState(ringJson), { budgetMs: 1500 })
  time('decodeHeroesState: 10,000 units', setting, () => decodeHeroesState(heroesJson), { budgetMs: 1500 })
}

// Size of each package entry as a browser bundle would carry it (bench/bundle-size.mjs).
const sizeOf = async (entry) => {
  try {
    return await bundleSize(entry)
  } catch (error) {
    return { file: `dist/${entry}`, bytes: null, minified: null, gzipped: null, error: String(error) }
  }
}
const bundles = [await sizeOf('index.js'), await sizeOf('json.js'), await sizeOf('maps.js')]
const bundle = bundles[0]
// The three games of issue 24, fp-ts included, the heroes and ring games written both against the rules entry's
// namespaces and against the subpath entries; a heroes game must also carry no ring code.
const games = await gameSizes().catch((error) => [{ name: 'games', what: 'not measured', minified: null, gzipped: null, target: 0, met: false, foreign: [], error: String(error) }])

// ---- Targets --------------------------------------------------------------
const find = (operation, map, figures) => rows.find((r) => r.build === 'this' && r.operation === operation && r.map === map && (figures === undefined || r.figures === figures))
const bundled = (r) => r.map.startsWith('demo-')
const atMost = (name, operations, limitNs, scope = () => true) => {
  const measured = rows.filter((r) => r.build === 'this' && r.map !== 'war-of-the-ring' && operations.includes(r.operation) && scope(r))
  const worst = measured.reduce((a, r) => (a === null || r.nsPerOp > a.nsPerOp ? r : a), null)
  const small = measured.filter(bundled).reduce((a, r) => (a === null || r.nsPerOp > a.nsPerOp ? r : a), null)
  return {
    target: name,
    met: measured.length > 0 && measured.every((r) => r.nsPerOp <= limitNs),
    worst: worst === null ? null : `${format(worst.nsPerOp)} ns (${worst.operation}, ${worst.map}, ${worst.figures} figures)`,
    ...(small === null ? {} : { bundled: `${format(small.nsPerOp)} ns (${small.operation}, ${small.map})` }),
  }
}
const ratios = (name, operations, pairs, limit = 1.5) => {
  const found = []
  for (const operation of operations)
    for (const [a, b] of pairs) {
      const small = find(operation, ...a)
      const large = find(operation, ...b)
      if (small !== undefined && large !== undefined) found.push({ operation, ratio: large.nsPerOp / small.nsPerOp, a, b })
    }
  const worst = found.reduce((w, f) => (w === null || f.ratio > w.ratio ? f : w), null)
  return { target: name, met: found.length > 0 && found.every((f) => f.ratio <= limit), worst: worst === null ? null : `${worst.ratio.toFixed(1)}x (${worst.operation}, ${worst.b.join(' / ')} vs ${worst.a.join(' / ')})` }
}
const validateOne = ['ring validateMove: one-army die move', 'heroes validateMove: March, 3-step path']
const applies = ['ring applyMove: one-army die move', 'ring applyMove: two-army die move', 'heroes applyMove: March, 3-step path', 'heroes applyMove: March, search (Speed 3)']
const realTargets = realBoardTargets.map(({ operation, ratio }) => {
  const row = realRows.find((r) => r.operation === operation)
  const name = `real board, ${operation}: at most ${ratio === 1 ? 'the time' : `${ratio} of the time`} of ${BASELINE.version}`
  if (row === undefined || row.ratio === null) return { target: name, met: false, worst: baseline.error ?? 'not measured' }
  return { target: name, met: row.ratio <= ratio, worst: `${format(row.nsPerOp)} ns against ${format(row.baselineNsPerOp)} ns: ${row.ratio.toFixed(2)}x` }
})
const notSlower = (() => {
  const pairs = rows
    .filter((r) => r.build === BASELINE.version && r.map.startsWith('generated-'))
    .map((old) => ({ old, now: rows.find((r) => r.build === 'this' && r.operation === old.operation && r.map === old.map && r.figures === old.figures) }))
    .filter(({ now }) => now !== undefined)
  const worst = pairs.reduce((w, p) => (w === null || p.now.nsPerOp / p.old.nsPerOp > w.now.nsPerOp / w.old.nsPerOp ? p : w), null)
  return {
    target: `generated maps: nothing slower than ${BASELINE.version}`,
    met: pairs.length > 0 && pairs.every((p) => p.now.nsPerOp <= p.old.nsPerOp),
    worst: worst === null ? (baseline.error ?? 'not measured') : `${(worst.now.nsPerOp / worst.old.nsPerOp).toFixed(2)}x (${worst.old.operation}, ${worst.old.map}, ${worst.old.figures} figures)`,
  }
})()
const manyTargets = manyRows.map((r) => ({ target: `issue 24, ${r.operation}`, met: r.met, worst: r.says }))
const targets = [
  ...realTargets,
  ...manyTargets,
  notSlower,
  atMost('validateMove, one-army die move or March with a path: under 1 µs', validateOne, 1000),
  atMost('validateMove, March without a path: under 5 µs', ['heroes validateMove: March, search (Speed 3)'], 5000),
  atMost('applyMove: under 3 µs', applies, 3000),
  ratios(
    'applyMove with 10,000 figures: at most 1.5x the time with 100',
    applies,
    [100, 1000, 10000].map((size) => [
      [`generated-${size}`, 100],
      [`generated-${size}`, 10000],
    ]),
  ),
  ratios(
    'validateMove and applyMove on 10,000 regions: at most 1.5x the time on 100',
    [...validateOne, 'heroes validateMove: March, search (Speed 3)', ...applies],
    [100, 10000].map((count) => [
      ['generated-100', count],
      ['generated-10000', count],
    ]),
  ),
  atMost('reach: under 10 µs on the bundled maps', ['ring reach: army die', 'heroes reach: Speed-3 army'], 10000, bundled),
  atMost('legalMoves, first move: under 5 µs', ['ring legalMoves (army die): first move', 'heroes legalMoves: first move'], 5000),
  (() => {
    const measured = rows.filter((r) => r.operation.endsWith(': enumeration'))
    const worst = measured.reduce((a, r) => (a === null || r.opsPerSecond < a.opsPerSecond ? r : a), null)
    return { target: 'legalMoves: at least 1,000,000 moves per second', met: measured.length > 0 && measured.every((r) => r.opsPerSecond >= 1e6), worst: worst === null ? null : `${format(worst.opsPerSecond)} moves/s (${worst.operation}, ${worst.map}, ${worst.figures} figures)` }
  })(),
  (() => {
    const measured = rows.filter((r) => r.operation.endsWith('random playout'))
    const worst = measured.reduce((a, r) => (a === null || r.opsPerSecond < a.opsPerSecond ? r : a), null)
    return { target: 'random playout: at least 50,000 moves per second on each bundled map', met: measured.length > 0 && measured.every((r) => r.opsPerSecond >= 50000), worst: worst === null ? null : `${format(worst.opsPerSecond)} moves/s (${worst.map})` }
  })(),
  { target: 'dist/index.js minified and gzipped: under 16 kB', met: bundle.gzipped !== null && bundle.gzipped < 16000, worst: bundle.gzipped === null ? 'not measured' : `${format(bundle.gzipped)} bytes` },
  ...games.map((game) => ({
    target: `${game.name} (${game.what}), with fp-ts, minified and gzipped: at most ${format(game.target / 1000)} kB${game.game === 'heroes game' ? ', none of the ring ruleset in it' : ''}`,
    met: game.met,
    worst: game.gzipped === null ? `not measured: ${game.error}` : `${format(game.gzipped)} bytes${game.foreign.length === 0 ? '' : `, carries ${game.foreign.join(', ')}`}`,
  })),
]

// ---- Output ---------------------------------------------------------------
function format(n) {
  if (n === null || n === undefined || !Number.isFinite(n)) return '-'
  if (n >= 100 || Number.isInteger(n)) return Math.round(n).toLocaleString('en-US')
  return n.toPrecision(3)
}
const header = ['operation', 'map', 'build', 'regions', 'figures', 'median ns/op', 'ops/s']
const table = rows.map((r) => [r.operation, r.map, r.build, format(r.regions), format(r.figures), format(r.nsPerOp), format(r.opsPerSecond)])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)))
const line = (cells) => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
console.log()
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const t of table) console.log(line(t))
console.log()
if (realRows.length > 0) {
  console.log(`The real 105-region board (${real.figures} figures), this build against ${BASELINE.version}${baseline.error === undefined ? '' : `: ${baseline.error}`}:`)
  for (const r of realRows) console.log(`  ${r.operation.padEnd(58)} ${format(r.nsPerOp).padStart(9)} ns  ${BASELINE.version}: ${format(r.baselineNsPerOp).padStart(9)} ns  ${r.ratio === null ? '' : `${r.ratio.toFixed(2)}x`}`)
  console.log()
}
if (manyRows.length > 0) {
  console.log(`Issue 24, many positions (${manyNote}), this build against ${BASELINE.version} (${BASELINE.commit})${baseline.error === undefined ? '' : `: ${baseline.error}`}:`)
  for (const r of manyRows) {
    const now = r.operation.startsWith('countMoves') ? `count ${format(r.now)} ns, listing ${format(r.then)} ns` : `${format(r.now)} ${r.unit}, ${BASELINE.version} ${format(r.then)} ${r.unit}`
    console.log(`  ${r.met ? 'met   ' : 'MISSED'}  ${r.operation.padEnd(52)} ${now}: ${r.says}${r.note === undefined ? '' : ` (${r.note})`}`)
  }
  console.log()
}
for (const b of bundles) console.log(`${b.file} with its chunks: minified ${format(b.minified)} bytes, minified and gzipped ${format(b.gzipped)} bytes`)
for (const g of games) console.log(`${g.name} (${g.what}), fp-ts included: minified ${format(g.minified)} bytes, minified and gzipped ${format(g.gzipped)} bytes`)
console.log()
if (only === null)
  for (const t of targets) console.log(`${t.met ? 'met   ' : 'MISSED'}  ${t.target}\n        worst: ${t.worst}${t.bundled === undefined ? '' : `\n        bundled maps: ${t.bundled}`}`)

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  quick,
  seconds: Math.round((performance.now() - started) / 1000),
  baseline: { ...BASELINE, error: baseline.error ?? null },
  realBoard: realRows,
  manyPositions: manyRows,
  rows,
  bundles,
  games,
  targets: only === null ? targets : [],
}
if (only === null) writeFileSync(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n${only === null ? 'bench/results.json written; ' : ''}${results.seconds} s`)
