/**
 * Attacks of the ring ruleset (seed 003): a region held by enemy Army units
 * is never entered; it is attacked instead. One army of the acting side,
 * standing next to such a region, declares an attack with a die; no figure
 * moves, and the battle it starts is the host's to resolve.
 *
 * @since 0.1.0
 * @module
 */
import * as E from '../../core/either.js'
import { readGroup, type JudgedGroup } from './group.js'
import { holdsEnemyArmy } from './census.js'
import { addFault, leaderFault, stepFault, type Fault } from './rulings.js'
import { positionOf, regionOf, relocate, type Position } from './position.js'
import { otherSide } from './figures.js'
import type { Board } from '../../board/graph.js'
import type { Applied } from '../../model/outcome.js'
import type { AttackDie, AttackMove, RingState } from '../../model/ring-state.js'
import { type Violation, type Violations } from '../../model/violation.js'

/**
 * Every violation of an attack on a position, made without words (their
 * messages empty; those of `checked` as it gives them): the caller words
 * them in the names it answers in, or only asks whether there are any.
 * `checked`, when given, is the judgement of the attacking group on
 * `position`, made once by a caller that judges that group against many
 * targets.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeAttack = (board: Board, position: Position, move: AttackMove, checked?: JudgedGroup): ReadonlyArray<Violation> => {
  // ruling R16 (docs/rulings.md#r16): the attacking army is checked as a moving one is, and may be part of a region's figures.
  const violations: Fault[] = checked === undefined ? [] : [...checked.violations]
  const group = checked === undefined ? readGroup(position, move.side, move.figures, 0, violations) : checked.group
  // ruling R4 (docs/rulings.md#r4): a Character die needs a Leader, Nazgul or Character in the army itself.
  if (move.die === 'character') addFault(violations, leaderFault(group.known.length, group.led, group.figures, 0))
  // ruling R17 (docs/rulings.md#r17): Army units of a nation not At War never attack.
  if (group.notAtWar.length > 0) violations.push({ code: 'NOT_AT_WAR_ATTACK', message: '', nations: group.notAtWar, army: 0 })
  if (!board.regions.has(move.target)) {
    violations.push({ code: 'UNKNOWN_ID', message: '', id: move.target, entity: 'region', army: 0 })
    return violations
  }
  if (group.origin !== null) addFault(violations, stepFault(board, group.origin, move.target, 0))
  // ruling R5 (docs/rulings.md#r5): only enemy Army units make a target; Leaders and Characters alone do not.
  if (!holdsEnemyArmy(position, move.side, move.target)) violations.push({ code: 'NO_ENEMY', message: '', region: move.target, army: 0 })
  return violations
}

/**
 * Checks an attack: `Right` with the move when legal, else `Left` with every
 * violation found.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const validateAttack = (board: Board, state: RingState, move: AttackMove): E.Either<Violations, AttackMove> => {
  const found = judgeAttack(board, positionOf(state), move)
  return E.isNonEmpty(found) ? E.left(found) : E.right(move)
}

/**
 * Applies an attack: the state, its figures where they were, and one
 * `battle` event naming the target, the attacking side, the defending side,
 * and the attacking army (`from`, `figures`).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const applyAttack = (board: Board, state: RingState, move: AttackMove): E.Either<Violations, Applied<RingState>> => {
  const position = positionOf(state)
  const found = judgeAttack(board, position, move)
  if (E.isNonEmpty(found)) return E.left(found)
  const from = regionOf(position, move.figures[0] ?? '') ?? move.target
  return E.right({
    // A fresh state, not the caller's object: a host may mutate what it passed in.
    state: relocate(state, [], undefined),
    events: [{ type: 'battle', region: move.target, attacker: move.side, defenders: [otherSide(move.side)], from, figures: [...move.figures] }],
  })
}

/**
 * The die of an attack made with a die action.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const attackDieOf = (action: 'army-die' | 'character-die'): AttackDie => (action === 'army-die' ? 'army' : 'character')
