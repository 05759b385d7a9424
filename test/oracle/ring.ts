/**
 * A brute-force oracle of the ring movement rules, written from the API
 * contract and independent of src: it reads the map file itself (no compiled
 * board), plays a move figure by figure and says whether it is legal and
 * what it leads to; and it enumerates every legal move of a small position
 * by trying every subset of a region's figures with every destination (die
 * actions) or every sequence of regions up to the allowance (event moves).
 */
import type { GameEvent } from '../../src/event.js'
import type { MapFile } from '../../src/map.js'
import type {
  Allowance,
  ArmyDieMove,
  CharacterDieMove,
  EventMove,
  Figure,
  RingMove,
  RingState,
  Side,
} from '../../src/ring-state.js'

/** Where each figure stands. */
export type Placement = Readonly<Record<string, string>>

/** What a legal move leads to, by the oracle. */
export interface OracleOutcome {
  readonly placement: Placement
  /** The controller of every settlement region after the move (absent: nobody). */
  readonly controllers: Readonly<Record<string, Side>>
  readonly events: ReadonlyArray<GameEvent>
  /** Regions the move brought figures into (the end of each army's route). */
  readonly destinations: ReadonlyArray<string>
  /** Every region an army entered, passed or ended in. */
  readonly entered: ReadonlyArray<string>
  /** The region each army started in. */
  readonly origins: ReadonlyArray<string>
}

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key)

const figureOf = (state: RingState, id: string): Figure | undefined => (has(state.figures, id) ? state.figures[id] : undefined)

const sideOf = (state: RingState, figure: Figure): Side | undefined =>
  figure.nation === undefined ? figure.side : has(state.nations, figure.nation) ? state.nations[figure.nation]?.side : undefined

const isArmyUnit = (figure: Figure): boolean => figure.kind === 'regular' || figure.kind === 'elite'

const isLeaderOrCharacter = (figure: Figure): boolean =>
  figure.kind === 'leader' || figure.kind === 'nazgul' || figure.kind === 'companion' || figure.kind === 'minion'

