/**
 * The pieces of the March rules (seed 000) that {@link validateMove},
 * {@link legalMoves} and {@link reach} of `march.ts` share: judging the army,
 * single steps, a given path's judgement, the searches from an origin and the
 * reasons a destination has no path. Who stands where is `position.ts`.
 *
 * @since 0.1.0
 * @module
 */
import { hasRepeats, sortedIds } from '../../core/list.js'
import { border, type Board } from '../../board/graph.js'
import type { HeroesPiece, HeroesState, HeroesUnit } from '../../model/heroes-state.js'
import { ownUnitsIn, stopReason, type Position } from './position.js'
import { pieceOf, type PieceTable } from '../../core/piece-table.js'
import { type StopReason, type Violation } from '../../model/violation.js'
import { numberedBoard, towerLinksOf } from '../../core/board-numbers.js'
import type { NumberedBoard } from '../../board/numbered.js'
import { distanceTo, previousOf, walkedPath, walkOver, type Walk } from '../../board/walk.js'
import { violation } from '../../words/heroes.js'
import { ownValue } from '../../core/own-record.js'

/**
 * The most units an army may have, and the most units of one faction a
 * region may hold after a March.
 *
 * @since 0.1.0
 * @category rules
 */
export const marchLimit = 5

/**
 * How many more units of the marching faction `to` can hold after a March:
 * the limit counts the faction's units already there (`already` of them are
 * the army's own, which are not counted twice), never the regions passed
 * through: ruling H4 (docs/rulings.md#h4). An army fits when its size is
 * at most this room.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const stackingRoom = (position: Position, to: string, already = 0): number => marchLimit - (ownUnitsIn(position, to) - already)

/**
 * Whether one step from `from` into `to` is allowed: a plain border, a ferry
 * route, or the link between a capital and its faction's towers, which serves
 * every army (ruling H2 (docs/rulings.md#h2)).
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const isStep = (board: Board, towers: ReadonlyArray<HeroesPiece>, from: string, to: string): boolean => {
  if (border(board, from, to) === 'adjacent') return true
  // The links the searches read: each tower's region and its faction's capital, both ways.
  const numbers = numberedBoard(board)
  const extra = towerLinksOf(numbers, towers)?.extra.get(numbers.numberOf.get(from) ?? -1)
  const n = numbers.numberOf.get(to)
  return extra !== undefined && n !== undefined && extra.has(n)
}

/**
 * What judging an army finds: its violations, the region it starts in (`null`
 * when its units do not give one known region), its Speed (`null` when
 * unknown), the unit that sets it (`null` with it), the distinct ids of
 * the known units in it, and those units, at the same place.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface JudgedArmy {
  readonly violations: ReadonlyArray<Violation>
  readonly origin: string | null
  readonly speed: number | null
  readonly slowest: string | null
  readonly members: ReadonlyArray<string>
  readonly units: ReadonlyArray<HeroesUnit>
}

/**
 * Whether the state tracks March Action Slots and has none left.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const noSlotLeft = (state: HeroesState): boolean => state.marchSlots !== undefined && state.marchSlots <= 0

/**
 * Judges an army of a March: 1 to 5 units, each listed once, known, of the
 * marching faction, of a unit type with a Speed, all in one region that is
 * land or a capital (a unit in its capital stands in the Courtyard):
 * ruling H1 (docs/rulings.md#h1). Its Speed is the lowest of its units; a
 * type without a Speed is an unknown `unit-type`:
 * ruling H3 (docs/rulings.md#h3). The units are read from `table`, the
 * state's.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const judgeArmy = (board: Board, state: HeroesState, table: PieceTable<HeroesUnit>, faction: string, units: ReadonlyArray<string>): JudgedArmy => {
  const violations: Violation[] = []
  // An army is listed once per unit almost always: the repeats are looked for only when there are some.
  const distinct = hasRepeats(units) ? [...new Set(units)] : units
  if (distinct.length === 0) violations.push(violation('EMPTY_ARMY', {}))
  if (distinct.length > marchLimit) violations.push(violation('ARMY_TOO_LARGE', { count: distinct.length, limit: marchLimit }))
  if (distinct.length !== units.length) {
    const listed = new Set<string>()
    const repeated = new Set<string>()
    for (const id of units) {
      if (listed.has(id) && !repeated.has(id)) {
        repeated.add(id)
        violations.push(violation('DUPLICATE_ID', { id }))
      }
      listed.add(id)
    }
  }
  const members: string[] = []
  const known: HeroesUnit[] = []
  for (const id of distinct) {
    const unit = pieceOf(table, id)
    if (unit === undefined) violations.push(violation('UNKNOWN_ID', { id, entity: 'unit' }))
    else {
      members.push(id)
      known.push(unit)
    }
  }
  for (let k = 0; k < known.length; k++) {
    const unit = known[k]
    if (unit !== undefined && unit.faction !== faction) violations.push(violation('NOT_OWNED', { id: members[k] ?? '', owner: unit.faction, actor: faction }))
  }
  let speed: number | null = null
  let slowest: string | null = null
  // Sets, in the order first met, made only when needed: an army may list 130,000 units.
  let unknownTypes: Set<string> | null = null
  let regionSet: Set<string> | null = null
  for (let k = 0; k < known.length; k++) {
    const unit = known[k]
    if (unit === undefined) continue
    const speeds = ownValue(state.speeds, unit.faction)
    const value = speeds === undefined ? undefined : ownValue(speeds, unit.type)
    if (value === undefined) (unknownTypes ??= new Set()).add(unit.type)
    else if (speed === null || value < speed) {
      speed = value
      slowest = members[k] ?? null
    }
    if (regionSet !== null) regionSet.add(unit.region)
    else if (unit.region !== known[0]?.region) regionSet = new Set([known[0]?.region ?? '', unit.region])
  }
  const first = known[0]
  const regions = regionSet !== null ? [...regionSet] : first === undefined ? [] : [first.region]
  if (unknownTypes !== null) {
    for (const type of unknownTypes) violations.push(violation('UNKNOWN_ID', { id: type, entity: 'unit-type' }))
    speed = null
    slowest = null
  }
  sortedIds(regions)
  let origin: string | null = null
  if (regions.length > 1) violations.push(violation('NOT_TOGETHER', { regions }))
  else if (regions[0] !== undefined) {
    const start = board.regions.get(regions[0])
    if (start === undefined) violations.push(violation('UNKNOWN_ID', { id: regions[0], entity: 'region' }))
    else {
      origin = start.id
      if (start.kind === 'sea') violations.push(violation('NOT_LAND', { region: start.id, kind: start.kind }))
    }
  }
  return { violations, origin, speed, slowest, members, units: known }
}

/** Why no step leads from `from` to `to`: an impassable line parts them, or nothing joins them. */
const noStep = (board: Board, from: string, to: string): Violation =>
  violation(border(board, from, to) === 'impassable' ? 'IMPASSABLE' : 'NOT_ADJACENT', { from, to })

