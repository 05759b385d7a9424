/**
 * The pieces of a position as a persistent table: each piece by id, the ids
 * in each region, and the occupied regions in order. Every rule asks "who is
 * this?" and "who is here?", so a record of pieces (a state's `figures`,
 * `units`, `vessels` or `towers`) becomes a table once, and `applyMove`
 * makes the next table from the last by path copying (piece-moves.ts),
 * touching only the pieces moved and the regions they leave and enter: a
 * move costs the same in a game of 100 pieces and in one of 10,000.
 *
 * The next table is only planned by `applyMove` (the table it comes from
 * and the pieces moved): a state that is never asked about costs no
 * copying, and the library keeps, beside each state it returns, one table
 * object (plan, index and memos as its own fields) and the list of ids it
 * moved, for the collector to carry. A plan of a few pieces answers the
 * questions about single pieces and regions as it stands (piece-moves.ts's
 * `Plan`), so the one question a server asks of the state a move made
 * builds nothing; the table is built from the same plan when it is read
 * whole (its occupied regions, a walk over every piece, its record) or a
 * move is made from it.
 *
 * A record the caller passed is only read, during the call, through a view
 * (piece-view.ts), and nothing of it is kept. A table is built (of copies)
 * only when one is kept.
 *
 * @since 0.1.0
 * @module
 */
import { entryOf, keyedRecordOf, plainRecordOf, remembered, slotFor, type KeyedRecord, type Keys } from './persistent-record.js'
import { forEachValue, valueAt, vectorOf, type Vector } from './persistent-vector.js'
import { isOwned, pieceCopy } from './owned.js'
import { idsIn, movedIndex, planOf, plannedIn, plannedPiece, type Index, type Plan } from './piece-moves.js'
import { viewedIn, viewedPiece, viewOf, type PieceView, type Placed } from './piece-view.js'
import { byString, NONE, withId } from './list.js'

export type { Placed }

/**
 * What a table works out only when asked, once, kept on the table itself so
 * that a new table is one object (the state that carries it holds it
 * attached to its mark, and every object there is one more for the collector
 * to carry). Written only by this file, as memos.
 *
 * The index (`pieces`, `regions`, `byRegion`) is null until a planned table
 * is built; the move (`base`, `ids`, `to`: `base` after piece `ids[i]`
 * moved to `to`, or to `to[i]`, each piece listed once) is read into a
 * {@link Plan} on the first read, which lets `base` go (it keeps only the
 * vectors and keys it reads), and the plan goes when the table is built.
 * `since` and `touched` are how the occupied regions follow from the
 * previous table's, when those were known (the previous table itself is not
 * kept, so a long game holds no history).
 */
interface Known<T extends Placed> {
  /** Each piece by id. No move adds or removes a piece, so every table of one family has the same ids. */
  pieces: KeyedRecord<T> | null
  /** The slot of each region, shared by the family like the pieces' slots. */
  regions: Keys | null
  /** The ids in each region, by the region's slot; empty regions have no entry. Ids within a region are in no particular order: every rule that reads them sorts what it reports. */
  byRegion: Vector<ReadonlyArray<string>> | null
  base: PieceTable<T> | null
  ids: ReadonlyArray<string> | null
  to: string | ReadonlyArray<string> | null
  occupied: ReadonlyArray<string> | null
  since: ReadonlyArray<string> | null
  touched: ReadonlyArray<string> | null
  /** How a planned table of a few moved pieces is read before it is built (piece-moves.ts), once asked; dropped when built. */
  plan: Plan<T> | null
}

/**
 * The pieces of one position. Only `view`, `size` and `foreign` are for
 * other files; the rest is this file's memo (see {@link Known}), which only
 * piece-walk.ts also reads, for its walks in the table's numbering.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface PieceTable<T extends Placed> extends Readonly<Known<T>> {
  readonly view: false
  /** The number of pieces. */
  readonly size: number
  /**
   * The caller's record this table reads, when its pieces are the caller's
   * own objects: such a table lives for one call and is never kept; anything
   * kept is first made of copies ({@link ownTable}).
   */
  readonly foreign: object | null
}

