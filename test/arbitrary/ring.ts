/**
 * Generators of ring positions and moves for the property tests: small land
 * maps (plain borders, impassable pairs, nations, settlements), positions
 * over them (both sides, nations not At War, every kind of figure, enemy
 * armies, settlement control, small stacking limits) and moves — plausible
 * ones and junk.
 */
import { fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from '../../src/graph.js'
import type { MapFile, MapRegion, RegionPair, SettlementKind } from '../../src/map.js'
import { arbitraryMap } from './map.js'
import type {
  Allowance,
  ArmyDieMove,
  ArmyRoute,
  ArmyStep,
  CharacterDieMove,
  EventMove,
  Figure,
  FigureKind,
  Nation,
  RingState,
  Side,
} from '../../src/ring-state.js'

/** Free Peoples nations every generated position knows. */
export const freeNations: ReadonlyArray<string> = ['dwarves', 'elves', 'gondor', 'north', 'rohan']
/** Shadow nations every generated position knows. */
export const shadowNations: ReadonlyArray<string> = ['easterlings', 'isengard', 'sauron', 'southrons']

/** A generated position: the map, its compiled board and a ring state. */
export interface RingPosition {
  readonly map: MapFile
  readonly board: Board
  readonly state: RingState
}

/** How big a generated position may be. */
export interface PositionSize {
  readonly minRegions: number
  readonly maxRegions: number
  readonly maxFigures: number
}

/** Positions for the invariants: up to 7 regions and 18 figures. */
export const ordinarySize: PositionSize = { minRegions: 2, maxRegions: 7, maxFigures: 18 }
/** Positions small enough for the brute-force oracle of one army. */
export const smallSize: PositionSize = { minRegions: 2, maxRegions: 5, maxFigures: 9 }
/** Positions small enough for the brute-force oracle of two armies. */
export const tinySize: PositionSize = { minRegions: 2, maxRegions: 4, maxFigures: 6 }

const settlementKinds: ReadonlyArray<SettlementKind> = ['town', 'city', 'stronghold', 'fortification']

/** The other side. */
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

/** A ring state over `map`. */
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

/** The side of a figure: its nation's, or its own. */
export const sideOfFigure = (state: RingState, figure: Figure): Side | undefined =>
  figure.nation === undefined ? figure.side : state.nations[figure.nation]?.side

/** Where each figure stands. */
export type Placement = Readonly<Record<string, string>>

const placementOf = (state: RingState): Placement =>
  Object.fromEntries(Object.entries(state.figures).map(([id, figure]) => [id, figure.region]))

const idsOfSide = (state: RingState, side: Side): ReadonlyArray<string> =>
  Object.keys(state.figures)
    .filter((id) => {
      const figure = state.figures[id]
      return figure !== undefined && sideOfFigure(state, figure) === side
    })
    .sort()

const touching = (pairs: ReadonlyArray<RegionPair>, region: string): ReadonlyArray<string> => {
  const out = new Set<string>()
  for (const [a, b] of pairs) {
    if (a === region) out.add(b)
    if (b === region) out.add(a)
  }
  return [...out].sort()
}

/** Regions on a ferry route with `region` (routes joined across graticules). */
const ferryNeighbours = (map: MapFile, region: string): ReadonlyArray<string> => {
  const labelled = new Map<string, string[]>()
  const routes: string[][] = []
  for (const segment of map.ferries ?? []) {
    const joined = segment.graticule === undefined ? undefined : labelled.get(segment.graticule)
    if (joined !== undefined) joined.push(...segment.endpoints)
    else {
      const route = [...segment.endpoints]
      routes.push(route)
      if (segment.graticule !== undefined) labelled.set(segment.graticule, route)
    }
  }
  return routes.filter((route) => route.includes(region)).flatMap((route) => route.filter((id) => id !== region))
}

/**
 * Figures that stand together, of one side: a region holding some of the
 * side's figures, then a non-empty subset of them (the whole group or a
 * split), in any order. Figures in `moved` (already moved in the action)
 * are mostly left out, sometimes taken along. With no figure of the side,
 * a group of the other side's figures.
 */
const arbitraryGroup = (
  state: RingState,
  placement: Placement,
  side: Side,
  moved: ReadonlySet<string> = new Set(),
  needsLeader = false,
): fc.Arbitrary<{ readonly origin: string; readonly figures: ReadonlyArray<string> }> => {
  const own = idsOfSide(state, side)
  const pool = own.length > 0 ? own : Object.keys(state.figures).sort()
  if (pool.length === 0) return fc.constant({ origin: 'r0', figures: [] })
  const fresh = pool.filter((id) => !moved.has(id))
  const kindOf = (id: string): FigureKind | undefined => state.figures[id]?.kind
  const isArmyUnit = (id: string): boolean => kindOf(id) === 'regular' || kindOf(id) === 'elite'
  return fc.integer({ min: 0, max: 4 }).chain((roll) => {
    const careful = roll > 0 && fresh.length > 0
    return fc.constantFrom(...(careful ? fresh : pool)).chain((seed) => {
      const origin = placement[seed] ?? 'r0'
      const together = (careful ? fresh : pool).filter((id) => placement[id] === origin)
      // a careful group takes an Army unit along (and for a Character die a Leader or Character) when the region has one
      const complete = (figures: ReadonlyArray<string>): ReadonlyArray<string> => {
        if (!careful) return figures
        const withUnit = figures.some(isArmyUnit) ? figures : [...figures, ...together.filter(isArmyUnit).slice(0, 1)]
        const leads = (id: string): boolean => !isArmyUnit(id)
        return !needsLeader || withUnit.some(leads) ? withUnit : [...withUnit, ...together.filter(leads).slice(0, 1)]
      }
      return fc
        .subarray(together, { minLength: 1 })
        .map(complete)
        .chain((figures) => fc.shuffledSubarray([...figures], { minLength: figures.length, maxLength: figures.length }))
        .map((figures) => ({ origin, figures }))
    })
  })
}

/**
 * A region across a border from `origin` most of the time (mostly one
 * without enemy Army units and not in `visited`), else across an
 * impassable line, else any region of the map.
 */
const arbitraryDestination = (position: RingPosition, side: Side, origin: string, visited: ReadonlySet<string> = new Set()): fc.Arbitrary<string> => {
  const { map, state } = position
  const near = [...new Set([...touching(map.adjacent, origin), ...ferryNeighbours(map, origin)])]
  const enemyHeld = (region: string): boolean =>
    Object.values(state.figures).some(
      (f) => f.region === region && (f.kind === 'regular' || f.kind === 'elite') && sideOfFigure(state, f) !== side,
    )
  const open = near.filter((region) => !enemyHeld(region) && !visited.has(region))
  const back = near.filter((region) => !enemyHeld(region) && visited.has(region))
  const held = near.filter(enemyHeld)
  const walled = touching(map.impassable ?? [], origin)
  const all = Object.keys(map.regions)
  return fc.oneof(
    ...(open.length > 0 ? [{ weight: 24, arbitrary: fc.constantFrom(...open) }] : []),
    ...(back.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...back) }] : []),
    ...(held.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...held) }] : []),
    ...(walled.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...walled) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...all) },
  )
}

