/**
 * The pieces of a position as a numbered table: every rule asks "who is
 * this?" and "who is here?", so a record of pieces (a state's `figures`,
 * `units`, `vessels` or `towers`) is read once into a family, which numbers
 * its pieces and the regions they stand in, and each table of the family
 * is a list of region numbers, one per piece.
 *
 * No move adds or removes a piece, so every table `applyMove` makes from
 * another shares its family: the ids, their numbers, the pieces as first
 * read and their copies in other regions. A move copies the list of region
 * numbers (a hundred small integers) and the lists of the few regions it
 * changes, and shares everything else; a piece a move leaves alone is the
 * very object it was, and a piece moved back to a region it stood in is the
 * copy made the first time.
 *
 * What is worked out of a table when asked (the ids in each region, the
 * occupied regions) is kept for the few tables asked about last, not by the
 * table: a search keeps thousands of states, each of which costs its region
 * numbers and no more. A table made by a move works its lists out from
 * those of the table it was made from, when they were worked out, so that a
 * playout that asks about each state it makes never reads every piece.
 *
 * A record the caller passed is only read, during the call, through a view
 * (piece-view.ts), and nothing of it is kept. A table is built of copies
 * only when one is kept.
 *
 * @since 0.1.0
 * @module
 */
import { isOwned, pieceCopy } from './owned.js'
import { setOwn } from './own-record.js'
import { owned } from './owned.js'
import { slotFor, type Keys } from './persistent-record.js'
import { viewedIn, viewedPiece, viewOf, type PieceView, type Placed } from './piece-view.js'
import { byString, NONE, withId } from './list.js'

export type { Placed }

/**
 * What every table of one family shares: the pieces by number (as first
 * read, with the region they stood in then), the numbering of the regions
 * they stand in, and the copies of pieces made in other regions. Append-only:
 * a region a move enters gets a number once, a piece's copy in a region is
 * made once.
 *
 * @internal
 */
export interface Family<T extends Placed> {
  /** The number of each id, and the ids by number, in the order of the record first read. */
  readonly pieces: Keys
  /** Each piece by number, as first read. */
  readonly first: ReadonlyArray<T>
  /** The region number of each piece as first read. */
  readonly firstAt: ReadonlyArray<number>
  /** The number of each region a piece has stood in, and the regions by number. */
  readonly regions: Keys
  /** Each piece's copies in the regions it was moved to, by piece number: a list of the few regions it went to, and one of the copies. */
  readonly copiedTo: Array<number[] | undefined>
  readonly copies: Array<T[] | undefined>
  /** Each piece's mark under the last few ways of marking it asked for (see {@link marksOf}). */
  readonly marked: Array<{ readonly markOf: object; readonly key: object; readonly marks: ReadonlyArray<number> }>
}

/**
 * The pieces of one position: the region number of each piece of its
 * family. Only `view`, `size` and `foreign` are for other files.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface PieceTable<T extends Placed> {
  readonly view: false
  /** The number of pieces. */
  readonly size: number
  /**
   * The caller's record this table reads, when its pieces are the caller's
   * own objects: such a table lives for one call and is never kept; anything
   * kept is first made of copies ({@link ownTable}).
   */
  readonly foreign: object | null
  readonly family: Family<T>
  /** The region number of each piece, by piece number. */
  readonly at: ReadonlyArray<number>
  /** The plain record, once built (a memo, written only by this file). */
  readonly record: Readonly<Record<string, T>> | null
  /** What the table a move made this one from had worked out, until this one's own is (a memo, written only by this file). */
  readonly since: Since | null
  /** What was worked out of a table of a caller's pieces, which lives for one call and is never kept among the recent. */
  readonly worked: Worked<T> | null
}

/**
 * The lists and occupied regions of the table a move was made from (never
 * the table itself, whose plain record may be large), and the region
 * numbers the move changed: what the next table's own follow from, once
 * asked.
 */
interface Since {
  readonly lists: ReadonlyArray<ReadonlyArray<string> | undefined>
  readonly occupied: ReadonlyArray<string> | null
  readonly changed: ReadonlyArray<number>
}

