/**
 * Generated heroes positions for the property tests: small lint-clean boards
 * (land, seas, one capital per faction, deserts, swamps, impassable lines,
 * ferry routes and a graticule pair), states over them (units of two or three
 * factions, vessels, towers, exploration tokens, March slots, a pending
 * exploration) and marches, most of them plausible and some junk.
 */
import * as E from 'fp-ts/lib/Either.js'
import * as fc from 'fast-check'
import { compile, type Board } from 'marchlaw'
import type { FerrySegment, MapFile, MapRegion, RegionPair } from 'marchlaw'
import type {
  ExplorationToken,
  HeroesPiece,
  HeroesState,
  HeroesUnit,
  MarchMove,
  PendingExploration,
} from 'marchlaw'

/**
 * A generated heroes map, its compiled board, the factions (one capital
 * each) and the ids of its land, sea and capital regions.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export interface HeroesBoard {
  readonly map: MapFile
  readonly board: Board
  readonly factions: ReadonlyArray<string>
  readonly lands: ReadonlyArray<string>
  readonly seas: ReadonlyArray<string>
  readonly capitals: ReadonlyArray<string>
}

/**
 * A generated heroes position: a board and a state on it.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export interface HeroesPosition extends HeroesBoard {
  readonly state: HeroesState
}

const FACTIONS = ['blue', 'green', 'red'] as const
const LAND_IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const
const UNIT_TYPES = ['hero', 'serf', 'warrior'] as const
const TOKEN_KINDS = ['gold', 'monster', 'ruins'] as const

const terrain = fc.constantFrom<string | undefined>('plains', 'forest', 'desert', 'swamp', 'plains', undefined, 'swamp', 'hills')

const pairsOf = (ids: ReadonlyArray<string>): ReadonlyArray<RegionPair> => {
  const pairs: RegionPair[] = []
  ids.forEach((a, i) => ids.slice(i + 1).forEach((b) => pairs.push([a, b])))
  return pairs
}

const exactly = <T>(arb: fc.Arbitrary<T>, length: number): fc.Arbitrary<T[]> => fc.array(arb, { minLength: length, maxLength: length })

/**
 * A lint-clean heroes map, compiled. Land ids are single letters so that the
 * lexicographic order of paths is easy to read in a counterexample.
 *
 * @internal
 */
export const arbitraryHeroesBoard: fc.Arbitrary<HeroesBoard> = fc
  .record({
    factionCount: fc.integer({ min: 2, max: 3 }),
    landCount: fc.integer({ min: 3, max: 7 }),
    seaCount: fc.integer({ min: 0, max: 2 }),
  })
  .chain(({ factionCount, landCount, seaCount }) => {
    const factions = FACTIONS.slice(0, factionCount)
    const lands = LAND_IDS.slice(0, landCount)
    const seas = Array.from({ length: seaCount }, (_, i) => `sea${i + 1}`)
    const capitals = factions.map((f) => `cap-${f}`)
    const pairs = pairsOf([...lands, ...seas, ...capitals])
    const endpoints = fc.constantFrom(...lands)
    return fc
      .record({
        terrains: exactly(terrain, landCount),
        // 0-2 adjacent, 4 impassable, else nothing; a capital only borders on a roll of 0
        rolls: exactly(fc.integer({ min: 0, max: 9 }), pairs.length),
        ferries: fc.array(fc.uniqueArray(endpoints, { minLength: 2, maxLength: 3 }), { maxLength: 2 }),
        graticule: fc.option(
          fc.tuple(fc.uniqueArray(endpoints, { minLength: 1, maxLength: 2 }), fc.uniqueArray(endpoints, { minLength: 1, maxLength: 2 })),
          { nil: undefined, freq: 2 },
        ),
      })
      // A graticule pair joining one region only to itself is a map error.
      .map((drawn) =>
        drawn.graticule !== undefined && new Set([...drawn.graticule[0], ...drawn.graticule[1]]).size < 2 ? { ...drawn, graticule: undefined } : drawn,
      )
      .map(({ terrains, rolls, ferries, graticule }): HeroesBoard => {
        const regions: Record<string, MapRegion> = {}
        lands.forEach((id, i) => {
          const t = terrains[i]
          regions[id] = t === undefined ? { kind: 'land' } : { kind: 'land', terrain: t }
        })
        for (const id of seas) regions[id] = { kind: 'sea' }
        factions.forEach((f, i) => {
          const id = capitals[i]
          if (id !== undefined) regions[id] = { kind: 'capital', faction: f }
        })
        const segments: FerrySegment[] = ferries.map((e) => ({ endpoints: e }))
        if (graticule !== undefined) {
          segments.push({ endpoints: graticule[0], graticule: 'A' }, { endpoints: graticule[1], graticule: 'A' })
        }
        const ferryLinked = new Set<string>()
        const key = (a: string, b: string): string => (a < b ? `${a}/${b}` : `${b}/${a}`)
        const routes = [...ferries, ...(graticule === undefined ? [] : [[...graticule[0], ...graticule[1]]])]
        for (const route of routes) for (const a of route) for (const b of route) if (a !== b) ferryLinked.add(key(a, b))
        const adjacent: RegionPair[] = []
        const impassable: RegionPair[] = []
        pairs.forEach(([a, b], i) => {
          const roll = rolls[i] ?? 9
          const withCapital = a.startsWith('cap-') || b.startsWith('cap-')
          if (withCapital ? roll === 0 : roll <= 2) adjacent.push([a, b])
          else if (roll === 4 && !withCapital && !ferryLinked.has(key(a, b))) impassable.push([a, b])
        })
        const map: MapFile = {
          format: 'marchlaw/map@1',
          regions,
          adjacent,
          ...(impassable.length > 0 ? { impassable } : {}),
          ...(segments.length > 0 ? { ferries: segments } : {}),
        }
        const compiled = compile(map)
        if (E.isLeft(compiled)) throw new Error(`generated map does not compile: ${JSON.stringify(compiled.left)}`)
        return { map, board: compiled.right, factions, lands, seas, capitals }
      })
  })

