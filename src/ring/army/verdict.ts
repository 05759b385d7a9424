/**
 * The verdict on a die move or an attack, once the boundary has checked the
 * board, the state and the move: what `army.validateMove` and
 * `army.applyMove` answer, and what `ring` answers without checking twice.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import * as E from '../../core/either.js'
import type { Board } from '../../board/graph.js'
import type { Applied } from '../../model/outcome.js'
import type { AttackMove, Figure, RingState } from '../../model/ring-state.js'
import type { Pieces } from '../../core/piece-table.js'
import type { Violations } from '../../model/violation.js'
import { named, namingOf } from '../naming.js'
import { readingFor } from './reading.js'
import type { Fault } from './rulings.js'
import { applyAttack, validateAttack } from './attack.js'
import { judgeDie, settle, type DieMove } from './die.js'
import { stepApplied } from './position.js'
import { isLegalArmy } from './legal-die.js'

/**
 * The verdict on a checked die move or attack; `figures`, the state's
 * figures when the boundary read them already (`'owned'`: a state the
 * library owns, read as its own).
 *
 * @internal
 */
export const dieVerdict = (board: Board, state: RingState, move: DieMove | AttackMove, figures?: Pieces<Figure> | 'owned'): E.Either<Violations, DieMove | AttackMove> => {
  // ruling R18 (docs/rulings.md#r18): an attack is what a die does instead of moving armies.
  if (move.type === 'attack') {
    const attack = validateAttack(board, state, move)
    return E.isLeft(attack) ? E.left(named(board, state, attack.left)) : attack
  }
  // One army is asked the question, and judged in full at once where it is refused; any other move is judged.
  if (move.moves.length === 1) {
    const faults: Fault[] = []
    if (isLegalArmy(board, readingFor(state, figures === 'owned' ? undefined : figures), move, undefined, faults) !== undefined) return E.right(move)
    if (E.isNonEmpty(faults)) return E.left(refusal(board, state, move, faults))
  }
  const { violations } = judgeDie(board, state, move)
  return E.isNonEmpty(violations) ? E.left(refusal(board, state, move, violations)) : E.right(move)
}

/**
 * The violations of a refused die move, made without words, each advised and
 * worded once, in place: an ENEMY_ARMY gets the die its army could attack
 * that region with where that attack would be legal, so the words advise an
 * attack only where one can be declared (not across a border the army does
 * not share, nor without the Leader a Character die needs).
 */
const refusal = (board: Board, state: RingState, move: DieMove, violations: Violations): Violations => {
  const words = namingOf(board, state).words
  for (const v of violations as ReadonlyArray<Fault>) {
    if (v.code === 'ENEMY_ARMY') advise(board, state, move, v)
    v.message = words(v)
  }
  return violations
}

/** Adds to an ENEMY_ARMY made without words (it mutates it) the die its army could attack that region with, where that attack would be legal. */
const advise = (board: Board, state: RingState, move: DieMove, v: Extract<Fault, { readonly code: 'ENEMY_ARMY' }>): void => {
  const die = move.type === 'army-die' ? 'army' : 'character'
  const figures = v.army === undefined ? undefined : move.moves[v.army]?.figures
  if (figures === undefined || E.isLeft(validateAttack(board, state, { type: 'attack', side: move.side, die, figures, target: v.region }))) return
  ;(v as { attack?: 'army' | 'character' }).attack = die
}

/** A checked die move or attack applied; `figures` as for {@link dieVerdict}. @internal */
export const dieApplied = (board: Board, state: RingState, move: DieMove | AttackMove, given?: Pieces<Figure> | 'owned'): E.Either<Violations, Applied<RingState>> => {
  const figures = given === 'owned' ? undefined : given
  if (move.type === 'attack') {
    const attack = applyAttack(board, state, move)
    return E.isLeft(attack) ? E.left(named(board, state, attack.left)) : attack
  }
  // The yes/no question answers only for a move of one army.
  const step = move.moves.length === 1 ? move.moves[0] : undefined
  if (step !== undefined) {
    // The reading holds the state's figures, and the question finds the region the army enters and, on a table, the
    // numbers of its figures (a view's are its own, of no use to the step): the step reads them there rather than
    // look them up again.
    const reading = readingFor(state, figures)
    // The figures' numbers, then the region's, written in place: an empty list grows by a call into the engine at its first push.
    const numbers = reading.numbered ? new Array<number>(step.figures.length + 1) : undefined
    const place = isLegalArmy(board, reading, move, numbers)
    if (place !== undefined) return E.right(stepApplied(board, state, move.side, step, reading.table, place, numbers))
  }
  const { violations, armies } = judgeDie(board, state, move)
  return E.isNonEmpty(violations) ? E.left(refusal(board, state, move, violations)) : E.right(settle(board, state, move.side, armies))
}
