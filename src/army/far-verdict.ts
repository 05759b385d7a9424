/**
 * What `reach` says of the regions a group does not border, found without
 * judging a move there: on the real board they are all but a handful of
 * the regions, and the full judge moved the group into each. Their
 * messages are plain strings, made here once: a violation with a lazy
 * `message` accessor took about eight times as long to build as one with
 * its words (105 of them, V8 in Node 20).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../internal/either.js'
import { entryFaults, worded, type Words } from './entry.js'
import { figureSide, isArmyUnit, stackingLimitOf } from './figures.js'
import { checkLed, checkLeaders, type GroupCheck } from './group.js'
import { figureOf, figuresIn, moveFigures, type Position } from './position.js'
import { neighbours, type Board } from '../graph.js'
import type { RingState, Side } from '../model/ring-state.js'
import type { Violation, Violations } from '../model/violation.js'
import type { Naming } from '../words.js'

const NONE: ReadonlyArray<Violation> = []
const NO_UNITS: ReadonlyArray<string> = []

/**
 * The verdict of `judgeDieMove` on the one army of `checked`, for `side`,
 * moving from `origin` to a region it does not border, in the judge's order
 * and worded once in `naming`'s names: the group's own violations, the step
 * (NOT_ADJACENT or IMPASSABLE), the entry, the stacking where it ends, the
 * Leaders it leaves behind. `undefined` for the origin and its neighbours,
 * which the judge sees to.
 *
 * Moving the group changes only the region it leaves and the one it
 * enters, so the figures left in `origin` are the same wherever it goes (the
 * Leaders there are judged once), and the stack where it ends is that
 * region's Army units of the side with the group's.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const farVerdict = (
  board: Board,
  position: Position,
  side: Side,
  action: 'army-die' | 'character-die',
  checked: GroupCheck,
  origin: string,
  naming: Naming,
): ((to: string) => Violations | undefined) => {
  const { group } = checked
  const own = action === 'character-die' ? [...checked.violations, ...checkLed(position, group, 0)] : checked.violations
  const before = E.isNonEmpty(own) ? naming.list(own) : NONE
  const state: RingState = position.state
  // ruling R7 (docs/rulings.md#r7): the stack is judged after the army, or once for the whole action and naming no army.
  const atEnd = action === 'army-die' && state.stackingCheck === 'end-of-action'
  const limit = stackingLimitOf(state)
  let arriving = 0
  for (const id of group.known) {
    const figure = figureOf(position, id)
    if (figure !== undefined && isArmyUnit(figure.kind) && figureSide(state.nations, figure) === side) arriving++
  }
  const near = new Set(neighbours(board, origin))
  const walls = board.impassable.get(origin)
  // The step is most of what reach answers: its words are found in the catalogue once.
  const notAdjacent = naming.wordsOf('NOT_ADJACENT')
  const impassable = naming.wordsOf('IMPASSABLE')
  let leaders: ReadonlyArray<Violation> | undefined
  return (to) => {
    if (to === origin || near.has(to)) return undefined
    const step =
      walls?.has(to) === true
        ? worded({ code: 'IMPASSABLE', message: '', from: origin, to, army: 0 }, impassable)
        : worded({ code: 'NOT_ADJACENT', message: '', from: origin, to, army: 0 }, notAdjacent)
    const found: [Violation, ...Violation[]] = [step]
    if (before.length > 0) found.unshift(...before)
    // One look at the region's figures finds both the side's Army units and the enemy ones.
    let stack = arriving
    let enemies: string[] | null = null
    for (const id of figuresIn(position, to)) {
      const figure = figureOf(position, id)
      if (figure === undefined || !isArmyUnit(figure.kind)) continue
      const owner = figureSide(state.nations, figure)
      if (owner === side) stack++
      else if (owner !== undefined) (enemies ??= []).push(id)
    }
    entryFaults(found, board, group, to, enemies === null ? NO_UNITS : enemies.sort(), 0, naming.words)
    const over = group.isArmy && stack > limit ? stackingFault(to, stack, limit, atEnd, naming.words) : null
    if (over !== null && !atEnd) found.push(over)
    // ruling R8 (docs/rulings.md#r8): a die action judges the Leaders left behind after each army.
    if (side === 'free') {
      if (leaders === undefined) {
        const alone = checkLeaders(moveFigures(position, group.known, to), origin, 0)
        leaders = E.isNonEmpty(alone) ? naming.list(alone) : NONE
      }
      for (const v of leaders) found.push(v)
    }
    if (over !== null && atEnd) found.push(over)
    return found
  }
}

/** The stack over the limit where the army ends: naming the army when judged after it, not when judged for the whole action. */
const stackingFault = (region: string, count: number, limit: number, atEnd: boolean, words: Words): Violation =>
  atEnd
    ? worded({ code: 'STACKING_LIMIT', message: '', region, count, limit }, words)
    : worded({ code: 'STACKING_LIMIT', message: '', region, count, limit, army: 0 }, words)
