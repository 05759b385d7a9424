// Ring positions built to take the army rules down: huge stacks, long
// lists and hostile ids. Sizes are stated; nothing is timed.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { groupSide } from '../src/ring/army/figures.js'
import { judgeEntry, judgeGroup } from '../src/ring/army/group.js'
import { positionOf } from '../src/ring/army/position.js'
import * as eventMovement from '../src/ring/event-movement.js'
import { compile, pathTo, reachable, staticNeighbours, type Board } from '../src/board/graph.js'
import { adopt } from '../src/input/adopt.js'
import type { MapFile, MapRegion } from '../src/model/map.js'
import { drawMove } from '../src/ring/army/draw.js'
import { drawEventMove } from '../src/ring/event-movement/draw.js'
import * as ring from '../src/ring/ring.js'
import type { Figure, RingState } from '../src/model/ring-state.js'
import { arbitraryReachGroup } from '../src/arbitraries/ring-moves.js'
import { arbitraryRingPosition, smallSize, type RingPosition } from '../src/arbitraries/ring.js'

const land: MapRegion = { kind: 'land' }

const compiled = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`map does not compile: ${board.left[0]?.message ?? ''}`)
  return board.right
}

const regulars = (count: number, region: string, nation = 'gondor', prefix = 'g'): Record<string, Figure> => {
  const figures: Record<string, Figure> = {}
  for (let i = 0; i < count; i++) figures[`${prefix}${i}`] = { kind: 'regular', nation, region }
  return figures
}

const nations = { gondor: { side: 'free', atWar: true }, mordor: { side: 'shadow', atWar: true } } as const

describe('randomMove never lists every move', () => {
  const board = compiled({ format: 'marchlaw/map@1', regions: { a: land, b: land, c: land }, adjacent: [['a', 'b'], ['a', 'c']] })

  it('draws a legal move for 200 Army units in one region under a high stacking limit', () => {
    const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(200, 'a'), stackingLimit: 1000 }
    const move = ring.randomMove(board, state, 'free', 'army-die', () => 0.37)
    expect(move).not.toBeNull()
    if (move !== null) expect(E.isRight(ring.validateMove(board, state, move))).toBe(true)
  })

  it('answers, as a value, for 200 Army units of two kinds whose neighbours take one more unit each', () => {
    // 101 × 101 groups × 2 neighbours: 20,402 candidates and 208 million pairs, of which only a few are legal.
    const elites: Record<string, Figure> = {}
    for (let i = 0; i < 100; i++) elites[`e${i}`] = { kind: 'elite', nation: 'gondor', region: 'a' }
    const figures = { ...regulars(100, 'a'), ...elites, ...regulars(9, 'b', 'gondor', 'b'), ...regulars(9, 'c', 'gondor', 'c') }
    const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures, stackingLimit: 10 }
    const draw = drawMove(board, state, 'free', 'army-die', () => 0.37)
    expect(draw).not.toBe('none')
    if (typeof draw === 'object') expect(E.isRight(ring.validateMove(board, state, draw))).toBe(true)
    const move = ring.randomMove(board, state, 'free', 'army-die', () => 0.37)
    if (move !== null) expect(E.isRight(ring.validateMove(board, state, move))).toBe(true)
  })

  it('draws one of the moves legalMoves lists from a crowded small position, whatever random() says', () => {
    // Two units into a b that takes one more: the group of two and most pairs are refused.
    const figures = { ...regulars(2, 'a'), ...regulars(9, 'b', 'gondor', 'b') }
    const small = compiled({ format: 'marchlaw/map@1', regions: { a: land, b: land }, adjacent: [['a', 'b']] })
    const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures, stackingLimit: 10 }
    const listed = new Set([...ring.legalMoves(small, state, 'free', 'army-die')].map((m) => JSON.stringify(m)))
    for (const r of [0, 0.25, 0.5, 0.99]) {
      const draw = drawMove(small, state, 'free', 'army-die', () => r)
      if (typeof draw !== 'object') throw new Error(`no move drawn for ${r}`)
      expect(listed.has(JSON.stringify(draw))).toBe(true)
    }
  })
})

