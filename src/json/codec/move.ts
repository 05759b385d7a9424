/**
 * Decoding and encoding a move of either ruleset, chosen by its `type`.
 *
 * @since 0.1.0
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import type { HeroesMove } from '../../model/heroes-state.js'
import type { RingMove } from '../../model/ring-state.js'
import type { DecodeError, Json } from './decode-error.js'
import { marchMoveCodec, resolveExplorationMoveCodec } from './heroes-state.js'
import { armyDieMoveCodec, attackMoveCodec, characterDieMoveCodec, eventMoveCodec } from './ring-state.js'
import type { Codec } from './primitive.js'
import { decodeWith, tagged } from './strict.js'
import { writtenOrNull } from './strict.js'

/**
 * The codec of a move of either ruleset, chosen by its `type` field.
 *
 * @since 0.1.0
 * @category codecs
 */
export const moveCodec: Codec<HeroesMove | RingMove> = tagged<'type', HeroesMove | RingMove>('a move object with a "type"', 'type', {
  march: marchMoveCodec,
  'resolve-exploration': resolveExplorationMoveCodec,
  'army-die': armyDieMoveCodec,
  'character-die': characterDieMoveCodec,
  'event-move': eventMoveCodec,
  attack: attackMoveCodec,
})

/**
 * Decodes a move of either ruleset, reporting every error with its path
 * from `root`.
 *
 * @since 0.1.0
 * @category decoding
 * @example
 * import { decodeMove } from 'marchlaw/json'
 * const result = decodeMove({ type: 'marsh', faction: 'red' })
 * if (result._tag === 'Left') console.log(result.left[0]?.message)
 * // move.type: expected one of "march", "resolve-exploration", "army-die", "character-die", "event-move", "attack", got "marsh"
 */
export const decodeMove = (input: unknown, root = 'move'): E.Either<ReadonlyArray<DecodeError>, HeroesMove | RingMove> =>
  decodeWith(moveCodec, input, root, root === '' ? 'move' : root)

/**
 * Writes a move as JSON: fields in the format's order, an absent `path`
 * left out.
 *
 * A value that is not a move of the format is written as `null`.
 *
 * @since 0.1.0
 * @category encoding
 * @example
 * import { encodeMove } from 'marchlaw/json'
 * console.log(JSON.stringify(encodeMove({ to: 'mire', units: ['r1'], faction: 'red', type: 'march' })))
 * // {"type":"march","faction":"red","units":["r1"],"to":"mire"}
 */
export const encodeMove = (move: HeroesMove | RingMove): Json => writtenOrNull(moveCodec, move)
