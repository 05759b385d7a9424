/**
 * Two read verbs on a table of pieces for a reading made of a whole
 * position at once: the number each piece has in the table's family (the
 * tables `applyMove` makes from one another number the pieces alike), and a
 * walk over every piece in that order, leaf by leaf, where one look-up per
 * piece would cost far more.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { pieceIds, pieceOf, type PieceTable, type Placed } from './piece-table.js'
import { forEachLeaf } from './persistent-vector.js'

/**
 * The number of each piece of `table` by id: shared by every table of its
 * family, read-only. `size` numbers are given in all (some may be unused).
 *
 * @internal
 */
export const pieceNumbers = (table: PieceTable<Placed>): { readonly numberOf: ReadonlyMap<string, number>; readonly size: number } => {
  // Asking for the ids builds the index of a table only planned so far.
  const names = pieceIds(table)
  const index = table.memo.index
  if (index !== null) return { numberOf: index.pieces.keys.slotOf, size: names.length }
  const numberOf = new Map<string, number>()
  names.forEach((id, at) => numberOf.set(id, at))
  return { numberOf, size: names.length }
}

/**
 * Calls `visit` with runs of the pieces of `table` in number order (see
 * {@link pieceNumbers}): `pieces[i]` is the piece numbered `first + i`,
 * or `undefined` for a number no piece has.
 *
 * @internal
 */
export const forEachRun = <T extends Placed>(table: PieceTable<T>, visit: (pieces: ReadonlyArray<T | undefined>, first: number) => void): void => {
  const names = pieceIds(table)
  const index = table.memo.index
  if (index !== null) {
    forEachLeaf(index.pieces.values, visit as (leaf: ReadonlyArray<unknown>, first: number) => void)
    return
  }
  visit(
    names.map((id) => pieceOf(table, id)),
    0,
  )
}
