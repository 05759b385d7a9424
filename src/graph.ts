/**
 * The compiled board: a map checked once, with its adjacency precomputed so
 * that validating a move never re-reads the map. Also the neighbour and
 * breadth-first reachability functions the move rules share.
 *
 * @since 0.1.0
 * @module
 */
import { registerBoard } from './boundary.js'
import * as E from 'fp-ts/lib/Either.js'
import type { MapFile, MapRegion } from './map.js'
import { lintMap, type MapError } from './map-lint.js'

/**
 * A region of a compiled board: the map's region with its id.
 *
 * @since 0.1.0
 * @category model
 */
export interface Region extends MapRegion {
  readonly id: string
}

/**
 * How two regions meet: across a border or ferry armies may use
 * (`adjacent`), across an impassable line (`impassable`), or not at all.
 *
 * @since 0.1.0
 * @category model
 */
export type Border = 'adjacent' | 'impassable' | 'none'

/**
 * A compiled map. Build it with {@link compile}; it never changes.
 *
 * @since 0.1.0
 * @category model
 */
export interface Board {
  readonly map: MapFile
  /** Region ids in the order of the map file. */
  readonly ids: ReadonlyArray<string>
  readonly regions: ReadonlyMap<string, Region>
  /** Static neighbours of each region (plain borders and ferry routes), sorted by id. */
  readonly adjacency: ReadonlyMap<string, ReadonlyArray<string>>
  readonly adjacencySets: ReadonlyMap<string, ReadonlySet<string>>
  readonly impassable: ReadonlyMap<string, ReadonlySet<string>>
  /** Each ferry route, joined across graticules: its endpoints, all adjacent to each other. */
  readonly ferryRoutes: ReadonlyArray<ReadonlyArray<string>>
  /** Each faction's capital region. */
  readonly capitals: ReadonlyMap<string, string>
}

/**
 * The neighbours of a region under some rule set: the static ones, or those
 * with the capital/tower links of a heroes position. They are sorted by id,
 * which is what makes {@link reachable} pick the smallest shortest path.
 *
 * @since 0.1.0
 * @category model
 */
export type Neighbours = (region: string) => ReadonlyArray<string>

const EMPTY: ReadonlyArray<string> = []
const EMPTY_SET: ReadonlySet<string> = new Set()

const joinRoutes = (map: MapFile): ReadonlyArray<ReadonlyArray<string>> => {
  const routes: string[][] = []
  const byLabel = new Map<string, string[]>()
  for (const segment of map.ferries ?? []) {
    if (segment.graticule === undefined) routes.push([...segment.endpoints])
    else {
      const joined = byLabel.get(segment.graticule)
      if (joined === undefined) {
        const route = [...segment.endpoints]
        byLabel.set(segment.graticule, route)
        routes.push(route)
      } else joined.push(...segment.endpoints)
    }
  }
  return routes
}

/**
 * Compiles a map into a board, or returns its errors (see {@link lintMap};
 * warnings do not stop compilation).
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { compile, neighbours } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({
 *   format: 'marchlaw/map@1',
 *   regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } },
 *   adjacent: [['a', 'b']],
 *   ferries: [{ endpoints: ['b', 'c'] }],
 * })
 * if (E.isRight(board)) console.log(neighbours(board.right, 'b')) // [ 'a', 'c' ]
 */
export const compile = (map: MapFile): E.Either<ReadonlyArray<MapError>, Board> => {
  const { errors } = lintMap(map)
  if (errors.length > 0) return E.left(errors)
  const ids = Object.keys(map.regions)
  const regions = new Map<string, Region>()
  const sets = new Map<string, Set<string>>()
  const walls = new Map<string, Set<string>>()
  const capitals = new Map<string, string>()
  for (const id of ids) {
    const region = map.regions[id]
    if (region === undefined) continue
    regions.set(id, { ...region, id })
    sets.set(id, new Set())
    walls.set(id, new Set())
    if (region.kind === 'capital' && region.faction !== undefined) capitals.set(region.faction, id)
  }
  const link = (into: Map<string, Set<string>>, a: string, b: string): void => {
    if (a === b) return
    into.get(a)?.add(b)
    into.get(b)?.add(a)
  }
  for (const [a, b] of map.adjacent) link(sets, a, b)
  for (const [a, b] of map.impassable ?? []) link(walls, a, b)
  const ferryRoutes = joinRoutes(map)
  for (const route of ferryRoutes) for (const a of route) for (const b of route) link(sets, a, b)
  const adjacency = new Map<string, ReadonlyArray<string>>()
  for (const [id, set] of sets) adjacency.set(id, [...set].sort())
  return E.right(registerBoard({ map, ids, regions, adjacency, adjacencySets: sets, impassable: walls, ferryRoutes, capitals }))
}

/**
 * The static neighbours of a region (plain borders and ferry routes), sorted
 * by id; none for an unknown id.
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { compile, neighbours } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * if (E.isRight(board)) console.log(neighbours(board.right, 'a')) // [ 'b' ]
 */
export const neighbours = (board: Board, region: string): ReadonlyArray<string> => board.adjacency.get(region) ?? EMPTY

