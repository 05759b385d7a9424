/**
 * The Army units of each side in every region at the start of an action:
 * what `reach` asks of every region, to find the enemies that block the
 * entry and the stack the group would join. They are counted in one walk
 * over the figures (of a table: each figure's region number and marks, no
 * figure looked up), and listed, sorted, only for the regions a verdict
 * names them in.
 *
 * On a position the library owns they are found once: its pieces never
 * change, and a UI asking where each of its armies may go asks the same of
 * every region again. The words naming an enemy stack are kept longer, for
 * the states of one game (one table's family) on one board: a stack is the
 * same figures in the same region in most states a game or a search goes
 * through, and its words took more than the rest of a reach on a position
 * asked about once.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { censusOf } from './census.js'
import type { Words } from './entry.js'
import type { Position } from './position.js'
import { ARMY_UNIT, FREE, readingFor, SHADOW } from './reading.js'
import type { Board } from '../../board/graph.js'
import type { Figure, RingState, Side } from '../../model/ring-state.js'
import { ownTable, pieceKeys, regionNamed, regionNumbers, type Pieces } from '../../core/piece-table.js'
import { regionNumbersOf } from '../../core/region-numbers.js'
import { keptBeside } from '../../core/memo.js'
import { isOwned } from '../../core/owned.js'
import { NONE, sortedIds } from '../../core/list.js'

/**
 * The Army units of each side in one region, each list sorted.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type RegionArmies = { readonly [S in Side]: ReadonlyArray<string> }

/**
 * An enemy stack as an ENEMY_ARMY names it: the words of the violation and
 * its units, sorted (never given out: each violation gets a copy), with
 * the numbers of the figures in their table's family.
 *
 * @since 0.3.0
 * @category ring
 * @internal
 */
export interface Stack {
  readonly numbers: ReadonlyArray<number>
  readonly message: string
  readonly units: ReadonlyArray<string>
}

/**
 * The Army units of every region of a position, read on one board, by the
 * index of each region: counted for all, listed where asked. Mutable only
 * as a memo.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface KnownArmies {
  /**
   * By the index of each region, the numbers of each side's Army units in the table's family, where any stand, in
   * order: how many stand there is the list's length.
   */
  readonly numbers: { readonly [S in Side]: ReadonlyArray<number[] | undefined> }
  /** By the side of the units and the index of each region, the stack an ENEMY_ARMY names there ({@link enemyStack}). */
  readonly held: { readonly [S in Side]: Array<Stack | undefined> }
  /** The ids of the table's family by number. */
  readonly names: ReadonlyArray<string>
  /** What the states of the table's family keep on the board; `null` for a caller's pieces. */
  readonly family: OnBoard | null
}

/**
 * What the states of one family keep on one board: the index on the board
 * of each region number of the family (-1: none of the board's), filled as
 * the walk meets each number, and by region index the last few stacks
 * named there.
 */
interface OnBoard {
  readonly board: Board
  readonly indexes: number[]
  readonly stacks: Array<Stack[] | undefined>
}

// Keyed on a family (its numbering of pieces), for the board it was last read on: the states of one game share it,
// and it lives as long as they do.
const families = /* @__PURE__ */ keptBeside<object, OnBoard>()

// The stacks kept per region: a search goes back and forth between a few.
const STACKS = 4

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
 * The Army units of the regions of `position` at the start of an action
 * (no figure moved yet: moved figures are not read), by the index of each
 * region on `board`: counted
 * for the call, and remembered where the library owns the pieces, the
 * nations and the figures' names. Only the last position asked about on a
 * board is remembered.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const knownArmies = (position: Position, board: Board): KnownArmies => {
  const { table, state } = position
  // A table that is no view is of figures the library owns; `state.figures` is not read, which would build the record
  // of a state that carries them.
  if (table.view || table.foreign !== null || !isOwned(state.nations)) return counted(position, board, null)
  const found = last.get(board)
  if (found !== undefined && found.table === table && found.nations === state.nations) return found
  const keys = pieceKeys(table)
  let family = families.get(keys)
  if (family?.board !== board) families.set(keys, (family = { board, indexes: [], stacks: [] }))
  const made = counted(position, board, family)
  last.set(board, made)
  return made
}