/** What is worked out of a table when asked, for the few tables asked about last. Mutable only as a memo. */
interface Worked<T extends Placed> {
  /** The ids in each region (in piece number order), by region number; a region without pieces has none. */
  lists: ReadonlyArray<ReadonlyArray<string> | undefined> | null
  /** The occupied regions in string order. */
  occupied: ReadonlyArray<string> | null
  /** Each piece by number. */
  listed: ReadonlyArray<T> | null
  /** The few regions asked about before the lists were worked out, by number, and their ids. */
  asked: number[] | null
  askedIds: Array<ReadonlyArray<string>> | null
}

/** The memo fields of {@link PieceTable}, written only by this file. */
type Memo<T extends Placed> = {
  -readonly [K in 'record' | 'since']: PieceTable<T>[K]
}

// The tables asked about last, newest first, each with what was worked out of it: a bot asks many questions of one
// position, a playout of a state and the one it makes next. A table is known by its region numbers, which no other
// table shares, so that what is kept here keeps no table, and no plain record built of one, alive.
const RECENT = 4
const recentTables: Array<ReadonlyArray<number>> = []
const recentWork: Array<Worked<Placed>> = []

/** Nothing worked out yet: every {@link Worked} is made here, so that V8 gives them all one shape. */
const freshWork = <T extends Placed>(): Worked<T> => ({ lists: null, occupied: null, listed: null, asked: null, askedIds: null })

/** What was worked out of `table`, kept while it is among the tables asked about last. */
const workOf = <T extends Placed>(table: PieceTable<T>): Worked<T> => {
  // A caller's pieces are never kept past the call: their table keeps its own.
  if (table.worked !== null) return table.worked
  const key = table.at
  for (let at = 0; at < recentTables.length; at++) if (recentTables[at] === key) return recentWork[at] as Worked<T>
  const worked: Worked<T> = freshWork()
  if (recentTables.length >= RECENT) {
    recentTables.pop()
    recentWork.pop()
  }
  recentTables.unshift(key)
  recentWork.unshift(worked)
  return worked
}

/** What was worked out of `table`, if it is among the tables asked about last; `null` else, and nothing is kept. */
const workedOf = <T extends Placed>(table: PieceTable<T>): Worked<T> | null => {
  for (let at = 0; at < recentTables.length; at++) if (recentTables[at] === table.at) return recentWork[at] as Worked<T>
  return null
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
  family: Family<T>,
  at: ReadonlyArray<number>,
  foreign: object | null,
  since: Since | null,
): PieceTable<T> => ({ view: false, size: at.length, foreign, family, at, record: null, since, worked: foreign === null ? null : freshWork() })

const build = <T extends Placed>(record: Readonly<Record<string, T>>, copied: boolean): PieceTable<T> => {
  const pieces: Keys = { slotOf: new Map(), names: [] }
  const regions: Keys = { slotOf: new Map(), names: [] }
  const first: T[] = []
  const at: number[] = []
  for (const id in record) {
    // for...in also walks inherited keys; a record's pieces are its own properties only.
    if (!Object.prototype.hasOwnProperty.call(record, id)) continue
    const piece = record[id]
    if (piece === undefined) continue
    slotFor(pieces, id)
    const region = slotFor(regions, piece.region)
    // The copies name each region by one string, the family's: a rule comparing two pieces' regions, or counting a
    // region's pieces by it, then compares one string with itself, where a caller's record gives each its own.
    first.push(copied ? pieceCopy(piece, regions.names[region]) : piece)
    at.push(region)
  }
  return tableWith({ pieces, first, firstAt: at.slice(), regions, copiedTo: [], copies: [], marked: [] }, at, copied ? null : record, null)
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
  if (worked.listed !== null) return worked.listed
  const listed: T[] = new Array<T>(table.size)
  for (let number = 0; number < table.size; number++) listed[number] = pieceNumbered(table, number) as T
  return (worked.listed = listed)
}

