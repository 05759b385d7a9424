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
import { bordersOf, type NumberedBoard, type TowerLinks } from './numbered.js'

/**
 * One search from `origin`, and how far it has gone. Mutable only as that
 * memo: `advance` takes it further, nothing takes it back. The regions
 * reached are listed in `order` (so by distance), with their distance and
 * the region before them at the same place of `steps` and `before`. Where
 * each stands in `order` is kept in a `Map` while the search is small (most
 * Marches look a few steps around), and in an array over the whole board
 * once it grows: making that array costs as much as a short search.
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
  /** The regions reached, in the order reached. */
  readonly order: number[]
  /** The distance of each region of `order`, at the same place. */
  readonly steps: number[]
  /** The region before each region of `order` on its path (-1 for the origin). */
  readonly before: number[]
  /** Where each region reached stands in `order`, while the search is small. */
  sparse: Map<number, number> | null
  /** Where each region reached stands in `order`, plus one (0: not reached), once it has grown. */
  dense: number[] | null
  /** The next place of `order` to go on from. */
  cursor: number
  /** The ferry routes already crossed: their endpoints are all reached or seas. */
  readonly crossed: Uint8Array | null
}

/** Past this many regions reached (or a quarter of a smaller board), a search keeps where they stand in an array over the board. */
const SMALL = 48

/** On a board of this many regions or fewer, the array over the board is made at once: it costs less than a `Map`. */
const TINY = 32

const denseOf = (count: number, order: ReadonlyArray<number>): number[] => {
  const dense = new Array<number>(count).fill(0)
  order.forEach((n, k) => (dense[n] = k + 1))
  return dense
}

/**
 * A search from `origin` that has not left it yet.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const walkFrom = (numbers: NumberedBoard, links: TowerLinks, origin: number, leaves: ((region: number) => boolean) | null): Walk => ({
  numbers,
  links,
  origin,
  leaves,
  order: [origin],
  steps: [0],
  before: [-1],
  sparse: numbers.ids.length <= TINY ? null : new Map([[origin, 0]]),
  dense: numbers.ids.length <= TINY ? denseOf(numbers.ids.length, [origin]) : null,
  cursor: 0,
  crossed: numbers.routes.length === 0 ? null : new Uint8Array(numbers.routes.length),
})

/**
 * Where `region` stands in the search's `order`, or -1 when not reached.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const placeOf = (walk: Walk, region: number): number =>
  walk.dense !== null ? (walk.dense[region] ?? 0) - 1 : (walk.sparse?.get(region) ?? -1)

const ascending = (a: number, b: number): number => a - b

const enter = (walk: Walk, region: number, from: number, distance: number): void => {
  if (walk.numbers.land[region] === 0 || placeOf(walk, region) >= 0) return
  const place = walk.order.length
  walk.order.push(region)
  walk.steps.push(distance)
  walk.before.push(from)
  if (walk.dense !== null) walk.dense[region] = place + 1
  else if (place < SMALL && place < walk.numbers.ids.length >> 2) walk.sparse?.set(region, place)
  else {
    walk.dense = denseOf(walk.numbers.ids.length, walk.order)
    walk.sparse = null
  }
}

/** Goes on from the region at `place`, its neighbours in ascending order (so in id order). */
const expand = (walk: Walk, place: number): void => {
  const { numbers } = walk
  const region = walk.order[place] ?? 0
  const distance = (walk.steps[place] ?? 0) + 1
  const merged = walk.links?.merged.get(region)
  if (merged !== undefined) {
    for (let at = 0; at < merged.length; at++) enter(walk, merged[at] ?? 0, region, distance)
    return
  }
  if (numbers.wide[region] === 0) {
    const last = numbers.firstNeighbour[region + 1] ?? 0
    for (let at = numbers.firstNeighbour[region] ?? 0; at < last; at++) enter(walk, numbers.neighbours[at] ?? 0, region, distance)
    return
  }
  // A region on long ferry routes: its neighbours are merged here, and a route crossed once has nothing more to
  // give (each of its endpoints was reached then, or is a sea), so it is not merged again.
  const around = [...bordersOf(numbers, region)]
  for (const n of walk.links?.extra.get(region) ?? []) around.push(n)
  for (const r of numbers.routesAt[region] ?? []) {
    if (walk.crossed === null || walk.crossed[r] === 1) continue
    walk.crossed[r] = 1
    for (const n of numbers.routes[r] ?? []) if (n !== region) around.push(n)
  }
  around.sort(ascending)
  let previous = -1
  for (const n of around) {
    if (n !== previous) enter(walk, n, region, distance)
    previous = n
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
  while (walk.cursor < walk.order.length) {
    if (target >= 0 && placeOf(walk, target) >= 0) return
    const place = walk.cursor
    if ((walk.steps[place] ?? 0) >= depth) return
    walk.cursor++
    const region = walk.order[place] ?? 0
    // The origin is always left (ruling H5 (docs/rulings.md#h5)); a stop region never.
    if (place > 0 && walk.leaves !== null && !walk.leaves(region)) continue
    expand(walk, place)
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
  const place = placeOf(walk, region)
  const found = place < 0 ? -1 : (walk.steps[place] ?? -1)
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
  for (let at = region; at !== walk.origin; at = previousOf(walk, at)) path.push(walk.numbers.ids[at] ?? '')
  return path.reverse()
}

/**
 * The region before `region` on its path (the origin's is the origin); the
 * search must have reached it.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const previousOf = (walk: Walk, region: number): number => {
  const before = walk.before[placeOf(walk, region)] ?? -1
  return before < 0 ? walk.origin : before
}
