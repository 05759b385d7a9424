/**
 * An event move drawn at random without listing every move: the routes are
 * listed, a combination of them (one route, or up to the allowance's armies)
 * is drawn, every combination equally likely, and kept when it is a legal
 * move. Each legal move is one combination, so every one is equally likely.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { positionOf } from '../army/position.js'
import { routeList } from '../count-moves.js'
import { combinationMove, legalMoves } from './legal.js'
import type { Route } from './routes.js'
import type { Board } from '../../board/graph.js'
import { randomIndex } from '../../core/random-index.js'
import type { Allowance, EventMove, RingState, Side } from '../../model/ring-state.js'

/** The most event moves a draw counts: past it the draw gives up rather than walk millions of moves. */
const EVENT_DRAW_LIMIT = 200_000

/**
 * How an event draw ends: a move, `none` when there is no legal move, or
 * `undecided` when there are more than the draw counts.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type EventDraw = EventMove | 'none' | 'undecided'

/** Combinations drawn before walking the moves instead. */
const DRAWS = 256

/** How many ways to choose `k` of `n`, as a float (exact while below 2^53). */
const choose = (n: number, k: number): number => {
  let ways = 1
  for (let i = 0; i < k; i++) ways = (ways * (n - i)) / (i + 1)
  return ways
}

/** `size` distinct numbers below `n`, every set equally likely (Floyd's sampling), in increasing order. */
const sample = (n: number, size: number, random: () => number): ReadonlyArray<number> => {
  const picked = new Set<number>()
  for (let j = n - size; j < n; j++) {
    const t = randomIndex(random, j + 1)
    picked.add(picked.has(t) ? j : t)
  }
  return [...picked].sort((a, b) => a - b)
}

/**
 * An event move of `side` drawn from those {@link legalMoves} yields, each
 * equally likely: combinations of routes are drawn (each combination of one
 * up to the allowance's armies equally likely) and the first legal one kept;
 * when every draw fails, a first walk counts the moves (at most
 * `EVENT_DRAW_LIMIT`) and a second walks to the drawn one, so that memory
 * stays bounded by the routes, never by the moves.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const drawEventMove = (board: Board, state: RingState, side: Side, allowance: Allowance, random: () => number): EventDraw => {
  const position = positionOf(state)
  const list = routeList(board, position, side, allowance)
  const most = Math.min(allowance.armies, list.length)
  const ways: number[] = []
  let total = 0
  for (let size = 1; size <= most; size++) {
    ways.push(choose(list.length, size))
    total += ways[size - 1] as number
  }
  for (let tried = 0; tried < DRAWS && total > 0; tried++) {
    let at = random() * total
    let size = 1
    while (size < most && at >= (ways[size - 1] as number)) at -= ways[size++ - 1] as number
    const chosen: Route[] = []
    for (const number of sample(list.length, size, random)) {
      const route = list[number]
      if (route !== undefined) chosen.push(route)
    }
    const move = combinationMove(board, position, side, allowance, chosen)
    if (move !== null) return move
  }
  let count = 0
  const moves = legalMoves(board, state, side, allowance)
  for (let next = moves.next(); next.done !== true; next = moves.next()) if (++count > EVENT_DRAW_LIMIT) return 'undecided'
  if (count === 0) return 'none'
  const drawn = randomIndex(random, count)
  let at = 0
  for (const move of legalMoves(board, state, side, allowance)) if (at++ === drawn) return move
  return 'none'
}