const arbitraryStep = (
  position: RingPosition,
  placement: Placement,
  side: Side,
  moved?: ReadonlySet<string>,
  needsLeader = false,
): fc.Arbitrary<ArmyStep> =>
  arbitraryGroup(position.state, placement, side, moved, needsLeader).chain(({ origin, figures }) =>
    arbitraryDestination(position, side, origin).map((to) => ({ figures, to })),
  )

const after = (placement: Placement, step: { readonly figures: ReadonlyArray<string> }, to: string): Placement => {
  const next: Record<string, string> = { ...placement }
  for (const id of step.figures) next[id] = to
  return next
}

/** A plausible Army die move of `side`: one or two armies, the second drawn from the position after the first. */
export const arbitraryArmyDieMove = (position: RingPosition, side: Side): fc.Arbitrary<ArmyDieMove> => {
  const start = placementOf(position.state)
  return arbitraryStep(position, start, side).chain((first) =>
    fc
      .option(arbitraryStep(position, after(start, first, first.to), side, new Set(first.figures)), { freq: 2 })
      .map((second): ArmyDieMove => ({ type: 'army-die', side, moves: second === null ? [first] : [first, second] })),
  )
}

/** A plausible Character die move of `side`: one army. */
export const arbitraryCharacterDieMove = (position: RingPosition, side: Side): fc.Arbitrary<CharacterDieMove> =>
  arbitraryStep(position, placementOf(position.state), side, new Set(), true).map((step) => ({ type: 'character-die', side, moves: [step] }))

