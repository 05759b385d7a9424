/**
 * The reasons of the regions an event move's group cannot reach within its
 * allowance, built along the searches' paths rather than by judging each
 * path whole: what `eventMovement.reach` gives every far region.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../../core/either.js'
import { entryFaults, worded } from '../army/entry.js'
import { otherSide, stackingLimitOf } from '../army/figures.js'
import { judgeLeaders, judgeStep, type Group } from '../army/group.js'
import { moveFigures, type Position } from '../army/position.js'
import { armiesIn, knownArmies } from '../army/region-armies.js'
import { regionNumbersOf } from '../../core/region-numbers.js'
import type { reachable, Board } from '../../board/graph.js'
import type { Allowance, Side } from '../../model/ring-state.js'
import { type Violation, type Violations } from '../../model/violation.js'
import { violation } from '../../words/ring.js'
import { NONE, pushAll } from '../../core/list.js'
import type { Naming } from '../../words/naming.js'

/** One search of {@link reachable}: each region reached, its distance and the region before it. @internal */
export type Search = ReturnType<typeof reachable>

/**
 * The verdict on moving a group along the path a search found to each region
 * farther than the allowance: the violations judgeEventMove finds there, in
 * its order and worded in `naming`'s names, but each path's steps and
 * entries built from those of the path to the region before it. Judging
 * every path whole costs its length per region: quadratic on a corridor of
 * 10,000 regions. A path's violations are worded once and shared by the
 * regions beyond, as the group's own violations are. `undefined` for a
 * region within the allowance or reached by neither search (judged whole
 * instead); `at` is the region's index on the board. `position` is a state
 * as given, no figure moved yet (reach's), whose regions are counted as at
 * the start of an action.
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
  naming: Naming,
): ((to: string, at: number) => Violations | undefined) => {
  const origin = group.origin
  if (origin === null) return () => undefined
  const armies = knownArmies(position, board)
  const indexes = regionNumbersOf(board).of
  const enemy = otherSide(side)
  const faults = searches.map((found) => {
    const along = new Map<string, ReadonlyArray<Violation>>([[origin, NONE]])
    // A search lists each region after the one before it, so that one's faults are known.
    for (const [region, step] of found) {
      if (step.previous === null) continue
      const before = along.get(step.previous) ?? NONE
      const crossed = judgeStep(board, step.previous, region, 0)
      const here: Violation[] = E.isNonEmpty(crossed) ? [...naming.list(crossed)] : []
      // As judgeEntry finds them, worded in the map's names: the units from what the position remembers.
      const units = armiesIn(position, region, indexes.get(region) ?? -1, armies)[enemy]
      entryFaults(here, board, group, region, units, 0, naming.words)
      along.set(region, here.length === 0 ? before : [...before, ...here])
    }
    return along
  })
  const prefix: Violation[] = []
  if (allowance.armies < 1) prefix.push(violation('TOO_MANY_ARMIES', { count: 1, limit: allowance.armies }))
  pushAll(prefix, groupViolations)
  const named = E.isNonEmpty(prefix) ? naming.list(prefix) : NONE
  const limit = stackingLimitOf(position.state)
  // The words of TOO_FAR read only the length and the allowance: one sentence for each length.
  const tooFar = new Map<number, string>()
  const wordsOfTooFar = naming.wordsOf('TOO_FAR')
  let leaders: ReadonlyArray<Violation> | undefined
  return (to, at) => {
    const index = searches.findIndex((found) => found.has(to))
    const step = searches[index]?.get(to)
    const along = faults[index]?.get(to)
    if (step === undefined || along === undefined || step.distance <= allowance.regions) return undefined
    const steps = step.distance
    let words = tooFar.get(steps)
    if (words === undefined) {
      words = wordsOfTooFar({ code: 'TOO_FAR', message: '', steps, limit: allowance.regions, army: 0 })
      tooFar.set(steps, words)
    }
    const found: [Violation, ...Violation[]] = [{ code: 'TOO_FAR', message: words, steps, limit: allowance.regions, army: 0 }]
    if (named.length > 0) found.unshift(...named)
    pushAll(found, along)
    // The group leaves its origin whichever region it ends in: the Leaders left there are judged once, as the army moves (ruling R8).
    if (side === 'free') {
      if (leaders === undefined) {
        const alone = judgeLeaders(moveFigures(position, group.known, to), origin, 0)
        leaders = E.isNonEmpty(alone) ? naming.list(alone) : NONE
      }
      pushAll(found, leaders)
    }
    // ruling R7 (docs/rulings.md#r7): the stack where the army ends, with the group in it; only the moving side's Army
    // units count, as judgeStacking counts them (the group's `arriving`: one with another side's figures is refused for
    // them, NOT_OWNED, and must not be refused again for a stack they inflate).
    if (group.isArmy) {
      const count = group.arriving + armiesIn(position, to, at, armies)[side].length
      if (count > limit) found.push(worded({ code: 'STACKING_LIMIT', message: '', region: to, count, limit }, naming.words))
    }
    return found
  }
}
