/**
 * Adjacency through borders and ferry routes: a route is kept whole, its
 * endpoints sorted once, and a region's neighbours merged from its borders
 * and its routes. What `compile`, `neighbours` and the searches of
 * neighbours.ts are answered from.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from './board.js'
import { byString, NONE } from '../core/list.js'
import { perKey } from '../core/memo.js'
import type { MapFile } from '../model/map.js'

/** @internal */
export const joinRoutes = (map: MapFile): ReadonlyArray<ReadonlyArray<string>> => {
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
        // A loop, not push(...endpoints): a spread of a long list overflows the call stack.
      } else for (const id of segment.endpoints) joined.push(id)
    }
  }
  return routes
}

/** What adjacency through borders and routes is answered from. */
export type Routing = Pick<Board, 'borders' | 'routesOf' | 'ferryRoutes'>

// Each route's endpoints once each, sorted by id, kept beside the route so that no query sorts it again.
/** @internal */
export const sortedRoute: (route: ReadonlyArray<string>) => ReadonlyArray<string> = /* @__PURE__ */ perKey((route) => [...new Set(route)].sort())

// Up to this many route endpoints, a region's neighbour list is kept once made; past it, it is made on each ask.
export const PRECOMPUTED_ROUTE_SIZE = 64

/** Lists merged into one list sorted by `order` (ids in string order unless told), without repeats, leaving out `self`. @internal */
export const mergeSorted = <T = string>(lists: ReadonlyArray<Iterable<T>>, self: T, order: (a: T, b: T) => number = byString as (a: T, b: T) => number): ReadonlyArray<T> => {
  const all: T[] = []
  for (const list of lists) for (const item of list) if (item !== self) all.push(item)
  all.sort(order)
  const merged: T[] = []
  for (const item of all) if (merged[merged.length - 1] !== item) merged.push(item)
  return merged
}

/** @internal */
export const routeNeighbours = (board: Routing, region: string, routes: ReadonlyArray<number>): ReadonlyArray<string> => {
  const lists: Array<Iterable<string>> = [board.borders.get(region) ?? NONE]
  for (const r of routes) lists.push(sortedRoute(board.ferryRoutes[r] ?? NONE))
  return mergeSorted(lists, region)
}

/** @internal */
export const routeSize = (board: Routing, id: string): number => {
  let size = 0
  for (const r of board.routesOf.get(id) ?? NONE) size += board.ferryRoutes[r]?.length ?? 0
  return size
}

/** @internal */
export const sharesRoute = (board: Routing, a: string, b: string): boolean => {
  const ofA = board.routesOf.get(a)
  const ofB = board.routesOf.get(b)
  if (ofA === undefined || ofB === undefined) return false
  // Both lists ascend: walk them together.
  let i = 0
  let j = 0
  while (i < ofA.length && j < ofB.length) {
    const x = ofA[i] as number
    const y = ofB[j] as number
    if (x === y) return true
    if (x < y) i++
    else j++
  }
  return false
}

/** @internal */
export const areAdjacent = (board: Routing, a: string, b: string): boolean =>
  a !== b && ((board.borders.get(a)?.has(b) ?? false) || sharesRoute(board, a, b))

