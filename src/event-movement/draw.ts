/**
 * An event move drawn at random without keeping a list of every move.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { legalMoves } from '../event-movement.js'
import type { Board } from '../graph.js'
import { randomIndex } from '../internal/random-index.js'
import type { Allowance, EventMove, RingState, Side } from '../model/ring-state.js'

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
export type EventDraw = { readonly _tag: 'move'; readonly move: EventMove } | { readonly _tag: 'none' } | { readonly _tag: 'undecided' }

/**
 * An event move of `side` drawn from those {@link legalMoves} yields, each
 * equally likely: a first walk counts them (at most `EVENT_DRAW_LIMIT`), a
 * second walks to the drawn one, so that memory stays bounded by the routes,
 * never by the moves.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const drawEventMove = (board: Board, state: RingState, side: Side, allowance: Allowance, random: () => number): EventDraw => {
  let count = 0
  const moves = legalMoves(board, state, side, allowance)
  for (let next = moves.next(); next.done !== true; next = moves.next()) if (++count > EVENT_DRAW_LIMIT) return { _tag: 'undecided' }
  if (count === 0) return { _tag: 'none' }
  const drawn = randomIndex(random, count)
  let at = 0
  for (const move of legalMoves(board, state, side, allowance)) if (at++ === drawn) return { _tag: 'move', move }
  return { _tag: 'none' }
}
