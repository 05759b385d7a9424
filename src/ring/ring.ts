/**
 * The ring ruleset (seed 003) as one: Army die, Character die, event-card
 * and attack moves, dispatched on the move's `type`. A heroes move or position is
 * refused with WRONG_RULESET.
 *
 * @since 0.1.0
 * @module
 */
import { dieApplied, dieVerdict } from './army/verdict.js'
import { dieInput, inputProblem, isAllowance, isRandom, isSide, positionProblem } from '../input/ring-boundary.js'
import type { DieMove } from './army/die.js'
import * as E from '../core/either.js'
import * as army from './army.js'
import type { DieAction } from './army/legal-moves.js'
import * as eventMovement from './event-movement.js'
import type { Board } from '../board/graph.js'
import type { HeroesMove, HeroesState } from '../model/heroes-state.js'
import type { Applied, Reach } from '../model/outcome.js'
import { drawEventMove } from './event-movement/draw.js'
import type { Allowance, RingMove, RingState, Side } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'
import type { MoveFilter } from './army/move-filter.js'
import type { DrawOptions } from './army/draw.js'

/**
 * Checks a ring move of any kind: `Right` with the move when legal, else
 * `Left` with every violation found. Never throws.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, ring } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) {
 *   const verdict = ring.validateMove(board.right, state, { type: 'march', faction: 'red', units: ['r1'], to: 'b' })
 *   if (E.isLeft(verdict)) console.log(verdict.left[0].code) // WRONG_RULESET
 * }
 */
export const validateMove = (
  board: Board,
  state: RingState | HeroesState,
  move: RingMove | HeroesMove,
): E.Either<Violations, RingMove> => {
  const figures = dieInput(board, state, move)
  if (figures !== null) return dieVerdict(board, state as RingState, move as DieMove, figures)
  const refused = inputProblem(board, state, move)
  if (refused !== null) return E.left(refused)
  // The boundary has just checked that both are of the ring ruleset.
  const ringMove = move as RingMove
  return ringMove.type === 'event-move' ? eventMovement.validateMove(board, state as RingState, ringMove) : dieVerdict(board, state as RingState, ringMove)
}

/**
 * Applies a ring move of any kind: the next state and its events, or the
 * violations.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, ring } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) {
 *   const applied = ring.applyMove(board.right, state, { type: 'army-die', side: 'free', moves: [{ figures: ['r1'], to: 'b' }] })
 *   if (E.isRight(applied)) console.log(applied.right.state.figures['r1']?.region) // b
 * }
 */
export const applyMove = (
  board: Board,
  state: RingState | HeroesState,
  move: RingMove | HeroesMove,
): E.Either<Violations, Applied<RingState>> => {
  const figures = dieInput(board, state, move)
  if (figures !== null) return dieApplied(board, state as RingState, move as DieMove, figures)
  const refused = inputProblem(board, state, move)
  if (refused !== null) return E.left(refused)
  // The boundary has just checked that both are of the ring ruleset.
  const ringMove = move as RingMove
  return ringMove.type === 'event-move' ? eventMovement.applyMove(board, state as RingState, ringMove) : dieApplied(board, state as RingState, ringMove)
}

/**
 * Every legal move of `side` for a die (`'army-die'`, `'character-die'`;
 * its attacks come after its moves) or an event card's allowance, lazily, in
 * canonical form. With `options` (`{ from: region }`, `{ figures: [...] }`),
 * only the moves of the armies asked about (see {@link MoveFilter}).
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, ring } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) console.log([...ring.legalMoves(board.right, state, 'free', { armies: 1, regions: 1 })].length, [...ring.legalMoves(board.right, state, 'free', 'army-die', { from: 'b' })].length) // 1 0
 */
export function legalMoves(board: Board, state: RingState, side: Side, action: DieAction | Allowance, options?: MoveFilter): Generator<RingMove> {
  // The generator is handed over as it is: delegating with yield* would cost a step per move.
  return typeof action === 'string' ? army.legalMoves(board, state, side, action, options) : eventMovement.legalMoves(board, state, side, action, options)
}

/**
 * A legal move of `side` for a die or an event card's allowance drawn at
 * random, every move {@link legalMoves} yields being equally likely; `null`
 * when there is none. `random` returns numbers in [0, 1), like
 * `Math.random` or a seeded generator. For a die it is much cheaper than
 * listing every move (see `army.randomMove`); for an allowance it counts
 * the moves, then walks to the drawn one, keeping no list, and gives up
 * with `null` past 200,000 moves. `{ draw: 'playout' }` draws a die move
 * the cheaper, uneven way of random playouts ({@link DrawOptions}).
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, ring } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) console.log(ring.randomMove(board.right, state, 'free', 'army-die', Math.random)?.type) // army-die
 */
export const randomMove = (board: Board, state: RingState, side: Side, action: DieAction | Allowance, random: () => number, options?: DrawOptions): RingMove | null => {
  if (typeof action === 'string') return army.randomMove(board, state, side, action, random, options)
  if (!isRandom(random) || positionProblem(board, state) !== null || !isSide(side) || !isAllowance(action)) return null
  const draw = drawEventMove(board, state, side, action, random)
  return typeof draw === 'object' ? draw : null
}

/**
 * Where one group can go with a die or under an event card's allowance, and
 * why not elsewhere; with a die, also the regions it may attack
 * (`attackable`).
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, ring } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) console.log(ring.reach(board.right, state, ['r1'], 'army-die').unreachable['a']?.[0]?.code) // NO_MOVEMENT
 */
export const reach = (board: Board, state: RingState, figures: ReadonlyArray<string>, action: DieAction | Allowance): Reach =>
  typeof action === 'string' ? army.reach(board, state, figures, action) : eventMovement.reach(board, state, figures, action)

/**
 * How many moves {@link legalMoves} yields for a die or an event card's
 * allowance, counted without listing them (see `army.countMoves` and
 * `eventMovement.countMoves`). 0 for an invalid argument.
 *
 * @since 0.2.0
 * @category ring
 * @example
 * import { compile, ring } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' }, r2: { kind: 'regular' as const, nation: 'gondor', region: 'c' } },
 * }
 * if (E.isRight(board)) console.log(ring.countMoves(board.right, state, 'free', 'army-die'), ring.countMoves(board.right, state, 'free', { armies: 1, regions: 1 })) // 3 2
 */
export const countMoves = (board: Board, state: RingState, side: Side, action: DieAction | Allowance): number =>
  typeof action === 'string' ? army.countMoves(board, state, side, action) : eventMovement.countMoves(board, state, side, action)
