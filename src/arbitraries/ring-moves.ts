// Generated ring moves for the property tests: die, event and attack moves on a generated position, plausible ones and junk.
/**
 * Generators of ring moves over the positions of ring.ts: Army and
 * Character die moves, event moves along walks of several regions, groups
 * for `reach`, and junk made by corrupting a plausible move.
 */
import * as fc from 'fast-check'
import type { MapFile, RegionPair } from 'marchlaw'
import type {
  Allowance,
  ArmyDieMove,
  ArmyRoute,
  ArmyStep,
  AttackDie,
  AttackMove,
  CharacterDieMove,
  EventMove,
  FigureKind,
  RingState,
  Side,
} from 'marchlaw'
import {
  arbitraryRingPosition,
  idsOfSide,
  ordinarySize,
  otherSide,
  placementOf,
  sideOfFigure,
  type Placement,
  type PositionSize,
  type RingPosition,
} from './ring.js'

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

/** A plausible Army die move of `side`: one or two armies, the second drawn from the position after the first. @internal */
export const arbitraryArmyDieMove = (position: RingPosition, side: Side): fc.Arbitrary<ArmyDieMove> => {
  const start = placementOf(position.state)
  return arbitraryStep(position, start, side).chain((first) =>
    fc
      .option(arbitraryStep(position, after(start, first, first.to), side, new Set(first.figures)), { freq: 2 })
      .map((second): ArmyDieMove => ({ type: 'army-die', side, moves: second === null ? [first] : [first, second] })),
  )
}

/** A plausible Character die move of `side`: one army. @internal */
export const arbitraryCharacterDieMove = (position: RingPosition, side: Side): fc.Arbitrary<CharacterDieMove> =>
  arbitraryStep(position, placementOf(position.state), side, new Set(), true).map((step) => ({ type: 'character-die', side, moves: [step] }))

/** An allowance of an event card. @internal */
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

/** A plausible event move of `side`: up to the allowed armies (sometimes one more), each on a walk of up to the allowed regions (sometimes one more). @internal */
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

/** A die move that is most likely junk. @internal */
export const arbitraryJunkDieMove = (position: RingPosition, side: Side): fc.Arbitrary<ArmyDieMove | CharacterDieMove> =>
  fc
    .oneof(arbitraryArmyDieMove(position, side), arbitraryCharacterDieMove(position, side))
    .chain((move) =>
      corrupt(position, side, move.moves, (step, region) => ({ ...step, to: region })).map((moves) => ({ ...move, moves })),
    )

/** An event move that is most likely junk. @internal */
export const arbitraryJunkEventMove = (position: RingPosition, side: Side): fc.Arbitrary<EventMove> =>
  arbitraryEventMove(position, side).chain((move) =>
    fc
      .oneof(
        corrupt(position, side, move.moves, (step, region) => ({ ...step, path: [...step.path, region] })),
        fc.constant(move.moves.map((step, i) => (i === 0 ? { ...step, path: [] } : step))),
      )
      .map((moves) => ({ ...move, moves })),
  )

/** Any die move, plausible or junk. @internal */
export const arbitraryDieMove = (position: RingPosition, side: Side): fc.Arbitrary<ArmyDieMove | CharacterDieMove> =>
  fc.oneof(
    { weight: 3, arbitrary: arbitraryArmyDieMove(position, side) },
    { weight: 2, arbitrary: arbitraryCharacterDieMove(position, side) },
    { weight: 2, arbitrary: arbitraryJunkDieMove(position, side) },
  )

/** Any event move, plausible or junk. @internal */
export const arbitraryAnyEventMove = (position: RingPosition, side: Side): fc.Arbitrary<EventMove> =>
  fc.oneof({ weight: 4, arbitrary: arbitraryEventMove(position, side) }, { weight: 1, arbitrary: arbitraryJunkEventMove(position, side) })

/** A position, a side and a die move of that side. @internal */
export const arbitraryDieScene = (
  size: PositionSize = ordinarySize,
): fc.Arbitrary<{ readonly position: RingPosition; readonly move: ArmyDieMove | CharacterDieMove }> =>
  fc
    .tuple(arbitraryRingPosition(size), fc.constantFrom<Side>('free', 'shadow'))
    .chain(([position, side]) => arbitraryDieMove(position, side).map((move) => ({ position, move })))

/** A position, a side and an event move of that side. @internal */
export const arbitraryEventScene = (
  size: PositionSize = ordinarySize,
): fc.Arbitrary<{ readonly position: RingPosition; readonly move: EventMove }> =>
  fc
    .tuple(arbitraryRingPosition(size), fc.constantFrom<Side>('free', 'shadow'))
    .chain(([position, side]) => arbitraryAnyEventMove(position, side).map((move) => ({ position, move })))

/** A group of one side's figures standing together (for `reach`), sometimes junk. @internal */
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

/**
 * A plausible attack of `side`: a group of its figures (sometimes junk ids)
 * against a neighbour, most often one held by enemy Army units, with an
 * Army or a Character die.
 *
 * @internal
 */
export const arbitraryAttack = (position: RingPosition, side: Side): fc.Arbitrary<AttackMove> =>
  fc.constantFrom<AttackDie>('army', 'character').chain((die) =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: arbitraryGroup(position.state, placementOf(position.state), side, new Set(), die === 'character').chain(({ origin, figures }) =>
          arbitraryDestination(position, side, origin).map((target): AttackMove => ({ type: 'attack', side, die, figures, target })),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.subarray([...Object.keys(position.state.figures), ...strangers]), fc.constantFrom(...Object.keys(position.map.regions), 'atlantis'))
          .map(([figures, target]): AttackMove => ({ type: 'attack', side, die, figures, target })),
      },
    ),
  )

/** A position and an attack of one of its sides. @internal */
export const arbitraryAttackScene = (size: PositionSize = ordinarySize): fc.Arbitrary<{ readonly position: RingPosition; readonly move: AttackMove }> =>
  fc
    .tuple(arbitraryRingPosition(size), fc.constantFrom<Side>('free', 'shadow'))
    .chain(([position, side]) => arbitraryAttack(position, side).map((move) => ({ position, move })))
