/**
 * The judgements every army move gets against the position in progress: the
 * moving group itself (known, listed once, owned, not moved yet, together,
 * an Army), each step, each region entered, the stacking limit and the
 * Leaders left behind.
 *
 * @since 0.1.0
 * @module
 */
import { isArmyUnit, sideWith, stackingLimitOf, type Group } from './figures.js'
import { figureOf, moveFigures, regionOf, type Position } from './position.js'
import type { Board } from '../../board/graph.js'
import type { Side } from '../../model/ring-state.js'
import { ownValue } from '../../core/own-record.js'
import { type Violation } from '../../model/violation.js'
import { idWords } from '../../words/ring.js'
import { entryFaults } from './entry.js'
import { armyOf, censusOf, enemyUnitsIn, tallyOf, type Tally } from './census.js'
import { armyFault, holdsBack, leaderAloneFault, leaderFault, ownerFault, stackingFault, stepFault, type Fault } from './rulings.js'
import { NONE } from '../../core/list.js'

export type { Group } from './figures.js'

/**
 * A group and the violations of its figures, as {@link judgeGroup} finds them.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface JudgedGroup {
  readonly group: Group
  readonly violations: ReadonlyArray<Violation>
}

/**
 * Reads one moving group against the action so far and judges its figures:
 * each is known, listed once, of the acting side (ruling R2) and not moved
 * yet in this action (ruling R3); all start in one region; and there is an
 * Army unit among them (ruling R14). Every violation is appended to `into`
 * (it mutates `into`), without words.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const readGroup = (position: Position, side: Side, figures: ReadonlyArray<string>, army: number, into: Fault[]): Group => {
  const { nations } = position.state
  if (figures.length === 0) into.push({ code: 'EMPTY_ARMY', message: '', army })
  // A Set, not list look-ups, for a long list: a group may list 100,000 figures, or 40,000 unknown ids twice. A group
  // of a few figures builds none.
  const listed = figures.length > FEW ? new Set<string>() : null
  const known: string[] = []
  let twice: Set<string> | null = null
  let origin: string | null = null
  let regionSet: Set<string> | null = null
  // Bounded by the nations of the game, not by the figures: a list is enough.
  let notAtWar = null as string[] | null
  let isArmy = false
  let led = false
  let arriving = 0
  let leaders = 0
  const moved = position.moved.size > 0
  for (let at = 0; at < figures.length; at++) {
    const id = figures[at] as string
    if (listed === null ? figures.indexOf(id) !== at : listed.has(id)) {
      twice ??= new Set<string>()
      if (!twice.has(id)) into.push({ code: 'DUPLICATE_ID', message: '', id, army })
      twice.add(id)
      continue
    }
    listed?.add(id)
    const figure = figureOf(position, id)
    if (figure === undefined) {
      into.push({ code: 'UNKNOWN_ID', message: '', id, entity: 'figure', army })
      continue
    }
    known.push(id)
    const entry = figure.nation === undefined ? undefined : ownValue(nations, figure.nation)
    const owned = ownerFault(sideWith(entry, figure), figure.nation, id, side, army)
    if (owned !== null) into.push(owned)
    if (moved && position.moved.has(id)) into.push({ code: 'MOVED_TWICE', message: '', id, army })
    const region = moved ? (regionOf(position, id) ?? figure.region) : figure.region
    if (origin === null) origin = region
    else if (region !== origin) (regionSet ??= new Set([origin])).add(region)
    if (isArmyUnit(figure.kind)) {
      isArmy = true
      if (owned === null) arriving++
      // ruling R9 (docs/rulings.md#r9): only the Army units of a nation not At War hold the army back; its Leaders and Characters do not.
      if (holdsBack(figure.kind, entry) && notAtWar?.includes(figure.nation as string) !== true)
        (notAtWar ??= []).push(figure.nation as string)
    } else {
      led = true
      if (figure.kind === 'leader') leaders++
    }
  }
  if (regionSet !== null) {
    into.push({ code: 'NOT_TOGETHER', message: '', regions: [...regionSet].sort(), army })
    origin = null
  }
  // ruling R14 (docs/rulings.md#r14): a list of unknown ids is not also called NOT_AN_ARMY.
  const notAnArmy = armyFault(known.length, isArmy, figures, army)
  if (notAnArmy !== null) into.push(notAnArmy)
  return { figures, known, origin, isArmy, notAtWar: notAtWar === null ? NONE : notAtWar.sort(), led, arriving, leaders }
}

// Past this many figures, the question looks duplicates up in a Set rather than in the list.
const FEW = 16

/**
 * Judges the figures of one moving group against the action so far, as
 * {@link readGroup} judges them, each violation worded in ids. `army` is
 * the index the violations carry.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeGroup = (position: Position, side: Side, figures: ReadonlyArray<string>, army: number): JudgedGroup => {
  const found: Fault[] = []
  const group = readGroup(position, side, figures, army, found)
  return { group, violations: inIds(found) }
}

/** Violations made without words, worded in ids as `violation()` words them (it mutates them). */
const inIds = (faults: Fault[]): ReadonlyArray<Violation> => {
  for (const fault of faults) fault.message = idWords(fault)
  return faults
}

