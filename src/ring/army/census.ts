/**
 * Who stands in a region, as the rulings ask it: the Army units of each
 * side and the Leaders, each list sorted. Every ruling about a region (the
 * enemies that block an entry, the stack an army joins, the Leaders it
 * leaves) reads this one census, so that the yes/no question, the verdict
 * in words and `reach` count a region the same way.
 *
 * A position at the start of an action on pieces the library owns never
 * changes, and a bot or a UI asks many moves of one position: the census of
 * its regions is read once, for the last such position asked about. Any
 * other position (figures moved in the action, a caller's own record) is
 * counted afresh.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { figureSide, isArmyUnit } from './figures.js'
import { readingFor, tallyIn, tallyOfIds, type Tally } from './reading.js'
import { figureOf, figuresIn, type Position } from './position.js'
import type { Figure, RingState, Side } from '../../model/ring-state.js'
import type { Pieces } from '../../core/piece-table.js'
import { isOwned } from '../../core/owned.js'

/**
 * The Army units of each side in one region, and its Leaders, each list
 * sorted. A figure of no known side is in neither side's list.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface Census {
  readonly free: ReadonlyArray<string>
  readonly shadow: ReadonlyArray<string>
  readonly leaders: ReadonlyArray<string>
}

const NONE: ReadonlyArray<string> = []
const EMPTY: Census = { free: NONE, shadow: NONE, leaders: NONE }

/** The census of the last position asked about that may be kept: its table, the nations it was read with, each region's. */
interface Kept {
  readonly table: Pieces<Figure>
  readonly nations: RingState['nations']
  readonly regions: Map<string, Census>
}

// The last position only: a search that asks once per position keeps nothing alive but one.
let kept: Kept | null = null

/**
 * The regions' census of `position` kept across calls, or `null` where it
 * may not be: figures moved in the action, or pieces or nations that are
 * not the library's own (a caller's record may change between calls).
 */
const keptFor = (position: Position): Map<string, Census> | null => {
  const { table, state } = position
  if (kept !== null && kept.table === table && kept.nations === state.nations && position.moved.size === 0) return kept.regions
  if (table.view || table.foreign !== null || position.moved.size > 0 || !isOwned(state.nations)) return null
  kept = { table, nations: state.nations, regions: new Map() }
  return kept.regions
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
  return { free: free === null ? NONE : sorted(free), shadow: shadow === null ? NONE : sorted(shadow), leaders: leaders === null ? NONE : sorted(leaders) }
}

export type { Tally } from './reading.js'

/**
 * The {@link Tally} of `region` now: at the start of the action, the one
 * the position's reading keeps (reading.ts); else counted in one pass.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const tallyOf = (position: Position, region: string): Tally => {
  if (position.moved.size === 0) {
    const reading = readingFor(position.state, position.table)
    if (reading.table === position.table) return tallyIn(reading, region)
  }
  return tallyOfIds(figuresIn(position, region), (id) => figureOf(position, id), position.state.nations)
}

/**
 * How many Army units of `side` stand in `region` now (see {@link tallyOf}).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armyCount = (position: Position, region: string, side: Side): number => tallyOf(position, region)[side]

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
 * The ids in string order, as `sort()` puts them (it mutates `ids`): by
 * insertion, since the default `sort` took a microsecond for the five units
 * of a region (Node 20), and a region's units are few and mostly in order.
 */
const sorted = (ids: string[]): string[] => {
  if (ids.length > 16) return ids.sort()
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] as string
    let j = i - 1
    for (; j >= 0 && (ids[j] as string) > id; j--) ids[j + 1] = ids[j] as string
    ids[j + 1] = id
  }
  return ids
}
