// Maps built to take the graph layer down: long lists, huge ferry routes,
// quadratic inputs and ids that collide. Sizes are stated; nothing is timed.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { border, compile, neighbours, reachable, staticNeighbours, towerNeighbours, type Board, type Neighbours } from '../src/board/graph.js'
import { lintMap } from '../src/board/lint.js'
import type { FerrySegment, MapFile, MapRegion, RegionPair } from '../src/model/map.js'
import { arbitraryMap, boardOf, factions } from '../src/arbitraries/map.js'

const land: MapRegion = { kind: 'land' }

const landRegions = (count: number, prefix = 'r'): Record<string, MapRegion> => {
  const regions: Record<string, MapRegion> = {}
  for (let i = 0; i < count; i++) regions[`${prefix}${i}`] = land
  return regions
}

const compiled = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`map does not compile: ${board.left[0]?.message ?? ''}`)
  return board.right
}

describe('a ferry route is stored as a route', () => {
  // 130,000 endpoints: as pairs, 1.7e10 entries, more than any heap holds.
  const size = 130_000
  const ids = Array.from({ length: size }, (_, i) => `r${i}`)
  const map: MapFile = { format: 'marchlaw/map@1', regions: landRegions(size), adjacent: [['r0', 'r1']], ferries: [{ endpoints: ids }] }

  it('compiles a segment of 130,000 endpoints and answers adjacency from the route', () => {
    const board = compiled(map)
    expect(board.routesOf.get('r77')).toEqual([0])
    expect(border(board, 'r5', 'r129999')).toBe('adjacent')
    expect(border(board, 'r5', 'r5')).toBe('none')
    expect(border(board, 'r5', 'nowhere')).toBe('none')
    expect(board.adjacencySets.get('r3')?.has('r9')).toBe(true)
    const list = neighbours(board, 'r0')
    expect(list).toHaveLength(size - 1)
    expect(list[0]).toBe('r1')
    expect(list).not.toContain('r0')
  })

  it('searches a 130,000-endpoint route once, not once per endpoint', () => {
    const board = compiled(map)
    const search = reachable(staticNeighbours(board), 'r1', 3)
    expect(search.size).toBe(size)
    expect(search.get('r99999')).toEqual({ distance: 1, previous: 'r1' })
  })

  it('joins a graticule segment of 129,999 endpoints to its pair without a spread', () => {
    const ferries: FerrySegment[] = [
      { endpoints: ['r0'], graticule: 'g' },
      { endpoints: ids.slice(1), graticule: 'g' },
    ]
    const board = compiled({ format: 'marchlaw/map@1', regions: landRegions(size), adjacent: [], ferries })
    expect(board.ferryRoutes).toHaveLength(1)
    expect(board.ferryRoutes[0]).toHaveLength(size)
    expect(border(board, 'r0', `r${size - 1}`)).toBe('adjacent')
  })
})

