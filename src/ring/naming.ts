/**
 * The words of the ring's violations as its rules make them: the words
 * layer's naming (words/ring.ts), with the state's figures read where the
 * library carries them, so that naming the figures of a refused move on a
 * state applyMove made does not build its whole record of figures.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { carriedPieceAt } from '../core/carried-fields.js'
import type { Board } from '../board/graph.js'
import type { RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'
import type { Naming } from '../words/naming.js'
import { namingOf as namingIn } from '../words/ring.js'

/**
 * The {@link Naming} of a board and a state, in the map's and the state's
 * names.
 *
 * @since 0.3.0
 * @internal
 */
export const namingOf = (board: Board, state: RingState): Naming => namingIn(board, state, carriedPieceAt(state, 'figures'))

/**
 * The violations with their messages in the map's and the state's names.
 *
 * @since 0.3.0
 * @internal
 */
export const named = (board: Board, state: RingState, violations: Violations): Violations => namingOf(board, state).list(violations)
