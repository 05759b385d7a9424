/**
 * Decoding and encoding a state of either ruleset, chosen by its `ruleset`.
 *
 * @since 0.1.0
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import type { HeroesState } from '../../model/heroes-state.js'
import type { RingState } from '../../model/ring-state.js'
import type { DecodeError, Json } from './decode-error.js'
import { heroesStateCodec } from './heroes-state.js'
import { ringStateCodec } from './ring-state.js'
import type { Codec } from './primitive.js'
import { decodeWith, tagged } from './strict.js'
import { writtenOrNull } from './strict.js'

/**
 * The codec of a state of either ruleset, chosen by its `ruleset` field.
 *
 * @since 0.1.0
 * @category codecs
 */
export const stateCodec: Codec<HeroesState | RingState> = tagged<'ruleset', HeroesState | RingState>(
  'a state object with a "ruleset"',
  'ruleset',
  { heroes: heroesStateCodec, ring: ringStateCodec },
)

/**
 * Decodes a state of either ruleset, reporting every error with its path
 * from `root`.
 *
 * @since 0.1.0
 * @category decoding
 * @example
 * import { decodeState } from 'marchlaw/json'
 * const result = decodeState({
 *   format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 2 } },
 *   units: { r1: { faction: 'red', type: 'serf', region: 42 } },
 * })
 * if (result._tag === 'Left') console.log(result.left[0]?.message) // state.units.r1.region: expected a string, got 42
 */
export const decodeState = (input: unknown, root = 'state'): E.Either<ReadonlyArray<DecodeError>, HeroesState | RingState> =>
  decodeWith(stateCodec, input, root, root === '' ? 'state' : root)

/**
 * Decodes a heroes state.
 *
 * @since 0.1.0
 * @category decoding
 * @example
 * import { decodeHeroesState } from 'marchlaw/json'
 * const result = decodeHeroesState({ format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {}, marchSlots: 2 })
 * if (result._tag === 'Right') console.log(result.right.marchSlots) // 2
 */
export const decodeHeroesState = (input: unknown, root = 'state'): E.Either<ReadonlyArray<DecodeError>, HeroesState> =>
  decodeWith(heroesStateCodec, input, root, root === '' ? 'state' : root)

/**
 * Decodes a ring state.
 *
 * @since 0.1.0
 * @category decoding
 * @example
 * import { decodeRingState } from 'marchlaw/json'
 * const result = decodeRingState({ format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {}, stackingLimit: 0 })
 * if (result._tag === 'Left') console.log(result.left[0]?.message) // state.stackingLimit: expected a positive integer, got 0
 */
export const decodeRingState = (input: unknown, root = 'state'): E.Either<ReadonlyArray<DecodeError>, RingState> =>
  decodeWith(ringStateCodec, input, root, root === '' ? 'state' : root)

/**
 * Writes a state as JSON: fields in the format's order, absent optional
 * fields left out, ids in the state's order.
 *
 * A value that is not a state of the format is written as `null`.
 *
 * @since 0.1.0
 * @category encoding
 * @example
 * import { encodeState } from 'marchlaw/json'
 * console.log(JSON.stringify(encodeState({ units: {}, speeds: {}, ruleset: 'heroes', format: 'marchlaw/state@1' })))
 * // {"format":"marchlaw/state@1","ruleset":"heroes","speeds":{},"units":{}}
 */
export const encodeState = (state: HeroesState | RingState): Json => writtenOrNull(stateCodec, state)
