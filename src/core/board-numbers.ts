/**
 * The numbered form of each compiled board, and the links of each towers
 * list on it, kept here once made: the searches of every March on a board
 * read the same numbers, and the states of one game share their towers
 * list (no March moves a tower).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../board/board.js'
import { linkTowers, numberBoard, type Links, type NumberedBoard } from '../board/numbered.js'
import type { HeroesPiece } from '../model/heroes-state.js'
import { perKey, perPair } from './memo.js'

/**
 * The numbered form of a compiled board, made on the first ask.
 *
 * @internal
 */
export const numberedBoard: (board: Board) => NumberedBoard = /* @__PURE__ */ perKey(numberBoard)

/**
 * The links a towers list gives its capitals on a numbered board
 * (`linkTowers`), made once per board and list: a list the library built,
 * kept by a state, never a caller's.
 *
 * @internal
 */
export const towerLinksOf: (numbers: NumberedBoard, towers: ReadonlyArray<HeroesPiece>) => Links = /* @__PURE__ */ perPair(
  (numbers: NumberedBoard, towers: ReadonlyArray<HeroesPiece>) => linkTowers(numbers, towers),
)
