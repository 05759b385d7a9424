/**
 * What is read of a table of pieces as a whole, kept once read: its pieces
 * as one list, and each piece's region on a numbered board, walked in one
 * pass (what a March's survey reads). What is kept is keyed on tables and
 * families the library owns, never on a caller's object.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { perKey, perPair } from './memo.js'
import { pieceIds, pieceOf, type PieceTable, type Placed } from './piece-table.js'
import type { Family } from './table.js'
import type { NumberedBoard } from '../board/numbered.js'
import { byString } from './list.js'

/**
 * The pieces of a table as one list, in the table's order, made once per
 * table.
 *
 * @internal
 */
export const piecesListed: <T extends Placed>(table: PieceTable<T>) => ReadonlyArray<T> = /* @__PURE__ */ perKey(
  <T extends Placed>(table: PieceTable<T>): ReadonlyArray<T> => {
    const pieces: T[] = []
    for (const id of pieceIds(table)) {
      const piece = pieceOf(table, id)
      if (piece !== undefined) pieces.push(piece)
    }
    return pieces
  },
) as <T extends Placed>(table: PieceTable<T>) => ReadonlyArray<T>

/**
 * What a family of pieces is on one numbered board: the board number of
 * each region the family has numbered, by its number there (-1: not on the
 * board), lengthened when a move takes a piece to a region the family had
 * not numbered; and the family's piece numbers in the order asked for.
 * Mutable only as that memo.
 */
interface OnBoard {
  readonly board: number[]
  sorted: ReadonlyArray<number> | null
}

// One entry per family and board: the surveys of every March made on a game's states read the same one.
const onBoardOf = /* @__PURE__ */ perPair((_family: Family<Placed>, _numbers: NumberedBoard): OnBoard => ({ board: [], sorted: null }))

/**
 * Calls `visit` with each piece of `table` as first read, its id and the
 * number of its region on the numbered board (-1 for a region not on it);
 * it mutates nothing. The piece is given without its region, which a move
 * may have changed since: what no move changes (its faction, its type) is
 * read from it, where it stands from the number. In the order `order`
 * sorts the pieces, ties in id order, worked out on the first walk of the
 * family on that board (a family is walked in one order: every table of it
 * is a state's units, or its towers); with none, in the table's numbering.
 * One walk over the table's region numbers answers who stands where for
 * every region at once: what a March's survey reads, where a look-up per
 * region and question cost a walk each.
 *
 * @internal
 */
export const forEachOnBoard = <T extends Placed>(
  table: PieceTable<T>,
  numbers: NumberedBoard,
  order: ((a: Omit<T, 'region'>, b: Omit<T, 'region'>) => number) | null,
  visit: (piece: Omit<T, 'region'>, id: string, region: number) => void,
): void => {
  const { at, family } = table
  if (at.length === 0) return
  const { first, pieces, regions } = family
  const known = onBoardOf(family, numbers)
  const { board } = known
  for (let region = board.length; region < regions.names.length; region++) board.push(numbers.numberOf.get(regions.names[region] as string) ?? -1)
  const sorted = order === null ? null : (known.sorted ??= pieces.names.map((_, number) => number).sort((a, b) => order(first[a] as T, first[b] as T) || byString(pieces.names[a] as string, pieces.names[b] as string)))
  for (let k = 0; k < at.length; k++) {
    const number = sorted === null ? k : (sorted[k] as number)
    visit(first[number] as T, pieces.names[number] as string, board[at[number] as number] ?? -1)
  }
}
