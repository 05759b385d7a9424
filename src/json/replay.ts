/**
 * A whole game judged move by move: what a server runs on a game a client
 * sends, and what the command's `replay` prints.
 *
 * @since 0.2.0
 * @module
 */
import { adopt } from '../input/adopt.js'
import type { Board } from '../board/graph.js'
import * as heroes from '../heroes/heroes.js'
import { positionProblem, rulesetOf } from '../input/boundary.js'
import * as E from '../core/either.js'
import type { GameEvent } from '../model/event.js'
import type { HeroesMove, HeroesState } from '../model/heroes-state.js'
import type { Applied, Replay, ReplayRefusal } from '../model/outcome.js'
import type { RingMove, RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'
import { violation } from '../words/violation.js'
import * as ring from '../ring/ring.js'

/**
 * The positions a replay of a state of type `S` gives: states of its
 * ruleset.
 *
 * @since 0.2.0
 * @category model
 */
export type ReplayedState<S extends HeroesState | RingState> = S extends HeroesState ? HeroesState : RingState

const nothing: Replay<never> = Object.freeze({ positions: Object.freeze([]), events: Object.freeze([]) })

const refusal = <S>(index: number | null, move: unknown, violations: Violations, before: Replay<S> = nothing): E.Either<ReplayRefusal<S>, never> =>
  E.left(Object.freeze({ index, move, violations, before }))

/**
 * Plays `moves` in order from `state`, by the ruleset of the state: `Right`
 * with every position (the starting one first) and the events of each
 * move, or `Left` with the index of the first move that cannot be played,
 * that move, all its violations (a move of the other ruleset is
 * WRONG_RULESET, a move not of the format's shape MALFORMED_MOVE) and the
 * game up to it. A
 * malformed board or starting state, or a `moves` that is not a list, is
 * refused with `index: null`. Never throws; nothing given is kept or
 * changed.
 *
 * @since 0.2.0
 * @category games
 * @example
 * import { compile, replay } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * if (E.isRight(board)) {
 *   const game = replay(board.right, state, [
 *     { type: 'march', faction: 'red', units: ['s1'], to: 'b' },
 *     { type: 'march', faction: 'red', units: ['s1'], to: 'c' },
 *   ])
 *   if (E.isRight(game)) console.log(game.right.positions.map((p) => p.units['s1']?.region), game.right.events[1]?.[0]?.type) // [ 'a', 'b', 'c' ] moved
 *   const tampered = replay(board.right, state, [{ type: 'march', faction: 'red', units: ['s1'], to: 'c' }])
 *   if (E.isLeft(tampered)) console.log(tampered.left.index, tampered.left.violations.map((v) => v.code)) // 0 [ 'NO_PATH' ]
 * }
 */
export const replay = <S extends HeroesState | RingState>(
  board: Board,
  state: S,
  moves: ReadonlyArray<HeroesMove | RingMove>,
): E.Either<ReplayRefusal<ReplayedState<S>>, Replay<ReplayedState<S>>> => {
  const ruleset = rulesetOf(state)
  const refused = positionProblem(ruleset, board, state)
  if (refused !== null) return refusal(null, null, refused)
  if (!Array.isArray(moves)) return refusal(null, null, [violation('MALFORMED_MOVE', { path: 'moves', expected: 'a list of moves' })])
  const start = adopt(state)
  if (E.isLeft(start)) return refusal(null, null, start.left)
  const positions: Array<HeroesState | RingState> = [start.right]
  const events: Array<ReadonlyArray<GameEvent>> = []
  // The positions are states of the ruleset of `state`, which is what ReplayedState<S> names.
  const game = (): Replay<ReplayedState<S>> => Object.freeze({ positions: Object.freeze(positions) as ReadonlyArray<ReplayedState<S>>, events: Object.freeze(events) })
  let position: HeroesState | RingState = start.right
  // A list from an untrusted host may be sparse or hold anything: each item is judged as the move it claims to be.
  for (let index = 0; index < moves.length; index++) {
    const move: unknown = moves[index]
    const applied: E.Either<Violations, Applied<HeroesState | RingState>> =
      ruleset === 'heroes' ? heroes.applyMove(board, position, move as HeroesMove) : ring.applyMove(board, position, move as RingMove)
    if (E.isLeft(applied)) return refusal(index, move, applied.left, game())
    position = applied.right.state
    positions.push(position)
    events.push(applied.right.events)
  }
  return E.right(game())
}
