// A state the library owns keeps what it found of a side's figures between calls; a listing begun and left, or two
// listings walked side by side, must not change what any later call on it gives.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, ring } from '../src/index.js'
import type { RingState, Side } from '../src/model/ring-state.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

const owned = (state: RingState): RingState => {
  const adopted = adopt(state)
  if (E.isLeft(adopted)) throw new Error('the real opening is a state')
  return adopted.right
}

const show = (moves: Iterable<unknown>): ReadonlyArray<string> => [...moves].map((move) => JSON.stringify(move))

describe('listings on a state the library owns', () => {
  for (const side of ['free', 'shadow'] as const satisfies ReadonlyArray<Side>) {
    it(`a listing of the ${side} side left after a few moves changes nothing later (character die, so the test lists it whole)`, () => {
      const fresh = show(ring.legalMoves(realBoard, structuredClone(realOpeningAtWar), side, 'character-die'))
      const state = owned(realOpeningAtWar)
      const begun = ring.legalMoves(realBoard, state, side, 'character-die')
      const firstThree = [begun.next().value, begun.next().value, begun.next().value].map((move) => JSON.stringify(move))
      expect(firstThree).toEqual(fresh.slice(0, 3))
      expect(ring.countMoves(realBoard, state, side, 'character-die')).toBe(fresh.length)
      expect(show(ring.legalMoves(realBoard, state, side, 'character-die'))).toEqual(fresh)
    })

    it(`two listings of the ${side} side walked side by side each give every move`, () => {
      const fresh = show(ring.legalMoves(realBoard, structuredClone(realOpeningAtWar), side, 'character-die'))
      const state = owned(realOpeningAtWar)
      const one = ring.legalMoves(realBoard, state, side, 'character-die')
      const other = ring.legalMoves(realBoard, state, side, 'character-die')
      const a: string[] = []
      const b: string[] = []
      for (let turn = 0; turn < 2 * fresh.length + 2; turn++) {
        const next = (turn % 3 === 0 ? other : one).next()
        if (!next.done) (turn % 3 === 0 ? b : a).push(JSON.stringify(next.value))
      }
      for (const move of one) a.push(JSON.stringify(move))
      for (const move of other) b.push(JSON.stringify(move))
      expect(a).toEqual(fresh)
      expect(b).toEqual(fresh)
    })
  }
})
