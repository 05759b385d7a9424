/**
 * Judging an Army or Character die move against a position in progress: the
 * armies one after another, each on the position the previous left. Shared
 * by validation, application, move generation and reach (src/army.ts).
 *
 * @since 0.1.0
 * @module
 */
import { leftBehindFault, readGroup, stackAfter, type Group, type JudgedGroup } from './group.js'
import { captureAlong, moveFigures, positionOf, relocate, type Position } from './position.js'
import { armyCount, enemyUnitsIn, tallyOf } from './census.js'
import { entryDrafts } from './entry.js'
import { stackingLimitOf } from './figures.js'
import { addFault, leaderFault, stackingFault, stayFault, stepFault, type Fault } from './rulings.js'
import type { GameEvent } from '../../model/event.js'
import type { Board } from '../../board/graph.js'
import type { Applied } from '../../model/outcome.js'
import type { ArmyDieMove, CharacterDieMove, RingState, Side } from '../../model/ring-state.js'
import { type Violation } from '../../model/violation.js'
import { NONE, pushAll } from '../../core/list.js'

/**
 * What a die is used as: an Army die or a Character die.
 *
 * @since 0.1.0
 * @category ring
 */
export type DieAction = 'army-die' | 'character-die'

/**
 * A die move: Army die or Character die.
 *
 * @since 0.1.0
 * @category ring
 */
export type DieMove = ArmyDieMove | CharacterDieMove

/**
 * One army of a judged move: its figures as listed, where they start (`null`
 * when unknown or apart) and the regions it enters.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface JudgedArmy {
  readonly figures: ReadonlyArray<string>
  readonly origin: string | null
  readonly path: ReadonlyArray<string>
}

/**
 * What judging a move finds: every violation, and each army as judged.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Judgement {
  readonly violations: ReadonlyArray<Violation>
  readonly armies: ReadonlyArray<JudgedArmy>
}

/**
 * Judges a die move on a position: the number of armies the die allows,
 * then each army on the position the previous ones left (ruling R3
 * (docs/rulings.md#r3)), then, with `stackingCheck: 'end-of-action'`, the
 * stacking of every region entered (ruling R7 (docs/rulings.md#r7)).
 * `firstGroup`, when given, is the judgement of the first army's group on
 * `start`, made once by a caller that judges that group against many
 * destinations. The violations are made without words (their messages
 * empty): the caller words them in the names it answers in.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeDieMove = (board: Board, start: Position, move: DieMove, firstGroup?: JudgedGroup): Judgement => {
  // The yes/no question of one army asks the same rulings in the same order (legal-die.ts).
  const violations: Fault[] = []
  const armies: JudgedArmy[] = []
  const limit = move.type === 'army-die' ? 2 : 1
  const count = move.moves.length
  if (count === 0) violations.push({ code: 'EMPTY_ARMY', message: '' })
  else if (count > limit) violations.push({ code: 'TOO_MANY_ARMIES', message: '', count, limit })
  const { side } = move
  const atEnd = move.type === 'army-die' && start.state.stackingCheck === 'end-of-action'
  const stackLimit = stackingLimitOf(start.state)
  let entered: Set<string> | null = null
  let position = start
  for (let army = 0; army < count; army++) {
    const step = move.moves[army] as DieMove['moves'][number]
    const { to } = step
    let group: Group
    if (army === 0 && firstGroup !== undefined) {
      group = firstGroup.group
      for (const v of firstGroup.violations) violations.push({ ...v })
    } else group = readGroup(position, side, step.figures, army, violations)
    armies.push({ figures: step.figures, origin: group.origin, path: [to] })
    // ruling R4 (docs/rulings.md#r4): the moving group itself must hold the Leader or Character.
    if (move.type === 'character-die') addFault(violations, leaderFault(group.known.length, group.led, group.figures, army))
    const stay = stayFault(group.origin, to, army)
    if (stay !== null) {
      violations.push(stay)
      continue
    }
    const place = board.regions.get(to)
    if (group.origin !== null && place !== undefined) addFault(violations, stepFault(board, group.origin, to, army))
    // The region's tally, read once for the enemies there and the stack the army joins.
    const there = place === undefined ? null : tallyOf(position, to)
    entryDrafts(violations, board, group.notAtWar, to, there === null ? NONE : enemyUnitsIn(position, side, to, there), army)
    if (group.isArmy && there !== null) {
      if (atEnd) (entered ??= new Set()).add(to)
      else addFault(violations, stackingFault(to, stackAfter(position, side, group, to, there), stackLimit, army))
    }
    // ruling R8 (docs/rulings.md#r8): a die action judges the Leaders left behind after each army.
    if (side === 'free') addFault(violations, leftBehindFault(position, group, army))
    // The next army, or the stacking of the whole action, is judged on the position this one leaves.
    if (army + 1 < count || entered !== null) position = moveFigures(position, group.known, to)
  }
  // ruling R11 (docs/rulings.md#r11): checks made once for the whole action name no army.
  if (entered !== null) for (const region of entered) addFault(violations, stackingFault(region, armyCount(position, region, side), stackLimit))
  return { violations, armies }
}

/**
 * Judges a die move on a state.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeDie = (board: Board, state: RingState, move: DieMove): Judgement =>
  judgeDieMove(board, positionOf(state), move)

/**
 * The next state and events of judged armies, which must be legal: each
 * army's `moved` event, then the settlements it captured on its path, in
 * order (ruling R6 (docs/rulings.md#r6)).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const settle = (board: Board, state: RingState, side: Side, armies: ReadonlyArray<JudgedArmy>): Applied<RingState> => {
  const events: GameEvent[] = []
  let control = state.control ?? {}
  let captured = false
  const moves: Array<{ readonly figures: ReadonlyArray<string>; readonly to: string }> = []
  for (const army of armies) {
    const to = army.path[army.path.length - 1] ?? army.origin ?? ''
    events.push({ type: 'moved', figures: [...army.figures], from: army.origin ?? to, to, path: [...army.path] })
    const taken = captureAlong(board, state.nations, control, side, army.path)
    pushAll(events, taken.events)
    if (taken.events.length > 0) captured = true
    control = taken.control
    moves.push({ figures: army.figures, to })
  }
  return { state: relocate(state, moves, state.control === undefined && !captured ? undefined : control), events }
}
