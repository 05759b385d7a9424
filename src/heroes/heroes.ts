/**
 * The heroes ruleset (seed 000) as one: a March or the resolution of a
 * revealed exploration token, dispatched on the move's `type`: `validateMove`
 * and `applyMove` of the same shape as every move module, and `legalMoves`,
 * `countMoves` and `randomMove` (`reach` is `march.reach`).
 *
 * @since 0.1.0
 * @module
 */
import { inputProblem, isDrawOptions, positionProblem } from '../input/heroes-boundary.js'
import * as E from '../core/either.js'
import * as exploration from './exploration.js'
import type { Board } from '../board/graph.js'
import type { HeroesMove, HeroesState, PendingExploration } from '../model/heroes-state.js'
import * as march from './march.js'
import { marchApplied, marchVerdict } from './march/verdict.js'
import type { Applied } from '../model/outcome.js'
import type { RingMove, RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'

/**
 * Checks a heroes move: a March (every violation of it) or the resolution of
 * the revealed exploration token. A move or position of the ring ruleset is
 * WRONG_RULESET.
 *
 * @since 0.1.0
 * @category heroes
 * @example
 * import { compile, heroes } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * if (E.isRight(board)) {
 *   const verdict = heroes.validateMove(board.right, state, { type: 'resolve-exploration', faction: 'red', token: 't1' })
 *   if (E.isLeft(verdict)) console.log(verdict.left[0].code) // NOT_REVEALED
 * }
 */
export const validateMove = (
  board: Board,
  state: HeroesState | RingState,
  move: HeroesMove | RingMove,
): E.Either<Violations, HeroesMove> => {
  // WRONG_RULESET when the position or the move is of the ring: ruling H20 (docs/rulings.md#h20).
  const refused = inputProblem(board, state, move)
  if (refused !== null) return E.left(refused)
  // The boundary has just checked that both are of the heroes ruleset.
  const heroesMove = move as HeroesMove
  return heroesMove.type === 'march' ? marchVerdict(board, state as HeroesState, heroesMove) : exploration.validateMove(board, state as HeroesState, heroesMove)
}

/**
 * Applies a heroes move, or returns every violation.
 *
 * @since 0.1.0
 * @category heroes
 * @example
 * import { compile, heroes } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * if (E.isRight(board)) {
 *   const next = heroes.applyMove(board.right, state, { type: 'march', faction: 'red', units: ['s1'], to: 'b' })
 *   if (E.isRight(next)) console.log(next.right.state.units['s1']?.region) // b
 * }
 */
export const applyMove = (
  board: Board,
  state: HeroesState | RingState,
  move: HeroesMove | RingMove,
): E.Either<Violations, Applied<HeroesState>> => {
  const refused = inputProblem(board, state, move)
  if (refused !== null) return E.left(refused)
  // The boundary has just checked that both are of the heroes ruleset.
  const heroesMove = move as HeroesMove
  return heroesMove.type === 'march' ? marchApplied(board, state as HeroesState, heroesMove) : exploration.applyMove(board, state as HeroesState, heroesMove)
}

/**
 * Every legal move of `faction`, lazily: the resolution of its revealed
 * token while its exploration is pending (nothing while another faction's
 * is), else its Marches (see `march.legalMoves`).
 *
 * @since 0.1.0
 * @category heroes
 * @example
 * import { compile, heroes } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' } }, adjacent: [] })
 * const state = {
 *   format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {},
 *   pending: { kind: 'exploration', faction: 'red', region: 'a', revealed: { id: 't1', kind: 'ruins' }, more: 0 },
 * } as const
 * if (E.isRight(board)) console.log([...heroes.legalMoves(board.right, state, 'red')]) // [ { type: 'resolve-exploration', faction: 'red', token: 't1' } ]
 */
export function legalMoves(board: Board, state: HeroesState, faction: string): Generator<HeroesMove, void, undefined> {
  if (positionProblem(board, state) !== null) return resolution(null, faction)
  const pending = state.pending ?? null
  // The March generator is handed over as it is: delegating with yield* would cost a step per move.
  return pending === null ? march.legalMoves(board, state, faction) : resolution(pending, faction)
}

/**
 * A legal move of `faction` drawn at random, every move {@link legalMoves}
 * yields being equally likely; `null` when there is none. `random` returns
 * numbers in [0, 1), like `Math.random` or a seeded generator. Cheaper than
 * listing every move (see `march.randomMove`, which also tells the cheaper,
 * uneven `{ draw: 'playout' }` for random playouts).
 *
 * @since 0.1.0
 * @category heroes
 * @example
 * import { compile, heroes } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * if (E.isRight(board)) console.log(heroes.randomMove(board.right, state, 'red', Math.random)) // { type: 'march', faction: 'red', units: [ 's1' ], to: 'b', path: [ 'b' ] }
 */
export const randomMove = (
  board: Board,
  state: HeroesState,
  faction: string,
  random: () => number,
  options?: { readonly draw?: 'even' | 'playout' },
): HeroesMove | null => {
  if (positionProblem(board, state) !== null || (options !== undefined && !isDrawOptions(options))) return null
  const pending = state.pending ?? null
  if (pending === null) return march.randomMove(board, state, faction, random, options)
  return resolutionOf(pending, faction)
}

/** The one move of a faction while an exploration is pending: its own token's resolution, else none. */
const resolutionOf = (pending: PendingExploration | null, faction: string): HeroesMove | null =>
  pending !== null && pending.faction === faction ? { type: 'resolve-exploration', faction, token: pending.revealed.id } : null

function* resolution(pending: PendingExploration | null, faction: string): Generator<HeroesMove, void, undefined> {
  const move = resolutionOf(pending, faction)
  if (move !== null) yield move
}

/**
 * How many moves {@link legalMoves} yields for `faction`, counted without
 * listing them: the resolution of a pending exploration (1 or 0), else the
 * Marches (see `march.countMoves`). 0 for an invalid argument.
 *
 * @since 0.2.0
 * @category heroes
 * @example
 * import { compile, heroes } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * if (E.isRight(board)) console.log(heroes.countMoves(board.right, state, 'red')) // 1
 */
export const countMoves = (board: Board, state: HeroesState, faction: string): number => {
  if (positionProblem(board, state) !== null) return 0
  const pending = state.pending ?? null
  return pending === null ? march.countMoves(board, state, faction) : resolutionOf(pending, faction) === null ? 0 : 1
}
