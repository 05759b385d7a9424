/**
 * The verbs of the numbered table of pieces (its shape is table.ts's): who
 * a piece is, where it stands, the table after a move, and the plain record
 * of a table. Every rule asks "who is this?", so a record of pieces is read
 * once into a table, and `applyMove` makes the next table from the last: it
 * copies the region numbers (a hundred small integers) and shares the
 * rest. A piece a move leaves alone is the very object it was, and a piece
 * moved back to a region it stood in is the copy made the first time.
 *
 * A record the caller passed is only read, during the call, through a view
 * (piece-view.ts), and nothing of it is kept. A table is built of copies
 * only when one is kept.
 *
 * @since 0.1.0
 * @module
 */
import { isOwned, owned } from './owned.js'
import { setOwn } from './own-record.js'
import { slotFor, type Keys } from './persistent-record.js'
import { viewOf, viewedPiece, type Placed } from './piece-view.js'
import { build, tableWith, type Family, type PieceTable, type Pieces, type Since } from './table.js'
import { workedOf, workOf } from './region-index.js'

export type { Placed }
export type { PieceTable, Pieces } from './table.js'

/** The kind of piece of a table or view. */
type PieceOf<P> = P extends Pieces<infer T> ? T : never

/** The memo fields of {@link PieceTable}, written only by the core. */
type Memo<T extends Placed> = { -readonly [K in 'record']: PieceTable<T>[K] }

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
export const emptyTable: PieceTable<never> = /* @__PURE__ */ build({}, true)

/**
 * The ids of every piece of a table, in the order of the record it was
 * first made from.
 *
 * @since 0.2.0
 * @category queries
 * @internal
 */
export const pieceIds = (table: PieceTable<Placed>): ReadonlyArray<string> => table.family.pieces.names

/**
 * The number of each piece of a table by id, and its ids by number: its
 * family's, shared (read-only).
 *
 * @internal
 */
export const pieceKeys = (table: PieceTable<Placed>): Readonly<Keys> => table.family.pieces

/**
 * The pieces of the family of `table` by id, as first read (`undefined` for
 * an id the family does not hold): every table of the family holds them,
 * the same but for where they stand, which only a move changes. For words,
 * which read a piece's name, kind and nation: they hold no table.
 *
 * @internal
 */
export const firstPieceAt = <T extends Placed>(table: PieceTable<T>): ((id: string) => T | undefined) => {
  const { pieces, first } = table.family
  // An id the family does not hold reads `first[undefined]`: no piece.
  return (id) => first[pieces.slotOf.get(id) as number]
}

/**
 * The piece numbered `number` in its table's family (see {@link pieceKeys});
 * `undefined` for a number no piece has. A reading that found a piece's
 * number reads it without looking its id up a second time.
 *
 * @internal
 */
export const pieceNumbered = <T extends Placed>(table: PieceTable<T>, number: number): T | undefined => {
  const region = table.at[number]
  if (region === undefined) return undefined
  const { family } = table
  return region === family.firstAt[number] ? family.first[number] : copyIn(family, number, region)
}

/** Piece `number` of the family in region `region`, copied there once: a piece is moved to a few regions. */
const copyIn = <T extends Placed>(family: Family<T>, number: number, region: number): T => {
  const regions = (family.copiedTo[number] ??= [])
  const copies = (family.copies[number] ??= [])
  const known = regions.indexOf(region)
  if (known >= 0) return copies[known] as T
  const copy = Object.freeze({ ...(family.first[number] as T), region: family.regions.names[region] as string })
  regions.push(region)
  copies.push(copy)
  return copy
}

/**
 * The piece with `id`; `undefined` for an id the table does not hold.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const pieceOf = <T extends Placed>(table: Pieces<T>, id: string): T | undefined => {
  if (table.view) return viewedPiece(table, id)
  const number = table.family.pieces.slotOf.get(id)
  return number === undefined ? undefined : pieceNumbered(table, number)
}

/**
 * Every piece of a table, by number: listed once per table, for a walk over
 * all of them.
 *
 * @internal
 */
export const piecesNumbered = <T extends Placed>(table: PieceTable<T>): ReadonlyArray<T> => {
  const worked = workOf(table)
  if (worked.listed !== null) return worked.listed as ReadonlyArray<T>
  const listed: T[] = new Array<T>(table.size)
  for (let number = 0; number < table.size; number++) listed[number] = pieceNumbered(table, number) as T
  worked.listed = listed
  return listed
}

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
  const { names } = pieces.family.pieces
  for (let number = 0; number < listed.length; number++) visit(listed[number] as T, names[number] as string)
}

