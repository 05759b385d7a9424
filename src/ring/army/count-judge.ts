/**
 * The checks of pairs.ts (the stacking of the regions entered, the Leaders
 * left behind) on numbers, for counting: regions are numbered once per
 * board, and each region's counts are read (count-reading.ts) into arrays.
 * An army is its origin, its destination, its Army units and its Leaders, so
 * judging one allocates nothing.
 *
 * @module
 * @internal
 */
import { stackingLimitOf } from './figures.js'
import type { RegionTotals } from './count-reading.js'
import type { RegionNumbers } from '../../core/region-numbers.js'
import type { RingState, Side } from '../../model/ring-state.js'

/**
 * The judge of armies on numbers for one count, over the counts of each
 * region at the start of the action.
 *
 * @internal
 */
export interface CountJudge {
  readonly numbers: RegionNumbers
  /** Whether an army alone of `units` Army units keeps the region it enters within the stacking limit. */
  readonly stacks: (to: number, units: number) => boolean
  /** The most Army units an army alone may bring into a region within the stacking limit (`stacks` is `units <= room(to)`). */
  readonly room: (to: number) => number
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

/** A {@link CountJudge} of the Army die armies of `side` on a position at the start of its action, of region counts `totals`. @internal */
export const countJudge = (numbers: RegionNumbers, totals: RegionTotals, state: RingState, side: Side): CountJudge => {
  const limit = stackingLimitOf(state)
  const atEnd = state.stackingCheck === 'end-of-action'
  const guarding = side === 'free'
  const { units, leaders, freeUnits } = totals
  // ruling R3 (docs/rulings.md#r3), ruling R7 (docs/rulings.md#r7), ruling R8 (docs/rulings.md#r8), as pairs.ts judges them:
  // every Army unit of a free army is a Free Peoples one, so it guards where it goes and unguards where it leaves.
  const guarded = (region: number, leadersThere: number, guards: number): boolean =>
    !guarding || (leaders[region] as number) + leadersThere === 0 || (freeUnits[region] as number) + guards > 0
  return {
    numbers,
    // An army never enters the region it leaves (a region is no neighbour of itself).
    stacks: (to, many) => (units[to] as number) + many <= limit,
    room: (to) => limit - (units[to] as number),
    guards: (origin, many, led) => guarded(origin, -led, -many),
    // The pair's checks of `pair` with the first's origin and the second's destination apart from everything else.
    crossing: (region, u1, l1, u2, l2) =>
      ((units[region] as number) + u1 - (atEnd ? u2 : 0) <= limit && guarded(region, l1 - l2, u1 - u2)) ||
      ((units[region] as number) + u1 - u2 <= limit && guarded(region, -l2, -u2)),
    pair: (o1, t1, u1, l1, o2, t2, u2, l2) =>
      (units[t1] as number) + moved(t1, o1, t1, u1) + (atEnd ? moved(t1, o2, t2, u2) : 0) <= limit &&
      (units[t2] as number) + moved(t2, o1, t1, u1) + moved(t2, o2, t2, u2) <= limit &&
      guarded(o1, moved(o1, o1, t1, l1), moved(o1, o1, t1, u1)) &&
      guarded(o2, moved(o2, o1, t1, l1) + moved(o2, o2, t2, l2), moved(o2, o1, t1, u1) + moved(o2, o2, t2, u2)),
  }
}
