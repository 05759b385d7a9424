/**
 * The canonical groups a side can move out of each region. Figures of the
 * same kind, nation (or side, for a Character without nation) and region
 * are interchangeable, so a group is a count per such class, and its
 * concrete figures are the lowest ids of each class in string order (after
 * those taken by earlier groups of the same action from the same region).
 *
 * @since 0.1.0
 * @module
 */
import { isArmyUnit, sideWith } from './figures.js'
import { figureOf, occupiedAtStart, type Position } from './position.js'
import { piecesIn } from '../../core/region-index.js'
import { byString, sortedBy, sortedIds } from '../../core/list.js'
import { isOwned } from '../../core/owned.js'
import { keptBeside } from '../../core/memo.js'
import type { Figure, FigureKind, Nation, Side } from '../../model/ring-state.js'
import { ownValue } from '../../core/own-record.js'

/**
 * Interchangeable figures of one region: same kind and nation (or side).
 * `ids` are sorted in string order.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface FigureClass {
  readonly kind: FigureKind
  readonly owner: string
  readonly ids: ReadonlyArray<string>
}

/**
 * The figures of one side in one region, by class.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface RegionStock {
  readonly region: string
  readonly classes: ReadonlyArray<FigureClass>
}

const kindOrder: ReadonlyArray<FigureKind> = ['regular', 'elite', 'leader', 'nazgul', 'companion', 'minion']

// ruling R12 (docs/rulings.md#r12): interchangeable figures are one class, taken lowest ids first.
/**
 * The stocks of a side, lazily, one per region where it has figures,
 * regions in id order, classes by kind then nation.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export function* stocksOf(position: Position, side: Side): Generator<RegionStock> {
  // Lazily, region by region: the first move of a generator never pays for the whole position. Each region's stock is
  // kept with its list of ids (stockIn), so a state the library owns finds each once, and the states made from it
  // find again only the regions their moves changed.
  for (const region of occupiedAtStart(position)) {
    const stock = stockIn(position, side, region)
    if (stock !== null) yield stock
  }
}

/**
 * The figures of one side standing in one region, ids and figures at the
 * same place: what a walk over every figure found, handed to
 * {@link stockIn} so that it looks none of them up again.
 *
 * @internal
 */
export interface Standing {
  readonly ids: ReadonlyArray<string>
  readonly figures: ReadonlyArray<Figure>
}

/**
 * The stock of a side in one region, as {@link stocksOf} gives it; `null`
 * where the side has no figure. `standing`: the side's figures in the
 * region, when the caller has read them already.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const stockIn = (position: Position, side: Side, region: string, standing?: Standing): RegionStock | null => {
  if (standing !== undefined || !isKept(position)) return stockOf(position, side, region, standing)
  // A region's list of ids is the table's own, shared by every table a move made from it where the move left the
  // region alone: its stocks, found once, serve every later state of the game until a move changes the region.
  const ids = piecesIn(position.table, region)
  const { nations } = position.state
  let known = regionStocks.get(ids)
  if (known === undefined || known.nations !== nations) regionStocks.set(ids, (known = { nations, free: undefined, shadow: undefined }))
  const found = known[side]
  if (found !== undefined) return found
  return (known[side] = stockOf(position, side, region, undefined))
}

/** Whether what is read of `position` may be kept: the start of an action on a state the library owns. */
const isKept = (position: Position): boolean => position.moved.size === 0 && position.table.foreign === null && isOwned(position.state)

/** The stocks of each side in a region, found as asked, under the nations they were found with. Mutable only as a memo. */
interface StocksIn {
  readonly nations: Position['state']['nations']
  free: RegionStock | null | undefined
  shadow: RegionStock | null | undefined
}

// Keyed on the lists of ids of the tables the library owns, never on a caller's object.
const regionStocks = /* @__PURE__ */ keptBeside<ReadonlyArray<string>, StocksIn>()

/**
 * The stock of a side in one region, found afresh and not kept: what a
 * playout asks of the region a move just changed, where a kept stock would
 * seldom be asked again.
 *
 * @internal
 */
