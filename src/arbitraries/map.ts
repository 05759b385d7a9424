// Generated maps for the property tests: lint-clean maps on a small grid, and compiling them to a board.
/**
 * fast-check generators of lint-clean maps for the property tests, on a
 * small grid (so that borders look like a real, planar map). Maps with one
 * seeded defect of each kind {@link lintMap} reports are in map-defects.ts.
 */
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from 'marchlaw'
import type { FerrySegment, MapFile, MapRegion, RegionPair, SettlementKind } from 'marchlaw'

/**
 * The optional parts of a generated map (see {@link MapOptions}): sea
 * regions, capitals, impassable lines, plain and branching ferry routes,
 * routes joined across the map edge by a graticule, terrain, nations and
 * settlements, names and a layout.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export type MapFeature =
  | 'sea'
  | 'capitals'
  | 'impassable'
  | 'ferries'
  | 'branchingFerries'
  | 'graticules'
  | 'terrain'
  | 'nations'
  | 'names'
  | 'layout'

/** @internal */
export const allMapFeatures: ReadonlyArray<MapFeature> = [
  'sea',
  'capitals',
  'impassable',
  'ferries',
  'branchingFerries',
  'graticules',
  'terrain',
  'nations',
  'names',
  'layout',
]

/**
 * How generated maps are drawn: how many regions, how many capitals, which
 * optional parts; all parts are included unless `features` names a subset.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export interface MapOptions {
  /** Fewest land and sea regions on the grid (capitals come on top). Default 2. */
  readonly minRegions?: number
  /** Most land and sea regions on the grid. Default 10. */
  readonly maxRegions?: number
  /** Most capital regions (each of its own faction). Default 3, at most 4. */
  readonly maxCapitals?: number
  /** Which optional parts to include; default all. */
  readonly features?: ReadonlyArray<MapFeature>
  /**
   * When true, the plain borders join every grid region into one connected
   * graph and lintMap gives no warning either. Capitals stay off the grid.
   */
  readonly connected?: boolean
}

/** Terrains a generated land region may have (desert and swamp matter to a March). @internal */
export const terrains: ReadonlyArray<string> = ['plains', 'forest', 'hills', 'mountains', 'desert', 'swamp']
/** Factions given to capitals, in order. @internal */
export const factions: ReadonlyArray<string> = ['red', 'blue', 'green', 'yellow']
const nations: ReadonlyArray<string> = ['gondor', 'rohan', 'sauron', 'isengard']
const settlements: ReadonlyArray<SettlementKind> = ['town', 'city', 'stronghold', 'fortification']
/** Id prefixes; `vale-` ids need the quoted `["..."]` form in a JSON path. */
const prefixes: ReadonlyArray<string> = ['r', 'vale-', 'isle_']
const labels: ReadonlyArray<string> = ['A', 'B', 'C', '7']

/** The id of faction `faction`'s capital region in generated maps. @internal */
export const capitalId = (faction: string): string => `${faction}-keep`

interface Cell {
  readonly sea: boolean
  readonly prefix: string
  readonly terrain: string | null
  readonly nation: string | null
  readonly settlement: SettlementKind | null
  readonly name: string | null
}

type EdgeState = 'adjacent' | 'impassable' | 'none'

interface GridEdge {
  readonly a: number
  readonly b: number
  /** Part of the spanning tree that `connected` forces to be a border. */
  readonly tree: boolean
}

/** Borders between grid cells: right, down and the down-right diagonal (a planar triangulation). */
const gridEdges = (count: number, width: number): ReadonlyArray<GridEdge> => {
  const edges: GridEdge[] = []
  for (let i = 0; i < count; i++) {
    const x = i % width
    if (x + 1 < width && i + 1 < count) edges.push({ a: i, b: i + 1, tree: true })
    if (i + width < count) edges.push({ a: i, b: i + width, tree: x === 0 })
    if (x + 1 < width && i + width + 1 < count) edges.push({ a: i, b: i + width + 1, tree: false })
  }
  return edges
}

