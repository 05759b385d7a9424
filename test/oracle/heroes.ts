/**
 * A brute-force oracle for the March, written from the rules and independent
 * of src/heroes/march.ts: it enumerates every sequence of regions entered, of length
 * 1 up to the army's Speed, and keeps those the rules allow. Slow on purpose
 * and small enough to read against the rulings.
 */
import type { Board } from '../../src/board/graph.js'
import type { HeroesState, MarchMove } from '../../src/model/heroes-state.js'

/** At most this many units of one faction in the region a March ends in, and in one army. */
export const LIMIT = 5

/** A valid army as the oracle sees it. */
export interface OracleArmy {
  readonly faction: string
  readonly units: ReadonlyArray<string>
  readonly origin: string
  readonly speed: number
}

const capitalsOf = (board: Board): ReadonlyMap<string, string> => {
  const capitals = new Map<string, string>()
  for (const [id, region] of Object.entries(board.map.regions)) {
    if (region.kind === 'capital' && region.faction !== undefined) capitals.set(region.faction, id)
  }
  return capitals
}

/** Where an army may step from each region: the board's borders and ferries, plus each capital to its faction's towers and back. */
export const oracleSteps = (board: Board, state: HeroesState): ((region: string) => ReadonlyArray<string>) => {
  const capitals = capitalsOf(board)
  const links = new Map<string, Set<string>>()
  for (const id of board.ids) links.set(id, new Set(board.adjacency.get(id) ?? []))
  for (const tower of Object.values(state.towers ?? {})) {
    const capital = capitals.get(tower.faction)
    if (capital === undefined || capital === tower.region || !links.has(tower.region)) continue
    links.get(capital)?.add(tower.region)
    links.get(tower.region)?.add(capital)
  }
  return (region) => [...(links.get(region) ?? [])].sort()
}

/** Why a March must end on entering `region`, or null when it may go on. */
export const stopReason = (board: Board, state: HeroesState, faction: string, region: string): 'battle' | 'desert' | null => {
  const opponent = (piece: { readonly faction: string; readonly region: string }): boolean => piece.region === region && piece.faction !== faction
  const spot = board.map.regions[region]
  if (
    Object.values(state.units).some(opponent) ||
    Object.values(state.vessels ?? {}).some(opponent) ||
    Object.values(state.towers ?? {}).some(opponent) ||
    (spot?.kind === 'capital' && spot.faction !== faction)
  )
    return 'battle'
  return spot?.terrain === 'desert' ? 'desert' : null
}

/** Units of `faction` standing in `region`. */
export const unitsIn = (state: HeroesState, faction: string, region: string): ReadonlyArray<string> =>
  Object.keys(state.units).filter((id) => state.units[id]?.faction === faction && state.units[id]?.region === region)

/** The army a move names, if it is a valid army (1..5 known units of the mover, listed once, together, on land or in a capital). */
export const oracleArmy = (board: Board, state: HeroesState, faction: string, units: ReadonlyArray<string>): OracleArmy | null => {
  if (units.length < 1 || units.length > LIMIT || new Set(units).size !== units.length) return null
  const regions = new Set<string>()
  let speed = Infinity
  for (const id of units) {
    const unit = state.units[id]
    if (unit === undefined || unit.faction !== faction) return null
    const s = state.speeds[faction]?.[unit.type]
    if (s === undefined) return null
    speed = Math.min(speed, s)
    regions.add(unit.region)
  }
  const [origin] = [...regions]
  if (regions.size !== 1 || origin === undefined) return null
  const kind = board.map.regions[origin]?.kind
  if (kind !== 'land' && kind !== 'capital') return null
  return { faction, units, origin, speed }
}

/** Whether the position allows any March at all (no pending exploration, a slot left when slots are tracked). */
export const marchAllowed = (state: HeroesState): boolean => (state.pending ?? null) === null && state.marchSlots !== 0

