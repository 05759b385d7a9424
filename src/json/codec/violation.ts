/**
 * The codec of violations, as a Result carries them.
 *
 * @since 0.1.0
 * @module
 */
import type { Entity, StopReason, Violation, ViolationCode } from '../../model/violation.js'
import { idCodec, nonNegativeIntegerCodec, nullable, oneOf, textCodec, type Codec } from './primitive.js'
import { array, lazy, optional, required, strict, tagged, type RequiredField } from './strict.js'

type ViolationOf<C extends ViolationCode> = Extract<Violation, { readonly code: C }>

const entityCodec: Codec<Entity> = oneOf(['region', 'unit', 'unit-type', 'figure', 'token', 'faction', 'side'])
const stopReasonCodec: Codec<StopReason> = oneOf(['battle', 'desert'])
const ids = (what: string): Codec<ReadonlyArray<string>> => array(`an array of ${what} ids`, idCodec)
const count = required(nonNegativeIntegerCodec)

// The fields every violation has before its evidence, and `army` after it,
// in the order `violation()` writes them.
const head = <C extends ViolationCode>(code: C): { readonly code: RequiredField<C>; readonly message: RequiredField<string> } => ({
  code: required(oneOf([code])),
  message: required(textCodec),
})
const army = optional(nonNegativeIntegerCodec)
const name = (code: ViolationCode): string => `a ${code} violation object`

