// Every reason a reach gives is worded as violationInWords words it with the state's names: reach words the regions
// it does not judge a move to in its own way (src/ring/army/far-verdict.ts, farVerdicts in src/ring/event-movement.ts), and on
// a map whose names are not its ids a reason worded in ids shows.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { army, compile, eventMovement, march, violationInWords, type Board, type Violation } from '../src/index.js'
import { demoIsles, demoIslesOpening } from '../src/maps/index.js'
import type { HeroesState } from '../src/model/heroes-state.js'
import type { Reach } from '../src/model/outcome.js'
import type { RingState } from '../src/model/ring-state.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

const expectWordedInNames = (board: Board, state: HeroesState | RingState, where: Reach): void => {
  const check = (v: Violation): void => {
    expect(v.message).toBe(violationInWords(board, v, { state }))
    if (v.code === 'NO_PATH') v.reasons.forEach(check)
  }
  expect(Object.keys(where.unreachable).length).toBeGreaterThan(0)
  for (const reasons of Object.values(where.unreachable)) reasons.forEach(check)
}

const lorien = Object.keys(realOpeningAtWar.figures).filter((id) => realOpeningAtWar.figures[id]?.region === 'lorien')

describe('the words of reach', () => {
  it('name the regions and figures of the real board, with a die', () => {
    for (const action of ['army-die', 'character-die'] as const) expectWordedInNames(realBoard, realOpeningAtWar, army.reach(realBoard, realOpeningAtWar, lorien, action))
  })

  it('name the regions and figures of the real board, with an event card, far regions too', () => {
    for (const regions of [1, 2, 4]) expectWordedInNames(realBoard, realOpeningAtWar, eventMovement.reach(realBoard, realOpeningAtWar, lorien, { armies: 1, regions }))
  })

  it('name the regions and units of a March', () => {
    const board = compile(demoIsles)
    if (E.isLeft(board)) throw new Error('demo-isles does not compile')
    for (const id of Object.keys(demoIslesOpening.units)) expectWordedInNames(board.right, demoIslesOpening, march.reach(board.right, demoIslesOpening, [id]))
  })
})
