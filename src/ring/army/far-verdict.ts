/**
 * What `reach` says of each region, found without judging a move there:
 * the full judge moved the group into each of the board's regions, and on
 * the real board all but a handful of them are regions the group does not
 * border. Moving the group changes only the region it leaves and the one it
 * enters, so the figures left in its origin are the same wherever it goes
 * (the Leaders there are judged once), and the stack where it ends is that
 * region's Army units of the side with the group's.
 *
 * What the board alone says of a move from the origin (the step, and a sea
 * or a capital entered) is made once per board and origin, frozen, and
 * shared by every answer: on the real board most regions' verdict is that
 * alone, a step to a region the group does not border, so most of an answer
 * is lists made before. So is what it says with the nations of a group not
 * At War, once per origin and nations (the regions they may not enter, whose
 * words a reach made again each time for a third of the board). A region
 * whose armies or stack say more, or a group with violations of its own or
 * Leaders it leaves alone, gets a list of its own. Messages are plain strings, made here: a violation with a lazy
 * `message` accessor took about eight times as long to build as one with its
 * words (105 of them, V8 in Node 20).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../../core/either.js'
import { worded, type Words } from './entry.js'
import { landFault, stackingFault, stayFault, warFault, type Fault } from './rulings.js'
import { otherSide, stackingLimitOf } from './figures.js'
import { judgeLed, judgeLeaders, type Group, type JudgedGroup } from './group.js'
import { moveFigures, type Position } from './position.js'
import { enemyStack, knownArmies, type KnownArmies } from './region-armies.js'
import { neighbours, type Board, type Region } from '../../board/graph.js'
import type { Side } from '../../model/ring-state.js'
import type { Violation, Violations } from '../../model/violation.js'
import { closedSteps, originSteps, type ClosedSteps, type OriginSteps } from '../../core/origin-steps.js'
import { regionNumbersOf } from '../../core/region-numbers.js'
import { blank, type Naming } from '../../words/naming.js'
import { NONE } from '../../core/list.js'

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
  readonly side: Side
  readonly group: Group
  /** The index of the origin on the board. */
  readonly origin: number
  /** What the board alone says of a move from the origin to each region, by index, frozen: see {@link OriginSteps}. */
  readonly steps: OriginSteps
  /**
   * By index, the verdict where the region's armies add nothing: the board's, with NOT_AT_WAR last where the group's
   * nations not At War may not enter (see {@link ClosedSteps}), elsewhere the board's list alone.
   */
  readonly base: ReadonlyArray<Violations | null>
  /** The group's violations, worded, that come before the step. */
  readonly before: ReadonlyArray<Violation>
  /** The Leaders left alone in the origin, worded: the same wherever the group goes. */
  readonly leaders: ReadonlyArray<Violation>
  /** The Army units of the regions, counted, and remembered for the position where it is the library's own. */
  readonly armies: KnownArmies
  /** By region index, the Army units of the acting side, then of the enemy (see `KnownArmies`). */
  readonly own: ReadonlyArray<ReadonlyArray<number> | undefined>
  readonly enemy: ReadonlyArray<ReadonlyArray<number> | undefined>
  /** The group's Army units of the acting side, which join the stack where it ends. */
  readonly arriving: number
  readonly limit: number
  /** How many Army units of the acting side a region may hold for the group to join them within the limit. */
  readonly room: number
  /** Whether the group has no violation of its own and leaves no Leader alone: a region then adds to its `base` verdict only by its armies. */
  readonly quiet: boolean
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
  checked: JudgedGroup,
  origin: string,
  naming: Naming,
): Departure => {
  const { group } = checked
  // ruling R4 (docs/rulings.md#r4): the moving group itself must hold the Leader or Character.
  const own = action === 'character-die' ? [...checked.violations, ...judgeLed(position, group, 0)] : checked.violations
  const state = position.state
  // ruling R8 (docs/rulings.md#r8): a die action judges the Leaders left behind after each army.
  const alone = side === 'free' ? judgeLeaders(moveFigures(position, group.known, blank), origin, 0) : NONE
  const armies = knownArmies(position, board)
  const before = E.isNonEmpty(own) ? naming.list(own) : NONE
  const leaders = E.isNonEmpty(alone) ? naming.list(alone) : NONE
  const limit = stackingLimitOf(state)
  const steps = originSteps(board, origin, () => stepsFrom(board, origin, naming))
  const { notAtWar } = group
  return {
    board,
    side,
    group,
    origin: regionNumbersOf(board).of.get(origin) ?? -1,
    steps,
    // ruling R9 (docs/rulings.md#r9): the regions the nations of the group not At War may not enter, found once per origin.
    base: notAtWar.length === 0 ? steps.board : closedSteps(board, origin, notAtWar, () => closedFrom(board, steps, notAtWar, naming)),
    before,
    leaders,
    armies,
    own: armies.numbers[side],
    enemy: armies.numbers[otherSide(side)],
    arriving: group.arriving,
    limit,
    room: group.isArmy ? limit - group.arriving : Infinity,
    quiet: before.length === 0 && leaders.length === 0,
    // ruling R7 (docs/rulings.md#r7): the stack is judged after the army, or once for the whole action and naming no army.
    atEnd: action === 'army-die' && state.stackingCheck === 'end-of-action',
    words: naming.words,
  }
}

/**
 * The {@link OriginSteps} of `origin`: the step to each region the origin
 * does not border, then NOT_LAND for a sea or a capital, as the judge gives
 * them (the group's own violations come before, and none of these depends on
 * the group), each worded in the board's names and frozen.
 */