const pairKey = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`)

/** Every pair of regions armies may cross between, by the map file alone. */
const crossings = (map: MapFile): ReadonlySet<string> => {
  const out = new Set<string>()
  for (const [a, b] of map.adjacent) if (a !== b) out.add(pairKey(a, b))
  const routes: string[][] = []
  const byLabel = new Map<string, string[]>()
  for (const segment of map.ferries ?? []) {
    const joined = segment.graticule === undefined ? undefined : byLabel.get(segment.graticule)
    if (joined !== undefined) joined.push(...segment.endpoints)
    else {
      const route = [...segment.endpoints]
      routes.push(route)
      if (segment.graticule !== undefined) byLabel.set(segment.graticule, route)
    }
  }
  for (const route of routes) for (const a of route) for (const b of route) if (a !== b) out.add(pairKey(a, b))
  return out
}

const crossingCache = new WeakMap<MapFile, ReadonlySet<string>>()

/** Whether an army may step from `a` to `b` on `map`. */
export const canCross = (map: MapFile, a: string, b: string): boolean => {
  let set = crossingCache.get(map)
  if (set === undefined) {
    set = crossings(map)
    crossingCache.set(map, set)
  }
  return set.has(pairKey(a, b))
}

/** The controller of a region's settlement; undefined where there is no settlement or nobody controls it. */
export const controllerOf = (
  map: MapFile,
  state: RingState,
  control: Readonly<Record<string, Side>> | undefined,
  region: string,
): Side | undefined => {
  const mapRegion = has(map.regions, region) ? map.regions[region] : undefined
  if (mapRegion?.settlement === undefined) return undefined
  if (control !== undefined && has(control, region)) return control[region]
  const nation = mapRegion.nation
  return nation !== undefined && has(state.nations, nation) ? state.nations[nation]?.side : undefined
}

/** Every settlement's controller in a state. */
export const controllersOf = (map: MapFile, state: RingState): Readonly<Record<string, Side>> => {
  const out: Record<string, Side> = {}
  for (const region of Object.keys(map.regions)) {
    const side = controllerOf(map, state, state.control, region)
    if (side !== undefined) out[region] = side
  }
  return out
}

/** Where each figure of a state stands. */
export const placementOf = (state: RingState): Placement =>
  Object.fromEntries(Object.entries(state.figures).map(([id, figure]) => [id, figure.region]))

const armyUnitsIn = (state: RingState, placement: Placement, region: string): ReadonlyArray<string> =>
  Object.keys(placement).filter((id) => {
    const figure = figureOf(state, id)
    return placement[id] === region && figure !== undefined && isArmyUnit(figure)
  })

const enemyArmyIn = (state: RingState, placement: Placement, region: string, side: Side): boolean =>
  armyUnitsIn(state, placement, region).some((id) => {
    const figure = figureOf(state, id)
    return figure !== undefined && sideOf(state, figure) !== side
  })

const leaderAloneIn = (state: RingState, placement: Placement, region: string): boolean => {
  const here = Object.keys(placement).filter((id) => placement[id] === region)
  const leader = here.some((id) => figureOf(state, id)?.kind === 'leader')
  const freeArmy = here.some((id) => {
    const figure = figureOf(state, id)
    return figure !== undefined && isArmyUnit(figure) && sideOf(state, figure) === 'free'
  })
  return leader && !freeArmy
}

/** Whether a not-At-War nation of the army keeps it out of `region`. */
const blockedByPolitics = (map: MapFile, state: RingState, figures: ReadonlyArray<string>, region: string): boolean => {
  const regionNation = has(map.regions, region) ? map.regions[region]?.nation : undefined
  if (regionNation === undefined) return false
  return figures.some((id) => {
    const nation = figureOf(state, id)?.nation
    if (nation === undefined || !has(state.nations, nation)) return false
    return state.nations[nation]?.atWar === false && nation !== regionNation
  })
}

interface Army {
  readonly figures: ReadonlyArray<string>
  readonly path: ReadonlyArray<string>
}

/**
 * Plays a move by the rules of the contract; `null` when it is illegal.
 * Die actions judge stacking and the Leader rule after each army (stacking
 * once at the end under `end-of-action`); event moves judge both once after
 * all armies moved.
 */
export const play = (map: MapFile, state: RingState, move: RingMove): OracleOutcome | null => {
  const side = move.side
  const armies: ReadonlyArray<Army> =
    move.type === 'event-move' ? move.moves : move.moves.map((step) => ({ figures: step.figures, path: [step.to] }))
  const limit = move.type === 'army-die' ? 2 : move.type === 'character-die' ? 1 : move.allowance.armies
  if (armies.length === 0 || armies.length > limit) return null
  const stackingLimit = state.stackingLimit ?? 10
  const perArmy = move.type !== 'event-move'
  const stackingPerArmy = perArmy && state.stackingCheck !== 'end-of-action'
  const placement: Record<string, string> = { ...placementOf(state) }
  const controllers: Record<string, Side> = { ...controllersOf(map, state) }
  const events: GameEvent[] = []
  const moved = new Set<string>()
  const destinations: string[] = []
  const entered: string[] = []
  const origins: string[] = []
  const tooMany = (region: string): boolean => armyUnitsIn(state, placement, region).length > stackingLimit
  for (const army of armies) {
    const { figures, path } = army
    if (figures.length === 0 || new Set(figures).size !== figures.length) return null
    const known = figures.map((id) => figureOf(state, id))
    if (known.some((figure) => figure === undefined || sideOf(state, figure) !== side)) return null
    if (figures.some((id) => moved.has(id))) return null
    const starts = new Set(figures.map((id) => placement[id]))
    const origin = figures[0] === undefined ? undefined : placement[figures[0]]
    if (starts.size !== 1 || origin === undefined) return null
    if (move.type === 'event-move' && path.length > move.allowance.regions) return null
    const destination = path[path.length - 1]
    if (destination === undefined || destination === origin) return null
    if (!known.some((figure) => figure !== undefined && isArmyUnit(figure))) return null
    if (move.type === 'character-die' && !known.some((figure) => figure !== undefined && isLeaderOrCharacter(figure))) return null
    let at = origin
    for (const region of path) {
      if (!has(map.regions, region) || !canCross(map, at, region)) return null
      if (enemyArmyIn(state, placement, region, side)) return null
      if (blockedByPolitics(map, state, figures, region)) return null
      at = region
    }
    for (const id of figures) {
      placement[id] = destination
      moved.add(id)
    }
    events.push({ type: 'moved', figures: [...figures], from: origin, to: destination, path: [...path] })
    for (const region of path) {
      const from = controllers[region]
      if (from !== undefined && from !== side) {
        controllers[region] = side
        events.push({ type: 'settlement-captured', region, by: side, from })
      }
    }
    destinations.push(destination)
    entered.push(...path)
    origins.push(origin)
    if (stackingPerArmy && tooMany(destination)) return null
    if (perArmy && side === 'free' && leaderAloneIn(state, placement, origin)) return null
  }
  if (!stackingPerArmy && destinations.some(tooMany)) return null
  if (!perArmy && side === 'free' && origins.some((origin) => leaderAloneIn(state, placement, origin))) return null
  return { placement, controllers, events, destinations, entered, origins }
}

/** Whether a move is legal, by the oracle. */
export const isLegal = (map: MapFile, state: RingState, move: RingMove): boolean => play(map, state, move) !== null

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
  (move.type === 'event-move'
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

// ---------------------------------------------------------------------------
// invariants of a legal move, read off the position before and after

const routesOf = (move: RingMove): ReadonlyArray<Army> =>
  move.type === 'event-move' ? move.moves : move.moves.map((step) => ({ figures: step.figures, path: [step.to] }))

/**
 * What a legal move broke, judged from the position before and the one
 * after (never from the implementation's reasoning): each entry names the
 * invariant and the ids involved; an empty list means none.
 */
export const breaches = (map: MapFile, state: RingState, move: RingMove, next: RingState): ReadonlyArray<string> => {
  const out: string[] = []
  const side = move.side
  const routes = routesOf(move)
  const limit = state.stackingLimit ?? 10
  const named = routes.flatMap((route) => route.figures)
  // no figure moves twice
  const seen = new Set<string>()
  for (const id of named) {
    if (seen.has(id)) out.push(`moved twice: ${id}`)
    seen.add(id)
  }
  // figures conserved, and only the named ones move, each to its army's destination
  const before = Object.keys(state.figures).sort()
  const afterIds = Object.keys(next.figures).sort()
  if (JSON.stringify(before) !== JSON.stringify(afterIds)) out.push(`figures not conserved: ${before.join(',')} -> ${afterIds.join(',')}`)
  const destinationOf = new Map<string, string>()
  for (const route of routes) for (const id of route.figures) destinationOf.set(id, route.path[route.path.length - 1] ?? '')
  for (const id of before) {
    const was = figureOf(state, id)
    const now = figureOf(next, id)
    if (was === undefined || now === undefined) continue
    if (was.kind !== now.kind || was.nation !== now.nation || was.side !== now.side) out.push(`figure changed: ${id}`)
    const expected = destinationOf.get(id) ?? was.region
    if (now.region !== expected) out.push(`figure ${id} in ${now.region}, expected in ${expected}`)
  }
  const placement = placementOf(next)
  // stacking where the move brought units
  for (const route of routes) {
    const destination = route.path[route.path.length - 1] ?? ''
    const count = armyUnitsIn(next, placement, destination).length
    if (count > limit) out.push(`stacking: ${destination} holds ${count} > ${limit}`)
  }
  // Free Peoples Leaders never left without Free Peoples Army units
  if (side === 'free')
    for (const route of routes) {
      const origin = figureOf(state, route.figures[0] ?? '')?.region ?? ''
      if (leaderAloneIn(next, placement, origin)) out.push(`leader alone in ${origin}`)
    }
  // never into or through enemy Army units
  for (const route of routes)
    for (const region of route.path)
      if (enemyArmyIn(state, placementOf(state), region, side)) out.push(`entered enemy army in ${region}`)
  // settlements change hands only where an army went, only to the mover, and every enemy one it went through falls
  const entered = new Set(routes.flatMap((route) => route.path))
  const was = controllersOf(map, state)
  const now = controllersOf(map, next)
  for (const region of Object.keys(map.regions)) {
    if (was[region] === now[region]) continue
    if (!entered.has(region)) out.push(`control of ${region} changed without an army there`)
    if (now[region] !== side) out.push(`control of ${region} went to ${String(now[region])}, not to ${side}`)
  }
  for (const region of entered) if (was[region] !== undefined && now[region] !== side) out.push(`settlement ${region} entered but not taken`)
  // the rest of the position stays
  if (JSON.stringify(next.nations) !== JSON.stringify(state.nations)) out.push('nations changed')
  if (next.stackingLimit !== state.stackingLimit || next.stackingCheck !== state.stackingCheck) out.push('options changed')
  if (next.format !== state.format || next.ruleset !== state.ruleset) out.push('format changed')
  return out
}

/**
 * How a move departs from the canonical choice: each army takes, of every
 * kind and nation (or side) it moves, the lowest ids in string order among
 * those standing in its region and not yet moved in the action.
 */
export const canonicalBreaches = (state: RingState, move: RingMove): ReadonlyArray<string> => {
  const out: string[] = []
  const placement: Record<string, string> = { ...placementOf(state) }
  const moved = new Set<string>()
  const classOf = (id: string): string => {
    const figure = figureOf(state, id)
    return figure === undefined ? `?${id}` : `${figure.kind}/${figure.nation ?? '-'}/${figure.side ?? '-'}`
  }
  for (const route of routesOf(move)) {
    const origin = placement[route.figures[0] ?? ''] ?? ''
    const wanted = new Map<string, number>()
    for (const id of route.figures) wanted.set(classOf(id), (wanted.get(classOf(id)) ?? 0) + 1)
    for (const [kind, count] of wanted) {
      const lowest = Object.keys(state.figures)
        .filter((id) => placement[id] === origin && !moved.has(id) && classOf(id) === kind)
        .sort()
        .slice(0, count)
      const chosen = route.figures.filter((id) => classOf(id) === kind).sort()
      if (JSON.stringify(lowest) !== JSON.stringify(chosen)) out.push(`${kind} in ${origin}: took ${chosen.join(',')}, lowest are ${lowest.join(',')}`)
    }
    const destination = route.path[route.path.length - 1] ?? ''
    for (const id of route.figures) {
      placement[id] = destination
      moved.add(id)
    }
  }
  return out
}
