/**
 * A compiled board numbered for the searches: regions by their rank in id
 * order, so that a list of numbers in ascending order is a list of ids in id
 * order (the order that picks the smallest shortest path), every region's
 * neighbours as one packed array, ferry routes as sorted number lists, and
 * the seas. Made here; kept once per compiled board by the core
 * (core/board-numbers.ts), the only layer that keeps anything.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from './board.js'
import { byString } from '../core/list.js'
import { mergeSorted, PRECOMPUTED_ROUTE_SIZE, routeSize } from './routes.js'

/**
 * A board as the searches read it.
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
  /** 1 for a desert, where every army halts. */
  readonly desert: Uint8Array
  /** The faction whose capital each region is, by number; `undefined` for every other region. */
  readonly capitalOf: ReadonlyArray<string | undefined>
  /**
   * Every neighbour of region `r` an army may enter (no sea), borders and
   * ferry routes: `neighbours[firstNeighbour[r]]` up to
   * `neighbours[firstNeighbour[r + 1]]`, ascending; left empty for a region
   * on routes of more than `PRECOMPUTED_ROUTE_SIZE` endpoints (`wide`),
   * whose neighbours are merged as the search goes.
   */
  readonly firstNeighbour: Int32Array
  readonly neighbours: Int32Array
  readonly wide: Uint8Array
  /** The ferry routes region `r` is an endpoint of (indexes into `routes`), or `undefined`. */
  readonly routesAt: ReadonlyArray<ReadonlyArray<number> | undefined>
  /** Each ferry route's endpoints, once each, ascending. */
  readonly routes: ReadonlyArray<Int32Array>
}

/**
 * Neighbours some regions gain beyond the board's own (the links a capital
 * and its faction's towers give each other): by region number, ascending;
 * `null` when nothing is linked.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export type Links = {
  /** The regions each linked region gains. */
  readonly extra: ReadonlyMap<number, ReadonlySet<number>>
  /** The board's `firstNeighbour` and `neighbours` with the regions gained merged in, for every region not `wide`. */
  readonly firstNeighbour: Int32Array
  readonly neighbours: Int32Array
} | null

/** Region numbers in ascending order, which is the order of their ids. @internal */
export const ascending = (a: number, b: number): number => a - b

/**
 * The plain borders of region number `n`, as numbers.
 *
 * @since 0.2.0
 * @category queries
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

/**
 * The numbered form of a compiled board (worked out on every call: the
 * core keeps one per board).
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const numberBoard = (board: Board): NumberedBoard => {
  const ids = [...board.ids].sort(byString)
  const numberOf = new Map<string, number>()
  ids.forEach((id, n) => numberOf.set(id, n))
  const land = new Uint8Array(ids.length)
  const desert = new Uint8Array(ids.length)
  const capitalOf: Array<string | undefined> = []
  const routesAt: Array<ReadonlyArray<number> | undefined> = []
  for (let n = 0; n < ids.length; n++) {
    const id = ids[n] as string
    const region = board.regions.get(id)
    land[n] = region?.kind === 'sea' ? 0 : 1
    desert[n] = region?.terrain?.toLowerCase() === 'desert' ? 1 : 0
    capitalOf.push(region?.kind === 'capital' ? region.faction : undefined)
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
    if (on !== undefined && routeSize(board, ids[n] as string) > PRECOMPUTED_ROUTE_SIZE) {
      wide[n] = 1
      continue
    }
    for (const m of mergeSorted([bordersOf(numbering, n), ...(on ?? []).map((r) => routes[r] ?? new Int32Array())], n, ascending)) if (land[m] !== 0) neighbours.push(m)
  }
  firstNeighbour[ids.length] = neighbours.length
  return { board, ids, numberOf, land, desert, capitalOf, firstNeighbour, neighbours: Int32Array.from(neighbours), wide, routesAt, routes }
}

/**
 * The links of a towers list: each tower's region and its faction's capital
 * are neighbours, for every army; towers are not linked to each other
 * (ruling H2 (docs/rulings.md#h2), what `towerNeighbours` gives the graph
 * API). Worked out on every call: the core keeps one per board and
 * towers list.
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const linkTowers = (numbers: NumberedBoard, towers: ReadonlyArray<{ readonly faction: string; readonly region: string }>): Links => {
  if (towers.length === 0) return null
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
  if (extra.size === 0) return null
  const { ids, land, wide } = numbers
  const firstNeighbour = new Int32Array(ids.length + 1)
  const neighbours: number[] = []
  for (let n = 0; n < ids.length; n++) {
    firstNeighbour[n] = neighbours.length
    const own = numbers.neighbours.subarray(numbers.firstNeighbour[n], numbers.firstNeighbour[n + 1])
    const gained = extra.get(n)
    if (gained === undefined || wide[n] !== 0) for (const m of own) neighbours.push(m)
    else for (const m of mergeSorted([own, gained], n, ascending)) if (land[m] !== 0) neighbours.push(m)
  }
  firstNeighbour[ids.length] = neighbours.length
  return {
    extra,
    firstNeighbour,
    neighbours: Int32Array.from(neighbours),
  }
}