/** The ids in every region, by region number, in piece number order, worked out into `worked` (it mutates it). */
const listsOf = (table: PieceTable<Placed>, worked: Worked<Placed>): ReadonlyArray<ReadonlyArray<string> | undefined> => {
  if (worked.lists !== null) return worked.lists
  const { since } = table
  if (since !== null) {
    // Asked once, whatever the answer: it holds the lists of the table before, which are let go now.
    ;(table as Memo<Placed>).since = null
    // The lists of the table moved from, but for the few regions the move changed.
    const lists = since.lists.slice()
    for (const region of since.changed) {
      const ids = listIn(table, region)
      lists[region] = ids.length === 0 ? undefined : ids
    }
    if (since.occupied !== null) {
      let occupied = since.occupied
      const { names } = table.family.regions
      for (const region of since.changed) occupied = withId(occupied, names[region] as string, lists[region] !== undefined)
      worked.occupied = occupied
    }
    return (worked.lists = lists)
  }
  const { at } = table
  const { names } = table.family.pieces
  const lists: Array<string[] | undefined> = new Array<string[] | undefined>(table.family.regions.names.length)
  for (let number = 0; number < at.length; number++) {
    const region = at[number] as number
    const ids = lists[region]
    if (ids === undefined) lists[region] = [names[number] as string]
    else ids.push(names[number] as string)
  }
  return (worked.lists = lists)
}

/** The ids in region number `region`, in piece number order, found by one walk over the table. */
const listIn = (table: PieceTable<Placed>, region: number): ReadonlyArray<string> => {
  const { at } = table
  const { names } = table.family.pieces
  let ids: string[] | null = null
  for (let number = 0; number < at.length; number++) if (at[number] === region) (ids ??= []).push(names[number] as string)
  return ids ?? NONE
}

/**
 * The ids of the pieces in `region`, in the order of the family's numbering.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const piecesIn = (table: Pieces<Placed>, region: string): ReadonlyArray<string> => {
  if (table.view) return viewedIn(table, region, tableOfView, piecesIn)
  const slot = table.family.regions.slotOf.get(region)
  if (slot === undefined) return NONE
  const worked = workOf(table)
  if (worked.lists !== null || table.since !== null) return listsOf(table, worked)[slot] ?? NONE
  // A question about one army asks about two or three regions: each is found by a walk over the region numbers, until
  // so many were asked that every region's list is worked out at once.
  const asked = (worked.asked ??= [])
  const place = asked.indexOf(slot)
  if (place >= 0) return (worked.askedIds as Array<ReadonlyArray<string>>)[place] as ReadonlyArray<string>
  if (asked.length >= FEW_ASKED) return listsOf(table, worked)[slot] ?? NONE
  const ids = listIn(table, slot)
  asked.push(slot)
  ;(worked.askedIds ??= []).push(ids)
  return ids
}

// The regions asked about one by one before every region's list is worked out.
const FEW_ASKED = 4

/**
 * The occupied regions, sorted in string order (the order move generation
 * walks them). Worked out on the first call, or from the table's a move
 * was made from, when that one had them.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const occupiedRegions = (pieces: Pieces<Placed>): ReadonlyArray<string> => {
  const table = pieces.view ? tableOfView(pieces) : pieces
  const worked = workOf(table)
  if (worked.occupied !== null) return worked.occupied
  const lists = listsOf(table, worked)
  if (worked.occupied !== null) return worked.occupied
  const { names } = table.family.regions
  const occupied: string[] = []
  for (let region = 0; region < lists.length; region++) if (lists[region] !== undefined) occupied.push(names[region] as string)
  return (worked.occupied = occupied.sort(byString))
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
export const relocated = <P extends Pieces<Placed>>(read: P, destinations: ReadonlyMap<string, string>): P | PieceTable<PieceOf<P>> =>
  movedTo(read, [...destinations.keys()], [...destinations.values()])

/**
 * The table after piece `ids[i]` moved to `to` (one region for all), or to
 * `to[i]` (ids the table does not hold, and pieces already there, are
 * skipped; an id listed twice ends where its last entry sends it): as
 * {@link relocated}, without a map to build for a move of one army. Only
 * the region numbers and the lists of the regions left and entered are new.
 *
 * @since 0.2.0
 * @category combinators
 * @internal
 */
