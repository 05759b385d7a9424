/**
 * The words of the heroes' violations as its rules make them: the words
 * layer's naming (words/heroes.ts), with the state's units read where the
 * library carries them, so that naming the units of a refused March on a
 * state applyMove made does not build its whole record of units.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { carriedPieceAt } from '../core/carried-fields.js'
import type { Board } from '../board/graph.js'
import type { HeroesState } from '../model/heroes-state.js'
import type { Violations } from '../model/violation.js'
import type { Naming } from '../words/naming.js'
import { namingOf as namingIn } from '../words/heroes.js'

/**
 * The {@link Naming} of a board and a state, in the map's and the state's
 * names.
 *
 * @since 0.3.0
 * @internal
 */
export const namingOf = (board: Board, state: HeroesState): Naming => namingIn(board, state, carriedPieceAt(state, 'units'))

/**
 * The violations with their messages in the map's and the state's names.
 *
 * @since 0.3.0
 * @internal
 */
export const named = (board: Board, state: HeroesState, violations: Violations): Violations => namingOf(board, state).list(violations)
