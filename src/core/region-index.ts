/**
 * Who stands in each region of a table of pieces: the ids there, the
 * occupied regions, and how many pieces of each class (as a ruleset counts
 * them) stand there. A question about one army asks about two or three
 * regions, each found by a walk over the table's region numbers; past a
 * few, every region is worked out at once. A table made by moves from one
 * whose regions were all worked out answers as that one for every region
 * the moves left alone (table.ts's `Since`).
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import { build, marksOf, workOf, type Counted, type PieceTable, type Pieces, type Since, type Worked } from './table.js'
import { viewedIn, type PieceView, type Placed } from './piece-view.js'
import { byString, NONE, withId } from './list.js'

/**
 * How a ruleset counts the pieces of a region: each piece's mark under a key
 * (its side and kind, under a state's nations), and the class a mark is
 * counted in (`-1`: none), below `classes`.
 *
 * @internal
 */
export interface Counting<T extends Placed, K extends object> {
  readonly markOf: (piece: T, key: K) => number
  readonly classOf: (mark: number) => number
  readonly classes: number
}

// The regions asked about one by one before every region is worked out at once.
const FEW_ASKED = 4

const tableOfView = <T extends Placed>(view: PieceView<T, PieceTable<T>>): PieceTable<T> => (view.memo.table ??= build(view.foreign, false))

/** The number of `region` in the family of `table`; `-1` for a region where no piece of the family ever stood. */
const numberOf = (table: PieceTable<Placed>, region: string): number => table.family.regions.slotOf.get(region) ?? -1

/** The ids in region number `region`, in piece number order, found by a walk over the table's region numbers. */
const listIn = (table: PieceTable<Placed>, region: number): ReadonlyArray<string> => {
  const { at } = table
  let found = at.indexOf(region)
  if (found < 0) return NONE
  const { names } = table.family.pieces
  const ids: string[] = []
  for (; found >= 0; found = at.indexOf(region, found + 1)) ids.push(names[found] as string)
  return ids
}

/** The ids in every region, by region number, in piece number order, worked out into `worked` (it mutates it). */
const listsOf = (table: PieceTable<Placed>, worked: Worked): ReadonlyArray<ReadonlyArray<string> | undefined> => {
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
  const base = table.since?.base ?? null
  if (base !== null && !(table.since as Since).changed.includes(number)) return (base.lists as ReadonlyArray<ReadonlyArray<string> | undefined>)[number] ?? NONE
  const known = worked.asked.get(number)
  if (known !== undefined) return known
  if (base === null && worked.asked.size >= FEW_ASKED) return listsOf(table, worked)[number] ?? NONE
  const ids = listIn(table, number)
  worked.asked.set(number, ids)
  return ids
}

/**
 * The occupied regions, sorted in string order (the order move generation
 * walks them). Worked out on the first call, or from an ancestor's, for the
 * regions the moves since changed.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const occupiedRegions = (pieces: Pieces<Placed>): ReadonlyArray<string> => {
  const table = pieces.view ? tableOfView(pieces) : pieces
  const worked = workOf(table)
  if (worked.occupied !== null) return worked.occupied
  const { names } = table.family.regions
  const { since } = table
  if (since !== null) {
    // From the table the last move was made from where its regions were worked out, else from the ancestor's.
    const from = since.occupied ?? since.base?.occupied ?? null
    if (from !== null) {
      let occupied = from
      for (const region of since.occupied !== null ? since.moved : since.changed) occupied = withId(occupied, names[region] as string, table.at.includes(region))
      return (worked.occupied = occupied)
    }
  }
  const lists = listsOf(table, worked)
  const occupied: string[] = []
  for (let region = 0; region < lists.length; region++) if (lists[region] !== undefined) occupied.push(names[region] as string)
  return (worked.occupied = occupied.sort(byString))
}

// One list of zeros per number of classes, read by every region where nothing counts: never changed.
const zeros: Array<ReadonlyArray<number>> = []
const zerosOf = (classes: number): ReadonlyArray<number> => (zeros[classes] ??= new Array<number>(classes).fill(0))

/**
 * How many pieces of each class stand in `region` of `table`, counted as
 * `counting` counts them under `key`: a list of `counting.classes` numbers,
 * shared (read-only).
 *
 * @internal
 */
export const countsIn = <T extends Placed, K extends object>(table: PieceTable<T>, counting: Counting<T, K>, key: K, region: string): ReadonlyArray<number> => {
  const number = numberOf(table, region)
  if (number < 0) return zerosOf(counting.classes)
  const worked = workOf(table)
  let counted = worked.counted
  if (counted === null || counted.counting !== counting || counted.key !== key) worked.counted = counted = { counting, key, byRegion: null, some: new Map() }
  if (counted.byRegion !== null) return counted.byRegion[number] ?? zerosOf(counting.classes)
  const base = table.since?.base ?? null
  if (base !== null && !(table.since as Since).changed.includes(number)) {
    const before = base.counted
    if (before !== null && before.counting === counting && before.key === key && before.byRegion !== null) return before.byRegion[number] ?? zerosOf(counting.classes)
  }
  const known = counted.some.get(number)
  if (known !== undefined) return known
  const marks = marksOf(table, counting.markOf, key)
  if (base === null && counted.some.size >= FEW_ASKED) return (counted.byRegion = everyCount(table, counting, marks))[number] ?? zerosOf(counting.classes)
  const counts = countIn(table, counting, marks, number)
  counted.some.set(number, counts)
  return counts
}

/** The counts of region number `region`, by a walk over the table's region numbers. */
const countIn = <T extends Placed>(table: PieceTable<T>, counting: Counting<T, never>, marks: ReadonlyArray<number>, region: number): ReadonlyArray<number> => {
  const { at } = table
  let counts: number[] | null = null
  for (let found = at.indexOf(region); found >= 0; found = at.indexOf(region, found + 1)) {
    const kind = counting.classOf(marks[found] as number)
    if (kind < 0) continue
    counts ??= new Array<number>(counting.classes).fill(0)
    counts[kind] = (counts[kind] as number) + 1
  }
  return counts ?? zerosOf(counting.classes)
}

/** The counts of every region, by region number, in one walk over the table's region numbers. */
const everyCount = <T extends Placed>(table: PieceTable<T>, counting: Counting<T, never>, marks: ReadonlyArray<number>): Counted['byRegion'] & object => {
  const { at } = table
  const byRegion: Array<number[] | undefined> = new Array<number[] | undefined>(table.family.regions.names.length)
  for (let number = 0; number < at.length; number++) {
    const kind = counting.classOf(marks[number] as number)
    if (kind < 0) continue
    const region = at[number] as number
    const counts = (byRegion[region] ??= new Array<number>(counting.classes).fill(0))
    counts[kind] = (counts[kind] as number) + 1
  }
  return byRegion
}
