/**
 * Every legal March of a faction, and one drawn at random.
 *
 * @since 0.1.0
 * @module
 */
import { isId, isRandom, positionProblem } from '../../input/heroes-boundary.js'
import type { Board } from '../../board/graph.js'
import type { HeroesState, MarchMove } from '../../model/heroes-state.js'
import { fieldOf, type Field } from './field.js'
import { marchLimit, noSlotLeft, routesFrom, stackingRoom, type Routes } from './rules.js'
import { advance, walkedPath } from '../../board/walk.js'
import { occupiedRegions, pieceOf, piecesIn } from '../../core/piece-table.js'
import { randomIndex } from '../../core/random-index.js'

/**
 * A region a March from one origin can end in, how far it is, and how many
 * of the faction's units it still has room for. Its path is read from the
 * search the first time a move to it is built: drawing one move needs one
 * path. Mutable only as that memo.
 */
interface Destination {
  readonly to: string
  readonly region: number
  readonly distance: number
  readonly room: number
  path: ReadonlyArray<string> | null
}

/** The units of one type in one region, in id order, and their Speed. */
interface Group {
  readonly speed: number
  readonly ids: ReadonlyArray<string>
}

/**
 * One origin: its groups, and the regions a March from it can end in, in the
 * order the search reaches them (so by distance): an army of Speed `s` can
 * end in those at `s` steps or fewer, a prefix of the list.
 */
interface Origin {
  readonly groups: ReadonlyArray<Group>
  readonly routes: Routes
  readonly destinations: ReadonlyArray<Destination>
}

const pathOf = (origin: Origin, destination: Destination): ReadonlyArray<string> => {
  destination.path ??= walkedPath(origin.routes.walk, destination.region)
  return destination.path
}

const originOf = (board: Board, field: Field, from: string, groups: ReadonlyArray<Group>): Origin => {
  let farthest = 0
  for (const { speed } of groups) farthest = Math.max(farthest, speed)
  const routes = routesFrom(board, field, from, farthest)
  const { walk } = routes
  advance(walk, farthest)
  const destinations: Destination[] = []
  for (let k = 1; k < walk.order.length; k++) {
    const region = walk.order[k] ?? 0
    const distance = walk.steps[k] ?? 0
    if (distance > farthest) break
    const to = routes.numbers.ids[region] ?? ''
    destinations.push({ to, region, distance, room: stackingRoom(field, to), path: null })
  }
  return { groups, routes, destinations }
}

/**
 * Every choice of how many units of each type (1 to 5 in all), in the order
 * the listing gives them: `visit` is given how many of each group are taken
 * (in `takes`), the army's size and Speed, and stops the walk by answering
 * true. Nothing is built for an army not chosen.
 */
const eachArmy = (
  groups: ReadonlyArray<Group>,
  takes: number[],
  visit: (size: number, speed: number) => boolean,
  from = 0,
  room = marchLimit,
  size = 0,
  speed = Infinity,
): boolean => {
  const group = groups[from]
  if (group === undefined) return false
  const most = Math.min(room, group.ids.length)
  for (let take = 0; take <= most; take++) {
    takes[from] = take
    const slowest = take > 0 ? Math.min(speed, group.speed) : speed
    if (take > 0 && visit(size + take, slowest)) return true
    if (eachArmy(groups, takes, visit, from + 1, room - take, size + take, slowest)) return true
  }
  takes[from] = 0
  return false
}

/** The units `takes` chooses, in id order. */
const unitsOf = (groups: ReadonlyArray<Group>, takes: ReadonlyArray<number>): ReadonlyArray<string> => {
  const units: string[] = []
  groups.forEach((group, k) => {
    for (let at = 0; at < (takes[k] ?? 0); at++) units.push(group.ids[at] ?? '')
  })
  return units.sort()
}

/** The faction's units in `origin` by type, types and ids in id order; a unit of a type without Speed can never march (UNKNOWN_ID), so it is left out. */
const groupsIn = (field: Field, faction: string, table: Readonly<Record<string, number>>, origin: string): ReadonlyArray<Group> => {
  const here: Array<{ readonly type: string; readonly id: string }> = []
  for (const id of piecesIn(field.units, origin)) {
    const unit = pieceOf(field.units, id)
    if (unit !== undefined && unit.faction === faction && Object.hasOwn(table, unit.type)) here.push({ type: unit.type, id })
  }
  here.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const groups: Array<{ readonly speed: number; readonly ids: string[] }> = []
  let type: string | null = null
  for (const unit of here) {
    if (unit.type !== type) {
      type = unit.type
      groups.push({ speed: table[type] ?? 0, ids: [] })
    }
    groups[groups.length - 1]?.ids.push(unit.id)
  }
  return groups
}

