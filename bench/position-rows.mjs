// What each row of issue 24's targets runs, for one build of the library
// (`lib`, its rules entry): the inputs made once by positions.mjs (the same
// for both builds), and for each operation a function that measures it for a
// given time and returns ns per operation. A worker thread holds one build
// and these functions (position-worker.mjs), so that the two builds share no
// code, no inline caches and no heap while they are measured in turn.
import { performance } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import * as E from 'fp-ts/lib/Either.js'
import { boardOf, prng } from './boards.mjs'
import { keep, measure } from './measure.mjs'
import { heroesPlayoutWith, ringPlayoutOf } from './playout.mjs'

/** The mean ns per call of `run` over every item of `items`, each called in turn. */
const overAll = (items, run, budgetMs) => {
  if (items.length === 0) return null
  let at = 0
  return measure(() => run(items[at++ % items.length]), { budgetMs }).nsPerOp
}

/**
 * The mean ns per `ask(state, item)` on a state just made by `make(item)`, each state asked once: states are made in
 * batches, untimed, then asked, timed, until the budget is spent (a quarter of it warming up).
 */
const onStatesJustMade = (items, make, ask, budgetMs) => {
  if (items.length === 0) return null
  const batch = Math.min(items.length, 256)
  let at = 0
  const round = () => {
    const taken = []
    for (let i = 0; i < batch; i++) taken.push(items[at++ % items.length])
    const states = taken.map(make)
    const start = performance.now()
    for (let i = 0; i < batch; i++) keep(ask(states[i], taken[i]))
    return performance.now() - start
  }
  const warmUntil = performance.now() + budgetMs / 4
  while (performance.now() < warmUntil) round()
  let spent = 0
  let calls = 0
  const until = performance.now() + (budgetMs * 3) / 4
  while (performance.now() < until || calls === 0) {
    spent += round()
    calls += batch
  }
  return (spent * 1e6) / calls
}

const words = (verdict) => (E.isLeft(verdict) ? verdict.left.reduce((n, v) => n + v.message.length, 0) : 0)

/** The heap kept per state: 20,000 playout states held alive, as a search tree holds them (this thread's heap). */
const heapPerState = (lib, board, opening) => {
  if (typeof globalThis.gc !== 'function') return null
  const random = prng(7)
  const kept = []
  globalThis.gc()
  const before = getHeapStatistics().used_heap_size
  let state = typeof lib.adopt === 'function' ? lib.adopt(opening).right : opening
  let turn = 0
  while (kept.length < 20000) {
    const side = turn++ % 2 === 0 ? 'free' : 'shadow'
    const action = random() < 0.75 ? 'army-die' : 'character-die'
    const move = typeof lib.ring.randomMove === 'function' ? lib.ring.randomMove(board, state, side, action, random) : null
    if (move === null) {
      if (turn % 8 === 0) state = opening
      continue
    }
    const applied = lib.ring.applyMove(board, state, move)
    if (E.isLeft(applied)) break
    state = applied.right.state
    kept.push(state)
    if (kept.length % 100 === 0) state = opening
  }
  globalThis.gc()
  const after = getHeapStatistics().used_heap_size
  return kept.length === 0 ? null : (after - before) / kept.length
}

/**
 * The operations of `lib` on `inputs` (made by positions.mjs's `manyPositionFigures`), by
 * name: each `(budgetMs) => ns per operation` (bytes for the heap row;
 * `null` where the build cannot say). `owns`: this build, which measures
 * states it owns (adopted once, as a bot's states from applyMove are) and
 * has the cheaper playout draw; 0.1.0 is given the plain objects, which it
 * caches, and draws evenly.
 */
