// Generated ring positions for the property tests: small land maps and ring states over them.
/**
 * Generators of ring positions for the property tests: small land maps
 * (plain borders, impassable pairs, nations, settlements) and positions over
 * them (both sides, nations not At War, every kind of figure, enemy armies,
 * settlement control, small stacking limits). The moves played on them are
 * generated in ring-moves.ts.
 */
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from 'marchlaw'
import type { MapFile, MapRegion, RegionPair, SettlementKind } from 'marchlaw'
import { arbitraryMap } from './map.js'
import type { Figure, FigureKind, Nation, RingState, Side } from 'marchlaw'

/** Free Peoples nations every generated position knows. @internal */
export const freeNations: ReadonlyArray<string> = ['dwarves', 'elves', 'gondor', 'north', 'rohan']
/** Shadow nations every generated position knows. @internal */
export const shadowNations: ReadonlyArray<string> = ['easterlings', 'isengard', 'sauron', 'southrons']

/**
 * A generated ring position: the map, its compiled board and a ring state.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export interface RingPosition {
  readonly map: MapFile
  readonly board: Board
  readonly state: RingState
}

/**
 * How big a generated ring position may be: fewest and most regions, most
 * figures.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export interface PositionSize {
  readonly minRegions: number
  readonly maxRegions: number
  readonly maxFigures: number
}

/** Positions for the invariants: up to 7 regions and 18 figures. @internal */
export const ordinarySize: PositionSize = { minRegions: 2, maxRegions: 7, maxFigures: 18 }
/** Positions small enough for the brute-force oracle of one army. @internal */
export const smallSize: PositionSize = { minRegions: 2, maxRegions: 5, maxFigures: 9 }
/** Positions small enough for the brute-force oracle of two armies. @internal */
export const tinySize: PositionSize = { minRegions: 2, maxRegions: 4, maxFigures: 6 }

const settlementKinds: ReadonlyArray<SettlementKind> = ['town', 'city', 'stronghold', 'fortification']

/** The other side. @internal */
export const otherSide = (side: Side): Side => (side === 'free' ? 'shadow' : 'free')

const compiled = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`generated map does not compile: ${JSON.stringify(board.left)}`)
  return board.right
}

const regionArbitrary: fc.Arbitrary<MapRegion> = fc
  .record({
    nation: fc.option(fc.constantFrom(...freeNations, ...shadowNations), { freq: 3 }),
    settlement: fc.option(fc.constantFrom(...settlementKinds), { freq: 2 }),
  })
  .map(({ nation, settlement }) => ({
    kind: 'land' as const,
    ...(nation === null ? {} : { nation }),
    ...(settlement === null ? {} : { settlement }),
  }))

/**
 * A lint-clean land map of `r0`, `r1`, … (ids whose string order is not
 * their numeric order beyond ten): each pair of regions is adjacent, separated
 * by an impassable line, or does not touch.
 *
 * @internal
 */
export const arbitraryRingMap = (size: PositionSize): fc.Arbitrary<MapFile> =>
  fc.integer({ min: size.minRegions, max: size.maxRegions }).chain((count) => {
    const ids = Array.from({ length: count }, (_, i) => `r${i}`)
    const pairs: RegionPair[] = []
    for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) pairs.push([`r${i}`, `r${j}`])
    return fc
      .record({
        regions: fc.array(regionArbitrary, { minLength: count, maxLength: count }),
        borders: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: pairs.length, maxLength: pairs.length }),
      })
      .map(({ regions, borders }): MapFile => {
        const adjacent: RegionPair[] = []
        const impassable: RegionPair[] = []
        pairs.forEach((pair, i) => {
          const roll = borders[i] ?? 0
          if (roll < 6) adjacent.push(pair)
          else if (roll < 8) impassable.push(pair)
        })
        return {
          format: 'marchlaw/map@1',
          regions: Object.fromEntries(ids.map((id, i) => [id, regions[i] ?? { kind: 'land' }])),
          adjacent,
          ...(impassable.length > 0 ? { impassable } : {}),
        }
      })
  })

interface FigureSpec {
  readonly roll: number
  readonly pick: number
  readonly region: number
  readonly stray: boolean
  readonly withNation: boolean
}

/**
 * Where a figure stands: mostly in a region of its side's zone (so that
 * armies gather and are not all blocked by enemies next door), sometimes
 * anywhere.
 */
const regionFor = (spec: FigureSpec, side: Side, regionIds: ReadonlyArray<string>, zones: ReadonlyArray<number>): string => {
  const zone = side === 'free' ? 0 : 1
  const home = regionIds.filter((_, i) => zones[i] === zone)
  const pool = spec.stray || home.length === 0 ? regionIds : home
  return pool[spec.region % pool.length] ?? 'r0'
}

const figureOf = (spec: FigureSpec, regionIds: ReadonlyArray<string>, zones: ReadonlyArray<number>): Figure => {
  const at = (side: Side): string => regionFor(spec, side, regionIds, zones)
  const free = (i: number): string => freeNations[i % freeNations.length] ?? 'gondor'
  const shadow = (i: number): string => shadowNations[i % shadowNations.length] ?? 'sauron'
  const anyNation = (i: number): string => [...freeNations, ...shadowNations][i % (freeNations.length + shadowNations.length)] ?? 'gondor'
  const kind: FigureKind =
    spec.roll < 45 ? 'regular' : spec.roll < 65 ? 'elite' : spec.roll < 78 ? 'leader' : spec.roll < 86 ? 'nazgul' : spec.roll < 93 ? 'companion' : 'minion'
  switch (kind) {
    case 'regular':
    case 'elite': {
      const nation = anyNation(spec.pick)
      return { kind, nation, region: at(freeNations.includes(nation) ? 'free' : 'shadow') }
    }
    case 'leader':
      return { kind, nation: free(spec.pick), region: at('free') }
    case 'nazgul':
      return { kind, nation: shadow(spec.pick), region: at('shadow') }
    case 'companion':
      return spec.withNation ? { kind, nation: free(spec.pick), region: at('free') } : { kind, side: 'free', region: at('free') }
    case 'minion':
      return spec.withNation ? { kind, nation: shadow(spec.pick), region: at('shadow') } : { kind, side: 'shadow', region: at('shadow') }
  }
}