export const stockOf = (position: Position, side: Side, region: string, standing?: Standing): RegionStock | null => {
  const { nations } = position.state
  // Built only for a figure without nation: most regions hold none.
  let sideOwner: string | undefined
  // A region's few classes are searched in place; past a few, by owner, each owner's few kinds searched in place, so
  // that a region of figures of 100,000 nations is not searched class by class. No string is built per figure.
  const classes: Filling[] = []
  let byOwner: Map<string, Filling[]> | null = null
  // The nation met last and its entry, not looked up again: a region's figures are mostly of a few nations.
  let nation: string | undefined
  let entry: Nation | undefined
  const ids = standing?.ids ?? piecesIn(position.table, region)
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] as string
    const figure = standing === undefined ? figureOf(position, id) : standing.figures[at]
    if (figure === undefined) continue
    if (figure.nation !== undefined && figure.nation !== nation) entry = ownValue(nations, (nation = figure.nation))
    // A standing the caller gathered holds the side's figures alone.
    if (standing === undefined && (figure.nation === undefined ? figure.side : sideWith(entry, figure)) !== side) continue
    const owner = figure.nation ?? (sideOwner ??= `side:${side}`)
    const { kind } = figure
    const known = (byOwner === null ? classes : byOwner.get(owner))?.find((c) => c.kind === kind && c.owner === owner)
    if (known !== undefined) {
      known.ids.push(id)
      continue
    }
    const made = { kind, owner, ids: [id] }
    classes.push(made)
    if (byOwner !== null) byOwnerAdd(byOwner, made)
    else if (classes.length > FEW_CLASSES) {
      byOwner = new Map()
      for (const known of classes) byOwnerAdd(byOwner, known)
    }
  }
  if (classes.length === 0) return null
  sortedBy(classes, classOrder)
  for (const c of classes) sortedIds(c.ids)
  return { region, classes }
}

/** Classes by kind (Army units first), then by owner. */
const classOrder = (a: FigureClass, b: FigureClass): number => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || byString(a.owner, b.owner)

/** The most classes of a region searched one by one. */
const FEW_CLASSES = 8

/** A class while its ids are gathered. */
type Filling = { readonly kind: FigureKind; readonly owner: string; readonly ids: string[] }

/** Files a class under its owner (it mutates `byOwner`). */
const byOwnerAdd = (byOwner: Map<string, Filling[]>, made: Filling): void => {
  const mine = byOwner.get(made.owner)
  if (mine === undefined) byOwner.set(made.owner, [made])
  else mine.push(made)
}

/**
 * Every count per class within `bounds` but all zeros, in mixed-radix
 * order (the last class varying fastest), skipping those with more Army
 * units (classes where `units` is true) than `limit`, and every count beyond
 * them. The counts yielded are the walk's own: copy them to keep them.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export function* countsWithin(bounds: ReadonlyArray<number>, units: ReadonlyArray<boolean>, limit: number): Generator<ReadonlyArray<number>> {
  const counts = bounds.map(() => 0)
  let taken = 0
  for (;;) {
    let k = counts.length - 1
    while (k >= 0 && counts[k] === bounds[k]) {
      if (units[k] === true) taken -= counts[k] as number
      counts[k--] = 0
    }
    if (k < 0) return
    counts[k] = (counts[k] as number) + 1
    if (units[k] === true && ++taken > limit) {
      // More of this class only adds Army units: its count is done, and so is every group until an earlier class moves on.
      taken += (bounds[k] as number) - (counts[k] as number)
      counts[k] = bounds[k] as number
      continue
    }
    yield counts
  }
}

/**
 * Every canonical group of a stock that an event card moves, as counts per
 * class: each includes an Army unit, and none has more than `limit` Army
 * units. Smaller counts come first, the last class varying fastest.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export function* groupCounts(stock: RegionStock, limit: number): Generator<ReadonlyArray<number>> {
  const units = stock.classes.map((c) => isArmyUnit(c.kind))
  for (const counts of countsWithin(
    stock.classes.map((c) => c.ids.length),
    units,
    limit,
  )) {
    for (let i = 0; i < counts.length; i++)
      if (counts[i] !== 0 && units[i] === true) {
        yield [...counts]
        break
      }
  }
}

/**
 * The concrete figures of a group: per class, `counts[i]` ids after the
 * first `offset[i]` (those taken by earlier groups from the same region).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const pickFigures = (stock: RegionStock, counts: ReadonlyArray<number>, offset?: ReadonlyArray<number>): ReadonlyArray<string> => {
  const figures: string[] = []
  stock.classes.forEach((c, i) => {
    const from = offset?.[i] ?? 0
    const until = from + (counts[i] ?? 0)
    for (let at = from; at < until && at < c.ids.length; at++) figures.push(c.ids[at] ?? '')
  })
  return figures
}

/**
 * Whether `counts` (how many of each class of a stock) take a figure of a
 * class `flags` marks: an Army unit, say, or a figure that leads a
 * Character die.
 *
 * @internal
 */
export const takesAny = (counts: ReadonlyArray<number>, flags: ReadonlyArray<boolean>): boolean => counts.some((n, i) => n > 0 && flags[i] === true)

/**
 * Whether groups of one stock fit in it together: no class asked for more
 * figures than it has.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const fitTogether = (stock: RegionStock, groups: ReadonlyArray<ReadonlyArray<number>>): boolean =>
  stock.classes.every((c, i) => groups.reduce((sum, counts) => sum + (counts[i] ?? 0), 0) <= c.ids.length)
