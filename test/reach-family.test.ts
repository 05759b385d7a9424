// reach keeps the words of an enemy stack for the states of one game (one table's family, src/ring/army/region-armies.ts):
// by region, the last few stacks named there, known by the numbers of their figures. Here games are played on the real
// board by the library's own moves, and on every state reached, and on states met again out of order, reach of each
// army of the side to move answers as it does on a plain copy of that state, which the library has never seen and keeps
// nothing for: the same regions, in the same order, each violation with the same fields and words.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as ring from '../src/ring/ring.js'
import { adopt } from '../src/input/adopt.js'
import type { RingState, Side } from '../src/model/ring-state.js'
import { realBoard, realOpening, realOpeningAtWar } from './fixtures/war-of-the-ring.js'
import { seeded } from './fixtures/seeded.js'

/** Each stack of `side`'s figures: the ids in one region, sorted. */
const armiesOf = (state: RingState, side: Side): ReadonlyArray<ReadonlyArray<string>> => {
  const byRegion = new Map<string, string[]>()
  for (const [id, figure] of Object.entries(state.figures)) {
    const of = figure.nation === undefined ? figure.side : state.nations[figure.nation]?.side
    if (of === side) byRegion.set(figure.region, [...(byRegion.get(figure.region) ?? []), id])
  }
  return [...byRegion.values()].map((ids) => ids.sort())
}

const expectSameReach = (state: RingState, side: Side): void => {
  const plain = JSON.parse(JSON.stringify(state)) as RingState
  for (const figures of armiesOf(state, side))
    for (const action of ['army-die', 'character-die'] as const)
      expect(JSON.stringify(ring.reach(realBoard, state, figures, action))).toBe(JSON.stringify(ring.reach(realBoard, plain, figures, action)))
}

describe('reach on the states of one game', () => {
  for (const [name, opening] of [
    ['the opening', realOpening],
    ['the opening with every nation At War', realOpeningAtWar],
  ] as const)
    it(`words each enemy stack as on a plain copy, in games from ${name}`, () => {
      const random = seeded(24)
      const start = adopt(opening)
      if (E.isLeft(start)) throw new Error('the opening is not a state')
      const met: RingState[] = []
      let state = start.right
      for (let turn = 0; turn < 40; turn++) {
        const side: Side = turn % 2 === 0 ? 'free' : 'shadow'
        expectSameReach(state, side)
        met.push(state)
        const move = ring.randomMove(realBoard, state, side, random() < 0.75 ? 'army-die' : 'character-die', random)
        if (move === null) continue
        const applied = ring.applyMove(realBoard, state, move)
        if (E.isLeft(applied)) throw new Error(`a drawn move was refused: ${applied.left[0].code}`)
        state = applied.right.state
      }
      // States met before, out of order: a region's stack there may be one kept for a later state.
      for (let at = met.length - 1; at >= 0; at -= 3) expectSameReach(met[at] as RingState, at % 2 === 0 ? 'shadow' : 'free')
    })
})
