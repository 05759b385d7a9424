// The real 105-region board of the ring game (test/fixtures/war-of-the-ring,
// MIT source), measured for this build and for the 0.1.0 baseline in one
// process: the figures of issue 10, each with its ratio to 0.1.0.
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import { ringPlayoutOf } from './playout.mjs'
import { measure } from './measure.mjs'
import { ringMoves } from './moves.mjs'
import * as current from '../dist/index.js'

const fixture = (name) => JSON.parse(readFileSync(new URL(`../test/fixtures/war-of-the-ring/${name}`, import.meta.url), 'utf8'))

export const realMap = fixture('map.json')
export const realOpening = fixture('opening-all-at-war.json')
/**
 * The 60 mid-game positions of midgame.json (plain JSON, as a host stores
 * them): three of each of twenty random dice playouts, positions 0 to 29
 * from the setup with no nation At War (opening.json), 30 to 59 from the
 * setup with every nation At War.
 */
export const realMidgame = fixture('midgame.json').positions

/**
 * ns per operation of each measured operation on the real board, for one
 * build of the library (`lib`: its rules entry).
 */
export const realBoardFigures = (lib, budget) => {
  const compiled = lib.compile(realMap)
  if (E.isLeft(compiled)) throw new Error(`the real map does not compile: ${compiled.left[0].message}`)
  const board = compiled.right
  // The moves are found once by this build (on its own board: a board is only ever read by the build that compiled it).
  const { one } = ringMoves(current.compile(realMap).right, realOpening)
  // This build on a state it owns, as a bot's states from applyMove are; 0.1.0 on the plain one, which it cached.
  const seen = typeof lib.adopt === 'function' ? lib.adopt(realOpening).right : realOpening
  // A state object the library has never seen, every call: clones made beforehand, used in turn.
  const unseen = Array.from({ length: 512 }, () => structuredClone(realOpening))
  let next = 0
  const figures = {}
  const time = (name, run, options = {}) => (figures[name] = measure(run, { budgetMs: budget(options.budgetMs ?? 400), ...options }).nsPerOp)
  time('validateMove, one-army die move', () => lib.ring.validateMove(board, seen, one))
  time('validateMove, one-army die move, on a state never seen', () => lib.ring.validateMove(board, unseen[next++ & 511], one))
  time('applyMove, one army', () => lib.ring.applyMove(board, seen, one))
  time('reach of one army (army die)', () => lib.ring.reach(board, seen, one.moves[0].figures, 'army-die'))
  time('legalMoves (army die): first move', () => lib.ring.legalMoves(board, seen, 'free', 'army-die').next())
  let seed = 1
  const length = 100
  figures['random dice playout, per move'] = measure(() => ringPlayoutOf(lib)(board, realOpening, length, seed++), { budgetMs: budget(2500), batchMs: 1, minBatches: 5 }).nsPerOp / length
  return figures
}

/** The targets of issue 10 on the real board: each operation's time at most `ratio` of 0.1.0's. */
export const realBoardTargets = [
  { operation: 'validateMove, one-army die move', ratio: 0.2 },
  { operation: 'validateMove, one-army die move, on a state never seen', ratio: 0.25 },
  { operation: 'reach of one army (army die)', ratio: 0.1 },
  { operation: 'applyMove, one army', ratio: 0.33 },
  // At least 10 times the rate is at most a tenth of the time per move.
  { operation: 'random dice playout, per move', ratio: 0.1 },
  { operation: 'legalMoves (army die): first move', ratio: 1 },
]
