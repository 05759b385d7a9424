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
import { censusOf, tallies } from './census.js'
import type { Position } from './position.js'
import type { Board } from '../../board/graph.js'
import type { Figure, RingState, Side } from '../../model/ring-state.js'
import type { Pieces } from '../../core/piece-table.js'
import { keptBeside } from '../../core/memo.js'
import { isOwned } from '../../core/owned.js'
import type { Violation } from '../../model/violation.js'
import type { Words } from './entry.js'

/**
 * The Army units of each side in one region, each list sorted.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type RegionArmies = { readonly [S in Side]: ReadonlyArray<string> }

/**
 * What is remembered of a position the library owns, read on one board: by
 * the index of each region, its Army units; by region and the side of the
 * units, the words of the ENEMY_ARMY violation naming them.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface KnownArmies {
  readonly regions: Array<RegionArmies | undefined>
  readonly words: { readonly [S in Side]: Map<string, string> }
  /** By the index of each region, how many Army units of each side stand there: filled for every region at once. */
  readonly counts: { readonly [S in Side]: number[] }
  /** The same words advising an attack with the Army die, then with the Character die, by region and the side of the units. */
  readonly advice: { readonly [D in 'army' | 'character']: { readonly [S in Side]: Map<string, string> } }
  /**
   * By the index of each region and the side of the units, the words and units of the ENEMY_ARMY a group entering it
   * meets: the same in every reach on the position, whatever the group and wherever it comes from, so that a reach
   * makes the violation of them (each answer has lists of its own) without finding its words again. The units are
   * {@link armiesIn}'s own list, never given out.
   */
  readonly held: { readonly [S in Side]: Array<{ readonly message: string; readonly units: ReadonlyArray<string> } | undefined> }
}

/**
 * The position remembered: its table (the figures, their names included, whether the state carries them or holds
 * their record), with the nations it was read with.
 */
interface Known extends KnownArmies {
  readonly table: Pieces<Figure>
  readonly nations: RingState['nations']
}

// Keyed on boards, which compile made, the last position the library owns that was asked about on each: a UI asks
// where each of its armies may go on one position, and a search that asks once per position keeps nothing alive.
const last = /* @__PURE__ */ keptBeside<Board, Known>()

/**
 * Where the Army units of the regions of `position` (at the start of an
 * action, no figure moved yet) are remembered, by the index of each region
 * on `board`: when the library owns the pieces, the nations and the
 * figures' names; `null` elsewhere, where {@link armiesIn} finds them
 * afresh. Only the last position asked about on a board is remembered.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const knownArmies = (position: Position, board: Board): KnownArmies | null => {
  const { table, state } = position
  // A table that is no view is of figures the library owns; `state.figures` is not read, which would build the record
  // of a state that carries them.
  if (table.view || table.foreign !== null || position.moved.size > 0 || !isOwned(state.nations)) return null
  const found = last.get(board)
  if (found !== undefined && found.table === table && found.nations === state.nations) return found
  const made: Known = {
    table,
    nations: state.nations,
    regions: [],
    words: { free: new Map(), shadow: new Map() },
    counts: { free: [], shadow: [] },
    advice: { army: { free: new Map(), shadow: new Map() }, character: { free: new Map(), shadow: new Map() } },
    held: { free: [], shadow: [] },
  }
  last.set(board, made)
  return made
}

/**
 * The words of `violation`, an ENEMY_ARMY naming every Army unit of the
 * side `units` in its region at the start of the action (and the die it
 * advises, if any), by `words` unless `remembered` holds them (which it
 * fills).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const enemyWords = (remembered: KnownArmies, units: Side, violation: Extract<Violation, { readonly code: 'ENEMY_ARMY' }>, words: Words): string => {
  const known = violation.attack === undefined ? remembered.words[units] : remembered.advice[violation.attack][units]
  let found = known.get(violation.region)
  if (found === undefined) {
    found = words(violation)
    known.set(violation.region, found)
  }
  return found
}

/**
 * The Army units of each side in `region`, the `at`-th of the board, now;
 * from `remembered` (see {@link knownArmies}) when given, which it fills
 * (not for a negative `at`).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armiesIn = (position: Position, region: string, at: number, remembered: KnownArmies | null): RegionArmies => {
  const found = at < 0 ? undefined : remembered?.regions[at]
  if (found !== undefined) return found
  // The census every ruling reads, its Army units of each side.
  const armies = censusOf(position, region)
  if (remembered !== null && at >= 0) remembered.regions[at] = armies
  return armies
}

/**
 * How many Army units of each side stand in each region of `board`, by
 * index, at the start of the action: read for every region the first time,
 * and kept in `remembered`.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armyCounts = (position: Position, board: Board, remembered: KnownArmies): KnownArmies['counts'] => {
  const { counts } = remembered
  const ids = board.ids
  if (counts.free.length === ids.length) return counts
  counts.free.length = 0
  counts.shadow.length = 0
  // Counted, not listed: the census of a region (its units' ids, sorted) is made only where a verdict names them.
  const tally = tallies(position)
  for (let at = 0; at < ids.length; at++) {
    const there = tally(ids[at] as string)
    counts.free.push(there.free)
    counts.shadow.push(there.shadow)
  }
  return counts
}