const pick = <T>(items: ReadonlyArray<T>, n: number): T | undefined => (items.length === 0 ? undefined : items[n % items.length])

/**
 * Heroes positions over generated boards. Units sit in land regions and
 * capitals (rarely at sea), crowded into few regions so that stacking
 * matters; towers stand on land; vessels mostly at sea, sometimes on land.
 * With `strays`, a unit is rarely of a type its faction's speeds lack: the
 * format refuses such a state, and the rules must still not throw on it.
 *
 * @internal
 */
export const heroesPositions = (strays: boolean): fc.Arbitrary<HeroesPosition> => arbitraryHeroesBoard.chain((hb) => {
  const { factions, lands, seas, capitals } = hb
  const homes = [...lands, ...capitals]
  const speed = fc.constantFrom(1, 2, 2, 3, 3)
  const speedTable = fc.record({ hero: speed, serf: speed, warrior: speed })
  const unit = fc.record({
    faction: fc.nat(),
    // rarely a type the speeds table lacks (the loader refuses it; the rules must not throw on it)
    type: strays ? fc.oneof({ weight: 30, arbitrary: fc.constantFrom(...UNIT_TYPES) }, { weight: 1, arbitrary: fc.constant('scout') }) : fc.constantFrom(...UNIT_TYPES),
    region: fc.nat(),
    spot: fc.nat(9),
  })
  const piece = fc.record({ faction: fc.nat(), region: fc.nat(), onLand: fc.nat(3) })
  const tokenPile = fc.array(fc.constantFrom(...TOKEN_KINDS), { maxLength: 3 })
  return fc
    .record({
      speeds: exactly(speedTable, factions.length),
      units: fc.array(unit, { minLength: 2, maxLength: 18, size: 'max' }),
      vessels: fc.option(fc.array(piece, { maxLength: 2 }), { nil: undefined }),
      towers: fc.option(fc.array(piece, { maxLength: 3 }), { nil: undefined }),
      exploration: fc.option(exactly(tokenPile, lands.length), { nil: undefined }),
      marchSlots: fc.option(fc.constantFrom(0, 1, 1, 2, 2), { nil: undefined, freq: 2 }),
      pending: fc.oneof(
        { weight: 3, arbitrary: fc.constant<'absent' | null>('absent') },
        { weight: 3, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.record({ faction: fc.nat(), region: fc.nat(), kind: fc.constantFrom(...TOKEN_KINDS), more: fc.integer({ min: 0, max: 1 }) }),
        },
      ),
    })
    .map(({ speeds, units, vessels, towers, exploration, marchSlots, pending }): HeroesPosition => {
      const speedsByFaction: Record<string, Record<string, number>> = {}
      factions.forEach((f, i) => {
        const s = speeds[i]
        if (s !== undefined) speedsByFaction[f] = { ...s }
      })
      const placedUnits: Record<string, HeroesUnit> = {}
      units.forEach((u, i) => {
        // most units gather in their faction's base region or capital, so that the limit of 5 is reached
        // and the rest of the map is open enough for marches of several steps
        const f = u.faction % factions.length
        const faction = factions[f]
        const region =
          u.spot <= 5
            ? lands[f]
            : u.spot === 6
              ? capitals[f]
              : u.spot === 9 && seas.length > 0
                ? pick(seas, u.region)
                : pick(homes, u.region)
        if (region !== undefined && faction !== undefined) placedUnits[`u${i + 1}`] = { faction, type: u.type, region }
      })
      const pieces = (prefix: string, list: ReadonlyArray<{ faction: number; region: number; onLand: number }>, where: (p: { region: number; onLand: number }) => string | undefined) => {
        const placed: Record<string, HeroesPiece> = {}
        list.forEach((p, i) => {
          const faction = pick(factions, p.faction)
          const region = where(p)
          if (faction !== undefined && region !== undefined) placed[`${prefix}${i + 1}`] = { faction, region }
        })
        return placed
      }
      const tokens: Record<string, ReadonlyArray<ExplorationToken>> = {}
      let tokenCount = 0
      if (exploration !== undefined) {
        lands.forEach((land, i) => {
          const pile = exploration[i] ?? []
          if (pile.length > 0) tokens[land] = pile.map((kind) => ({ id: `t${++tokenCount}`, kind }))
        })
      }
      let pendingField: { pending?: PendingExploration | null } = {}
      if (pending === null) pendingField = { pending: null }
      else if (pending !== 'absent') {
        const faction = pick(factions, pending.faction)
        const region = pick(lands, pending.region)
        if (faction !== undefined && region !== undefined)
          pendingField = { pending: { kind: 'exploration', faction, region, revealed: { id: 't0', kind: pending.kind }, more: pending.more } }
      }
      const state: HeroesState = {
        format: 'marchlaw/state@1',
        ruleset: 'heroes',
        speeds: speedsByFaction,
        units: placedUnits,
        ...(vessels === undefined ? {} : { vessels: pieces('v', vessels, (p) => (p.onLand === 0 || seas.length === 0 ? pick(lands, p.region) : pick(seas, p.region))) }),
        ...(towers === undefined ? {} : { towers: pieces('w', towers, (p) => pick(lands, p.region)) }),
        ...(exploration === undefined ? {} : { exploration: tokens }),
        ...(marchSlots === undefined ? {} : { marchSlots }),
        ...pendingField,
      }
      return { ...hb, state }
    })
})

