/**
 * Who stands in each region of a table of pieces: the ids there, the
 * occupied regions, and how many pieces of each class (as a ruleset counts
 * them) stand there. A question about one army asks about two or three
 * regions, each found by a walk over the table's region numbers; past a
 * few, every region is worked out at once (the counts, into one array of
 * numbers by region number and class).
 *
 * What is worked out is kept for the few tables asked about last, not by
 * the table: a search keeps thousands of states, and each costs its region
 * numbers. A table made by a move from one whose regions were worked out
 * works its own out from those the first time it is asked, copying them
 * and finding again only the regions the move changed (table.ts's `Since`);
 * its counts it reads there until a region the move changed is asked, or,
 * where that table still read its own from a table before it, from that
 * one, past the regions every move since changed (table.ts's `Counted`).
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { build, freshWork, marksOf, type PieceTable, type Pieces, type Since, type Worked, type Counted } from './table.js'
import { viewedIn, type PieceView, type Placed } from './piece-view.js'
import { NONE } from './list.js'

/**
 * How a ruleset counts the pieces of a region: each piece's mark under a key
 * (its side and kind, under a state's nations), and the class a mark is
 * counted in (`-1`: none), below `classes`. The counts are numbers by
 * region number and class, read one at a time ({@link countAt}), so that a
 * question asked again of a region makes nothing; a ruleset that wants a
 * record of a region's counts makes it from those.
 *
 * @internal
 */
export interface Counting<T extends Placed, K extends object> {
  readonly markOf: (piece: T, key: K) => number
  readonly classOf: (mark: number) => number
  readonly classes: number
}

// The tables asked about last, newest last, each with what was worked out of it: a bot asks many questions of one
// position, a playout of a state and the one it makes next. A table is known by its region numbers, which no other
// table shares, so that what is kept here keeps no table, and no plain record built of one, alive.
const RECENT = 4
const recentTables: Array<ReadonlyArray<number>> = []
const recentWork: Worked[] = []

/**
 * What was worked out of `table`, kept while it is among the tables asked
 * about last (a table of a caller's pieces keeps its own, for its call).
 *
 * @internal
 */
export const workOf = (table: PieceTable<Placed>): Worked => {
  const known = workedOf(table)
  if (known !== null) return known
  const worked = freshWork()
  // Worked out at once from the table a move made it from, which is let go: a table a state keeps holds nothing more.
  settle(table, worked)
  // Newest last: V8 compiles push and shift of a short list in place, where unshift is a call into its runtime.
  if (recentTables.length >= RECENT) {
    recentTables.shift()
    recentWork.shift()
  }
  recentTables.push(table.at)
  recentWork.push(worked)
  return worked
}

/**
 * What was worked out of `table`, if it is among the tables asked about
 * last; `null` else, and nothing is kept.
 *
 * @internal
 */
export const workedOf = (table: PieceTable<Placed>): Worked | null => {
  if (table.worked !== null) return table.worked
  for (let at = recentTables.length; at-- > 0; ) if (recentTables[at] === table.at) return recentWork[at] as Worked
  return null
}

/**
 * Works out every region of `table` into `worked` (it mutates both) from
 * what the table a move made it from had worked out, copying its lists and
 * finding only the regions the move changed again, and the rest through the
 * carriers of the questions asked so far (the occupied regions; the counts,
 * read from that table's until a region the move changed is asked, in
 * {@link countAt}); then lets that go.
 */
const settle = (table: PieceTable<Placed>, worked: Worked): void => {
  const { since } = table
  if (since === null) return
  ;(table as { since: Since | null }).since = null
  const { from, moved, shifts } = since
  if (from.lists !== null && worked.lists === null) {
    const lists = from.lists.slice()
    for (const region of moved) {
      const ids = listAfter(table, from.lists[region] ?? NONE, region, shifts)
      lists[region] = ids.length === 0 ? undefined : ids
    }
    worked.lists = lists
  }
  for (const carry of carriers) carry(table, from, worked, moved, shifts)
}

/**
 * Works out into `worked`, the table's (fresh: nothing but its lists worked out), what `from` (the table it was made
 * from by a move that changed the regions `moved`) had worked out besides its lists, if it had.
 */
/** Works out what a question asked of a table made by a move carries over from the table it was made from. @internal */
export type Carrier = (table: PieceTable<Placed>, from: Worked, worked: Worked, moved: ReadonlyArray<number>, shifts: ReadonlyArray<number>) => void