/**
 * How two regions meet: `adjacent`, `impassable` or `none`.
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { compile, border } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({
 *   format: 'marchlaw/map@1',
 *   regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } },
 *   adjacent: [['a', 'b']],
 *   impassable: [['b', 'c']],
 * })
 * if (E.isRight(board)) console.log(border(board.right, 'a', 'b'), border(board.right, 'b', 'c')) // adjacent impassable
 */
export const border = (board: Board, from: string, to: string): Border =>
  board.adjacencySets.get(from)?.has(to) === true
    ? 'adjacent'
    : (board.impassable.get(from) ?? EMPTY_SET).has(to)
      ? 'impassable'
      : 'none'

/**
 * The static neighbour function of a board.
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { compile, staticNeighbours } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * if (E.isRight(board)) console.log(staticNeighbours(board.right)('b')) // [ 'a' ]
 */
export const staticNeighbours =
  (board: Board): Neighbours =>
  (region) =>
    neighbours(board, region)

/**
 * A piece placed in a region by a faction (a heroes tower).
 *
 * @since 0.1.0
 * @category model
 */
export interface PlacedPiece {
  readonly faction: string
  readonly region: string
}

/**
 * The neighbour function of a heroes position: the static neighbours, plus a
 * link between each faction's capital and every region that holds one of that
 * faction's towers. Towers are not linked to each other by it.
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { compile, towerNeighbours } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({
 *   format: 'marchlaw/map@1',
 *   regions: { hill: { kind: 'land' }, vale: { kind: 'land' }, keep: { kind: 'capital', faction: 'red' } },
 *   adjacent: [],
 * })
 * if (E.isRight(board)) {
 *   const next = towerNeighbours(board.right, [{ faction: 'red', region: 'hill' }, { faction: 'red', region: 'vale' }])
 *   console.log(next('keep'), next('hill')) // [ 'hill', 'vale' ] [ 'keep' ]
 * }
 */
export const towerNeighbours = (board: Board, towers: Iterable<PlacedPiece>): Neighbours => {
  const extra = new Map<string, Set<string>>()
  const add = (a: string, b: string): void => {
    if (a === b || board.adjacencySets.get(a)?.has(b) === true) return
    const set = extra.get(a) ?? new Set<string>()
    set.add(b)
    extra.set(a, set)
  }
  for (const tower of towers) {
    const capital = board.capitals.get(tower.faction)
    if (capital === undefined || !board.regions.has(tower.region)) continue
    add(capital, tower.region)
    add(tower.region, capital)
  }
  if (extra.size === 0) return staticNeighbours(board)
  const merged = new Map<string, ReadonlyArray<string>>()
  for (const [region, set] of extra) merged.set(region, [...neighbours(board, region), ...set].sort())
  return (region) => merged.get(region) ?? neighbours(board, region)
}

/**
 * Breadth-first search from `from`, at most `steps` steps, entering only
 * regions `canEnter` allows and going on only from regions `canLeave` allows
 * (the origin is always left). Returns each region reached with its distance
 * and the previous region of one shortest path: among shortest paths, the
 * one whose sequence of region ids is smallest in order (given that `next`
 * lists neighbours sorted by id, as every {@link Neighbours} does).
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { compile, staticNeighbours, reachable } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({
 *   format: 'marchlaw/map@1',
 *   regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } },
 *   adjacent: [['a', 'b'], ['b', 'c']],
 * })
 * if (E.isRight(board)) console.log([...reachable(staticNeighbours(board.right), 'a', 1).keys()]) // [ 'a', 'b' ]
 */
export const reachable = (
  next: Neighbours,
  from: string,
  steps: number,
  canEnter: (region: string) => boolean = () => true,
  canLeave: (region: string) => boolean = () => true,
): ReadonlyMap<string, { readonly distance: number; readonly previous: string | null }> => {
  const seen = new Map<string, { readonly distance: number; readonly previous: string | null }>([[from, { distance: 0, previous: null }]])
  let frontier: string[] = [from]
  for (let distance = 1; distance <= steps && frontier.length > 0; distance++) {
    const following: string[] = []
    for (const region of frontier) {
      if (region !== from && !canLeave(region)) continue
      for (const neighbour of next(region)) {
        if (seen.has(neighbour) || !canEnter(neighbour)) continue
        seen.set(neighbour, { distance, previous: region })
        following.push(neighbour)
      }
    }
    frontier = following
  }
  return seen
}

/**
 * The path to `to` recorded by {@link reachable}: the regions entered, in
 * order, ending with `to`; `null` if `to` was not reached.
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { compile, staticNeighbours, reachable, pathTo } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({
 *   format: 'marchlaw/map@1',
 *   regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } },
 *   adjacent: [['a', 'b'], ['b', 'c']],
 * })
 * if (E.isRight(board)) console.log(pathTo(reachable(staticNeighbours(board.right), 'a', 2), 'c')) // [ 'b', 'c' ]
 */
export const pathTo = (
  search: ReadonlyMap<string, { readonly distance: number; readonly previous: string | null }>,
  to: string,
): ReadonlyArray<string> | null => {
  const path: string[] = []
  let at: string | null = to
  while (at !== null) {
    const step = search.get(at)
    if (step === undefined) return null
    if (step.previous === null) break
    path.push(at)
    at = step.previous
  }
  return path.reverse()
}
