/**
 * The boundary of the rules entry: every public function checks the shape
 * of its board, state and move before judging them, so that a host that
 * passes on what an untrusted client sent gets a refusal, never a throw and
 * never a verdict on something that is not a move. A state or board the
 * library made itself is known and passes at once; anything else is walked
 * (the walk costs what reading the position costs anyway).
 *
 * Each ruleset has its own boundary (`heroes-boundary.ts`,
 * `ring-boundary.ts`) over what both share (`shared-boundary.ts`), so that
 * a game of one ruleset carries none of the other's shapes; this one
 * answers for either, for the callers that take a state of both (the JSON
 * entry, `adopt`, `replay`, `positionKey`).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Violations } from '../model/violation.js'
import { heroesInput } from './heroes-boundary.js'
import { ringInput } from './ring-boundary.js'
import { boardProblem, moveProblemIn, stateProblemIn, type Ruleset } from './shared-boundary.js'
export { allowanceProblem, dieInput, dieProblem, isAllowance, isDieAction, isSide, ringStateShapeProblem } from './ring-boundary.js'
export { isId, isIdList, isRandom, nowhere, unreachableEverywhere, type Ruleset } from './shared-boundary.js'

const inputs = { ring: ringInput, heroes: heroesInput } as const

/**
 * The ruleset a value given as a state of either claims: the heroes' where
 * it says so, the ring's otherwise (whose boundary then says what is wrong).
 *
 * @internal
 */
export const rulesetOf = (state: unknown): Ruleset =>
  typeof state === 'object' && state !== null && (state as { readonly ruleset?: unknown }).ruleset === 'heroes' ? 'heroes' : 'ring'

/**
 * What is wrong with a state given to a function of `ruleset`:
 * `WRONG_RULESET` for a state of the other ruleset, or `MALFORMED_STATE`
 * with the path; `null` when it fits.
 *
 * @internal
 */
export const stateProblem = (ruleset: Ruleset, state: unknown): Violations | null => stateProblemIn(inputs[ruleset], state)

/**
 * What is wrong with a board and a state given to a function of `ruleset`:
 * `MALFORMED_BOARD`, or what {@link stateProblem} finds; `null` when both fit.
 *
 * @internal
 */
export const positionProblem = (ruleset: Ruleset, board: unknown, state: unknown): Violations | null => boardProblem(inputs[ruleset], board) ?? stateProblemIn(inputs[ruleset], state)

/**
 * What is wrong with a move given to a function of `ruleset` that takes
 * the move types `accepted`: `WRONG_RULESET` for a move of the other
 * ruleset, `MALFORMED_MOVE` with the path otherwise; `null` when it fits.
 *
 * @internal
 */
export const moveProblem = (ruleset: Ruleset, move: unknown, accepted?: ReadonlyArray<string>): Violations | null => moveProblemIn(inputs[ruleset], move, accepted)

/**
 * Board, state and move together: the first problem found, in that order.
 *
 * @internal
 */
export const inputProblem = (ruleset: Ruleset, board: unknown, state: unknown, move: unknown, accepted?: ReadonlyArray<string>): Violations | null =>
  positionProblem(ruleset, board, state) ?? moveProblem(ruleset, move, accepted)
