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
import { allowanceProblem, groupProblem, inputProblem, isAllowance, isSide, nowhere, positionProblem, unreachableEverywhere } from './internal/boundary.js'
import * as E from './internal/either.js'
import { fitTogether, pickFigures } from './army/choice.js'
import { settle, type JudgedArmy, type Judgement } from './army/die.js'
import { groupSide } from './army/figures.js'
import { checkEntry, checkGroup, checkLeaders, checkStacking, checkStep, type Group } from './army/group.js'
import { figureOf, moveFigures, positionOf, type Position } from './army/position.js'
import { pathTo, reachable, staticNeighbours, type Board } from './graph.js'
import type { Applied, Reach } from './model/outcome.js'
import type { Allowance, ArmyRoute, EventMove, RingState, Side } from './model/ring-state.js'
import { type Violation, type Violations } from './model/violation.js'
import { violation } from './words/violation.js'
import { setOwn } from './internal/own-record.js'
import { regionRecord } from './internal/region-record.js'
import { pushAll } from './internal/list.js'
import { named, namingOf } from './words.js'
import { countEventMoves } from './internal/count-moves.js'
import { farVerdicts } from './event-movement/far-verdicts.js'
import { isMoveFilter, passes, type MoveFilter } from './army/move-filter.js'

/**
 * Judges an event move on a position: the armies in the listed order, each
 * on its whole path (ruling R10 (docs/rulings.md#r10)) and the Leaders it
 * leaves behind (ruling R8), then stacking once after all of them (ruling R7).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeEventMove = (board: Board, start: Position, move: EventMove): Judgement => {
  const violations: Violation[] = []
  const armies: JudgedArmy[] = []
  const { allowance, side } = move
  if (move.moves.length === 0) violations.push(violation('EMPTY_ARMY', {}))
  if (move.moves.length > allowance.armies) violations.push(violation('TOO_MANY_ARMIES', { count: move.moves.length, limit: allowance.armies }))
  // A Set, in the order first met: a move may list 130,000 armies.
  const entered = new Set<string>()
  let position = start
  move.moves.forEach((route, army) => {
    const { group, violations: found } = checkGroup(position, side, route.figures, army)
    pushAll(violations, found)
    armies.push({ figures: route.figures, origin: group.origin, path: route.path })
    // ruling R10 (docs/rulings.md#r10): the steps are the regions entered; an empty path or a return to the origin is no movement.
    if (route.path.length > allowance.regions) violations.push(violation('TOO_FAR', { steps: route.path.length, limit: allowance.regions }, army))
    const last = route.path[route.path.length - 1]
    if (group.origin !== null && (last === undefined || last === group.origin))
      violations.push(violation('NO_MOVEMENT', { region: group.origin }, army))
    if (last === undefined) return
    pushAll(violations, judgePath(board, position, side, group, route.path, army))
    position = moveFigures(position, group.known, last)
    // ruling R8 (docs/rulings.md#r8): only stacking waits for the last army; a Leader must follow the army that vacates its region at once.
    if (side === 'free' && group.origin !== null) pushAll(violations, checkLeaders(position, group.origin, army))
    if (group.isArmy && board.regions.has(last)) entered.add(last)
  })
  // ruling R7 (docs/rulings.md#r7): friendly stacks passed through do not count; only where armies end.
  for (const region of entered) pushAll(violations, checkStacking(position, side, region))
  return { violations, armies }
}

/** Every step of a path and every region it enters, each region judged once. */
const judgePath = (
  board: Board,
  position: Position,
  side: Side,
  group: Group,
  path: ReadonlyArray<string>,
  army: number,
): ReadonlyArray<Violation> => {
  const violations: Violation[] = []
  const judged = new Set<string>()
  let previous = group.origin
  for (const region of path) {
    if (previous !== null && board.regions.has(previous) && board.regions.has(region))
      pushAll(violations, checkStep(board, previous, region, army))
    if (!judged.has(region)) {
      judged.add(region)
      // ruling R9 (docs/rulings.md#r9): every region entered on the way is judged, not only the last.
      pushAll(violations, checkEntry(board, position, side, group, region, army))
    }
    previous = region
  }
  return violations
}

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
  const refused = inputProblem('ring', board, state, move, ['event-move'])
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
  const refused = inputProblem('ring', board, state, move, ['event-move'])
  if (refused !== null) return E.left(refused)
  const { violations, armies } = judgeEvent(board, state, move)
  return E.isNonEmpty(violations) ? E.left(named(board, state, violations)) : E.right(settle(board, state, move.side, armies))
}

import { routes, search, type Route } from './event-movement/routes.js'

export { routes, type Route }

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
  for (const pool of pools.values()) pool.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
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
  if (positionProblem('ring', board, state) !== null || !isSide(side) || !isAllowance(allowance)) return
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
  if (positionProblem('ring', board, state) !== null) return nowhere
  const malformed = allowanceProblem(allowance) ?? groupProblem(figures, 'move.moves[0].figures')
  if (malformed !== null) return unreachableEverywhere(board, malformed)
  const position = positionOf(state)
  const side = groupSide(state, figures)
  const { group, violations } = checkGroup(position, side, figures, 0)
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
  positionProblem('ring', board, state) !== null || !isSide(side) || !isAllowance(allowance) ? 0 : countEventMoves(board, positionOf(state), side, allowance)