/** An allowance of an event card. */
export const arbitraryAllowance: fc.Arbitrary<Allowance> = fc.record({
  armies: fc.integer({ min: 1, max: 3 }),
  regions: fc.integer({ min: 1, max: 3 }),
})

const arbitraryWalk = (
  position: RingPosition,
  side: Side,
  origin: string,
  length: number,
  visited: ReadonlySet<string> = new Set([origin]),
): fc.Arbitrary<ReadonlyArray<string>> =>
  length === 0
    ? fc.constant([])
    : arbitraryDestination(position, side, origin, visited).chain((next) =>
        arbitraryWalk(position, side, next, length - 1, new Set([...visited, next])).map((rest) => [next, ...rest]),
      )

/** A plausible event move of `side`: up to the allowed armies (sometimes one more), each on a walk of up to the allowed regions (sometimes one more). */
export const arbitraryEventMove = (position: RingPosition, side: Side, allowance?: Allowance): fc.Arbitrary<EventMove> =>
  (allowance === undefined ? arbitraryAllowance : fc.constant(allowance)).chain((card) => {
    const route = (placement: Placement, moved: ReadonlySet<string>): fc.Arbitrary<ArmyRoute> =>
      arbitraryGroup(position.state, placement, side, moved).chain(({ origin, figures }) =>
        fc
          .oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: card.regions }) }, { weight: 1, arbitrary: fc.constant(card.regions + 1) })
          .chain((length) => arbitraryWalk(position, side, origin, length))
          .map((path) => ({ figures, path })),
      )
    const routes = (count: number, placement: Placement, moved: ReadonlySet<string>): fc.Arbitrary<ReadonlyArray<ArmyRoute>> =>
      count === 0
        ? fc.constant([])
        : route(placement, moved).chain((first) =>
            routes(count - 1, after(placement, first, first.path[first.path.length - 1] ?? 'r0'), new Set([...moved, ...first.figures])).map(
              (rest) => [first, ...rest],
            ),
          )
    return fc
      .oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: card.armies }) }, { weight: 1, arbitrary: fc.constant(card.armies + 1) })
      .chain((count) => routes(count, placementOf(position.state), new Set()))
      .map((moves): EventMove => ({ type: 'event-move', side, allowance: card, moves }))
  })

/** Ids no position knows, including names an object inherits. */
const strangers: ReadonlyArray<string> = ['nobody', 'constructor', 'toString', '__proto__', '']

type AnyStep = { readonly figures: ReadonlyArray<string> } & ({ readonly to: string } | { readonly path: ReadonlyArray<string> })

/**
 * One corruption of a move's armies: an unknown figure or region, a figure
 * listed twice, an empty army, the other side's figure, a figure in two
 * armies, no armies at all, one army too many, an empty path.
 */
const corrupt = <S extends AnyStep>(
  position: RingPosition,
  side: Side,
  moves: ReadonlyArray<S>,
  retarget: (step: S, region: string) => S,
): fc.Arbitrary<ReadonlyArray<S>> => {
  const enemies = idsOfSide(position.state, otherSide(side))
  const withFigures = (i: number, figures: (old: ReadonlyArray<string>) => ReadonlyArray<string>): ReadonlyArray<S> =>
    moves.map((step, j) => (j === i ? { ...step, figures: figures(step.figures) } : step))
  const index = fc.integer({ min: 0, max: Math.max(0, moves.length - 1) })
  const choices: Array<fc.Arbitrary<ReadonlyArray<S>>> = [
    fc.tuple(index, fc.constantFrom(...strangers)).map(([i, id]) => withFigures(i, (old) => [...old, id])),
    index.map((i) => withFigures(i, (old) => (old.length === 0 ? old : [...old, old[0] ?? '']))),
    index.map((i) => withFigures(i, () => [])),
    fc.constant([]),
    fc.constant([...moves, ...moves]),
    fc.tuple(index, fc.constantFrom(...strangers)).map(([i, region]) => moves.map((step, j) => (j === i ? retarget(step, region) : step))),
  ]
  if (enemies.length > 0)
    choices.push(fc.tuple(index, fc.constantFrom(...enemies)).map(([i, id]) => withFigures(i, (old) => [...old, id])))
  const first = moves[0]
  if (first !== undefined && moves.length > 1)
    choices.push(fc.constant(withFigures(1, (old) => [...old, ...first.figures.slice(0, 1)])))
  return fc.oneof(...choices)
}

