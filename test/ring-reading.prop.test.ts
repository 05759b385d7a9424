// The compact reading the yes/no question of a die move reads (src/ring/army/reading.ts) against a plain walk over
// the state's figures: who each figure is and how many Army units and Leaders each region holds, on a caller's plain
// state (read afresh), on a state the library owns asked about once (read figure by figure) and asked about again
// and again (read whole), and on the states applyMove makes from it (a table of the same family).
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, ring } from '../src/index.js'
import { figureAt, readingFor, tallyIn, type Reading } from '../src/ring/army/reading.js'
import type { RingState } from '../src/model/ring-state.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'
import { figureAgrees, walkedTally } from './fixtures/ring-reading-oracle.js'
import { realBoard, realOpening } from './fixtures/war-of-the-ring.js'

/** What the reading says of every figure and every region, and of an id it does not hold. */
const agrees = (reading: Reading, state: RingState, regions: ReadonlyArray<string>): void => {
  for (const id of [...Object.keys(state.figures), 'no-such-figure']) figureAgrees(reading, state, id)
  for (const region of [...regions, 'nowhere']) expect({ ...tallyIn(reading, region) }).toEqual(walkedTally(state, region))
}

describe('the reading of a ring position', () => {
  test.prop([arbitraryRingPosition(ordinarySize), fc.nat()], { numRuns: 120 })(
    'says what a walk over the figures says, read afresh, figure by figure, whole, and after a move',
    ({ board, state }, seed) => {
      const plain = JSON.parse(JSON.stringify(state)) as RingState
      agrees(readingFor(plain), plain, board.ids)
      const own = adopt(plain)
      if (E.isLeft(own)) throw new Error('a generated state is adopted')
      // Asked once: read figure by figure as asked (the regions asked after the figures, and before).
      const once = readingFor(own.right)
      for (const region of board.ids) tallyIn(once, region)
      agrees(once, plain, board.ids)
      // Asked again and again: read whole.
      for (let question = 0; question < 4; question++) readingFor(own.right)
      agrees(readingFor(own.right), plain, board.ids)
      let s = seed >>> 0
      const random = (): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32)
      const move = ring.randomMove(board, own.right, 'free', 'army-die', random) ?? ring.randomMove(board, own.right, 'shadow', 'army-die', random)
      if (move === null) return
      const applied = ring.applyMove(board, own.right, move)
      if (E.isLeft(applied)) throw new Error('a drawn move is applied')
      const next = applied.right.state
      const copy = JSON.parse(JSON.stringify(next)) as RingState
      for (let question = 0; question < 4; question++) readingFor(next)
      agrees(readingFor(next), copy, board.ids)
    },
  )

  test.prop([fc.shuffledSubarray(Object.keys(realOpening.figures), { minLength: 1 })], { numRuns: 40 })(
    'says the same of the real opening asked once, its figures read in any order',
    (ids) => {
      const own = adopt(realOpening)
      if (E.isLeft(own)) throw new Error('the opening is adopted')
      const once = readingFor(own.right)
      // The figures read first, in the drawn order, then every figure and region.
      for (const id of ids) expect(figureAt(once, id)).toBeGreaterThanOrEqual(0)
      agrees(once, realOpening, realBoard.ids)
    },
  )
})
