/**
 * What happened when a move was applied, in the order it happened.
 *
 * @since 0.1.0
 * @module
 */
import type { Side } from './ring-state.js'

/**
 * An event, tagged by `type`. A `moved` event names `units` in the heroes
 * ruleset and `figures` in the ring ruleset; `path` is the regions entered.
 * A ring `battle` also names the attacking army: `from` and `figures`.
 *
 * @since 0.1.0
 * @category model
 */
export type GameEvent =
  | {
      readonly type: 'moved'
      readonly units: ReadonlyArray<string>
      readonly from: string
      readonly to: string
      readonly path: ReadonlyArray<string>
    }
  | {
      readonly type: 'moved'
      readonly figures: ReadonlyArray<string>
      readonly from: string
      readonly to: string
      readonly path: ReadonlyArray<string>
    }
  | {
      readonly type: 'battle'
      readonly region: string
      readonly attacker: string
      readonly defenders: ReadonlyArray<string>
      /** Ring: the region the attacking army stands in. */
      readonly from?: string
      /** Ring: the figures of the attacking army. */
      readonly figures?: ReadonlyArray<string>
    }
  | { readonly type: 'exploration-revealed'; readonly region: string; readonly token: string; readonly kind: string | null }
  | { readonly type: 'exploration-resolved'; readonly region: string; readonly token: string }
  | { readonly type: 'settlement-captured'; readonly region: string; readonly by: Side; readonly from: Side }
  | { readonly type: 'march-slot-used'; readonly left: number }

/**
 * The type of an event.
 *
 * @since 0.1.0
 * @category model
 */
export type GameEventType = GameEvent['type']
