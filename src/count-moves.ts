/**
 * Counting the moves `legalMoves` yields without listing them. A pair of
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
import { pairMove, type DieAction, type Judged } from './army-legal-moves.js'
import type { PairJudge } from './army-pairs.js'
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

/** The candidates of one stock that share a group (one count per class), with the destinations each may enter alone within the stacking limit. */
interface GroupDestinations {
  readonly counts: ReadonlyArray<number>
  readonly by: Map<string, Judged>
  readonly stacking: ReadonlyArray<string>
}

/**
 * The legal pairs of two armies from one region. Their destinations differ
 * (ruling R12) and neither is the region they leave, so each army's
 * stacking is its own, and what they leave behind (the Leaders' guard) does
 * not depend on where they go: for two groups that fit together, the pairs
 * are every two different destinations each may enter within the limit, all
 * legal or all not, which one of them shows.
 */
const sameRegionPairs = (side: Side, pairs: PairJudge, stock: ReadonlyArray<Judged>): number => {
  const groups = new Map<string, GroupDestinations>()
  for (const candidate of stock) {
    const key = candidate.counts.join(',')
    let group = groups.get(key)
    if (group === undefined) {
      group = { counts: candidate.counts, by: new Map(), stacking: [] }
      groups.set(key, group)
    }
    group.by.set(candidate.to, candidate)
    if (pairs.stacks(candidate.footprint)) (group.stacking as string[]).push(candidate.to)
  }
  const list = [...groups.values()]
  let count = 0
  for (let i = 0; i < list.length; i++) {
    const first = list[i]
    if (first === undefined || first.stacking.length === 0) continue
    for (let j = i; j < list.length; j++) {
      const second = list[j]
      if (second === undefined || second.stacking.length === 0) continue
      // Any two different destinations show the verdict of all: the first of one group, and one of the other's apart from it.
      let one = first.stacking[0] ?? ''
      let other = second.stacking.find((to) => to !== one)
      if (other === undefined) {
        other = second.stacking[0] ?? ''
        const found = first.stacking.find((to) => to !== other)
        if (found === undefined) continue
        one = found
      }
      const witness = [first.by.get(one), second.by.get(other)] as const
      if (witness[0] === undefined || witness[1] === undefined || pairMove(side, pairs, witness[0], witness[1]) === null) continue
      if (i === j) count += (first.stacking.length * (first.stacking.length - 1)) / 2
      else {
        let shared = 0
        for (const to of second.stacking) if (first.by.has(to) && first.stacking.includes(to)) shared++
        count += first.stacking.length * second.stacking.length - shared
      }
    }
  }
  return count
}

/** Candidates of one footprint: from different regions, a pair's verdict depends on nothing else. */
interface FootprintClass {
  readonly footprint: Judged['footprint']
  readonly alone: boolean
  many: number
}

/**
 * How many moves `army.legalMoves` yields for a die: the single armies legal
 * alone, the legal pairs (Army die) counted as the module says, and the
 * attacks. Pairs from one region are counted group by group
 * ({@link sameRegionPairs}); pairs from two regions that share one are
 * judged once per two footprints (origin, destination, Army units,
 * Leaders), since their verdict depends on nothing else.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const countDieMoves = (board: Board, position: Position, side: Side, action: DieAction): number => {
  const { space, candidates } = dieCandidates(board, position, side, action)
  let alone = 0
  for (const candidate of candidates) if (candidate.alone) alone++
  if (action !== 'army-die') return alone + space.attacks.length
  let pairs = (alone * (alone - 1)) / 2
  const byStock = new Map<Judged['stock'], Judged[]>()
  const classes = new Map<string, FootprintClass>()
  for (const candidate of candidates) {
    const stock = byStock.get(candidate.stock)
    if (stock === undefined) byStock.set(candidate.stock, [candidate])
    else stock.push(candidate)
    const { footprint } = candidate
    const key = `${footprint.origin}\u0000${footprint.to}\u0000${footprint.units}\u0000${footprint.leaders}`
    const known = classes.get(key)
    if (known === undefined) classes.set(key, { footprint, alone: candidate.alone, many: 1 })
    else known.many++
  }
  for (const stock of byStock.values()) {
    let here = 0
    for (const candidate of stock) if (candidate.alone) here++
    pairs += sameRegionPairs(side, space.pairs, stock) - (here * (here - 1)) / 2
  }
  const list = [...classes.values()]
  touchingPairs(
    list.length,
    (i) => list[i]?.footprint.origin ?? '',
    (i) => list[i]?.footprint.to ?? '',
    (i, j) => {
      const first = list[i]
      const second = list[j]
      if (first === undefined || second === undefined || first.footprint.origin === second.footprint.origin) return
      const ways = first.many * second.many
      if (first.alone && second.alone) pairs -= ways
      if (space.pairs.legal(first.footprint, second.footprint) || space.pairs.legal(second.footprint, first.footprint)) pairs += ways
    },
  )
  return alone + pairs + space.attacks.length
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
