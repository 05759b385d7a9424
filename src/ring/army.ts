/**
 * Army and Character die moves of the ring ruleset (seed 003): an Army die
 * moves up to two different armies, a Character die one army led by a
 * Leader, Nazgul or Character; each army steps into an adjacent region. A
 * die may instead make one army attack an adjacent region held by enemy
 * Army units.
 *
 * @since 0.1.0
 * @module
 */
import { dieInput, inputProblem, isDieAction, isSide, positionProblem } from '../input/ring-boundary.js'
import * as E from '../core/either.js'
import type { DieMove } from './army/die.js'
import { dieApplied, dieVerdict } from './army/verdict.js'
import type { Board } from '../board/graph.js'
import { countDieMoves } from './army/count-moves.js'
import { positionOf } from './army/position.js'
import type { DieAction } from './army/legal-moves.js'
import type { Side } from '../model/ring-state.js'
import type { Applied } from '../model/outcome.js'
import type { AttackMove, RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'

export { legalMoves, reach, type DieAction } from './army/legal-moves.js'
export { randomMove } from './army/draw.js'
export type { DieMove } from './army/die.js'
export { moveSpace, type MoveSpace, type FirstArmy } from './army/move-space.js'

const DIE_MOVES: ReadonlyArray<(DieMove | AttackMove)['type']> = ['army-die', 'character-die', 'attack']

/**
 * Checks a die move, or an attack made with a die: `Right` with the move
 * when legal, else `Left` with every violation found (those of one army
 * carry its index as `army`). Never throws.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, army } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' }, l1: { kind: 'leader' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) {
 *   const verdict = army.validateMove(board.right, state, { type: 'army-die', side: 'free', moves: [{ figures: ['r1'], to: 'b' }] })
 *   if (E.isLeft(verdict)) console.log(verdict.left.map((v) => v.code)) // [ 'LEADER_ALONE' ]
 * }
 */
export const validateMove = (board: Board, state: RingState, move: DieMove | AttackMove): E.Either<Violations, DieMove | AttackMove> => {
  const figures = dieInput(board, state, move, DIE_MOVES)
  if (figures !== null) return dieVerdict(board, state, move, figures)
  const refused = inputProblem(board, state, move, DIE_MOVES)
  return refused !== null ? E.left(refused) : dieVerdict(board, state, move)
}

/**
 * Applies a die move: the next state and the events (per army, `moved` then
 * any `settlement-captured`; for an attack, one `battle` and no figure
 * moved), or the violations. Never fails on a move {@link validateMove}
 * accepts.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, army } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land', nation: 'gondor', settlement: 'town' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true }, mordor: { side: 'shadow' as const, atWar: true } },
 *   figures: { o1: { kind: 'regular' as const, nation: 'mordor', region: 'a' } },
 * }
 * if (E.isRight(board)) {
 *   const applied = army.applyMove(board.right, state, { type: 'army-die', side: 'shadow', moves: [{ figures: ['o1'], to: 'b' }] })
 *   if (E.isRight(applied)) console.log(applied.right.events.map((e) => e.type), applied.right.state.control) // [ 'moved', 'settlement-captured' ] { b: 'shadow' }
 * }
 */
export const applyMove = (board: Board, state: RingState, move: DieMove | AttackMove): E.Either<Violations, Applied<RingState>> => {
  const figures = dieInput(board, state, move, DIE_MOVES)
  if (figures !== null) return dieApplied(board, state, move, figures)
  const refused = inputProblem(board, state, move, DIE_MOVES)
  return refused !== null ? E.left(refused) : dieApplied(board, state, move)
}

/**
 * How many moves {@link legalMoves} yields for a die, counted without
 * listing them: pairs of armies that share no region are counted from the
 * armies legal alone, and only the pairs that share a region are judged.
 * 0 for an invalid argument, as `legalMoves` then yields nothing.
 *
 * @since 0.2.0
 * @category ring
 * @example
 * import { compile, army } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' }, r2: { kind: 'regular' as const, nation: 'gondor', region: 'c' } },
 * }
 * if (E.isRight(board)) console.log(army.countMoves(board.right, state, 'free', 'army-die')) // 3
 */
export const countMoves = (board: Board, state: RingState, side: Side, action: DieAction): number =>
  positionProblem(board, state) !== null || !isSide(side) || !isDieAction(action) ? 0 : countDieMoves(board, positionOf(state), side, action)
