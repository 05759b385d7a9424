/**
 * Who stands in a region, as the rulings ask it: the Army units of each
 * side and the Leaders, each list sorted. Every ruling about a region (the
 * enemies that block an entry, the stack an army joins, the Leaders it
 * leaves) reads this one census, so that the yes/no question, the verdict
 * in words and `reach` count a region the same way.
 *
 * A position at the start of an action on a state the library owns never
 * changes, and a bot or a UI asks many moves of one position: the census of
 * its regions is read once, kept in the reading of the last such state
 * (reading.ts). Any other position (figures moved in the action, a caller's
 * own state) is counted afresh.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { NONE, sortedIds } from '../../core/list.js'
import { figureSide, isArmyUnit, otherSide } from './figures.js'
import { countIn, ownReading, readingFor, tallyIn, tallyOfIds, type Census, type Reading, type Tally } from './reading.js'
import { figureOf, figuresIn, type Position } from './position.js'
import type { Side } from '../../model/ring-state.js'

export type { Census } from './reading.js'

const EMPTY: Census = { free: NONE, shadow: NONE, leaders: NONE }

/**
 * The regions' census of `position` kept across calls (in the reading of
 * its state), or `null` where it may not be: figures moved in the action,
 * or a state that is not the library's own (a caller's record may change
 * between calls).
 */
const keptFor = (position: Position): Map<string, Census> | null => {
  if (position.moved.size > 0) return null
  const reading = ownReading(position.state)
  return reading !== null && reading.table === position.table ? (reading.censuses ??= new Map()) : null
}

/**
 * Who stands in `region` now in the action: its Army units of each side and
 * its Leaders, each sorted.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const censusOf = (position: Position, region: string): Census => {
  const regions = keptFor(position)
  const found = regions?.get(region)
  if (found !== undefined) return found
  const made = counted(position, region)
  regions?.set(region, made)
  return made
}

const counted = (position: Position, region: string): Census => {
  const ids = figuresIn(position, region)
  if (ids.length === 0) return EMPTY
  const nations = position.state.nations
  let free: string[] | null = null
  let shadow: string[] | null = null
  let leaders: string[] | null = null
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] as string
    const figure = figureOf(position, id)
    if (figure === undefined) continue
    if (isArmyUnit(figure.kind)) {
      const owner = figureSide(nations, figure)
      if (owner === 'free') (free ??= []).push(id)
      else if (owner === 'shadow') (shadow ??= []).push(id)
    } else if (figure.kind === 'leader') (leaders ??= []).push(id)
  }
  if (free === null && shadow === null && leaders === null) return EMPTY
  return { free: free === null ? NONE : sortedIds(free), shadow: shadow === null ? NONE : sortedIds(shadow), leaders: leaders === null ? NONE : sortedIds(leaders) }
}

export type { Tally } from './reading.js'

/**
 * The {@link Tally} of `region` now: at the start of the action, made of
 * the counts the position's reading keeps (reading.ts); else counted in one
 * pass.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const tallyOf = (position: Position, region: string): Tally => {
  const reading = readingAtStart(position)
  return reading !== null ? tallyIn(reading, region) : tallyOfIds(figuresIn(position, region), (id) => figureOf(position, id), position.state.nations)
}

/**
 * The reading of the position's state when the position is that state at
 * the start of the action (no figure moved yet, the state's own figures):
 * what every tally of it reads; `null` in the middle of an action.
 *
 * @internal
 */
export const readingAtStart = (position: Position): Reading | null => {
  if (position.moved.size > 0) return null
  const reading = readingFor(position.state, position.table)
  return reading.table === position.table ? reading : null
}

/**
 * How many Army units of `side` stand in `region` now (see {@link tallyOf}).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armyCount = (position: Position, region: string, side: Side): number => {
  const reading = readingAtStart(position)
  // A table's count is read without making its tally.
  return reading !== null ? countIn(reading, region, side) : tallyOf(position, region)[side]
}

/**
 * The Army units of `side` in a census.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armyOf = (census: Census, side: Side): ReadonlyArray<string> => (side === 'free' ? census.free : census.shadow)

/**
 * The Army units of the side other than `side` in a census: the enemies of
 * an army of `side`.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const enemiesOf = (census: Census, side: Side): ReadonlyArray<string> => (side === 'free' ? census.shadow : census.free)

/**
 * The enemy Army units of an army of `side` in `region` now, sorted: the
 * census's list where the region's tally counts any, and no census at all
 * where it counts none (most regions an army is sent to). `there`: the
 * region's tally, when the caller has read it already.
 *
 * @since 0.3.0
 * @category ring
 * @internal
 */
export const enemyUnitsIn = (position: Position, side: Side, region: string, there?: Tally): ReadonlyArray<string> =>
  holdsEnemyArmy(position, side, region, there) ? enemiesOf(censusOf(position, region), side) : NONE

/**
 * Whether a region holds an enemy Army unit of `side`: what
 * {@link enemyUnitsIn} lists, asked as a question. `there`: the region's
 * tally, when the caller has read it already.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const holdsEnemyArmy = (position: Position, side: Side, region: string, there?: Tally): boolean =>
  (there === undefined ? armyCount(position, region, otherSide(side)) : there[otherSide(side)]) > 0
