/**
 * The single-army routes of an event card: every canonical group of the
 * acting side with every path that leads to a different position, the
 * pieces `eventMovement.legalMoves`, `randomMove` and `countMoves` combine.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { groupCounts, pickFigures, stocksOf, type RegionStock } from '../army/choice.js'
import { judgeEntry, judgeGroup, type Group } from '../army/group.js'
import { settlementController, type Position } from '../army/position.js'
import { stackingLimitOf } from '../army/figures.js'
import { neighbours, reachable, staticNeighbours, type Board } from '../../board/graph.js'
import type { Allowance, Side } from '../../model/ring-state.js'
import { byString } from '../../core/list.js'

/**
 * One army's route as the listing and the draw of event moves number them:
 * a canonical group of a region's figures and one distinct path.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface Route {
  readonly stock: RegionStock
  readonly counts: ReadonlyArray<number>
  readonly figures: ReadonlyArray<string>
  readonly path: ReadonlyArray<string>
}

/** Whether a group may enter a region (no enemy Army, a nation it may enter, land), asked once per region. */
const entryGate = (board: Board, position: Position, side: Side, group: Group): ((region: string) => boolean) => {
  const open = new Map<string, boolean>()
  return (region) => {
    const known = open.get(region)
    if (known !== undefined) return known
    const fine = judgeEntry(board, position, side, group, region, 0).length === 0
    open.set(region, fine)
    return fine
  }
}

/** Where a group may go: the regions it may enter, by the search of graph.ts, at most `steps` steps. @internal */
export const search = (board: Board, position: Position, side: Side, group: Group, origin: string, steps: number) =>
  reachable(staticNeighbours(board), origin, steps, entryGate(board, position, side, group))

/**
 * The paths of one group that lead to different positions: one per
 * destination and set of settlements captured on the way, the shortest and
 * then the smallest in id order (ruling R12 (docs/rulings.md#r12)). Two
 * routes to one region that capture different settlements are different
 * moves, so both are kept.
 */
const distinctPaths = (
  board: Board,
  position: Position,
  side: Side,
  group: Group,
  origin: string,
  steps: number,
): ReadonlyArray<ReadonlyArray<string>> => {
  const { nations, control = {} } = position.state
  const canEnter = entryGate(board, position, side, group)
  const captures = (region: string): boolean => {
    const controller = settlementController(board, nations, control, region)
    return controller !== undefined && controller !== side
  }
  interface Walk {
    readonly region: string
    readonly captured: ReadonlyArray<string>
    readonly path: ReadonlyArray<string>
  }
  const seen = new Set<string>([origin])
  const found: Array<ReadonlyArray<string>> = []
  let frontier: ReadonlyArray<Walk> = [{ region: origin, captured: [], path: [] }]
  for (let step = 1; step <= steps && frontier.length > 0; step++) {
    const next: Walk[] = []
    for (const walk of frontier) {
      for (const region of neighbours(board, walk.region)) {
        if (!canEnter(region)) continue
        const captured = captures(region) && !walk.captured.includes(region) ? [...walk.captured, region].sort() : walk.captured
        const key = [region, ...captured].join('\u0000')
        if (seen.has(key)) continue
        seen.add(key)
        const path = [...walk.path, region]
        next.push({ region, captured, path })
        if (region !== origin) found.push(path)
      }
    }
    frontier = next
  }
  const last = (path: ReadonlyArray<string>): string => path[path.length - 1] ?? ''
  // Stable: within a destination, the order of discovery (shorter, then smaller in id order) stays.
  return [...found].sort((x, y) => byString(last(x), last(y)))
}

/**
 * Every route of `side` under an allowance, in the order {@link legalMoves} numbers them.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export function* routes(board: Board, position: Position, side: Side, allowance: Allowance): Generator<Route> {
  // ruling R7 (docs/rulings.md#r7): a group of more Army units than the limit ends above it wherever it goes: no route.
  const limit = stackingLimitOf(position.state)
  for (const stock of stocksOf(position, side)) {
    // A group's paths depend only on its origin and on the nations of its Army units not At War: found once per such set.
    const pathsOf = new Map<string, ReadonlyArray<ReadonlyArray<string>>>()
    for (const counts of groupCounts(stock, limit)) {
      const figures = pickFigures(stock, counts)
      const { group } = judgeGroup(position, side, figures, 0)
      const key = group.notAtWar.join('\u0000')
      let paths = pathsOf.get(key)
      if (paths === undefined) {
        paths = distinctPaths(board, position, side, group, stock.region, allowance.regions)
        pathsOf.set(key, paths)
      }
      for (const path of paths) yield { stock, counts, figures, path }
    }
  }
}

