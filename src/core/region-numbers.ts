/**
 * A compiled board's regions as numbers, in the order of `board.ids`, with
 * what an army's step asks of each, kept here once made: a board is the
 * library's own (compile made it) and never changes. The counts number
 * regions with it, and so does the event reach.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { neighbours, type Board } from '../board/graph.js'
import { PRECOMPUTED_ROUTE_SIZE, routeSize } from '../board/routes.js'

/** A board's regions as numbers (in the order of `board.ids`), with what an army's step asks of each. @internal */
export interface RegionNumbers {
  readonly ids: ReadonlyArray<string>
  readonly of: ReadonlyMap<string, number>
  /** Whether a region is of land (the only kind an army enters). */
  readonly land: ReadonlyArray<boolean>
  readonly nation: ReadonlyArray<string | undefined>
  /** The neighbours of a region, as numbers. */
  readonly steps: (region: number) => ReadonlyArray<number>
  /** A 0 for each region: a list of counts by region starts as its copy, which costs less than filling a new one. */
  readonly zeros: ReadonlyArray<number>
}

const numbersMemo = new WeakMap<Board, RegionNumbers>()

/** The numbers of a board's regions. @internal */
export const regionNumbersOf = (board: Board): RegionNumbers => {
  const known = numbersMemo.get(board)
  if (known !== undefined) return known
  const ids = board.ids
  const of = new Map<string, number>()
  const land: boolean[] = []
  const nation: Array<string | undefined> = []
  ids.forEach((id, number) => {
    const region = board.regions.get(id)
    of.set(id, number)
    land.push(region?.kind === 'land')
    nation.push(region?.nation)
  })
  // Kept as the board keeps its lists of neighbours: not for an endpoint of long ferry routes, whose list is long.
  const kept: Array<ReadonlyArray<number> | undefined> = []
  const steps = (region: number): ReadonlyArray<number> => {
    const known = kept[region]
    if (known !== undefined) return known
    const id = ids[region] ?? ''
    const list = neighbours(board, id).map((next) => of.get(next) ?? 0)
    if (routeSize(board, id) <= PRECOMPUTED_ROUTE_SIZE) kept[region] = list
    return list
  }
  const made = { ids, of, land, nation, steps, zeros: ids.map(() => 0) }
  numbersMemo.set(board, made)
  return made
}

