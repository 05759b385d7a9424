import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as heroes from '../src/heroes.js'
import * as ring from '../src/ring.js'
import { arbitraryHeroesPosition } from './arbitrary/heroes.js'
import { arbitraryRingPosition, ordinarySize } from './arbitrary/ring.js'
import { carryIndex, regionIndex, relocated, withEntries, type Placed, type RegionIndex, type Relocation } from '../src/region-index.js'

/** An index as plain data: ids sorted per region, so two indexes compare equal whatever order their lists were built in. */
const normal = (index: RegionIndex): { readonly byRegion: Record<string, ReadonlyArray<string>>; readonly regions: ReadonlyArray<string>; readonly size: number } => ({
  byRegion: Object.fromEntries([...index.byRegion].map(([region, ids]) => [region, [...ids].sort()])),
  regions: index.regions,
  size: index.size,
})

/** What an index of `record` must hold, counted the slow way. */
const expected = (record: Readonly<Record<string, Placed>>): ReturnType<typeof normal> => {
  const byRegion: Record<string, string[]> = {}
  for (const id of Object.keys(record)) {
    const region = record[id]?.region
    if (region !== undefined) byRegion[region] = [...(byRegion[region] ?? []), id].sort()
  }
  return { byRegion, regions: Object.keys(byRegion).sort(), size: Object.keys(record).length }
}

const regions = ['a', 'b', 'c', 'd', 'e', 'f']
const pieceIds = fc.uniqueArray(fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'q1', 'q2'), { minLength: 0, maxLength: 10 })

/** A record of pieces, and moves of some of them (an id may move twice: the last move wins, as in a state). */
const scene = pieceIds.chain((ids) =>
  fc.record({
    record: fc.tuple(...ids.map(() => fc.constantFrom(...regions))).map((placed) =>
      Object.fromEntries(ids.map((id, i) => [id, { region: placed[i] ?? 'a' }])),
    ),
    moves: fc.array(fc.tuple(fc.constantFrom(...(ids.length > 0 ? ids : ['none'])), fc.constantFrom(...regions)), { maxLength: 6 }),
  }),
)

/**
 * Applies moves to a record the plain way, and lists them as relocations as
 * `applyMove` does: one per piece moved, from the region it was in, to the
 * last region it was sent to.
 */
const apply = (
  record: Readonly<Record<string, Placed>>,
  moves: ReadonlyArray<readonly [string, string]>,
): { readonly next: Readonly<Record<string, Placed>>; readonly relocations: ReadonlyArray<Relocation> } => {
  const destination = new Map(moves.filter(([id]) => Object.hasOwn(record, id)))
  const next: Record<string, Placed> = { ...record }
  const relocations: Relocation[] = []
  for (const [id, to] of destination) {
    const from = record[id]?.region ?? to
    relocations.push({ id, from, to })
    next[id] = { region: to }
  }
  return { next, relocations }
}

describe('region index', () => {
  test.prop([scene], { numRuns: 300 })('an index built from a record holds every piece once, in its region', ({ record }) => {
    expect(normal(regionIndex(record))).toEqual(expected(record))
  })

  test.prop([scene], { numRuns: 300 })('an index derived by relocation equals the index built from the moved record', ({ record, moves }) => {
    const { next, relocations } = apply(record, moves)
    expect(normal(relocated(regionIndex(record), relocations))).toEqual(expected(next))
  })

  test.prop([scene], { numRuns: 200 })('a carried index is the one the next record is asked for, and leaves the first untouched', ({ record, moves }) => {
    const before = normal(regionIndex(record))
    const { next, relocations } = apply(record, moves)
    carryIndex(record, next, relocations)
    expect(normal(regionIndex(next))).toEqual(expected(next))
    expect(normal(regionIndex(record))).toEqual(before)
  })

  it('keeps lists of regions untouched by a move shared with the previous index', () => {
    const record = { p1: { region: 'a' }, p2: { region: 'b' }, p3: { region: 'c' } }
    const index = regionIndex(record)
    const next = relocated(index, [{ id: 'p1', from: 'a', to: 'b' }])
    expect(next.byRegion.get('c')).toBe(index.byRegion.get('c'))
    expect(next.byRegion.has('a')).toBe(false)
    expect(next.regions).toEqual(['b', 'c'])
  })

  it('answers for many records in turn, small and large, each with its own index', () => {
    const records = Array.from({ length: 20 }, (_, n) =>
      Object.fromEntries(Array.from({ length: n % 2 === 0 ? 3 : 300 }, (_, i) => [`p${i}`, { region: `r${(i + n) % 7}` }])),
    )
    for (const record of records) regionIndex(record)
    for (const record of records) expect(normal(regionIndex(record))).toEqual(expected(record))
  })
})

describe('withEntries', () => {
  it('copies a record with the changes, leaving the input as it was', () => {
    const record = Object.freeze({ a: 1, b: 2, c: 3 })
    const copy = withEntries(record, new Map([['b', 20]]))
    expect(copy).toEqual({ a: 1, b: 20, c: 3 })
    expect(record).toEqual({ a: 1, b: 2, c: 3 })
  })

  it('keeps an id like __proto__ a plain own entry', () => {
    const record: Record<string, number> = {}
    Object.defineProperty(record, '__proto__', { value: 1, enumerable: true, writable: true, configurable: true })
    const copy = withEntries(record, new Map([['__proto__', 2]]))
    expect(Object.keys(copy)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toBe(2)
  })
})

describe('indexes carried from state to state', () => {
  const choices = fc.array(fc.nat(), { minLength: 1, maxLength: 6 })
  const sides = ['free', 'shadow'] as const

  test.prop([arbitraryRingPosition(ordinarySize), choices], { numRuns: 40 })(
    'ring: after each applied move, the next state answers as a fresh copy of it does',
    ({ board, state }, picks) => {
      let now = state
      picks.forEach((pick, turn) => {
        const side = sides[turn % 2] ?? 'free'
        const moves = [...ring.legalMoves(board, now, side, 'army-die')]
        const move = moves[pick % Math.max(1, moves.length)]
        if (move === undefined) return
        const applied = ring.applyMove(board, now, move)
        if (E.isLeft(applied)) throw new Error(`a legal move was refused: ${applied.left[0].code}`)
        now = applied.right.state
        const fresh = structuredClone(now)
        for (const s of sides) expect([...ring.legalMoves(board, now, s, 'army-die')]).toEqual([...ring.legalMoves(board, fresh, s, 'army-die')])
      })
    },
  )

  test.prop([arbitraryHeroesPosition, choices], { numRuns: 40 })(
    'heroes: after each applied move, the next state answers as a fresh copy of it does',
    ({ board, state, factions }, picks) => {
      let now = state
      picks.forEach((pick, turn) => {
        const faction = now.pending?.faction ?? factions[turn % factions.length] ?? 'red'
        const moves = [...heroes.legalMoves(board, now, faction)]
        const move = moves[pick % Math.max(1, moves.length)]
        if (move === undefined) return
        const applied = heroes.applyMove(board, now, move)
        if (E.isLeft(applied)) throw new Error(`a legal move was refused: ${applied.left[0].code}`)
        now = applied.right.state
        const fresh = structuredClone(now)
        for (const f of factions) expect([...heroes.legalMoves(board, now, f)]).toEqual([...heroes.legalMoves(board, fresh, f)])
      })
    },
  )
})
