/**
 * Why a move is illegal. Every violation has a stable `code`, a one-line
 * `message` a player understands, and the ids that explain it. The codes are
 * part of the public API: they never change meaning, and one code never
 * stands for two rules.
 *
 * @since 0.1.0
 * @module
 */
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js'

/**
 * What an unknown id was supposed to name.
 *
 * @since 0.1.0
 * @category model
 */
export type Entity = 'region' | 'unit' | 'unit-type' | 'figure' | 'token' | 'faction' | 'side'

/**
 * Why a March must stop in a region: an opponent is there (a battle), or it
 * is a desert.
 *
 * @since 0.1.0
 * @category model
 */
export type StopReason = 'battle' | 'desert'

/**
 * Every violation, tagged by `code`. `army` is the index of the army in a
 * move of several armies, where the violation belongs to one of them.
 *
 * @since 0.1.0
 * @category model
 */
export type Violation = { readonly message: string; readonly army?: number } & (
  | { readonly code: 'UNKNOWN_ID'; readonly id: string; readonly entity: Entity }
  | { readonly code: 'DUPLICATE_ID'; readonly id: string }
  | { readonly code: 'NOT_OWNED'; readonly id: string; readonly owner: string; readonly actor: string }
  | { readonly code: 'NOT_TOGETHER'; readonly regions: ReadonlyArray<string> }
  | { readonly code: 'EMPTY_ARMY' }
  | { readonly code: 'NO_MOVEMENT'; readonly region: string }
  | { readonly code: 'NOT_ADJACENT'; readonly from: string; readonly to: string }
  | { readonly code: 'IMPASSABLE'; readonly from: string; readonly to: string }
  | { readonly code: 'STACKING_LIMIT'; readonly region: string; readonly count: number; readonly limit: number }
  | { readonly code: 'ARMY_TOO_LARGE'; readonly count: number; readonly limit: number }
  | { readonly code: 'NOT_LAND'; readonly region: string; readonly kind: string }
  | { readonly code: 'TOO_FAR'; readonly steps: number; readonly limit: number; readonly unit?: string }
  | { readonly code: 'MUST_STOP'; readonly region: string; readonly reason: StopReason }
  | { readonly code: 'NO_PATH'; readonly to: string; readonly reasons: ReadonlyArray<Violation>; readonly steps?: number }
  | { readonly code: 'PATH_MISMATCH'; readonly to: string; readonly last: string | null }
  | { readonly code: 'NO_MARCH_SLOT' }
  | {
      readonly code: 'EXPLORATION_PENDING'
      readonly region: string
      readonly token: string
      /** The faction that revealed the token and must resolve it; present only when that is not the faction marching. */
      readonly owner?: string
    }
  | { readonly code: 'NOT_REVEALED'; readonly token: string; readonly revealed: string | null }
  | { readonly code: 'NOT_AN_ARMY'; readonly figures: ReadonlyArray<string> }
  | { readonly code: 'TOO_MANY_ARMIES'; readonly count: number; readonly limit: number }
  | { readonly code: 'MOVED_TWICE'; readonly id: string }
  | { readonly code: 'NEEDS_LEADER'; readonly figures: ReadonlyArray<string> }
  | { readonly code: 'LEADER_ALONE'; readonly region: string; readonly leaders: ReadonlyArray<string> }
  | {
      readonly code: 'ENEMY_ARMY'
      readonly region: string
      readonly units: ReadonlyArray<string>
      /** The die with which this army could attack the region instead (since 0.2.0); absent where it could not. */
      readonly attack?: 'army' | 'character'
    }
  | { readonly code: 'NOT_AT_WAR'; readonly region: string; readonly nations: ReadonlyArray<string>; readonly regionNation: string }
  | { readonly code: 'NO_ENEMY'; readonly region: string }
  | { readonly code: 'NOT_AT_WAR_ATTACK'; readonly nations: ReadonlyArray<string> }
  | { readonly code: 'WRONG_RULESET'; readonly ruleset: string; readonly expected: string }
  | { readonly code: 'MALFORMED_MOVE'; readonly path: string; readonly expected: string }
  | { readonly code: 'MALFORMED_STATE'; readonly path: string; readonly expected: string }
  | { readonly code: 'MALFORMED_BOARD'; readonly expected: string }
)

/**
 * The code of a violation.
 *
 * @since 0.1.0
 * @category model
 */
export type ViolationCode = Violation['code']

/**
 * Every violation code, in the order of the table in the design.
 *
 * @since 0.1.0
 * @category model
 * @example
 * import { violationCodes } from 'marchlaw'
 * console.log(violationCodes.includes('STACKING_LIMIT')) // true
 */
export const violationCodes: ReadonlyArray<ViolationCode> = [
  'UNKNOWN_ID', 'DUPLICATE_ID', 'NOT_OWNED', 'NOT_TOGETHER', 'EMPTY_ARMY', 'NO_MOVEMENT',
  'NOT_ADJACENT', 'IMPASSABLE', 'STACKING_LIMIT', 'ARMY_TOO_LARGE', 'NOT_LAND', 'TOO_FAR',
  'MUST_STOP', 'NO_PATH', 'PATH_MISMATCH', 'NO_MARCH_SLOT', 'EXPLORATION_PENDING', 'NOT_REVEALED',
  'NOT_AN_ARMY', 'TOO_MANY_ARMIES', 'MOVED_TWICE', 'NEEDS_LEADER', 'LEADER_ALONE',
  'ENEMY_ARMY', 'NOT_AT_WAR', 'NO_ENEMY', 'NOT_AT_WAR_ATTACK', 'WRONG_RULESET', 'MALFORMED_MOVE', 'MALFORMED_STATE', 'MALFORMED_BOARD',
]

/**
 * One or more violations: what an illegal move returns.
 *
 * @since 0.1.0
 * @category model
 */
export type Violations = ReadonlyNonEmptyArray<Violation>

/**
 * The ids and numbers that explain a violation of code `C`: its fields but
 * `code`, `message` and `army`.
 *
 * @since 0.1.0
 * @category model
 */
export type Evidence<C extends ViolationCode> = Omit<Extract<Violation, { readonly code: C }>, 'code' | 'message' | 'army'>