/** Positions for the project's own property tests, strays included. @internal */
export const anyHeroesPosition: fc.Arbitrary<HeroesPosition> = heroesPositions(true)

/** The raw choices a generated move is built from (see {@link buildMarch}). @internal */
export interface MarchChoice {
  readonly shape: number
  readonly a: number
  readonly b: number
  readonly mask: number
  readonly walk: ReadonlyArray<number>
  readonly pathMode: number
}

/** Random numbers that {@link buildMarch} turns into a move on a given position. @internal */
export const arbitraryMarchChoice: fc.Arbitrary<MarchChoice> = fc.record({
  shape: fc.nat(99),
  a: fc.nat(),
  b: fc.nat(),
  mask: fc.nat(63),
  walk: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  pathMode: fc.nat(5),
})

/** The neighbours an army may step to, with the capital/tower links of the position. */
const stepsFrom = (position: HeroesPosition, region: string): ReadonlyArray<string> => {
  const { board, state } = position
  const extra: string[] = []
  for (const tower of Object.values(state.towers ?? {})) {
    const capital = `cap-${tower.faction}`
    if (region === capital) extra.push(tower.region)
    if (region === tower.region) extra.push(capital)
  }
  return [...new Set([...(board.adjacency.get(region) ?? []), ...extra])].filter((r) => board.regions.has(r)).sort()
}

