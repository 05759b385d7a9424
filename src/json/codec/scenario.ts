/**
 * The codec of a scenario: a map (or the name of a bundled one), a state and
 * a move, as the CLI's `check` reads it and a bug report attaches it.
 *
 * @since 0.1.0
 * @module
 */
import * as t from 'io-ts/lib/index.js'
import * as E from 'fp-ts/lib/Either.js'
import type { HeroesMove, HeroesState } from '../../model/heroes-state.js'
import type { MapFile } from '../../model/map.js'
import type { RingMove, RingState } from '../../model/ring-state.js'
import type { DecodeError, Json } from './decode-error.js'
import { mapCodec } from './map.js'
import { readMove } from '../notation.js'
import { expectedValue } from './decode-error.js'
import { moveCodec } from './move.js'
import { stateCodec } from './state.js'
import { idCodec, oneOf, type Codec } from './primitive.js'
import { decodeWith, required, strict } from './strict.js'
import { withSchemaLine } from './schema-line.js'
import { writtenOrNull } from './strict.js'

/**
 * A scenario, `marchlaw/scenario@1`. `map` is a map, or the name of a map
 * bundled with the package.
 *
 * @since 0.1.0
 * @category model
 */
export interface Scenario {
  readonly format: 'marchlaw/scenario@1'
  readonly map: string | MapFile
  readonly state: HeroesState | RingState
  readonly move: HeroesMove | RingMove
}

/**
 * A scenario's or a record's `map`: the name of a bundled map, or a map.
 *
 * @internal
 */
export const mapOrNameCodec: Codec<string | MapFile> = new t.Type<string | MapFile, Json, unknown>(
  'the name of a bundled map or a map object',
  (u): u is string | MapFile => idCodec.is(u) || mapCodec.is(u),
  (u, c) => (typeof u === 'string' ? idCodec.validate(u, c) : mapCodec.validate(u, c)),
  (a) => (typeof a === 'string' ? a : mapCodec.encode(a)),
)

/**
 * A move object, or a line of notation (what `formatMove` writes) read
 * into the move it stands for: a scenario's move, a record's moves.
 *
 * @internal
 */
export const moveOrNotationCodec: Codec<HeroesMove | RingMove> = new t.Type<HeroesMove | RingMove, Json, unknown>(
  'a move object, or a move in notation',
  moveCodec.is,
  (u, c) => {
    if (typeof u !== 'string') return moveCodec.validate(u, c)
    const read = readMove(u)
    // What the line reads as is checked as a move object is, so that a line and an object of the same move decode alike.
    return E.isRight(read) ? moveCodec.validate(read.right, c) : t.failure(u, c, expectedValue(`a move in notation (${read.left.expected} at column ${read.left.column})`))
  },
  (a) => moveCodec.encode(a),
)

/**
 * The codec of a scenario. Its `move` may be a move object or a line of
 * move notation (see `parseMove`); it decodes to the move object.
 *
 * @since 0.1.0
 * @category codecs
 */
export const scenarioCodec: Codec<Scenario> = withSchemaLine(strict<Scenario>('a scenario object with format, map, state, move', {
  format: required(oneOf(['marchlaw/scenario@1'])),
  map: required(mapOrNameCodec),
  state: required(stateCodec),
  move: required(moveOrNotationCodec),
}))

/**
 * Decodes a scenario, reporting every error with its path (`map.`,
 * `state.`, `move.`...; the scenario itself is named `scenario`).
 *
 * @since 0.1.0
 * @category decoding
 * @example
 * import { decodeScenario } from 'marchlaw/json'
 * const result = decodeScenario({
 *   format: 'marchlaw/scenario@1',
 *   map: 'demo-isles',
 *   state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: { r1: { faction: 'red', type: 'serf', regoin: 'a' } } },
 *   move: { type: 'march', faction: 'red', units: ['r1'], to: 'b' },
 * })
 * if (result._tag === 'Left') console.log(result.left.map((e) => e.message))
 * // [ 'state.units.r1: missing field "region" (expected a non-empty string)', 'state.units.r1: unknown field "regoin"' ]
 */
export const decodeScenario = (input: unknown): E.Either<ReadonlyArray<DecodeError>, Scenario> =>
  decodeWith(scenarioCodec, input, '', 'scenario')

/**
 * Writes a scenario as JSON, fields in the format's order.
 *
 * A value that is not a scenario of the format is written as `null`.
 *
 * @since 0.1.0
 * @category encoding
 * @example
 * import { encodeScenario } from 'marchlaw/json'
 * console.log(JSON.stringify(encodeScenario({
 *   format: 'marchlaw/scenario@1',
 *   map: 'demo-isles',
 *   state: { format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} },
 *   move: { type: 'army-die', side: 'free', moves: [] },
 * })))
 * // {"format":"marchlaw/scenario@1","map":"demo-isles","state":{"format":"marchlaw/state@1","ruleset":"ring","nations":{},"figures":{}},"move":{"type":"army-die","side":"free","moves":[]}}
 */
export const encodeScenario = (scenario: Scenario): Json => writtenOrNull(scenarioCodec, scenario)
