/**
 * What a compiled board is, and whether a value is one: a map checked once
 * by `compile`, its borders and ferry routes indexed so that validating a
 * move never re-reads the map. The bottom of the house: it imports only the
 * model, and the core's memos for its registry of boards.
 *
 * @since 0.2.0
 * @module
 */
import { keptBeside } from '../core/memo.js'
import type { Board, Region } from '../model/board.js'

export type { Board, Border, Region } from '../model/board.js'

/**
 * A board as `compile` makes it, with what only the rules read: the regions
 * across each region's plain borders, by id, so that one look-up answers
 * both whether an army may step there and what it enters. Kept out of
 * {@link Board}, which is what a user sees.
 *
 * @internal
 */
export interface CompiledBoard extends Board {
  readonly stepsFrom: ReadonlyMap<string, ReadonlyMap<string, Region>>
}

// Boards made by compile, so that a value passed as a board is known at once; a WeakSet holds no board alive.
const compiled = /* @__PURE__ */ keptBeside<object, true>()

/** Marks a board as made by `compile`. Mutates nothing but the registry. @internal */
export const registerBoard = (board: CompiledBoard): Board => {
  compiled.set(board, true)
  return board
}

/** Whether `value` is a board made by `compile`. @internal */
export const isBoard = (value: unknown): value is Board => typeof value === 'object' && value !== null && compiled.get(value) === true

/**
 * The region `to` when it lies across a plain border of `from` (no ferry
 * route), else `undefined`. Asked only of a board `compile` made.
 *
 * @internal
 */
export const acrossBorder = (board: Board, from: string, to: string): Region | undefined => (board as CompiledBoard).stepsFrom.get(from)?.get(to)
