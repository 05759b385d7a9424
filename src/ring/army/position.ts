/**
 * A ring position while an action is played: the figures indexed by region,
 * where the figures already moved in this action are now, the settlements
 * captured on the way, and the next state once every army has moved.
 *
 * @since 0.1.0
 * @module
 */
import { NONE } from '../../core/list.js'
import type { GameEvent } from '../../model/event.js'
import type { Applied } from '../../model/outcome.js'
import type { Board } from '../../board/graph.js'
import type { Region } from '../../board/board.js'
import { piecesRead, revised, withOnlyPieces, type Lead } from '../../core/carried-fields.js'
import { movedTo, pieceOf, regionNamed, regionNumbers, type Pieces } from '../../core/piece-table.js'
import { piecesIn } from '../../core/region-index.js'
import { occupiedRegions } from '../../core/occupied-regions.js'
import type { Figure, RingState, Side } from '../../model/ring-state.js'
import { ownValue, setOwn } from '../../core/own-record.js'

/**
 * The side controlling the settlement of a region: the `control` entry, else
 * the side of the region's nation. `undefined` for a region without a
 * settlement, or a settlement of no nation nobody has taken (it is never
 * captured).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const settlementController = (
  board: Board,
  nations: RingState['nations'],
  control: Readonly<Record<string, Side>>,
  region: string,
  place: Region | undefined = board.regions.get(region),
): Side | undefined => {
  if (place?.settlement === undefined) return undefined
  // Own keys only: a settlement named `constructor` is not controlled by Object.prototype.
  return ownValue(control, region) ?? (place.nation === undefined ? undefined : ownValue(nations, place.nation)?.side)
}

/**
 * One action in progress: the state, its table of figures, and where the
 * figures already moved in this action are now.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Position {
  readonly state: RingState
  /** The figures at the start of the action. */
  readonly table: Pieces<Figure>
  readonly moved: ReadonlyMap<string, string>
}

const UNMOVED: ReadonlyMap<string, string> = new Map()

/**
 * The position at the start of an action on a state: its table of figures,
 * the one the state carries from the `applyMove` that made it, else a view
 * of the caller's figures for the call.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const positionOf = (state: RingState): Position => ({ state, table: piecesRead(state, 'figures'), moved: UNMOVED })

/**
 * The figure with an id (its kind and nation; where it is now is
 * {@link regionOf}'s); `undefined` for an unknown id.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const figureOf = (position: Position, id: string): Figure | undefined => pieceOf(position.table, id)

/**
 * Where a figure is now in the action; `undefined` for an unknown id.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const regionOf = (position: Position, id: string): string | undefined =>
  position.moved.get(id) ?? pieceOf(position.table, id)?.region

/**
 * The regions with figures at the start of the action, in id order.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const occupiedAtStart = (position: Position): ReadonlyArray<string> => occupiedRegions(position.table)

/**
 * The figures in a region now, in the action.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const figuresIn = (position: Position, region: string): ReadonlyArray<string> => {
  const base = piecesIn(position.table, region)
  if (position.moved.size === 0) return base
  const here = base.filter((id) => !position.moved.has(id))
  // A moved figure is in no base list it is still counted in (filtered just above), and each is one key: no duplicate to look for.
  for (const [id, now] of position.moved) if (now === region) here.push(id)
  return here
}

/**
 * The position after some figures moved to a region (unknown ids are
 * skipped); the input is untouched.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const moveFigures = (position: Position, ids: ReadonlyArray<string>, to: string): Position => {
  const moved = new Map(position.moved)
  for (const id of ids) if (pieceOf(position.table, id) !== undefined) moved.set(id, to)
  return { state: position.state, table: position.table, moved }
}

/**
 * The settlements a group of `side` captures entering the regions of `path`
 * in order: each one controlled by the other side is taken (once). Returns
 * the `settlement-captured` events and the control after them (an entry is
 * dropped where the new controller is the side of the region's nation).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const captureAlong = (
  board: Board,
  nations: RingState['nations'],
  control: Readonly<Record<string, Side>>,
  side: Side,
  path: ReadonlyArray<string>,
): { readonly control: Readonly<Record<string, Side>>; readonly events: ReadonlyArray<GameEvent> } => {
  let now = control
  let events: GameEvent[] | null = null
  for (const region of path) {
    const taken = captureAt(board, nations, now, side, region)
    if (taken === null) continue
    ;(events ??= []).push(taken.event)
    now = taken.control
  }
  return { control: now, events: events ?? NONE }
}

/** The settlement `side` takes entering `region` (`place` on the board), with the control after it; `null` when it takes none. */
const captureAt = (
  board: Board,
  nations: RingState['nations'],
  control: Readonly<Record<string, Side>>,
  side: Side,
  region: string,
  place: Region | undefined = board.regions.get(region),
): { readonly event: GameEvent; readonly control: Record<string, Side> } | null => {
  // ruling R6 (docs/rulings.md#r6): each enemy settlement entered is taken once, in path order.
  const from = settlementController(board, nations, control, region, place)
  if (from === undefined || from === side) return null
  const nation = place?.nation
  const home = nation === undefined ? undefined : ownValue(nations, nation)?.side
  const next: Record<string, Side> = { ...control }
  // Control lists only differences from the nations' sides (FORMAT.md), so a recapture drops its key.
  if (home === side) delete next[region]
  else setOwn(next, region, side)
  return { event: { type: 'settlement-captured', region, by: side, from }, control: next }
}

