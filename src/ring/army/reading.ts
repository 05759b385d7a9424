/**
 * A compact reading of a ring position, as the rulings of a die move ask
 * it: each figure as a few bits (its side, whether it is an Army unit or a
 * Leader, whether its nation is not At War) and the region it stands in;
 * each region as the counts of its Army units by side and of its Leaders.
 * Only the figures and regions a judgement asks about are read, and on a
 * state the library owns what was read is kept (in core, for the last such
 * state), so that the many moves a bot or a server asks of one position
 * read each figure and each region once.
 *
 * Every ruling about a region reads its counts here (census.ts for a
 * position in the middle of an action), so that the yes/no question and
 * the verdict in words count a region the same way.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { piecesRead } from '../../core/carried-fields.js'
import { readingOf } from '../../core/last-reading.js'
import { pieceOf, piecesIn, type Pieces } from '../../core/piece-table.js'
import { forEachPiece } from '../../core/piece-walk.js'
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
 * What the rulings ask of one figure: where it stands, its bits
 * ({@link FREE}, {@link SHADOW}, {@link ARMY_UNIT}, {@link LEADER},
 * {@link IDLE}) and its nation.
 *
 * @internal
 */
export interface Facts {
  readonly region: string
  readonly bits: number
  readonly nation: string | undefined
}

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
 * A ring position read for the rulings: its state and figures, and, on a
 * state the library owns, what was read of it so far (`null` maps: a
 * caller's state, read afresh on every question).
 *
 * @internal
 */
export interface Reading {
  readonly state: RingState
  readonly table: Pieces<Figure>
  readonly figures: Map<string, Facts> | null
  readonly tallies: Map<string, Tally> | null
  /** How many questions were asked of the reading while it was read piece by piece; then `WHOLE`, once read whole. Mutable only as a memo. */
  asked: number
}

// A state asked about this many times is read whole, in one pass: a state asked about once or twice (a server's)
// reads only the figures and regions its moves touch.
const READ_WHOLE_AFTER = 3
const WHOLE = -1

const EMPTY: Tally = { free: 0, shadow: 0, leaders: 0 }

/** A reading to keep, of a state the library owns; `null` where its figures are a caller's after all. */
const kept = (state: RingState): Reading | null => {
  const table = piecesRead(state, 'figures')
  return table.view || table.foreign !== null ? null : { state, table, figures: new Map(), tallies: new Map(), asked: 0 }
}

/**
 * The reading of `state`: the one kept for it, else a fresh one (kept
 * when the library owns the state). `table`: the state's figures, when the
 * caller has read them already.
 *
 * @internal
 */
export const readingFor = (state: RingState, table?: Pieces<Figure>): Reading =>
  readingOf(state, kept) ?? { state, table: table ?? piecesRead(state, 'figures'), figures: null, tallies: null, asked: 0 }

/**
 * The reading of `state` for one more question: {@link readingFor}, read
 * whole once the state has been asked about a few times.
 *
 * @internal
 */
export const questionOf = (state: RingState, table?: Pieces<Figure>): Reading => {
  const reading = readingFor(state, table)
  if (reading.asked !== WHOLE && reading.figures !== null && ++reading.asked >= READ_WHOLE_AFTER) readWhole(reading)
  return reading
}

/** Reads every figure and every occupied region of a kept reading in one pass (it mutates the reading's memo). */
const readWhole = (reading: Reading): void => {
  const { figures, tallies, table } = reading
  if (figures === null || tallies === null || table.view) return
  const counts = new Map<string, { free: number; shadow: number; leaders: number }>()
  const { nations } = reading.state
  let nation: string | undefined
  let entry: Nation | undefined
  forEachPiece(table, (id, figure) => {
    if (figure.nation !== undefined && figure.nation !== nation) {
      nation = figure.nation
      entry = ownValue(nations, nation)
    }
    const bits = bitsOf(figure.nation === undefined ? undefined : entry, figure)
    if (!figures.has(id)) figures.set(id, { region: figure.region, bits, nation: figure.nation })
    let count = counts.get(figure.region)
    if (count === undefined) counts.set(figure.region, (count = { free: 0, shadow: 0, leaders: 0 }))
    if ((bits & ARMY_UNIT) !== 0) {
      if ((bits & FREE) !== 0) count.free++
      else if ((bits & SHADOW) !== 0) count.shadow++
    } else if ((bits & LEADER) !== 0) count.leaders++
  })
  for (const [region, count] of counts) tallies.set(region, count.free === 0 && count.shadow === 0 && count.leaders === 0 ? EMPTY : count)
  reading.asked = WHOLE
}

/**
 * The bits of `figure` (see {@link Facts}), `entry` being its nation in the
 * position when it has one the position knows.
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
 * What the rulings ask of the figure `id`; `undefined` for an id the
 * position does not hold.
 *
 * @internal
 */
export const factsOf = (reading: Reading, id: string): Facts | undefined => {
  const known = reading.figures?.get(id)
  if (known !== undefined || reading.asked === WHOLE) return known
  const figure = pieceOf(reading.table, id)
  if (figure === undefined) return undefined
  const { nation } = figure
  const facts: Facts = { region: figure.region, bits: bitsOf(nation === undefined ? undefined : ownValue(reading.state.nations, nation), figure), nation }
  reading.figures?.set(id, facts)
  return facts
}

/**
 * The {@link Tally} of `region` at the start of the action.
 *
 * @internal
 */
export const tallyIn = (reading: Reading, region: string): Tally => {
  const known = reading.tallies?.get(region)
  if (known !== undefined) return known
  if (reading.asked === WHOLE) return EMPTY
  const { table } = reading
  const tally = tallyOfIds(piecesIn(table, region), (id) => pieceOf(table, id), reading.state.nations)
  reading.tallies?.set(region, tally)
  return tally
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
