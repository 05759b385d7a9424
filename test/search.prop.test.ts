// The search API against listing, on generated positions: countMoves is the
// length of legalMoves, the factored move space completes to exactly its
// moves, the event draw's combinations are exactly its moves (so each is
// drawn equally often), and positionKey tells positions apart.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from '../src/core/either.js'
import { army, eventMovement, heroes, positionKey, ring } from '../src/index.js'
import { positionOf } from '../src/ring/army/position.js'
import { routeList } from '../src/ring/count-moves.js'
import { combinationMove } from '../src/ring/event-movement/legal.js'
import type { DieAction } from '../src/ring/army/legal-moves.js'
import type { Allowance, RingState } from '../src/model/ring-state.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { arbitraryRingPosition, smallSize, tinySize } from '../src/arbitraries/ring.js'

const sides = ['free', 'shadow'] as const
const dice: ReadonlyArray<DieAction> = ['army-die', 'character-die']
const allowances = fc.record({ armies: fc.integer({ min: 1, max: 2 }), regions: fc.integer({ min: 1, max: 3 }) })
const key = (move: unknown): string => JSON.stringify(move)

/** A copy of a value with every object's fields set in the reverse order. */
const reordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reordered)
  if (typeof value !== 'object' || value === null) return value
  const copy: Record<string, unknown> = {}
  for (const [field, inner] of Object.entries(value).reverse()) copy[field] = reordered(inner)
  return copy
}

describe('countMoves', () => {
  test.prop([arbitraryRingPosition(smallSize), fc.constantFrom(...sides), fc.constantFrom(...dice)], { numRuns: 400 })(
    'a die: the length of legalMoves',
    ({ board, state }, side, action) => {
      expect(army.countMoves(board, state, side, action)).toBe([...army.legalMoves(board, state, side, action)].length)
    },
  )

  test.prop([arbitraryRingPosition(tinySize), fc.constantFrom(...sides), fc.oneof(allowances, fc.constant<Allowance>({ armies: 3, regions: 2 }))], { numRuns: 300 })(
    'an allowance: the length of legalMoves',
    ({ board, state }, side, allowance) => {
      expect(eventMovement.countMoves(board, state, side, allowance)).toBe([...eventMovement.legalMoves(board, state, side, allowance)].length)
      expect(ring.countMoves(board, state, side, allowance)).toBe([...ring.legalMoves(board, state, side, allowance)].length)
    },
  )

  test.prop([anyHeroesPosition], { numRuns: 100 })('heroes: the length of legalMoves for every faction', (position) => {
    for (const faction of position.factions)
      expect(heroes.countMoves(position.board, position.state, faction)).toBe([...heroes.legalMoves(position.board, position.state, faction)].length)
  })
})

describe('army.moveSpace', () => {
  test.prop([arbitraryRingPosition(smallSize), fc.constantFrom(...sides), fc.constantFrom(...dice)], { numRuns: 150 })(
    'its first armies, alone or with a second, and its attacks are exactly the moves of legalMoves, each once',
    ({ board, state }, side, action) => {
      const space = army.moveSpace(board, state, side, action)
      const completed = [
        ...space.armies.flatMap((first) => [...(first.alone === null ? [] : [first.alone]), ...first.withSecond()]),
        ...space.attacks,
      ]
      const listed = [...army.legalMoves(board, state, side, action)]
      expect(completed.length).toBe(listed.length)
      expect(completed.map(key).sort()).toEqual(listed.map(key).sort())
      // No first army is a dead end.
      for (const first of space.armies) expect(first.alone !== null || first.withSecond().length > 0).toBe(true)
    },
  )
})

describe('the event draw', () => {
  test.prop([arbitraryRingPosition(tinySize), fc.constantFrom(...sides), allowances], { numRuns: 150 })(
    'its combinations of routes, judged in order, are exactly the moves legalMoves lists, in its order: each move is one combination',
    ({ board, state }, side, allowance) => {
      const position = positionOf(state)
      const routes = routeList(board, position, side, allowance)
      const drawn = []
      for (const route of routes) drawn.push(combinationMove(board, position, side, allowance, [route]))
      if (allowance.armies === 2)
        routes.forEach((first, i) => routes.slice(i + 1).forEach((second) => drawn.push(combinationMove(board, position, side, allowance, [first, second]))))
      expect(drawn.filter((move) => move !== null)).toEqual([...eventMovement.legalMoves(board, state, side, allowance)])
    },
  )

  test.prop([arbitraryRingPosition(tinySize), fc.constantFrom(...sides), allowances, fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))], { numRuns: 100 })(
    'randomMove gives a move legalMoves lists, and null exactly when it lists none',
    ({ board, state }, side, allowance, numbers) => {
      const stream = numbers[Symbol.iterator]()
      const random = (): number => stream.next().value ?? 0
      const listed = [...ring.legalMoves(board, state, side, allowance)].map(key)
      const move = ring.randomMove(board, state, side, allowance, random)
      if (listed.length === 0) expect(move).toBeNull()
      else expect(listed).toContain(key(move))
    },
  )
})

