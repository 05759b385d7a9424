// The stocks of a side (choice.ts) are remembered with each region's list of
// ids, which the states a move makes share where the move left the region
// alone, so that states kept by a search carry none of their own. Whatever
// order the asks come in (a listing begun on one state, another state asked
// about, the first listing taken up again), the stocks are those of a caller's
// plain copy, which is always worked out afresh.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, ring } from '../src/index.js'
import { stocksOf } from '../src/ring/army/choice.js'
import { positionOf } from '../src/ring/army/position.js'
import type { RingState } from '../src/model/ring-state.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'

const sides = ['free', 'shadow'] as const

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

const stocks = (state: RingState, side: 'free' | 'shadow'): unknown => [...stocksOf(positionOf(state), side)]

describe('the stocks memo', () => {
  test.prop([arbitraryRingPosition(ordinarySize), fc.constantFrom(...sides), fc.nat()], { numRuns: 60 })(
    'gives the stocks of a fresh copy, asks on two states interleaved',
    ({ board, state }, side, seed) => {
      const first = adopt(state)
      if (E.isLeft(first)) throw new Error('a generated state is adopted')
      let s = seed >>> 0
      const random = (): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32)
      const move = ring.randomMove(board, first.right, side, 'army-die', random)
      const applied = move === null ? null : ring.applyMove(board, first.right, move)
      const second = applied !== null && E.isRight(applied) ? applied.right.state : first.right
      // One region of the first state read, then the whole second state, then the rest of the first.
      const begun = stocksOf(positionOf(first.right), side)
      const head = begun.next()
      const other = stocks(second, side)
      const rest = [...begun]
      const whole = head.done === true ? [] : [head.value, ...rest]
      expect(whole).toEqual(stocks(plain(first.right), side))
      expect(other).toEqual(stocks(plain(second), side))
      // Asked again, in the other order, each still gives its own.
      expect(stocks(first.right, side)).toEqual(whole)
      expect(stocks(second, side)).toEqual(other)
    },
  )
})
