/**
 * Exploration tokens of the heroes ruleset (seed 000): what a March reveals
 * where it ends, resolving the revealed token (and revealing a swamp's second
 * one after it), and the view of a position a player may see.
 *
 * @since 0.1.0
 * @module
 */
import { inputProblem, isId, positionProblem, stateProblem } from '../input/heroes-boundary.js'
import { isObject } from '../input/shape.js'
import * as E from '../core/either.js'
import { revised } from '../core/carried-fields.js'
import { revealed, revealFirst } from './march/revealing.js'
import type { GameEvent } from '../model/event.js'
import type { Board } from '../board/graph.js'
import type { ExplorationToken, HeroesState, PendingExploration, ResolveExplorationMove } from '../model/heroes-state.js'
import type { Applied } from '../model/outcome.js'
import { type Violation, type Violations } from '../model/violation.js'
import { violation } from '../words/heroes.js'
import { named } from './naming.js'
import { ownValue, setOwn } from '../core/own-record.js'

/**
 * What a March of `faction` ending in `region` reveals: the region's first
 * face-down token, now awaiting resolution. A swamp will reveal one more
 * after it (if it has one); other land regions only this one. Seas, capitals,
 * regions without tokens reveal nothing, and nothing is revealed while
 * another exploration is pending (ruling H11 (docs/rulings.md#h11)).
 *
 * @since 0.1.0
 * @category exploration
 * @example
 * import { compile, exploration } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { mire: { kind: 'land', terrain: 'swamp' } }, adjacent: [] })
 * const state = {
 *   format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {},
 *   exploration: { mire: [{ id: 't1', kind: 'ruins' }, { id: 't2', kind: 'gold' }] },
 * } as const
 * if (E.isRight(board)) {
 *   const revealed = exploration.reveal(board.right, state, 'red', 'mire')
 *   console.log(revealed.events[0], revealed.state.pending?.more) // { type: 'exploration-revealed', region: 'mire', token: 't1', kind: 'ruins' } 1
 * }
 */
export const reveal = (board: Board, state: HeroesState, faction: string, region: string): Applied<HeroesState> =>
  (positionProblem(board, state) !== null || !isId(faction) || !isId(region) ? null : revealed(board, state, faction, region)) ?? { state, events: [] }

/**
 * Checks a resolve-exploration move: the token must be the revealed one, and
 * the exploration must be the resolving faction's; both are reported:
 * ruling H15 (docs/rulings.md#h15).
 *
 * @since 0.1.0
 * @category exploration
 * @example
 * import { compile, exploration } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' } }, adjacent: [] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {}, pending: null } as const
 * if (E.isRight(board)) {
 *   const verdict = exploration.validateMove(board.right, state, { type: 'resolve-exploration', faction: 'red', token: 't1' })
 *   if (E.isLeft(verdict)) console.log(verdict.left[0].code) // NOT_REVEALED
 * }
 */
export const validateMove = (
  board: Board,
  state: HeroesState,
  move: ResolveExplorationMove,
): E.Either<Violations, ResolveExplorationMove> => {
  const refused = inputProblem(board, state, move, ['resolve-exploration'])
  if (refused !== null) return E.left(refused)
  const pending = state.pending ?? null
  const violations: Violation[] = []
  if (pending === null) violations.push(violation('NOT_REVEALED', { token: move.token, revealed: null }))
  else {
    if (pending.revealed.id !== move.token) violations.push(violation('NOT_REVEALED', { token: move.token, revealed: pending.revealed.id }))
    if (pending.faction !== move.faction) violations.push(violation('NOT_OWNED', { id: move.token, owner: pending.faction, actor: move.faction }))
  }
  return E.isNonEmpty(violations) ? E.left(named(board, state, violations)) : E.right(move)
}

/**
 * Resolves the revealed token: it leaves the game (what it does is the
 * host's), and, in a swamp with a second token still there, that token is
 * revealed next; otherwise the exploration ends.
 *
 * @since 0.1.0
 * @category exploration
 * @example
 * import { compile, exploration } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { mire: { kind: 'land', terrain: 'swamp' } }, adjacent: [] })
 * const state = {
 *   format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {},
 *   exploration: { mire: [{ id: 't2', kind: 'gold' }] },
 *   pending: { kind: 'exploration', faction: 'red', region: 'mire', revealed: { id: 't1', kind: 'ruins' }, more: 1 },
 * } as const
 * if (E.isRight(board)) {
 *   const next = exploration.applyMove(board.right, state, { type: 'resolve-exploration', faction: 'red', token: 't1' })
 *   if (E.isRight(next)) console.log(next.right.events.map((e) => e.type), next.right.state.pending?.revealed.id) // [ 'exploration-resolved', 'exploration-revealed' ] t2
 * }
 */
