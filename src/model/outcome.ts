/**
 * What the move modules return besides violations: the next position with
 * its events, and where a group can go and why not elsewhere.
 *
 * @since 0.1.0
 * @module
 */
import type { GameEvent } from './event.js'
import type { Violations } from './violation.js'

/**
 * The result of applying a legal move: the next state and the events, in the
 * order they happened.
 *
 * @since 0.1.0
 * @category model
 */
export interface Applied<S> {
  readonly state: S
  readonly events: ReadonlyArray<GameEvent>
}

/**
 * Where a group can end its move, with one path to each such region (the
 * regions entered, in order), and for every other region of the map the
 * reasons it cannot go there, and (ring, with a die) the regions it may
 * attack. Built for a UI that lights up the first, lights the attackable
 * ones another way, and explains the rest on hover.
 *
 * @since 0.1.0
 * @category model
 */
export interface Reach {
  /** The region the group starts in; `null` when the group itself is invalid. */
  readonly origin: string | null
  readonly reachable: Readonly<Record<string, ReadonlyArray<string>>>
  readonly unreachable: Readonly<Record<string, Violations>>
  /**
   * Ring, with a die: the regions the group may attack instead of entering,
   * with the enemy Army units there (sorted). Each is also `unreachable`
   * (`ENEMY_ARMY`). Absent where the move cannot attack (a March, an event
   * card).
   */
  readonly attackable?: Readonly<Record<string, ReadonlyArray<string>>>
}

/**
 * A game replayed move by move: `positions[0]` is the starting position
 * (the library's own copy) and `positions[i + 1]` the position after move
 * `i`, whose events are `events[i]`.
 *
 * @since 0.2.0
 * @category model
 */
export interface Replay<S> {
  readonly positions: ReadonlyArray<S>
  readonly events: ReadonlyArray<ReadonlyArray<GameEvent>>
}

/**
 * Why a game cannot be replayed: the first move that cannot be played, its
 * index in the list (from 0), the move as given, every violation of it,
 * and the game up to it (`before.positions` ends with the position the
 * move was refused in). Where the board, the starting position or the list
 * itself is malformed, no move can be played: `index` and `move` are then
 * `null`, and `before` holds no position.
 *
 * @since 0.2.0
 * @category model
 */
export interface ReplayRefusal<S = unknown> {
  readonly index: number | null
  readonly move: unknown
  readonly violations: Violations
  readonly before: Replay<S>
}
