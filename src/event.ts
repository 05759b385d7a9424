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

/**
 * One line of words for an event, as the CLI and the demos print it.
 *
 * @since 0.1.0
 * @category events
 * @example
 * import { eventInWords } from 'marchlaw'
 * console.log(eventInWords({ type: 'march-slot-used', left: 1 })) // a March Action Slot used, 1 left
 * console.log(eventInWords({ type: 'settlement-captured', region: 'osgiliath', by: 'shadow', from: 'free' })) // osgiliath captured by shadow from free
 */
export const eventInWords = (event: GameEvent): string => {
  switch (event.type) {
    case 'moved':
      return `${('units' in event ? event.units : event.figures).join(', ')} moved from ${event.from} to ${event.to} by ${event.path.join(' > ')}`
    case 'battle':
      return `battle in ${event.region}: ${event.attacker} attacks ${event.defenders.join(' and ')}${
        event.figures === undefined ? '' : ` with ${event.figures.join(', ')}${event.from === undefined ? '' : ` from ${event.from}`}`
      }`
    case 'exploration-revealed':
      return `token ${event.token} revealed in ${event.region}: ${event.kind ?? 'face hidden'}`
    case 'exploration-resolved':
      return `token ${event.token} in ${event.region} resolved`
    case 'settlement-captured':
      return `${event.region} captured by ${event.by} from ${event.from}`
    case 'march-slot-used':
      return `a March Action Slot used, ${event.left} left`
  }
}
