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
 * is lists made before. A region whose armies, nation or stack say more, or
 * a group with violations of its own or Leaders it leaves alone, gets a list
 * of its own. Messages are plain strings, made here: a violation with a lazy
 * `message` accessor took about eight times as long to build as one with its
 * words (105 of them, V8 in Node 20).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../../core/either.js'
import { entryFaults, worded, type Words } from './entry.js'
import { enemyFault, landFault, stackingFault, stayFault, warFault, type Fault } from './rulings.js'
import { otherSide, stackingLimitOf } from './figures.js'
import { judgeLed, judgeLeaders, type Group, type JudgedGroup } from './group.js'
import { moveFigures, type Position } from './position.js'
import { armiesIn, armyCounts, enemyWords, knownArmies, type KnownArmies } from './region-armies.js'
import { neighbours, type Board } from '../../board/graph.js'
import type { Side } from '../../model/ring-state.js'
import type { Violation, Violations } from '../../model/violation.js'
import { originSteps, type OriginSteps } from '../../core/origin-steps.js'
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
  readonly position: Position
  readonly side: Side
  readonly group: Group
  readonly origin: string
  /** What the board alone says of a move from the origin to each region, by index, frozen: see {@link OriginSteps}. */
  readonly steps: OriginSteps
  /** The group's violations, worded, that come before the step. */
  readonly before: ReadonlyArray<Violation>
  /** The Leaders left alone in the origin, worded: the same wherever the group goes. */
  readonly leaders: ReadonlyArray<Violation>
  /** The Army units of the regions, remembered for the position where it is the library's own. */
  readonly armies: KnownArmies | null
  /**
   * By region index, the Army units of the acting side, then of the enemy,
   * where the position's are remembered; `null` elsewhere.
   */
  readonly own: ReadonlyArray<number> | null
  readonly enemy: ReadonlyArray<number> | null
  /** The group's Army units of the acting side, which join the stack where it ends. */
  readonly arriving: number
  readonly limit: number
  readonly atEnd: boolean
  readonly words: Words
  /** Whether the group has no violation of its own and leaves no Leader alone: a region's verdict is then the board's unless the region says more. */
  readonly plain: boolean
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
  const units = otherSide(side)
  const counts = armies === null ? null : armyCounts(position, board, armies)
  const before = E.isNonEmpty(own) ? naming.list(own) : NONE
  const leaders = E.isNonEmpty(alone) ? naming.list(alone) : NONE
  return {
    board,
    position,
    side,
    group,
    origin,
    steps: originSteps(board, origin, () => stepsFrom(board, origin, naming)),
    before,
    leaders,
    armies,
    own: counts === null ? null : counts[side],
    enemy: counts === null ? null : counts[units],
    arriving: group.arriving,
    limit: stackingLimitOf(state),
    // ruling R7 (docs/rulings.md#r7): the stack is judged after the army, or once for the whole action and naming no army.
    atEnd: action === 'army-die' && state.stackingCheck === 'end-of-action',
    // The enemy Army units of a region are the same in every reach on the position: so are their words.
    words: armies === null ? naming.words : (v) => (v.code === 'ENEMY_ARMY' ? enemyWords(armies, units, v, naming.words) : naming.words(v)),
    plain: before.length === 0 && leaders.length === 0,
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
  const { before, steps } = departure
  if (before.length === 0) return steps.stay
  const found: [Violation, ...Violation[]] = [steps.stay[0]]
  found.unshift(...before)
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
  const { position, side, before, limit, atEnd, group } = departure
  const armies = armiesIn(position, to, at, departure.armies)
  // Named reads: a key chosen at run time makes V8 look it up on every region.
  const enemies = side === 'free' ? armies.shadow : armies.free
  const stack = departure.arriving + (side === 'free' ? armies.free : armies.shadow).length
  const over = group.isArmy && stack > limit
  // Where the region adds nothing to what the board says, the board's own frozen list is the verdict.
  if (departure.plain && enemies.length === 0 && !over && !atWarFault(departure.board, group.notAtWar, to)) return departure.steps.board[at] ?? null
  const step = departure.steps.steps[at] ?? null
  // A list made with its first element: one pushed onto an empty list costs it room for seventeen.
  const found: Violation[] = step === null ? [...before] : before.length === 0 ? [step] : [...before, step]
  // The enemies are copied into the violation: the caller may change what it is given.
  entryFaults(found, departure.board, group, to, enemies, 0, departure.words)
  const fault = over ? stackingFaultAt(to, stack, limit, atEnd, departure.words) : null
  if (fault !== null && !atEnd) found.push(fault)
  for (const v of departure.leaders) found.push(v)
  if (fault !== null && atEnd) found.push(fault)
  return E.isNonEmpty(found) ? found : null
}

