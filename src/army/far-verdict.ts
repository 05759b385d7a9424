/**
 * What `reach` says of the regions a group does not border, found without
 * judging a move there: on the real board they are all but a handful of
 * the regions, and the full judge moved the group into each. Their
 * messages are plain strings, made here: a violation with a lazy `message`
 * accessor took about eight times as long to build as one with its words
 * (105 of them, V8 in Node 20). The step's words differ only in the region
 * entered, so they are two strings found once per reach, joined around its
 * name.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../internal/either.js'
import { entryFaults, worded, type Words } from './entry.js'
import { figureSide, isArmyUnit, stackingLimitOf } from './figures.js'
import { checkLed, checkLeaders, type Group, type GroupCheck } from './group.js'
import { figureOf, moveFigures, type Position } from './position.js'
import { armiesIn, knownArmies, type RegionArmies } from './region-armies.js'
import { neighbours, type Board } from '../graph.js'
import type { Side } from '../model/ring-state.js'
import type { Violation, Violations } from '../model/violation.js'
import { blank, type Naming } from '../words.js'

const NONE: ReadonlyArray<Violation> = []
const NO_UNITS: ReadonlyArray<string> = []

/**
 * What every region a group does not border has in common, found once per
 * reach: the group's own violations, how its step is worded, the stack it
 * brings, the Leaders it leaves behind.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface Far {
  readonly board: Board
  readonly position: Position
  readonly side: Side
  readonly group: Group
  readonly origin: string
  /** The words of the step to each region of the board, by index; `null` for the origin and its neighbours, which the judge sees to. */
  readonly steps: ReadonlyArray<string | null>
  readonly walls: ReadonlySet<string> | undefined
  /** The group's violations, worded, that come before the step. */
  readonly before: ReadonlyArray<Violation>
  /** The Leaders left alone in the origin, worded: the same wherever the group goes. */
  readonly leaders: ReadonlyArray<Violation>
  /** The Army units of the regions, remembered for the position where it is the library's own. */
  readonly armies: Map<string, RegionArmies> | null
  /** The group's Army units of the acting side, which join the stack where it ends. */
  readonly arriving: number
  readonly limit: number
  readonly atEnd: boolean
  readonly words: Words
}

/**
 * The {@link Far} of the one army of `checked`, for `side`, moving from
 * `origin`, worded in `naming`'s names.
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
export const farOf = (
  board: Board,
  position: Position,
  side: Side,
  action: 'army-die' | 'character-die',
  checked: GroupCheck,
  origin: string,
  naming: Naming,
): Far => {
  const { group } = checked
  const own = action === 'character-die' ? [...checked.violations, ...checkLed(position, group, 0)] : checked.violations
  const state = position.state
  let arriving = 0
  for (const id of group.known) {
    const figure = figureOf(position, id)
    if (figure !== undefined && isArmyUnit(figure.kind) && figureSide(state.nations, figure) === side) arriving++
  }
  // ruling R8 (docs/rulings.md#r8): a die action judges the Leaders left behind after each army.
  const alone = side === 'free' ? checkLeaders(moveFigures(position, group.known, blank), origin, 0) : NONE
  return {
    board,
    position,
    side,
    group,
    origin,
    steps: stepsFrom(board, origin, naming),
    walls: board.impassable.get(origin),
    before: E.isNonEmpty(own) ? naming.list(own) : NONE,
    leaders: E.isNonEmpty(alone) ? naming.list(alone) : NONE,
    armies: knownArmies(position),
    arriving,
    limit: stackingLimitOf(state),
    // ruling R7 (docs/rulings.md#r7): the stack is judged after the army, or once for the whole action and naming no army.
    atEnd: action === 'army-die' && state.stackingCheck === 'end-of-action',
    words: naming.words,
  }
}

/** Origins' steps kept per board: a few hundred thousand words at most. */
const KEPT_STEPS = 8192

// Keyed on boards, which compile made: the words of a step read only the board's names, in the English catalogue reach words in.
const stepsOf = new WeakMap<Board, Map<string, ReadonlyArray<string | null>>>()

/**
 * The words of the step from `origin` to each region of the board, as
 * {@link Far.steps} holds them: found once for an origin, and again only
 * when many other origins were asked since (on a big board, every time).
 */
const stepsFrom = (board: Board, origin: string, naming: Naming): ReadonlyArray<string | null> => {
  let known = stepsOf.get(board)
  if (known === undefined) {
    known = new Map()
    stepsOf.set(board, known)
  }
  const found = known.get(origin)
  if (found !== undefined) return found
  const near = new Set(neighbours(board, origin))
  near.add(origin)
  const walls = board.impassable.get(origin)
  const notAdjacent = stepWords(naming, 'NOT_ADJACENT', origin)
  const impassable = stepWords(naming, 'IMPASSABLE', origin)
  const steps = board.ids.map((to) => (near.has(to) ? null : walls?.has(to) === true ? impassable(to) : notAdjacent(to)))
  if ((known.size + 1) * board.ids.length > KEPT_STEPS) known.clear()
  known.set(origin, steps)
  return steps
}

/** The words of a step from `origin` to each region, from one sample where the catalogue allows it. */
const stepWords = (naming: Naming, code: 'NOT_ADJACENT' | 'IMPASSABLE', origin: string): ((to: string) => string) =>
  naming.blankWords({ code, message: '', from: origin, to: blank, army: 0 }) ?? ((to) => naming.words({ code, message: '', from: origin, to, army: 0 }))

/**
 * The words of the step to the `at`-th region of the board when the group
 * does not border it, whose verdict {@link farVerdict} gives; `null` for
 * the origin and its neighbours.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const farStep = (far: Far, at: number): string | null => far.steps[at] ?? null

/**
 * The verdict of `judgeDieMove` on the group moving to `to`, a region it
 * does not border (the step's `words` from {@link farStep}), in the judge's
 * order: the group's own violations, the
 * step (NOT_ADJACENT or IMPASSABLE), the entry, the stacking where it ends,
 * the Leaders it leaves behind.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const farVerdict = (far: Far, to: string, words: string): Violations => {
  const { origin, position, side, before } = far
  // Literals of one shape each, their fields in the order violation() gives them.
  const step: Violation =
    far.walls?.has(to) === true ? { code: 'IMPASSABLE', message: words, from: origin, to, army: 0 } : { code: 'NOT_ADJACENT', message: words, from: origin, to, army: 0 }
  const found: [Violation, ...Violation[]] = [step]
  if (before.length > 0) found.unshift(...before)
  const armies = armiesIn(position, to, far.armies)
  const enemies = armies[side === 'free' ? 'shadow' : 'free']
  // A copy: the lists may be remembered for the next reach, and the caller may change what it is given.
  entryFaults(found, far.board, far.group, to, enemies.length === 0 ? NO_UNITS : enemies.slice(), 0, far.words)
  const stack = far.arriving + armies[side].length
  const over = far.group.isArmy && stack > far.limit ? stackingFault(to, stack, far.limit, far.atEnd, far.words) : null
  if (over !== null && !far.atEnd) found.push(over)
  for (const v of far.leaders) found.push(v)
  if (over !== null && far.atEnd) found.push(over)
  return found
}

/** The stack over the limit where the army ends: naming the army when judged after it, not when judged for the whole action. */
const stackingFault = (region: string, count: number, limit: number, atEnd: boolean, words: Words): Violation =>
  atEnd
    ? worded({ code: 'STACKING_LIMIT', message: '', region, count, limit }, words)
    : worded({ code: 'STACKING_LIMIT', message: '', region, count, limit, army: 0 }, words)