/** A route of `steps` longer than the army's Speed, `limit`, naming the slowest unit when one holds the army back. */
const tooFar = (steps: number, limit: number, slowest: string | null): Violation =>
  violation('TOO_FAR', slowest === null ? { steps, limit } : { steps, limit, unit: slowest })

/**
 * The violations of a given path, all of them: a path that does not end in
 * `to`, more steps than the Speed, unknown or sea regions, steps that are not
 * adjacent or cross an impassable line, and regions where the army must stop
 * but goes on. `reported` holds region ids already reported as unknown or sea
 * (the destination), so they are not reported twice:
 * ruling H12 (docs/rulings.md#h12) and ruling H13 (docs/rulings.md#h13).
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const judgePath = (
  board: Board,
  position: Position,
  army: JudgedArmy,
  to: string,
  path: ReadonlyArray<string>,
  reported: ReadonlySet<string>,
): ReadonlyArray<Violation> => {
  const { origin, speed, slowest } = army
  const violations: Violation[] = []
  const last = path[path.length - 1]
  // An empty path ends nowhere (`last` null).
  if (last !== to) violations.push(violation('PATH_MISMATCH', { to, last: last ?? null }))
  if (speed !== null && path.length > speed) violations.push(tooFar(path.length, speed, slowest))
  // The unknown or sea regions reported so far, made on the first one: most paths have none.
  let seen: Set<string> | null = null
  const reportOnce = (id: string): boolean => {
    if (reported.has(id) || seen?.has(id) === true) return false
    ;(seen ??= new Set()).add(id)
    return true
  }
  let previous: string | null = origin
  for (let i = 0; i < path.length; i++) {
    const id = path[i] ?? ''
    const region = board.regions.get(id)
    if (region === undefined) {
      if (reportOnce(id)) violations.push(violation('UNKNOWN_ID', { id, entity: 'region' }))
    } else {
      if (previous !== null && board.regions.has(previous) && !isStep(board, position.towers, previous, id))
        violations.push(noStep(board, previous, id))
      if (region.kind === 'sea') {
        if (reportOnce(id)) violations.push(violation('NOT_LAND', { region: id, kind: region.kind }))
      } else if (i < path.length - 1) {
        // Starting in a stop region holds no one back, but entering it again does (ruling H5 (docs/rulings.md#h5)).
        const reason = stopReason(board, position, id)
        if (reason !== null) violations.push(violation('MUST_STOP', { region: id, reason }))
      }
    }
    previous = id
  }
  return violations
}

/**
 * The searches a March from one origin needs, each taken only as far as
 * asked: `walk`, within the stop rules, is where the army can go (up to its
 * Speed) and, taken on past it, how far a destination is when the stop rules
 * are kept; `unstopped`, made on the first ask, is the shortest route over
 * land with the stop rules aside. Every verdict on this army's Marches reads
 * these two, so a refusal's reasons cost one search more at most, not a walk
 * of the whole map per reason.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface Routes {
  readonly board: Board
  readonly numbers: NumberedBoard
  readonly origin: string
  readonly speed: number
  readonly walk: Walk
  readonly unstopped: () => Walk
  /** Why an army must stop in region number `n`. */
  readonly stopAt: (n: number) => StopReason | null
  /**
   * The MUST_STOP violations on the shortest route to each region, made on the first ask, when the caller asks about
   * every region of the board (reach); `null` for a March's verdict, which finds the stops of one route alone.
   */
  readonly stopsTable: (() => StopsTable) | null
}