/**
 * The verdict of `judgeDieMove` on the group moving to each region of the
 * board, by index: {@link stayVerdict} for its origin, {@link verdictAt}
 * elsewhere, in one pass that tells most regions of a remembered position
 * from two counts.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const verdictsFrom = (departure: Departure): Array<Violations | null> => {
  const ids = departure.board.ids
  const { own, enemy, group, origin } = departure
  const board = departure.steps.board
  // The regions where the board's verdict is the whole verdict: no enemy, room in the stack, no nation closed to the group.
  const quiet = own !== null && enemy !== null && departure.plain && group.notAtWar.length === 0
  const room = group.isArmy ? departure.limit - departure.arriving : Infinity
  const found: Array<Violations | null> = []
  for (let at = 0; at < ids.length; at++) {
    const to = ids[at] as string
    if (!quiet || (own[at] ?? 0) > room || to === origin) found.push(to === origin ? stayVerdict(departure) : verdictAt(departure, to, at))
    else if (enemy[at] === 0) found.push(board[at] ?? null)
    else found.push(heldVerdict(departure, to, at, board[at] ?? null))
  }
  return found
}

/**
 * {@link verdictAt} where the region's enemy Army units are all the region
 * adds to what the board says (a quiet group, room in the stack, no nation
 * closed to it): the board's list, then ENEMY_ARMY, which comes after the
 * step and NOT_LAND as the entry's rulings give them (see `entryDrafts`).
 */
const heldVerdict = (departure: Departure, to: string, at: number, board: Violations | null): Violations => {
  const remembered = departure.armies
  const side = otherSide(departure.side)
  const kept = remembered?.held[side][at]
  let enemy: Violation
  if (kept === undefined) {
    const armies = armiesIn(departure.position, to, at, remembered)
    // The enemies are copied into the violation: the caller may change what it is given.
    const units = side === 'shadow' ? armies.shadow : armies.free
    enemy = worded(enemyFault(to, units.length, units, 0) as Fault, departure.words)
    if (remembered !== null) remembered.held[side][at] = { message: enemy.message, units }
  } else {
    // enemyFault's fields in its order, as a literal: a spread of a kept violation took 1.2 times as long as making one.
    enemy = { code: 'ENEMY_ARMY', message: kept.message, region: to, units: [...kept.units], army: 0 }
  }
  if (board === null) return [enemy]
  return board.length === 1 ? [board[0], enemy] : [board[0], ...board.slice(1), enemy]
}

/** Whether ruling R9 closes `to` to a group with Army units of the nations `notAtWar`. */
const atWarFault = (board: Board, notAtWar: ReadonlyArray<string>, to: string): boolean => {
  if (notAtWar.length === 0) return false
  const place = board.regions.get(to)
  return place !== undefined && warFault(place, to, notAtWar, 0) !== null
}

/** The stack over the limit where the army ends (ruling R7): naming the army when judged after it, not when judged for the whole action. */
const stackingFaultAt = (region: string, count: number, limit: number, atEnd: boolean, words: Words): Violation | null => {
  const fault = stackingFault(region, count, limit, atEnd ? undefined : 0)
  return fault === null ? null : worded(fault, words)
}
