/**
 * A game record, `marchlaw/record@1`: the map, the starting position and
 * the moves in the order they were played, as PGN is for chess. A server
 * replays it to verify a whole game, an app saves and shares it, and a bug
 * report names the move where two engines part.
 *
 * @since 0.2.0
 * @module
 */
import type { HeroesMove, HeroesState } from './heroes-state.js'
import type { MapFile } from './map.js'
import type { RingMove, RingState } from './ring-state.js'

/**
 * One move of a record, with who played it, a remark, and when it was
 * played. Only `move` is read by the rules.
 *
 * @since 0.2.0
 * @category model
 */
export interface RecordedMove {
  readonly move: HeroesMove | RingMove
  /** Who played the move: a player's name or id, free text to the rules. */
  readonly player?: string
  /** A remark on the move, for a person reading the game. */
  readonly comment?: string
  /** When the move was played: an RFC 3339 date and time, such as `2026-12-01T21:03:00Z`. */
  readonly time?: string
}

/**
 * A recorded game: `map` is a map object or the name of a map bundled with
 * the package (the command also takes the path of a map file, relative to
 * the record), `state` the position before the first move, and `moves`
 * every move in the order played.
 *
 * @since 0.2.0
 * @category model
 */
export interface GameRecord {
  readonly format: 'marchlaw/record@1'
  readonly map: string | MapFile
  readonly state: HeroesState | RingState
  readonly moves: ReadonlyArray<RecordedMove>
}
