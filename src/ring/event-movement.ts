/**
 * Event cards that move armies, possibly several regions each (seed 003):
 * every army is fixed at the start and keeps its figures all the way, may
 * not enter enemy Army units, captures the enemy settlements it passes or
 * enters; the Leader rule is judged as each army moves, stacking once all
 * have moved.
 *
 * @since 0.1.0
 * @module
 */
import { allowanceProblem, groupProblem, inputProblem, isAllowance, isSide, nowhere, positionProblem, unreachableEverywhere } from '../input/ring-boundary.js'
import * as E from '../core/either.js'
import { settle, type Judgement } from './army/die.js'
import { groupSide } from './army/figures.js'
import { judgeGroup } from './army/group.js'
import { positionOf } from './army/position.js'
import { pathTo, reachable, staticNeighbours, type Board } from '../board/graph.js'
import type { Applied, Reach } from '../model/outcome.js'
import type { Allowance, EventMove, RingState, Side } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'
import { setOwn } from '../core/own-record.js'
import { regionRecord } from '../core/region-record.js'
import { named, namingOf } from './naming.js'
import { countEventMoves } from './count-moves.js'
import { farVerdicts } from './event-movement/far-verdicts.js'
import { judgeEventMove } from './event-movement/judge.js'
import { legalMoves } from './event-movement/legal.js'
import { search } from './event-movement/routes.js'

export { legalMoves } from './event-movement/legal.js'

const judgeEvent = (board: Board, state: RingState, move: EventMove): Judgement =>
  judgeEventMove(board, positionOf(state), move)

/**
 * Checks an event move: `Right` with the move when legal, else `Left` with
 * every violation found. Never throws.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, eventMovement } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * const move = { type: 'event-move' as const, side: 'free' as const, allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['r1'], path: ['b', 'c'] }] }
 * if (E.isRight(board)) console.log(E.isRight(eventMovement.validateMove(board.right, state, move))) // true
 */
export const validateMove = (board: Board, state: RingState, move: EventMove): E.Either<Violations, EventMove> => {
  const refused = inputProblem(board, state, move, ['event-move'])
  if (refused !== null) return E.left(refused)
  const { violations } = judgeEvent(board, state, move)
  return E.isNonEmpty(violations) ? E.left(named(board, state, violations)) : E.right(move)
}

/**
 * Applies an event move: the next state and, per army in order, its `moved`
 * event then the settlements it captured on its path.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, eventMovement } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land', nation: 'gondor', settlement: 'town' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true }, mordor: { side: 'shadow' as const, atWar: true } },
 *   figures: { o1: { kind: 'regular' as const, nation: 'mordor', region: 'a' } },
 * }
 * const move = { type: 'event-move' as const, side: 'shadow' as const, allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['o1'], path: ['b', 'c'] }] }
 * if (E.isRight(board)) {
 *   const applied = eventMovement.applyMove(board.right, state, move)
 *   if (E.isRight(applied)) console.log(applied.right.events.map((e) => e.type)) // [ 'moved', 'settlement-captured' ]
 * }
 */
export const applyMove = (board: Board, state: RingState, move: EventMove): E.Either<Violations, Applied<RingState>> => {
  const refused = inputProblem(board, state, move, ['event-move'])
  if (refused !== null) return E.left(refused)
  const { violations, armies } = judgeEvent(board, state, move)
  return E.isNonEmpty(violations) ? E.left(named(board, state, violations)) : E.right(settle(board, state, move.side, armies))
}

/**
 * Where one group can go under an allowance, and why not elsewhere. A
 * region is reachable with the shortest legal path (smallest in id order
 * among equals); any other is listed with the violations of the best path
 * there: the shortest one free of enemies and closed borders if any
 * (TOO_FAR when too long), else the shortest one at all, else one step
 * (ruling R13 (docs/rulings.md#r13)).
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, eventMovement } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) {
 *   const where = eventMovement.reach(board.right, state, ['r1'], { armies: 1, regions: 1 })
 *   console.log(where.reachable, where.unreachable['c']?.map((v) => v.code)) // { b: [ 'b' ] } [ 'TOO_FAR' ]
 * }
 */
export const reach = (board: Board, state: RingState, figures: ReadonlyArray<string>, allowance: Allowance): Reach => {
  if (positionProblem(board, state) !== null) return nowhere
  const malformed = allowanceProblem(allowance) ?? groupProblem(figures, 'move.moves[0].figures')
  if (malformed !== null) return unreachableEverywhere(board, malformed)
  const position = positionOf(state)
  const side = groupSide(state, figures)
  const { group, violations } = judgeGroup(position, side, figures, 0)
  const origin = group.origin
  const all = board.ids.length
  const open = origin === null ? null : search(board, position, side, group, origin, all)
  const plain = origin === null ? null : reachable(staticNeighbours(board), origin, all)
  const reachableRegions: Record<string, ReadonlyArray<string>> = {}
  // Each region's violations, `null` where it is reachable, in the board's order: the record is made of them at the end.
  const verdicts: Array<Violations | null> = []
  // The names are made once for every region's words.
  const naming = namingOf(board, state)
  const far = open === null || plain === null ? null : farVerdicts(board, position, side, group, allowance, violations, [open, plain], naming)
  const ids = board.ids
  for (let at = 0; at < ids.length; at++) {
    const to = ids[at] as string
    const beyond = to === origin ? undefined : far?.(to, at)
    if (beyond !== undefined) {
      verdicts.push(beyond)
      continue
    }
    const path = to === origin ? [] : ((open && pathTo(open, to)) ?? (plain && pathTo(plain, to)) ?? [to])
    const move: EventMove = { type: 'event-move', side, allowance, moves: [{ figures, path }] }
    const found = judgeEventMove(board, position, move).violations
    if (E.isNonEmpty(found)) verdicts.push(naming.list(found))
    else {
      verdicts.push(null)
      setOwn(reachableRegions, to, path)
    }
  }
  return { origin: violations.length === 0 ? origin : null, reachable: reachableRegions, unreachable: regionRecord(board, verdicts) }
}

/**
 * How many moves {@link legalMoves} yields for an allowance, counted
 * without listing them for one or two armies: pairs of armies that share no
 * region are counted from the armies legal alone, and only the pairs that
 * share a region are judged (for three armies or more, the combinations are
 * walked). 0 for an invalid argument.
 *
 * @since 0.2.0
 * @category ring
 * @example
 * import { compile, eventMovement } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' }, r2: { kind: 'regular' as const, nation: 'gondor', region: 'c' } },
 * }
 * if (E.isRight(board)) console.log(eventMovement.countMoves(board.right, state, 'free', { armies: 2, regions: 2 })) // 8
 */
export const countMoves = (board: Board, state: RingState, side: Side, allowance: Allowance): number =>
  positionProblem(board, state) !== null || !isSide(side) || !isAllowance(allowance) ? 0 : countEventMoves(board, positionOf(state), side, allowance)
