/**
 * marchlaw/json: the JSON format at the boundary. Decoding a map, a state,
 * a move, a scenario or a result (every problem named with its JSON path),
 * encoding them back, checking a decoded state against its map, running
 * a scenario file as `marchlaw check` does, and the one-line move notation
 * (`formatMove`, `parseMove`). Needs io-ts beside fp-ts: io-ts is an
 * optional peer of marchlaw, and this is the one entry that loads it.
 *
 * @module marchlaw/json
 */
export type { DecodeError, Json } from './json/codec/decode-error.js'
export type { Codec } from './json/codec/primitive.js'
export { mapCodec, decodeMap, encodeMap } from './json/codec/map.js'
export { stateCodec, decodeState, decodeHeroesState, decodeRingState, encodeState } from './json/codec/state.js'
export { heroesStateCodec } from './json/codec/heroes-state.js'
export { ringStateCodec } from './json/codec/ring-state.js'
export { moveCodec, decodeMove, encodeMove } from './json/codec/move.js'
export { scenarioCodec, decodeScenario, encodeScenario, type Scenario } from './json/codec/scenario.js'
export { recordCodec, decodeRecord, encodeRecord, type RecordOptions } from './json/codec/record.js'
export { resultCodec, decodeResult, encodeResult, type Result } from './json/codec/result.js'
export { checkState } from './json/state-check.js'
export { checkScenario, scenarioBoard } from './json/scenario.js'
export { formatMove, parseMove, type NotationError } from './json/notation.js'
