/**
 * The judgement of a March once the boundary has checked the board, the
 * state and the move: what `march.validateMove`, `march.applyMove` and
 * `march.reach` answer, and what `heroes` answers without checking twice.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../../core/either.js'
import type { GameEvent } from '../../model/event.js'
import { revised, withPieces } from '../../core/carried-fields.js'
import { revealed } from './revealing.js'
import type { Board } from '../../board/graph.js'
import type { HeroesState, MarchMove } from '../../model/heroes-state.js'
import { defendersIn, positionOf, type Position } from './position.js'
import { judgeArmy, judgePath, marchLimit, noPath, noSlotLeft, pathWithin, routesFrom, stackingRoom, type JudgedArmy, type Routes, type StopsTable } from './rules.js'
import type { Applied } from '../../model/outcome.js'
import { movedTo } from '../../core/piece-table.js'
import { type Violation, type Violations } from '../../model/violation.js'
import { violation } from '../../words/heroes.js'
import { NONE, pushAll } from '../../core/list.js'
import { named } from '../naming.js'

/** An army's departure: what every destination of it shares, the position as the faction sees it and the army itself. */
export interface Departure {
  readonly board: Board
  readonly position: Position
  readonly army: JudgedArmy
  /** Violations that hold wherever the army goes: pending exploration, no slot, the army's own. */
  readonly shared: ReadonlyArray<Violation>
  /** The searches from the origin; `null` when the army is not valid, so no path is looked for. */
  readonly routes: () => Routes | null
}

const NO_REGIONS: ReadonlySet<string> = new Set()

/**
 * What every destination of an army shares, checked once. `everyRoute` is given by a caller that asks about every
 * region (see {@link routesFrom}). @internal
 */
export const departureOf = (
  board: Board,
  state: HeroesState,
  faction: string,
  units: ReadonlyArray<string>,
  everyRoute: ((routes: Routes) => StopsTable) | null = null,
): Departure => {
  const shared: Violation[] = []
  const pending = state.pending ?? null
  // The mover cannot resolve another faction's token: the words must say who can.
  if (pending !== null)
    shared.push(
      violation(
        'EXPLORATION_PENDING',
        pending.faction === faction ? { region: pending.region, token: pending.revealed.id } : { region: pending.region, token: pending.revealed.id, owner: pending.faction },
      ),
    )
  // ruling H9 (docs/rulings.md#h9): a slot count of 0 (or less) leaves no March.
  if (noSlotLeft(state)) shared.push(violation('NO_MARCH_SLOT', {}))
  const position = positionOf(state, faction)
  const army = judgeArmy(board, state, position.units, faction, units)
  pushAll(shared, army.violations)
  let routes: Routes | null | undefined
  // ruling H18 (docs/rulings.md#h18): a path is searched for a valid army only.
  return {
    board,
    position,
    army,
    shared,
    routes: () => {
      if (routes === undefined) {
        const { origin, speed } = army
        routes =
          army.violations.length === 0 && origin !== null && speed !== null
            ? routesFrom(board, position, origin, speed, everyRoute)
            : null
      }
      return routes
    },
  }
}

/** Violations of the destination itself: unknown, a sea, the origin, or too crowded after the March. */
const destinationViolations = (departure: Departure, to: string): ReadonlyArray<Violation> => {
  const { board, army, position } = departure
  const region = board.regions.get(to)
  if (region === undefined) return [violation('UNKNOWN_ID', { id: to, entity: 'region' })]
  if (region.kind === 'sea') return [violation('NOT_LAND', { region: to, kind: region.kind })]
  if (to === army.origin) return [violation('NO_MOVEMENT', { region: to })]
  // An army over 5 is ARMY_TOO_LARGE alone.
  if (army.members.length > marchLimit) return NONE
  // The army's own units: those of the faction, and of them those already there (they are counted once).
  let members = 0
  let already = 0
  for (const unit of army.units) {
    if (unit.faction !== position.faction) continue
    members++
    if (unit.region === to) already++
  }
  const room = stackingRoom(position, to, already)
  return members > room ? [violation('STACKING_LIMIT', { region: to, count: marchLimit - room + members, limit: marchLimit })] : NONE
}

