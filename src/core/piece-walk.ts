/**
 * Read verbs on a table of pieces for a reading made of a whole position at
 * once: every piece visited once, without building the region index a
 * question about one region needs (a count of a die's moves); the number
 * each piece has in the table's family (the tables `applyMove` makes from
 * one another number the pieces alike); and a walk over every piece in that
 * order, leaf by leaf, where one look-up per piece would cost far more.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { pieceKeys, piecesNumbered, type PieceTable, type Pieces, type Placed } from './piece-table.js'

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
    // A caller's record by its own keys (a key lent by its prototype is no piece), without indexing it by region, and
    // its values listed beside them: a look-up per id in a record of a hundred figures cost as much as the walk.
    const record = pieces.foreign
    const ids = Object.keys(record)
    const values = Object.values(record)
    for (let at = 0; at < ids.length; at++) {
      const piece = values[at]
      if (piece !== undefined) visit(piece, ids[at] as string)
    }
    return
  }
  // Every piece is read, in the table's numbering.
  const listed = piecesNumbered(pieces)
  const { names } = pieceKeys(pieces)
  for (let number = 0; number < listed.length; number++) visit(listed[number] as T, names[number] as string)
}

/**
 * The number of each piece of `table` by id: shared by every table of its
 * family, read-only. `size` numbers are given in all (some may be unused).
 *
 * @internal
 */
export const pieceNumbers = (table: PieceTable<Placed>): { readonly numberOf: ReadonlyMap<string, number>; readonly size: number } => {
  const { slotOf, names } = pieceKeys(table)
  return { numberOf: slotOf, size: names.length }
}

/**
 * Calls `visit` with runs of the pieces of `table` in number order (see
 * {@link pieceNumbers}): `pieces[i]` is the piece numbered `first + i`,
 * or `undefined` for a number no piece has.
 *
 * @internal
 */
export const forEachRun = <T extends Placed>(table: PieceTable<T>, visit: (pieces: ReadonlyArray<T | undefined>, first: number) => void): void =>
  visit(piecesNumbered(table), 0)
