/**
 * A compact reading of a ring position, as the rulings of a die move ask
 * it: each figure numbered, as a few bits (its side, whether it is an Army
 * unit or a Leader, whether its nation is not At War) and the region it
 * stands in; each region as the counts of its Army units by side and of its
 * Leaders.
 *
 * A state the library owns is read through the numbered table of its
 * figures (core/piece-table.ts): a figure is its number in the table's
 * family, its bits are worked out once for the whole family under the
 * state's nations (and shared by every state `applyMove` makes from it),
 * and a region's counts are the table's, read by its number and class
 * (core/region-index.ts's `countAt`: a few regions found by a walk over the
 * region numbers, then every region at once into one array of numbers, and
 * a table made by a move answers as the one it came from wherever the move
 * changed nothing); a tally is made only for a caller that asks for one. A
 * caller's state (a view of its record) is read figure by figure, only as
 * far as its moves touch it.
 *
 * Every ruling about a region at the start of an action reads its counts
 * here (census.ts counts a region in the middle of one), so that the yes/no
 * question and the verdict in words count a region the same way.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { piecesRead } from '../../core/carried-fields.js'
import { readingOf } from '../../core/last-reading.js'
import { marksOf, pieceNumber, pieceNumbered, pieceOf, regionNamed, regionNumbers, type Pieces } from '../../core/piece-table.js'
import { countAt, numberOf, piecesIn, type Counting } from '../../core/region-index.js'
import { ownValue } from '../../core/own-record.js'
import type { Figure, Nation, RingState, Side } from '../../model/ring-state.js'
import { isArmyUnit, sideWith } from './figures.js'

/** The figure plays for the Free Peoples. @internal */
export const FREE = 1
/** The figure plays for the Shadow. @internal */
export const SHADOW = 2
/** The figure is an Army unit (regular or elite). @internal */
export const ARMY_UNIT = 4
/** The figure is a (Free Peoples) Leader. @internal */
export const LEADER = 8
/** The figure's nation is known and not At War. @internal */
export const IDLE = 16

/**
 * How many Army units of each side, and how many Leaders, stand in a
 * region. A figure of no known side counts for neither side.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface Tally {
  readonly free: number
  readonly shadow: number
  readonly leaders: number
}

/**
 * The Army units of each side in one region, and its Leaders, each list
 * sorted: what a violation names (census.ts). A figure of no known side is
 * in neither side's list.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface Census {
  readonly free: ReadonlyArray<string>
  readonly shadow: ReadonlyArray<string>
  readonly leaders: ReadonlyArray<string>
}

/**
 * A ring position read for the rulings: its state and figures, and each
 * figure's bits ({@link FREE} to {@link IDLE}) by its number. Of a table
 * (`numbered`), a figure's number is its family's and its bits the
 * family's, all known at once; of a view of a caller's record, a figure is
 * numbered as it is read, and its bits, region and nation kept as read.
 * The regions counted so far are kept by name. Mutable only as a memo.
 *
 * @internal
 */
export interface Reading {
  readonly state: RingState
  readonly table: Pieces<Figure>
  /** Whether the figures are a table's, numbered by its family, their bits known ({@link marks}). */
  readonly numbered: boolean
  /** Each figure's bits by number, of a table: its family's, shared (read-only). */
  readonly marks: ReadonlyArray<number>
  /** What was read of a view (a caller's record) so far, figure by figure; `null` of a table. */
  readonly read: ViewRead | null
  /** The census of each region listed so far (census.ts), on a kept reading; made by the first census kept. */
  censuses: Map<string, Census> | null
}

/**
 * What a reading of a caller's record has read: each figure read so far,
 * numbered in the order read, with its bits, and each region counted so
 * far, by name. Mutable only as a memo.
 *
 * @internal
 */
export interface ViewRead {
  readonly numberOf: Map<string, number>
  readonly bits: number[]
  readonly figures: Figure[]
  readonly tallies: Map<string, Tally>
}

const NO_MARKS: ReadonlyArray<number> = []