/** The MUST_STOP violations on the shortest route to each region, by region number. @internal */
export type StopsTable = ReadonlyArray<ReadonlyArray<Violation> | undefined>

const once = <T>(compute: () => T): (() => T) => {
  let memo: { readonly value: T } | null = null
  return () => {
    if (memo === null) memo = { value: compute() }
    return memo.value
  }
}

/**
 * The searches of a March of `speed` from `origin`: seas are never
 * entered, stop regions are entered but not left (the origin always is),
 * a capital and its faction's towers are neighbours
 * (ruling H2 (docs/rulings.md#h2)). `everyRoute` (every-route.ts's
 * `stopsOfEveryRoute`) is given by a caller that will ask about every
 * region of the board; it is written apart from the searches, so that a
 * game which only judges Marches does not carry it.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const routesFrom = (
  board: Board,
  position: Position,
  origin: string,
  speed: number,
  everyRoute: ((routes: Routes) => StopsTable) | null = null,
): Routes => {
  const numbers = numberedBoard(board)
  const links = towerLinksOf(numbers, position.towers)
  const start = numbers.numberOf.get(origin) ?? 0
  // Each region's stop once asked, by number: the reasons of a refusal ask again about the regions the search met.
  const reasons: Array<StopReason | null | undefined> = []
  const stopAt = (n: number): StopReason | null => {
    const known = reasons[n]
    if (known !== undefined) return known
    const reason = stopReason(board, position, numbers.ids[n] ?? '')
    reasons[n] = reason
    return reason
  }
  const walk = walkOver(numbers, links, start, (n) => stopAt(n) === null)
  const unstopped = once(() => walkOver(numbers, links, start, null))
  const routes: Routes = { board, numbers, origin, speed, walk, unstopped, stopAt, stopsTable: everyRoute === null ? null : once(() => everyRoute(routes)) }
  return routes
}

/**
 * The path of a March within the Speed and the stop rules to `to`, or
 * `null` when the search does not reach it that way.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const pathWithin = (routes: Routes, to: string): ReadonlyArray<string> | null => {
  const n = routes.numbers.numberOf.get(to)
  if (n === undefined || distanceTo(routes.walk, n, routes.speed) < 0) return null
  return walkedPath(routes.walk, n)
}

/** The MUST_STOP violations of the regions the shortest route to `n` goes on from, origin aside. */
const stopsOnTheWay = (routes: Routes, search: Walk, n: number): ReadonlyArray<Violation> => {
  if (routes.stopsTable !== null) return routes.stopsTable()[n] ?? []
  const passed: number[] = []
  for (let at = previousOf(search, n); at !== search.origin; at = previousOf(search, at)) passed.push(at)
  const stops: Violation[] = []
  for (let k = passed.length - 1; k >= 0; k--) {
    const at = passed[k] as number
    const reason = routes.stopAt(at)
    if (reason !== null) stops.push(violation('MUST_STOP', { region: routes.numbers.ids[at] ?? '', reason }))
  }
  return stops
}

/**
 * Why a March finds no path to `to`, a land region or capital other than the
 * origin that the search within the Speed did not reach. The shortest route
 * over land, stop rules aside, is looked at: none at all gives NOT_ADJACENT
 * (IMPASSABLE when only an impassable line parts origin and destination);
 * if it is short enough, the stop regions it would go on from (MUST_STOP);
 * then TOO_FAR with the length of the shortest route the stop rules allow,
 * or, when every route must stop on the way, the stop regions of the
 * shortest one and its length: ruling H8 (docs/rulings.md#h8). The NO_PATH
 * violation carries the length of the shortest route (`steps`), so that its
 * words can tell that route from the way around it; `slowest` is the unit
 * whose Speed holds the army back.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const noPath = (board: Board, routes: Routes, to: string, slowest: string | null): Violation => {
  const n = routes.numbers.numberOf.get(to)
  const search = routes.unstopped()
  const shortest = n === undefined ? -1 : distanceTo(search, n)
  if (n === undefined || shortest < 0)
    return violation('NO_PATH', {
      to,
      reasons: [noStep(board, routes.origin, to)],
    })
  // The stops are those of this one shortest route, read from its search.
  const stops = stopsOnTheWay(routes, search, n)
  // The search within the stop rules, taken on past the Speed: how far the way around is, if there is one.
  const around = distanceTo(routes.walk, n)
  const { speed } = routes
  const reasons =
    shortest <= speed
      ? around < 0
        ? stops
        : [...stops, tooFar(around, speed, slowest)]
      : around < 0
        ? [...stops, tooFar(shortest, speed, slowest)]
        : [tooFar(around, speed, slowest)]
  return violation('NO_PATH', { to, reasons, steps: shortest })
}