/**
 * The codec of a violation, chosen by its `code`.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const violationCodec: Codec<Violation> = lazy('a violation object', () =>
  tagged<'code', Violation>('a violation object with a "code"', 'code', {
    UNKNOWN_ID: strict<ViolationOf<'UNKNOWN_ID'>>(name('UNKNOWN_ID'), { ...head('UNKNOWN_ID'), id: required(idCodec), entity: required(entityCodec), army }),
    DUPLICATE_ID: strict<ViolationOf<'DUPLICATE_ID'>>(name('DUPLICATE_ID'), { ...head('DUPLICATE_ID'), id: required(idCodec), army }),
    NOT_OWNED: strict<ViolationOf<'NOT_OWNED'>>(name('NOT_OWNED'), { ...head('NOT_OWNED'), id: required(idCodec), owner: required(idCodec), actor: required(idCodec), army }),
    NOT_TOGETHER: strict<ViolationOf<'NOT_TOGETHER'>>(name('NOT_TOGETHER'), { ...head('NOT_TOGETHER'), regions: required(ids('region')), army }),
    EMPTY_ARMY: strict<ViolationOf<'EMPTY_ARMY'>>(name('EMPTY_ARMY'), { ...head('EMPTY_ARMY'), army }),
    NO_MOVEMENT: strict<ViolationOf<'NO_MOVEMENT'>>(name('NO_MOVEMENT'), { ...head('NO_MOVEMENT'), region: required(idCodec), army }),
    NOT_ADJACENT: strict<ViolationOf<'NOT_ADJACENT'>>(name('NOT_ADJACENT'), { ...head('NOT_ADJACENT'), from: required(idCodec), to: required(idCodec), army }),
    IMPASSABLE: strict<ViolationOf<'IMPASSABLE'>>(name('IMPASSABLE'), { ...head('IMPASSABLE'), from: required(idCodec), to: required(idCodec), army }),
    STACKING_LIMIT: strict<ViolationOf<'STACKING_LIMIT'>>(name('STACKING_LIMIT'), { ...head('STACKING_LIMIT'), region: required(idCodec), count, limit: count, army }),
    ARMY_TOO_LARGE: strict<ViolationOf<'ARMY_TOO_LARGE'>>(name('ARMY_TOO_LARGE'), { ...head('ARMY_TOO_LARGE'), count, limit: count, army }),
    NOT_LAND: strict<ViolationOf<'NOT_LAND'>>(name('NOT_LAND'), { ...head('NOT_LAND'), region: required(idCodec), kind: required(textCodec), army }),
    TOO_FAR: strict<ViolationOf<'TOO_FAR'>>(name('TOO_FAR'), { ...head('TOO_FAR'), steps: count, limit: count, unit: optional(idCodec), army }),
    MUST_STOP: strict<ViolationOf<'MUST_STOP'>>(name('MUST_STOP'), { ...head('MUST_STOP'), region: required(idCodec), reason: required(stopReasonCodec), army }),
    NO_PATH: strict<ViolationOf<'NO_PATH'>>(name('NO_PATH'), { ...head('NO_PATH'), to: required(idCodec), reasons: required(array('an array of violations', violationCodec)), steps: optional(nonNegativeIntegerCodec), army }),
    PATH_MISMATCH: strict<ViolationOf<'PATH_MISMATCH'>>(name('PATH_MISMATCH'), { ...head('PATH_MISMATCH'), to: required(idCodec), last: required(nullable(idCodec)), army }),
    NO_MARCH_SLOT: strict<ViolationOf<'NO_MARCH_SLOT'>>(name('NO_MARCH_SLOT'), { ...head('NO_MARCH_SLOT'), army }),
    EXPLORATION_PENDING: strict<ViolationOf<'EXPLORATION_PENDING'>>(name('EXPLORATION_PENDING'), { ...head('EXPLORATION_PENDING'), region: required(idCodec), token: required(idCodec), owner: optional(idCodec), army }),
    NOT_REVEALED: strict<ViolationOf<'NOT_REVEALED'>>(name('NOT_REVEALED'), { ...head('NOT_REVEALED'), token: required(idCodec), revealed: required(nullable(idCodec)), army }),
    NOT_AN_ARMY: strict<ViolationOf<'NOT_AN_ARMY'>>(name('NOT_AN_ARMY'), { ...head('NOT_AN_ARMY'), figures: required(ids('figure')), army }),
    TOO_MANY_ARMIES: strict<ViolationOf<'TOO_MANY_ARMIES'>>(name('TOO_MANY_ARMIES'), { ...head('TOO_MANY_ARMIES'), count, limit: count, army }),
    MOVED_TWICE: strict<ViolationOf<'MOVED_TWICE'>>(name('MOVED_TWICE'), { ...head('MOVED_TWICE'), id: required(idCodec), army }),
    NEEDS_LEADER: strict<ViolationOf<'NEEDS_LEADER'>>(name('NEEDS_LEADER'), { ...head('NEEDS_LEADER'), figures: required(ids('figure')), army }),
    LEADER_ALONE: strict<ViolationOf<'LEADER_ALONE'>>(name('LEADER_ALONE'), { ...head('LEADER_ALONE'), region: required(idCodec), leaders: required(ids('figure')), army }),
    ENEMY_ARMY: strict<ViolationOf<'ENEMY_ARMY'>>(name('ENEMY_ARMY'), { ...head('ENEMY_ARMY'), region: required(idCodec), units: required(ids('figure')), attack: optional(oneOf(['army', 'character'])), army }),
    NOT_AT_WAR: strict<ViolationOf<'NOT_AT_WAR'>>(name('NOT_AT_WAR'), { ...head('NOT_AT_WAR'), region: required(idCodec), nations: required(ids('nation')), regionNation: required(idCodec), army }),
    NO_ENEMY: strict<ViolationOf<'NO_ENEMY'>>(name('NO_ENEMY'), { ...head('NO_ENEMY'), region: required(idCodec), army }),
    NOT_AT_WAR_ATTACK: strict<ViolationOf<'NOT_AT_WAR_ATTACK'>>(name('NOT_AT_WAR_ATTACK'), { ...head('NOT_AT_WAR_ATTACK'), nations: required(ids('nation')), army }),
    WRONG_RULESET: strict<ViolationOf<'WRONG_RULESET'>>(name('WRONG_RULESET'), { ...head('WRONG_RULESET'), ruleset: required(idCodec), expected: required(idCodec), army }),
    MALFORMED_MOVE: strict<ViolationOf<'MALFORMED_MOVE'>>(name('MALFORMED_MOVE'), { ...head('MALFORMED_MOVE'), path: required(textCodec), expected: required(textCodec), army }),
    MALFORMED_STATE: strict<ViolationOf<'MALFORMED_STATE'>>(name('MALFORMED_STATE'), { ...head('MALFORMED_STATE'), path: required(textCodec), expected: required(textCodec), army }),
    MALFORMED_BOARD: strict<ViolationOf<'MALFORMED_BOARD'>>(name('MALFORMED_BOARD'), { ...head('MALFORMED_BOARD'), expected: required(textCodec), army }),
  }),
)
