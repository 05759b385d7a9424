/**
 * A compact reading of a ring position, as the rulings of a die move ask
 * it: each figure numbered, as a few bits (its side, whether it is an Army
 * unit or a Leader, whether its nation is not At War) and the region it
 * stands in; each region as the counts of its Army units by side and of its
 * Leaders. A state asked about once or twice (a server's) is read only for
 * the figures and regions its moves touch; a state the library owns that is
 * asked about again and again (a bot's) is read whole, in one pass, and
 * kept (in core, for the last such state), so that each of its many moves
 * costs a few look-ups.
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
import { pieceNumbered, pieceOf, piecesIn, type Pieces } from '../../core/piece-table.js'
import { forEachRun, pieceNumbers } from '../../core/piece-walk.js'
import { ownValue } from '../../core/own-record.js'
import type { Board } from '../../board/graph.js'
import type { Figure, Nation, RingState, Side } from '../../model/ring-state.js'
import type { Naming } from '../../words/naming.js'
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
/** The figure has been read (its bits and region are known). */
const READ = 32

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
 * A ring position read for the rulings: its state and figures, each figure
 * read so far by number (its bits, {@link FREE} to {@link IDLE}, its
 * region and nation), and the regions counted so far. Mutable only as a
 * memo.
 *
 * @internal
 */
export interface Reading {
  readonly state: RingState
  readonly table: Pieces<Figure>
  /** The number of each figure: the table family's own (read-only) when kept; else given as figures are read. */
  readonly numberOf: Map<string, number> | ReadonlyMap<string, number>
  /** Whether the numbers are the family's, every figure of the state numbered. */
  readonly numbered: boolean
  readonly bits: number[]
  /**
   * Each figure read so far, by number, its region and nation read from it; `null` on a kept reading until it is read
   * whole, its table giving a figure by its family's number: a state asked about once or twice (a server's, each state
   * a search opens) then makes one list of its size for its first question, not two.
   */
  figures: Array<Figure | undefined> | null
  readonly tallies: Map<string, Tally>
  /** The census of each region listed so far (census.ts), on a kept reading; made by the first census kept. */
  censuses: Map<string, Census> | null
  /** The names a refused move of the state was worded in, on a board (verdict.ts), on a kept reading. */
  naming: { readonly board: Board; readonly naming: Naming } | null
  /** How many questions were asked of the reading; {@link WHOLE} once it is read whole. */
  asked: number
}

// A kept state asked about this many times is read whole, in one pass.
const READ_WHOLE_AFTER = 3
const WHOLE = -1

const EMPTY: Tally = { free: 0, shadow: 0, leaders: 0 }

/** A reading to keep, of a state the library owns; `null` where its figures are a caller's after all. */
const kept = (state: RingState): Reading | null => {
  const table = piecesRead(state, 'figures')
  if (table.view || table.foreign !== null) return null
  const { numberOf, size } = pieceNumbers(table)
  // Made at its size and left holey (a number not read yet is a hole): a state asked about once or twice, a playout's
  // or a server's, reads a few of its figures, and filling a list it never reads cost it more than its move.
  return readingWith(state, table, numberOf, true, new Array<number>(size), null)
}

/** A reading not asked anything yet: every reading is made here, so that V8 gives them all one shape. */
const readingWith = (
  state: RingState,
  table: Pieces<Figure>,
  numberOf: Reading['numberOf'],
  numbered: boolean,
  bits: number[],
  figures: Reading['figures'],
): Reading => ({ state, table, numberOf, numbered, bits, figures, tallies: new Map(), censuses: null, naming: null, asked: 0 })

/**
 * The reading of `state`: the one kept for it, else a fresh one (kept
 * when the library owns the state). `table`: the state's figures, when the
 * caller has read them already.
 *
 * @internal
 */
export const readingFor = (state: RingState, table?: Pieces<Figure>): Reading =>
  readingOf(state, kept) ?? readingWith(state, table ?? piecesRead(state, 'figures'), new Map(), false, [], [])

/**
 * The reading kept for `state`, made now if the library owns it; `null`
 * for a caller's state (nothing is built for it).
 *
 * @internal
 */
export const ownReading = (state: RingState): Reading | null => readingOf(state, kept)

/**
 * The reading of `state` for one more question: {@link readingFor}, read
 * whole once a kept state has been asked about a few times.
 *
 * @internal
 */
export const questionOf = (state: RingState, table?: Pieces<Figure>): Reading => {
  const reading = readingFor(state, table)
  if (reading.numbered && reading.asked !== WHOLE && ++reading.asked >= READ_WHOLE_AFTER) readWhole(reading)
  return reading
}

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
 * The number of the figure `id` in `reading`, read now if it was not yet
 * (then {@link bitsAt}, {@link regionAt} and {@link nationAt} answer for
 * it); `-1` for an id the position does not hold.
 *
 * @internal
 */
