// Invariants of event-card moves (ring): armies moving several regions,
// over generated boards, positions and moves, checked against a brute-force
// oracle written from the contract (test/oracle/ring.ts).
import { describe, expect } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as events from '../src/ring/event-movement.js'
import * as ring from '../src/ring/ring.js'
import { compile, type Board } from '../src/board/graph.js'
import type { Allowance, Side } from '../src/model/ring-state.js'
import { violationCodes } from '../src/model/violation.js'
import { arbitraryAllowance, arbitraryEventScene, arbitraryReachGroup } from '../src/arbitraries/ring-moves.js'
import {
  arbitraryRingPosition,
  ordinarySize,
  sideOfFigure,
  smallSize,
  tinySize,
  type RingPosition,
} from '../src/arbitraries/ring.js'
import {
  armyKey,
  capturesAlong,
  destinationKey,
  everyRoute,
  legalEventKeys,
  legalPaths,
  legalTwoArmyEventKeys,
  outcomeKey,
} from './oracle/ring-enumeration.js'
import { breaches, canonicalBreaches } from './oracle/ring-invariants.js'
import { controllersOf, isLegal, play, placementOf } from './oracle/ring.js'

const sides: ReadonlyArray<Side> = ['free', 'shadow']

const take = <T>(items: Iterable<T>, count: number): ReadonlyArray<T> => {
  const out: T[] = []
  if (count <= 0) return out
  for (const item of items) {
    out.push(item)
    if (out.length >= count) break
  }
  return out
}

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

const boardSnapshot = (board: Board): string =>
  JSON.stringify([board.ids, [...board.adjacency], [...board.impassable].map(([k, v]) => [k, [...v]]), [...board.adjacencySets].map(([k, v]) => [k, [...v]])])

