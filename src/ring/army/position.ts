/**
 * A ring position while an action is played: the figures indexed by region,
 * where the figures already moved in this action are now, the settlements
 * captured on the way, and the next state once every army has moved.
 *
 * @since 0.1.0
 * @module
 */
import type { GameEvent } from '../../model/event.js'
import type { Board } from '../../board/graph.js'
import { carriedPieces, piecesRead, revised } from '../../core/carried-fields.js'
import { movedTo, occupiedRegions, pieceOf, piecesIn, type Pieces } from '../../core/piece-table.js'
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
): Side | undefined => {
  const place = board.regions.get(region)
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
  // ruling R6 (docs/rulings.md#r6): each enemy settlement entered is taken once, in path order.
  let now = control
  const events: GameEvent[] = []
  for (const region of path) {
    const from = settlementController(board, nations, now, region)
    if (from === undefined || from === side) continue
    events.push({ type: 'settlement-captured', region, by: side, from })
    const nation = board.regions.get(region)?.nation
    const home = nation === undefined ? undefined : ownValue(nations, nation)?.side
    const next: Record<string, Side> = { ...now }
    // Control lists only differences from the nations' sides (FORMAT.md), so a recapture drops its key.
    if (home === side) delete next[region]
    else setOwn(next, region, side)
    now = next
  }
  return { control: now, events }
}

/**
 * The state after the figures of each army moved to its region, with the
 * control given; `undefined` leaves the state's control as it is (absent
 * when it was absent and nothing was captured).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const relocate = (
  state: RingState,
  armies: ReadonlyArray<{ readonly figures: ReadonlyArray<string>; readonly to: string }>,
  control: Readonly<Record<string, Side>> | undefined,
): RingState => {
  // Each id once, at the last region named for it, as a map of destinations keeps it: searched in place
  // for the few figures of a die move, in a map for an army of thousands.
  let ids: string[] = []
  let regions: string[] = []
  let count = 0
  for (const army of armies) count += army.figures.length
  if (count <= FEW) {
    for (const army of armies)
      for (const id of army.figures) {
        const known = ids.indexOf(id)
        if (known === -1) {
          ids.push(id)
          regions.push(army.to)
        } else regions[known] = army.to
      }
  } else {
    const destinations = new Map<string, string>()
    for (const army of armies) for (const id of army.figures) destinations.set(id, army.to)
    ids = [...destinations.keys()]
    regions = [...destinations.values()]
  }
  const before = piecesRead(state, 'figures')
  const after = movedTo(before, ids, regions)
  return revised(state, control === undefined ? NO_PATCH : { control }, [], after === before || after.view ? NO_CARRIED : { figures: carriedPieces(after) })
}

const NO_PATCH: Partial<RingState> = {}
/** The most figures whose destinations are searched in a list rather than kept in a map. */
const FEW = 32
const NO_CARRIED = {}