export const figureAt = (reading: Reading, id: string): number => {
  const known = reading.numberOf.get(id)
  if (known !== undefined && (reading.bits[known] ?? 0) & READ) return known
  if (known === undefined && reading.numbered) return -1
  // A number given by the table's family (a kept reading's, never of a view: the test only narrows the type) finds
  // the figure without its id looked up again.
  const { table } = reading
  const figure = known === undefined || table.view ? pieceOf(table, id) : pieceNumbered(table, known)
  if (figure === undefined) return -1
  const at = known ?? reading.figures?.length ?? 0
  if (known === undefined) (reading.numberOf as Map<string, number>).set(id, at)
  put(reading, at, figure, figure.nation === undefined ? undefined : ownValue(reading.state.nations, figure.nation))
  return at
}

const put = (reading: Reading, at: number, figure: Figure, entry: Nation | undefined): number => {
  const bits = bitsOf(entry, figure) | READ
  reading.bits[at] = bits
  if (reading.figures !== null) reading.figures[at] = figure
  return bits
}

/** The bits of the figure numbered `at` (see {@link figureAt}). @internal */
export const bitsAt = (reading: Reading, at: number): number => reading.bits[at] ?? 0

/** The region of the figure numbered `at` (see {@link figureAt}). @internal */
export const regionAt = (reading: Reading, at: number): string => figureNumbered(reading, at)?.region ?? ''

/** The nation of the figure numbered `at` (see {@link figureAt}). @internal */
export const nationAt = (reading: Reading, at: number): string | undefined => figureNumbered(reading, at)?.nation

/** The figure numbered `at`, once read: from the reading's list, or from a kept reading's table (which is no view: the test narrows the type). */
const figureNumbered = (reading: Reading, at: number): Figure | undefined =>
  reading.figures !== null ? reading.figures[at] : reading.table.view ? undefined : pieceNumbered(reading.table, at)

/**
 * The {@link Tally} of `region` at the start of the action.
 *
 * @internal
 */
export const tallyIn = (reading: Reading, region: string): Tally => {
  const known = reading.tallies.get(region)
  if (known !== undefined) return known
  if (reading.asked === WHOLE) return EMPTY
  const { table } = reading
  const tally = tallyOfIds(piecesIn(table, region), (id) => pieceOf(table, id), reading.state.nations)
  if (reading.numbered) reading.tallies.set(region, tally)
  return tally
}

/**
 * The {@link Tally} of every region at the start of the action, as
 * {@link tallyIn} answers for each: a kept reading is read whole first, in
 * one pass over the figures, where asking each region in turn would look
 * up its pieces one by one (`reach` asks about every region of the board).
 *
 * @since 0.3.0
 * @internal
 */
export const wholeTallies = (reading: Reading): ((region: string) => Tally) => {
  if (reading.numbered && reading.asked !== WHOLE) readWhole(reading)
  return (region) => tallyIn(reading, region)
}

/** Reads every figure and every occupied region of a kept reading in one pass (it mutates the reading's memo). */
const readWhole = (reading: Reading): void => {
  const { table, tallies } = reading
  if (table.view) return
  // Counted again from nothing: the regions counted one by one so far are among those counted here. Every figure is
  // read now, into a list by number: a state read whole is asked about again and again.
  tallies.clear()
  reading.figures ??= new Array<Figure | undefined>(reading.bits.length)
  const { nations } = reading.state
  let nation: string | undefined
  let entry: Nation | undefined
  let last: string | undefined
  let count: Counts = { free: 0, shadow: 0, leaders: 0 }
  forEachRun(table, (figures, first) => {
    for (let at = 0; at < figures.length; at++) {
      const figure = figures[at]
      if (figure === undefined) continue
      if (figure.nation !== undefined && figure.nation !== nation) {
        nation = figure.nation
        entry = ownValue(nations, nation)
      }
      const bits = put(reading, first + at, figure, figure.nation === undefined ? undefined : entry)
      const counted = (bits & ARMY_UNIT) !== 0 ? (bits & (FREE | SHADOW)) !== 0 : (bits & LEADER) !== 0
      if (!counted) continue
      // Figures of one region often come one after another (the real board's ids begin with their region's).
      if (figure.region !== last) {
        last = figure.region
        let found = tallies.get(last) as Counts | undefined
        if (found === undefined) tallies.set(last, (found = { free: 0, shadow: 0, leaders: 0 }))
        count = found
      }
      if ((bits & LEADER) !== 0) count.leaders++
      else if ((bits & FREE) !== 0) count.free++
      else count.shadow++
    }
  })
  reading.asked = WHOLE
}

/** A tally while it is counted. */
interface Counts {
  free: number
  shadow: number
  leaders: number
}

/**
 * The {@link Tally} of the figures `ids` (those `figureOf` knows), counted
 * in one pass without building a list.
 *
 * @internal
 */
export const tallyOfIds = (ids: ReadonlyArray<string>, figureOf: (id: string) => Figure | undefined, nations: RingState['nations']): Tally => {
  if (ids.length === 0) return EMPTY
  let free = 0
  let shadow = 0
  let leaders = 0
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
    const bits = bitsOf(figure.nation === undefined ? undefined : entry, figure)
    if ((bits & ARMY_UNIT) !== 0) {
      if ((bits & FREE) !== 0) free++
      else if ((bits & SHADOW) !== 0) shadow++
    } else if ((bits & LEADER) !== 0) leaders++
  }
  return free === 0 && shadow === 0 && leaders === 0 ? EMPTY : { free, shadow, leaders }
}
