// The question validateMove asks first of a die move (src/ring/army/legal-die.ts) against the full judgement it
// stands in for: "legal" exactly where judgeDieMove finds no violation, on plain and adopted states alike.
import { describe, expect, it } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as army from '../src/ring/army.js'
import { adopt } from '../src/input/adopt.js'
import { judgeDie, type DieMove } from '../src/ring/army/die.js'
import type { Board } from '../src/board/graph.js'
import { isLegalArmy, legalArmies } from '../src/ring/army/legal-die.js'
import { readingFor } from '../src/ring/army/reading.js'
import type { Fault } from '../src/ring/army/rulings.js'
import type { ArmyDieMove, RingState, Side } from '../src/model/ring-state.js'
import { arbitraryDieScene } from '../src/arbitraries/ring-moves.js'
import { arbitraryRingPosition, smallSize } from '../src/arbitraries/ring.js'
import { armyDie, board, fig, position } from './fixtures/army-die.js'

const adopted = (state: RingState): RingState => {
  const own = adopt(state)
  if (E.isLeft(own)) throw new Error(own.left[0].message)
  return own.right
}

// The question validateMove asks of a die move before judging it in full: a move of one army, asked of its reading.
const isLegalDieMove = (on: Board, state: RingState, move: DieMove): boolean =>
  move.moves.length === 1 && isLegalArmy(on, readingFor(state), move) !== undefined

// How many refused moves the property saw judged at once, every fault found by the question.
let judgedAtOnce = 0

describe('the fast answer to "is this die move legal?"', () => {
  test.prop([arbitraryDieScene()], { numRuns: 1500 })('agrees with the full judgement on every move of one army, legal or not, and on its armies', ({ position, move }) => {
    const judged = judgeDie(position.board, position.state, move)
    const legal = judged.violations.length === 0
    // A move of two armies is always judged in full: the fast answer may only refuse it.
    const answered = legal && move.moves.length === 1
    expect(isLegalDieMove(position.board, position.state, move)).toBe(answered)
    expect(isLegalDieMove(position.board, adopted(position.state), move)).toBe(answered)
    if (legal) expect(legalArmies(position.state, move)).toEqual(judged.armies)
    // Asked for every fault, it finds what the full judgement finds, in its order, or leaves the move to it.
    if (move.moves.length !== 1) return
    for (const state of [position.state, adopted(position.state)]) {
      const faults: Fault[] = []
      const place = isLegalArmy(position.board, readingFor(state), move, undefined, faults)
      expect(place !== undefined).toBe(answered)
      if (faults.length > 0) expect(faults).toEqual(judged.violations)
      if (faults.length > 0) judgedAtOnce++
    }
  })

  it('judges most refused armies of one at once (the property above saw some)', () => {
    expect(judgedAtOnce).toBeGreaterThan(100)
  })

  test.prop([arbitraryRingPosition(smallSize), fc.constantFrom<Side>('free', 'shadow'), fc.constantFrom('army-die' as const, 'character-die' as const)], {
    numRuns: 150,
  })('answers "legal" for every move of one army legalMoves yields', ({ board, state }, side, action) => {
    let count = 0
    for (const move of army.legalMoves(board, state, side, action)) {
      if (move.type === 'attack' || move.moves.length > 1) continue
      expect(isLegalDieMove(board, state, move)).toBe(true)
      if (++count >= 200) break
    }
  })
})

describe('the fast answer, where random positions seldom go', () => {
  // Two nations not At War in one army: entering the region of either is closed by the other (ruling R9).
  const idle = position(
    { g1: fig('regular', 'gondor', 'minas'), r1: fig('regular', 'rohan', 'minas'), g2: fig('regular', 'gondor', 'minas') },
    { nations: { gondor: { side: 'free', atWar: false }, rohan: { side: 'free', atWar: false }, mordor: { side: 'shadow', atWar: true } } },
  )

  // A nationless Army unit plays for its own side: it guards a Leader only for the Free Peoples (rulings R2, R8),
  // whoever moves away (here a nationless one too).
  const beside = (owner: Side): RingState =>
    position({ m1: { kind: 'elite', side: 'free', region: 'minas' }, l1: fig('leader', 'gondor', 'minas'), u1: { kind: 'elite', side: owner, region: 'minas' } })

  it.each<readonly [string, RingState, ArmyDieMove, boolean]>([
    ['two idle nations into one of theirs', idle, armyDie('free', [['g1', 'r1'], 'osgiliath']), false],
    ['one idle nation into its own region', idle, armyDie('free', [['g1', 'g2'], 'osgiliath']), true],
    ['two idle nations into no nation', idle, armyDie('free', [['g1', 'r1'], 'plain']), true],
    ['a Leader left beside a nationless Shadow Army unit', beside('shadow'), armyDie('free', [['m1'], 'osgiliath']), false],
    ['a Leader left beside a nationless Free Peoples Army unit', beside('free'), armyDie('free', [['m1'], 'osgiliath']), true],
  ])('%s: as the full judgement says', (_, state, move, legal) => {
    expect(judgeDie(board, state, move).violations.length === 0).toBe(legal)
    expect(isLegalDieMove(board, state, move)).toBe(legal)
  })
})
