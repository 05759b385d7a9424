// Ring oracle, the rules: plays a move figure by figure and says whether it is legal and what it leads to.
/**
 * A brute-force oracle of the ring movement rules, written from the API
 * contract and independent of src: it reads the map file itself (no compiled
 * board) and plays a move figure by figure. Its enumerators and keys are in
 * ring-enumeration.ts, the invariants of a legal move in ring-invariants.ts.
 */
import type { GameEvent } from '../../src/model/event.js'
import type { MapFile } from '../../src/model/map.js'
import type { AttackMove, Figure, RingMove, RingState, Side } from '../../src/model/ring-state.js'

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

/** A figure of a state by id; undefined for ids the state does not know. */
export const figureOf = (state: RingState, id: string): Figure | undefined => (has(state.figures, id) ? state.figures[id] : undefined)

/** The side of a figure: its nation's, or its own. */
export const sideOf = (state: RingState, figure: Figure): Side | undefined =>
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

/** The Army units standing in a region. */
export const armyUnitsIn = (state: RingState, placement: Placement, region: string): ReadonlyArray<string> =>
  Object.keys(placement).filter((id) => {
    const figure = figureOf(state, id)
    return placement[id] === region && figure !== undefined && isArmyUnit(figure)
  })

/** Whether Army units of the other side stand in a region. */
export const enemyArmyIn = (state: RingState, placement: Placement, region: string, side: Side): boolean =>
  armyUnitsIn(state, placement, region).some((id) => {
    const figure = figureOf(state, id)
    return figure !== undefined && sideOf(state, figure) !== side
  })

/** Whether a Leader stands in a region without Free Peoples Army units. */
export const leaderAloneIn = (state: RingState, placement: Placement, region: string): boolean => {
  const here = Object.keys(placement).filter((id) => placement[id] === region)
  const leader = here.some((id) => figureOf(state, id)?.kind === 'leader')
  const freeArmy = here.some((id) => {
    const figure = figureOf(state, id)
    return figure !== undefined && isArmyUnit(figure) && sideOf(state, figure) === 'free'
  })
  return leader && !freeArmy
}

/** Whether an Army unit of a not-At-War nation keeps the army out of `region` (its Leaders and Characters never do). */
const blockedByPolitics = (map: MapFile, state: RingState, figures: ReadonlyArray<string>, region: string): boolean => {
  const regionNation = has(map.regions, region) ? map.regions[region]?.nation : undefined
  if (regionNation === undefined) return false
  return figures.some((id) => {
    const figure = figureOf(state, id)
    const nation = figure?.nation
    if (figure === undefined || !isArmyUnit(figure) || nation === undefined || !has(state.nations, nation)) return false
    return state.nations[nation]?.atWar === false && nation !== regionNation
  })
}

/** One army of a move: its figures and the regions it goes through, the last one its destination. */
export interface Army {
  readonly figures: ReadonlyArray<string>
  readonly path: ReadonlyArray<string>
}

/**
 * Plays a move by the rules of the contract; `null` when it is illegal.
 * Every action judges the Leader rule after each army; die actions judge
 * stacking after each army too (once at the end under `end-of-action`),
 * event moves once after all armies moved.
 */
export const play = (map: MapFile, state: RingState, move: RingMove): OracleOutcome | null => {
  if (move.type === 'attack') return playAttack(map, state, move)
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
    // every action, event cards included, judges the Leaders an army leaves as it leaves them
    if (side === 'free' && leaderAloneIn(state, placement, origin)) return null
  }
  if (!stackingPerArmy && destinations.some(tooMany)) return null
  return { placement, controllers, events, destinations, entered, origins }
}

/** Whether a move is legal, by the oracle. */
export const isLegal = (map: MapFile, state: RingState, move: RingMove): boolean => play(map, state, move) !== null

/**
 * Plays an attack: one army of the side (known figures, listed once, in one
 * region, at least one Army unit, none of a nation not At War; a Leader or
 * Character for a Character die) declares an attack on a region it may cross
 * into that holds enemy Army units. Nothing moves; one battle event.
 */
export const playAttack = (map: MapFile, state: RingState, move: AttackMove): OracleOutcome | null => {
  const { figures, side, target } = move
  if (figures.length === 0 || new Set(figures).size !== figures.length) return null
  const known = figures.map((id) => figureOf(state, id))
  if (known.some((figure) => figure === undefined || sideOf(state, figure) !== side)) return null
  const placement = placementOf(state)
  const origin = placement[figures[0] ?? '']
  if (origin === undefined || new Set(figures.map((id) => placement[id])).size !== 1) return null
  if (!known.some((figure) => figure !== undefined && isArmyUnit(figure))) return null
  if (move.die === 'character' && !known.some((figure) => figure !== undefined && isLeaderOrCharacter(figure))) return null
  const peaceful = known.some(
    (figure) => figure !== undefined && isArmyUnit(figure) && figure.nation !== undefined && state.nations[figure.nation]?.atWar === false,
  )
  if (peaceful) return null
  if (!has(map.regions, target) || !canCross(map, origin, target) || !enemyArmyIn(state, placement, target, side)) return null
  return {
    placement,
    controllers: controllersOf(map, state),
    events: [{ type: 'battle', region: target, attacker: side, defenders: [side === 'free' ? 'shadow' : 'free'], from: origin, figures: [...figures] }],
    destinations: [],
    entered: [],
    origins: [origin],
  }
}