/**
 * Why a group may not use a Character die: none of its known figures is a
 * Leader, Nazgul or Character (ruling R4), worded in ids.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeLed = (_position: Position, group: Group, army: number): ReadonlyArray<Violation> => {
  const fault = leaderFault(group.known.length, group.led, group.figures, army)
  return fault === null ? NONE : inIds([fault])
}

/**
 * Why a group may not step from one region to the next: an impassable line,
 * or no shared border; worded in ids.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeStep = (board: Board, from: string, to: string, army: number): ReadonlyArray<Violation> => {
  const fault = stepFault(board, from, to, army)
  return fault === null ? NONE : inIds([fault])
}

/**
 * The enemy Army units in a region now: Army units of a known side other
 * than the acting one, sorted.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const enemyArmyUnits = (position: Position, side: Side, region: string): ReadonlyArray<string> => enemyUnitsIn(position, side, region).slice()

/**
 * Why a group may not enter a region (see {@link entryFaults}), worded in
 * ids.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeEntry = (
  board: Board,
  position: Position,
  side: Side,
  group: Group,
  region: string,
  army: number,
): ReadonlyArray<Violation> => {
  const violations: Violation[] = []
  // The enemy units are looked for only in a region the map knows.
  entryFaults(violations, board, group, region, board.regions.has(region) ? enemyUnitsIn(position, side, region) : NONE, army, idWords)
  return violations
}

/**
 * The Army units of `side` in `to` once `group` has entered it: those there
 * now (`there`, the region's tally, which the one caller has read for its
 * entry already), and the group's own of that side.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const stackAfter = (position: Position, side: Side, group: Group, to: string, there: Tally): number =>
  // A group all in its origin, elsewhere, adds its own to those there; any other is moved to be counted.
  group.origin !== null && group.origin !== to
    ? there[side] + group.arriving
    : armyOf(censusOf(moveFigures(position, group.known, to), to), side).length

/**
 * A region over the stacking limit now, worded in ids: ruling R7
 * (docs/rulings.md#r7).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeStacking = (position: Position, side: Side, region: string): ReadonlyArray<Violation> => {
  const fault = stackingFault(region, armyOf(censusOf(position, region), side).length, stackingLimitOf(position.state))
  return fault === null ? NONE : inIds([fault])
}

/**
 * Ruling R8 (docs/rulings.md#r8) on the Leaders a Free Peoples `group`
 * leaves in its origin once it has left, without words (see
 * `leaderAloneFault`); `null` also for a group not all in one region.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const leftBehindFault = (position: Position, group: Group, army: number): Fault | null => {
  if (group.origin === null) return null
  const origin = group.origin
  // The group's Free Peoples Army units (all it counts as arriving, for the Free Peoples) and its Leaders leave with it.
  const tally = tallyOf(position, origin)
  return leaderAloneFault(
    origin,
    tally.leaders - group.leaders,
    tally.free - group.arriving,
    () => censusOf(position, origin).leaders.filter((id) => !group.known.includes(id)),
    army,
  )
}

/**
 * Free Peoples Leaders left now in a region without Free Peoples Army units,
 * worded in ids: ruling R8 (docs/rulings.md#r8).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeLeaders = (position: Position, region: string, army?: number): ReadonlyArray<Violation> => {
  const census = censusOf(position, region)
  const fault = leaderAloneFault(region, census.leaders.length, census.free.length, () => census.leaders, army)
  return fault === null ? NONE : inIds([fault])
}
