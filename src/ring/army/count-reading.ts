/**
 * A position as a die count reads it, in numbers: the counts of every
 * occupied region (Army units, Leaders, Free Peoples Army units), the
 * regions holding each side's Army units, and each stock of a side with its
 * groups by signature (count-groups.ts). Reading it walks every figure once,
 * then reads the stock of only the regions the die can move an army out of;
 * the count then applies the rulings to these numbers alone, never to a
 * figure.
 *
 * A state the library owns never changes, so its reading is made once per
 * table of figures (as `stocksOf` keeps its stocks) and serves every later
 * count of the same position; a caller's state, or an action under way, is
 * read afresh.
 *
 * @module
 * @internal
 */
import { isArmyUnit, otherSide, sideWith, stackingLimitOf } from './figures.js'
import { stockIn, type Standing } from './choice.js'
import { stockGroups, type StockGroups } from './count-groups.js'
import type { DieAction } from './die.js'
import type { Position } from './position.js'
import { keptBeside } from '../../core/memo.js'
import { isOwned } from '../../core/owned.js'
import { forEachPiece } from '../../core/piece-table.js'
import type { Board } from '../../board/graph.js'
import { regionNumbersOf, type RegionNumbers } from '../../core/region-numbers.js'
import type { Figure, Nation, Side } from '../../model/ring-state.js'
import { ownValue } from '../../core/own-record.js'

/** A stock of the acting side, numbered, with its groups for one die. @internal */
export interface Stock {
  readonly origin: number
  /** The neighbours its groups may step into (of land, not held by the other side). */
  readonly to: ReadonlyArray<number>
  /** How many neighbours hold Army units of the other side: each is a target of every group that may attack. */
  readonly targets: number
  readonly groups: StockGroups
  /** The nations the groups' `closedTo` name. */
  readonly closed: ReadonlyArray<string>
}

/** Each region's counts at the start of the action, by region number (0 where nothing stands). @internal */
export interface RegionTotals {
  readonly units: ReadonlyArray<number>
  readonly leaders: ReadonlyArray<number>
  readonly freeUnits: ReadonlyArray<number>
}

/** What a count of one side's die reads of a position. @internal */
export interface CountReading {
  readonly numbers: RegionNumbers
  readonly totals: RegionTotals
  /** The side's stocks whose groups the die moves or sends to attack: a stock of none adds nothing to a count. */
  readonly stocks: ReadonlyArray<Stock>
  /** The stocks' steps by the region they enter (Army die only: pairs from two regions). */
  readonly steps: StepIndex | null
}

/**
 * The steps of the stands (count-apart.ts; a stand and a place) by the region they enter:
 * those into region r from `from[r]` until `from[r + 1]`; and the stand of
 * each region (-1: none). It depends on where the stands step alone, so a
 * count reads it with the position.
 *
 * @internal
 */
export interface StepIndex {
  readonly standAt: ReadonlyArray<number>
  readonly from: ReadonlyArray<number>
  readonly stepStand: ReadonlyArray<number>
  readonly stepPlace: ReadonlyArray<number>
}

/** The {@link StepIndex} of stands `stands` (their origins and destinations) on a board of `regions` regions. @internal */
export const stepIndexOf = (regions: number, stands: ReadonlyArray<{ readonly origin: number; readonly to: ReadonlyArray<number> }>): StepIndex => {
  // Plain arrays: typed ones cost more to make than this walk saves on them.
  const standAt: number[] = new Array<number>(regions).fill(-1)
  const from: number[] = new Array<number>(regions + 1).fill(0)
  let steps = 0
  stands.forEach((stand, s) => {
    standAt[stand.origin] = s
    for (const region of stand.to) from[region + 1] = (from[region + 1] as number) + 1
    steps += stand.to.length
  })
  for (let r = 0; r < regions; r++) from[r + 1] = (from[r + 1] as number) + (from[r] as number)
  const stepStand: number[] = new Array<number>(steps).fill(0)
  const stepPlace: number[] = new Array<number>(steps).fill(0)
  const next = from.slice(0, regions)
  stands.forEach((stand, s) =>
    stand.to.forEach((region, place) => {
      const at = next[region] as number
      stepStand[at] = s
      stepPlace[at] = place
      next[region] = at + 1
    }),
  )
  return { standAt, from, stepStand, stepPlace }
}

/**
 * What one walk over the figures gives, by region number: the counts of
 * {@link RegionTotals}, and who else stands there, as bits of `present`:
 * 1, Army units of the Shadow (those of the Free Peoples are `freeUnits`);
 * 2, figures of the Free Peoples other than Army units (who may lead a
 * Character die's army); 4, those of the Shadow. One small number per
 * region, so that a state the library keeps the reading of keeps one list
 * more, not three. Made once per table of figures, for both sides and both
 * dice.
 */
interface Walk {
  readonly totals: RegionTotals
  readonly present: ReadonlyArray<number>
  /**
   * For a caller's record (a view, read for one call and never kept), the
   * figures of the acting side with the region each stands in, so that
   * reading a stock looks none of them up again; `null` for a table, which
   * finds a region's figures itself.
   */
  readonly standing: Standings | null
}

/** The figures of one side, in the record's order, each with the number of its region. */
interface Standings {
  readonly ids: string[]
  readonly figures: Figure[]
  readonly regions: number[]
}

/** The figures of `standings` in region `region`, in the record's order. */
const standingIn = (standings: Standings, region: number): Standing => {
  const ids: string[] = []
  const figures: Figure[] = []
  const { regions } = standings
  for (let at = 0; at < regions.length; at++)
    if (regions[at] === region) {
      ids.push(standings.ids[at] as string)
      figures.push(standings.figures[at] as Figure)
    }
  return { ids, figures }
}