/**
 * The table after some pieces moved: `destinations` sends ids to regions
 * (ids the table does not hold, and pieces already there, are skipped).
 * The table it was made from is unchanged.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const relocated = <P extends Pieces<Placed>>(read: P, destinations: ReadonlyMap<string, string>): P | PieceTable<PieceOf<P>> => {
  let table: P | PieceTable<PieceOf<P>> = read
  for (const [id, to] of destinations) table = movedTo(table, [id], to)
  return table
}

/**
 * The table after the pieces `ids` moved to the region `to` (ids the table
 * does not hold, and pieces already there, are skipped): as
 * {@link relocated}, without a map to build for a move of one army; pieces
 * sent to several regions are moved by a call for each region, in turn.
 * `numbers`, when the caller has found them, are the ids' numbers in the
 * family of `read` (see {@link pieceNumber}), each looked up no more, and
 * after them the number of `to` there when it has one. Only the region
 * numbers are new: what was worked out of this table's regions serves the
 * next one's, once asked (region-index.ts).
 *
 * @since 0.2.0
 * @category combinators
 * @internal
 */
export const movedTo = <P extends Pieces<Placed>>(read: P, ids: ReadonlyArray<string>, to: string, numbers?: ReadonlyArray<number>): P | PieceTable<PieceOf<P>> => {
  if (read.view || read.foreign !== null) {
    // A caller's pieces are copied only for a move that moves one: the next table is kept, and shares only the
    // pieces the library owns.
    let moves = false
    for (let at = 0; at < ids.length && !moves; at++) {
      const piece = pieceOf(read, ids[at] ?? '')
      if (piece !== undefined && piece.region !== to) moves = true
    }
    if (!moves) return read
  }
  const base = ownTable(read as Pieces<PieceOf<P>>)
  const { family } = base
  const { slotOf } = family.pieces
  let at: number[] | null = null
  // The regions changed, each once: an army the rules allow moves from one region, so the list holds two regions
  // however many pieces move (a caller's list of pieces from several regions adds each one it leaves). Both lists
  // are made as literals at the first piece moved: an empty list grows by a call into the engine at its first push.
  let changed: number[] = []
  let shifts: number[] = []
  const given = numbers?.[ids.length] ?? -1
  const region = given >= 0 ? given : slotFor(family.regions, to)
  for (let entry = 0; entry < ids.length; entry++) {
    const number = numbers?.[entry] ?? slotOf.get(ids[entry] as string)
    if (number === undefined) continue
    const from = (at ?? base.at)[number] as number
    if (from === region) continue
    if (at === null) {
      at = base.at.slice()
      changed = [from, region]
      shifts = [number, from, region]
    } else {
      shifts.push(number, from, region)
      if (!changed.includes(from)) changed.push(from)
      if (!changed.includes(region)) changed.push(region)
    }
    at[number] = region
  }
  if (at === null) return read
  return tableWith(family, at, null, sinceOf(base, changed, shifts))
}

/**
 * What a table made from `base` by a move that changed the regions `moved`
 * works its own regions out from: what `base` worked out for all its
 * regions, when it is among the tables asked about last; for a `base` made
 * by a move and never asked about, what that one works its own out from,
 * past both moves; else nothing.
 */
const sinceOf = (base: PieceTable<Placed>, moved: ReadonlyArray<number>, shifts: ReadonlyArray<number>): Since | null => {
  const from = workedOf(base)
  // A move of two armies makes a table for each in turn: the first one's passes on what it was made from.
  if (from === null) return base.since === null ? null : { from: base.since.from, moved: [...base.since.moved, ...moved], shifts: [...base.since.shifts, ...shifts] }
  return from.lists === null && from.occupied === null && from.counted?.counts == null ? null : { from, moved, shifts }
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
  if (table.record !== null) return table.record
  const record: Record<string, T> = {}
  const { names } = table.family.pieces
  for (let number = 0; number < table.size; number++) setOwn(record, names[number] as string, pieceNumbered(table, number) as T)
  // The plain record is the library's own, frozen, so that it can be read back into its table (see owned.ts).
  owned(record)
  tables.set(record, table)
  return ((table as Memo<T>).record = record)
}

/**
 * The number of the piece `id` in its table's family; `-1` for an id the
 * table does not hold.
 *
 * @internal
 */
export const pieceNumber = (table: PieceTable<Placed>, id: string): number => table.family.pieces.slotOf.get(id) ?? -1

/**
 * The region number of each piece of a table, by piece number: regions are
 * numbered by the table's family, each in one number whatever table of the
 * family asks.
 *
 * @internal
 */
export const regionNumbers = (table: PieceTable<Placed>): ReadonlyArray<number> => table.at

/**
 * The region numbered `number` in the family of `table`, as the one
 * string the family names it by.
 *
 * @internal
 */
export const regionNamed = (table: PieceTable<Placed>, number: number): string => table.family.regions.names[number] ?? ''


export { marksOf } from './table.js'
