/**
 * The shape of the numbered table of pieces (piece-table.ts holds its verbs):
 * a record of pieces (a state's `figures`, `units`, `vessels` or `towers`)
 * is read once into a family, which numbers its pieces and the regions they
 * stand in, and each table of the family is a list of region numbers, one
 * per piece. No move adds or removes a piece, so every table `applyMove`
 * makes from another shares its family.
 *
 * What is worked out of a table for all its regions at once (the ids in
 * each region, the occupied regions, the pieces counted by region) is kept
 * for the few tables asked about last (region-index.ts), not by the table:
 * a search keeps thousands of states, and each costs its region numbers.
 * A table made by a move from one whose regions were worked out works its
 * own out from those ({@link Since}), finding only the regions the move
 * changed again: a playout that asks about each state it makes never reads
 * every piece.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { pieceCopy } from './owned.js'
import { slotFor, type Keys } from './persistent-record.js'
import type { PieceView, Placed } from './piece-view.js'

/**
 * What every table of one family shares: the pieces by number (as first
 * read, with the region they stood in then), the numbering of the regions
 * they stand in, the copies of pieces made in other regions, and the
 * pieces' marks. Append-only: a region a move enters gets a number once, a
 * piece's copy in a region is made once.
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
  /** Each piece's mark under the last few ways of marking it asked for (piece-table.ts's `marksOf`). */
  readonly marked: Array<{ readonly markOf: object; readonly key: object; readonly marks: ReadonlyArray<number> }>
  /** The regions numbered so far in string order (occupied-regions.ts's `rankingOf`): a memo, written only there, so not readonly. */
  ranking: Ranking | null
}

/**
 * The regions of a family in string order: the place of each region number
 * in it, and the region numbers in it, for the first `size` regions the
 * family numbered (a region numbered later has none until it is made again).
 *
 * @internal
 */
export interface Ranking {
  readonly size: number
  readonly rankOf: ReadonlyArray<number>
  readonly byRank: ReadonlyArray<number>
  /** The family's regions by number. */
  readonly names: ReadonlyArray<string>
}

/**
 * The occupied regions of a table, as bits by their place in a ranking (30
 * to a number, which V8 keeps small): carried after a move by flipping the
 * bits of the regions it emptied or first filled, where a sorted list of
 * names was searched and spliced; made into names only when asked.
 *
 * @internal
 */
export interface Occupied {
  readonly ranking: Ranking
  readonly bits: ReadonlyArray<number>
  readonly count: number
  /** The names in string order, once asked (a memo). */
  names: ReadonlyArray<string> | null
}

/**
 * The pieces of one position: the region number of each piece of its
 * family. Only `view`, `size` and `foreign` are for files outside the core.
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
   * kept is first made of copies.
   */
  readonly foreign: object | null
  readonly family: Family<T>
  /** The region number of each piece, by piece number. */
  readonly at: ReadonlyArray<number>
  /** The plain record, once built (a memo, written only by the core). */
  readonly record: Readonly<Record<string, T>> | null
  /** What the table a move made this one from had worked out, until this one's own is (a memo, written only by the core). */
  readonly since: Since | null
  /** What was worked out of a table of a caller's pieces, which lives for one call and is never kept among the recent. */
  readonly worked: Worked | null
}

/**
 * Pieces to read: a table, or a view of a caller's record.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export type Pieces<T extends Placed> = PieceTable<T> | PieceView<T, PieceTable<T>>

/**
 * What the table a move was made from had worked out for all its regions,
 * and the regions the move changed: a table made by a move works out its
 * own from them, copying the lists it keeps and finding those regions
 * again, when first asked (then it lets them go). Never that table itself,
 * whose plain record may be large. After a move of several armies, made an
 * army at a time, it is what the table before the first had worked out, and
 * the regions and shifts of every army since, in order (a region may be
 * listed twice: finding it again twice gives the same).
 *
 * @internal
 */
export interface Since {
  readonly from: Worked
  readonly moved: ReadonlyArray<number>
  /** What the move did, piece by piece: the piece's number, the region it left, the region it entered, in order. */
  readonly shifts: ReadonlyArray<number>
}

/**
 * The pieces of a table counted by region and class, under one way of
 * counting them (region-index.ts's `Counting`) and its key. Mutable only as
 * a memo.
 *
 * @internal
 */
export interface Counted {
  readonly counting: object
  readonly key: object
  /** How many pieces of each class stand in each region, at `region * classes + class`, once every region is counted. */
  counts: ReadonlyArray<number> | null
  /** The few regions counted one by one before that, by number, and their counts at `place * classes + class`. */
  readonly some: number[]
  readonly someCounts: number[]
  /**
   * The counts of every region of a table this one was made from by one
   * move or a few (the last one counted whole), and the regions those moves
   * changed: a region they left alone is read there, and they are made
   * into `counts` when a region they changed is first asked (never, in a
   * ruleset that counts nothing, which then carries no code for it), each
   * piece they moved taken from the counts of the region it left and added
   * to those of the region it entered (`shifts`, as {@link Since}'s).
   */
  since: { readonly counts: ReadonlyArray<number>; readonly moved: ReadonlyArray<number>; readonly shifts: ReadonlyArray<number> } | null
}

/**
 * What is worked out of a table when asked, for the few tables asked about
 * last. Mutable only as a memo.
 *
 * @internal
 */
export interface Worked {
  /** The ids in each region (in piece number order), by region number; a region without pieces has none. */
  lists: ReadonlyArray<ReadonlyArray<string> | undefined> | null
  /** The occupied regions. */
  occupied: Occupied | null
  /** Each piece by number. */
  listed: ReadonlyArray<Placed> | null
  /** The few regions whose ids were found one by one, by number, and their ids at the same places; `null` for none yet. */
  asked: number[] | null
  askedIds: Array<ReadonlyArray<string>> | null
  counted: Counted | null
}

/** Nothing worked out yet: every {@link Worked} is made here, so that V8 gives them all one shape. @internal */
export const freshWork = (): Worked => ({ lists: null, occupied: null, listed: null, asked: null, askedIds: null, counted: null })

/** A table of one object: the fields of every table in one order, so that V8 gives them all one shape. @internal */
export const tableWith = <T extends Placed>(family: Family<T>, at: ReadonlyArray<number>, foreign: object | null, since: Since | null): PieceTable<T> => ({
  view: false,
  size: at.length,
  foreign,
  family,
  at,
  record: null,
  since,
  worked: foreign === null ? null : freshWork(),
})

/**
 * The table of `record`, its pieces read afresh: copied (`copied`), so
 * that the table may be kept, or the caller's own, for one call.
 *
 * @internal
 */
export const build = <T extends Placed>(record: Readonly<Record<string, T>>, copied: boolean): PieceTable<T> => {
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
  return tableWith({ pieces, first, firstAt: at.slice(), regions, copiedTo: [], copies: [], marked: [], ranking: null }, at, copied ? null : record, null)
}

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
