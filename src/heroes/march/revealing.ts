/**
 * Revealing a region's first face-down token, once the board, the state,
 * the faction and the region are known to be such: what
 * `exploration.reveal` and a March's `applyMove` share.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { entriesOf, fieldEntry, revised } from '../../core/carried-fields.js'
import type { Board } from '../../board/graph.js'
import type { ExplorationToken, HeroesState, PendingExploration } from '../../model/heroes-state.js'
import type { Applied } from '../../model/outcome.js'
import { withEntry } from '../../core/persistent-record.js'

const tokensIn = (state: HeroesState, region: string): ReadonlyArray<ExplorationToken> => fieldEntry(state, 'exploration', region) ?? []

/**
 * The first token of `region` revealed by `faction`, `more` telling how many
 * will follow it; `null` when the region has none.
 *
 * @internal
 */
export const revealFirst = (
  state: HeroesState,
  faction: string,
  region: string,
  more: (rest: ReadonlyArray<ExplorationToken>) => number,
): Applied<HeroesState> | null => {
  const tokens = tokensIn(state, region)
  const token = tokens[0]
  // Most Marches end where no token lies: the record of tokens is read only for one that does.
  const exploration = token === undefined ? undefined : entriesOf(state, 'exploration')
  if (token === undefined || exploration === undefined) return null
  // Frozen as it is built: the list is the state's own, read back as `state.exploration[region]`.
  const rest = Object.freeze(tokens.slice(1))
  const pending: PendingExploration = { kind: 'exploration', faction, region, revealed: token, more: more(rest) }
  // Only this region's list changes (its key goes when the list empties): the rest of the tokens are shared with `state`.
  const left = withEntry(exploration, region, rest.length > 0 ? rest : undefined)
  return {
    state: revised(state, { pending }, [], { exploration: left }),
    events: [{ type: 'exploration-revealed', region, token: token.id, kind: token.kind }],
  }
}

/**
 * What `exploration.reveal` reveals once the board, the state, the faction and
 * the region are known to be such (a March just applied); `null` for
 * nothing.
 *
 * @internal
 */
export const revealed = (board: Board, state: HeroesState, faction: string, region: string): Applied<HeroesState> | null => {
  const there = board.regions.get(region)
  if ((state.pending ?? null) !== null || there?.kind !== 'land') return null
  // ruling H10 (docs/rulings.md#h10): a swamp reveals two tokens in all, one at a time.
  const swamp = there.terrain?.toLowerCase() === 'swamp'
  return revealFirst(state, faction, region, (rest) => (swamp ? Math.min(1, rest.length) : 0))
}