export const applyMove = (
  board: Board,
  state: HeroesState,
  move: ResolveExplorationMove,
): E.Either<Violations, Applied<HeroesState>> => {
  const valid = validateMove(board, state, move)
  if (E.isLeft(valid)) return valid
  const pending = state.pending ?? null
  if (pending === null) return E.right({ state, events: [] })
  const resolved: GameEvent = { type: 'exploration-resolved', region: pending.region, token: pending.revealed.id }
  const settled = revised(state, { pending: null })
  const following =
    pending.more > 0 ? revealFirst(settled, pending.faction, pending.region, () => pending.more - 1) : null
  return E.right(
    following === null
      ? { state: settled, events: [resolved] }
      : { state: following.state, events: [resolved, ...following.events] },
  )
}

/**
 * The position as a player sees it: every face-down token's kind hidden
 * (`null`). The revealed token of a pending exploration lies face up and
 * keeps its kind. No player sees face-down tokens, so `faction` changes
 * nothing today; it names the viewer for rules that may show more:
 * ruling H16 (docs/rulings.md#h16). The view fails closed: a value that is
 * not a heroes position (a field the format does not have, a token with
 * one more field, another format version) is seen with every token's kind
 * hidden and only its `id` kept, and an array or other object that is not
 * a record is seen as an empty record, so no host's mistake shows a
 * face-down token.
 *
 * @since 0.1.0
 * @category exploration
 * @example
 * import { exploration } from 'marchlaw'
 * const view = exploration.playerView({
 *   format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {},
 *   exploration: { mire: [{ id: 't1', kind: 'ruins' }] },
 * }, 'red')
 * console.log(view.exploration) // { mire: [ { id: 't1', kind: null } ] }
 * const odd = exploration.playerView(JSON.parse('{ "round": 2, "exploration": { "mire": [{ "id": "t1", "kind": "ruins", "note": "ruins" }] } }'), 'red')
 * console.log(odd.exploration) // { mire: [ { id: 't1', kind: null } ] }
 */
export function playerView(state: HeroesState, faction: string): HeroesState
/**
 * The view of any value given as a position, as above: a value that is not
 * a heroes position gets the closed view, which is no `HeroesState`.
 *
 * @since 0.2.0
 * @category exploration
 */
export function playerView(state: unknown, faction: string): unknown
export function playerView(state: unknown, _faction: string): unknown {
  if (!isHeroesState(state)) return closedView(state)
  if (state.exploration === undefined) return state
  return revised(state, { exploration: hiddenPiles(state.exploration) })
}

// A value the boundary finds nothing wrong with is a heroes position.
const isHeroesState = (value: unknown): value is HeroesState => stateProblem(value) === null

/** Each region's tokens face down: ids only, and of a record the library cannot read, only lists of tokens. */
const hiddenPiles = (exploration: unknown): Readonly<Record<string, ReadonlyArray<ExplorationToken>>> => {
  const piles: Record<string, ReadonlyArray<ExplorationToken>> = {}
  if (!isObject(exploration)) return Object.freeze(piles)
  for (const region of Object.keys(exploration)) {
    const tokens = exploration[region]
    if (!Array.isArray(tokens)) continue
    const hidden = (tokens as ReadonlyArray<unknown>).map((token) => {
      const id = isObject(token) ? ownValue(token, 'id') : undefined
      return Object.freeze({ id: typeof id === 'string' ? id : '', kind: null })
    })
    setOwn(piles, region, Object.freeze(hidden))
  }
  return Object.freeze(piles)
}

/** The fields of a heroes state in the format; a closed view shows no other, since the library cannot tell what one holds. */
const stateFields: ReadonlyArray<keyof HeroesState> = ['format', 'ruleset', 'speeds', 'units', 'vessels', 'towers', 'exploration', 'marchSlots', 'pending']
const pendingFields: ReadonlyArray<keyof PendingExploration> = ['kind', 'faction', 'region', 'revealed', 'more']

/** The fields of `value` named in `fields` that it has as its own, each as `view` gives it. */
const onlyFields = (value: Readonly<Record<string, unknown>>, fields: ReadonlyArray<string>, view: (field: string, of: unknown) => unknown): Readonly<Record<string, unknown>> => {
  const kept: Record<string, unknown> = {}
  for (const field of fields) if (Object.hasOwn(value, field)) setOwn(kept, field, view(field, value[field]))
  return Object.freeze(kept)
}

/** A pending exploration of a record the library cannot read: its revealed token lies face up, but only its id and kind. */
const closedPending = (pending: unknown): unknown => {
  if (!isObject(pending)) return pending === null ? null : undefined
  return onlyFields(pending, pendingFields, (field, of) => (field === 'revealed' && isObject(of) ? onlyFields(of, ['id', 'kind'], (_, part) => part) : of))
}

/**
 * The view of a value that did not pass the shape check: the fields of the
 * format only, as they are, but `exploration`, whose tokens are all face
 * down; a list or other object that is not a record hides all of it.
 */
const closedView = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value
  if (!isObject(value)) return Object.freeze({})
  const view = onlyFields(value, stateFields, (field, of) => (field === 'exploration' ? hiddenPiles(of) : field === 'pending' ? closedPending(of) : of))
  // A pending exploration that is not a record shows nothing of it.
  if (Object.hasOwn(view, 'pending') && view['pending'] === undefined) {
    const { pending: _hidden, ...rest } = view
    return Object.freeze(rest)
  }
  return view
}