/**
 * Pieces to read: a table, or a view of a caller's record.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export type Pieces<T extends Placed> = PieceTable<T> | PieceView<T, PieceTable<T>>

/** The kind of piece of a table or view. */
type PieceOf<P> = P extends Pieces<infer T> ? T : never

/** A table of one object: the fields of every table in one order, so that V8 gives them all one shape. */
const tableWith = <T extends Placed>(
  size: number,
  foreign: object | null,
  index: Index<T> | null,
  base: PieceTable<T> | null,
  ids: ReadonlyArray<string> | null,
  to: string | ReadonlyArray<string> | null,
): PieceTable<T> => ({
  view: false,
  size,
  foreign,
  pieces: index === null ? null : index.pieces,
  regions: index === null ? null : index.regions,
  byRegion: index === null ? null : index.byRegion,
  base,
  ids,
  to,
  occupied: null,
  since: null,
  touched: null,
  plan: null,
})

const build = <T extends Placed>(record: Readonly<Record<string, T>>, copied: boolean): PieceTable<T> => {
  const regions: Keys = { slotOf: new Map(), names: [] }
  // The copies name each region by one string, the family's (piece-moves.ts gives moved pieces the same): a rule
  // comparing two pieces' regions, or counting a region's pieces by it, then compares one string with itself, where
  // a caller's record gives each piece its own copy of the text.
  const pieces = copied ? keyedRecordOf(record, (piece) => pieceCopy(piece, regions.names[slotFor(regions, piece.region)])) : keyedRecordOf(record)
  const here: string[][] = []
  forEachValue(pieces.values, (piece, slot) => {
    const id = pieces.keys.names[slot]
    if (id === undefined) return
    const region = slotFor(regions, piece.region)
    const ids = here[region]
    if (ids === undefined) here[region] = [id]
    else ids.push(id)
  })
  return tableWith(pieces.keys.names.length, copied ? null : record, { pieces, regions, byRegion: vectorOf(here) }, null, null, null)
}

// Keyed only on records the library built and froze: a caller's record may change, or be a draft revoked tomorrow.
const tables = new WeakMap<object, PieceTable<Placed>>()

/**
 * The table of a record of pieces. A record the library made (the `figures`
 * or `units` of a state it returned, read once) maps back to its table; any
 * other record is read afresh, its pieces copied, and nothing of it is kept.
 *
 * @since 0.1.0
 * @category constructors
 * @internal
 */
export const tableOf = <T extends Placed>(record: Readonly<Record<string, T>>): PieceTable<T> => {
  // A judgement only reads the pieces, during the call: copying them waits until a table is kept.
  if (!isOwned(record)) return build(record, false)
  const known = tables.get(record) as PieceTable<T> | undefined
  if (known !== undefined) return known
  const table = build(record, true)
  tables.set(record, table)
  return table
}

/**
 * The pieces of a record for the length of one call: its table when the
 * library built the record, else a view of it (see piece-view.ts).
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const readPieces = <T extends Placed>(record: Readonly<Record<string, T>>): Pieces<T> => (isOwned(record) ? tableOf(record) : viewOf<T, PieceTable<T>>(record))

const tableOfView = <T extends Placed>(view: PieceView<T, PieceTable<T>>): PieceTable<T> => (view.memo.table ??= build(view.foreign, false))

/**
 * A table that may be kept: the table itself, or, for one read from a
 * caller's record, the same table made of copies of its pieces.
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const ownTable = <T extends Placed>(table: Pieces<T>): PieceTable<T> =>
  !table.view && table.foreign === null ? table : build(table.foreign as Readonly<Record<string, T>>, true)

/**
 * The table of no pieces, for a record a state leaves out.
 *
 * @since 0.1.0
 * @category constructors
 * @internal
 */