const walkOf = (numbers: RegionNumbers, position: Position, side: Side): Walk => {
  // Plain arrays: typed ones cost more to make than a count reads from them.
  const { zeros } = numbers
  const units = zeros.slice()
  const leaders = zeros.slice()
  const freeUnits = zeros.slice()
  const present = zeros.slice()
  const { nations } = position.state
  const standing: Standings | null = position.table.view ? { ids: [], figures: [], regions: [] } : null
  // A record lists a nation's figures mostly together: its entry is looked up again only where the nation changes,
  // where a look-up per figure cost a third of the walk.
  let named: string | undefined
  let entry: Nation | undefined
  // Every figure once, straight from the pieces: asking each occupied region for its ids would first index a
  // caller's record by region, then look each figure up again. Where they stand at the start of the action, as the
  // stocks are read (a count is of a die not played yet).
  forEachPiece(position.table, (figure, id) => {
    const at = numbers.of.get(figure.region)
    if (at === undefined) return
    const { nation, kind } = figure
    if (nation !== undefined && nation !== named) {
      named = nation
      entry = ownValue(nations, nation)
    }
    // figureSide's answer, the nation's entry read once per run of its figures.
    const owner = nation === undefined ? figure.side : sideWith(entry, figure)
    // Only the acting side's figures make its stocks, and only a few regions' are asked for.
    if (standing !== null && owner === side) (standing.ids.push(id), standing.figures.push(figure), standing.regions.push(at))
    const army = isArmyUnit(kind)
    // The counts of regionCounts (pairs.ts), in the same terms: Leaders, Army units, Free Peoples Army units.
    if (kind === 'leader') leaders[at] = (leaders[at] as number) + 1
    if (army) units[at] = (units[at] as number) + 1
    if (army && owner === 'free') freeUnits[at] = (freeUnits[at] as number) + 1
    present[at] = (present[at] as number) | (owner === 'shadow' ? (army ? 1 : 4) : owner === 'free' && !army ? 2 : 0)
  })
  return { totals: { units, leaders, freeUnits }, present, standing }
}

const stocksFor = (numbers: RegionNumbers, position: Position, side: Side, action: DieAction, walk: Walk): ReadonlyArray<Stock> => {
  const { present, totals } = walk
  const hasUnits = (region: number, of: Side): boolean => (of === 'free' ? (totals.freeUnits[region] as number) > 0 : ((present[region] as number) & 1) !== 0)
  const others = side === 'free' ? 2 : 4
  const enemy = otherSide(side)
  // Only the regions where the die can move a group get a stock read (an Army unit of the side, and for a Character
  // die a figure of another kind to lead it), in id order as stocksOf gives them.
  const origins: number[] = []
  for (let region = 0; region < present.length; region++)
    if (hasUnits(region, side) && (action === 'army-die' || ((present[region] as number) & others) !== 0) && numbers.steps(region).length > 0) origins.push(region)
  const { ids } = numbers
  origins.sort((a, b) => ((ids[a] as string) < (ids[b] as string) ? -1 : 1))
  const found: Stock[] = []
  for (const origin of origins) {
    const stock = stockIn(position, side, ids[origin] as string, walk.standing === null ? undefined : standingIn(walk.standing, origin))
    if (stock === null) continue
    const { groups, closed } = stockGroups(position, stock, action)
    if (groups.many.length === 0 && groups.attackers === 0) continue
    const to: number[] = []
    let targets = 0
    for (const next of numbers.steps(origin)) {
      // ruling R5 (docs/rulings.md#r5): Army units of the other side close a region; its Leaders and Characters alone do not.
      if (hasUnits(next, enemy)) targets++
      else if (numbers.land[next] === true) to.push(next)
    }
    found.push({ origin, to, targets, groups, closed })
  }
  return found
}

/** The readings of one table of figures, and what they were read under: a board, the nations, a stacking limit. Mutable only as a memo. */
interface Kept {
  readonly board: Board
  readonly nations: Position['state']['nations']
  readonly limit: number
  walk: Walk | null
  /** By side and die: free Army, free Character, shadow Army, shadow Character. */
  readonly readings: Array<CountReading | undefined>
}

const kept = /* @__PURE__ */ keptBeside<object, Kept>()

const read = (board: Board, position: Position, side: Side, action: DieAction, walk: Walk): CountReading => {
  const numbers = regionNumbersOf(board)
  const stocks = stocksFor(numbers, position, side, action, walk)
  return { numbers, totals: walk.totals, stocks, steps: action === 'army-die' ? stepIndexOf(numbers.ids.length, stocks) : null }
}

/**
 * The reading of `position` for counting a die of `side`.
 *
 * @internal
 */
export const countReading = (board: Board, position: Position, side: Side, action: DieAction): CountReading => {
  if (!(position.moved.size === 0 && position.table.foreign === null && isOwned(position.state)))
    return read(board, position, side, action, walkOf(regionNumbersOf(board), position, side))
  const { nations } = position.state
  const limit = stackingLimitOf(position.state)
  let known = kept.get(position.table)
  if (known === undefined || known.board !== board || known.nations !== nations || known.limit !== limit) {
    known = { board, nations, limit, walk: null, readings: [undefined, undefined, undefined, undefined] }
    kept.set(position.table, known)
  }
  const at = (side === 'free' ? 0 : 2) + (action === 'army-die' ? 0 : 1)
  // The walk is the same for both sides and dice: a table's gives no side's figures apart.
  return (known.readings[at] ??= read(board, position, side, action, (known.walk ??= walkOf(regionNumbersOf(board), position, side))))
}