const orNull = <T>(enabled: boolean, arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  enabled ? fc.option(arb, { freq: 2 }) : fc.constant(null)

const cellArbitrary = (has: (f: MapFeature) => boolean): fc.Arbitrary<Cell> =>
  fc.record({
    sea: has('sea') ? fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }) : fc.constant(false),
    prefix: fc.constantFrom(...prefixes),
    terrain: orNull(has('terrain'), fc.constantFrom(...terrains)),
    nation: orNull(has('nations'), fc.constantFrom(...nations)),
    settlement: orNull(has('nations'), fc.constantFrom(...settlements)),
    name: orNull(has('names'), fc.constantFrom('Greenvale', 'Dunes', 'Mire', 'North Sea')),
  })

const edgeStateArbitrary = (impassable: boolean): fc.Arbitrary<EdgeState> =>
  fc.oneof(
    { arbitrary: fc.constant<EdgeState>('adjacent'), weight: 5 },
    { arbitrary: fc.constant<EdgeState>(impassable ? 'impassable' : 'none'), weight: 2 },
    { arbitrary: fc.constant<EdgeState>('none'), weight: 3 },
  )

const distinctFrom = (ids: ReadonlyArray<string>, min: number, max: number): fc.Arbitrary<ReadonlyArray<string>> =>
  ids.length < min ? fc.constant([]) : fc.uniqueArray(fc.constantFrom(...ids), { minLength: min, maxLength: Math.min(max, ids.length) })

const ferriesArbitrary = (land: ReadonlyArray<string>, has: (f: MapFeature) => boolean): fc.Arbitrary<ReadonlyArray<FerrySegment>> => {
  if (land.length < 2) return fc.constant([])
  const plain = has('ferries') ? fc.array(distinctFrom(land, 2, 2), { maxLength: 2 }) : fc.constant([])
  const branching = has('branchingFerries') ? fc.array(distinctFrom(land, 3, 4), { maxLength: 1 }) : fc.constant([])
  const paired = has('graticules')
    ? fc.uniqueArray(fc.constantFrom(...labels), { maxLength: 2 }).chain((used) =>
        fc.tuple(...used.map((label) => fc.tuple(fc.constant(label), distinctFrom(land, 1, 2), distinctFrom(land, 1, 2)))),
      )
      .map((joined) => joined.filter(([, one, other]) => new Set([...one, ...other]).size >= 2))
    : fc.constant([])
  return fc.tuple(plain, branching, paired).chain(([two, many, joined]) => {
    const segments: FerrySegment[] = [
      ...two.map((endpoints) => ({ endpoints })),
      ...many.filter((e) => e.length >= 3).map((endpoints) => ({ endpoints })),
      ...joined.flatMap(([graticule, one, other]) => [
        { endpoints: one, graticule },
        { endpoints: other, graticule },
      ]),
    ]
    return segments.length === 0 ? fc.constant(segments) : fc.shuffledSubarray(segments, { minLength: segments.length, maxLength: segments.length })
  })
}

/** Each ferry route of a map as a set of endpoints, segments joined through their graticule. @internal */
export const ferryRoutesOf = (map: MapFile): ReadonlyArray<ReadonlySet<string>> => {
  const plain: Set<string>[] = []
  const byLabel = new Map<string, Set<string>>()
  for (const segment of map.ferries ?? []) {
    if (segment.graticule === undefined) plain.push(new Set(segment.endpoints))
    else {
      const route = byLabel.get(segment.graticule) ?? new Set<string>()
      for (const id of segment.endpoints) route.add(id)
      byLabel.set(segment.graticule, route)
    }
  }
  return [...plain, ...byLabel.values()]
}

/**
 * Lint-clean maps: land and sea regions on a small grid joined by plain
 * borders, impassable pairs (never also adjacent, nor on one ferry route),
 * plain, branching and graticule-paired ferry routes between land regions,
 * capitals of distinct factions off the grid, and optional terrain, nation,
 * settlement, name and layout fields.
 *
 * @internal
 */
