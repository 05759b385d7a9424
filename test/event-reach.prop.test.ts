// eventMovement.reach builds the reasons of the regions past the allowance along its searches' paths, worded in the
// map's names as it goes (src/ring/event-movement/far-verdicts.ts), rather than judging each path whole: here each region's
// reasons are checked against validateMove's on the path reach searched, word for word and in order, on the caller's
// state and on the library's own (twice: the second reach reads what the first remembered, src/ring/army/region-armies.ts).
import { describe, expect } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as events from '../src/ring/event-movement.js'
import { adopt } from '../src/input/adopt.js'
import { judgeGroup } from '../src/ring/army/group.js'
import { groupSide } from '../src/ring/army/figures.js'
import { positionOf } from '../src/ring/army/position.js'
import { search } from '../src/ring/event-movement/routes.js'
import { pathTo, reachable, staticNeighbours } from '../src/board/graph.js'
import type { Allowance, RingState } from '../src/model/ring-state.js'
import { arbitraryReachGroup } from '../src/arbitraries/ring-moves.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'
import type { Board } from '../src/board/graph.js'

/** The path reach takes to a region: the shortest open one, else the shortest at all, else one step. */
const pathOf = (board: Board, state: RingState, figures: ReadonlyArray<string>, to: string): ReadonlyArray<string> | null => {
  const position = positionOf(state)
  const side = groupSide(state, figures)
  const { group } = judgeGroup(position, side, figures, 0)
  if (group.origin === null) return null
  if (to === group.origin) return []
  const all = board.ids.length
  const open = search(board, position, side, group, group.origin, all)
  const plain = reachable(staticNeighbours(board), group.origin, all)
  return pathTo(open, to) ?? pathTo(plain, to) ?? [to]
}

const expectJudgedWhole = (board: Board, state: RingState, figures: ReadonlyArray<string>, allowance: Allowance): void => {
  const side = groupSide(state, figures)
  const expected: Record<string, unknown> = {}
  for (const to of board.ids) {
    const path = pathOf(board, state, figures, to)
    if (path === null) return
    const verdict = events.validateMove(board, state, { type: 'event-move', side, allowance, moves: [{ figures, path }] })
    if (E.isLeft(verdict)) expected[to] = verdict.left
  }
  const adopted = adopt(state)
  if (E.isLeft(adopted)) throw new Error('state not adopted')
  for (const asked of [state, adopted.right, adopted.right])
    // JSON, not toEqual: the regions in map order and each violation's fields in the order validateMove writes them.
    expect(JSON.stringify(events.reach(board, asked, figures, allowance).unreachable)).toBe(JSON.stringify(expected))
}

describe('eventMovement.reach, region by region', () => {
  const scenes = arbitraryRingPosition(ordinarySize).chain((position) =>
    fc.tuple(fc.constant(position), arbitraryReachGroup(position), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 })),
  )

  test.prop([scenes], { numRuns: 150 })('gives each region what validateMove says of the path reach searched there', ([position, figures, regions, armies]) =>
    expectJudgedWhole(position.board, position.state, figures, { armies, regions }),
  )

  test.prop([fc.constantFrom('lorien', 'erebor', 'minas-tirith', 'barad-dur', 'orthanc', 'dol-amroth'), fc.integer({ min: 1, max: 4 })], { numRuns: 10 })(
    'does so on the real board',
    (region, regions) => {
      const figures = Object.keys(realOpeningAtWar.figures).filter((id) => realOpeningAtWar.figures[id]?.region === region)
      expectJudgedWhole(realBoard, realOpeningAtWar, figures, { armies: 1, regions })
    },
  )
})
