/**
 * The legal event moves, lazily, in canonical form: the single armies'
 * routes, then each set of armies once, in the first order that is legal.
 *
 * @since 0.2.0
 * @module
 */
import { isAllowance, isSide, positionProblem } from '../../input/ring-boundary.js'
import { fitTogether, pickFigures } from '../army/choice.js'
import { isMoveFilter, passes, type MoveFilter } from '../army/move-filter.js'
import { figureOf, positionOf, type Position } from '../army/position.js'
import type { Board } from '../../board/board.js'
import { byString } from '../../core/list.js'
import type { Allowance, ArmyRoute, EventMove, RingState, Side } from '../../model/ring-state.js'
import { judgeEventMove } from './judge.js'
import { routes, type Route } from './routes.js'

/** The armies of a combination, with the figures of groups from one region taken in turn. */
const combine = (chosen: ReadonlyArray<Route>): ReadonlyArray<ArmyRoute> | null => {
  const armies: ArmyRoute[] = []
  for (let i = 0; i < chosen.length; i++) {
    const route = chosen[i]
    if (route === undefined) return null
    const earlier = chosen.slice(0, i).filter((other) => other.stock === route.stock)
    if (earlier.some((other) => other.path[other.path.length - 1] === route.path[route.path.length - 1])) return null
    if (!fitTogether(route.stock, [...earlier.map((other) => other.counts), route.counts])) return null
    const offset = route.stock.classes.map((_, k) => earlier.reduce((sum, other) => sum + (other.counts[k] ?? 0), 0))
    armies.push({ figures: pickFigures(route.stock, route.counts, offset), path: route.path })
  }
  return armies
}

/**
 * The armies with the figures of each class of each region handed out again,
 * lowest ids to the army listed first (each keeps its count of each class):
 * the same outcome, in canonical form for this order.
 */
const lowestFirst = (position: Position, armies: ReadonlyArray<ArmyRoute>): ReadonlyArray<ArmyRoute> => {
  const classOf = (id: string): string => {
    const figure = figureOf(position, id)
    return JSON.stringify([figure?.region ?? '', figure?.kind ?? '', figure?.nation ?? '', figure?.side ?? ''])
  }
  const pools = new Map<string, string[]>()
  for (const army of armies)
    for (const id of army.figures) {
      const key = classOf(id)
      const pool = pools.get(key)
      if (pool === undefined) pools.set(key, [id])
      else pool.push(id)
    }
  for (const pool of pools.values()) pool.sort(byString)
  const handed = new Map<string, number>()
  return armies.map((army) => ({
    figures: army.figures.map((id) => {
      const key = classOf(id)
      const at = handed.get(key) ?? 0
      handed.set(key, at + 1)
      return pools.get(key)?.[at] ?? id
    }),
    path: army.path,
  }))
}

/** Every order of a few armies, the given one first. */
function* orders<T>(items: ReadonlyArray<T>): Generator<ReadonlyArray<T>> {
  if (items.length <= 1) {
    yield items
    return
  }
  for (let at = 0; at < items.length; at++) {
    const first = items[at]
    if (first === undefined) continue
    const rest = [...items.slice(0, at), ...items.slice(at + 1)]
    for (const tail of orders(rest)) yield [first, ...tail]
  }
}

/**
 * The legal move of a combination of routes (in route order), or `null`:
 * its armies in the first order that is legal.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const combinationMove = (board: Board, position: Position, side: Side, allowance: Allowance, chosen: ReadonlyArray<Route>): EventMove | null => {
  const armies = combine(chosen)
  if (armies === null) return null
  // ruling R8 (docs/rulings.md#r8): each army's Leaders are judged as it moves, so the order of the armies matters;
  // the first order that is legal stands for the outcome, which is the same in every order.
  for (const order of orders(armies)) {
    const move: EventMove = { type: 'event-move', side, allowance, moves: order }
    // Canonical in its own order: interchangeable figures of one region, lowest ids to the army listed first.
    if (judgeEventMove(board, position, move).violations.length === 0) return { ...move, moves: lowestFirst(position, order) }
  }
  return null
}

/**
 * Every legal event move of `side` under an allowance, lazily, in canonical
 * form (ruling R12 (docs/rulings.md#r12)): lowest ids of interchangeable
 * figures, one path per army, destination and set of settlements captured on
 * the way (the shortest, then smallest in id order), single armies first,
 * then each set of armies once.
 *
 * With `options`, only the moves of an army leaving `from` or moving one
 * of `figures` (see `MoveFilter`); options of another shape give no move.
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
 * if (E.isRight(board)) console.log([...eventMovement.legalMoves(board.right, state, 'free', { armies: 1, regions: 2 })].map((m) => m.moves[0]?.path)) // [ [ 'b' ], [ 'b', 'c' ] ]
 */
export function* legalMoves(board: Board, state: RingState, side: Side, allowance: Allowance, options?: MoveFilter): Generator<EventMove> {
  if (positionProblem(board, state) !== null || !isSide(side) || !isAllowance(allowance)) return
  if (options !== undefined) {
    if (!isMoveFilter(options)) return
    const position = positionOf(state)
    for (const move of legalMoves(board, state, side, allowance)) if (passes(position, options, move)) yield move
    return
  }
  const position = positionOf(state)
  const singles: Route[] = []
  const make = (moves: ReadonlyArray<ArmyRoute>): EventMove => ({ type: 'event-move', side, allowance, moves })
  const legal = (move: EventMove): boolean => judgeEventMove(board, position, move).violations.length === 0
  for (const route of routes(board, position, side, allowance)) {
    singles.push(route)
    const move = make([{ figures: route.figures, path: route.path }])
    if (legal(move)) yield move
  }
  function* extend(chosen: ReadonlyArray<Route>, from: number, size: number): Generator<EventMove> {
    if (chosen.length === size) {
      const move = combinationMove(board, position, side, allowance, chosen)
      if (move !== null) yield move
      return
    }
    for (let i = from; i < singles.length; i++) {
      const route = singles[i]
      if (route !== undefined && combine([...chosen, route]) !== null) yield* extend([...chosen, route], i + 1, size)
    }
  }
  for (let size = 2; size <= allowance.armies; size++) yield* extend([], 0, size)
}