export const emptyTable: PieceTable<never> = build({}, true)

/** The table with its index, built from its plan on the first read. */
const indexOf = <T extends Placed>(table: PieceTable<T>): Index<T> => {
  if (table.pieces !== null && table.regions !== null && table.byRegion !== null) return table as Index<T>
  const memo = table as Known<T>
  const plan = planFor(table)
  const index = movedIndex(plan)
  // Built once: the plan is let go (the previous table went when it was read). `since` is the previous table's
  // occupied regions, kept then.
  if (!Object.isFrozen(memo)) {
    // Field by field: an object to assign from would be made for every table built.
    memo.touched = memo.since === null ? null : plan.changed
    memo.ids = memo.to = memo.plan = null
    memo.pieces = index.pieces
    memo.regions = index.regions
    memo.byRegion = index.byRegion
  }
  return index
}

// Past this many pieces, a plan is built rather than read: each read looks its pieces up in the plan's lists.
const FEW_PLANNED = 16

// A table planned from a few moved pieces is read through its plan, and built only when read whole, or when a move is
// made from it: the one question a server asks of the state a move made builds nothing. A plan's base is built.
const readsPlanned = (table: PieceTable<Placed>): boolean => table.pieces === null && table.ids !== null && table.ids.length <= FEW_PLANNED

/** The plan of a planned table, worked out on the first read. */
const planFor = <T extends Placed>(table: PieceTable<T>): Plan<T> => {
  const memo = table as Known<T>
  const base = memo.base as PieceTable<T>
  if (memo.plan !== null) return memo.plan
  // The plan reads the base's vectors and keys, not the base: the previous table and its memos (its plain record) go
  // now, as they went on the first read before plans were read as they stand.
  const { pieces, regions, byRegion } = indexOf(base)
  const plan = planOf({ pieces: { keys: pieces.keys, values: pieces.values }, regions, byRegion }, memo.ids ?? NONE, memo.to ?? NONE)
  if (!Object.isFrozen(memo)) {
    memo.since = base.occupied
    memo.base = null
    memo.plan = plan
  }
  return plan
}

/** The numbering of a table's family: every table `applyMove` makes from another keeps it. */
const keysOf = (table: PieceTable<Placed>): Keys => (table.pieces ?? planFor(table).start.pieces).keys

/**
 * The ids of every piece of a table, in the order of the record it was
 * first made from.
 *
 * @since 0.2.0
 * @category queries
 * @internal
 */
export const pieceIds = (table: PieceTable<Placed>): ReadonlyArray<string> => keysOf(table).names

/**
 * The number of each piece of a table by id, and its ids by number: its
 * family's, shared (read-only).
 *
 * @internal
 */
export const pieceKeys = (table: PieceTable<Placed>): Readonly<Keys> => keysOf(table)

/**
 * The pieces of a table by number, built: for a walk over all of them.
 *
 * @internal
 */
export const builtPieces = <T extends Placed>(table: PieceTable<T>): KeyedRecord<T> => indexOf(table).pieces

/**
 * The piece with `id`; `undefined` for an id the table does not hold.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const pieceOf = <T extends Placed>(table: Pieces<T>, id: string): T | undefined => {
  if (table.view) return viewedPiece(table, id)
  if (!readsPlanned(table)) return entryOf(indexOf(table).pieces, id)
  const plan = planFor(table)
  const slot = plan.start.pieces.keys.slotOf.get(id)
  return slot === undefined ? undefined : plannedPiece(plan, slot)
}

/**
 * The piece numbered `number` in the numbering its table's family shares
 * (piece-walk.ts's `pieceNumbers`); `undefined` for a number no piece has. A
 * reading that found a piece's number reads it without looking its id up
 * a second time.
 *
 * @internal
 */
export const pieceNumbered = <T extends Placed>(table: PieceTable<T>, number: number): T | undefined =>
  readsPlanned(table) ? plannedPiece(planFor(table), number) : valueAt(indexOf(table).pieces.values, number)