/**
 * Builds a march from random choices: mostly a plausible one (units of one
 * faction from one region, a random destination, sometimes a random walk as
 * its path), sometimes junk (unknown ids, duplicates, an empty army, a sea or
 * unknown destination, other factions' units, units of several regions, a
 * path that does not end in `to`).
 *
 * @internal
 */
export const buildMarch = (position: HeroesPosition, choice: MarchChoice): MarchMove => {
  const { state, board, factions } = position
  const { shape, a, b, mask, walk, pathMode } = choice
  const unitIds = Object.keys(state.units).sort()
  const regions = board.ids
  const anyUnit = pick(unitIds, a)
  const leader = anyUnit === undefined ? undefined : state.units[anyUnit]
  const faction = leader?.faction ?? pick(factions, a) ?? 'blue'
  const origin = leader?.region ?? pick(regions, a) ?? 'a'
  const mates = unitIds.filter((id) => state.units[id]?.faction === faction && state.units[id]?.region === origin)
  let army = mates.filter((_, i) => ((mask >> i) & 1) === 1 || i === a % Math.max(1, mates.length))
  if (army.length > 5 && shape % 4 !== 0) army = army.slice(0, 5)
  let to = pick(regions, b) ?? 'a'
  let path: ReadonlyArray<string> | undefined
  if (pathMode === 1 || pathMode === 2) {
    // a random walk through the neighbours, which may or may not be legal
    const steps: string[] = []
    let at = origin
    for (const n of walk) {
      const next = pick(stepsFrom(position, at), n)
      if (next === undefined) break
      steps.push(next)
      at = next
    }
    if (steps.length > 0) {
      path = steps
      to = at
    }
  } else if (pathMode === 3) {
    path = walk.map((n) => pick(regions, n) ?? 'a')
    to = path[path.length - 1] ?? to
  }
  const withPath = (move: MarchMove): MarchMove => (path === undefined ? move : { ...move, path })
  const plain: MarchMove = withPath({ type: 'march', faction, units: army, to })
  if (shape < 70) return plain
  switch (shape % 10) {
    case 0:
      return withPath({ type: 'march', faction, units: [...army, 'ghost'], to })
    case 1:
      return withPath({ type: 'march', faction, units: army.length > 0 ? [...army, army[0] ?? 'ghost'] : [], to })
    case 2:
      return withPath({ type: 'march', faction, units: [], to })
    case 3:
      return withPath({ type: 'march', faction, units: army, to: pick(position.seas, b) ?? 'nowhere' })
    case 4:
      return withPath({ type: 'march', faction, units: army, to: 'nowhere' })
    case 5: {
      const stranger = unitIds.find((id) => state.units[id]?.faction !== faction)
      return withPath({ type: 'march', faction, units: stranger === undefined ? army : [...army, stranger], to })
    }
    case 6: {
      const elsewhere = unitIds.find((id) => state.units[id]?.faction === faction && state.units[id]?.region !== origin)
      return withPath({ type: 'march', faction, units: elsewhere === undefined ? army : [...army, elsewhere], to })
    }
    case 7:
      return { type: 'march', faction, units: army, to, path: [] }
    case 8:
      return { type: 'march', faction, units: army, to, path: [...(path ?? [to]), origin] }
    default:
      return { type: 'march', faction: pick(factions, b) ?? faction, units: army, to }
  }
}

/** A position with a handful of moves over it. @internal */
export const arbitraryMarches = (count: number): fc.Arbitrary<{ readonly position: HeroesPosition; readonly moves: ReadonlyArray<MarchMove> }> =>
  fc
    .tuple(anyHeroesPosition, fc.array(arbitraryMarchChoice, { minLength: 1, maxLength: count }))
    .map(([position, choices]) => ({ position, moves: choices.map((c) => buildMarch(position, c)) }))

/**
 * The position with no exploration pending and, where slots are tracked, at
 * least one slot left: one where a March can be legal.
 *
 * @internal
 */
export const marchable = (state: HeroesState): HeroesState => {
  const { pending, marchSlots, ...rest } = state
  return {
    ...rest,
    ...(pending === null ? { pending: null } : {}),
    ...(marchSlots === undefined ? {} : { marchSlots: Math.max(1, marchSlots) }),
  }
}
