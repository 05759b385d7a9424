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
  | { readonly code: 'TOO_FAR'; readonly steps: number; readonly limit: number }
  | { readonly code: 'MUST_STOP'; readonly region: string; readonly reason: StopReason }
  | { readonly code: 'NO_PATH'; readonly to: string; readonly reasons: ReadonlyArray<Violation> }
  | { readonly code: 'PATH_MISMATCH'; readonly to: string; readonly last: string | null }
  | { readonly code: 'NO_MARCH_SLOT' }
  | { readonly code: 'EXPLORATION_PENDING'; readonly region: string; readonly token: string }
  | { readonly code: 'NOT_REVEALED'; readonly token: string; readonly revealed: string | null }
  | { readonly code: 'NOT_AN_ARMY'; readonly figures: ReadonlyArray<string> }
  | { readonly code: 'TOO_MANY_ARMIES'; readonly count: number; readonly limit: number }
  | { readonly code: 'MOVED_TWICE'; readonly id: string }
  | { readonly code: 'NEEDS_LEADER'; readonly figures: ReadonlyArray<string> }
  | { readonly code: 'LEADER_ALONE'; readonly region: string; readonly leaders: ReadonlyArray<string> }
  | { readonly code: 'ENEMY_ARMY'; readonly region: string; readonly units: ReadonlyArray<string> }
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

const list = (ids: ReadonlyArray<string>): string => ids.join(', ')

const messages: { readonly [C in ViolationCode]: (e: Evidence<C>) => string } = {
  UNKNOWN_ID: (e) =>
    e.entity === 'unit-type' ? `Unit type "${e.id}" has no Speed in this position.` : `There is no ${e.entity} "${e.id}".`,
  DUPLICATE_ID: (e) => `"${e.id}" is listed more than once.`,
  NOT_OWNED: (e) => `"${e.id}" belongs to ${e.owner}, not to ${e.actor}.`,
  NOT_TOGETHER: (e) => `An army moves from one region, but these are spread over ${list(e.regions)}.`,
  EMPTY_ARMY: () => 'Nothing to move: the army has no figures.',
  NO_MOVEMENT: (e) => `The army is already in ${e.region}.`,
  NOT_ADJACENT: (e) => (e.from === e.to ? `A step must leave ${e.from}; it cannot enter the region it is in.` : `${e.to} is not adjacent to ${e.from}.`),
  IMPASSABLE: (e) => `An impassable line separates ${e.from} from ${e.to}.`,
  STACKING_LIMIT: (e) => `${e.region} would hold ${e.count} units after the move, more than the limit of ${e.limit}.`,
  ARMY_TOO_LARGE: (e) => `An army has at most ${e.limit} units; this one has ${e.count}.`,
  NOT_LAND: (e) => `${e.region} is a ${e.kind} region; armies march on land.`,
  TOO_FAR: (e) => `The move takes ${e.steps} step${e.steps === 1 ? '' : 's'}; at most ${e.limit} ${e.limit === 1 ? 'is' : 'are'} allowed.`,
  MUST_STOP: (e) =>
    e.reason === 'desert'
      ? `The army must stop on entering the desert of ${e.region}; it may leave it with a later March.`
      : `The army must stop on entering ${e.region}: an opponent's presence there means a battle, which ends the March.`,
  NO_PATH: (e) =>
    e.reasons.length === 0
      ? `The army has no way to reach ${e.to} in this March.`
      : `The army has no way to reach ${e.to} in this March: ${e.reasons.map((r) => r.message).join(' ')}`,
  PATH_MISMATCH: (e) =>
    e.last === null ? `The path is empty; it must end in ${e.to}.` : `The path ends in ${e.last}, not in the destination ${e.to}.`,
  NO_MARCH_SLOT: () => 'No March Action Slot is left this round.',
  EXPLORATION_PENDING: (e) => `Resolve the exploration token ${e.token} in ${e.region} first.`,
  NOT_REVEALED: (e) =>
    e.revealed === null
      ? `Token ${e.token} is not revealed: no exploration is waiting.`
      : `Token ${e.token} is not the revealed one; ${e.revealed} is.`,
  NOT_AN_ARMY: (e) => `A group without an Army unit is not an army: ${list(e.figures)}.`,
  TOO_MANY_ARMIES: (e) => `This action moves at most ${e.limit} ${e.limit === 1 ? 'army' : 'armies'}, not ${e.count}.`,
  MOVED_TWICE: (e) => `${e.id} has already moved in this action.`,
  NEEDS_LEADER: (e) => `A Character die moves an army with a Leader, Nazgul or Character, and ${list(e.figures)} has none.`,
  LEADER_ALONE: (e) => `Leaders ${list(e.leaders)} would be in ${e.region} without Free Peoples Army units.`,
  ENEMY_ARMY: (e) => `${e.region} holds enemy Army units (${list(e.units)}): attack it instead.`,
  NOT_AT_WAR: (e) =>
    `${list(e.nations)} ${e.nations.length === 1 ? 'is' : 'are'} not At War and cannot enter ${e.region}, inside the borders of ${e.regionNation}.`,
  NO_ENEMY: (e) => `${e.region} holds no enemy Army units: there is nothing to attack.`,
  NOT_AT_WAR_ATTACK: (e) => `${list(e.nations)} ${e.nations.length === 1 ? 'is' : 'are'} not At War and cannot attack.`,
  WRONG_RULESET: (e) => `This is a ${e.ruleset} move; the position is of the ${e.expected} ruleset.`,
  MALFORMED_MOVE: (e) => `This is not a move of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_STATE: (e) => `This is not a position of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_BOARD: (e) => `This is not a board: expected ${e.expected}.`,
}

/**
 * Builds a violation of `code` from its evidence, with its message.
 *
 * @since 0.1.0
 * @category constructors
 * @example
 * import { violation } from 'marchlaw'
 * const v = violation('NOT_ADJACENT', { from: 'dunes', to: 'isle' })
 * console.log(v.message) // isle is not adjacent to dunes.
 */
export const violation = <C extends ViolationCode>(code: C, evidence: Evidence<C>, army?: number): Violation => {
  const made: Record<string, unknown> = { code, message: messages[code](evidence) }
  // Field by field rather than spread: evidence comes in a dozen shapes, and V8 copies spreads of many shapes the slow way.
  for (const key of Object.keys(evidence)) made[key] = (evidence as Readonly<Record<string, unknown>>)[key]
  if (army !== undefined) made['army'] = army
  return made as Violation
}
