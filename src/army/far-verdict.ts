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
import { figureOf, figuresIn, moveFigures, type Position } from './position.js'
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
  /** The origin and the regions it borders: the judge sees to those. */
  readonly near: ReadonlySet<string>
  readonly walls: ReadonlySet<string> | undefined
  /** The group's violations, worded, that come before the step. */
  readonly before: ReadonlyArray<Violation>
  readonly notAdjacent: (to: string) => string
  readonly impassable: (to: string) => string
  /** The Leaders left alone in the origin, worded: the same wherever the group goes. */
  readonly leaders: ReadonlyArray<Violation>
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
  const near = new Set(neighbours(board, origin))
  near.add(origin)
  // ruling R8 (docs/rulings.md#r8): a die action judges the Leaders left behind after each army.
  const alone = side === 'free' ? checkLeaders(moveFigures(position, group.known, blank), origin, 0) : NONE
  return {
    board,
    position,
    side,
    group,
    origin,
    near,
    walls: board.impassable.get(origin),
    before: E.isNonEmpty(own) ? naming.list(own) : NONE,
    notAdjacent: stepWords(naming, 'NOT_ADJACENT', origin),
    impassable: stepWords(naming, 'IMPASSABLE', origin),
    leaders: E.isNonEmpty(alone) ? naming.list(alone) : NONE,
    arriving,
    limit: stackingLimitOf(state),
    // ruling R7 (docs/rulings.md#r7): the stack is judged after the army, or once for the whole action and naming no army.
    atEnd: action === 'army-die' && state.stackingCheck === 'end-of-action',
    words: naming.words,
  }
}

/** The words of a step from `origin` to each region, from one sample where the catalogue allows it. */
const stepWords = (naming: Naming, code: 'NOT_ADJACENT' | 'IMPASSABLE', origin: string): ((to: string) => string) =>
  naming.blankWords({ code, message: '', from: origin, to: blank, army: 0 }) ?? ((to) => naming.words({ code, message: '', from: origin, to, army: 0 }))

/**
 * Whether `to` is a region the group does not border, whose verdict
 * {@link farVerdict} gives.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const isFar = (far: Far, to: string): boolean => !far.near.has(to)

/**
 * The verdict of `judgeDieMove` on the group moving to `to`, a region it
 * does not border, in the judge's order: the group's own violations, the
 * step (NOT_ADJACENT or IMPASSABLE), the entry, the stacking where it ends,
 * the Leaders it leaves behind.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const farVerdict = (far: Far, to: string): Violations => {
  const { origin, position, side, before } = far
  // Literals of one shape each, their fields in the order violation() gives them.
  const step: Violation =
    far.walls?.has(to) === true
      ? { code: 'IMPASSABLE', message: far.impassable(to), from: origin, to, army: 0 }
      : { code: 'NOT_ADJACENT', message: far.notAdjacent(to), from: origin, to, army: 0 }
  const found: [Violation, ...Violation[]] = [step]
  if (before.length > 0) found.unshift(...before)
  // One look at the region's figures finds both the side's Army units and the enemy ones.
  const nations = position.state.nations
  let stack = far.arriving
  let enemies: string[] | null = null
  for (const id of figuresIn(position, to)) {
    const figure = figureOf(position, id)
    if (figure === undefined || !isArmyUnit(figure.kind)) continue
    const owner = figureSide(nations, figure)
    if (owner === side) stack++
    else if (owner !== undefined) (enemies ??= []).push(id)
  }
  entryFaults(found, far.board, far.group, to, enemies === null ? NO_UNITS : sorted(enemies), 0, far.words)
  const over = far.group.isArmy && stack > far.limit ? stackingFault(to, stack, far.limit, far.atEnd, far.words) : null
  if (over !== null && !far.atEnd) found.push(over)
  for (const v of far.leaders) found.push(v)
  if (over !== null && far.atEnd) found.push(over)
  return found
}

/**
 * The ids in string order, as `sort()` puts them (it mutates `ids`): by
 * insertion, since the default `sort` took a microsecond for the five units
 * of a region (Node 20), and a region's units are few and mostly in order.
 */
const sorted = (ids: string[]): string[] => {
  if (ids.length > 16) return ids.sort()
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] as string
    let j = i - 1
    for (; j >= 0 && (ids[j] as string) > id; j--) ids[j + 1] = ids[j] as string
    ids[j + 1] = id
  }
  return ids
}

/** The stack over the limit where the army ends: naming the army when judged after it, not when judged for the whole action. */
const stackingFault = (region: string, count: number, limit: number, atEnd: boolean, words: Words): Violation =>
  atEnd
    ? worded({ code: 'STACKING_LIMIT', message: '', region, count, limit }, words)
    : worded({ code: 'STACKING_LIMIT', message: '', region, count, limit, army: 0 }, words)
