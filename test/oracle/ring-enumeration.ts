// Ring oracle, the enumerators: every legal move of a small position, and the keys that tell moves apart.
/**
 * Enumerates every legal move of a small position by brute force, judging
 * each with the rules oracle (ring.ts): every subset of a region's figures
 * with every destination (die actions) or every sequence of regions up to
 * the allowance (event moves). Moves are compared by canonical keys, since
 * figures of one kind, one nation (or side) and one region are
 * interchangeable.
 */
import type { MapFile } from '../../src/model/map.js'
import type { Allowance, ArmyDieMove, CharacterDieMove, EventMove, RingMove, RingState, Side } from '../../src/model/ring-state.js'
import { canCross, controllerOf, figureOf, isLegal, placementOf, sideOf, type Placement } from './ring.js'

// ---------------------------------------------------------------------------
// canonical keys: figures of one kind, one nation (or side) and one region are interchangeable

const figureClass = (state: RingState, id: string): string => {
  const figure = figureOf(state, id)
  return figure === undefined ? `?${id}` : `${figure.kind}/${figure.nation ?? '-'}/${figure.side ?? '-'}@${figure.region}`
}

/** One army modulo interchangeable figures: what it is made of (by starting region) and where it goes. */
export const armyKey = (state: RingState, figures: ReadonlyArray<string>, route: ReadonlyArray<string>): string =>
  `${figures.map((id) => figureClass(state, id)).sort().join('+')} > ${route.join(',')}`

/** A move modulo interchangeable figures and the order of its armies. */
export const moveKey = (state: RingState, move: RingMove): string =>
  move.type === 'attack'
    ? `attack(${move.die}) ${armyKey(state, move.figures, [move.target])}`
    : (move.type === 'event-move'
    ? move.moves.map((route) => armyKey(state, route.figures, route.path))
    : move.moves.map((step) => armyKey(state, step.figures, [step.to]))
    )
      .sort()
      .join(' & ')

// ---------------------------------------------------------------------------
// brute-force enumeration

const subsets = <T>(items: ReadonlyArray<T>): ReadonlyArray<ReadonlyArray<T>> => {
  const out: T[][] = []
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => (mask & (1 << i)) !== 0))
  return out
}

/** Every non-empty subset of the side's figures standing in one region. */
const groups = (state: RingState, placement: Placement, side: Side): ReadonlyArray<{ readonly origin: string; readonly figures: ReadonlyArray<string> }> => {
  const byRegion = new Map<string, string[]>()
  for (const id of Object.keys(placement).sort()) {
    const figure = figureOf(state, id)
    const region = placement[id]
    if (figure === undefined || region === undefined || sideOf(state, figure) !== side) continue
    byRegion.set(region, [...(byRegion.get(region) ?? []), id])
  }
  return [...byRegion].flatMap(([origin, ids]) => subsets(ids).map((figures) => ({ origin, figures })))
}

/** Every sequence of 1 to `length` regions of the map. */
const sequences = (regions: ReadonlyArray<string>, length: number): ReadonlyArray<ReadonlyArray<string>> => {
  const out: string[][] = []
  let layer: string[][] = [[]]
  for (let i = 0; i < length; i++) {
    layer = layer.flatMap((path) => regions.map((region) => [...path, region]))
    out.push(...layer)
  }
  return out
}

/**
 * The keys of every legal die move of `side`: every subset of a region's
 * figures to every region as the one army; for an Army die also every
 * second army drawn from the position after the first (a pair counts when
 * either order is legal). Under `merged`, a legal pair of groups from one
 * region into one region counts as the one army they make together (the
 * same next position; the ruling that lists such a split only once).
 */
export const legalDieKeys = (
  map: MapFile,
  state: RingState,
  side: Side,
  action: 'army-die' | 'character-die',
  splitsIntoOneRegion: 'listed' | 'merged' = 'listed',
): ReadonlySet<string> => {
  const regions = Object.keys(map.regions)
  const start = placementOf(state)
  const keys = new Set<string>()
  const firsts = new Set<string>()
  const dieMove = (moves: ArmyDieMove['moves']): ArmyDieMove | CharacterDieMove => ({ type: action, side, moves })
  for (const first of groups(state, start, side)) {
    for (const to of regions) {
      const key = armyKey(state, first.figures, [to])
      if (firsts.has(key)) continue
      firsts.add(key)
      const step = { figures: first.figures, to }
      if (isLegal(map, state, dieMove([step]))) keys.add(key)
      // a pair whose first army cannot step there is illegal whatever follows
      if (action !== 'army-die' || !canCross(map, first.origin, to)) continue
      const next: Record<string, string> = { ...start }
      for (const id of first.figures) next[id] = to
      const seconds = new Set<string>()
      for (const second of groups(state, next, side)) {
        for (const to2 of regions) {
          if (!canCross(map, second.origin, to2)) continue
          // a moved figure keeps the class of where it started: the region it stands in now tells it apart
          const key2 = `${second.origin}|${armyKey(state, second.figures, [to2])}`
          if (seconds.has(key2)) continue
          seconds.add(key2)
          const move = dieMove([step, { figures: second.figures, to: to2 }])
          if (!isLegal(map, state, move)) continue
          const merge = splitsIntoOneRegion === 'merged' && second.origin === first.origin && to2 === to
          keys.add(merge ? armyKey(state, [...first.figures, ...second.figures], [to]) : moveKey(state, move))
        }
      }
    }
  }
  return keys
}

