/**
 * The neighbours of a region on a compiled board, and the neighbour
 * functions the move rules search with: the static one, and the heroes'
 * one with the links a faction's towers give its capital.
 *
 * @since 0.1.0
 * @module
 */
import { isBoard, type Board, type Border } from './board.js'
import { areAdjacent, mergeSorted, PRECOMPUTED_ROUTE_SIZE, routeSize } from './routes.js'
import { routeAware, type Neighbours } from './search.js'
import { NONE } from '../core/list.js'

const EMPTY_SET: ReadonlySet<string> = new Set()

// The searches' own look-up: the board is known to be compiled there, so no check on every step.
const adjacentOf = (board: Board, region: string): ReadonlyArray<string> => board.adjacency.get(region) ?? NONE

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
export const neighbours = (board: Board, region: string): ReadonlyArray<string> => (isBoard(board) ? adjacentOf(board, region) : NONE)

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
  if (!isBoard(board)) return () => NONE
  const next: Neighbours = (region) => adjacentOf(board, region)
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
  if (!isBoard(board)) return () => NONE
  // A list that is not one, or a piece that is not a piece, places no tower.
  for (const tower of typeof towers === 'object' && towers !== null && Symbol.iterator in towers ? towers : NONE) {
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
    if (links === undefined) return adjacentOf(board, region)
    const known = merged.get(region)
    if (known !== undefined) return known
    const list = mergeSorted([adjacentOf(board, region), links], region)
    if (routeSize(board, region) <= PRECOMPUTED_ROUTE_SIZE) merged.set(region, list)
    return list
  }
  return routeAware(next, { board, extra })
}

/** How a neighbour function made here reaches its neighbours: the board's borders and routes, and links of its own. */
