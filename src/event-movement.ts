/**
 * Event cards that move armies, possibly several regions each (seed 003):
 * every army is fixed at the start and keeps its figures all the way, may
 * not enter enemy Army units, captures the enemy settlements it passes or
 * enters, and stacking and the Leader rule are judged once all have moved.
 *
 * @since 0.1.0
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import * as RA from 'fp-ts/lib/ReadonlyArray.js'
import { fitTogether, groupCounts, pickFigures, stocksOf, type RegionStock } from './army-choice.js'
import { settle, type JudgedArmy, type Judgement } from './army-die.js'
import { groupSide } from './army-figures.js'
import { checkEntry, checkGroup, checkLeaders, checkStacking, checkStep, type Group } from './army-group.js'
import { moveFigures, positionOf, settlementController, type Position } from './army-position.js'
import { neighbours, pathTo, reachable, staticNeighbours, type Board } from './graph.js'
import type { Applied, Reach } from './outcome.js'
import type { Allowance, ArmyRoute, EventMove, RingState, Side } from './ring-state.js'
import { violation, type Violation, type Violations } from './violation.js'
import { named } from './words.js'

/**
 * Judges an event move on a position: the armies in the listed order, each
 * on its whole path (ruling R10 (docs/rulings.md#r10)), then stacking and the
 * Leader rule once after all of them (rulings R7, R8).
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
  const origins: string[] = []
  const entered: string[] = []
  let position = start
  move.moves.forEach((route, army) => {
    const { group, violations: found } = checkGroup(position, side, route.figures, army)
    violations.push(...found)
    armies.push({ figures: route.figures, origin: group.origin, path: route.path })
    // ruling R10 (docs/rulings.md#r10): the steps are the regions entered; an empty path or a return to the origin is no movement.
    if (route.path.length > allowance.regions) violations.push(violation('TOO_FAR', { steps: route.path.length, limit: allowance.regions }, army))
    const last = route.path[route.path.length - 1]
    if (group.origin !== null && (last === undefined || last === group.origin))
      violations.push(violation('NO_MOVEMENT', { region: group.origin }, army))
    if (last === undefined) return
    violations.push(...judgePath(board, position, side, group, route.path, army))
    position = moveFigures(position, group.known, last)
    if (group.origin !== null && !origins.includes(group.origin)) origins.push(group.origin)
    if (group.isArmy && board.regions.has(last) && !entered.includes(last)) entered.push(last)
  })
  // ruling R7 (docs/rulings.md#r7): friendly stacks passed through do not count; only where armies end.
  for (const region of entered) violations.push(...checkStacking(position, side, region))
  if (side === 'free') for (const region of origins) violations.push(...checkLeaders(position, region))
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
      violations.push(...checkStep(board, previous, region, army))
    if (!judged.has(region)) {
      judged.add(region)
      // ruling R9 (docs/rulings.md#r9): every region entered on the way is judged, not only the last.
      violations.push(...checkEntry(board, position, side, group, region, army))
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
  const { violations } = judgeEvent(board, state, move)
  return RA.isNonEmpty(violations) ? E.left(named(board, state, violations)) : E.right(move)
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
  const { violations, armies } = judgeEvent(board, state, move)
  return RA.isNonEmpty(violations) ? E.left(named(board, state, violations)) : E.right(settle(board, state, move.side, armies))
}

interface Route {
  readonly stock: RegionStock
  readonly counts: ReadonlyArray<number>
  readonly figures: ReadonlyArray<string>
  readonly path: ReadonlyArray<string>
}

/** Whether a group may enter a region (no enemy Army, a nation it may enter, land), asked once per region. */
const entryGate = (board: Board, position: Position, side: Side, group: Group): ((region: string) => boolean) => {
  const open = new Map<string, boolean>()
  return (region) => {
    const known = open.get(region)
    if (known !== undefined) return known
    const fine = checkEntry(board, position, side, group, region, 0).length === 0
    open.set(region, fine)
    return fine
  }
}