/**
 * The bits of a figure under the nations of its state: what the table's
 * family works out once for all its figures.
 *
 * @internal
 */
export const markOf = (figure: Figure, nations: RingState['nations']): number =>
  bitsOf(figure.nation === undefined ? undefined : ownValue(nations, figure.nation), figure)

// A region's figures counted by their bits, each class by its number (the fields of a tally, in order): Army units of
// the Free Peoples, of the Shadow, and Leaders (a figure of no known side counts for neither side). A class is
// numbered by comparisons, not found in a list of the three: the yes/no question of a die move counts two to four
// times, and a search of a list cost a move a few percent.
const classNumber = (kind: keyof Tally): number => (kind === 'free' ? 0 : kind === 'shadow' ? 1 : 2)
const classOf = (bits: number): number => ((bits & ARMY_UNIT) !== 0 ? ((bits & FREE) !== 0 ? 0 : (bits & SHADOW) !== 0 ? 1 : -1) : (bits & LEADER) !== 0 ? 2 : -1)
const COUNTING: Counting<Figure, RingState['nations']> = { markOf, classOf, classes: 3 }
const tallyWith = (count: (kind: number) => number): Tally => ({ free: count(0), shadow: count(1), leaders: count(2) })

/** The reading of a state's figures: numbered where they are a table, else read as asked. */
const freshReading = (state: RingState, table: Pieces<Figure>): Reading =>
  table.view
    ? readingWith(state, table, false, NO_MARKS)
    : readingWith(state, table, true, marksOf(table, markOf, state.nations))

/** A reading to keep, of a state the library owns; `null` where its figures are a caller's after all. */
const kept = (state: RingState): Reading | null => {
  const table = piecesRead(state, 'figures')
  return table.view || table.foreign !== null ? null : freshReading(state, table)
}

/** A reading not asked anything yet: every reading is made here, so that V8 gives them all one shape. */
const readingWith = (state: RingState, table: Pieces<Figure>, numbered: boolean, marks: ReadonlyArray<number>): Reading => ({
  state,
  table,
  numbered,
  marks,
  read: numbered ? null : { numberOf: new Map(), bits: [], figures: [], tallies: new Map() },
  censuses: null,
})

/**
 * The reading of `state`: the one kept for it, else a fresh one (kept
 * when the library owns the state). `table`: the state's figures, when the
 * caller has read them already.
 *
 * @internal
 */
export const readingFor = (state: RingState, table?: Pieces<Figure>): Reading =>
  readingOf(state, kept) ?? freshReading(state, table ?? piecesRead(state, 'figures'))

/**
 * The reading kept for `state`, made now if the library owns it; `null`
 * for a caller's state (nothing is built for it).
 *
 * @internal
 */
export const ownReading = (state: RingState): Reading | null => readingOf(state, kept)

/**
 * The bits of `figure` (see {@link Reading}), `entry` being its nation in
 * the position when it has one the position knows.
 *
 * @internal
 */
export const bitsOf = (entry: Nation | undefined, figure: Figure): number => {
  // ruling R2 (docs/rulings.md#r2): the side is the nation's, else the figure's own.
  const side = sideWith(entry, figure)
  let bits = side === 'free' ? FREE : side === 'shadow' ? SHADOW : 0
  if (isArmyUnit(figure.kind)) bits |= ARMY_UNIT
  else if (figure.kind === 'leader') bits |= LEADER
  if (entry?.atWar === false) bits |= IDLE
  return bits
}

/**
 * The side of a figure's bits; `undefined` for none known.
 *
 * @internal
 */
export const sideOfBits = (bits: number): Side | undefined => ((bits & FREE) !== 0 ? 'free' : (bits & SHADOW) !== 0 ? 'shadow' : undefined)

/**
 * The number of the figure `id` in `reading` (then {@link bitsAt},
 * {@link regionAt} and {@link nationAt} answer for it); `-1` for an id the
 * position does not hold.
 *
 * @internal
 */
