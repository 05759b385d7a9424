/**
 * Judging the candidate armies of move generation quickly, alone and in
 * pairs. A candidate already passed every check its figures, its step and
 * its destination decide (a canonical group of the acting side's figures, an
 * adjacent region open to it, a Leader for a Character die), and another
 * army cannot change those: it moves only figures of the acting side, never
 * the same figures, and never the enemy Army units a destination is checked
 * for. What is left depends on the count of figures in the region an army
 * leaves and the region it enters, so it is judged on counts: the stacking
 * of the regions entered and the Leaders left behind (ruling R3
 * (docs/rulings.md#r3), ruling R7 (docs/rulings.md#r7), ruling R8
 * (docs/rulings.md#r8)), exactly as `judgeDieMove` judges them.
 *
 * @since 0.1.0
 * @module
 */
import { isArmyUnit, stackingLimitOf } from './figures.js'
import type { RegionStock } from './choice.js'
import { figureOf, figuresIn, type Position } from './position.js'
import { readingAtStart } from './census.js'
import { ARMY_UNIT, bitsAt, figureAt, FREE, LEADER, markOf, type Reading } from './reading.js'
import type { Side } from '../../model/ring-state.js'

/**
 * What one army takes out of its region and brings into another, in the
 * counts the other army of a pair can change.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Footprint {
  readonly origin: string
  readonly to: string
  /** Its Army units (all of the acting side). */
  readonly units: number
  /** Its Leaders. */
  readonly leaders: number
  /** The counts of `origin` at the start of the action, read once when the footprint is made. */
  readonly leaving: RegionCounts
  /** The counts of `to` at the start of the action. */
  readonly entering: RegionCounts
}

const unitsMoved = (region: string, army: Footprint): number =>
  (army.to === region ? army.units : 0) - (army.origin === region ? army.units : 0)
const leadersMoved = (region: string, army: Footprint): number =>
  (army.to === region ? army.leaders : 0) - (army.origin === region ? army.leaders : 0)

/**
 * Counts of a region at the start of the action, in the terms of the
 * stacking and Leader checks.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface RegionCounts {
  readonly units: number
  readonly leaders: number
  readonly freeUnits: number
}

/**
 * The counts of a region at the start of the action, read from its figures
 * (by their bits in `numbered`, the reading of a table at the start of the
 * action, when there is one).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const regionCounts = (position: Position, region: string, numbered: Reading | null): RegionCounts => {
  let units = 0
  let leaders = 0
  let freeUnits = 0
  for (const id of figuresIn(position, region)) {
    const bits = bitsIn(position, numbered, id)
    if ((bits & ARMY_UNIT) !== 0) {
      units++
      if ((bits & FREE) !== 0) freeUnits++
    } else if ((bits & LEADER) !== 0) leaders++
  }
  return { units, leaders, freeUnits }
}

/** The reading of a table at the start of the action, whose figures' bits are known by number; `null` else. */
const numberedAtStart = (position: Position): Reading | null => {
  const reading = readingAtStart(position)
  return reading !== null && reading.numbered ? reading : null
}

/** The bits of the figure `id` (reading.ts's, 0 for an unknown id): the reading's where it is `numbered`, else of the figure looked up. */
const bitsIn = (position: Position, numbered: Reading | null, id: string): number => {
  if (numbered !== null) return bitsAt(numbered, figureAt(numbered, id))
  const figure = figureOf(position, id)
  return figure === undefined ? 0 : markOf(figure, position.state.nations)
}

/**
 * The judge of pairs on one position: the counts of each region asked about
 * are read once and kept for the whole enumeration (in `regions`, filled
 * as asked). A record its verbs
 * ({@link footprintOf}, {@link isAlone}, {@link isPairLegal}) read, so that
 * a judge made for each draw makes no function.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface PairJudge {
  readonly position: Position
  readonly side: Side
  readonly limit: number
  readonly atEnd: boolean
  readonly numbered: Reading | null
  readonly regions: Map<string, RegionCounts>
}

/**
 * A {@link PairJudge} for Army die pairs of `side` on a position at the
 * start of its action.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const pairJudge = (position: Position, side: Side): PairJudge => ({
  position,
  side,
  limit: stackingLimitOf(position.state),
  atEnd: position.state.stackingCheck === 'end-of-action',
  // Read once: a caller's state gets a fresh reading each time it is asked for one.
  numbered: numberedAtStart(position),
  regions: new Map(),
})

const countsOf = (judge: PairJudge, region: string): RegionCounts => {
  const known = judge.regions.get(region)
  if (known !== undefined) return known
  const counts = regionCounts(judge.position, region, judge.numbered)
  judge.regions.set(region, counts)
  return counts
}

// What the armies moved so far (one, or two in order) change of a region's Army units and Leaders: brought in less
// taken out. The region is always one of the footprints' own, whose counts they carry: no lookup, no list.
const stacked = (judge: PairJudge, region: string, counts: RegionCounts, first: Footprint, second?: Footprint): boolean =>
  counts.units + unitsMoved(region, first) + (second === undefined ? 0 : unitsMoved(region, second)) <= judge.limit
const guarded = (judge: PairJudge, region: string, counts: RegionCounts, first: Footprint, second?: Footprint): boolean => {
  if (judge.side !== 'free') return true
  const leaders = counts.leaders + leadersMoved(region, first) + (second === undefined ? 0 : leadersMoved(region, second))
  // Every Army unit of a free army is a Free Peoples one, so it guards where it goes and unguards where it leaves.
  const guards = counts.freeUnits + unitsMoved(region, first) + (second === undefined ? 0 : unitsMoved(region, second))
  return leaders === 0 || guards > 0
}

/**
 * The footprint of an army of the acting side, `counts` of each class of `stock`, moving to `to`: counted by class,
 * since a class's figures are all of one kind, where a walk looked each figure up (for each neighbour a draw tries).
 *
 * @internal
 */
export const footprintOf = (judge: PairJudge, stock: RegionStock, counts: ReadonlyArray<number>, to: string): Footprint => {
  let units = 0
  let leaders = 0
  stock.classes.forEach((c, i) => {
    if (isArmyUnit(c.kind)) units += counts[i] ?? 0
    else if (c.kind === 'leader') leaders += counts[i] ?? 0
  })
  const origin = stock.region
  return { origin, to, units, leaders, leaving: countsOf(judge, origin), entering: countsOf(judge, to) }
}

/**
 * Whether an army alone passes the checks that depend on counts.
 *
 * @internal
 */
export const isAlone = (judge: PairJudge, army: Footprint): boolean =>
  stacked(judge, army.to, army.entering, army) && guarded(judge, army.origin, army.leaving, army)

/**
 * Whether the two armies, `first` moving first, pass the checks one can
 * change for the other.
 *
 * @internal
 */
export const isPairLegal = (judge: PairJudge, first: Footprint, second: Footprint): boolean => {
  const stacking = judge.atEnd
    ? stacked(judge, first.to, first.entering, first, second) && stacked(judge, second.to, second.entering, first, second)
    : stacked(judge, first.to, first.entering, first) && stacked(judge, second.to, second.entering, first, second)
  return stacking && guarded(judge, first.origin, first.leaving, first) && guarded(judge, second.origin, second.leaving, first, second)
}
