/**
 * fast-check generators of states that are valid on a given map: they decode
 * (every field of the format, optional ones present or absent) and
 * `checkState` finds nothing wrong with them. Ids include some that need the
 * quoted `["..."]` form in a JSON path.
 */
import * as fc from 'fast-check'
import type { ExplorationToken, HeroesPiece, HeroesState, HeroesUnit, PendingExploration } from 'marchlaw'
import type { MapFile } from 'marchlaw'
import type { Figure, FigureKind, Nation, RingState, Side, StackingCheck } from 'marchlaw'

const idOf = (prefix: string, i: number, style: number): string =>
  style === 0 ? `${prefix}${i}` : style === 1 ? `${prefix}-${i}` : `${prefix} ${i}`

/** Distinct ids `prefix0`, `prefix-1`, `prefix 2`… (some need quoting in a path). */
const ids = (prefix: string, count: number): fc.Arbitrary<ReadonlyArray<string>> =>
  fc.array(fc.integer({ min: 0, max: 2 }), { minLength: count, maxLength: count }).map((styles) => styles.map((style, i) => idOf(prefix, i, style)))

const regionsOf = (map: MapFile, keep: (kind: string) => boolean): ReadonlyArray<string> =>
  Object.entries(map.regions)
    .filter(([, region]) => keep(region.kind))
    .map(([id]) => id)

const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined })

const withOptional = <T extends object>(base: T, extra: Readonly<Record<string, unknown>>): T => {
  const present = Object.entries(extra).filter(([, value]) => value !== undefined)
  return { ...base, ...Object.fromEntries(present) }
}

const unitTypes: ReadonlyArray<string> = ['serf', 'warrior', 'paladin', 'hero']
const tokenKinds: ReadonlyArray<string> = ['ruins', 'treasure', 'monster', 'village']

/** Factions of a heroes state on `map`: those of its capitals, else `red` and `blue`. @internal */
export const heroesFactionsOf = (map: MapFile): ReadonlyArray<string> => {
  const capitals = Object.values(map.regions).flatMap((region) => (region.kind === 'capital' && region.faction !== undefined ? [region.faction] : []))
  return capitals.length > 0 ? capitals : ['red', 'blue']
}

/**
 * A heroes state valid on `map` (which needs at least one land region):
 * units on land and capital regions with a Speed for their type, vessels on
 * any region, towers on land, exploration tokens with distinct ids on land
 * regions, and optional `marchSlots` and `pending` (a revealed token on land).
 *
 * @internal
 */
export const arbitraryHeroesState = (map: MapFile, maxUnits = 8): fc.Arbitrary<HeroesState> => {
  const factions = heroesFactionsOf(map)
  const land = regionsOf(map, (kind) => kind === 'land')
  const standing = regionsOf(map, (kind) => kind !== 'sea')
  const anywhere = regionsOf(map, () => true)
  const speedTable = fc
    .uniqueArray(fc.constantFrom(...unitTypes), { minLength: 1, maxLength: unitTypes.length })
    .chain((types) => fc.tuple(...types.map((type) => fc.tuple(fc.constant(type), fc.integer({ min: 1, max: 4 })))))
    .map((entries) => Object.fromEntries(entries))
  const speeds = fc.tuple(...factions.map(() => speedTable)).map((tables) => Object.fromEntries(tables.map((table, i) => [factions[i] ?? '', table])))
  return speeds.chain((speedsByFaction: Readonly<Record<string, Readonly<Record<string, number>>>>) => {
    const unit: fc.Arbitrary<HeroesUnit> = fc.constantFrom(...factions).chain((faction) =>
      fc.record({
        faction: fc.constant(faction),
        type: fc.constantFrom(...Object.keys(speedsByFaction[faction] ?? { serf: 1 })),
        region: fc.constantFrom(...standing),
      }),
    )
    const piece = (regions: ReadonlyArray<string>): fc.Arbitrary<HeroesPiece> =>
      fc.record({ faction: fc.constantFrom(...factions), region: fc.constantFrom(...regions) })
    const keyed = <T>(prefix: string, value: fc.Arbitrary<T>, max: number): fc.Arbitrary<Readonly<Record<string, T>>> =>
      fc.integer({ min: 0, max }).chain((count) =>
        fc.tuple(ids(prefix, count), fc.array(value, { minLength: count, maxLength: count })).map(([keys, values]) =>
          Object.fromEntries(values.map((value, i) => [keys[i] ?? `${prefix}${i}`, value])),
        ),
      )
    const token: fc.Arbitrary<Omit<ExplorationToken, 'id'>> = fc.record({ kind: fc.option(fc.constantFrom(...tokenKinds)) })
    const exploration = fc
      .uniqueArray(fc.constantFrom(...land), { maxLength: 3 })
      .chain((regions) => fc.tuple(...regions.map((region) => fc.tuple(fc.constant(region), fc.array(token, { minLength: 0, maxLength: 2 })))))
    const pending = fc.record({
      faction: fc.constantFrom(...factions),
      region: fc.constantFrom(...land),
      revealed: token,
      more: fc.integer({ min: 0, max: 1 }),
    })
    return fc
      .record({
        units: keyed('u', unit, maxUnits),
        vessels: maybe(keyed('v', piece(anywhere), 2)),
        towers: maybe(keyed('t', piece(land), 3)),
        exploration: maybe(exploration),
        marchSlots: maybe(fc.integer({ min: 0, max: 2 })),
        pending: maybe(fc.option(pending)),
      })
      .map(({ units, vessels, towers, exploration: tokens, marchSlots, pending: revealed }): HeroesState => {
        let next = 0
        const nextToken = (kind: string | null): ExplorationToken => ({ id: `k${next++}`, kind })
        const placed =
          tokens === undefined
            ? undefined
            : Object.fromEntries(tokens.map(([region, list]) => [region, list.map((t) => nextToken(t.kind))]))
        const waiting: PendingExploration | null | undefined =
          revealed === undefined || revealed === null
            ? revealed
            : { kind: 'exploration', faction: revealed.faction, region: revealed.region, revealed: nextToken(revealed.revealed.kind), more: revealed.more }
        return withOptional<HeroesState>(
          { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: speedsByFaction, units },
          { vessels, towers, exploration: placed, marchSlots, pending: waiting },
        )
      })
  })
}