/**
 * The ids of the pieces in `region`.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const piecesIn = (table: Pieces<Placed>, region: string): ReadonlyArray<string> => {
  if (table.view) return viewedIn(table, region, tableOfView, piecesIn)
  return readsPlanned(table) ? plannedIn(planFor(table), region) : idsIn(indexOf(table), region)
}

/**
 * The occupied regions, sorted in string order (the order move generation
 * walks them). Worked out on the first call: from the previous table's list
 * when it had one, else from every region's list.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const occupiedRegions = (pieces: Pieces<Placed>): ReadonlyArray<string> => {
  const table = pieces.view ? tableOfView(pieces) : pieces
  if (table.occupied !== null) return table.occupied
  // Asked by whoever reads the whole position (a draw, a listing): the table is built, and the list follows from the
  // previous table's.
  const index = indexOf(table)
  let occupied: ReadonlyArray<string>
  if (table.since !== null) {
    occupied = table.since
    for (const region of table.touched ?? NONE) occupied = withId(occupied, region, piecesIn(table, region).length > 0)
  } else {
    const names: string[] = []
    forEachValue(index.byRegion, (ids, slot) => {
      const name = index.regions.names[slot]
      if (ids.length > 0 && name !== undefined) names.push(name)
    })
    occupied = names.sort(byString)
  }
  // The list, once worked out, stands on its own: the recipe is dropped so it holds nothing alive.
  const memo = table as Known<Placed>
  remembered(memo, 'since', null)
  remembered(memo, 'touched', null)
  return remembered(memo, 'occupied', occupied)
}

/**
 * The table after some pieces moved: `destinations` sends ids to regions
 * (ids the table does not hold, and pieces already there, are skipped).
 * Only the moved pieces and the lists of the regions left and entered are
 * new; everything else is shared with `table`, which is unchanged. The new
 * table is only planned here, and built when first read.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const relocated = <P extends Pieces<Placed>>(read: P, destinations: ReadonlyMap<string, string>): P | PieceTable<PieceOf<P>> =>
  movedTo(read, [...destinations.keys()], [...destinations.values()])

/**
 * The table after piece `ids[i]` moved to `to` (one region for all), or to
 * `to[i]`, each id listed once (ids the table does not hold, and pieces
 * already there, are skipped): as {@link relocated}, without a map to build
 * for a move of one army. The new table keeps both lists: they must be the
 * library's own, never changed after.
 *
 * @since 0.2.0
 * @category combinators
 * @internal
 */
export const movedTo = <P extends Pieces<Placed>>(read: P, ids: ReadonlyArray<string>, to: string | ReadonlyArray<string>): P | PieceTable<PieceOf<P>> => {
  let moves = false
  const one = typeof to === 'string'
  for (let at = 0; at < ids.length && !moves; at++) {
    const piece = pieceOf(read, ids[at] ?? '')
    if (piece !== undefined && piece.region !== (one ? to : to[at])) moves = true
  }
  if (!moves) return read
  // The next table is kept (carried by the next state), so it shares only pieces the library owns.
  const base = ownTable(read as Pieces<PieceOf<P>>)
  // A plan's base is built: a move from a table only planned builds it first.
  indexOf(base)
  return tableWith<PieceOf<P>>(base.size, null, null, base, ids, to)
}

/**
 * The table as a plain record, keys in the order of the record it was first
 * made from. Built on the first call, then remembered (and the record's
 * table cached, so a state rebuilt around it finds its table again).
 *
 * @since 0.1.0
 * @category destructors
 * @internal
 */
export const recordOf = <T extends Placed>(table: PieceTable<T>): Readonly<Record<string, T>> => {
  const { pieces } = indexOf(table)
  const known = pieces.memo.plain
  if (known !== null) return known
  const record = plainRecordOf(pieces)
  tables.set(record, table)
  return record
}