describe('positionKey', () => {
  test.prop([arbitraryRingPosition(smallSize)], { numRuns: 100 })('the same for a copy with its fields in another order, and for the state applyMove returns', ({ board, state }) => {
    const copy: unknown = reordered(state)
    expect(positionKey(board, copy as RingState)).toBe(positionKey(board, state))
    expect(positionKey(board, state)).not.toBeNull()
    // An attack moves no figure, so the first move of either side that moves an army.
    const moving = (side: 'free' | 'shadow') => [...army.legalMoves(board, state, side, 'army-die')].find((found) => found.type !== 'attack')
    const move = moving('free') ?? moving('shadow')
    if (move === undefined) return
    const applied = army.applyMove(board, state, move)
    if (E.isLeft(applied)) throw new Error('a drawn move applies')
    const rebuilt: unknown = JSON.parse(JSON.stringify(applied.right.state))
    expect(positionKey(board, rebuilt as RingState)).toBe(positionKey(board, applied.right.state))
    // The move carried a figure elsewhere: the position is another one.
    expect(positionKey(board, applied.right.state)).not.toBe(positionKey(board, state))
  })

  test.prop([arbitraryRingPosition(smallSize), fc.nat(), fc.nat()], { numRuns: 100 })('differs when one figure stands in another region', ({ board, state }, which, where) => {
    const ids = Object.keys(state.figures)
    const id = ids[which % Math.max(1, ids.length)]
    const figure = id === undefined ? undefined : state.figures[id]
    const others = board.ids.filter((region) => region !== figure?.region)
    const region = others[where % Math.max(1, others.length)]
    fc.pre(id !== undefined && figure !== undefined && region !== undefined)
    const moved: RingState = { ...state, figures: { ...state.figures, [id ?? '']: { ...figure, region: region ?? '' } } }
    expect(positionKey(board, moved)).not.toBe(positionKey(board, state))
  })

  test.prop([anyHeroesPosition], { numRuns: 100 })('heroes: the same for a reordered copy', (position) => {
    const copy: unknown = reordered(position.state)
    expect(positionKey(position.board, copy as typeof position.state)).toBe(positionKey(position.board, position.state))
  })
})

describe('legalMoves filtered', () => {
  test.prop([arbitraryRingPosition(smallSize), fc.constantFrom(...sides), fc.oneof(fc.constantFrom<DieAction>(...dice), allowances), fc.nat()], { numRuns: 150 })(
    'by origin or by figures: the moves of the whole listing with an army that leaves there or moves one of them, in its order',
    ({ board, state }, side, action, pick) => {
      fc.pre(ring.countMoves(board, state, side, action) <= 20_000)
      const all = [...ring.legalMoves(board, state, side, action)]
      const region = board.ids[pick % board.ids.length] ?? ''
      const figure = Object.keys(state.figures)[pick % Math.max(1, Object.keys(state.figures).length)] ?? 'nobody'
      const armies = (move: (typeof all)[number]): ReadonlyArray<ReadonlyArray<string>> => (move.type === 'attack' ? [move.figures] : move.moves.map((army) => army.figures))
      const leaves = (move: (typeof all)[number]) => armies(move).some((army) => army.some((id) => state.figures[id]?.region === region))
      const moves = (move: (typeof all)[number]) => armies(move).some((army) => army.includes(figure))
      expect([...ring.legalMoves(board, state, side, action, { from: region })]).toEqual(all.filter(leaves))
      expect([...ring.legalMoves(board, state, side, action, { figures: [figure] })]).toEqual(all.filter(moves))
    },
  )

  test.prop([arbitraryRingPosition(smallSize), fc.oneof(fc.constant<unknown>(null), fc.constant<unknown>(3), fc.constant<unknown>({ from: 7 }), fc.constant<unknown>({ figures: 'r1' }), fc.constant<unknown>([]))], { numRuns: 40 })(
    'options of another shape give no move',
    ({ board, state }, options) => {
      expect([...ring.legalMoves(board, state, 'free', 'army-die', options as { from: string })]).toEqual([])
      expect([...ring.legalMoves(board, state, 'shadow', { armies: 2, regions: 2 }, options as { from: string })]).toEqual([])
    },
  )
})