const freeNations: ReadonlyArray<string> = ['gondor', 'rohan', 'elves']
const shadowNations: ReadonlyArray<string> = ['sauron', 'isengard']
const figureKinds: ReadonlyArray<FigureKind> = ['regular', 'elite', 'leader', 'nazgul', 'companion', 'minion']

/**
 * A ring state valid on `map`: nations of both sides (At War or not, plus
 * any nation the map names), figures of every kind on the map's regions (a
 * leader of a free nation, a nazgul of a shadow one, companions and minions
 * sometimes by side alone, sometimes with both a nation and its side),
 * `control` of settlement regions, and optional stacking limit and check.
 *
 * @internal
 */
export const arbitraryRingState = (map: MapFile, maxFigures = 10): fc.Arbitrary<RingState> => {
  const regions = regionsOf(map, () => true)
  const settled = Object.entries(map.regions).flatMap(([id, region]) => (region.settlement === undefined ? [] : [id]))
  const mapNations = [...new Set(Object.values(map.regions).flatMap((region) => (region.nation === undefined ? [] : [region.nation])))]
  const nationNames = [...new Set([...freeNations, ...shadowNations, ...mapNations])]
  const nations = fc
    .tuple(...nationNames.map((name) => fc.tuple(fc.constant(name), fc.boolean(), fc.boolean())))
    .map((entries): Readonly<Record<string, Nation>> =>
      Object.fromEntries(
        entries.map(([name, coin, atWar]) => [
          name,
          { side: freeNations.includes(name) ? 'free' : shadowNations.includes(name) ? 'shadow' : coin ? 'free' : 'shadow', atWar },
        ]),
      ),
    )
  return nations.chain((byName) => {
    const onSide = (side: Side): ReadonlyArray<string> => Object.keys(byName).filter((name) => byName[name]?.side === side)
    const figure: fc.Arbitrary<Figure> = fc
      .record({
        kind: fc.constantFrom(...figureKinds),
        pick: fc.nat(),
        style: fc.integer({ min: 0, max: 2 }),
        region: fc.constantFrom(...regions),
      })
      .map(({ kind, pick, style, region }): Figure => {
        const pool = kind === 'leader' ? onSide('free') : kind === 'nazgul' ? onSide('shadow') : Object.keys(byName)
        const nation = pool[pick % pool.length] ?? 'gondor'
        const side = byName[nation]?.side ?? 'free'
        const character = kind === 'companion' || kind === 'minion'
        // style 0: nation only; 1: side only (characters); 2: both, agreeing.
        if (character && style === 1) return { kind, side, region }
        if (style === 2) return { kind, nation, side, region }
        return { kind, nation, region }
      })
    const control = fc
      .uniqueArray(fc.constantFrom(...(settled.length > 0 ? settled : [''])), { maxLength: settled.length === 0 ? 0 : 3 })
      .chain((keys) => fc.tuple(...keys.map((key) => fc.tuple(fc.constant(key), fc.constantFrom<Side>('free', 'shadow')))))
      .map((entries): Readonly<Record<string, Side>> => Object.fromEntries(entries))
    return fc
      .record({
        figures: fc.array(figure, { maxLength: maxFigures }),
        styles: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: maxFigures, maxLength: maxFigures }),
        control: maybe(control),
        stackingLimit: maybe(fc.integer({ min: 1, max: 12 })),
        stackingCheck: maybe(fc.constantFrom<StackingCheck>('each-move', 'end-of-action')),
      })
      .map(({ figures, styles, control: controlled, stackingLimit, stackingCheck }) =>
        withOptional<RingState>(
          {
            format: 'marchlaw/state@1',
            ruleset: 'ring',
            nations: byName,
            figures: Object.fromEntries(figures.map((f, i) => [idOf('f', i, styles[i] ?? 0), f])),
          },
          { control: controlled, stackingLimit, stackingCheck },
        ),
      )
  })
}

/** A map (from `maps`) with a valid state of either ruleset on it. @internal */
export const arbitraryMapAndState = (maps: fc.Arbitrary<MapFile>): fc.Arbitrary<{ readonly map: MapFile; readonly state: HeroesState | RingState }> =>
  maps.chain((map) =>
    fc.oneof(arbitraryHeroesState(map), arbitraryRingState(map)).map((state) => ({ map, state })),
  )