/** Every origin of `faction`'s Marches, region by region, lazily; none while an exploration is pending or without a slot. */
function* originsOf(board: Board, state: HeroesState, faction: string): Generator<Origin> {
  if ((state.pending ?? null) !== null || noSlotLeft(state)) return
  const field = fieldOf(state, faction)
  const table = Object.hasOwn(state.speeds, faction) ? state.speeds[faction] : undefined
  if (table === undefined) return
  // Region by region, from the state's table of units: the first move never pays for the whole position.
  for (const origin of occupiedRegions(field.units)) {
    const start = board.regions.get(origin)
    if (start === undefined || start.kind === 'sea') continue
    const groups = groupsIn(field, faction, table, origin)
    // Every army from this origin reads one search: those of one Speed end in the same regions.
    if (groups.length > 0) yield originOf(board, field, origin, groups)
  }
}

/** How many of `destinations` an army of `size` and `speed` can end in. */
const fitting = (destinations: ReadonlyArray<Destination>, size: number, speed: number): number => {
  let count = 0
  for (const destination of destinations) {
    if (destination.distance > speed) break
    if (size <= destination.room) count++
  }
  return count
}

/**
 * Every legal March of `faction`, lazily, one per army and destination:
 * units of one type in one region are interchangeable, so for each region
 * and each choice of how many of each type (1 to 5 in all) the lowest ids are
 * taken (listed in id order), and each move carries its shortest path (among
 * equals, the smallest sequence of ids). None while an exploration is pending
 * or when no March slot is left: ruling H17 (docs/rulings.md#h17).
 *
 * @since 0.1.0
 * @category march
 * @example
 * import { compile, march } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'b' } } } as const
 * if (E.isRight(board)) console.log([...march.legalMoves(board.right, state, 'red')].map((m) => `${m.units} -> ${m.to}`)) // [ 's1 -> a', 's1 -> c' ]
 */
export function* legalMoves(board: Board, state: HeroesState, faction: string): Generator<MarchMove, void, undefined> {
  if (positionProblem('heroes', board, state) !== null || !isId(faction)) return
  for (const origin of originsOf(board, state, faction)) {
    const armies: Array<{ readonly units: ReadonlyArray<string>; readonly speed: number }> = []
    const takes: number[] = []
    eachArmy(origin.groups, takes, (_, speed) => {
      armies.push({ units: unitsOf(origin.groups, takes), speed })
      return false
    })
    for (const { units, speed } of armies)
      for (const destination of origin.destinations) {
        if (destination.distance > speed) break
        if (units.length <= destination.room) yield { type: 'march', faction, units, to: destination.to, path: pathOf(origin, destination) }
      }
  }
}

/**
 * A legal March of `faction` drawn at random, every March
 * {@link legalMoves} yields being equally likely; `null` when there is
 * none. `random` returns numbers in [0, 1), like `Math.random` or a seeded
 * generator (the same sequence draws the same March). Cheaper than listing
 * every March and picking one: the Marches are counted, and only the one
 * drawn is built.
 *
 * @since 0.1.0
 * @category march
 * @example
 * import { compile, march } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * if (E.isRight(board)) console.log(march.randomMove(board.right, state, 'red', Math.random)?.to) // b
 */
export const randomMove = (board: Board, state: HeroesState, faction: string, random: () => number): MarchMove | null => {
  if (positionProblem('heroes', board, state) !== null || !isId(faction) || !isRandom(random)) return null
  const origins = [...originsOf(board, state, faction)]
  const takes: number[] = []
  let total = 0
  for (const { groups, destinations } of origins)
    eachArmy(groups, takes, (size, speed) => {
      total += fitting(destinations, size, speed)
      return false
    })
  if (total === 0) return null
  let drawn = randomIndex(random, total)
  for (const origin of origins) {
    let move: MarchMove | null = null
    eachArmy(origin.groups, takes, (size, speed) => {
      const here = fitting(origin.destinations, size, speed)
      if (drawn >= here) {
        drawn -= here
        return false
      }
      for (const destination of origin.destinations) {
        if (destination.distance > speed) break
        if (size > destination.room) continue
        if (drawn === 0) {
          move = { type: 'march', faction, units: unitsOf(origin.groups, takes), to: destination.to, path: pathOf(origin, destination) }
          return true
        }
        drawn--
      }
      return true
    })
    if (move !== null) return move
  }
  return null
}

/**
 * How many Marches {@link legalMoves} yields for `faction`, counted from
 * each army's destinations without building a move. 0 for an invalid
 * argument.
 *
 * @since 0.2.0
 * @category march
 * @example
 * import { compile, march } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'b' } } } as const
 * if (E.isRight(board)) console.log(march.countMoves(board.right, state, 'red')) // 2
 */
export const countMoves = (board: Board, state: HeroesState, faction: string): number => {
  if (positionProblem('heroes', board, state) !== null || !isId(faction)) return 0
  let count = 0
  const takes: number[] = []
  for (const { groups, destinations } of originsOf(board, state, faction))
    eachArmy(groups, takes, (size, speed) => {
      count += fitting(destinations, size, speed)
      return false
    })
  return count
}