// The carriers of what the questions asked so far in this program work out (the occupied regions, the counts), each
// written beside its question and added here when that is first asked: a game that never asks one carries none of
// its code. A table has something to carry only once its question was asked, so the carrier is here by then: the one
// function that sets `worked.occupied` (or `counted`) must add its carrier, as occupiedRegions and countAt do. Each
// carrier writes a field of its own, so their order does not matter.
const carriers: Carrier[] = []
/** Adds a question's carrier to those a moved table runs (see above). @internal */
export const carrying = (carry: Carrier): void => {
  if (!carriers.includes(carry)) carriers.push(carry)
}

// The regions asked about one by one before every region is worked out at once.
const FEW_ASKED = 4

/** The table of a view of a plain record, built once. @internal */
export const tableOfView = <T extends Placed>(view: PieceView<T, PieceTable<T>>): PieceTable<T> => (view.memo.table ??= build(view.foreign, false))

/**
 * The number of `region` in the family of `table`; `-1` for a region where
 * no piece of the family ever stood.
 *
 * @internal
 */
export const numberOf = (table: PieceTable<Placed>, region: string): number => table.family.regions.slotOf.get(region) ?? -1

/** The ids in region number `region`, in piece number order, found by a walk over the table's region numbers. */
const listIn = (table: PieceTable<Placed>, region: number): ReadonlyArray<string> => {
  const { at } = table
  const { names } = table.family.pieces
  let ids: string[] | null = null
  // A loop V8 compiles in place: indexOf from each piece found was a call into a builtin per piece.
  for (let number = 0; number < at.length; number++) if (at[number] === region) (ids ??= []).push(names[number] as string)
  return ids ?? NONE
}

/**
 * The ids in region number `region` of a table made by a move, from those there before it (`before`, in piece
 * number order) and its shifts: a region only left is the list before it without the pieces that left, without a
 * walk over every piece of the table (most of a playout move's work out of its regions was that walk).
 */
const listAfter = (table: PieceTable<Placed>, before: ReadonlyArray<string>, region: number, shifts: ReadonlyArray<number>): ReadonlyArray<string> => {
  const { at } = table
  const { names } = table.family.pieces
  const left: string[] = []
  // Where a piece stands now decides, should a move shift one piece twice: a region a piece entered is found by a walk
  // (its place by number among the others), one only left is the list before it without those that left.
  for (let shift = 0; shift < shifts.length; shift += 3) {
    const number = shifts[shift] as number
    if (at[number] === region) return listIn(table, region)
    left.push(names[number] as string)
  }
  return before.filter((id) => !left.includes(id))
}