/**
 * The Army units of every region, counted in one walk over the figures of the position's table (a caller's record
 * read into one). `family`: what the states of a table the library owns keep, to be filled.
 */
const counted = (position: Position, board: Board, family: OnBoard | null): Known => {
  const size = board.ids.length
  const free = new Array<number[] | undefined>(size)
  const shadow = new Array<number[] | undefined>(size)
  const { state } = position
  const table = ownTable(position.table)
  const { marks } = readingFor(state, table)
  const numbers = regionNumbers(table)
  const indexes = family?.indexes ?? []
  const of = regionNumbersOf(board).of
  for (let number = 0; number < numbers.length; number++) {
    const bits = marks[number] as number
    // ruling R5 (docs/rulings.md#r5): only Army units of a known side block an entry or count in a stack.
    if ((bits & ARMY_UNIT) === 0 || (bits & (FREE | SHADOW)) === 0) continue
    const region = numbers[number] as number
    let at = indexes[region]
    if (at === undefined) indexes[region] = at = of.get(regionNamed(table, region)) ?? -1
    if (at >= 0) ((bits & FREE) !== 0 ? (free[at] ??= []) : (shadow[at] ??= [])).push(number)
  }
  return {
    numbers: { free, shadow },
    held: { free: new Array<Stack | undefined>(size), shadow: new Array<Stack | undefined>(size) },
    names: pieceKeys(table).names,
    family,
    table: position.table,
    nations: state.nations,
  }
}

/**
 * The Army units of each side in `region`, the `at`-th of the board, at
 * the start of the action: from `remembered` (see {@link knownArmies}),
 * or, for a negative `at` (a region not on the board), from the census.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armiesIn = (position: Position, region: string, at: number, remembered: KnownArmies): RegionArmies =>
  at < 0
    ? censusOf(position, region)
    : { free: listed(remembered, remembered.numbers.free[at]), shadow: listed(remembered, remembered.numbers.shadow[at]) }

/** The ids of the figures `numbers` (of the family of `remembered`'s table), sorted. */
const listed = (remembered: KnownArmies, numbers: ReadonlyArray<number> | undefined): ReadonlyArray<string> =>
  numbers === undefined ? NONE : sortedIds(numbers.map((number) => remembered.names[number] as string))

/**
 * The stack of Army units of the side `units` in `region`, the `at`-th of
 * the board, as an ENEMY_ARMY naming them is worded by `words`: kept for
 * the position, and for the states of its family on the board, the last
 * few stacks of each region.
 *
 * @since 0.3.0
 * @category ring
 * @internal
 */
export const enemyStack = (remembered: KnownArmies, units: Side, region: string, at: number, words: Words): Stack => {
  const held = remembered.held[units]
  let stack = held[at]
  if (stack !== undefined) return stack
  const numbers = remembered.numbers[units][at] as ReadonlyArray<number>
  const known = remembered.family === null ? undefined : (remembered.family.stacks[at] ??= [])
  stack = known?.find((other) => sameNumbers(other.numbers, numbers))
  if (stack === undefined) {
    const ids = listed(remembered, numbers)
    stack = { numbers, message: words({ code: 'ENEMY_ARMY', message: '', region, units: ids, army: 0 }), units: ids }
    if (known !== undefined && known.unshift(stack) > STACKS) known.pop()
  }
  return (held[at] = stack)
}

// Two stacks are the same figures when their lists of numbers, each in the walk's order, are equal.
const sameNumbers = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean => {
  if (a.length !== b.length) return false
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return false
  return true
}
