/**
 * The checks of pairs.ts (the stacking of the regions entered, the Leaders
 * left behind) on numbers, for counting: regions are numbered once per
 * board, and each region's counts are read once per count into arrays.
 * An army is its origin, its destination, its Army units and its Leaders, so
 * judging one allocates nothing.
 *
 * @module
 * @internal
 */
import { stackingLimitOf } from './figures.js'
import { regionCounts } from './pairs.js'
import type { Position } from './position.js'
import { neighbours, type Board } from '../graph.js'
import { PRECOMPUTED_ROUTE_SIZE, routeSize } from '../board/routes.js'
import type { Side } from '../model/ring-state.js'

/** A board's regions as numbers (in the order of `board.ids`), with what an army's step asks of each. @internal */
export interface RegionNumbers {
  readonly ids: ReadonlyArray<string>
  readonly of: ReadonlyMap<string, number>
  /** Whether a region is of land (the only kind an army enters). */
  readonly land: ReadonlyArray<boolean>
  readonly nation: ReadonlyArray<string | undefined>
  /** The neighbours of a region, as numbers. */
  readonly steps: (region: number) => ReadonlyArray<number>
}

// A board is the library's own (compile made it) and never changes: its numbers are made once.
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
  const made = { ids, of, land, nation, steps }
  numbersMemo.set(board, made)
  return made
}

/**
 * The judge of armies on numbers for one count. `tally(region)` must be
 * called for a region before an army leaves or enters it is judged.
 *
 * @internal
 */
export interface CountJudge {
  readonly numbers: RegionNumbers
  /** Reads the counts of a region at the start of the action, once. */
  readonly tally: (region: number) => void
  /** Whether an army alone of `units` Army units keeps the region it enters within the stacking limit. */
  readonly stacks: (to: number, units: number) => boolean
  /** Whether an army alone leaves no Leader unguarded in the region it leaves (for another); with `stacks`, whether it passes alone. */
  readonly guards: (origin: number, units: number, leaders: number) => boolean
  /**
   * Whether two armies from two regions, one entering the region `region`
   * the other leaves (and not entering the one the first leaves), pass
   * together in one order or the other, given that the first passes the
   * guard where it leaves and the second the stacking where it goes alone:
   * with those, nothing else but their Army units and Leaders decides.
   */
  readonly crossing: (region: number, units: number, leaders: number, secondUnits: number, secondLeaders: number) => boolean
  /** Whether two armies, the first moving first, pass the checks one can change for the other. */
  readonly pair: (origin: number, to: number, units: number, leaders: number, secondOrigin: number, secondTo: number, secondUnits: number, secondLeaders: number) => boolean
}

/** What an army brings into a region less what it takes out of it. */
const moved = (region: number, origin: number, to: number, many: number): number => (to === region ? many : 0) - (origin === region ? many : 0)

/** A {@link CountJudge} of the Army die armies of `side` on a position at the start of its action. @internal */
export const countJudge = (board: Board, position: Position, side: Side): CountJudge => {
  const numbers = regionNumbersOf(board)
  const limit = stackingLimitOf(position.state)
  const atEnd = position.state.stackingCheck === 'end-of-action'
  const guarding = side === 'free'
  const size = numbers.ids.length
  // Plain arrays: typed ones cost more to make than a count reads from them.
  const read: boolean[] = new Array<boolean>(size).fill(false)
  const units: number[] = new Array<number>(size).fill(0)
  const leaders: number[] = new Array<number>(size).fill(0)
  const freeUnits: number[] = new Array<number>(size).fill(0)
  const tally = (region: number): void => {
    if (read[region] === true) return
    read[region] = true
    const counts = regionCounts(position, numbers.ids[region] ?? '')
    units[region] = counts.units
    leaders[region] = counts.leaders
    freeUnits[region] = counts.freeUnits
  }
  // ruling R3 (docs/rulings.md#r3), ruling R7 (docs/rulings.md#r7), ruling R8 (docs/rulings.md#r8), as pairs.ts judges them:
  // every Army unit of a free army is a Free Peoples one, so it guards where it goes and unguards where it leaves.
  const guarded = (region: number, leadersThere: number, guards: number): boolean =>
    !guarding || (leaders[region] ?? 0) + leadersThere === 0 || (freeUnits[region] ?? 0) + guards > 0
  return {
    numbers,
    tally,
    // An army never enters the region it leaves (a region is no neighbour of itself).
    stacks: (to, many) => (units[to] ?? 0) + many <= limit,
    guards: (origin, many, led) => guarded(origin, -led, -many),
    // The pair's checks of `pair` with the first's origin and the second's destination apart from everything else.
    crossing: (region, u1, l1, u2, l2) =>
      ((units[region] ?? 0) + u1 - (atEnd ? u2 : 0) <= limit && guarded(region, l1 - l2, u1 - u2)) ||
      ((units[region] ?? 0) + u1 - u2 <= limit && guarded(region, -l2, -u2)),
    pair: (o1, t1, u1, l1, o2, t2, u2, l2) =>
      (units[t1] ?? 0) + moved(t1, o1, t1, u1) + (atEnd ? moved(t1, o2, t2, u2) : 0) <= limit &&
      (units[t2] ?? 0) + moved(t2, o1, t1, u1) + moved(t2, o2, t2, u2) <= limit &&
      guarded(o1, moved(o1, o1, t1, l1), moved(o1, o1, t1, u1)) &&
      guarded(o2, moved(o2, o1, t1, l1) + moved(o2, o2, t2, l2), moved(o2, o1, t1, u1) + moved(o2, o2, t2, u2)),
  }
}