/** The verdict of a March without a path: its path, or every violation, NO_PATH among them when the search fails. @internal */
export const searchVerdict = (departure: Departure, to: string): E.Either<Violations, ReadonlyArray<string>> => {
  const destination = destinationViolations(departure, to)
  const routes = departure.routes()
  let path: ReadonlyArray<string> | null = null
  let missed: Violation | null = null
  const kind = departure.board.regions.get(to)?.kind
  if (routes !== null && kind !== undefined && kind !== 'sea' && to !== routes.origin) {
    path = pathWithin(routes, to)
    if (path === null) missed = noPath(departure.board, routes, to, departure.army.slowest)
  }
  const violations = departure.shared.concat(destination)
  if (missed !== null) violations.push(missed)
  if (E.isNonEmpty(violations)) return E.left(violations)
  return path === null ? E.left([violation('NO_PATH', { to, reasons: [] })]) : E.right(path)
}

// ruling H12 (docs/rulings.md#h12): a given path is judged as written; without one, the search picks it.
const judge = (departure: Departure, move: MarchMove): E.Either<Violations, MarchMove> => {
  if (move.path === undefined) {
    const found = searchVerdict(departure, move.to)
    if (E.isLeft(found)) return found
    // Object.assign, then the path set: V8 adds a field to a spread's copy through the runtime (about 0.7 µs a move).
    const withPath: MarchMove & { path?: ReadonlyArray<string> } = Object.assign({}, move)
    withPath.path = found.right
    return E.right(withPath)
  }
  const destination = destinationViolations(departure, move.to)
  const reported = destination.some((v) => v.code === 'UNKNOWN_ID' || v.code === 'NOT_LAND') ? new Set([move.to]) : NO_REGIONS
  const along = judgePath(departure.board, departure.position, departure.army, move.to, move.path, reported)
  if (departure.shared.length === 0 && destination.length === 0 && along.length === 0) return E.right(move)
  const violations = [...departure.shared, ...destination, ...along]
  return E.isNonEmpty(violations) ? E.left(violations) : E.right(move)
}

/** The verdict on a checked March. @internal */
export const marchVerdict = (board: Board, state: HeroesState, move: MarchMove): E.Either<Violations, MarchMove> => {
  const valid = judge(departureOf(board, state, move.faction, move.units), move)
  return E.isLeft(valid) ? E.left(named(board, state, valid.left)) : valid
}

/** A checked March applied. @internal */
export const marchApplied = (board: Board, state: HeroesState, move: MarchMove): E.Either<Violations, Applied<HeroesState>> => {
  const departure = departureOf(board, state, move.faction, move.units)
  const valid = judge(departure, move)
  if (E.isLeft(valid)) return E.left(named(board, state, valid.left))
  const { to } = move
  const from = departure.army.origin ?? to
  const path = valid.right.path ?? [to]
  // Only the army's units and the two regions' lists are new; the rest of the position is shared with `state`.
  const before = departure.position.units
  // The members as judging the army listed them, each once: the next table keeps the list, which is the library's own.
  const after = movedTo(before, departure.army.members, to)
  const events: GameEvent[] = []
  const slots: Partial<HeroesState> | null = state.marchSlots === undefined ? null : { marchSlots: state.marchSlots - 1 }
  const moved = after === before ? revised(state, slots ?? {}) : withPieces(state, 'units', after, slots)
  if (state.marchSlots !== undefined) events.push({ type: 'march-slot-used', left: state.marchSlots - 1 })
  events.push({ type: 'moved', units: [...move.units], from, to, path: [...path] })
  const defenders = defendersIn(board, departure.position, to)
  if (defenders.length > 0) events.push({ type: 'battle', region: to, attacker: move.faction, defenders })
  const explored = revealed(board, moved, move.faction, to)
  if (explored === null) return E.right({ state: moved, events })
  pushAll(events, explored.events)
  return E.right({ state: explored.state, events })
}

