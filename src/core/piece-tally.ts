/**
 * Counts of the pieces of a table, kept once counted: how many pieces of
 * each faction stand in a region, the pieces of a table as one list, and a
 * list's regions by faction. The rules ask these at every step of a search;
 * what is kept is keyed on lists and tables the library owns, never on a
 * caller's object.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { perKey, perPair } from './memo.js'
import { pieceIds, pieceOf, type Pieces, type PieceTable, type Placed } from './piece-table.js'
import { piecesIn } from './region-index.js'
import type { Keys } from './persistent-record.js'
import type { Family } from './table.js'
import type { NumberedBoard } from '../board/numbered.js'
import { byString } from './list.js'

/**
 * How many pieces of each faction stand in a region.
 *
 * @internal
 */
export type Tally = ReadonlyMap<string, number>

const NO_TALLY: Tally = new Map()

// Keyed on a region's list of ids in a table the library owns, never on a caller's object. The tables after a move share
// the list of every region the move did not touch, and no move changes a piece's faction, so a list keeps its tally.
const tallies = new WeakMap<ReadonlyArray<string>, Tally>()

/**
 * The factions of the pieces of `table` in `region`, with how many each:
 * counted once per region's list, so a March across crowded regions reads
 * each region once, not once per piece per question.
 *
 * @internal
 */
export const tallyIn = <T extends Placed & { readonly faction: string }>(table: Pieces<T>, region: string): Tally => {
  const ids = piecesIn(table, region)
  if (ids.length === 0) return NO_TALLY
  const kept = !table.view && table.foreign === null
  const known = kept ? tallies.get(ids) : undefined
  if (known !== undefined) return known
  const tally = new Map<string, number>()
  for (const id of ids) {
    const faction = pieceOf(table, id)?.faction
    if (faction !== undefined) tally.set(faction, (tally.get(faction) ?? 0) + 1)
  }
  if (kept) tallies.set(ids, tally)
  return tally
}

// Lists up to this long are counted where they stand: counting a few ids costs less than a memo entry and its
// map, and each move makes new lists for the regions it touches, so such an entry would serve one position only.
const COUNTED_IN_PLACE = 16

/**
 * How many pieces of `faction` stand in `region` of `table`: a short list
 * counted where it stands, a long one through {@link tallyIn}.
 *
 * @internal
 */
export const factionCountIn = <T extends Placed & { readonly faction: string }>(table: Pieces<T>, region: string, faction: string): number => {
  const ids = piecesIn(table, region)
  if (ids.length > COUNTED_IN_PLACE) return tallyIn(table, region).get(faction) ?? 0
  let count = 0
  for (let at = 0; at < ids.length; at++) if (pieceOf(table, ids[at] as string)?.faction === faction) count++
  return count
}

/**
 * Whether pieces of a faction other than `faction` stand in `region` of
 * `table`; with `into`, every such faction is added to it (it mutates
 * `into`, the caller's fresh set).
 *
 * @internal
 */
export const otherFactionsIn = <T extends Placed & { readonly faction: string }>(
  table: Pieces<T>,
  region: string,
  faction: string,
  into: Set<string> | null,
): boolean => {
  const ids = piecesIn(table, region)
  let found = false
  if (ids.length > COUNTED_IN_PLACE) {
    for (const other of tallyIn(table, region).keys()) {
      if (other === faction) continue
      found = true
      if (into === null) return true
      into.add(other)
    }
    return found
  }
  for (let at = 0; at < ids.length; at++) {
    const other = pieceOf(table, ids[at] as string)?.faction
    if (other === undefined || other === faction) continue
    found = true
    if (into === null) return true
    into.add(other)
  }
  return found
}

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
 * The regions of a list of pieces by faction, made once per list: scanning
 * the list at every step of a 200,000-step path made 2,000 towers cost 400
 * million comparisons.
 *
 * @internal
 */
export const regionsByFaction: (pieces: ReadonlyArray<Placed & { readonly faction: string }>) => ReadonlyMap<string, ReadonlySet<string>> =
  /* @__PURE__ */ perKey((pieces: ReadonlyArray<Placed & { readonly faction: string }>) => {
    const regions = new Map<string, Set<string>>()
    for (const piece of pieces) {
      const known = regions.get(piece.faction)
      if (known === undefined) regions.set(piece.faction, new Set([piece.region]))
      else known.add(piece.region)
    }
    return regions
  })

// The board number of each region a family of pieces has numbered, by its number there (-1: not on the board), made
// once per family and board and lengthened when a move takes a piece to a region the family had not numbered.
const boardNumbers = /* @__PURE__ */ perPair((_regions: Keys, _numbers: NumberedBoard): number[] => [])

const onBoard = (regions: Keys, numbers: NumberedBoard): ReadonlyArray<number> => {
  const known = boardNumbers(regions, numbers)
  for (let region = known.length; region < regions.names.length; region++) known.push(numbers.numberOf.get(regions.names[region] as string) ?? -1)
  return known
}

// A family's piece numbers in the order a comparison of pieces gives them (ties in id order), per family and order.
const sortedNumbers = /* @__PURE__ */ perPair((family: Family<Placed>, order: (a: never, b: never) => number): ReadonlyArray<number> => {
  const { first, pieces } = family
  const numbers = pieces.names.map((_, number) => number)
  return numbers.sort((a, b) => order(first[a] as never, first[b] as never) || byString(pieces.names[a] as string, pieces.names[b] as string))
})

/**
 * Calls `visit` with each piece of `table` as first read, its id and the
 * number of its region on the numbered board (-1 for a region not on it);
 * it mutates nothing. The piece is given without its region, which a move
 * may have changed since: what no move changes (its faction, its type) is
 * read from it, where it stands from the number. In the order `order`
 * sorts the pieces, ties in id order, or with none in the table's
 * numbering. One walk over the table's region numbers answers who stands
 * where for every region at once: what a March's survey reads, where a
 * look-up per region and question cost a walk each. The order is worked
 * out once per family of tables.
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
  const { first, pieces } = family
  const board = onBoard(family.regions, numbers)
  const sorted = order === null ? null : sortedNumbers(family, order)
  for (let k = 0; k < at.length; k++) {
    const number = sorted === null ? k : (sorted[k] as number)
    visit(first[number] as T, pieces.names[number] as string, board[at[number] as number] ?? -1)
  }
}