/** Orders paths as the rules pick one: fewer steps first, then the smaller sequence of ids. */
export const comparePaths = (p: ReadonlyArray<string>, q: ReadonlyArray<string>): number => {
  if (p.length !== q.length) return p.length - q.length
  for (let i = 0; i < p.length; i++) {
    const x = p[i] ?? ''
    const y = q[i] ?? ''
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/**
 * Every region the army can end in on its path alone (stacking, slots and
 * pending explorations aside), with the first path to it in {@link comparePaths} order.
 * Enumerates every walk of 1..Speed steps.
 */
export const pathwiseDestinations = (board: Board, state: HeroesState, army: OracleArmy): ReadonlyMap<string, ReadonlyArray<string>> => {
  const steps = oracleSteps(board, state)
  const found = new Map<string, ReadonlyArray<string>>()
  const walk = (at: string, path: ReadonlyArray<string>): void => {
    if (path.length === army.speed) return
    for (const next of steps(at)) {
      if (board.map.regions[next]?.kind === 'sea') continue
      const longer = [...path, next]
      if (next !== army.origin) {
        const best = found.get(next)
        if (best === undefined || comparePaths(longer, best) < 0) found.set(next, longer)
        if (stopReason(board, state, army.faction, next) !== null) continue
      }
      walk(next, longer)
    }
  }
  walk(army.origin, [])
  return found
}

/** Every legal path to `to` that enters no region twice and never comes back to the origin, in {@link comparePaths} order. */
export const simpleLegalPaths = (board: Board, state: HeroesState, army: OracleArmy, to: string): ReadonlyArray<ReadonlyArray<string>> => {
  if (!marchAllowed(state) || !withinLimit(state, army, to)) return []
  const steps = oracleSteps(board, state)
  const paths: Array<ReadonlyArray<string>> = []
  const walk = (at: string, path: ReadonlyArray<string>): void => {
    if (at === to && path.length > 0) {
      paths.push(path)
      return
    }
    if (path.length === army.speed || (path.length > 0 && stopReason(board, state, army.faction, at) !== null)) return
    for (const next of steps(at)) {
      if (board.map.regions[next]?.kind === 'sea' || next === army.origin || path.includes(next)) continue
      walk(next, [...path, next])
    }
  }
  walk(army.origin, [])
  return paths.sort(comparePaths)
}

/** Whether ending the March in `to` keeps the faction within the limit. */
export const withinLimit = (state: HeroesState, army: OracleArmy, to: string): boolean =>
  unitsIn(state, army.faction, to).length + army.units.length <= LIMIT

/** The legal destinations of an army with the path the rules pick for each: empty when the army or the position allows no March. */
export const legalDestinations = (board: Board, state: HeroesState, faction: string, units: ReadonlyArray<string>): ReadonlyMap<string, ReadonlyArray<string>> => {
  const army = oracleArmy(board, state, faction, units)
  if (army === null || !marchAllowed(state)) return new Map()
  return new Map([...pathwiseDestinations(board, state, army)].filter(([to]) => withinLimit(state, army, to)))
}

/** Whether a move with a `path` is legal as written. */
export const pathLegal = (board: Board, state: HeroesState, move: MarchMove & { readonly path: ReadonlyArray<string> }): boolean => {
  const army = oracleArmy(board, state, move.faction, move.units)
  const { path, to } = move
  if (army === null || !marchAllowed(state) || path.length === 0 || path.length > army.speed) return false
  if (path[path.length - 1] !== to || to === army.origin || !withinLimit(state, army, to)) return false
  const steps = oracleSteps(board, state)
  let at = army.origin
  for (const [i, next] of path.entries()) {
    if (i > 0 && at !== army.origin && stopReason(board, state, army.faction, at) !== null) return false
    if (!steps(at).includes(next) || board.map.regions[next]?.kind === 'sea') return false
    at = next
  }
  return true
}

/** Whether a path enters no region twice and never comes back to the origin. */
export const simplePath = (origin: string, path: ReadonlyArray<string>): boolean => new Set([origin, ...path]).size === path.length + 1

/**
 * The armies legalMoves offers for a faction: per region, every choice of how
 * many units of each type (1..5 in all), taking the lowest ids.
 */
export const canonicalArmies = (state: HeroesState, faction: string): ReadonlyArray<ReadonlyArray<string>> => {
  const groups = new Map<string, Map<string, string[]>>()
  for (const id of Object.keys(state.units).sort()) {
    const unit = state.units[id]
    if (unit === undefined || unit.faction !== faction) continue
    const byType = groups.get(unit.region) ?? new Map<string, string[]>()
    byType.set(unit.type, [...(byType.get(unit.type) ?? []), id])
    groups.set(unit.region, byType)
  }
  const armies: string[][] = []
  for (const byType of groups.values()) {
    const piles = [...byType.values()]
    const choose = (i: number, taken: string[]): void => {
      if (taken.length > LIMIT) return
      const pile = piles[i]
      if (pile === undefined) {
        if (taken.length > 0) armies.push([...taken].sort())
        return
      }
      for (let n = 0; n <= pile.length; n++) choose(i + 1, [...taken, ...pile.slice(0, n)])
    }
    choose(0, [])
  }
  return armies
}

/**
 * The codes a move must be refused with, whatever else is reported: those
 * the oracle can tell for sure from the move and the position.
 */
export const requiredCodes = (board: Board, state: HeroesState, move: MarchMove): ReadonlySet<string> => {
  const codes = new Set<string>()
  const { units, to } = move
  const distinct = new Set(units).size
  if (distinct === 0) codes.add('EMPTY_ARMY')
  if (distinct > LIMIT) codes.add('ARMY_TOO_LARGE')
  if (new Set(units).size !== units.length) codes.add('DUPLICATE_ID')
  const known = units.filter((id) => state.units[id] !== undefined)
  if (known.length !== units.length) codes.add('UNKNOWN_ID')
  if (known.some((id) => state.units[id]?.faction !== move.faction)) codes.add('NOT_OWNED')
  if (known.some((id) => {
    const unit = state.units[id]
    return unit !== undefined && state.speeds[unit.faction]?.[unit.type] === undefined
  }))
    codes.add('UNKNOWN_ID')
  const starts = new Set(known.map((id) => state.units[id]?.region))
  if (starts.size > 1) codes.add('NOT_TOGETHER')
  const [start] = [...starts]
  if (starts.size === 1 && start !== undefined && board.map.regions[start]?.kind === 'sea') codes.add('NOT_LAND')
  if ((state.pending ?? null) !== null) codes.add('EXPLORATION_PENDING')
  if (state.marchSlots === 0) codes.add('NO_MARCH_SLOT')
  const spot = board.map.regions[to]
  if (spot === undefined) codes.add('UNKNOWN_ID')
  else if (spot.kind === 'sea') codes.add('NOT_LAND')
  if (move.path !== undefined) {
    if (move.path.length === 0 || move.path[move.path.length - 1] !== to) codes.add('PATH_MISMATCH')
    if (move.path.some((r) => board.map.regions[r]?.kind === 'sea')) codes.add('NOT_LAND')
  }
  const army = oracleArmy(board, state, move.faction, units)
  if (army !== null && spot !== undefined && spot.kind !== 'sea') {
    if (to === army.origin) codes.add('NO_MOVEMENT')
    else {
      if (!withinLimit(state, army, to)) codes.add('STACKING_LIMIT')
      if (move.path === undefined && !pathwiseDestinations(board, state, army).has(to)) codes.add('NO_PATH')
      if (move.path !== undefined && move.path.length > army.speed) codes.add('TOO_FAR')
    }
  }
  return codes
}
