/**
 * The breadth-first search of a March over a {@link NumberedBoard}, taken
 * only as far as it is asked: up to a depth (the army's Speed), until a
 * region is reached, or to the end. It finds what `reachable` of the graph
 * API finds with the same neighbours (each region's distance and the
 * previous region on the smallest shortest path), so one search, resumed,
 * serves a verdict, the reasons of a refusal and every destination.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { NumberedBoard, TowerLinks } from './numbered.js'

/**
 * One search from `origin`, and how far it has gone. Mutable only as that
 * memo: `advance` takes it further, nothing takes it back.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export interface Walk {
  readonly numbers: NumberedBoard
  readonly links: TowerLinks
  readonly origin: number
  /** Whether an army may go on from a region it entered; `null`: from every one. */
  readonly leaves: ((region: number) => boolean) | null
  /** Each region's distance from the origin, -1 while not reached. */
  readonly distance: Int32Array
  readonly previous: Int32Array
  /** The regions reached, in the order reached (so by distance). */
  readonly order: Int32Array
  size: number
  /** The next region of `order` to go on from. */
  cursor: number
  /** The ferry routes already crossed: their endpoints are all reached or seas. */
  readonly crossed: Uint8Array
}

/**
 * A search from `origin` that has not left it yet.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const walkFrom = (numbers: NumberedBoard, links: TowerLinks, origin: number, leaves: ((region: number) => boolean) | null): Walk => {
  const count = numbers.ids.length
  const distance = new Int32Array(count).fill(-1)
  const order = new Int32Array(count)
  distance[origin] = 0
  order[0] = origin
  return { numbers, links, origin, leaves, distance, previous: new Int32Array(count), order, size: 1, cursor: 0, crossed: new Uint8Array(numbers.routes.length) }
}

const ascending = (a: number, b: number): number => a - b

const enter = (walk: Walk, region: number, from: number, distance: number): void => {
  if (walk.distance[region] !== -1 || walk.numbers.land[region] === 0) return
  walk.distance[region] = distance
  walk.previous[region] = from
  walk.order[walk.size++] = region
}

/** Goes on from `region`, its neighbours in ascending order (so in id order). */
const expand = (walk: Walk, region: number): void => {
  const { numbers } = walk
  const distance = (walk.distance[region] ?? 0) + 1
  const first = numbers.firstBorder[region] ?? 0
  const last = numbers.firstBorder[region + 1] ?? 0
  const routes = numbers.routesAt[region]
  const extra = walk.links?.get(region)
  if (routes === undefined && extra === undefined) {
    for (let at = first; at < last; at++) enter(walk, numbers.borders[at] ?? 0, region, distance)
    return
  }
  const around: number[] = []
  for (let at = first; at < last; at++) around.push(numbers.borders[at] ?? 0)
  if (extra !== undefined) for (const n of extra) around.push(n)
  // A route crossed once has nothing more to give: each of its endpoints was reached then, or is a sea.
  for (const r of routes ?? []) {
    if (walk.crossed[r] === 1) continue
    walk.crossed[r] = 1
    for (const n of numbers.routes[r] ?? []) if (n !== region) around.push(n)
  }
  around.sort(ascending)
  let before = -1
  for (const n of around) {
    if (n !== before) enter(walk, n, region, distance)
    before = n
  }
}

/**
 * Takes the search on until every region within `depth` steps is reached,
 * or `target` is (-1: no target), or nothing is left to reach.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const advance = (walk: Walk, depth: number, target = -1): void => {
  while (walk.cursor < walk.size) {
    if (target >= 0 && walk.distance[target] !== -1) return
    const region = walk.order[walk.cursor] ?? 0
    if ((walk.distance[region] ?? 0) >= depth) return
    walk.cursor++
    // The origin is always left (ruling H5 (docs/rulings.md#h5)); a stop region never.
    if (region !== walk.origin && walk.leaves !== null && !walk.leaves(region)) continue
    expand(walk, region)
  }
}

/**
 * The distance of `region` once the search has gone `depth` steps
 * (`Infinity`: as far as it goes), or -1 when it is not reached.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const distanceTo = (walk: Walk, region: number, depth = Infinity): number => {
  advance(walk, depth, region)
  const found = walk.distance[region] ?? -1
  return found > depth ? -1 : found
}

/**
 * The regions entered on the way to `region`, in order and ending with it,
 * as ids; the search must have reached it.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const walkedPath = (walk: Walk, region: number): ReadonlyArray<string> => {
  const path: string[] = []
  for (let at = region; at !== walk.origin; at = walk.previous[at] ?? walk.origin) path.push(walk.numbers.ids[at] ?? '')
  return path.reverse()
}
