/**
 * The short form of the move notation, for people typing moves: pieces
 * named by kind and count (`2 warrior + paladin from greenvale`) instead of
 * by id, picked from a position.
 *
 * @since 0.2.0
 * @module
 */
import * as E from '../internal/either.js'
import type { Board } from '../graph.js'
import type { HeroesState } from '../model/heroes-state.js'
import type { Picker } from './old-notation-scratch.js'
import type { RingState } from '../model/ring-state.js'

/** `warrior` names a unit of type `warrior`; `warriors` does too, where no type is called that. */
const kindMatches = (asked: string, kind: string): boolean => asked === kind || asked === `${kind}s`

/**
 * The region a typed word stands for: the region of that id, else the one
 * the map names so (case aside), else the word as it is (an unknown id for
 * `validateMove` to report).
 *
 * @internal
 */
export const regionNamed = (board: Board): ((text: string) => string) => {
  const byName = new Map<string, string>()
  for (const [id, region] of board.regions) if (region.name !== undefined && !byName.has(region.name.toLowerCase())) byName.set(region.name.toLowerCase(), id)
  return (text) => (board.regions.has(text) ? text : (byName.get(text.toLowerCase()) ?? text))
}

/**
 * The picker of a position: the pieces of the actor (a heroes faction, or a
 * ring side) in the region, of the asked unit type (heroes) or figure kind
 * (ring), in the order of their ids, so the same line always picks the
 * same pieces.
 *
 * @internal
 */
export const pickerOf =
  (state: HeroesState | RingState): Picker =>
  (actor, kind, count, region, taken) => {
    const candidates: string[] = []
    if (state.ruleset === 'heroes') {
      for (const [id, unit] of Object.entries(state.units))
        if (unit.faction === actor && unit.region === region && kindMatches(kind, unit.type) && !taken.has(id)) candidates.push(id)
    } else {
      for (const [id, figure] of Object.entries(state.figures)) {
        const nation = figure.nation === undefined || !Object.hasOwn(state.nations, figure.nation) ? undefined : state.nations[figure.nation]
        const side = figure.side ?? nation?.side
        if (side === actor && figure.region === region && kindMatches(kind, figure.kind) && !taken.has(id)) candidates.push(id)
      }
    }
    candidates.sort()
    return candidates.length < count ? E.left(candidates.length) : E.right(candidates.slice(0, count))
  }
