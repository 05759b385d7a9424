// Invariants of the Army and Character die moves (ring), over generated
// boards, positions and moves, checked against a brute-force oracle written
// from the contract (test/oracle/ring.ts).
import { describe, expect } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as army from '../src/ring/army.js'
import * as ring from '../src/ring/ring.js'
import { compile, type Board } from '../src/board/graph.js'
import type { ArmyDieMove, CharacterDieMove, Side } from '../src/model/ring-state.js'
import { violationCodes } from '../src/model/violation.js'
import { arbitraryDieScene, arbitraryReachGroup } from '../src/arbitraries/ring-moves.js'
import {
  arbitraryRingPosition,
  ordinarySize,
  sideOfFigure,
  smallSize,
  tinySize,
  type RingPosition,
} from '../src/arbitraries/ring.js'
import { armyKey, legalDieKeys, moveKey } from './oracle/ring-enumeration.js'
import { breaches, canonicalBreaches } from './oracle/ring-invariants.js'
import { controllersOf, isLegal, play, placementOf } from './oracle/ring.js'

type DieMove = ArmyDieMove | CharacterDieMove
type DieAction = DieMove['type']

const actions: ReadonlyArray<DieAction> = ['army-die', 'character-die']
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

describe('army die and character die moves', () => {
  test.prop([arbitraryDieScene()], { numRuns: 300 })(
    'validateMove never throws and agrees with the oracle; violations are well formed',
    ({ position, move }) => {
      const verdict = army.validateMove(position.board, position.state, move)
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

  test.prop([arbitraryDieScene()], { numRuns: 300 })(
    'applyMove of a valid move never fails, keeps every invariant and matches the oracle',
    ({ position, move }) => {
      const { map, board, state } = position
      const applied = army.applyMove(board, state, move)
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
      // control lists only differences, and stays absent when nothing was captured
      if (state.control === undefined && !expected.events.some((e) => e.type === 'settlement-captured')) expect(next.control).toBeUndefined()
      for (const e of expected.events)
        if (e.type === 'settlement-captured') {
          const nation = map.regions[e.region]?.nation
          const home = nation === undefined ? undefined : state.nations[nation]?.side
          if (home === e.by) expect(Object.keys(next.control ?? {})).not.toContain(e.region)
          else expect(next.control?.[e.region]).toBe(e.by)
        }
    },
  )

  test.prop([arbitraryDieScene(smallSize)], { numRuns: 100 })('no function mutates its inputs', ({ position, move }) => {
    const map = deepFreeze(structuredClone(position.map))
    const state = deepFreeze(structuredClone(position.state))
    const frozenMove = deepFreeze(structuredClone(move))
    const compiled = compile(map)
    expect(E.isRight(compiled)).toBe(true)
    if (E.isLeft(compiled)) return
    const board = compiled.right
    const snapshot = boardSnapshot(board)
    const copy = JSON.stringify([map, state, frozenMove])
    army.validateMove(board, state, frozenMove)
    army.applyMove(board, state, frozenMove)
    ring.validateMove(board, state, frozenMove)
    ring.applyMove(board, state, frozenMove)
    take(army.legalMoves(board, state, frozenMove.side, frozenMove.type), 200)
    army.reach(board, state, frozenMove.moves[0]?.figures ?? [], frozenMove.type)
    expect(JSON.stringify([map, state, frozenMove])).toBe(copy)
    expect(boardSnapshot(board)).toBe(snapshot)
  })

  test.prop([arbitraryRingPosition(ordinarySize), fc.constantFrom(...sides), fc.constantFrom(...actions)], { numRuns: 40 })(
    'every move legalMoves yields is valid, canonical, of the side and action, and listed once',
    ({ map, board, state }, side, action) => {
      const keys = new Set<string>()
      for (const move of take(army.legalMoves(board, state, side, action), 300)) {
        expect(move.type === 'attack' ? `${move.die}-die` : move.type).toBe(action)
        expect(move.side).toBe(side)
        expect(E.isRight(army.validateMove(board, state, move))).toBe(true)
        expect(isLegal(map, state, move)).toBe(true)
        expect(canonicalBreaches(state, move)).toEqual([])
        const key = moveKey(state, move)
        expect(keys.has(key)).toBe(false)
        keys.add(key)
      }
    },
  )

  test.prop([arbitraryRingPosition(smallSize), fc.constantFrom(...sides)], { numRuns: 60 })(
    'legalMoves yields every legal one-army move and Character die move the oracle finds, modulo interchangeable figures',
    ({ map, board, state }, side) => {
      for (const action of actions) {
        const yielded = [...army.legalMoves(board, state, side, action)]
        const oneArmy = new Set(yielded.filter((m) => m.type !== 'attack' && m.moves.length === 1).map((m) => moveKey(state, m)))
        const expected = [...legalDieKeys(map, state, side, action)].filter((key) => !key.includes(' & '))
        expect([...oneArmy].sort()).toEqual(expected.sort())
      }
    },
  )

  test.prop([arbitraryRingPosition(tinySize), fc.constantFrom(...sides)], { numRuns: 40 })(
    'legalMoves yields every legal two-army Army die move once (an unordered pair counts when either order is legal)',
    ({ map, board, state }, side) => {
      const yielded = [...army.legalMoves(board, state, side, 'army-die')].filter((m) => m.type !== 'attack').map((m) => moveKey(state, m))
      expect(yielded.length).toBe(new Set(yielded).size)
      // two groups of one region entering one region are listed as the one army they make (ruling R12)
      expect([...yielded].sort()).toEqual([...legalDieKeys(map, state, side, 'army-die', 'merged')].sort())
    },
  )

  const reachScene = arbitraryRingPosition(smallSize).chain((position) =>
    fc.tuple(fc.constant(position), arbitraryReachGroup(position), fc.constantFrom(...actions)),
  )

  test.prop([reachScene], { numRuns: 80 })(
    'reach splits the map into reachable and unreachable, and agrees with validateMove and legalMoves',
    ([position, figures, action]: readonly [RingPosition, ReadonlyArray<string>, DieAction]) => {
      const { map, board, state } = position
      const reach = army.reach(board, state, figures, action)
      const regions = Object.keys(map.regions)
      for (const region of regions) {
        const yes = Object.hasOwn(reach.reachable, region)
        const no = Object.hasOwn(reach.unreachable, region)
        expect(yes !== no).toBe(true)
        if (no) expect((reach.unreachable[region] ?? []).length).toBeGreaterThan(0)
        if (yes) expect(reach.reachable[region]).toEqual([region])
      }
      expect(Object.keys(reach.reachable).length + Object.keys(reach.unreachable).length).toBe(regions.length)
      // ruling R13: the group acts for the side of its first known figure; each region's reasons are validateMove's, word for word.
      const first = figures.map((id) => (Object.hasOwn(state.figures, id) ? state.figures[id] : undefined)).find((f) => f !== undefined)
      const actor = (first === undefined ? undefined : sideOfFigure(state, first)) ?? 'free'
      for (const [to, reasons] of Object.entries(reach.unreachable))
        expect(army.validateMove(board, state, { type: action, side: actor, moves: [{ figures, to }] })).toEqual(E.left(reasons))
      if (reach.origin !== null) for (const id of figures) expect(state.figures[id]?.region).toBe(reach.origin)
      const valid = regions.filter((to) =>
        sides.some((side) => E.isRight(army.validateMove(board, state, { type: action, side, moves: [{ figures, to }] }))),
      )
      expect(Object.keys(reach.reachable).sort()).toEqual(valid.sort())
      expect(valid).toEqual(regions.filter((to) => sides.some((side) => isLegal(map, state, { type: action, side, moves: [{ figures, to }] }))))
      // a group of one side's figures: the destinations of its one-army legal moves are exactly the reachable regions
      const side = sides.find(
        (s) =>
          figures.length > 0 &&
          figures.every((id) => {
            const figure = Object.hasOwn(state.figures, id) ? state.figures[id] : undefined
            return figure !== undefined && sideOfFigure(state, figure) === s
          }),
      )
      if (side === undefined) {
        expect(valid).toEqual([])
        return
      }
      const group = armyKey(state, figures, [])
      const fromLegalMoves = new Set<string>()
      for (const move of army.legalMoves(board, state, side, action)) {
        if (move.type === 'attack') continue
        const step = move.moves[0]
        if (move.moves.length === 1 && step !== undefined && armyKey(state, step.figures, []) === group) fromLegalMoves.add(step.to)
      }
      expect([...fromLegalMoves].sort()).toEqual(Object.keys(reach.reachable).sort())
    },
  )

  test.prop([arbitraryDieScene()], { numRuns: 100 })('ring dispatches die moves to the army rules', ({ position, move }) => {
    const { board, state } = position
    expect(ring.validateMove(board, state, move)).toEqual(army.validateMove(board, state, move))
    expect(ring.applyMove(board, state, move)).toEqual(army.applyMove(board, state, move))
    expect(take(ring.legalMoves(board, state, move.side, move.type), 50)).toEqual(take(army.legalMoves(board, state, move.side, move.type), 50))
    const figures = move.moves[0]?.figures ?? []
    expect(ring.reach(board, state, figures, move.type)).toEqual(army.reach(board, state, figures, move.type))
  })
})
