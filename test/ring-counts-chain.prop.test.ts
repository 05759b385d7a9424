// The counts of a ring position's regions (core/region-index.ts's countAt, through reading.ts's countIn and tallyIn)
// against a walk over the figures, along a chain of moves: a few regions asked of a state a move made (read past the
// table it came from, or counted one by one), every region asked (counted whole), regions no figure had stood in until a
// move (numbered after the counts were made), and an older state asked again once later tables pushed it out of the
// recent ones. ring-reading.prop.test.ts asks one move's state only.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, ring } from '../src/index.js'
import { countIn, readingFor, regionNumber, tallyIn } from '../src/ring/army/reading.js'
import type { RingState } from '../src/model/ring-state.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'
import { walkedTally } from './fixtures/ring-reading-oracle.js'

describe('the counts of a ring position along a chain of moves', () => {
  // Each step of the plan asks, then moves: 0-2 one region drawn, 3-5 the first few regions, 6-7 every region, 8 every
  // region of an older state of the chain (its table long out of the recent ones), 9 nothing.
  const plans = fc.array(fc.nat({ max: 9 }), { minLength: 4, maxLength: 30 })
  test.prop([arbitraryRingPosition(ordinarySize), fc.nat(), plans], { numRuns: 150 })(
    'agree with a walk over the figures, a few regions asked or all, on the newest state or an older one',
    ({ board, state }, seed, plan) => {
      const own = adopt(JSON.parse(JSON.stringify(state)) as RingState)
      if (E.isLeft(own)) throw new Error('a generated state is adopted')
      let s = seed >>> 0
      const random = (): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32)
      const chain: RingState[] = [own.right]
      let current = own.right
      const regions = [...board.ids, 'nowhere']
      for (const step of plan) {
        const drawn = regions[Math.floor(random() * regions.length)] as string
        const asked = step < 3 ? [drawn] : step < 6 ? regions.slice(0, 1 + Math.floor(random() * 6)) : step < 9 ? regions : []
        const asking = step === 8 ? (chain[Math.floor(random() * chain.length)] as RingState) : current
        const copy = JSON.parse(JSON.stringify(asking)) as RingState
        // Asked again and again, so that the reading is the table's (read by region number), not figure by figure.
        for (let question = 0; question < 3; question++) readingFor(asking)
        const reading = readingFor(asking)
        for (const region of asked) {
          const walked = walkedTally(copy, region)
          for (const kind of ['leaders', 'free', 'shadow'] as const) {
            expect(countIn(reading, region, kind)).toBe(walked[kind])
            expect(countIn(reading, region, kind, regionNumber(reading, region))).toBe(walked[kind])
          }
          expect({ ...tallyIn(reading, region) }).toEqual(walked)
        }
        const side = random() < 0.5 ? 'free' : 'shadow'
        const move = ring.randomMove(board, current, side, 'army-die', random, { draw: step % 2 === 0 ? 'playout' : 'even' })
        if (move === null) continue
        const applied = ring.applyMove(board, current, move)
        if (E.isLeft(applied)) throw new Error('a drawn move is applied')
        current = applied.right.state
        chain.push(current)
      }
    },
  )
})
