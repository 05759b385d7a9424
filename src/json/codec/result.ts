/**
 * The codec of a Result: what `check` prints and a host sends back, a legal
 * move with its events and the next state, or an illegal one with every
 * violation.
 *
 * @since 0.1.0
 * @module
 */
import * as t from 'io-ts/lib/index.js'
import type * as E from 'fp-ts/lib/Either.js'
import type { GameEvent } from '../../model/event.js'
import type { HeroesState } from '../../model/heroes-state.js'
import type { RingState } from '../../model/ring-state.js'
import type { Violation } from '../../model/violation.js'
import { expectedValue, missingField, type DecodeError, type Json } from './decode-error.js'
import { gameEventCodec } from './event.js'
import { stateCodec } from './state.js'
import { primitive, type Codec } from './primitive.js'
import { ownField } from './own-field.js'
import { array, decodeWith, isObject, required, strict } from './strict.js'
import { violationCodec } from './violation.js'
import { writtenOrNull } from './strict.js'

/**
 * The verdict on a move: legal, with its events in order and the next
 * state; or illegal, with every violation.
 *
 * @since 0.1.0
 * @category model
 */
export type Result =
  | { readonly legal: true; readonly events: ReadonlyArray<GameEvent>; readonly state: HeroesState | RingState }
  | { readonly legal: false; readonly violations: ReadonlyArray<Violation> }

type Legal = Extract<Result, { readonly legal: true }>
type Illegal = Extract<Result, { readonly legal: false }>

const legalCodec: Codec<Legal> = strict<Legal>('an object with legal, events, state', {
  legal: required(primitive('true', (u): u is true => u === true)),
  events: required(array('an array of events', gameEventCodec)),
  state: required(stateCodec),
})

const illegalCodec: Codec<Illegal> = strict<Illegal>('an object with legal, violations', {
  legal: required(primitive('false', (u): u is false => u === false)),
  violations: required(array('an array of violations', violationCodec)),
})

/**
 * The codec of a Result, chosen by its `legal` field.
 *
 * @since 0.1.0
 * @category codecs
 */
export const resultCodec: Codec<Result> = new t.Type<Result, Json, unknown>(
  'a result object with a "legal"',
  (u): u is Result => legalCodec.is(u) || illegalCodec.is(u),
  (u, c) => {
    if (!isObject(u)) return t.failure(u, c)
    const legal = ownField(u, 'legal')
    if (legal === true) return legalCodec.validate(u, c)
    if (legal === false) return illegalCodec.validate(u, c)
    const context = [...c, { key: 'legal', type: t.boolean, actual: legal }]
    return t.failures([{ value: legal, context, message: legal === undefined ? missingField('true or false') : expectedValue('true or false') }])
  },
  (a) => (a.legal ? legalCodec.encode(a) : illegalCodec.encode(a)),
)

/**
 * Decodes a Result, reporting every error with its path from `root`.
 *
 * @since 0.1.0
 * @category decoding
 * @example
 * import { decodeResult } from 'marchlaw/json'
 * const result = decodeResult({ legal: false, violations: [{ code: 'EMPTY_ARMY', message: 'Nothing to move.' }] })
 * if (result._tag === 'Right' && !result.right.legal) console.log(result.right.violations[0]?.code) // EMPTY_ARMY
 */
export const decodeResult = (input: unknown, root = 'result'): E.Either<ReadonlyArray<DecodeError>, Result> =>
  decodeWith(resultCodec, input, root, root === '' ? 'result' : root)

/**
 * Writes a Result as JSON: `legal` first, then the events and the next
 * state, or the violations (code, message, evidence, army).
 *
 * A value that is not a result of the format is written as `null`.
 *
 * @since 0.1.0
 * @category encoding
 * @example
 * import { violation } from 'marchlaw'
 * import { encodeResult } from 'marchlaw/json'
 * console.log(JSON.stringify(encodeResult({ violations: [violation('NO_MARCH_SLOT', {})], legal: false })))
 * // {"legal":false,"violations":[{"code":"NO_MARCH_SLOT","message":"No March Action Slot is left this round."}]}
 */
export const encodeResult = (result: Result): Json => writtenOrNull(resultCodec, result)