const NO_CONTROL: Readonly<Record<string, Side>> = {}

/**
 * The next state and events of a legal move of one army of `side`: `step`
 * sends it into an adjacent region, from the region of its first figure
 * (a legal army stands together): its `moved` event, then the settlement
 * it captured, if any (ruling R6 (docs/rulings.md#r6)).
 * `table` is the state's figures when the caller has read them already;
 * `place`, the region entered on the board, and `numbers`, the numbers of
 * the army's figures in `table` (a table, not a view), then that of the
 * region entered when it has one, when the caller has found them.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const stepApplied = (
  board: Board,
  state: RingState,
  side: Side,
  step: { readonly figures: ReadonlyArray<string>; readonly to: string },
  table: Pieces<Figure> = piecesRead(state, 'figures'),
  place?: Region,
  numbers?: ReadonlyArray<number>,
): Applied<RingState> => {
  const { figures, to } = step
  const first = numbers?.[0]
  const from = first === undefined || table.view ? pieceOf(table, figures[0] ?? '')?.region : regionNamed(table, regionNumbers(table)[first] ?? -1)
  const moved: GameEvent = { type: 'moved', figures: figures.slice(), from: from ?? to, to, path: [to] }
  const taken = captureAt(board, state.nations, state.control ?? NO_CONTROL, side, to, place ?? board.regions.get(to))
  return { state: relocate(state, [step], taken?.control, table, numbers), events: taken === null ? [moved] : [moved, taken.event] }
}

/**
 * The state after the figures of each army moved to its region, with the
 * control given; `undefined` leaves the state's control as it is (absent
 * when it was absent and nothing was captured). A control other than the
 * state's own must be the library's, just made (as {@link captureAlong}
 * makes it): the next state keeps it, frozen, without a copy. `before` is
 * the state's figures when the caller has read them already, and
 * `numbers`, for a move of one army, the numbers of its figures in it and
 * then that of its region (see piece-table.ts's `movedTo`), when found.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const relocate = (
  state: RingState,
  armies: ReadonlyArray<{ readonly figures: ReadonlyArray<string>; readonly to: string }>,
  control: Readonly<Record<string, Side>> | undefined,
  before: Pieces<Figure> = piecesRead(state, 'figures'),
  numbers?: ReadonlyArray<number>,
): RingState => {
  let after = before
  // An army at a time, each from the table the one before made: an id ends where the last army naming it goes. The
  // numbers are those of one army's figures, read only for a move of one.
  for (const army of armies) after = movedTo(after, army.figures, army.to, armies.length === 1 ? numbers : undefined)
  const fresh = control === undefined || control === state.control ? null : { control: Object.freeze(control) }
  if (after === before || after.view) return revised(state, fresh ?? NO_PATCH)
  return withOnlyPieces(state, 'figures', after, fresh, RING_LEAD)
}

// The fields before `figures` in the format's order, which the real board's states and the library's examples keep,
// and the one after it.
const RING_LEAD: Lead<RingState> = {
  names: ['format', 'ruleset', 'nations'],
  head: (state) => ({ format: state.format, ruleset: state.ruleset, nations: state.nations }),
  after: 'control',
}

const NO_PATCH: Partial<RingState> = {}