export const movedTo = <P extends Pieces<Placed>>(read: P, ids: ReadonlyArray<string>, to: string | ReadonlyArray<string>): P | PieceTable<PieceOf<P>> => {
  const one = typeof to === 'string'
  if (read.view || read.foreign !== null) {
    // A caller's pieces are copied only for a move that moves one: the next table is kept, and shares only the
    // pieces the library owns.
    let moves = false
    for (let at = 0; at < ids.length && !moves; at++) {
      const piece = pieceOf(read, ids[at] ?? '')
      if (piece !== undefined && piece.region !== (one ? to : to[at])) moves = true
    }
    if (!moves) return read
  }
  const base = ownTable(read as Pieces<PieceOf<P>>)
  const { family } = base
  const numbers = family.pieces.slotOf
  let at: number[] | null = null
  // The regions left, then those entered, each once: a move the rules allow takes armies each from one region to
  // one, so the list holds a few regions however many pieces move.
  const changed: number[] = []
  const oneRegion = one ? slotFor(family.regions, to) : -1
  for (let entry = 0; entry < ids.length; entry++) {
    const number = numbers.get(ids[entry] as string)
    if (number === undefined) continue
    const region = one ? oneRegion : slotFor(family.regions, (to as ReadonlyArray<string>)[entry] as string)
    const from = (at ?? base.at)[number] as number
    if (from === region) continue
    ;(at ??= base.at.slice())[number] = region
    if (!changed.includes(from)) changed.push(from)
    if (!changed.includes(region)) changed.push(region)
  }
  if (at === null) return read
  // What was worked out of the table moved from follows, once asked, for the few regions the move changes.
  const worked = workedOf(base)
  return tableWith(family, at, null, worked === null || worked.lists === null ? null : { lists: worked.lists, occupied: worked.occupied, changed })
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
 * numbered by the table's family (see {@link regionNumber}), each in one
 * number whatever table of the family asks.
 *
 * @internal
 */
export const regionNumbers = (table: PieceTable<Placed>): ReadonlyArray<number> => table.at

/**
 * The number of `region` in the family of `table`; `-1` for a region where
 * no piece of the family has ever stood (none stands there now).
 *
 * @internal
 */
export const regionNumber = (table: PieceTable<Placed>, region: string): number => table.family.regions.slotOf.get(region) ?? -1

/**
 * The region numbered `number` in the family of `table` (see
 * {@link regionNumber}), as the one string the family names it by.
 *
 * @internal
 */
export const regionNamed = (table: PieceTable<Placed>, number: number): string => table.family.regions.names[number] ?? ''

/** How many regions the family of `table` has numbered: every region number is below it. @internal */
export const regionsNumbered = (table: PieceTable<Placed>): number => table.family.regions.names.length

// The ways of marking a family's pieces it keeps: a ruleset marks them one way, under the nations of its states.
const MARKINGS = 4

/**
 * Each piece's mark, by piece number: `markOf(piece, key)` for each piece
 * of the family of `table`, worked out once per family and key (the
 * nations a ring state's figures play for) and shared by every table of the
 * family. `markOf` reads what no move changes (a piece's kind, its nation),
 * never its region.
 *
 * @internal
 */
export const marksOf = <T extends Placed, K extends object>(table: PieceTable<T>, markOf: (piece: T, key: K) => number, key: K): ReadonlyArray<number> => {
  const { family } = table
  const { marked } = family
  for (let at = 0; at < marked.length; at++) {
    const entry = marked[at] as Family<T>['marked'][number]
    if (entry.key === key && entry.markOf === markOf) return entry.marks
  }
  const { first } = family
  const marks: number[] = new Array<number>(first.length)
  for (let number = 0; number < first.length; number++) marks[number] = markOf(first[number] as T, key)
  if (marked.length >= MARKINGS) marked.shift()
  marked.push({ markOf, key, marks })
  return marks
}
