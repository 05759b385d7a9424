/**
 * Every piece of a position visited once, without building what a question
 * about one region needs: a reading of the whole position in numbers (a
 * count of a die's moves) walks the pieces once, where asking each
 * occupied region for its ids would first build the region index of a
 * caller's record, then look every piece up again by id.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { pieceIds, pieceOf, type Pieces, type Placed } from './piece-table.js'

/**
 * Calls `visit` with each piece and its id, in no particular order; it
 * mutates nothing. A view of a caller's record is walked in the record
 * itself, its own keys only; a table, by its ids.
 *
 * @since 0.3.0
 * @category queries
 * @internal
 */
export const forEachPiece = <T extends Placed>(pieces: Pieces<T>, visit: (piece: T, id: string) => void): void => {
  if (pieces.view) {
    const record = pieces.foreign
    // Own keys only: a key lent by the record's prototype is no piece.
    for (const id of Object.keys(record)) {
      const piece = record[id]
      if (piece !== undefined) visit(piece, id)
    }
    return
  }
  for (const id of pieceIds(pieces)) {
    const piece = pieceOf(pieces, id)
    if (piece !== undefined) visit(piece, id)
  }
}
