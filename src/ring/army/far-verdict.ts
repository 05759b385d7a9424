/**
 * What `reach` says of each region, found without judging a move there:
 * the full judge moved the group into each of the board's regions, and on
 * the real board all but a handful of them are regions the group does not
 * border. Moving the group changes only the region it leaves and the one it
 * enters, so the figures left in its origin are the same wherever it goes
 * (the Leaders there are judged once), and the stack where it ends is that
 * region's Army units of the side with the group's.
 *
 * Messages are plain strings, made here: a violation with a lazy `message`
 * accessor took about eight times as long to build as one with its words
 * (105 of them, V8 in Node 20). The step's words differ only in the region
 * entered, so they are two strings joined around its name, once per board
 * and origin.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../../core/either.js'
import { entryFaults, worded, type Words } from './entry.js'
import { stackingFault, stayFault, type Fault } from './rulings.js'
import { stackingLimitOf } from './figures.js'
import { checkLed, checkLeaders, type Group, type GroupCheck } from './group.js'
import { moveFigures, type Position } from './position.js'
import { armiesIn, enemyWords, knownArmies, type KnownArmies } from './region-armies.js'
import { neighbours, type Board } from '../../board/graph.js'
import type { Side } from '../../model/ring-state.js'
import type { Violation, Violations } from '../../model/violation.js'
import { keptFor } from '../../core/region-record.js'
import { blank, type Naming } from '../../words/naming.js'

const NONE: ReadonlyArray<Violation> = []

/**
 * A group leaving its origin with a die: what the verdicts on its moves to
 * every region share, found once per reach.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface Departure {
  readonly board: Board
  readonly position: Position
  readonly side: Side
  readonly group: Group
  readonly origin: string
  /**
   * The words of the step to each region of the board, by index: NOT_ADJACENT
   * or IMPASSABLE, `null` for the origin and the regions it borders.
   */
  readonly steps: ReadonlyArray<string | null>
  readonly walls: ReadonlySet<string> | undefined
  /** The group's violations, worded, that come before the step. */
  readonly before: ReadonlyArray<Violation>
  /** The Leaders left alone in the origin, worded: the same wherever the group goes. */
  readonly leaders: ReadonlyArray<Violation>
  /** The Army units of the regions, remembered for the position where it is the library's own. */
  readonly armies: KnownArmies | null
  /** The group's Army units of the acting side, which join the stack where it ends. */
  readonly arriving: number
  readonly limit: number
  readonly atEnd: boolean
  readonly words: Words
}

/**
 * The {@link Departure} of the one army of `checked`, for `side`, from
 * `origin`, worded in `naming`'s names.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const departureOf = (
  board: Board,
  position: Position,
  side: Side,
  action: 'army-die' | 'character-die',
  checked: GroupCheck,
  origin: string,
  naming: Naming,
): Departure => {
  const { group } = checked
  // ruling R4 (docs/rulings.md#r4): the moving group itself must hold the Leader or Character.
  const own = action === 'character-die' ? [...checked.violations, ...checkLed(position, group, 0)] : checked.violations
  const state = position.state
  // ruling R8 (docs/rulings.md#r8): a die action judges the Leaders left behind after each army.
  const alone = side === 'free' ? checkLeaders(moveFigures(position, group.known, blank), origin, 0) : NONE
  const armies = knownArmies(position, board)
  const units = side === 'free' ? 'shadow' : 'free'
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
    armies,
    arriving: group.arriving,
    limit: stackingLimitOf(state),
    // ruling R7 (docs/rulings.md#r7): the stack is judged after the army, or once for the whole action and naming no army.
    atEnd: action === 'army-die' && state.stackingCheck === 'end-of-action',
    // The enemy Army units of a region are the same in every reach on the position: so are their words.
    words: armies === null ? naming.words : (v) => (v.code === 'ENEMY_ARMY' ? enemyWords(armies, units, v, naming.words) : naming.words(v)),
  }
}

/** Origins' steps kept per board: a few hundred thousand words at most. */
const KEPT_STEPS = 8192

// Keyed on boards, which compile made: the words of a step read only the board's names, in the English catalogue reach words in.
const stepsOf = new WeakMap<Board, Map<string, ReadonlyArray<string | null>>>()

/**
 * The words of the step from `origin` to each region of the board, as
 * {@link Departure.steps} holds them: found once for an origin, and again
 * only when many other origins were asked since (on a big board, every
 * time).
 */
const stepsFrom = (board: Board, origin: string, naming: Naming): ReadonlyArray<string | null> => {
  const known = keptFor(stepsOf, board)
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
 * The verdict of `judgeDieMove` on the group staying in its origin: its own
 * violations, then NO_MOVEMENT (ruling R15: nothing else is judged).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const stayVerdict = (departure: Departure): Violations => {
  const found: [Violation, ...Violation[]] = [worded(stayFault(departure.origin, departure.origin, 0) as Fault, departure.words)]
  if (departure.before.length > 0) found.unshift(...departure.before)
  return found
}

/**
 * The verdict of `judgeDieMove` on the group moving to `to`, the `at`-th
 * region of the board and not its origin, in the judge's order: the
 * group's own violations, the step (NOT_ADJACENT or IMPASSABLE, for a
 * region it does not border), the entry, the stacking where it ends, the
 * Leaders it leaves behind. `null` for a legal move.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const verdictAt = (departure: Departure, to: string, at: number): Violations | null => {
  const { origin, position, side, before, limit, atEnd } = departure
  const words = departure.steps[at] ?? null
  // Literals of one shape each, their fields in the order violation() gives them.
  const step: Violation | null =
    words === null
      ? null
      : departure.walls?.has(to) === true
        ? { code: 'IMPASSABLE', message: words, from: origin, to, army: 0 }
        : { code: 'NOT_ADJACENT', message: words, from: origin, to, army: 0 }
  // A list made with its first element: one pushed onto an empty list costs it room for seventeen.
  const found: Violation[] = step === null ? [...before] : before.length === 0 ? [step] : [...before, step]
  const armies = armiesIn(position, to, at, departure.armies)
  const enemies = armies[side === 'free' ? 'shadow' : 'free']
  // A copy: the lists may be remembered for the next reach, and the caller may change what it is given.
  entryFaults(found, departure.board, departure.group, to, enemies, 0, departure.words)
  const stack = departure.arriving + armies[side].length
  const over = departure.group.isArmy ? stackingFaultAt(to, stack, limit, atEnd, departure.words) : null
  if (over !== null && !atEnd) found.push(over)
  for (const v of departure.leaders) found.push(v)
  if (over !== null && atEnd) found.push(over)
  return E.isNonEmpty(found) ? found : null
}

/** The stack over the limit where the army ends (ruling R7): naming the army when judged after it, not when judged for the whole action. */
const stackingFaultAt = (region: string, count: number, limit: number, atEnd: boolean, words: Words): Violation | null => {
  const fault = stackingFault(region, count, limit, atEnd ? undefined : 0)
  return fault === null ? null : worded(fault, words)
}
