// The compact reading the yes/no question of a die move reads (src/ring/army/reading.ts) against a plain walk over
// the state's figures: who each figure is and how many Army units and Leaders each region holds, on a caller's plain
// state (read afresh), on a state the library owns asked about once (read figure by figure) and asked about again
// and again (read whole), and on the states applyMove makes from it (a table of the same family).
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, ring } from '../src/index.js'
import { figureSide, isArmyUnit } from '../src/ring/army/figures.js'
import { ARMY_UNIT, bitsAt, figureAt, FREE, IDLE, LEADER, nationAt, questionOf, readingFor, regionAt, SHADOW, tallyIn, type Reading } from '../src/ring/army/reading.js'
import type { RingState } from '../src/model/ring-state.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'
import { realBoard, realOpening } from './fixtures/war-of-the-ring.js'

/** The oracle: each region's Army units of each side and Leaders, walking every figure of the record. */
const walkedTally = (state: RingState, region: string): { free: number; shadow: number; leaders: number } => {
  const tally = { free: 0, shadow: 0, leaders: 0 }
  for (const figure of Object.values(state.figures)) {
    if (figure.region !== region) continue
    const side = figureSide(state.nations, figure)
    if (isArmyUnit(figure.kind)) {
      if (side === 'free') tally.free++
      else if (side === 'shadow') tally.shadow++
    } else if (figure.kind === 'leader') tally.leaders++
  }
  return tally
}

/** What the reading says of every figure and every region, and of an id it does not hold. */
const agrees = (reading: Reading, state: RingState, regions: ReadonlyArray<string>): void => {
  for (const [id, figure] of Object.entries(state.figures)) {
    const at = figureAt(reading, id)
    expect(at).toBeGreaterThanOrEqual(0)
    const bits = bitsAt(reading, at)
    const side = figureSide(state.nations, figure)
    expect([(bits & FREE) !== 0, (bits & SHADOW) !== 0]).toEqual([side === 'free', side === 'shadow'])
    expect((bits & ARMY_UNIT) !== 0).toBe(isArmyUnit(figure.kind))
    expect((bits & LEADER) !== 0).toBe(figure.kind === 'leader')
    const nation = figure.nation === undefined ? undefined : state.nations[figure.nation]
    expect((bits & IDLE) !== 0).toBe(nation?.atWar === false)
    expect(regionAt(reading, at)).toBe(figure.region)
    expect(nationAt(reading, at)).toBe(figure.nation)
  }
  expect(figureAt(reading, 'no-such-figure')).toBe(-1)
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
      const once = questionOf(own.right)
      for (const region of board.ids) tallyIn(once, region)
      agrees(once, plain, board.ids)
      // Asked again and again: read whole.
      for (let question = 0; question < 4; question++) questionOf(own.right)
      agrees(questionOf(own.right), plain, board.ids)
      let s = seed >>> 0
      const random = (): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32)
      const move = ring.randomMove(board, own.right, 'free', 'army-die', random) ?? ring.randomMove(board, own.right, 'shadow', 'army-die', random)
      if (move === null) return
      const applied = ring.applyMove(board, own.right, move)
      if (E.isLeft(applied)) throw new Error('a drawn move is applied')
      const next = applied.right.state
      const copy = JSON.parse(JSON.stringify(next)) as RingState
      for (let question = 0; question < 4; question++) questionOf(next)
      agrees(questionOf(next), copy, board.ids)
    },
  )

  test.prop([fc.shuffledSubarray(Object.keys(realOpening.figures), { minLength: 1 })], { numRuns: 40 })(
    'says the same of the real opening asked once, its figures read in any order',
    (ids) => {
      const own = adopt(realOpening)
      if (E.isLeft(own)) throw new Error('the opening is adopted')
      const once = questionOf(own.right)
      // The figures read first, in the drawn order, then every figure and region.
      for (const id of ids) expect(figureAt(once, id)).toBeGreaterThanOrEqual(0)
      agrees(once, realOpening, realBoard.ids)
    },
  )
})