/** An event move modulo interchangeable figures, the order of its armies and the way each army went: where each ended. */
export const destinationKey = (state: RingState, move: EventMove): string =>
  move.moves
    .map((route) => armyKey(state, route.figures, route.path.slice(-1)))
    .sort()
    .join(' & ')

/** The enemy settlements a route of `side` captures, in id order. */
export const capturesAlong = (map: MapFile, state: RingState, side: Side, path: ReadonlyArray<string>): ReadonlyArray<string> =>
  [...new Set(path)]
    .filter((region) => {
      const controller = controllerOf(map, state, state.control, region)
      return controller !== undefined && controller !== side
    })
    .sort()

/** An event move modulo interchangeable figures and the order of its armies: where each army ends and what it captures on the way. */
export const outcomeKey = (map: MapFile, state: RingState, move: EventMove): string =>
  move.moves
    .map((route) => `${armyKey(state, route.figures, route.path.slice(-1))} {${capturesAlong(map, state, move.side, route.path).join(',')}}`)
    .sort()
    .join(' & ')

/**
 * How event moves are told apart: by `path` (each army's route), by
 * `destination` (where each army ends; two groups of one region ending in
 * one region count as the one army they make together), or by `outcome`
 * (where each army ends and which settlements it captures on the way).
 */
export type EventKeying = 'path' | 'destination' | 'outcome'

/**
 * The keys of every legal one-army event move of `side` under `allowance`:
 * every subset of a region's figures along every sequence of up to
 * `allowance.regions` regions.
 */
export const legalEventKeys = (
  map: MapFile,
  state: RingState,
  side: Side,
  allowance: Allowance,
  keying: EventKeying = 'path',
): ReadonlySet<string> => {
  const keys = new Set<string>()
  const paths = sequences(Object.keys(map.regions), allowance.regions)
  for (const group of groups(state, placementOf(state), side))
    for (const path of paths) {
      const move: EventMove = { type: 'event-move', side, allowance, moves: [{ figures: group.figures, path }] }
      if (isLegal(map, state, move))
        keys.add(keying === 'path' ? moveKey(state, move) : keying === 'outcome' ? outcomeKey(map, state, move) : destinationKey(state, move))
    }
  return keys
}

/** The legal paths of one group to one region under an allowance, shortest first, then in id order. */
export const legalPaths = (
  map: MapFile,
  state: RingState,
  side: Side,
  allowance: Allowance,
  figures: ReadonlyArray<string>,
  to: string,
): ReadonlyArray<ReadonlyArray<string>> =>
  sequences(Object.keys(map.regions), allowance.regions)
    .filter((path) => path[path.length - 1] === to)
    .filter((path) => isLegal(map, state, { type: 'event-move', side, allowance, moves: [{ figures, path }] }))
    .slice()
    .sort((a, b) => a.length - b.length || compareIds(a, b))

const compareIds = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? ''
    const y = b[i] ?? ''
    if (x !== y) return x < y ? -1 : 1
  }
  return a.length - b.length
}

/**
 * The keys of every legal two-army event move of `side` under `allowance`
 * (at least two armies allowed): every pair of one-army candidates that
 * step across borders, in both orders.
 */
export const legalTwoArmyEventKeys = (
  map: MapFile,
  state: RingState,
  side: Side,
  allowance: Allowance,
  keying: EventKeying = 'path',
): ReadonlySet<string> => {
  const keys = new Set<string>()
  const start = placementOf(state)
  const candidates: Array<{ readonly figures: ReadonlyArray<string>; readonly path: ReadonlyArray<string> }> = []
  for (const group of groups(state, start, side))
    for (const path of sequences(Object.keys(map.regions), allowance.regions)) {
      // a route that leaves the borders is illegal in any company
      if (!path.every((region, i) => canCross(map, i === 0 ? group.origin : (path[i - 1] ?? ''), region))) continue
      candidates.push({ figures: group.figures, path })
    }
  for (const first of candidates)
    for (const second of candidates) {
      if (second.figures.some((id) => first.figures.includes(id))) continue
      const move: EventMove = { type: 'event-move', side, allowance, moves: [first, second] }
      if (!isLegal(map, state, move)) continue
      if (keying === 'path') keys.add(moveKey(state, move))
      else {
        const end = first.path[first.path.length - 1]
        const together = figureOf(state, first.figures[0] ?? '')?.region === figureOf(state, second.figures[0] ?? '')?.region
        keys.add(
          together && end === second.path[second.path.length - 1]
            ? armyKey(state, [...first.figures, ...second.figures], [end ?? ''])
            : destinationKey(state, move),
        )
      }
    }
  return keys
}

/** Every sequence of 1 to `length` regions of the map, legal or not. */
export const everyRoute = (map: MapFile, length: number): ReadonlyArray<ReadonlyArray<string>> => sequences(Object.keys(map.regions), length)

/**
 * The keys of every legal attack of `side` with a die: every subset of a
 * region's figures against every region of the map.
 */
export const legalAttackKeys = (map: MapFile, state: RingState, side: Side, action: 'army-die' | 'character-die'): ReadonlySet<string> => {
  const keys = new Set<string>()
  const die = action === 'army-die' ? 'army' : 'character'
  for (const group of groups(state, placementOf(state), side))
    for (const target of Object.keys(map.regions)) {
      const move = { type: 'attack', side, die, figures: group.figures, target } as const
      if (isLegal(map, state, move)) keys.add(moveKey(state, move))
    }
  return keys
}
