/**
 * The compiled board: a map checked once, with its borders and ferry routes
 * indexed so that validating a move never re-reads the map. A ferry route
 * stays one route (its endpoints point at it) rather than a link between
 * every two endpoints. Also the neighbour and breadth-first reachability
 * functions the move rules share.
 *
 * @since 0.1.0
 * @module
 */
import { isBoard, registerBoard } from './internal/boundary.js'
import * as E from './internal/either.js'
import type { MapFile, MapRegion } from './model/map.js'
import { lintMap, type MapError } from './graph/map-lint.js'
import { areAdjacent, byId, joinRoutes, mergeSorted, PRECOMPUTED_ROUTE_SIZE, routeNeighbours, routeSize, sortedRoute, type Routing } from './graph/routes.js'
import { pathTo, reachable, routeAware, type Neighbours } from './graph/search.js'

export { pathTo, reachable, type Neighbours }

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
  /**
   * Static neighbours of each region (plain borders and ferry routes), sorted
   * by id. A view: each list is made when asked for, from {@link Board.borders}
   * and the routes, since a route of N endpoints would hold N² entries.
   */
  readonly adjacency: ReadonlyMap<string, ReadonlyArray<string>>
  /** The same neighbours as {@link Board.adjacency}, as sets; also a view. */
  readonly adjacencySets: ReadonlyMap<string, ReadonlySet<string>>
  readonly impassable: ReadonlyMap<string, ReadonlySet<string>>
  /** Each ferry route, joined across graticules: its endpoints, all adjacent to each other. */
  readonly ferryRoutes: ReadonlyArray<ReadonlyArray<string>>
  /**
   * The neighbours of each region across plain borders only (no ferry
   * route); each set iterates in id order.
   *
   * @since 0.2.0
   */
  readonly borders: ReadonlyMap<string, ReadonlySet<string>>
  /**
   * The routes each region is an endpoint of, as ascending indexes into
   * {@link Board.ferryRoutes}; regions on no route are absent.
   *
   * @since 0.2.0
   */
  readonly routesOf: ReadonlyMap<string, ReadonlyArray<number>>
  /** Each faction's capital region. */
  readonly capitals: ReadonlyMap<string, string>
  /**
   * The regions across each region's plain borders, by id: one look-up
   * answers both whether an army may step there and what it enters.
   *
   * @internal
   */
  readonly stepsFrom: ReadonlyMap<string, ReadonlyMap<string, Region>>
}


const EMPTY: ReadonlyArray<string> = []
const EMPTY_TOWERS: ReadonlyArray<PlacedPiece> = []
const EMPTY_SET: ReadonlySet<string> = new Set()

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
  const borders = new Map<string, ReadonlySet<string>>()
  for (const [id, set] of sets) borders.set(id, set.size < 2 ? set : new Set([...set].sort(byId)))
  const stepsFrom = new Map<string, ReadonlyMap<string, Region>>()
  for (const [id, set] of borders) {
    const steps = new Map<string, Region>()
    for (const next of set) {
      const region = regions.get(next)
      if (region !== undefined) steps.set(next, region)
    }
    stepsFrom.set(id, steps)
  }
  // A route is kept whole and each endpoint points at it: pairing its N endpoints would take N² entries.
  const ferryRoutes = joinRoutes(map)
  const routesOf = new Map<string, number[]>()
  ferryRoutes.forEach((route, r) => {
    for (const id of sortedRoute(route)) {
      if (!regions.has(id)) continue
      const list = routesOf.get(id)
      if (list === undefined) routesOf.set(id, [r])
      else list.push(r)
    }
  })
  const partial: Routing = { borders, routesOf, ferryRoutes }
  // Each list is made on the first ask and kept, but for an endpoint of long routes: its list is made on each ask.
  const lists = new Map<string, ReadonlyArray<string>>()
  const listOf = (id: string): ReadonlyArray<string> | undefined => {
    const known = lists.get(id)
    if (known !== undefined || !regions.has(id)) return known
    const routes = routesOf.get(id)
    const list = routes === undefined ? [...(borders.get(id) ?? EMPTY)] : routeNeighbours(partial, id, routes)
    if (routes === undefined || routeSize(partial, id) <= PRECOMPUTED_ROUTE_SIZE) lists.set(id, list)
    return list
  }
  const setOf = (id: string): ReadonlySet<string> | undefined => {
    const list = listOf(id)
    return list === undefined ? undefined : new Set(list)
  }
  return E.right(
    registerBoard({
    map,
    ids,
    regions,
    adjacency: mapView(regions, listOf),
    adjacencySets: mapView(regions, setOf),
    impassable: walls,
    ferryRoutes,
    borders,
    routesOf,
    capitals,
    stepsFrom,
  }),
  )
}

// A read-only map over the board's regions whose values are made when asked for.
const mapView = <V>(known: ReadonlyMap<string, unknown>, valueOf: (id: string) => V | undefined): ReadonlyMap<string, V> => {
  function* entries(): Generator<[string, V]> {
    for (const id of known.keys()) {
      const value = valueOf(id)
      if (value !== undefined) yield [id, value]
    }
  }
  function* values(): Generator<V> {
    for (const [, value] of entries()) yield value
  }
  const view: ReadonlyMap<string, V> = {
    size: known.size,
    get: (id) => (known.has(id) ? valueOf(id) : undefined),
    has: (id) => known.has(id),
    keys: () => known.keys(),
    values,
    entries,
    forEach: (callback, thisArg) => {
      for (const [id, value] of entries()) callback.call(thisArg, value, id, view)
    },
    [Symbol.iterator]: entries,
  }
  return view
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
export const neighbours = (board: Board, region: string): ReadonlyArray<string> => (isBoard(board) ? (board.adjacency.get(region) ?? EMPTY) : EMPTY)

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
  !isBoard(board)
    ? 'none'
    : board.regions.has(from) && board.regions.has(to) && areAdjacent(board, from, to)
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
export const staticNeighbours = (board: Board): Neighbours => {
  if (!isBoard(board)) return () => EMPTY
  const next: Neighbours = (region) => neighbours(board, region)
  return routeAware(next, { board, extra: undefined })
}

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
    if (a === b || areAdjacent(board, a, b)) return
    const set = extra.get(a) ?? new Set<string>()
    set.add(b)
    extra.set(a, set)
  }
  if (!isBoard(board)) return () => EMPTY
  // A list that is not one, or a piece that is not a piece, places no tower.
  for (const tower of typeof towers === 'object' && towers !== null && Symbol.iterator in towers ? towers : EMPTY_TOWERS) {
    if (typeof tower !== 'object' || tower === null || typeof tower.faction !== 'string' || typeof tower.region !== 'string') continue
    const capital = board.capitals.get(tower.faction)
    if (capital === undefined || !board.regions.has(tower.region)) continue
    add(capital, tower.region)
    add(tower.region, capital)
  }
  if (extra.size === 0) return staticNeighbours(board)
  // Merged on the first ask: a tower on a long ferry route would otherwise cost the route's length up front.
  const merged = new Map<string, ReadonlyArray<string>>()
  const next: Neighbours = (region) => {
    const links = extra.get(region)
    if (links === undefined) return neighbours(board, region)
    const known = merged.get(region)
    if (known !== undefined) return known
    const list = mergeSorted([neighbours(board, region), links], region)
    if (routeSize(board, region) <= PRECOMPUTED_ROUTE_SIZE) merged.set(region, list)
    return list
  }
  return routeAware(next, { board, extra })
}

/** How a neighbour function made here reaches its neighbours: the board's borders and routes, and links of its own. */
