/**
 * A compiled board numbered for the searches of a March: regions by their
 * rank in id order, so that a list of numbers in ascending order is a list
 * of ids in id order (the order that picks the smallest shortest path),
 * every region's neighbours as one packed array, ferry routes as sorted
 * number lists, and the seas. Made once per compiled board.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../../board/graph.js'
import { PRECOMPUTED_ROUTE_SIZE, routeSize } from '../../board/routes.js'
import type { HeroesPiece } from '../../model/heroes-state.js'

/**
 * A board as the March searches read it.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export interface NumberedBoard {
  readonly board: Board
  /** Each region's id, by number (id order). */
  readonly ids: ReadonlyArray<string>
  readonly numberOf: ReadonlyMap<string, number>
  /** 1 for a region an army may enter (land or a capital), 0 for a sea. */
  readonly land: Uint8Array
  /**
   * Every neighbour of region `r`, borders and ferry routes:
   * `neighbours[firstNeighbour[r]]` up to `neighbours[firstNeighbour[r + 1]]`,
   * ascending; left empty for a region on routes of more than
   * `PRECOMPUTED_ROUTE_SIZE` endpoints (`wide`), whose neighbours are merged
   * as the search goes.
   */
  readonly firstNeighbour: Int32Array
  readonly neighbours: Int32Array
  readonly wide: Uint8Array
  /** The ferry routes region `r` is an endpoint of (indexes into `routes`), or `undefined`. */
  readonly routesAt: ReadonlyArray<ReadonlyArray<number> | undefined>
  /** Each ferry route's endpoints, once each, ascending. */
  readonly routes: ReadonlyArray<Int32Array>
  /** The capital links of each towers list met on this board (a list of the library's own, kept by a state). */
  readonly links: WeakMap<ReadonlyArray<HeroesPiece>, TowerLinks>
}

/**
 * The regions a capital and its faction's towers add to each other's
 * neighbours: by region number, ascending; `null` when the towers link
 * nothing.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export type TowerLinks = {
  /** The regions each linked region gains. */
  readonly extra: ReadonlyMap<number, Int32Array>
  /** Each linked region's every neighbour, ascending, unless it is `wide`. */
  readonly merged: ReadonlyMap<number, Int32Array>
} | null

const ascending = (a: number, b: number): number => a - b

/**
 * The plain borders of region number `n`, as numbers.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const bordersOf = (numbers: Pick<NumberedBoard, 'board' | 'ids' | 'numberOf'>, n: number): ReadonlyArray<number> => {
  const around: number[] = []
  for (const other of numbers.board.borders.get(numbers.ids[n] ?? '') ?? []) {
    const m = numbers.numberOf.get(other)
    if (m !== undefined && m !== n) around.push(m)
  }
  return around
}

/** Lists of region numbers merged, ascending, once each, without `self`. */
const mergedAround = (first: ArrayLike<number>, rest: ReadonlyArray<ArrayLike<number>>, self: number): ReadonlyArray<number> => {
  const all: number[] = Array.from(first)
  for (const list of rest) for (let k = 0; k < list.length; k++) all.push(list[k] ?? 0)
  all.sort(ascending)
  const merged: number[] = []
  for (const n of all) if (n !== self && merged[merged.length - 1] !== n) merged.push(n)
  return merged
}

const numbered = new WeakMap<Board, NumberedBoard>()

/**
 * The numbered form of a compiled board, made on the first ask.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const numberedBoard = (board: Board): NumberedBoard => {
  const known = numbered.get(board)
  if (known !== undefined) return known
  const ids = [...board.ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const numberOf = new Map<string, number>()
  ids.forEach((id, n) => numberOf.set(id, n))
  const land = new Uint8Array(ids.length)
  const routesAt: Array<ReadonlyArray<number> | undefined> = []
  for (let n = 0; n < ids.length; n++) {
    const id = ids[n] ?? ''
    land[n] = board.regions.get(id)?.kind === 'sea' ? 0 : 1
    routesAt.push(board.routesOf.get(id))
  }
  const routes = board.ferryRoutes.map((route) => {
    const ends = new Set<number>()
    for (const id of route) {
      const m = numberOf.get(id)
      if (m !== undefined) ends.add(m)
    }
    return Int32Array.from([...ends].sort(ascending))
  })
  const numbering = { board, ids, numberOf }
  const firstNeighbour = new Int32Array(ids.length + 1)
  const neighbours: number[] = []
  const wide = new Uint8Array(ids.length)
  for (let n = 0; n < ids.length; n++) {
    firstNeighbour[n] = neighbours.length
    const on = routesAt[n]
    if (on !== undefined && routeSize(board, ids[n] ?? '') > PRECOMPUTED_ROUTE_SIZE) {
      wide[n] = 1
      continue
    }
    for (const m of mergedAround(bordersOf(numbering, n), (on ?? []).map((r) => routes[r] ?? new Int32Array()), n)) neighbours.push(m)
  }
  firstNeighbour[ids.length] = neighbours.length
  const made: NumberedBoard = {
    board,
    ids,
    numberOf,
    land,
    firstNeighbour,
    neighbours: Int32Array.from(neighbours),
    wide,
    routesAt,
    routes,
    links: new WeakMap(),
  }
  numbered.set(board, made)
  return made
}

/**
 * The capital links of a towers list: each tower's region and its
 * faction's capital are neighbours (ruling H2 (docs/rulings.md#h2)). Made
 * once per board and towers list.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const towerLinksOf = (numbers: NumberedBoard, towers: ReadonlyArray<HeroesPiece>): TowerLinks => {
  if (towers.length === 0) return null
  const known = numbers.links.get(towers)
  if (known !== undefined) return known
  const extra = new Map<number, Set<number>>()
  const add = (a: number, b: number): void => {
    if (a === b) return
    const set = extra.get(a)
    if (set === undefined) extra.set(a, new Set([b]))
    else set.add(b)
  }
  for (const tower of towers) {
    const capital = numbers.board.capitals.get(tower.faction)
    const at = numbers.numberOf.get(tower.region)
    const from = capital === undefined ? undefined : numbers.numberOf.get(capital)
    if (at === undefined || from === undefined) continue
    add(from, at)
    add(at, from)
  }
  const links: TowerLinks =
    extra.size === 0
      ? null
      : {
          extra: new Map([...extra].map(([n, set]) => [n, Int32Array.from([...set].sort(ascending))] as const)),
          merged: new Map(
            [...extra]
              .filter(([n]) => numbers.wide[n] === 0)
              .map(([n, set]) => [n, Int32Array.from(mergedAround(numbers.neighbours.subarray(numbers.firstNeighbour[n], numbers.firstNeighbour[n + 1]), [[...set]], n))] as const),
          ),
        }
  numbers.links.set(towers, links)
  return links
}
