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
  // A caller's record by its own keys (a key lent by its prototype is no piece), without indexing it by region.
  for (const id of pieces.view ? Object.keys(pieces.foreign) : pieceIds(pieces)) {
    const piece = pieceOf(pieces, id)
    if (piece !== undefined) visit(piece, id)
  }
}
