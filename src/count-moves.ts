/**
 * Counting the moves `legalMoves` yields without listing them (a die's in
 * count-die-moves.ts, an allowance's here). A pair of
 * armies that touch no region in common (neither leaves nor ends where the
 * other leaves or ends) is judged in the pair exactly as each is alone, so
 * such pairs are counted, not judged: every pair of armies legal alone, less
 * the pairs of them that touch, plus the pairs that touch and are legal
 * together. Only the touching pairs, found through the regions they share,
 * are judged one by one.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { drawSpace, type DrawSpace } from './army-draw.js'
import type { DieAction, Judged } from './army-legal-moves.js'
import type { Position } from './army-position.js'
import { combinationMove, legalMoves as eventMoves, routes, type Route } from './event-movement.js'
import type { Board } from './graph.js'
import type { Allowance, Side } from './ring-state.js'

/**
 * Calls `visit(i, j)` once for every `i < j` whose items share a region:
 * the one left or the one ended in by either. The work is bounded by the
 * items that share each region, never by every pair.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const touchingPairs = (
  count: number,
  originOf: (item: number) => string,
  endOf: (item: number) => string,
  visit: (first: number, second: number) => void,
): void => {
  const byRegion = new Map<string, number[]>()
  const file = (region: string, item: number): void => {
    const known = byRegion.get(region)
    if (known === undefined) byRegion.set(region, [item])
    // An item that leaves and ends in one region is filed there once.
    else if (known[known.length - 1] !== item) known.push(item)
  }
  for (let item = 0; item < count; item++) {
    file(originOf(item), item)
    file(endOf(item), item)
  }
  // Stamped with the first item of the pair being visited: a second item met through both regions is visited once.
  const stamp = new Int32Array(count).fill(-1)
  for (let first = 0; first < count; first++) {
    for (const region of [originOf(first), endOf(first)]) {
      for (const second of byRegion.get(region) ?? []) {
        if (second <= first || stamp[second] === first) continue
        stamp[second] = first
        visit(first, second)
      }
    }
  }
}

/**
 * The draw space of a die action and its candidates, in the order
 * `army.legalMoves` walks them.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const dieCandidates = (board: Board, position: Position, side: Side, action: DieAction): { readonly space: DrawSpace; readonly candidates: ReadonlyArray<Judged> } => {
  const space = drawSpace(board, position, side, action)
  const candidates: Judged[] = []
  for (let number = 0; number < space.size; number++) {
    const candidate = space.candidate(number)
    if (candidate !== null) candidates.push(candidate)
  }
  return { space, candidates }
}

/**
 * The routes of an allowance, in the order `eventMovement.legalMoves` numbers them.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const routeList = (board: Board, position: Position, side: Side, allowance: Allowance): ReadonlyArray<Route> => [...routes(board, position, side, allowance)]

/** The region a route ends in. @internal */
export const endOfRoute = (route: Route): string => route.path[route.path.length - 1] ?? route.stock.region

/**
 * How many moves `eventMovement.legalMoves` yields for an allowance: the
 * routes legal alone, and for two armies the legal pairs counted as the
 * module says; for three armies or more, the combinations are walked.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const countEventMoves = (board: Board, position: Position, side: Side, allowance: Allowance): number => {
  if (allowance.armies > 2) {
    let count = 0
    const moves = eventMoves(board, position.state, side, allowance)
    for (let next = moves.next(); next.done !== true; next = moves.next()) count++
    return count
  }
  const list = routeList(board, position, side, allowance)
  const alone = list.map((route) => combinationMove(board, position, side, allowance, [route]) !== null)
  let singles = 0
  for (const legal of alone) if (legal) singles++
  if (allowance.armies < 2) return allowance.armies < 1 ? 0 : singles
  let pairs = (singles * (singles - 1)) / 2
  touchingPairs(
    list.length,
    (i) => list[i]?.stock.region ?? '',
    (i) => {
      const route = list[i]
      return route === undefined ? '' : endOfRoute(route)
    },
    (i, j) => {
      const first = list[i]
      const second = list[j]
      if (first === undefined || second === undefined) return
      if (alone[i] === true && alone[j] === true) pairs--
      if (combinationMove(board, position, side, allowance, [first, second]) !== null) pairs++
    },
  )
  return singles + pairs
}