/** A die move that is most likely junk. */
export const arbitraryJunkDieMove = (position: RingPosition, side: Side): fc.Arbitrary<ArmyDieMove | CharacterDieMove> =>
  fc
    .oneof(arbitraryArmyDieMove(position, side), arbitraryCharacterDieMove(position, side))
    .chain((move) =>
      corrupt(position, side, move.moves, (step, region) => ({ ...step, to: region })).map((moves) => ({ ...move, moves })),
    )

/** An event move that is most likely junk. */
export const arbitraryJunkEventMove = (position: RingPosition, side: Side): fc.Arbitrary<EventMove> =>
  arbitraryEventMove(position, side).chain((move) =>
    fc
      .oneof(
        corrupt(position, side, move.moves, (step, region) => ({ ...step, path: [...step.path, region] })),
        fc.constant(move.moves.map((step, i) => (i === 0 ? { ...step, path: [] } : step))),
      )
      .map((moves) => ({ ...move, moves })),
  )

/** Any die move, plausible or junk. */
export const arbitraryDieMove = (position: RingPosition, side: Side): fc.Arbitrary<ArmyDieMove | CharacterDieMove> =>
  fc.oneof(
    { weight: 3, arbitrary: arbitraryArmyDieMove(position, side) },
    { weight: 2, arbitrary: arbitraryCharacterDieMove(position, side) },
    { weight: 2, arbitrary: arbitraryJunkDieMove(position, side) },
  )

/** Any event move, plausible or junk. */
export const arbitraryAnyEventMove = (position: RingPosition, side: Side): fc.Arbitrary<EventMove> =>
  fc.oneof({ weight: 4, arbitrary: arbitraryEventMove(position, side) }, { weight: 1, arbitrary: arbitraryJunkEventMove(position, side) })

/** A position, a side and a die move of that side. */
export const arbitraryDieScene = (
  size: PositionSize = ordinarySize,
): fc.Arbitrary<{ readonly position: RingPosition; readonly move: ArmyDieMove | CharacterDieMove }> =>
  fc
    .tuple(arbitraryRingPosition(size), fc.constantFrom<Side>('free', 'shadow'))
    .chain(([position, side]) => arbitraryDieMove(position, side).map((move) => ({ position, move })))

/** A position, a side and an event move of that side. */
export const arbitraryEventScene = (
  size: PositionSize = ordinarySize,
): fc.Arbitrary<{ readonly position: RingPosition; readonly move: EventMove }> =>
  fc
    .tuple(arbitraryRingPosition(size), fc.constantFrom<Side>('free', 'shadow'))
    .chain(([position, side]) => arbitraryAnyEventMove(position, side).map((move) => ({ position, move })))

/** A group of one side's figures standing together (for `reach`), sometimes junk. */
export const arbitraryReachGroup = (position: RingPosition): fc.Arbitrary<ReadonlyArray<string>> =>
  fc.constantFrom<Side>('free', 'shadow').chain((side) =>
    fc.oneof(
      { weight: 5, arbitrary: arbitraryGroup(position.state, placementOf(position.state), side).map((g) => g.figures) },
      {
        weight: 1,
        arbitrary: fc.subarray([...Object.keys(position.state.figures), ...strangers]).chain((ids) => fc.shuffledSubarray(ids)),
      },
    ),
  )
