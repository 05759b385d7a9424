/**
 * The reasons of the regions an event move's group cannot reach within its
 * allowance, built along the searches' paths rather than by judging each
 * path whole: what `eventMovement.reach` gives every far region.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { figureSide, isArmyUnit, stackingLimitOf } from '../army/figures.js'
import { checkEntry, checkLeaders, checkStep, type Group } from '../army/group.js'
import { figureOf, figuresIn, moveFigures, type Position } from '../army/position.js'
import type { reachable, Board } from '../graph.js'
import type { Allowance, Side } from '../model/ring-state.js'
import { violation, type Violation, type Violations } from '../model/violation.js'
import { pushAll } from '../internal/list.js'

/** One search of {@link reachable}: each region reached, its distance and the region before it. @internal */
export type Search = ReturnType<typeof reachable>

/**
 * The verdict on moving a group along the path a search found to each region
 * farther than the allowance: the violations judgeEventMove finds there, in
 * its order, but each path's steps and entries built from those of the path
 * to the region before it. Judging every path whole costs its length per
 * region: quadratic on a corridor of 10,000 regions. `undefined` for a region
 * within the allowance or reached by neither search (judged whole instead).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const farVerdicts = (
  board: Board,
  position: Position,
  side: Side,
  group: Group,
  allowance: Allowance,
  groupViolations: ReadonlyArray<Violation>,
  searches: ReadonlyArray<Search>,
): ((to: string) => Violations | undefined) => {
  const origin = group.origin
  if (origin === null || position.moved.size > 0) return () => undefined
  const faults = searches.map((found) => {
    const along = new Map<string, ReadonlyArray<Violation>>([[origin, []]])
    // A search lists each region after the one before it, so that one's faults are known.
    for (const [region, step] of found) {
      if (step.previous === null) continue
      const before = along.get(step.previous) ?? []
      const here = [...checkStep(board, step.previous, region, 0), ...checkEntry(board, position, side, group, region, 0)]
      along.set(region, here.length === 0 ? before : [...before, ...here])
    }
    return along
  })
  const prefix: Violation[] = []
  if (allowance.armies < 1) prefix.push(violation('TOO_MANY_ARMIES', { count: 1, limit: allowance.armies }))
  pushAll(prefix, groupViolations)
  const limit = stackingLimitOf(position.state)
  let arriving = 0
  // Only the acting side's Army units of the group count where it ends, as checkStacking counts them (a group with
  // another side's figures is refused for them, NOT_OWNED, and must not be refused again for a stack they inflate).
  for (const id of group.known) {
    const figure = figureOf(position, id)
    if (figure !== undefined && isArmyUnit(figure.kind) && figureSide(position.state.nations, figure) === side) arriving++
  }
  let leaders: ReadonlyArray<Violation> | undefined
  return (to) => {
    const index = searches.findIndex((found) => found.has(to))
    const step = searches[index]?.get(to)
    const along = faults[index]?.get(to)
    if (step === undefined || along === undefined || step.distance <= allowance.regions) return undefined
    const found: Violation[] = [...prefix, violation('TOO_FAR', { steps: step.distance, limit: allowance.regions }, 0)]
    pushAll(found, along)
    // The group leaves its origin whichever region it ends in: the Leaders left there are judged once, as the army moves (ruling R8).
    if (side === 'free') {
      leaders ??= checkLeaders(moveFigures(position, group.known, to), origin, 0)
      pushAll(found, leaders)
    }
    // ruling R7 (docs/rulings.md#r7): the stack where the army ends, with the group in it.
    if (group.isArmy) {
      let count = arriving
      // ruling R7 (docs/rulings.md#r7): only the moving side's Army units count, as checkStacking counts them.
      for (const id of figuresIn(position, to)) {
        const figure = figureOf(position, id)
        if (figure !== undefined && isArmyUnit(figure.kind) && figureSide(position.state.nations, figure) === side) count++
      }
      if (count > limit) found.push(violation('STACKING_LIMIT', { region: to, count, limit }))
    }
    const [first, ...rest] = found
    return first === undefined ? undefined : [first, ...rest]
  }
}

