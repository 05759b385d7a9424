// countMoves of a die (src/ring/army/count-moves.ts) counts from numbers read once per position (count-reading.ts)
// and never lists a move: it must still say exactly how many moves legalMoves yields, on generated positions and
// on the real board's mid-game positions (reached by random dice playouts, as a bot meets them), for both dice and
// both sides, on a caller's plain state and on a state the library owns (whose reading is kept and read again).
import { describe, expect } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt } from '../src/input/adopt.js'
import { ring } from '../src/index.js'
import type { Board } from '../src/board/graph.js'
import type { DieAction } from '../src/ring/army/legal-moves.js'
import type { RingState, Side } from '../src/model/ring-state.js'
import { arbitraryRingPosition } from '../src/arbitraries/ring.js'
import { seeded } from '../src/arbitraries/seeded.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

const adopted = (state: RingState): RingState => {
  const own = adopt(state)
  if (E.isLeft(own)) throw new Error(own.left[0].message)
  return own.right
}

const sides = fc.constantFrom<Side>('free', 'shadow')
const dice = fc.constantFrom<DieAction>('army-die', 'character-die')

const listed = (board: Board, state: RingState, side: Side, action: DieAction): number => [...ring.legalMoves(board, state, side, action)].length

/** The position after `length` moves of a random dice playout from the real opening, every nation At War. */
const playedTo = (length: number, seed: number): RingState => {
  const random = seeded(seed)
  let state = adopted(realOpeningAtWar)
  for (let turn = 0, played = 0, passes = 0; played < length && passes < 4; turn++) {
    const side = turn % 2 === 0 ? 'free' : 'shadow'
    const move = ring.randomMove(realBoard, state, side, random() < 0.75 ? 'army-die' : 'character-die', random)
    if (move === null) {
      passes++
      continue
    }
    passes = 0
    const applied = ring.applyMove(realBoard, state, move)
    if (E.isLeft(applied)) throw new Error(`a drawn move was refused: ${applied.left[0].code}`)
    state = applied.right.state
    played++
  }
  return state
}

describe('countMoves of a die, against the length of legalMoves', () => {
  test.prop([arbitraryRingPosition(), sides, dice], { numRuns: 400 })('on generated positions, plain and owned', ({ board, state }, side, action) => {
    const length = listed(board, state, side, action)
    expect(ring.countMoves(board, state, side, action)).toBe(length)
    const own = adopted(state)
    expect(ring.countMoves(board, own, side, action)).toBe(length)
    // Counted again: the owned state's reading, kept, gives the same count.
    expect(ring.countMoves(board, own, side, action)).toBe(length)
  })

  test.prop([fc.integer({ min: 5, max: 60 }), fc.integer({ min: 0, max: 2 ** 31 - 1 })], { numRuns: 12 })(
    'on mid-game positions of the real board, both dice and both sides',
    (length, seed) => {
      const state = playedTo(length, seed)
      const plain = JSON.parse(JSON.stringify(state)) as RingState
      for (const side of ['free', 'shadow'] as const)
        for (const action of ['army-die', 'character-die'] as const) {
          const moves = listed(realBoard, state, side, action)
          expect(ring.countMoves(realBoard, state, side, action)).toBe(moves)
          expect(ring.countMoves(realBoard, plain, side, action)).toBe(moves)
        }
    },
  )

  test.prop([arbitraryRingPosition(), sides, dice, fc.integer({ min: 1, max: 3 })], { numRuns: 150 })(
    'on an owned state, then on one of the same figures under another stacking limit or other nations',
    ({ board, state }, side, action, limit) => {
      const own = adopted(state)
      ring.countMoves(board, own, side, action)
      const nations = Object.fromEntries(Object.entries(state.nations).map(([name, nation]) => [name, { ...nation, atWar: !nation.atWar }]))
      // Spread from the owned state: its figures are the same record, read through the same table.
      for (const changed of [adopted({ ...own, stackingLimit: limit }), adopted({ ...own, nations })])
        expect(ring.countMoves(board, changed, side, action)).toBe(listed(board, changed, side, action))
    },
  )
})
