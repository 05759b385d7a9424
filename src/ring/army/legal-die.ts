/**
 * Whether a die move is legal, asked as a question: what `validateMove`
 * answers millions of times for a bot. It is `judgeDieMove`'s judgement
 * itself (the same rulings, in the same order, of `src/army/rulings.ts`),
 * asked to stop at the first violation and to build none; `false` means
 * "judge it in full", which says why.
 *
 * It answers the moves bots make most, one army at a time: a move of two
 * armies is judged in full.
 *
 * @internal
 * @module
 */
import type { Board } from '../../board/graph.js'
import { piecesRead } from '../../core/carried-fields.js'
import { pieceOf, type Pieces } from '../../core/piece-table.js'
import type { Figure, RingState } from '../../model/ring-state.js'
import { isLegalDie, type DieMove, type JudgedArmy } from './die.js'
import type { Position } from './position.js'

const UNMOVED: ReadonlyMap<string, string> = new Map()

/**
 * Whether `judgeDieMove` finds nothing wrong with `move` on `state` (a move
 * of one army); `false` otherwise. `table` is the state's figures when the
 * caller has read them already.
 *
 * @internal
 */
export const isLegalDieMove = (board: Board, state: RingState, move: DieMove, table: Pieces<Figure> = piecesRead(state, 'figures')): boolean => {
  if (move.moves.length !== 1) return false
  const position: Position = { state, table, moved: UNMOVED }
  return isLegalDie(board, position, move)
}

/**
 * The armies of a move {@link isLegalDieMove} found legal, as
 * `judgeDieMove` gives them: each group's figures as listed, the region
 * they all start in, and the region they enter.
 *
 * @internal
 */
export const legalArmies = (state: RingState, move: DieMove): ReadonlyArray<JudgedArmy> => {
  const table = piecesRead(state, 'figures')
  const armies: JudgedArmy[] = []
  for (const step of move.moves) armies.push({ figures: step.figures, origin: pieceOf(table, step.figures[0] ?? '')?.region ?? null, path: [step.to] })
  return armies
}