export const arbitraryMap = (options: MapOptions = {}): fc.Arbitrary<MapFile> => {
  const features = new Set(options.features ?? allMapFeatures)
  const has = (f: MapFeature): boolean => features.has(f)
  const connected = options.connected === true
  const min = Math.max(options.minRegions ?? 2, connected ? 2 : 1)
  const max = Math.max(options.maxRegions ?? 10, min)
  const maxCapitals = has('capitals') ? Math.min(options.maxCapitals ?? 3, factions.length) : 0
  return fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 2, max: 4 }))
    .chain(([count, wide]) => {
      const width = Math.min(wide, count)
      const edges = gridEdges(count, width)
      return fc.record({
        count: fc.constant(count),
        width: fc.constant(width),
        edges: fc.constant(edges),
        cells: fc.array(cellArbitrary(has), { minLength: count, maxLength: count }),
        states: fc.array(edgeStateArbitrary(has('impassable')), { minLength: edges.length, maxLength: edges.length }),
        flips: fc.array(fc.boolean(), { minLength: edges.length, maxLength: edges.length }),
        capitals: fc.integer({ min: 0, max: maxCapitals }),
        mapName: orNull(has('names'), fc.constantFrom('Demo Isles', 'Middle March')),
      })
    })
    .chain(({ count, width, edges, cells, states, flips, capitals, mapName }) => {
      const ids = cells.map((cell, i) => `${cell.prefix}${i}`)
      const regions: Record<string, MapRegion> = {}
      cells.forEach((cell, i) => {
        const id = ids[i] ?? ''
        // The first two cells are always land so that every map can hold a ferry or an army;
        // a connected map has no sea, since a border with a sea is no way in or out of land.
        const sea = cell.sea && i >= 2 && !connected
        regions[id] = sea
          ? { kind: 'sea', ...(cell.name === null ? {} : { name: cell.name }) }
          : {
              kind: 'land',
              ...(cell.name === null ? {} : { name: cell.name }),
              ...(cell.terrain === null ? {} : { terrain: cell.terrain }),
              ...(cell.nation === null ? {} : { nation: cell.nation }),
              ...(cell.settlement === null ? {} : { settlement: cell.settlement }),
            }
      })
      const land = ids.filter((id) => regions[id]?.kind === 'land')
      const capitalIds = factions.slice(0, capitals).map(capitalId)
      factions.slice(0, capitals).forEach((faction) => {
        regions[capitalId(faction)] = { kind: 'capital', faction }
      })
      return ferriesArbitrary(land, has).chain((ferries) => {
        const routes = ferryRoutesOf({ format: 'marchlaw/map@1', regions, adjacent: [], ferries })
        const onOneRoute = (a: string, b: string): boolean => routes.some((route) => route.has(a) && route.has(b))
        const adjacent: RegionPair[] = []
        const impassable: RegionPair[] = []
        edges.forEach((edge, k) => {
          const a = ids[edge.a] ?? ''
          const b = ids[edge.b] ?? ''
          const pair: RegionPair = flips[k] === true ? [b, a] : [a, b]
          const state = connected && edge.tree ? 'adjacent' : states[k]
          if (state === 'adjacent') adjacent.push(pair)
          else if (state === 'impassable' && !onOneRoute(a, b)) impassable.push(pair)
        })
        const layout: Record<string, readonly [number, number]> = {}
        ids.forEach((id, i) => {
          layout[id] = [i % width, Math.floor(i / width)]
        })
        capitalIds.forEach((id, i) => {
          layout[id] = [width + 1, i]
        })
        const shuffled = (pairs: RegionPair[]): fc.Arbitrary<RegionPair[]> =>
          pairs.length === 0 ? fc.constant(pairs) : fc.shuffledSubarray(pairs, { minLength: pairs.length, maxLength: pairs.length })
        return fc.tuple(shuffled(adjacent), shuffled(impassable)).map(
          ([adjacentPairs, impassablePairs]): MapFile => ({
            format: 'marchlaw/map@1',
            ...(mapName === null ? {} : { name: mapName }),
            regions,
            adjacent: adjacentPairs,
            ...(impassablePairs.length > 0 || has('impassable') ? { impassable: impassablePairs } : {}),
            ...(ferries.length > 0 ? { ferries } : {}),
            ...(has('layout') && count > 0 ? { layout } : {}),
          }),
        )
      })
    })
}

/** Compiles a map, throwing (so failing the test) with its errors if it does not compile. @internal */
export const boardOf = (map: MapFile): Board => {
  const compiled = compile(map)
  if (E.isLeft(compiled)) throw new Error(`map does not compile: ${compiled.left.map((e) => `${e.path}: ${e.message}`).join('; ')}`)
  return compiled.right
}
