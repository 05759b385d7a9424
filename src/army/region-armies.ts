/**
 * The Army units of each side in a region at the start of an action, sorted:
 * what `reach` asks of every region, to find the enemies that block the
 * entry and the stack the group would join. On a position the library owns
 * they are found once: its pieces never change, and a UI asking where each
 * of its armies may go asks the same of every region again.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { figureSide, isArmyUnit } from './figures.js'
import { figureOf, figuresIn, type Position } from './position.js'
import type { Board } from '../graph.js'
import type { Figure, RingState, Side } from '../model/ring-state.js'
import type { Pieces } from '../internal/piece-table.js'
import { isOwned } from '../internal/owned.js'

/**
 * The Army units of each side in one region, each list sorted.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type RegionArmies = { readonly [S in Side]: ReadonlyArray<string> }

const NO_ARMIES: RegionArmies = { free: [], shadow: [] }

/** What is known of a table, for the nations it was read with, by the index of each region on a board. */
interface Known {
  readonly nations: RingState['nations']
  readonly board: Board
  readonly regions: Array<RegionArmies | undefined>
}

// Keyed on tables the library built of its own copies, with the nations of a state it owns and a board compile made: none ever changes.
const known = new WeakMap<Pieces<Figure>, Known>()

/**
 * Where the Army units of the regions of `position` (at the start of an
 * action, no figure moved yet) are remembered, by the index of each region
 * on `board`: when the library owns the pieces and the nations; `null`
 * elsewhere, where {@link armiesIn} finds them afresh.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const knownArmies = (position: Position, board: Board): Array<RegionArmies | undefined> | null => {
  const { table, state } = position
  if (table.view || table.foreign !== null || position.moved.size > 0 || !isOwned(state.nations)) return null
  const found = known.get(table)
  if (found !== undefined && found.nations === state.nations && found.board === board) return found.regions
  const regions: Array<RegionArmies | undefined> = []
  known.set(table, { nations: state.nations, board, regions })
  return regions
}

/**
 * The Army units of each side in `region`, the `at`-th of the board, now;
 * from `remembered` (see {@link knownArmies}) when given, which it fills.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armiesIn = (position: Position, region: string, at: number, remembered: Array<RegionArmies | undefined> | null): RegionArmies => {
  const found = remembered?.[at]
  if (found !== undefined) return found
  let free: string[] | null = null
  let shadow: string[] | null = null
  const nations = position.state.nations
  for (const id of figuresIn(position, region)) {
    const figure = figureOf(position, id)
    if (figure === undefined || !isArmyUnit(figure.kind)) continue
    const owner = figureSide(nations, figure)
    if (owner === 'free') (free ??= []).push(id)
    else if (owner === 'shadow') (shadow ??= []).push(id)
  }
  const armies = free === null && shadow === null ? NO_ARMIES : { free: free === null ? NO_ARMIES.free : sorted(free), shadow: shadow === null ? NO_ARMIES.shadow : sorted(shadow) }
  if (remembered !== null) remembered[at] = armies
  return armies
}

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
