/**
 * The codec of a game record, `marchlaw/record@1`: a map (or the name of a
 * bundled one), a starting state, and the moves in order, each a move
 * object or a line of notation, with who played it, a remark and when.
 *
 * @since 0.2.0
 * @module
 */
import * as t from 'io-ts/lib/index.js'
import * as E from 'fp-ts/lib/Either.js'
import type { GameRecord, RecordedMove } from '../../model/record.js'
import { writeMove } from '../notation-write.js'
import type { DecodeError, Json } from './decode-error.js'
import { idCodec, oneOf, primitive, textCodec, type Codec } from './primitive.js'
import { mapOrNameCodec, moveOrNotationCodec } from './scenario.js'
import { withSchemaLine } from './schema-line.js'
import { stateCodec } from './state.js'
import { array, decodeWith, optional, required, strict, writtenOrNull } from './strict.js'

// RFC 3339's date-time, as the record schema's pattern writes it: a time zone is required, so that two clocks compare.
const dateTime = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

const timeCodec: Codec<string> = primitive('an RFC 3339 date and time, such as "2026-12-01T21:03:00Z"', (u): u is string => typeof u === 'string' && dateTime.test(u))

const entryCodec: Codec<RecordedMove> = strict<RecordedMove>('an object with move, and optionally player, comment, time', {
  move: required(moveOrNotationCodec),
  player: optional(idCodec),
  comment: optional(textCodec),
  time: optional(timeCodec),
})

// A move alone may stand for its entry, written in notation: the short form of a record written by hand.
const recordedMoveCodec: Codec<RecordedMove> = new t.Type<RecordedMove, Json, unknown>(
  'a move in notation, or an object with move, and optionally player, comment, time',
  entryCodec.is,
  (u, c) => (typeof u === 'string' ? E.map((move: RecordedMove['move']): RecordedMove => ({ move }))(moveOrNotationCodec.validate(u, c)) : entryCodec.validate(u, c)),
  entryCodec.encode,
)

/**
 * The codec of a game record. Each of its `moves` is an object with `move`
 * (a move object or a line of notation) and optionally `player`, `comment`
 * and `time`, or just a line of notation; it decodes to
 * {@link RecordedMove}s holding move objects.
 *
 * @since 0.2.0
 * @category codecs
 */
export const recordCodec: Codec<GameRecord> = withSchemaLine(
  strict<GameRecord>('a record object with format, map, state, moves', {
    format: required(oneOf(['marchlaw/record@1'])),
    map: required(mapOrNameCodec),
    state: required(stateCodec),
    moves: required(array('a list of moves', recordedMoveCodec)),
  }),
)

/**
 * Decodes a game record, reporting every error with its path (`map.`,
 * `state.`, `moves[3].move.to`...; the record itself is named `record`).
 * That the moves are legal is for `replay` to say.
 *
 * @since 0.2.0
 * @category decoding
 * @example
 * import { decodeRecord } from 'marchlaw/json'
 * const result = decodeRecord({
 *   format: 'marchlaw/record@1',
 *   map: 'demo-isles',
 *   state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 2 } }, units: { r1: { faction: 'red', type: 'serf', region: 'greenvale' } } },
 *   moves: ['red march r1 to oakwood', { move: { type: 'march', faction: 'red', units: ['r1'], to: 'greenvale' }, player: 'ann', time: '2026-12-01T21:03:00Z' }],
 * })
 * if (result._tag === 'Right') console.log(result.right.moves.map((m) => m.move.type), result.right.moves[1]?.player) // [ 'march', 'march' ] ann
 * const typo = decodeRecord({ format: 'marchlaw/record@1', map: 'demo-isles', state: { format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} }, moves: [{ mvoe: 'free army - ' }] })
 * if (typo._tag === 'Left') console.log(typo.left.map((e) => e.message))
 * // [ 'moves[0]: missing field "move" (expected a move object, or a move in notation)', 'moves[0]: unknown field "mvoe"' ]
 */
export const decodeRecord = (input: unknown): E.Either<ReadonlyArray<DecodeError>, GameRecord> => decodeWith(recordCodec, input, '', 'record')

/**
 * How {@link encodeRecord} writes the moves.
 *
 * @since 0.2.0
 * @category encoding
 */
export interface RecordOptions {
  /**
   * Write each move in notation (one line a person reads, what
   * `formatMove` writes) instead of as a move object; a move with no
   * player, comment or time is then that line alone.
   */
  readonly notation?: boolean
}

/**
 * Writes a game record as JSON, fields in the format's order; decoding it
 * gives the same record, whichever way the moves are written. `null` for a
 * value that is not a record (as the other `encode*` functions).
 *
 * @since 0.2.0
 * @category encoding
 * @example
 * import { encodeRecord } from 'marchlaw/json'
 * const record = {
 *   format: 'marchlaw/record@1' as const,
 *   map: 'demo-isles',
 *   state: { format: 'marchlaw/state@1' as const, ruleset: 'heroes' as const, speeds: { red: { serf: 2 } }, units: { r1: { faction: 'red', type: 'serf', region: 'greenvale' } } },
 *   moves: [{ move: { type: 'march' as const, faction: 'red', units: ['r1'], to: 'oakwood' }, comment: 'to the woods' }],
 * }
 * console.log(JSON.stringify(encodeRecord(record)?.moves)) // [{"move":{"type":"march","faction":"red","units":["r1"],"to":"oakwood"},"comment":"to the woods"}]
 * console.log(JSON.stringify(encodeRecord(record, { notation: true })?.moves)) // [{"move":"red march r1 to oakwood","comment":"to the woods"}]
 */
export const encodeRecord = (record: GameRecord, options?: RecordOptions): { readonly [key: string]: Json } | null => {
  // Checked first: encoding alone writes what fields it finds, and reading the moves of a value that is not a record could throw.
  if (!recordCodec.is(record)) return null
  const encoded = writtenOrNull(recordCodec, record) as { readonly [key: string]: Json } | null
  if (encoded === null || options?.notation !== true) return encoded
  const moves = record.moves.map((entry): Json => {
    const { move: _, ...rest } = entryCodec.encode(entry) as { readonly [key: string]: Json }
    const line = writeMove(entry.move)
    return Object.keys(rest).length === 0 ? line : { move: line, ...rest }
  })
  return { ...encoded, moves }
}