/** The ids in every region, by region number, in piece number order, worked out into `worked` (it mutates it). @internal */
export const listsOf = (table: PieceTable<Placed>, worked: Worked): ReadonlyArray<ReadonlyArray<string> | undefined> => {
  if (worked.lists !== null) return worked.lists
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

/**
 * The ids of the pieces in `region`, in the order of the family's numbering.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const piecesIn = (table: Pieces<Placed>, region: string): ReadonlyArray<string> => {
  if (table.view) return viewedIn(table, region, tableOfView, piecesIn)
  const number = numberOf(table, region)
  if (number < 0) return NONE
  const worked = workOf(table)
  if (worked.lists !== null) return worked.lists[number] ?? NONE
  const asked = (worked.asked ??= [])
  const place = asked.indexOf(number)
  if (place >= 0) return (worked.askedIds as Array<ReadonlyArray<string>>)[place] as ReadonlyArray<string>
  if (asked.length >= FEW_ASKED) return listsOf(table, worked)[number] ?? NONE
  const ids = listIn(table, number)
  asked.push(number)
  ;(worked.askedIds ??= []).push(ids)
  return ids
}

/**
 * How many pieces of class `kind` stand in region number `region` of
 * `table` (`-1`: a region where no piece of the family ever stood), counted
 * as `counting` counts them under `key`.
 *
 * @internal
 */
export const countAt = <T extends Placed, K extends object>(table: PieceTable<T>, counting: Counting<T, K>, key: K, region: number, kind: number): number => {
  if (region < 0) return 0
  // A question counts a few regions of one table in a row: the counts of the table asked last are at hand.
  let counted = table.at === lastAt ? lastCounted : null
  if (counted === null || counted.counting !== counting || counted.key !== key) {
    const worked = workOf(table)
    counted = worked.counted
    if (counted === null || counted.counting !== counting || counted.key !== key) {
      worked.counted = counted = countedAfresh(counting, key, null)
      carrying(carryCounts)
    }
    lastAt = table.at
    lastCounted = counted
  }
  const { classes } = counting
  const slot = region * classes + kind
  // A region the family numbered after the counts were made has none there.
  if (counted.counts !== null) return counted.counts[slot] ?? 0
  const { since, some, someCounts } = counted
  // A region the move left alone counts as in the table this one was made from: the first question of a state a
  // move made mostly asks about others, and counts nothing.
  if (since !== null && !since.moved.includes(region)) return since.counts[slot] ?? 0
  const place = some.indexOf(region)
  if (place >= 0) return someCounts[place * classes + kind] as number
  const marks = marksOf(table, counting.markOf, key)
  if (since !== null) {
    // Once a region it changed is asked, the counts of that table, copied, and each piece moved since counted again
    // where it went: no walk over the region numbers.
    counted.since = null
    const counts = since.counts.slice()
    const { shifts } = since
    for (let at = 0; at < shifts.length; at += 3) {
      const kind = counting.classOf(marks[shifts[at] as number] as number)
      if (kind < 0) continue
      const from = (shifts[at + 1] as number) * classes + kind
      counts[from] = (counts[from] as number) - 1
      // A region the family numbered after the counts were made has none there until a piece enters it.
      const to = (shifts[at + 2] as number) * classes + kind
      counts[to] = (counts[to] ?? 0) + 1
    }
    return (counted.counts = counts)[slot] ?? 0
  }
  if (some.length >= FEW_ASKED) return (counted.counts = everyCount(table, counting, marks))[slot] ?? 0
  const base = some.push(region) * classes - classes
  return countInto(table, counting, marks, region, someCounts, base)[base + kind] as number
}

// The region numbers of the table counted last (no other table shares them, as for the recent tables above; they keep
// no table alive), and its counts.
let lastAt: ReadonlyArray<number> | null = null
let lastCounted: Counted | null = null

/** Counts kept for `counting` and `key`, none yet by region, read past `since` (table.ts's `Counted`). */
const countedAfresh = (counting: object, key: object, since: Counted['since']): Counted => ({ counting, key, counts: null, some: [], someCounts: [], since })

// How many regions changed since the last table counted whole a table made by a move still reads past (the last
// move's aside): a few moves' worth, since each of them asked is counted again when first asked.
const FEW_CHANGED = 16

/**
 * The counts of a table made by a move, read in {@link countAt} from a table counted whole until a region changed
 * since is asked: the table it was made from, once every region of that one is counted; else the one that table
 * still read its counts from, past the regions every move since changed, while they are few (a playout asks a few
 * regions of each state, and would else count afresh every other state).
 */
const carryCounts: Carrier = (_, from, worked, moved, shifts) => {
  const counted = from.counted
  if (counted === null) return
  let since: Counted['since'] = null
  if (counted.counts !== null) since = { counts: counted.counts, moved, shifts }
  else if (counted.since !== null && counted.since.moved.length < FEW_CHANGED)
    // Spread, not concat: concat is a call into the engine's runtime.
    since = { counts: counted.since.counts, moved: [...counted.since.moved, ...moved], shifts: [...counted.since.shifts, ...shifts] }
  if (since !== null) worked.counted = countedAfresh(counted.counting, counted.key, since)
}

/** Counts region number `region` into `counts` from `base` on, by a walk over the table's region numbers; the counts, mutated. */
const countInto = <T extends Placed>(table: PieceTable<T>, counting: Counting<T, never>, marks: ReadonlyArray<number>, region: number, counts: number[], base: number): number[] => {
  const { at } = table
  for (let kind = 0; kind < counting.classes; kind++) counts[base + kind] = 0
  for (let found = at.indexOf(region); found >= 0; found = at.indexOf(region, found + 1)) {
    const kind = counting.classOf(marks[found] as number)
    if (kind >= 0) counts[base + kind] = (counts[base + kind] as number) + 1
  }
  return counts
}

/** The counts of every region, at `region * classes + class`, in one walk over the table's region numbers. */
const everyCount = <T extends Placed>(table: PieceTable<T>, counting: Counting<T, never>, marks: ReadonlyArray<number>): number[] => {
  const { at } = table
  const { classes } = counting
  const counts = new Array<number>(table.family.regions.names.length * classes).fill(0)
  for (let number = 0; number < at.length; number++) {
    const kind = counting.classOf(marks[number] as number)
    const slot = (at[number] as number) * classes + kind
    if (kind >= 0) counts[slot] = (counts[slot] as number) + 1
  }
  return counts
}
