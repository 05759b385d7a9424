/**
 * A walk over every piece of a table, in slot order, leaf by leaf: the way
 * to read a whole position at once (a reading asked about many times is
 * made in one pass, not one look-up per piece).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { pieceIds, pieceOf, type PieceTable, type Placed } from './piece-table.js'
import { forEachValue } from './persistent-vector.js'

/**
 * Calls `visit` with the id and the piece of every piece of `table`, in the
 * order of the record it was first made from.
 *
 * @internal
 */
export const forEachPiece = <T extends Placed>(table: PieceTable<T>, visit: (id: string, piece: T) => void): void => {
  // Asking for the ids builds the index of a table only planned so far.
  const names = pieceIds(table)
  const index = table.memo.index
  if (index === null) {
    for (const id of names) {
      const piece = pieceOf(table, id)
      if (piece !== undefined) visit(id, piece)
    }
    return
  }
  forEachValue(index.pieces.values, (piece, slot) => {
    const id = names[slot]
    if (id !== undefined) visit(id, piece)
  })
}