describe('hostile ids in settlement control', () => {
  const towns = (id: string): MapFile => ({
    format: 'marchlaw/map@1',
    regions: { a: land, [id]: { kind: 'land', nation: 'gondor', settlement: 'town' } },
    adjacent: [['a', id]],
  })

  for (const id of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    it(`a town named ${id} entered by its own side is not captured`, () => {
      const board = compiled(towns(id))
      const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(1, 'a') }
      const applied = ring.applyMove(board, state, { type: 'army-die', side: 'free', moves: [{ figures: ['g0'], to: id }] })
      if (E.isLeft(applied)) throw new Error(applied.left[0].message)
      expect(applied.right.events.map((e) => e.type)).toEqual(['moved'])
      expect(applied.right.state.control).toBeUndefined()
    })
  }

  it('a Shadow capture of a town named __proto__ is kept as an own key', () => {
    const board = compiled(towns('__proto__'))
    const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(1, 'a', 'mordor', 'o') }
    const applied = ring.applyMove(board, state, { type: 'army-die', side: 'shadow', moves: [{ figures: ['o0'], to: '__proto__' }] })
    if (E.isLeft(applied)) throw new Error(applied.left[0].message)
    expect(applied.right.events).toContainEqual({ type: 'settlement-captured', region: '__proto__', by: 'shadow', from: 'free' })
    const control = applied.right.state.control ?? {}
    expect(Object.hasOwn(control, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(control)).toBe(Object.prototype)
    expect(Object.entries(control)).toEqual([['__proto__', 'shadow']])
  })
})

describe('ring.reach with a region named __proto__', () => {
  const board = compiled({ format: 'marchlaw/map@1', regions: { a: land, ['__proto__']: land, far: land }, adjacent: [['a', '__proto__']] })
  const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(1, 'a') }

  it('lists it as an own key of the die reach, leaving the prototype alone', () => {
    const where = ring.reach(board, state, ['g0'], 'army-die')
    expect(Object.hasOwn(where.reachable, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(where.unreachable)).toBe(Object.prototype)
    expect(Object.keys(where.unreachable).sort()).toEqual(['a', 'far'])
  })

  it('lists it as an own key of the die reach where it is unreachable, leaving the prototype alone', () => {
    const apart = compiled({ format: 'marchlaw/map@1', regions: { a: land, b: land, ['__proto__']: land }, adjacent: [['a', 'b']] })
    const where = ring.reach(apart, state, ['g0'], 'army-die')
    expect(Object.hasOwn(where.unreachable, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(where.unreachable)).toBe(Object.prototype)
    expect(Object.keys(where.unreachable)).toEqual(['a', '__proto__'])
    expect(where.unreachable['__proto__']?.[0]?.code).toBe('NOT_ADJACENT')
    expect(JSON.parse(JSON.stringify(where.unreachable))).toEqual(where.unreachable)
  })

  it('lists it as an own key of the event reach', () => {
    const where = ring.reach(board, state, ['g0'], { armies: 1, regions: 2 })
    expect(where.reachable['__proto__']).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(where.reachable)).toBe(Object.prototype)
  })
})

describe('event reach on long paths', () => {
  it('answers every region of a 10,000-region corridor, each far one TOO_FAR with its distance', () => {
    const count = 10_000
    const regions: Record<string, MapRegion> = {}
    const adjacent: Array<readonly [string, string]> = []
    for (let i = 0; i < count; i++) {
      regions[`r${i}`] = land
      if (i > 0) adjacent.push([`r${i - 1}`, `r${i}`])
    }
    const board = compiled({ format: 'marchlaw/map@1', regions, adjacent })
    const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(1, 'r0') }
    const where = ring.reach(board, state, ['g0'], { armies: 1, regions: 3 })
    expect(Object.keys(where.reachable)).toEqual(['r1', 'r2', 'r3'])
    expect(Object.keys(where.unreachable)).toHaveLength(count - 3)
    expect(where.unreachable['r9999']?.map((v) => [v.code, v.code === 'TOO_FAR' ? v.steps : 0])).toEqual([['TOO_FAR', 9999]])
  })

  const scene = arbitraryRingPosition(smallSize).chain((position) =>
    fc.tuple(fc.constant(position), arbitraryReachGroup(position), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })),
  )

  test.prop([scene], { numRuns: 120 })(
    'each region farther than the allowance gets the violations of judging its path whole',
    ([{ board, state }, figures, regions, armies]: readonly [RingPosition, ReadonlyArray<string>, number, number]) => {
      const allowance = { armies, regions }
      const where = eventMovement.reach(board, state, figures, allowance)
      const position = positionOf(state)
      const side = groupSide(state, figures)
      const { group } = judgeGroup(position, side, figures, 0)
      const origin = group.origin
      for (const to of board.ids) {
        if (Object.hasOwn(where.reachable, to)) continue
        let path: ReadonlyArray<string> = [to]
        if (to === origin) path = []
        else if (origin !== null) {
          const open = reachable(staticNeighbours(board), origin, board.ids.length, (r) => judgeEntry(board, position, side, group, r, 0).length === 0)
          path = pathTo(open, to) ?? pathTo(reachable(staticNeighbours(board), origin, board.ids.length), to) ?? [to]
        }
        const judged = eventMovement.validateMove(board, state, { type: 'event-move', side, allowance, moves: [{ figures, path }] })
        expect(E.isLeft(judged) ? judged.left : []).toEqual(where.unreachable[to])
      }
    },
  )
})