describe('event moves', () => {
  test.prop([arbitraryEventScene()], { numRuns: 300 })(
    'validateMove never throws and agrees with the oracle; violations are well formed',
    ({ position, move }) => {
      const verdict = events.validateMove(position.board, position.state, move)
      expect(E.isRight(verdict)).toBe(isLegal(position.map, position.state, move))
      if (E.isRight(verdict)) expect(verdict.right).toEqual(move)
      else
        for (const v of verdict.left) {
          expect(violationCodes).toContain(v.code)
          expect(typeof v.message).toBe('string')
          if (v.army !== undefined) expect(v.army).toBeGreaterThanOrEqual(0)
        }
    },
  )

  test.prop([arbitraryEventScene()], { numRuns: 300 })(
    'applyMove of a valid move never fails, keeps every invariant and matches the oracle',
    ({ position, move }) => {
      const { map, board, state } = position
      const applied = events.applyMove(board, state, move)
      const expected = play(map, state, move)
      if (expected === null) {
        expect(E.isLeft(applied)).toBe(true)
        return
      }
      expect(E.isRight(applied)).toBe(true)
      if (E.isLeft(applied)) return
      const next = applied.right.state
      expect(breaches(map, state, move, next)).toEqual([])
      expect(placementOf(next)).toEqual(expected.placement)
      expect(controllersOf(map, next)).toEqual(expected.controllers)
      expect(applied.right.events).toEqual(expected.events)
      if (state.control === undefined && !expected.events.some((e) => e.type === 'settlement-captured')) expect(next.control).toBeUndefined()
    },
  )

  test.prop([arbitraryEventScene(smallSize)], { numRuns: 100 })('no function mutates its inputs', ({ position, move }) => {
    const map = deepFreeze(structuredClone(position.map))
    const state = deepFreeze(structuredClone(position.state))
    const frozenMove = deepFreeze(structuredClone(move))
    const compiled = compile(map)
    expect(E.isRight(compiled)).toBe(true)
    if (E.isLeft(compiled)) return
    const board = compiled.right
    const snapshot = boardSnapshot(board)
    const copy = JSON.stringify([map, state, frozenMove])
    events.validateMove(board, state, frozenMove)
    events.applyMove(board, state, frozenMove)
    ring.validateMove(board, state, frozenMove)
    ring.applyMove(board, state, frozenMove)
    take(events.legalMoves(board, state, frozenMove.side, frozenMove.allowance), 200)
    events.reach(board, state, frozenMove.moves[0]?.figures ?? [], frozenMove.allowance)
    ring.reach(board, state, frozenMove.moves[0]?.figures ?? [], frozenMove.allowance)
    expect(JSON.stringify([map, state, frozenMove])).toBe(copy)
    expect(boardSnapshot(board)).toBe(snapshot)
  })

  test.prop([arbitraryRingPosition(ordinarySize), fc.constantFrom(...sides), arbitraryAllowance], { numRuns: 40 })(
    'every move legalMoves yields is valid, canonical, within the allowance and listed once',
    ({ map, board, state }, side, allowance) => {
      const keys = new Set<string>()
      for (const move of take(events.legalMoves(board, state, side, allowance), 300)) {
        expect(move.type).toBe('event-move')
        expect(move.side).toBe(side)
        expect(move.allowance).toEqual(allowance)
        expect(E.isRight(events.validateMove(board, state, move))).toBe(true)
        expect(isLegal(map, state, move)).toBe(true)
        expect(canonicalBreaches(state, move)).toEqual([])
        const key = outcomeKey(map, state, move)
        expect(keys.has(key)).toBe(false)
        keys.add(key)
      }
    },
  )

  // legalMoves lists one path per army, destination and set of settlements
  // captured on the way (ruling R12): the comparison with the oracle is by
  // that outcome, and the path it lists must be the shortest legal one with
  // that outcome, smallest in id order among equals.
  test.prop([arbitraryRingPosition(smallSize), fc.constantFrom(...sides), fc.integer({ min: 1, max: 3 })], { numRuns: 50 })(
    'legalMoves yields every outcome of a legal one-army event move the oracle finds, once, by its canonical path',
    ({ map, board, state }, side, regions) => {
      const allowance: Allowance = { armies: 1, regions }
      const yielded = [...events.legalMoves(board, state, side, allowance)]
      const keys = yielded.map((m) => outcomeKey(map, state, m))
      expect(keys.length).toBe(new Set(keys).size)
      expect([...keys].sort()).toEqual([...legalEventKeys(map, state, side, allowance, 'outcome')].sort())
      for (const move of yielded) {
        const route = move.moves[0]
        if (route === undefined) continue
        const captured = capturesAlong(map, state, side, route.path).join(',')
        const best = legalPaths(map, state, side, allowance, route.figures, route.path[route.path.length - 1] ?? '').find(
          (path) => capturesAlong(map, state, side, path).join(',') === captured,
        )
        expect(route.path).toEqual(best)
      }
    },
  )

  test.prop([arbitraryRingPosition(tinySize), fc.constantFrom(...sides), fc.integer({ min: 1, max: 2 })], { numRuns: 30 })(
    'legalMoves yields every legal two-army event move the oracle finds (by destinations), each outcome once',
    ({ map, board, state }, side, regions) => {
      const allowance: Allowance = { armies: 2, regions }
      const moves = [...events.legalMoves(board, state, side, allowance)]
      const outcomes = moves.map((m) => outcomeKey(map, state, m))
      expect(outcomes.length).toBe(new Set(outcomes).size)
      const yielded = new Set(moves.map((m) => destinationKey(state, m)))
      const expected = new Set([
        ...legalEventKeys(map, state, side, allowance, 'destination'),
        ...legalTwoArmyEventKeys(map, state, side, allowance, 'destination'),
      ])
      expect([...yielded].sort()).toEqual([...expected].sort())
    },
  )

  const reachScene = arbitraryRingPosition(smallSize).chain((position) =>
    fc.tuple(fc.constant(position), arbitraryReachGroup(position), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 })),
  )

  test.prop([reachScene], { numRuns: 60 })(
    'reach splits the map into reachable and unreachable, its paths are valid, and it agrees with validateMove and legalMoves',
    ([position, figures, regions, armies]: readonly [RingPosition, ReadonlyArray<string>, number, number]) => {
      const { map, board, state } = position
      const allowance: Allowance = { armies, regions }
      const reach = events.reach(board, state, figures, allowance)
      const all = Object.keys(map.regions)
      for (const region of all) {
        const yes = Object.hasOwn(reach.reachable, region)
        const no = Object.hasOwn(reach.unreachable, region)
        expect(yes !== no).toBe(true)
        if (no) expect((reach.unreachable[region] ?? []).length).toBeGreaterThan(0)
      }
      expect(Object.keys(reach.reachable).length + Object.keys(reach.unreachable).length).toBe(all.length)
      if (reach.origin !== null) for (const id of figures) expect(state.figures[id]?.region).toBe(reach.origin)
      const side = sides.find(
        (s) =>
          figures.length > 0 &&
          figures.every((id) => {
            const figure = Object.hasOwn(state.figures, id) ? state.figures[id] : undefined
            return figure !== undefined && sideOfFigure(state, figure) === s
          }),
      )
      if (side === undefined) {
        expect(Object.keys(reach.reachable)).toEqual([])
        return
      }
      for (const [region, path] of Object.entries(reach.reachable)) {
        expect(path[path.length - 1]).toBe(region)
        expect(E.isRight(events.validateMove(board, state, { type: 'event-move', side, allowance, moves: [{ figures, path }] }))).toBe(true)
      }
      const byOracle = new Set<string>()
      for (const path of everyRoute(map, regions))
        if (isLegal(map, state, { type: 'event-move', side, allowance, moves: [{ figures, path }] })) byOracle.add(path[path.length - 1] ?? '')
      expect(Object.keys(reach.reachable).sort()).toEqual([...byOracle].sort())
      const group = armyKey(state, figures, [])
      const fromLegalMoves: Record<string, ReadonlyArray<string>> = {}
      for (const move of events.legalMoves(board, state, side, { armies: 1, regions })) {
        const route = move.moves[0]
        // the first path listed to a region is the shortest: the one reach gives
        const end = route?.path[route.path.length - 1] ?? ''
        if (route !== undefined && armyKey(state, route.figures, []) === group && !Object.hasOwn(fromLegalMoves, end)) fromLegalMoves[end] = route.path
      }
      expect(fromLegalMoves).toEqual(reach.reachable)
    },
  )

  test.prop([arbitraryEventScene()], { numRuns: 100 })('ring dispatches event moves to the event rules', ({ position, move }) => {
    const { board, state } = position
    expect(ring.validateMove(board, state, move)).toEqual(events.validateMove(board, state, move))
    expect(ring.applyMove(board, state, move)).toEqual(events.applyMove(board, state, move))
    expect(take(ring.legalMoves(board, state, move.side, move.allowance), 50)).toEqual(take(events.legalMoves(board, state, move.side, move.allowance), 50))
    const figures = move.moves[0]?.figures ?? []
    expect(ring.reach(board, state, figures, move.allowance)).toEqual(events.reach(board, state, figures, move.allowance))
  })
})
