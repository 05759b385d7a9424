/**
 * The library's own copy of a position, made once, for a host that keeps
 * asking about a state it built itself.
 *
 * @since 0.2.0
 * @module
 */
import * as E from '../core/either.js'
import { rulesetOf, stateProblem } from './boundary.js'
import { piecesRead, revised } from '../core/carried-fields.js'
import { ownTable } from '../core/piece-table.js'
import type { HeroesState } from '../model/heroes-state.js'
import { isOwned } from '../core/owned.js'
import type { RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'

/**
 * The library's own copy of a state: checked, frozen, and indexed once, so
 * that every later call on it costs what a call on a state `applyMove`
 * returned costs. A state you build yourself is never remembered (you may
 * change it, or it may be an immer draft revoked after `produce`), so each
 * call on it reads it afresh; adopt it when you will ask about it more than
 * once. `MALFORMED_STATE` (with the path) for a value that is not a state of
 * the format.
 *
 * @since 0.2.0
 * @category positions
 * @example
 * import { adopt, compile, ring } from 'marchlaw'
 * import { demoMarches, demoMarchesOpening } from 'marchlaw/maps'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile(demoMarches)
 * const state = adopt(demoMarchesOpening)
 * if (E.isRight(board) && E.isRight(state)) {
 *   console.log(Object.isFrozen(state.right), state.right === demoMarchesOpening) // true false
 *   console.log(ring.legalMoves(board.right, state.right, 'free', 'army-die').next().done) // false
 * }
 */
export const adopt = <S extends RingState | HeroesState>(state: S): E.Either<Violations, S> => {
  const ruleset = rulesetOf(state)
  if (isOwned(state)) return E.right(state)
  const refused = stateProblem(ruleset, state)
  if (refused !== null) return E.left(refused)
  // Read through a view, so that the pieces are indexed once, as the copies the state keeps.
  if (state.ruleset === 'ring') return E.right(revised(state, {}, [], { figures: ownTable(piecesRead(state, 'figures')) }) as S)
  return E.right(revised(state, {}, [], { units: ownTable(piecesRead(state, 'units')) }) as S)
}
