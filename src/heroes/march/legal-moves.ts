/**
 * Every legal March of a faction, and one drawn at random.
 *
 * @since 0.1.0
 * @module
 */
import { isDrawOptions, isId, isRandom, positionProblem } from '../../input/heroes-boundary.js'
import type { Board } from '../../board/graph.js'
import type { HeroesState, MarchMove } from '../../model/heroes-state.js'
import { eachArmy, marchingSurvey, startAt, unitsOf, type Group } from './armies.js'
import { marchLimit } from './rules.js'
import { advance, walkedPath, walkOver, type Walk } from '../../board/walk.js'
import { occupiedRegions } from '../../core/occupied-regions.js'
import { randomIndex } from '../../core/random-index.js'
import type { Survey } from './survey.js'

/**
 * One origin: its groups, and the regions a March from it can end in, as the
 * search reached them (so by distance): places 1 to `ends` of the walk's
 * order, the origin being place 0. An army of Speed `s` can end in those at
 * `s` steps or fewer, a prefix of them, where the room left (the limit
 * less the faction's units there, `own` by region number) holds it. Numbers, not an object per region: a playout draws one
 * March from one origin, and the objects were a sixth of what its move
 * allocated. A region's path is read from the search the first time a move
 * to it is built (`paths`, by place), as drawing one move needs one path.
 * Mutable only as that memo.
 */
interface Origin {
  readonly groups: ReadonlyArray<Group>
  readonly walk: Walk
  readonly ends: number
  /** How many of the faction's units stand in each region, by number (the survey's). */
  readonly own: ReadonlyArray<number>
  readonly paths: Array<ReadonlyArray<string> | undefined>
}

/** The March of `units` to the region at `place` of the origin's search, along the path the search found. */
const marchTo = (faction: string, units: ReadonlyArray<string>, origin: Origin, place: number): MarchMove => ({
  type: 'march',
  faction,
  units,
  to: origin.walk.ids[origin.walk.order[place] ?? 0] ?? '',
  path: (origin.paths[place] ??= walkedPath(origin.walk, origin.walk.order[place] ?? 0)),
})

/** The search from `from` (the one `routesFrom` makes, within the stop rules), taken `depth` steps, and the regions it ends in. */
const originOf = (survey: Survey, from: number, groups: ReadonlyArray<Group>, depth: number): Origin => {
  const walk = walkOver(survey.numbers, survey.links, from, survey.leaves)
  advance(walk, depth)
  let ends = walk.order.length - 1
  while (ends > 0 && (walk.steps[ends] ?? 0) > depth) ends--
  return { groups, walk, ends, own: survey.own, paths: [] }
}

const farthestOf = (groups: ReadonlyArray<Group>): number => {
  let farthest = 0
  for (const { speed } of groups) farthest = Math.max(farthest, speed)
  return farthest
}

/** The origin of the survey's Marches from region number `from`: every army there reads one search, as those of one Speed end in the same regions. */
const originAt = (survey: Survey, from: number): Origin => {
  const groups = survey.groups[from] ?? []
  return originOf(survey, from, groups, farthestOf(groups))
}

/** Every origin of `faction`'s Marches, region by region; none while an exploration is pending or without a slot. */
const originsOf = (board: Board, state: HeroesState, faction: string): ReadonlyArray<Origin> => {
  const survey = marchingSurvey(board, state, faction)
  return survey === null ? [] : survey.origins.map((from) => originAt(survey, from))
}

/**
 * The place in the origin's search of the `at`-th region (from 0) that an
 * army of `size` and `speed` can end in; else `-1 - n`, `n` being how many
 * it can end in (so `at` -1 counts them): one walk for a count and a draw.
 */
const nthFitting = (origin: Origin, size: number, speed: number, at: number): number => {
  const { walk, own, ends } = origin
  let count = 0
  for (let place = 1; place <= ends; place++) {
    if ((walk.steps[place] ?? 0) > speed) break
    if (size <= marchLimit - (own[walk.order[place] ?? 0] ?? 0) && count++ === at) return place
  }
  return -1 - count
}

