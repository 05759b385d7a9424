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
import { figureOf, type Position } from './army/position.js'
import { isArmyUnit } from './army/figures.js'
import { judgeEventMove } from './event-movement/judge.js'
import { combinationMove, legalMoves as eventMoves } from './event-movement/legal.js'
import { routes, type Route } from './event-movement/routes.js'
import type { Board } from '../board/graph.js'
import type { Allowance, Side } from '../model/ring-state.js'

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
 * The routes of an allowance, in the order `eventMovement.legalMoves` numbers them.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const routeList = (board: Board, position: Position, side: Side, allowance: Allowance): ReadonlyArray<Route> => [...routes(board, position, side, allowance)]

/** The region a route ends in. @internal */
export const endOfRoute = (route: Route): string => route.path[route.path.length - 1] ?? route.stock.region

/** Two routes, one of each list, that end apart, or `null`. */
const pairApart = (first: ReadonlyArray<Route>, second: ReadonlyArray<Route>): readonly [Route, Route] | null => {
  for (const one of first) for (const other of second) if (endOfRoute(one) !== endOfRoute(other)) return [one, other]
  return null
}

/**
 * How many moves `eventMovement.legalMoves` yields for an allowance: the
 * routes legal alone, and for two armies the legal pairs counted as the
 * module says, those from one region judged one by one, those from two
 * regions once per two footprints; for three armies or more, the
 * combinations are walked.
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
  // From one region, two routes end apart (or combine refuses them) and neither ends where they start, so each one's
  // stacking is its own, and what they leave behind depends on their groups alone: for two groups that fit together,
  // every two routes that stack and end apart are legal together or none is, which one of them shows.
  const byOrigin = new Map<string, Map<string, { readonly stacking: Route[]; readonly ends: Map<string, number>; alone: number }>>()
  // From two regions, a pair's verdict depends only on the footprints: one pair of routes judged per two footprints.
  const classes = new Map<string, { readonly route: Route; readonly alone: boolean; readonly origin: string; readonly end: string; many: number }>()
  let singles = 0
  for (const route of routeList(board, position, side, allowance)) {
    const { violations } = judgeEventMove(board, position, { type: 'event-move', side, allowance, moves: [{ figures: route.figures, path: route.path }] })
    const alone = violations.length === 0
    if (alone) singles++
    // Alone, a route either passes, or fails only on what another army can change (the stacking where it ends, the
    // Leaders it leaves), or fails on its own (its path, its group), and then no pair holds it either.
    if (allowance.armies < 2 || !violations.every((v) => v.code === 'STACKING_LIMIT' || v.code === 'LEADER_ALONE')) continue
    const origin = route.stock.region
    const end = endOfRoute(route)
    let units = 0
    let leaders = 0
    for (const id of route.figures) {
      const kind = figureOf(position, id)?.kind
      if (kind === 'leader') leaders++
      else if (kind !== undefined && isArmyUnit(kind)) units++
    }
    const key = `${origin}\u0000${end}\u0000${units}\u0000${leaders}`
    const known = classes.get(key)
    if (known === undefined) classes.set(key, { route, alone, origin, end, many: 1 })
    else known.many++
    if (violations.some((v) => v.code === 'STACKING_LIMIT')) continue
    let groups = byOrigin.get(origin)
    if (groups === undefined) {
      groups = new Map()
      byOrigin.set(origin, groups)
    }
    const counts = route.counts.join(',')
    let group = groups.get(counts)
    if (group === undefined) {
      group = { stacking: [], ends: new Map(), alone: 0 }
      groups.set(counts, group)
    }
    group.stacking.push(route)
    group.ends.set(end, (group.ends.get(end) ?? 0) + 1)
    if (alone) group.alone++
  }
  if (allowance.armies < 2) return allowance.armies < 1 ? 0 : singles
  let pairs = (singles * (singles - 1)) / 2
  for (const groups of byOrigin.values()) {
    const found = [...groups.values()]
    let aloneHere = 0
    for (const group of found) aloneHere += group.alone
    pairs -= (aloneHere * (aloneHere - 1)) / 2
    for (let a = 0; a < found.length; a++) {
      for (let b = a; b < found.length; b++) {
        const first = found[a]
        const second = found[b]
        if (first === undefined || second === undefined) continue
        const witness = pairApart(first.stacking, second.stacking)
        if (witness === null || combinationMove(board, position, side, allowance, witness) === null) continue
        let sameEnd = 0
        for (const [end, n] of first.ends) sameEnd += n * (second.ends.get(end) ?? 0)
        const ways = first.stacking.length * second.stacking.length - sameEnd
        pairs += a === b ? ways / 2 : ways
      }
    }
  }
  const kinds = [...classes.values()]
  touchingPairs(
    kinds.length,
    (i) => (kinds[i] as (typeof kinds)[number]).origin,
    (i) => (kinds[i] as (typeof kinds)[number]).end,
    (i, j) => {
      const first = kinds[i]
      const second = kinds[j]
      // Pairs from one region are counted above.
      if (first === undefined || second === undefined || first.origin === second.origin) return
      const ways = first.many * second.many
      if (first.alone && second.alone) pairs -= ways
      if (combinationMove(board, position, side, allowance, [first.route, second.route]) !== null) pairs += ways
    },
  )
  return singles + pairs
}
