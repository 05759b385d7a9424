/**
 * Compiling a map into a board: the map checked once (see lint.ts), its
 * borders and ferry routes indexed. A ferry route stays one route (its
 * endpoints point at it) rather than a link between every two endpoints.
 *
 * @since 0.1.0
 * @module
 */
import { registerBoard, type Board, type Region } from './board.js'
import * as E from '../core/either.js'
import type { MapFile } from '../model/map.js'
import { mapErrors, type MapError } from './map-errors.js'
import { byString, NONE } from '../core/list.js'
import { joinRoutes, PRECOMPUTED_ROUTE_SIZE, routeNeighbours, routeSize, sortedRoute, type Routing } from './routes.js'

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
export const compile = (given: MapFile): E.Either<ReadonlyArray<MapError>, Board> => {
  const errors = mapErrors(given)
  if (errors.length > 0) return E.left(errors)
  // Read once: the board keeps its own frozen copy, so that a caller editing the map later changes no name or border.
  const map = frozenCopy(given)
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
  for (const [id, set] of sets) borders.set(id, set.size < 2 ? set : new Set([...set].sort(byString)))
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
    const list = routes === undefined ? [...(borders.get(id) ?? NONE)] : routeNeighbours(partial, id, routes)
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

// A deep frozen copy of a JSON-shaped value (a map that passed the lint: no cycles, own enumerable fields only).
const frozenCopy = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return Object.freeze(value.map((item: unknown) => frozenCopy(item))) as T
  const copy: Record<string, unknown> = {}
  const source = value as Readonly<Record<string, unknown>>
  for (const key of Object.keys(source)) {
    // A `__proto__` key stays a field of its own, as JSON.parse makes it.
    Object.defineProperty(copy, key, { value: frozenCopy(source[key]), enumerable: true, writable: true, configurable: true })
  }
  return Object.freeze(copy) as T
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