export const rowsOf = (lib, inputs, owns) => {
  const { map, opening, positions, legal, illegal, legalMixed, illegalMixed, justMade, grid, marches, refused, isles, islesOpening } = inputs
  const board = boardOf(lib, map)
  const states = owns ? positions.map((p) => lib.adopt(p).right) : positions
  const gridBoard = boardOf(lib, grid.map)
  const gridState = owns ? lib.adopt(grid.state).right : grid.state
  const islesBoard = boardOf(lib, isles)
  // The openings the playouts start from, owned as every other row's states are: a playout of this build otherwise
  // read the plain opening afresh twice (its first draw and its first move), where 0.1.0 found it in its cache.
  const ringStart = owns ? lib.adopt(opening).right : opening
  const islesStart = owns ? lib.adopt(islesOpening).right : islesOpening
  // A state object never seen, every call: a structuredClone of the position, made beforehand. 2,048 of the legal
  // moves, taken evenly over the list so that every position has its share (the list is in the order of the
  // positions, the playout positions first, the mid-game positions of midgame.json last).
  const step = Math.max(1, legal.length / 2048)
  const clones = Array.from({ length: Math.min(2048, legal.length) }, (_, i) => legal[Math.floor(i * step)]).map(({ k, move }) => ({
    state: structuredClone(positions[k]),
    move,
  }))
  // The legal moves of a whole army, every figure of its region, as johnchampaign/war-of-the-ring's moveBlockReason
  // judges them: issue 24 asks this build to judge one faster than that engine does (its code stays out of this
  // repository, so the figure it is held to is the one the issue measured on this machine).
  const wholeArmy = legal.filter(({ k, move }) => {
    const { figures } = move.moves[0]
    const region = positions[k].figures[figures[0]].region
    return move.moves.length === 1 && Object.values(positions[k].figures).filter((figure) => figure.region === region).length === figures.length
  })
  // The state a legal move of a position makes, by this build's own applyMove.
  const child = ({ k, apply }) => lib.ring.applyMove(board, states[k], apply).right.state
  const playouts = {}
  const ringRate = (options) => (budgetMs) => {
    let seed = 1
    const play = (playouts[JSON.stringify(options ?? null)] ??= ringPlayoutOf(lib, options))
    return measure(() => play(board, ringStart, 100, seed++), { budgetMs, batchMs: 1, minBatches: 5 }).nsPerOp / 100
  }
  const heroesRate = (options) => (budgetMs) => {
    let seed = 1
    const play = heroesPlayoutWith(lib, options)
    return measure(() => play(islesBoard, islesStart, 200, seed++), { budgetMs, batchMs: 1, minBatches: 5 }).nsPerOp / 200
  }
  return {
    'validateMove, legal move': (ms) => overAll(legal, ({ k, move }) => lib.ring.validateMove(board, states[k], move), ms),
    'validateMove, legal move of a whole army': (ms) => overAll(wholeArmy, ({ k, move }) => lib.ring.validateMove(board, states[k], move), ms),
    'validateMove, illegal move, reasons in words': (ms) => overAll(illegal, ({ k, move }) => words(lib.ring.validateMove(board, states[k], move)), ms),
    'validateMove on a state object never seen': (ms) => {
      const copies = clones.map(({ state, move }) => ({ state: structuredClone(state), move }))
      return overAll(copies, ({ state, move }) => lib.ring.validateMove(board, state, move), ms)
    },
    'reach of one army': (ms) => overAll(legal, ({ k, move }) => lib.ring.reach(board, states[k], move.moves[0].figures, move.type), ms),
    'applyMove, one army': (ms) => overAll(legal, ({ k, move }) => lib.ring.applyMove(board, states[k], move), ms),
    'validateMove, legal move, positions interleaved': (ms) => overAll(legalMixed, ({ k, move }) => lib.ring.validateMove(board, states[k], move), ms),
    'validateMove, illegal move, in words, positions interleaved': (ms) =>
      overAll(illegalMixed, ({ k, move }) => words(lib.ring.validateMove(board, states[k], move)), ms),
    'reach of one army, positions interleaved': (ms) => overAll(legalMixed, ({ k, move }) => lib.ring.reach(board, states[k], move.moves[0].figures, move.type), ms),
    'applyMove, one army, positions interleaved': (ms) => overAll(legalMixed, ({ k, move }) => lib.ring.applyMove(board, states[k], move), ms),
    'validateMove, legal move, on a state applyMove just made': (ms) => onStatesJustMade(justMade.legal, child, (state, { ask }) => lib.ring.validateMove(board, state, ask), ms),
    'validateMove, illegal move, in words, on a state applyMove just made': (ms) =>
      onStatesJustMade(justMade.illegal, child, (state, { ask }) => words(lib.ring.validateMove(board, state, ask)), ms),
    'reach of one army, on a state applyMove just made': (ms) =>
      onStatesJustMade(justMade.legal, child, (state, { ask }) => lib.ring.reach(board, state, ask.moves[0].figures, ask.type), ms),
    'random dice playout, even draw, per move': ringRate(undefined),
    // The cheaper draw for playouts, where the build has it; 0.1.0's row is its even draw, the only one it has.
    "random dice playout, { draw: 'playout' }, per move": owns ? ringRate({ draw: 'playout' }) : ringRate(undefined),
    'heap kept per state (20,000 playout states)': () => heapPerState(lib, board, opening),
    'heroes grid: March validateMove, legal': (ms) => overAll(marches, (move) => lib.heroes.validateMove(gridBoard, gridState, move), ms),
    'heroes grid: March validateMove, refused': (ms) => overAll(refused, (move) => words(lib.heroes.validateMove(gridBoard, gridState, move)), ms),
    'heroes grid: March applyMove': (ms) => overAll(marches, (move) => lib.heroes.applyMove(gridBoard, gridState, move), ms),
    'heroes random playout on Demo Isles, per move': heroesRate(undefined),
    "heroes random playout on Demo Isles, { draw: 'playout' }, per move": owns ? heroesRate({ draw: 'playout' }) : heroesRate(undefined),
  }
}