describe('the event draw keeps no list of moves', () => {
  it('every draw is one of the moves legalMoves yields, and none is drawn where there is none', () => {
    const board = compiled({ format: 'marchlaw/map@1', regions: { a: land, b: land, c: land, d: land }, adjacent: [['a', 'b'], ['b', 'c'], ['c', 'd'], ['a', 'd']] })
    const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: { ...regulars(2, 'a'), ...regulars(1, 'c', 'gondor', 'c') } }
    const allowance = { armies: 2, regions: 2 }
    const listed = [...eventMovement.legalMoves(board, state, 'free', allowance)]
    expect(listed.length).toBeGreaterThan(10)
    // Which draw gives which move is the sampling's own business (test/search.prop.test.ts shows each is one combination).
    const keys = listed.map((move) => JSON.stringify(move))
    listed.forEach((_, k) => {
      const draw = drawEventMove(board, state, 'free', allowance, () => (k + 0.5) / listed.length)
      expect(typeof draw === 'object' && keys.includes(JSON.stringify(draw))).toBe(true)
    })
    const none: RingState = { ...state, figures: {} }
    expect(drawEventMove(board, none, 'free', allowance, () => 0.5)).toBe('none')
  })
})

describe('long lists in ring moves', () => {
  const board = compiled({ format: 'marchlaw/map@1', regions: { a: land, b: land }, adjacent: [['a', 'b']] })
  const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(1, 'a') }

  it('judges an event route of 130,000 regions, back and forth', () => {
    const path = Array.from({ length: 130_000 }, (_, i) => (i % 2 === 0 ? 'b' : 'a'))
    const verdict = ring.validateMove(board, state, { type: 'event-move', side: 'free', allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['g0'], path }] })
    expect(E.isLeft(verdict) && verdict.left.map((v) => v.code)).toEqual(['TOO_FAR', 'NO_MOVEMENT'])
  })

  it('lists 130,000 unknown figure ids of a die move, one violation each', () => {
    const figures = Array.from({ length: 130_000 }, (_, i) => `x${i}`)
    const verdict = ring.validateMove(board, state, { type: 'army-die', side: 'free', moves: [{ figures, to: 'b' }] })
    expect(E.isLeft(verdict) && verdict.left.length).toBe(130_000)
  })

  it('reports 40,000 unknown ids listed twice once each as unknown and once as listed twice', () => {
    const ids = Array.from({ length: 40_000 }, (_, i) => `x${i}`)
    const verdict = ring.validateMove(board, state, { type: 'army-die', side: 'free', moves: [{ figures: [...ids, ...ids], to: 'b' }] })
    const codes = E.isLeft(verdict) ? verdict.left.map((v) => v.code) : []
    expect(codes.filter((c) => c === 'UNKNOWN_ID')).toHaveLength(40_000)
    expect(codes.filter((c) => c === 'DUPLICATE_ID')).toHaveLength(40_000)
  })

  it('sorts the figures of 20,000 nations in one region into classes by owner', () => {
    const many: Record<string, { side: 'free'; atWar: boolean }> = {}
    const figures: Record<string, Figure> = {}
    for (let i = 0; i < 20_000; i++) {
      many[`n${i}`] = { side: 'free', atWar: true }
      figures[`f${i}`] = { kind: 'regular', nation: `n${i}`, region: 'a' }
    }
    const crowded: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations: many, figures, stackingLimit: 1e9 }
    const move = ring.randomMove(board, crowded, 'free', 'army-die', () => 0.5)
    if (move === null) throw new Error('a move exists')
    expect(E.isRight(ring.validateMove(board, crowded, move))).toBe(true)
  })
})

