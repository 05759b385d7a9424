/**
 * The one breadth-first search of the library, taken only as far as it is
 * asked: up to a depth (an army's Speed, an event's allowance), until a
 * region is reached, or to the end. Regions are numbers; where a search's
 * neighbours come from is its own: a board numbered for the searches
 * ({@link walkOver}, what a March reads), or a neighbour function of the
 * graph API that names regions by id (`reachable` of search.ts, numbering
 * them as it meets them). Each region reached has its distance and the
 * previous region on the smallest shortest path, so one search, resumed,
 * serves a verdict, the reasons of a refusal and every destination.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { sortedBy } from '../core/list.js'
import { ascending, bordersOf, type Links, type NumberedBoard } from './numbered.js'

/**
 * Gives each neighbour of `region` a search may enter to {@link enter}, in
 * the order a search takes them (ascending ids), at `distance`.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export type Around = (walk: Walk, region: number, distance: number) => void

/**
 * One search from `origin`, and how far it has gone. Mutable only as that
 * memo: `advance` takes it further, nothing takes it back. The regions
 * reached are listed in `order` (so by distance), with their distance and
 * the region before them at the same place of `steps` and `before`. Where
 * each stands in `order` is found by a scan of `order` while the search is
 * small (most Marches look a few steps around: a scan of a few dozen
 * numbers costs less than a `Map`'s look-up and making it), and in an array
 * over the whole board once it grows: making that array costs as much as a
 * short search.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export interface Walk {
  /** Each region's id, by number. */
  readonly ids: ReadonlyArray<string>
  /**
   * How many regions are numbered up front; 0 when the caller numbers each
   * region as the search reaches it (its number is then its place in
   * `order`, and no place is kept apart).
   */
  readonly count: number
  readonly around: Around
  readonly origin: number
  /** Whether a search may go on from a region it entered; `null`: from every one. */
  readonly leaves: ((region: number) => boolean) | null
  /** The regions reached, in the order reached. */
  readonly order: number[]
  /** The distance of each region of `order`, at the same place. */
  readonly steps: number[]
  /** The region before each region of `order` on its path (-1 for the origin). */
  readonly before: number[]
  /** Where each region reached stands in `order`, plus one (0: not reached), once it has grown or on a tiny board. */
  dense: number[] | null
  /** The next place of `order` to go on from. */
  cursor: number
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
 * A search from `origin` that has not left it yet, over neighbours `around`
 * gives.
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const walkFrom = (
  ids: ReadonlyArray<string>,
  count: number,
  around: Around,
  origin: number,
  leaves: ((region: number) => boolean) | null,
): Walk => {
  const tiny = count > 0 && count <= TINY
  return {
    ids,
    count,
    around,
    origin,
    leaves,
    order: [origin],
    steps: [0],
    before: [-1],
    dense: tiny ? denseOf(count, [origin]) : null,
    cursor: 0,
  }
}

/**
 * The neighbours of a numbered board, with the regions `links` adds: a
 * region on long ferry routes has its neighbours merged as the search goes,
 * and a route crossed once has nothing more to give (each of its endpoints
 * was reached then, or is a sea), so it is not merged again. Seas are never
 * entered.
 */
const boardAround = (numbers: NumberedBoard, links: Links): Around => {
  const { land, wide } = numbers
  // The board's neighbours, or the same with the links merged in: no look-up per region.
  const first = links === null ? numbers.firstNeighbour : links.firstNeighbour
  const neighbours = links === null ? numbers.neighbours : links.neighbours
  // Made on the first wide region: most boards have none.
  let crossed: Uint8Array | null = null
  return (walk, region, distance) => {
    if (wide[region] === 0) {
      const last = first[region + 1] ?? 0
      for (let at = first[region] ?? 0; at < last; at++) enter(walk, neighbours[at] ?? 0, region, distance)
      return
    }
    const near = [...bordersOf(numbers, region)]
    for (const n of links?.extra.get(region) ?? []) near.push(n)
    crossed ??= new Uint8Array(numbers.routes.length)
    for (const r of numbers.routesAt[region] ?? []) {
      if (crossed[r] === 1) continue
      crossed[r] = 1
      for (const n of numbers.routes[r] ?? []) if (n !== region) near.push(n)
    }
    sortedBy(near, ascending)
    let previous = -1
    for (const n of near) {
      if (n !== previous && land[n] !== 0) enter(walk, n, region, distance)
      previous = n
    }
  }
}

/**
 * A search of a numbered board from `origin`, over land (seas are never
 * entered) and the regions `links` adds, going on only from regions `leaves`
 * allows (the origin is always left).
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const walkOver = (numbers: NumberedBoard, links: Links, origin: number, leaves: ((region: number) => boolean) | null): Walk =>
  walkFrom(numbers.ids, numbers.ids.length, boardAround(numbers, links), origin, leaves)

/**
 * Where `region` stands in the search's `order`, or -1 when not reached.
 *
 * @since 0.2.0
 * @category queries
 * @internal
 */
export const placeOf = (walk: Walk, region: number): number =>
  walk.dense !== null ? (walk.dense[region] ?? 0) - 1 : walk.count > 0 ? walk.order.indexOf(region) : region < walk.order.length ? region : -1

/**
 * Reaches `region` from `from` at `distance`, unless it is reached already.
 * What an {@link Around} calls for each neighbour it may enter (on a search
 * whose regions are numbered as reached, only for a region just given the
 * next number).
 *
 * @since 0.2.0
 * @category combinators
 * @internal
 */
export const enter = (walk: Walk, region: number, from: number, distance: number): void => {
  if (placeOf(walk, region) >= 0) return
  const place = walk.order.length
  walk.order.push(region)
  walk.steps.push(distance)
  walk.before.push(from)
  if (walk.dense !== null) walk.dense[region] = place + 1
  else if (walk.count > 0 && (place >= SMALL || place >= walk.count >> 2)) walk.dense = denseOf(walk.count, walk.order)
}

/**
 * Takes the search on until every region within `depth` steps is reached,
 * or `target` is (-1: no target), or nothing is left to reach.
 *
 * @since 0.2.0
 * @category combinators
 * @internal
 */
export const advance = (walk: Walk, depth: number, target = -1): void => {
  while (walk.cursor < walk.order.length) {
    if (target >= 0 && placeOf(walk, target) >= 0) return
    const place = walk.cursor
    const distance = walk.steps[place] ?? 0
    if (distance >= depth) return
    walk.cursor++
    const region = walk.order[place] ?? 0
    // The origin is always left (ruling H5 (docs/rulings.md#h5)); a stop region never.
    if (place > 0 && walk.leaves !== null && !walk.leaves(region)) continue
    walk.around(walk, region, distance + 1)
  }
}

/**
 * The distance of `region` once the search has gone `depth` steps
 * (`Infinity`: as far as it goes), or -1 when it is not reached.
 *
 * @since 0.2.0
 * @category queries
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
 * @category queries
 * @internal
 */
export const walkedPath = (walk: Walk, region: number): ReadonlyArray<string> => {
  const path: string[] = []
  for (let at = region; at !== walk.origin; at = previousOf(walk, at)) path.push(walk.ids[at] ?? '')
  return path.reverse()
}

/**
 * The region before `region` on its path (the origin's is the origin); the
 * search must have reached it.
 *
 * @since 0.2.0
 * @category queries
 * @internal
 */
export const previousOf = (walk: Walk, region: number): number => {
  const before = walk.before[placeOf(walk, region)] ?? -1
  return before < 0 ? walk.origin : before
}