const figureSpec = (regions: number): fc.Arbitrary<FigureSpec> =>
  fc.record({
    roll: fc.integer({ min: 0, max: 99 }),
    pick: fc.integer({ min: 0, max: 8 }),
    region: fc.integer({ min: 0, max: regions - 1 }),
    stray: fc.integer({ min: 0, max: 7 }).map((roll) => roll === 0),
    withNation: fc.boolean(),
  })

/** A ring state over `map`. @internal */
export const arbitraryRingState = (map: MapFile, size: PositionSize): fc.Arbitrary<RingState> => {
  const regionIds = Object.keys(map.regions)
  const settlements = regionIds.filter((id) => map.regions[id]?.settlement !== undefined)
  const nationIds = [...freeNations, ...shadowNations]
  return fc
    .record({
      atWar: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: nationIds.length, maxLength: nationIds.length }),
      // 0: a Free Peoples zone, 1: a Shadow zone, 2: no man's land
      zones: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: regionIds.length, maxLength: regionIds.length }),
      figures: fc.array(figureSpec(regionIds.length), { minLength: Math.min(3, size.maxFigures), maxLength: size.maxFigures, size: 'max' }),
      // figure ids are numbered from an offset so that their string order sometimes differs from the numeric one
      firstId: fc.constantFrom(0, 1, 7),
      control: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: settlements.length, maxLength: settlements.length }),
      controlShape: fc.integer({ min: 0, max: 9 }),
      stackingLimit: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 2 }),
      stackingCheck: fc.constantFrom<'each-move' | 'end-of-action' | null>(null, 'each-move', 'end-of-action'),
    })
    .map((drawn): RingState => {
      const nations: Record<string, Nation> = {}
      nationIds.forEach((id, i) => {
        nations[id] = { side: freeNations.includes(id) ? 'free' : 'shadow', atWar: (drawn.atWar[i] ?? 0) < 8 }
      })
      const figures: Record<string, Figure> = {}
      drawn.figures.forEach((spec, i) => {
        figures[`f${i + drawn.firstId}`] = figureOf(spec, regionIds, drawn.zones)
      })
      const control: Record<string, Side> = {}
      settlements.forEach((id, i) => {
        const roll = drawn.control[i] ?? 0
        const nation = map.regions[id]?.nation
        const home = nation === undefined ? undefined : nations[nation]?.side
        // mostly differences from the home side, as the format says; sometimes a redundant entry
        if (roll < 2) control[id] = home === undefined ? (roll === 0 ? 'free' : 'shadow') : otherSide(home)
        else if (roll === 2 && home !== undefined) control[id] = home
      })
      const hasControl = Object.keys(control).length > 0
      return {
        format: 'marchlaw/state@1',
        ruleset: 'ring',
        nations,
        figures,
        ...(hasControl ? { control } : drawn.controlShape === 0 ? { control: {} } : {}),
        ...(drawn.stackingLimit === null ? {} : { stackingLimit: drawn.stackingLimit }),
        ...(drawn.stackingCheck === null ? {} : { stackingCheck: drawn.stackingCheck }),
      }
    })
}

/**
 * A map, its board and a state over it. Positions of the ordinary size are
 * also drawn on the shared map generator's land maps, for its ferry routes
 * (branching and paired across graticules).
 *
 * @internal
 */
export const arbitraryRingPosition = (size: PositionSize = ordinarySize): fc.Arbitrary<RingPosition> => {
  const maps =
    size === ordinarySize
      ? fc.oneof(
          { weight: 3, arbitrary: arbitraryRingMap(size) },
          {
            weight: 1,
            arbitrary: arbitraryMap({
              minRegions: size.minRegions,
              maxRegions: size.maxRegions,
              features: ['impassable', 'ferries', 'branchingFerries', 'graticules', 'nations'],
            }),
          },
        )
      : arbitraryRingMap(size)
  return maps.chain((map) => arbitraryRingState(map, size).map((state) => ({ map, board: compiled(map), state })))
}

/** The side of a figure: its nation's, or its own. @internal */
export const sideOfFigure = (state: RingState, figure: Figure): Side | undefined =>
  figure.nation === undefined ? figure.side : state.nations[figure.nation]?.side

/** Where each figure stands. @internal */
export type Placement = Readonly<Record<string, string>>

/** Where each figure of a state stands. @internal */
export const placementOf = (state: RingState): Placement =>
  Object.fromEntries(Object.entries(state.figures).map(([id, figure]) => [id, figure.region]))

/** The ids of one side's figures, in id order. @internal */
export const idsOfSide = (state: RingState, side: Side): ReadonlyArray<string> =>
  Object.keys(state.figures)
    .filter((id) => {
      const figure = state.figures[id]
      return figure !== undefined && sideOfFigure(state, figure) === side
    })
    .sort()