export const figureAt = (reading: Reading, id: string): number => {
  const { table } = reading
  if (!table.view) return pieceNumber(table, id)
  const read = reading.read as ViewRead
  const known = read.numberOf.get(id)
  if (known !== undefined) return known
  const figure = pieceOf(table, id)
  if (figure === undefined) return -1
  const at = read.figures.length
  read.numberOf.set(id, at)
  read.bits.push(bitsOf(figure.nation === undefined ? undefined : ownValue(reading.state.nations, figure.nation), figure))
  read.figures.push(figure)
  return at
}

/** The bits of the figure numbered `at` (see {@link figureAt}). @internal */
export const bitsAt = (reading: Reading, at: number): number => (reading.read?.bits ?? reading.marks)[at] ?? 0

/** The region of the figure numbered `at` (see {@link figureAt}). @internal */
export const regionAt = (reading: Reading, at: number): string => {
  const { table } = reading
  return table.view ? ((reading.read as ViewRead).figures[at]?.region ?? '') : regionNamed(table, regionNumbers(table)[at] ?? -1)
}

/** The nation of the figure numbered `at` (see {@link figureAt}). @internal */
export const nationAt = (reading: Reading, at: number): string | undefined => {
  const { table } = reading
  return table.view ? (reading.read as ViewRead).figures[at]?.nation : pieceNumbered(table, at)?.nation
}

/**
 * The number of `region` in a table's reading (then {@link countIn}
 * answers for it without its name); `-1` for a region where no figure
 * ever stood, and of a view.
 *
 * @internal
 */
export const regionNumber = (reading: Reading, region: string): number => (reading.table.view ? -1 : numberOf(reading.table, region))

/** The region number of the figure numbered `at` (see {@link regionNumber}). @internal */
export const regionNumberAt = (reading: Reading, at: number): number => (reading.table.view ? -1 : (regionNumbers(reading.table)[at] ?? -1))

/**
 * How many Army units of `kind` (a side), or Leaders, stand in `region`
 * (numbered `number`, when the caller has it: see {@link regionNumber}) at
 * the start of the action:
 * a field of its {@link Tally}, read without one on a table.
 *
 * @internal
 */
export const countIn = (reading: Reading, region: string, kind: keyof Tally, number = regionNumber(reading, region)): number => {
  const { table } = reading
  return table.view ? tallyIn(reading, region)[kind] : countAt(table, COUNTING, reading.state.nations, number, classNumber(kind))
}

/**
 * The {@link Tally} of `region` at the start of the action.
 *
 * @internal
 */
export const tallyIn = (reading: Reading, region: string): Tally => {
  const { table } = reading
  if (!table.view) {
    const number = numberOf(table, region)
    return tallyWith((kind) => countAt(table, COUNTING, reading.state.nations, number, kind))
  }
  const tallies = (reading.read as ViewRead).tallies
  const known = tallies.get(region)
  if (known !== undefined) return known
  const tally = tallyOfIds(piecesIn(table, region), (id) => pieceOf(table, id), reading.state.nations)
  tallies.set(region, tally)
  return tally
}

/**
 * The {@link Tally} of the figures `ids` (those `figureOf` knows), counted
 * in one pass without building a list.
 *
 * @internal
 */
export const tallyOfIds = (ids: ReadonlyArray<string>, figureOf: (id: string) => Figure | undefined, nations: RingState['nations']): Tally => {
  const counts = [0, 0, 0]
  // A region's figures are mostly of a few nations: the last one met is not looked up again.
  let nation: string | undefined
  let entry: Nation | undefined
  for (let at = 0; at < ids.length; at++) {
    const figure = figureOf(ids[at] as string)
    if (figure === undefined) continue
    if (figure.nation !== undefined && figure.nation !== nation) {
      nation = figure.nation
      entry = ownValue(nations, nation)
    }
    const kind = classOf(bitsOf(figure.nation === undefined ? undefined : entry, figure))
    if (kind >= 0) counts[kind] = (counts[kind] as number) + 1
  }
  return tallyWith((kind) => counts[kind] as number)
}