describe('lintMap on quadratic inputs', () => {
  it('lists 40,000 segments of one graticule once, as one error', () => {
    const count = 40_000
    const ferries: FerrySegment[] = Array.from({ length: count }, (_, i) => ({ endpoints: [`r${i}`], graticule: 'g' }))
    const { errors } = lintMap({ format: 'marchlaw/map@1', regions: landRegions(count), adjacent: [], ferries })
    expect(errors.map((e) => e.code)).toEqual(['GRATICULE_NOT_PAIRED'])
    expect(errors[0]?.path).toBe('ferries[2].graticule')
  })

  it('checks 40,000 impassable pairs against 40,000 ferry routes', () => {
    const count = 40_000
    const ferries: FerrySegment[] = Array.from({ length: count }, (_, i) => ({ endpoints: [`a${i}`, `b${i}`] }))
    // Every pair crosses a different route except the last, which joins two routes' ends.
    const impassable: RegionPair[] = Array.from({ length: count }, (_, i): RegionPair => (i === count - 1 ? ['a0', 'b1'] : [`a${i}`, `b${i}`]))
    const { errors } = lintMap({ format: 'marchlaw/map@1', regions: { ...landRegions(count, 'a'), ...landRegions(count, 'b') }, adjacent: [], impassable, ferries })
    expect(errors).toHaveLength(count - 1)
    expect(errors.every((e) => e.code === 'ADJACENT_AND_IMPASSABLE')).toBe(true)
    expect(errors[7]?.message).toBe('a7 and b7 are joined by a ferry route (ferries[7]) but impassable (impassable[7]).')
  })

  it('names the first route in map order when several join an impassable pair', () => {
    const { errors } = lintMap({
      format: 'marchlaw/map@1',
      regions: landRegions(4),
      adjacent: [],
      impassable: [['r1', 'r0']],
      ferries: [{ endpoints: ['r0', 'r2'] }, { endpoints: ['r1', 'r0', 'r3'] }, { endpoints: ['r0', 'r1'] }],
    })
    expect(errors.map((e) => e.message)).toEqual(['r0 and r1 are joined by a ferry route (ferries[1]) but impassable (impassable[0]).'])
  })

  it('reports 62,000 unknown pairs without a spread', () => {
    const count = 62_000
    const adjacent: RegionPair[] = Array.from({ length: count }, (_, i): RegionPair => [`x${i}`, `y${i}`])
    expect(lintMap({ format: 'marchlaw/map@1', regions: landRegions(1), adjacent }).errors).toHaveLength(2 * count)
  })

  it('keys pairs so that ids holding NUL never collide', () => {
    // Joined by NUL, a/b\0c and a\0b/c were one key: a false DUPLICATE_PAIR.
    const regions = { a: land, 'b\u0000c': land, 'a\u0000b': land, c: land }
    const lint = lintMap({ format: 'marchlaw/map@1', regions, adjacent: [['a', 'b\u0000c'], ['a\u0000b', 'c']], impassable: [['a\u0000b', 'c']] })
    expect(lint.errors.map((e) => [e.code, e.path])).toEqual([['ADJACENT_AND_IMPASSABLE', 'impassable[0]']])
  })
})

/** The same neighbours, through a function the graph layer did not make: the plain search. */
const plain =
  (next: Neighbours): Neighbours =>
  (region) =>
    next(region)

describe('reachable through routes', () => {
  const gates = (board: Board): fc.Arbitrary<readonly [ReadonlySet<string>, ReadonlySet<string>]> =>
    fc.tuple(fc.subarray([...board.ids]), fc.subarray([...board.ids])).map(([a, b]) => [new Set(a), new Set(b)] as const)

  test.prop([
    arbitraryMap({ features: ['ferries', 'branchingFerries', 'graticules', 'impassable', 'capitals', 'sea'] }).chain((map) => {
      const board = boardOf(map)
      return fc.record({
        board: fc.constant(board),
        from: fc.constantFrom(...board.ids),
        steps: fc.nat(6),
        gates: gates(board),
        towers: fc.array(fc.record({ faction: fc.constantFrom(...factions), region: fc.constantFrom(...board.ids) }), { maxLength: 3 }),
      })
    }),
  ])('crossing each route once finds the same regions, distances and paths as the plain search', ({ board, from, steps, gates: [shut, held], towers }) => {
    const enter = (r: string): boolean => !shut.has(r)
    const leave = (r: string): boolean => !held.has(r)
    for (const next of [staticNeighbours(board), towerNeighbours(board, towers)]) {
      const fast = reachable(next, from, steps, enter, leave)
      const slow = reachable(plain(next), from, steps, enter, leave)
      expect([...fast]).toEqual([...slow])
    }
  })
})

describe("reachable with a host's neighbour function", () => {
  it('reads a value that is not a list as no neighbours, and skips items that are not ids', () => {
    expect([...reachable((() => 5) as never, 'greenvale', 2)]).toEqual([['greenvale', { distance: 0, previous: null }]])
    expect([...reachable((() => null) as never, 'greenvale', 2).keys()]).toEqual(['greenvale'])
    expect([...reachable((() => [null, {}, 3]) as never, 'greenvale', 2).keys()]).toEqual(['greenvale'])
    const mixed = (region: string): unknown => (region === 'a' ? [null, 'b', 7] : region === 'b' ? new Set(['c', {}]) : 'abc')
    expect([...reachable(mixed as never, 'a', 3).keys()]).toEqual(['a', 'b', 'c'])
  })
})
