/**
 * Every legal March of a faction, and one drawn at random.
 *
 * @since 0.1.0
 * @module
 */
import { isId, isRandom, positionProblem } from '../internal/heroes-boundary.js'
import { pathTo, type Board, type Neighbours } from '../graph.js'
import type { HeroesState, HeroesUnit, MarchMove } from '../model/heroes-state.js'
import { fieldOf, marchNeighbours, ownUnitsIn, type Field } from './field.js'
import { marchLimit, noSlotLeft, routesFrom, type Routes } from './rules.js'
import { occupiedRegions, pieceOf, piecesIn } from '../internal/piece-table.js'
import { randomIndex } from '../internal/random-index.js'

const byType = (units: ReadonlyArray<readonly [string, HeroesUnit]>): ReadonlyArray<readonly [string, ReadonlyArray<string>]> => {
  const groups = new Map<string, string[]>()
  for (const [id, unit] of units) {
    const ids = groups.get(unit.type)
    if (ids === undefined) groups.set(unit.type, [id])
    else ids.push(id)
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([type, ids]) => [type, ids.sort()])
}

/**
 * A region a March from one origin can end in, and how many of the
 * faction's units it still has room for. Its path is read from the search
 * the first time a move to it is built: drawing one move needs one path.
 * Mutable only as that memo.
 */
interface Destination {
  readonly to: string
  readonly room: number
  readonly search: Routes['within']
  path: ReadonlyArray<string> | null
}

const pathOf = (destination: Destination): ReadonlyArray<string> => {
  destination.path ??= pathTo(destination.search, destination.to) ?? [destination.to]
  return destination.path
}

const destinationsOf = (field: Field, routes: Routes): ReadonlyArray<Destination> => {
  const destinations: Destination[] = []
  for (const to of routes.within.keys())
    if (to !== routes.origin) destinations.push({ to, room: marchLimit - ownUnitsIn(field, to), search: routes.within, path: null })
  return destinations
}

/** Every choice of how many units of each type (1 to 5 in all), the lowest ids of each type taken. */
function* armiesOf(groups: ReadonlyArray<readonly [number, ReadonlyArray<string>]>, from = 0, room = marchLimit): Generator<{ readonly ids: ReadonlyArray<string>; readonly speed: number }> {
  const group = groups[from]
  if (group === undefined) return
  const [speed, ids] = group
  for (let take = 0; take <= Math.min(room, ids.length); take++) {
    const chosen = ids.slice(0, take)
    if (take > 0) yield { ids: chosen, speed }
    for (const rest of armiesOf(groups, from + 1, room - take))
      if (take === 0) yield rest
      else yield { ids: [...chosen, ...rest.ids], speed: Math.min(speed, rest.speed) }
  }
}

/** One canonical army (its units in id order) and the regions a March of it from its origin can end in. */
interface Choice {
  readonly units: ReadonlyArray<string>
  readonly destinations: ReadonlyArray<Destination>
}

/** Every canonical army of `faction`, origin by origin, lazily; none while an exploration is pending or without a slot. */
function* choicesOf(board: Board, state: HeroesState, faction: string): Generator<Choice> {
  if ((state.pending ?? null) !== null || noSlotLeft(state)) return
  const field = fieldOf(state, faction)
  const table = Object.hasOwn(state.speeds, faction) ? state.speeds[faction] : undefined
  if (table === undefined) return
  let next: Neighbours | null = null
  // Region by region, from the state's table of units: the first move never pays for the whole position.
  for (const origin of occupiedRegions(field.units)) {
    const start = board.regions.get(origin)
    if (start === undefined || start.kind === 'sea') continue
    const here: Array<readonly [string, HeroesUnit]> = []
    for (const id of piecesIn(field.units, origin)) {
      const unit = pieceOf(field.units, id)
      // A unit of a type without Speed can never march (UNKNOWN_ID), so it is left out.
      if (unit !== undefined && unit.faction === faction && Object.hasOwn(table, unit.type)) here.push([id, unit])
    }
    if (here.length === 0) continue
    const groups = byType(here).map(([type, ids]): readonly [number, ReadonlyArray<string>] => [table[type] ?? 0, ids])
    // Every army of one Speed from this origin has the same destinations: each one's path and room are found once.
    const bySpeed = new Map<number, ReadonlyArray<Destination>>()
    for (const army of armiesOf(groups)) {
      let destinations = bySpeed.get(army.speed)
      if (destinations === undefined) {
        next = next ?? marchNeighbours(board, field)
        destinations = destinationsOf(field, routesFrom(board, field, next, origin, army.speed))
        bySpeed.set(army.speed, destinations)
      }
      yield { units: [...army.ids].sort(), destinations }
    }
  }
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
  for (const { units, destinations } of choicesOf(board, state, faction))
    for (const destination of destinations)
      if (units.length <= destination.room) yield { type: 'march', faction, units, to: destination.to, path: pathOf(destination) }
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
  const choices = [...choicesOf(board, state, faction)]
  const fitting = (choice: Choice): number => choice.destinations.reduce((n, { room }) => (choice.units.length <= room ? n + 1 : n), 0)
  let drawn = randomIndex(random, choices.reduce((n, choice) => n + fitting(choice), 0))
  for (const choice of choices) {
    for (const destination of choice.destinations) {
      if (choice.units.length > destination.room) continue
      if (drawn === 0) return { type: 'march', faction, units: choice.units, to: destination.to, path: pathOf(destination) }
      drawn--
    }
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
  for (const { units, destinations } of choicesOf(board, state, faction)) for (const { room } of destinations) if (units.length <= room) count++
  return count
}