describe('one army of 100,000 figures', () => {
  // The sizes of issue 16: each answer once, in linear work (a figure's region looked up, never a list searched per figure).
  const count = 100_000
  const board = compiled({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
  const figures: Record<string, Figure> = {}
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    figures[`f${i}`] = { kind: 'regular', nation: 'gondor', region: 'a' }
    ids.push(`f${i}`)
  }
  const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations: { gondor: { side: 'free', atWar: true } }, figures, stackingLimit: 1_000_000 }
  const move = { type: 'army-die', side: 'free', moves: [{ figures: ids, to: 'b' }] } as const

  it('validates, applies and reaches', () => {
    expect(E.isRight(ring.validateMove(board, state, move))).toBe(true)
    const applied = ring.applyMove(board, state, move)
    expect(E.isRight(applied) && applied.right.state.figures[`f${count - 1}`]?.region).toBe('b')
    const where = ring.reach(board, state, ids, 'army-die')
    expect(Object.keys(where.reachable)).toEqual(['b'])
    expect(where.unreachable['c']?.map((v) => v.code)).toEqual(['NOT_ADJACENT'])
    // A generous time-out, not a timing: quadratic work on this size takes minutes, linear work a few seconds on a busy machine.
  }, 60_000)

  it('refuses it over the stacking limit with the count', () => {
    const crowded = ring.validateMove(board, { ...state, stackingLimit: 10 }, move)
    expect(E.isLeft(crowded) && crowded.left.map((v) => [v.code, 'count' in v ? v.count : null])).toEqual([['STACKING_LIMIT', count]])
  }, 60_000)
})

describe('a die move whose fields are not all its own', () => {
  const board = compiled({ format: 'marchlaw/map@1', regions: { a: land, b: land }, adjacent: [['a', 'b']] })
  const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(1, 'a') }

  it('is MALFORMED_MOVE where its type is inherited, even beside a field of its own the format does not have', () => {
    const move: unknown = Object.assign(Object.create({ type: 'army-die' }) as object, { side: 'free', moves: [{ figures: ['g0'], to: 'b' }], extra: 1 })
    const verdict = ring.validateMove(board, state, move as Parameters<typeof ring.validateMove>[2])
    expect(E.isLeft(verdict) ? verdict.left.map((v) => [v.code, v.code === 'MALFORMED_MOVE' ? v.path : '']) : []).toEqual([['MALFORMED_MOVE', 'move.type']])
  })
})

describe('a state whose figure or nation is an array given the fields', () => {
  const board = compiled({ format: 'marchlaw/map@1', regions: { a: land, b: land }, adjacent: [['a', 'b']] })
  const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures: regulars(2, 'a') }
  const move = { type: 'army-die', side: 'free', moves: [{ figures: ['g0'], to: 'b' }] } as const
  const pathOf = (given: unknown): ReadonlyArray<unknown> => {
    const verdict = ring.validateMove(board, given as RingState, move)
    return E.isLeft(verdict) ? verdict.left.map((v) => [v.code, v.code === 'MALFORMED_STATE' ? v.path : '']) : []
  }

  it('is MALFORMED_STATE, as the format says, on a state never seen as on any other', () => {
    expect(pathOf(state)).toEqual([])
    expect(pathOf({ ...state, figures: { ...state.figures, g1: Object.assign([], state.figures['g1']) } })).toEqual([['MALFORMED_STATE', 'state.figures.g1']])
    expect(pathOf({ ...state, nations: { ...nations, gondor: Object.assign([], nations.gondor) } })).toEqual([['MALFORMED_STATE', 'state.nations.gondor']])
  })

  it('is refused by adopt, and has no moves to list, count or draw', () => {
    const odd = { ...state, figures: { ...state.figures, g1: Object.assign([], state.figures['g1']) } } as unknown as RingState
    const adopted = adopt(odd)
    expect(E.isLeft(adopted) ? adopted.left.map((v) => [v.code, v.code === 'MALFORMED_STATE' ? v.path : '']) : []).toEqual([['MALFORMED_STATE', 'state.figures.g1']])
    expect(ring.countMoves(board, state, 'free', 'army-die')).toBeGreaterThan(0)
    expect(ring.countMoves(board, odd, 'free', 'army-die')).toBe(0)
    expect([...ring.legalMoves(board, odd, 'free', 'army-die')]).toEqual([])
    expect(ring.randomMove(board, odd, 'free', 'army-die', () => 0.5)).toBeNull()
  })
})
