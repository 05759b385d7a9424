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
import { ownReading } from './army/reading.js'
import type { Board } from '../board/graph.js'
import type { RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'
import type { Naming } from '../words/naming.js'
import { namingOf as namingIn } from '../words/ring.js'

/**
 * The {@link Naming} of a board and a state, in the map's and the state's
 * names. A bot, a server or a UI asking many moves or reaches of one
 * position names its pieces and nations once: the naming is kept in the
 * reading of the last state the library owns (army/reading.ts), for the
 * board it was made on. A state it owns never changes.
 *
 * @since 0.3.0
 * @internal
 */
export const namingOf = (board: Board, state: RingState): Naming => {
  const reading = ownReading(state)
  if (reading?.naming?.board === board) return reading.naming.naming
  const naming = namingIn(board, state, carriedPieceAt(state, 'figures'))
  if (reading !== null) reading.naming = { board, naming }
  return naming
}

/**
 * The violations with their messages in the map's and the state's names.
 *
 * @since 0.3.0
 * @internal
 */
export const named = (board: Board, state: RingState, violations: Violations): Violations => namingOf(board, state).list(violations)