/** Where a group may go: the regions it may enter, by the search of graph.ts, at most `steps` steps. */
const search = (board: Board, position: Position, side: Side, group: Group, origin: string, steps: number) =>
  reachable(staticNeighbours(board), origin, steps, entryGate(board, position, side, group))

/**
 * The paths of one group that lead to different positions: one per
 * destination and set of settlements captured on the way, the shortest and
 * then the smallest in id order (ruling R12 (docs/rulings.md#r12)). Two
 * routes to one region that capture different settlements are different
 * moves, so both are kept.
 */
const distinctPaths = (
  board: Board,
  position: Position,
  side: Side,
  group: Group,
  origin: string,
  steps: number,
): ReadonlyArray<ReadonlyArray<string>> => {
  const { nations, control = {} } = position.state
  const canEnter = entryGate(board, position, side, group)
  const captures = (region: string): boolean => {
    const controller = settlementController(board, nations, control, region)
    return controller !== undefined && controller !== side
  }
  interface Walk {
    readonly region: string
    readonly captured: ReadonlyArray<string>
    readonly path: ReadonlyArray<string>
  }
  const seen = new Set<string>([origin])
  const found: Array<ReadonlyArray<string>> = []
  let frontier: ReadonlyArray<Walk> = [{ region: origin, captured: [], path: [] }]
  for (let step = 1; step <= steps && frontier.length > 0; step++) {
    const next: Walk[] = []
    for (const walk of frontier) {
      for (const region of neighbours(board, walk.region)) {
        if (!canEnter(region)) continue
        const captured = captures(region) && !walk.captured.includes(region) ? [...walk.captured, region].sort() : walk.captured
        const key = [region, ...captured].join('\u0000')
        if (seen.has(key)) continue
        seen.add(key)
        const path = [...walk.path, region]
        next.push({ region, captured, path })
        if (region !== origin) found.push(path)
      }
    }
    frontier = next
  }
  const last = (path: ReadonlyArray<string>): string => path[path.length - 1] ?? ''
  // Stable: within a destination, the order of discovery (shorter, then smaller in id order) stays.
  return [...found].sort((x, y) => (last(x) < last(y) ? -1 : last(x) > last(y) ? 1 : 0))
}

function* routes(board: Board, position: Position, side: Side, allowance: Allowance): Generator<Route> {
  for (const stock of stocksOf(position, side)) {
    for (const counts of groupCounts(stock, false)) {
      const figures = pickFigures(stock, counts)
      const { group } = checkGroup(position, side, figures, 0)
      for (const path of distinctPaths(board, position, side, group, stock.region, allowance.regions)) yield { stock, counts, figures, path }
    }
  }
}

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
 * Every legal event move of `side` under an allowance, lazily, in canonical
 * form (ruling R12 (docs/rulings.md#r12)): lowest ids of interchangeable
 * figures, one path per army, destination and set of settlements captured on
 * the way (the shortest, then smallest in id order), single armies first,
 * then each set of armies once.
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
export function* legalMoves(board: Board, state: RingState, side: Side, allowance: Allowance): Generator<EventMove> {
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
      const armies = combine(chosen)
      if (armies !== null && legal(make(armies))) yield make(armies)
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
  const position = positionOf(state)
  const side = groupSide(state, figures)
  const { group, violations } = checkGroup(position, side, figures, 0)
  const origin = group.origin
  const all = board.ids.length
  const open = origin === null ? null : search(board, position, side, group, origin, all)
  const plain = origin === null ? null : reachable(staticNeighbours(board), origin, all)
  const reachableRegions: Record<string, ReadonlyArray<string>> = {}
  const unreachable: Record<string, Violations> = {}
  for (const to of board.ids) {
    const path = to === origin ? [] : ((open && pathTo(open, to)) ?? (plain && pathTo(plain, to)) ?? [to])
    const move: EventMove = { type: 'event-move', side, allowance, moves: [{ figures, path }] }
    const found = judgeEventMove(board, position, move).violations
    if (RA.isNonEmpty(found)) unreachable[to] = named(board, state, found)
    else reachableRegions[to] = path
  }
  return { origin: violations.length === 0 ? origin : null, reachable: reachableRegions, unreachable }
}
