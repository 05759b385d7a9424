/**
 * The words of the ring's violations as its rules make them: the words
 * layer's naming (words/ring.ts), with the state's figures read where the
 * library holds them in a table, so that naming the figures of a refused
 * move on a state applyMove made does not build its whole record of figures.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { piecesRead } from '../core/carried-fields.js'
import { keptBeside } from '../core/memo.js'
import { firstPieceAt, pieceKeys } from '../core/piece-table.js'
import type { Board } from '../board/graph.js'
import type { RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'
import type { Naming } from '../words/naming.js'
import { namingOf as namingIn } from '../words/ring.js'

// The naming of the states of one game (one table's family) on the board it was last made on.
const families = /* @__PURE__ */ keptBeside<object, { readonly board: Board; readonly naming: Naming }>()

/**
 * The {@link Naming} of a board and a state, in the map's and the state's
 * names. The words read of a figure only what no move changes (its name,
 * kind and nation), so the states of one game, whose figures the library
 * holds in tables of one family, share one naming per board: a bot asking
 * moves of a position, or of each state its moves make, names its pieces
 * and nations once. A caller's own state is named afresh.
 *
 * @since 0.3.0
 * @internal
 */
export const namingOf = (board: Board, state: RingState): Naming => {
  const table = piecesRead(state, 'figures')
  if (table.view || table.foreign !== null) return namingIn(board, state)
  const family = pieceKeys(table)
  const known = families.get(family)
  if (known?.board === board) return known.naming
  const naming = namingIn(board, state, firstPieceAt(table))
  families.set(family, { board, naming })
  return naming
}

/**
 * The violations with their messages in the map's and the state's names.
 *
 * @since 0.3.0
 * @internal
 */
export const named = (board: Board, state: RingState, violations: Violations): Violations => namingOf(board, state).list(violations)
