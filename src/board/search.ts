/**
 * The breadth-first search of the graph API (`reachable`) and the path it
 * finds to a region (`pathTo`), crossing each ferry route once. Both are
 * part of the public graph API, exported from the package's entry.
 * `reachable` is the one search of walk.ts (the March's too), over a
 * neighbour function that names regions by id.
 *
 * @since 0.2.0
 * @module
 */
import type { Board } from './board.js'
import { mergeSorted, PRECOMPUTED_ROUTE_SIZE, routeSize, sortedRoute } from './routes.js'
import { advance, enter, walkFrom, type Around } from './walk.js'
import { keptBeside } from '../core/memo.js'
import { NONE } from '../core/list.js'

/**
 * The neighbours of a region under some rule set: the static ones, or those
 * with the capital/tower links of a heroes position. They are sorted by id,
 * which is what makes {@link reachable} pick the smallest shortest path.
 *
 * @since 0.1.0
 * @category model
 */
export type Neighbours = (region: string) => ReadonlyArray<string>

/** A neighbour function that knows its board's ferry routes (and the tower links it adds). @internal */
export interface RoutedNeighbours {
  readonly board: Board
  readonly extra: ReadonlyMap<string, ReadonlySet<string>> | undefined
}

// The neighbour functions made by staticNeighbours and towerNeighbours, so that
// reachable can cross each ferry route once instead of once per endpoint.
const routedNeighbours = /* @__PURE__ */ keptBeside<Neighbours, RoutedNeighbours>()

/** Marks `next` as made by staticNeighbours or towerNeighbours. @internal */
export const routeAware = (next: Neighbours, routed: RoutedNeighbours): Neighbours => {
  routedNeighbours.set(next, routed)
  return next
}

// The neighbours of `region` that a search has not met yet through a route:
// once one endpoint of a route has been left, every other endpoint is seen or
// refused, so the route has nothing more to give and is skipped. Listing the
// rest in id order keeps the search's order, and so its paths, unchanged.
const unsearched = (routed: RoutedNeighbours, next: Neighbours, region: string, crossed: Set<number>): ReadonlyArray<string> => {
  const routes = routed.board.routesOf.get(region)
  if (routes === undefined) return next(region)
  const fresh: ReadonlyArray<string>[] = []
  for (const r of routes) {
    if (crossed.has(r)) continue
    crossed.add(r)
    fresh.push(sortedRoute(routed.board.ferryRoutes[r] ?? NONE))
  }
  if (fresh.length === routes.length && routeSize(routed.board, region) <= PRECOMPUTED_ROUTE_SIZE) return next(region)
  const lists: Iterable<string>[] = [routed.board.borders.get(region) ?? NONE, routed.extra?.get(region) ?? NONE]
  for (const list of fresh) lists.push(list)
  return mergeSorted(lists, region)
}

const isRegion = (item: unknown): item is string => typeof item === 'string'

// A host's neighbour function, answering what it may (a host without types): a value that is not a list of ids is
// read as no neighbours, and the items of a list that are not ids are skipped. The library's own functions, made
// by staticNeighbours and towerNeighbours, are searched as they are: the rules' searches pay nothing for this.
const checked =
  (next: (region: string) => unknown): Neighbours =>
  (region) => {
    const got = next(region)
    if (Array.isArray(got)) return (got as ReadonlyArray<unknown>).every(isRegion) ? (got as ReadonlyArray<string>) : (got as ReadonlyArray<unknown>).filter(isRegion)
    if (typeof got !== 'object' || got === null || typeof (got as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') return NONE
    return Array.from(got as Iterable<unknown>).filter(isRegion)
  }

/**
 * Breadth-first search from `from`, at most `steps` steps, entering only
 * regions `canEnter` allows and going on only from regions `canLeave` allows
 * (the origin is always left). Returns each region reached with its distance
 * and the previous region of one shortest path: among shortest paths, the
 * one whose sequence of region ids is smallest in order (given that `next`
 * lists neighbours sorted by id, as every {@link Neighbours} does). A
 * `next` that answers something other than a list of region ids gives no
 * neighbours, and the items of its list that are not ids are skipped.
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
  canEnter?: (region: string) => boolean,
  canLeave?: (region: string) => boolean,
): ReadonlyMap<string, { readonly distance: number; readonly previous: string | null }> => {
  // Arguments of other types (a host without types) search nothing: no origin, or no step from it.
  if (typeof from !== 'string') return new Map()
  if (typeof next !== 'function' || typeof steps !== 'number') return new Map([[from, { distance: 0, previous: null }]])
  const enters = typeof canEnter === 'function' ? canEnter : () => true
  const leaves = typeof canLeave === 'function' ? canLeave : () => true
  const routed = routedNeighbours.get(next)
  const listed = routed === undefined ? checked(next) : next
  const crossed = new Set<number>()
  const seen = new Map<string, { readonly distance: number; readonly previous: string | null }>([[from, { distance: 0, previous: null }]])
  // Each region is numbered as the search reaches it (its place in the walk), and recorded by id for the caller.
  const ids: string[] = [from]
  const around: Around = (walk, region, distance) => {
    const id = ids[region] ?? ''
    for (const neighbour of routed === undefined ? listed(id) : unsearched(routed, listed, id, crossed)) {
      if (seen.has(neighbour) || !enters(neighbour)) continue
      seen.set(neighbour, { distance, previous: id })
      enter(walk, ids.push(neighbour) - 1, region, distance)
    }
  }
  const walk = walkFrom(ids, 0, around, 0, (n) => leaves(ids[n] ?? ''))
  // Whole steps only: a search of 2.5 steps goes 2.
  const depth = Math.floor(steps)
  if (depth >= 1) advance(walk, depth)
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
  if (!(search instanceof Map) || typeof to !== 'string') return null
  const path: string[] = []
  let at: string | null = to
  while (at !== null) {
    const step: unknown = search.get(at)
    if (typeof step !== 'object' || step === null) return null
    const { previous } = step as { readonly previous?: unknown }
    if (previous === null) break
    if (typeof previous !== 'string' || path.length > search.size) return null
    path.push(at)
    at = previous
  }
  return path.reverse()
}