/** How many regions of the origin's search an army of `size` and `speed` can end in. */
const fitting = (origin: Origin, size: number, speed: number): number => -1 - nthFitting(origin, size, speed, -1)

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
  if (positionProblem(board, state) !== null || !isId(faction)) return
  const survey = marchingSurvey(board, state, faction)
  if (survey === null) return
  // Origin by origin: the first move never pays for every search.
  for (const from of survey.origins) {
    const origin = originAt(survey, from)
    const armies: Array<{ readonly units: ReadonlyArray<string>; readonly speed: number }> = []
    const takes: number[] = []
    eachArmy(origin.groups, takes, (_, speed) => {
      armies.push({ units: unitsOf(origin.groups, takes), speed })
      return false
    })
    const { walk, own, ends } = origin
    for (const { units, speed } of armies)
      for (let place = 1; place <= ends; place++) {
        if ((walk.steps[place] ?? 0) > speed) break
        if (units.length <= marchLimit - (own[walk.order[place] ?? 0] ?? 0)) yield marchTo(faction, units, origin, place)
      }
  }
}

/**
 * A legal March of `faction` drawn at random, every March
 * {@link legalMoves} yields being equally likely; `null` when there is
 * none. `random` returns numbers in [0, 1), like `Math.random` or a seeded
 * generator (the same sequence draws the same March). Cheaper than listing
 * every March and picking one: the Marches are counted, and only the one
 * drawn is built. With `{ draw: 'playout' }` a cheaper, uneven draw is made
 * for random playouts: every March it gives legal, but a region the faction
 * can march from is drawn evenly, then an army there, then a region it can
 * end in; a try that gives no March is drawn again, and after a few the even
 * draw is made, so `null` still means there is no March. Options of another
 * shape give `null`.
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
export const randomMove = (
  board: Board,
  state: HeroesState,
  faction: string,
  random: () => number,
  options?: { readonly draw?: 'even' | 'playout' },
): MarchMove | null => {
  if (positionProblem(board, state) !== null || !isId(faction) || !isRandom(random)) return null
  if (options !== undefined && !isDrawOptions(options)) return null
  if (options?.draw === 'playout') {
    const quick = playoutMarch(board, state, faction, random)
    if (quick !== undefined) return quick
  }
  const origins = originsOf(board, state, faction)
  const takes: number[] = []
  let total = 0
  for (const origin of origins)
    eachArmy(origin.groups, takes, (size, speed) => {
      total += fitting(origin, size, speed)
      return false
    })
  if (total === 0) return null
  let drawn = randomIndex(random, total)
  for (const origin of origins) {
    let move: MarchMove | null = null
    eachArmy(origin.groups, takes, (size, speed) => {
      const place = nthFitting(origin, size, speed, drawn)
      if (place < 0) {
        // `place` is -1 less this army's count: the draw skips its Marches.
        drawn += place + 1
        return false
      }
      move = marchTo(faction, unitsOf(origin.groups, takes), origin, place)
      return true
    })
    if (move !== null) return move
  }
  return null
}

/** Tries of the playout draw before it hands over to the even draw, which settles whether any March exists. */
const TRIES = 16

/**
 * A March by the playout draw: an occupied region is drawn until it is one
 * the faction can march from, then one of its armies there and one of the
 * regions that army can end in, each evenly, so one search is made where
 * the even draw makes one per origin. `null` when the faction has no March
 * for certain, `undefined` when every try failed.
 */
const playoutMarch = (board: Board, state: HeroesState, faction: string, random: () => number): MarchMove | null | undefined => {
  const survey = marchingSurvey(board, state, faction)
  const occupied = survey === null ? [] : occupiedRegions(survey.units)
  const takes: number[] = []
  for (let tries = 0; tries < TRIES && survey !== null && occupied.length > 0; tries++) {
    const start = startAt(survey, occupied[randomIndex(random, occupied.length)] ?? '')
    if (start === null) continue
    // Counted first, then walked to the one drawn: only the army drawn is built.
    let armies = 0
    eachArmy(start.groups, takes, () => (armies++, false))
    let skip = randomIndex(random, armies)
    let units: ReadonlyArray<string> = []
    let speed = 0
    eachArmy(start.groups, takes, (_, slowest) => {
      if (skip-- > 0) return false
      units = unitsOf(start.groups, takes)
      speed = slowest
      return true
    })
    const origin = originOf(survey, start.from, start.groups, speed)
    // Drawn even when nothing fits, as a draw from an empty list was: the same seed gives the same playout.
    const place = nthFitting(origin, units.length, speed, randomIndex(random, fitting(origin, units.length, speed)))
    if (place > 0) return marchTo(faction, units, origin, place)
  }
  return survey === null || occupied.length === 0 ? null : undefined
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
  if (positionProblem(board, state) !== null || !isId(faction)) return 0
  let count = 0
  const takes: number[] = []
  for (const origin of originsOf(board, state, faction))
    eachArmy(origin.groups, takes, (size, speed) => {
      count += fitting(origin, size, speed)
      return false
    })
  return count
}
