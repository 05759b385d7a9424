/**
 * Judging an Army or Character die move against a position in progress: the
 * armies one after another, each on the position the previous left. Shared
 * by validation, application, move generation and reach (src/army.ts).
 *
 * @since 0.1.0
 * @module
 */
import { checkEntry, checkGroup, checkLed, checkLeaders, checkStacking, checkStep, type GroupCheck } from './group.js'
import { captureAlong, moveFigures, positionOf, relocate, type Position } from './position.js'
import type { GameEvent } from '../model/event.js'
import type { Board } from '../graph.js'
import type { Applied } from '../model/outcome.js'
import type { ArmyDieMove, CharacterDieMove, RingState, Side } from '../model/ring-state.js'
import { type Violation } from '../model/violation.js'
import { violation } from '../words/ring.js'
import { pushAll } from '../internal/list.js'

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
 * `firstGroup`, when given, is the check of the first army's group on
 * `start`, made once by a caller that judges that group against many
 * destinations.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeDieMove = (board: Board, start: Position, move: DieMove, firstGroup?: GroupCheck): Judgement => {
  const violations: Violation[] = []
  const armies: JudgedArmy[] = []
  const limit = move.type === 'army-die' ? 2 : 1
  if (move.moves.length === 0) violations.push(violation('EMPTY_ARMY', {}))
  if (move.moves.length > limit) violations.push(violation('TOO_MANY_ARMIES', { count: move.moves.length, limit }))
  const atEnd = move.type === 'army-die' && start.state.stackingCheck === 'end-of-action'
  const entered = new Set<string>()
  let position = start
  move.moves.forEach((step, army) => {
    const { group, violations: found } = army === 0 && firstGroup !== undefined ? firstGroup : checkGroup(position, move.side, step.figures, army)
    pushAll(violations, found)
    armies.push({ figures: step.figures, origin: group.origin, path: [step.to] })
    // ruling R4 (docs/rulings.md#r4): the moving group itself must hold the Leader or Character.
    if (move.type === 'character-die') violations.push(...checkLed(position, group, army))
    if (group.origin !== null && step.to === group.origin) {
      // ruling R15 (docs/rulings.md#r15): a group that stays put is judged for nothing else.
      violations.push(violation('NO_MOVEMENT', { region: group.origin }, army))
      return
    }
    if (group.origin !== null && board.regions.has(step.to)) pushAll(violations, checkStep(board, group.origin, step.to, army))
    pushAll(violations, checkEntry(board, position, move.side, group, step.to, army))
    position = moveFigures(position, group.known, step.to)
    if (group.isArmy && board.regions.has(step.to)) {
      if (atEnd) {
        entered.add(step.to)
      } else pushAll(violations, checkStacking(position, move.side, step.to, army))
    }
    // ruling R8 (docs/rulings.md#r8): a die action judges the Leaders left behind after each army.
    if (move.side === 'free' && group.origin !== null) pushAll(violations, checkLeaders(position, group.origin, army))
  })
  // ruling R11 (docs/rulings.md#r11): checks made once for the whole action name no army.
  for (const region of entered) pushAll(violations, checkStacking(position, move.side, region))
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
