/**
 * What the input boundaries of both rulesets check the same way: the
 * board, a ruleset's state and move against its shapes (the shapes come
 * from the ruleset's own boundary, so that a game of one ruleset carries no
 * shape of the other), groups of ids, and the answers of `reach` to what it
 * cannot judge.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { isBoard, type Board } from '../board/board.js'
import type { Reach } from '../model/outcome.js'
import type { Evidence, Violation, ViolationCode, Violations } from '../model/violation.js'
import { isOwned } from '../core/owned.js'
import { setOwn } from '../core/own-record.js'
import { id, isId, isObject, list, shapeProblem, type Shape } from './shape.js'
export { isId, ownKeys } from './shape.js'

/** A ruleset's name. @internal */
export type Ruleset = 'ring' | 'heroes'

/**
 * What one ruleset's boundary knows: its shapes and move types, the other
 * ruleset's move types (to tell a move of the wrong ruleset from a
 * malformed one), and its checks by hand of what a bot sends most.
 *
 * @internal
 */
export interface RulesetInput {
  readonly ruleset: Ruleset
  readonly other: Ruleset
  readonly stateShape: Shape
  readonly moveShape: Shape
  readonly moveTypes: ReadonlyArray<string>
  readonly otherMoveTypes: ReadonlyArray<string>
  /** Whether a state never seen fits, checked in one pass by hand; `false` sends it through the shapes. */
  readonly plainState: (state: unknown) => boolean
  /** Whether a move of `type` that `accepted` holds fits, checked by hand; `false` sends it through the shapes. */
  readonly fitsAtOnce: (type: unknown, move: unknown, accepted: ReadonlyArray<string>) => boolean
  /**
   * Makes the violations the boundary gives, with the ruleset's own words: they say the shared codes as every
   * ruleset's words do, and a game then carries one maker of violations, not a second one for its boundary.
   */
  readonly violation: <C extends ViolationCode>(code: C, evidence: Evidence<C>) => Violation
}

/** A list of ids, as groups and paths are. @internal */
export const ids: Shape = /* @__PURE__ */ list(id)

/**
 * The field `key` of a value given as a state or a move (its `ruleset`, its
 * `type`), if it is a record.
 *
 * @internal
 */
export const fieldOf = (value: unknown, key: 'ruleset' | 'type'): unknown => (isObject(value) ? value[key] : undefined)

/**
 * What is wrong with a state given to a function of `input`'s ruleset:
 * `WRONG_RULESET` for a state of the other ruleset, or `MALFORMED_STATE`
 * with the path; `null` when it fits.
 *
 * @internal
 */
export const stateProblemIn = (input: RulesetInput, state: unknown): Violations | null => {
  if (typeof state === 'object' && state !== null && isOwned(state) && fieldOf(state, 'ruleset') === input.ruleset) return null
  if (input.plainState(state)) return null
  const wrong = shapeProblem(input.stateShape, state, 'state')
  if (wrong === null) return null
  if (fieldOf(state, 'ruleset') === input.other) return [input.violation('WRONG_RULESET', { ruleset: input.ruleset, expected: input.other })]
  return [input.violation('MALFORMED_STATE', wrong)]
}

/**
 * `MALFORMED_BOARD` for what is not a board made by compile, said in
 * `input`'s words; `null` for a board.
 *
 * @internal
 */
export const boardProblem = (input: RulesetInput, board: unknown): Violations | null =>
  isBoard(board) ? null : [input.violation('MALFORMED_BOARD', { expected: 'a board made by compile' })]

/**
 * What is wrong with a move given to a function of `input`'s ruleset that
 * takes the move types `accepted`: `WRONG_RULESET` for a move of the other
 * ruleset, `MALFORMED_MOVE` with the path otherwise; `null` when it fits.
 *
 * @internal
 */
export const moveProblemIn = (input: RulesetInput, move: unknown, accepted: ReadonlyArray<string> = input.moveTypes): Violations | null => {
  const type = fieldOf(move, 'type')
  if (input.fitsAtOnce(type, move, accepted)) return null
  if (typeof type === 'string' && input.otherMoveTypes.includes(type)) return [input.violation('WRONG_RULESET', { ruleset: input.other, expected: input.ruleset })]
  const wrong = shapeProblem(input.moveShape, move, 'move')
  if (wrong !== null) return [input.violation('MALFORMED_MOVE', wrong)]
  if (typeof type === 'string' && !accepted.includes(type))
    return [input.violation('MALFORMED_MOVE', { path: 'move.type', expected: accepted.map((t) => JSON.stringify(t)).join(' or ') })]
  return null
}

// The moves a bot sends millions of times, checked by hand: a die move, a March. Anything else, or anything
// these refuse, goes through the shapes, which also say where it goes wrong.

/**
 * Whether `value` is an array of non-empty strings, checked by hand.
 *
 * @internal
 */
export const isIdArray = (value: unknown): boolean => {
  if (!Array.isArray(value)) return false
  for (let at = 0; at < value.length; at++) if (!isId(value[at])) return false
  return true
}

/** The answer of `reach` to arguments that are not a board, a position and a group: nowhere to go. @internal */
export const nowhere: Reach = /* @__PURE__ */ Object.freeze({ origin: null, reachable: /* @__PURE__ */ Object.freeze({}), unreachable: /* @__PURE__ */ Object.freeze({}) })

/**
 * What is wrong with the group of figures or units given to `reach`, as
 * `validateMove` of `input`'s ruleset would say it of the move `reach`
 * judges (the group stands at `root` in it); `null` when it fits.
 *
 * @internal
 */
export const groupProblemIn = (input: RulesetInput, group: unknown, root: string): Violations | null => {
  const wrong = shapeProblem(ids, group, root)
  return wrong === null ? null : [input.violation('MALFORMED_MOVE', wrong)]
}

/** The answer of `reach` to a group it cannot judge: every region of the board, unreachable for the same reasons. @internal */
export const unreachableEverywhere = (board: Board, violations: Violations): Reach => {
  const unreachable: Record<string, Violations> = {}
  for (const region of board.ids) setOwn(unreachable, region, violations)
  return { origin: null, reachable: {}, unreachable }
}

/** Whether `value` is a list of ids. @internal */
export const isIdList = (value: unknown): value is ReadonlyArray<string> => shapeProblem(ids, value, 'ids') === null

/** Whether `value` is a `random` function. @internal */
export const isRandom = (value: unknown): value is () => number => typeof value === 'function'

/**
 * Whether `options` are a random draw's options in either ruleset: an
 * object whose `draw`, if it has one of its own, is `'even'` or `'playout'`.
 *
 * @internal
 */
export const isDrawOptions = (options: unknown): options is { readonly draw?: 'even' | 'playout' } => {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false
  const draw: unknown = Object.hasOwn(options, 'draw') ? (options as { readonly draw?: unknown }).draw : undefined
  return draw === undefined || draw === 'even' || draw === 'playout'
}