const stepsFrom = (board: Board, origin: string, naming: Naming): OriginSteps => {
  const near = new Set(neighbours(board, origin))
  near.add(origin)
  const walls = board.impassable.get(origin)
  const notAdjacent = stepWords(naming, 'NOT_ADJACENT', origin)
  const impassable = stepWords(naming, 'IMPASSABLE', origin)
  const steps: Array<Violation | null> = []
  const verdicts: Array<Violations | null> = []
  for (const to of board.ids) {
    // Literals of one shape each, their fields in the order violation() gives them.
    const step: Violation | null = near.has(to)
      ? null
      : walls?.has(to) === true
        ? Object.freeze({ code: 'IMPASSABLE', message: impassable(to), from: origin, to, army: 0 })
        : Object.freeze({ code: 'NOT_ADJACENT', message: notAdjacent(to), from: origin, to, army: 0 })
    const place = board.regions.get(to)
    const land = place === undefined ? null : landFault(place, to, 0)
    const found: Violation[] = step === null ? [] : [step]
    if (land !== null) found.push(Object.freeze(worded(land, naming.words)))
    steps.push(step)
    verdicts.push(E.isNonEmpty(found) ? (Object.freeze(found) as Violations) : null)
  }
  const stay = Object.freeze(worded(stayFault(origin, origin, 0) as Fault, naming.words))
  return { steps, board: verdicts, stay: Object.freeze([stay]) as Violations }
}

/**
 * The {@link ClosedSteps} of a group of the nations not At War `nations`
 * from the origin `steps` were made for: NOT_AT_WAR as the judge gives it,
 * worded in the board's names and frozen, after the board's verdict.
 */
const closedFrom = (board: Board, steps: OriginSteps, nations: ReadonlyArray<string>, naming: Naming): ClosedSteps =>
  board.ids.map((to, at) => {
    const fault = warFault(board.regions.get(to) as Region, to, nations, 0)
    const said = steps.board[at] ?? null
    if (fault === null) return said
    if (fault.code === 'NOT_AT_WAR') Object.freeze(fault.nations)
    const closed = Object.freeze(worded(fault, naming.words))
    return Object.freeze(said === null ? [closed] : E.appended(said, closed))
  })

/** The words of a step from `origin` to each region, from one sample where the catalogue allows it. */
const stepWords = (naming: Naming, code: 'NOT_ADJACENT' | 'IMPASSABLE', origin: string): ((to: string) => string) =>
  naming.blankWords({ code, message: '', from: origin, to: blank, army: 0 }) ?? ((to) => naming.words({ code, message: '', from: origin, to, army: 0 }))

/**
 * The verdict of `judgeDieMove` on the group staying in its origin: its own
 * violations, then NO_MOVEMENT (ruling R15: nothing else is judged).
 */
const stayVerdict = ({ before, steps }: Departure): Violations =>
  before.length === 0 ? steps.stay : E.appended(before, steps.stay[0])

/**
 * The verdict of `judgeDieMove` on the group moving to `to`, the `at`-th
 * region of the board, in the judge's order: the group's own violations,
 * the step (NOT_ADJACENT or IMPASSABLE, for a region it does not border),
 * the entry (NOT_LAND, ENEMY_ARMY, NOT_AT_WAR), the stacking where it ends,
 * the Leaders it leaves behind; {@link stayVerdict} for its origin. `null`
 * for a legal move. Where the region adds nothing to what the board says,
 * the board's own frozen list is the verdict: on the real board most
 * regions' verdict is a step to a region the group does not border.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const verdictAt = (departure: Departure, to: string, at: number): Violations | null =>
  // Asked of every region: a few reads, so that V8 makes it part of the caller's loop.
  departure.quiet && departure.enemy[at] === undefined && (departure.own[at]?.length ?? 0) <= departure.room && at !== departure.origin
    ? (departure.base[at] ?? null)
    : judgedAt(departure, to, at)

/** {@link verdictAt} judged in full. */
const judgedAt = (departure: Departure, to: string, at: number): Violations | null => {
  if (at === departure.origin) return stayVerdict(departure)
  const { group, limit, before, leaders } = departure
  const stack = departure.arriving + (departure.own[at]?.length ?? 0)
  const over = group.isArmy && stack > limit
  const board = departure.steps.board[at] ?? null
  // ruling R9 (docs/rulings.md#r9): NOT_AT_WAR, where the group's nations may not enter, ends the base verdict.
  const base = departure.base[at] ?? null
  const war = (base?.length ?? 0) > (board?.length ?? 0) ? (base?.[base.length - 1] ?? null) : null
  // The enemies' words and units are remembered (see `enemyStack`); the violation and its list of units are the
  // answer's own (the caller may change what it is given), its fields in enemyFault's order.
  const held = departure.enemy[at] === undefined ? null : enemyStack(departure.armies, otherSide(departure.side), to, at, departure.words)
  const enemy: Violation | null = held === null ? null : { code: 'ENEMY_ARMY', message: held.message, region: to, units: [...held.units], army: 0 }
  // The step and NOT_LAND are the board's, frozen; then the rest of the entry's rulings in their order (see `entryDrafts`).
  // Where only the enemy adds to them, as in most regions that add anything, spread: V8 grows a list pushed onto, and
  // slices a frozen one the slow way.
  if (before.length === 0 && leaders.length === 0 && !over && war === null)
    return enemy === null ? board : board === null ? [enemy] : E.appended(board, enemy)
  const { atEnd, words } = departure
  const found: Violation[] = board === null ? [...before] : [...before, ...board]
  if (enemy !== null) found.push(enemy)
  if (war !== null) found.push(war)
  const fault = over ? worded(stackingFault(to, stack, limit, atEnd ? undefined : 0) as Fault, words) : null
  if (fault !== null && !atEnd) found.push(fault)
  for (const v of leaders) found.push(v)
  if (fault !== null && atEnd) found.push(fault)
  return E.isNonEmpty(found) ? found : null
}
