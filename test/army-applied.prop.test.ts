// applyMove takes two roads to the next state of a legal die move: a move of one army found legal by the yes/no
// question goes straight to stepApplied (src/ring/army/position.ts), any other through the armies the full judgement
// gives, to settle (src/ring/army/die.ts). Both must give the same events and the same next state, on plain and adopted states, and leave the
// previous state reading as it did.
import { describe, expect } from 'vitest'
import { test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt } from '../src/input/adopt.js'
import { judgeDie, settle } from '../src/ring/army/die.js'
import { stepApplied } from '../src/ring/army/position.js'
import type { RingState } from '../src/model/ring-state.js'
import { arbitraryDieScene } from '../src/arbitraries/ring-moves.js'

const adopted = (state: RingState): RingState => {
  const own = adopt(state)
  if (E.isLeft(own)) throw new Error(own.left[0].message)
  return own.right
}

describe('the next state of a legal die move of one army', () => {
  test.prop([arbitraryDieScene()], { numRuns: 600 })('is the same by the short road as through the full judgement', ({ position, move }) => {
    const judged = judgeDie(position.board, position.state, move)
    const step = move.moves[0]
    if (judged.violations.length > 0 || move.moves.length !== 1 || step === undefined) return
    for (const state of [position.state, adopted(position.state)]) {
      const before = JSON.stringify(state)
      const short = stepApplied(position.board, state, move.side, step)
      const full = settle(position.board, state, move.side, judged.armies)
      expect(short.events).toEqual(full.events)
      expect(JSON.stringify(short.state)).toBe(JSON.stringify(full.state))
      expect(Object.keys(short.state)).toEqual(Object.keys(state).concat(Object.hasOwn(state, 'control') || !Object.hasOwn(short.state, 'control') ? [] : ['control']))
      expect(Object.isFrozen(short.state)).toBe(true)
      expect(JSON.stringify(state)).toBe(before)
    }
  })
})
