/**
 * The group the user is about to move: its region, the ticked pieces, the
 * ring action (Army die, Character die or an event card's allowance) and the
 * armies already placed in that action. From it come the lit regions (from
 * `reach`, or from validating the whole action once an army is planned), the
 * regions it may attack instead, and the move a click sends.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { march, pathTo, reachable, ring, staticNeighbours, type Allowance, type ArmyRoute, type ArmyStep, type Board, type Violations } from '../../src/index.js'
import { contentsOf, pieceById } from './contents.js'
import type { Move, Position } from './openings.js'

/** How a ring group moves: a die, or an event card with its allowance. */
export type RingAction =
  | { readonly kind: 'army-die' }
  | { readonly kind: 'character-die' }
  | { readonly kind: 'event-move'; readonly allowance: Allowance }

/** One army already placed in the action being built: where it goes and by which path. */
export interface PlannedArmy {
  readonly figures: ReadonlyArray<string>
  readonly to: string
  readonly path: ReadonlyArray<string>
}

/** The group being chosen. */
export interface Selection {
  readonly region: string | null
  readonly ticked: ReadonlyArray<string>
  readonly plan: ReadonlyArray<PlannedArmy>
}

/** Where the selected group can go (with a path), what it may attack instead (with the enemy Army units there), and why not elsewhere. */
export interface Targets {
  readonly origin: string | null
  readonly lit: ReadonlyMap<string, ReadonlyArray<string>>
  readonly attackable: ReadonlyMap<string, ReadonlyArray<string>>
  readonly refused: ReadonlyMap<string, Violations>
}

/** Nothing selected. */
export const noSelection: Selection = { region: null, ticked: [], plan: [] }

/** How many armies one action of `action` may move. */
export const armiesAllowed = (action: RingAction): number =>
  action.kind === 'army-die' ? 2 : action.kind === 'character-die' ? 1 : Math.max(1, action.allowance.armies)

/** The faction (heroes) or side (ring) the ticked pieces move for: that of the first known one. */
export const playerOf = (state: Position, ticked: ReadonlyArray<string>): string | null => {
  for (const id of ticked) {
    const piece = pieceById(state, id)
    if (piece !== undefined) return piece.player
  }
  return null
}

/**
 * The pieces ticked when a region is picked: those of `prefer` (the player
 * who moved last) when they stand there, else those of the first player in
 * the region. Pieces already planned in this action are left out.
 */
export const pick = (board: Board, state: Position, region: string, prefer: string | null, plan: ReadonlyArray<PlannedArmy>): Selection => {
  const planned = new Set(plan.flatMap((army) => army.figures))
  const pieces = contentsOf(board, state, region)
    .groups.flatMap((group) => group.pieces)
    .filter((piece) => !planned.has(piece.id))
  const player = pieces.some((p) => p.player === prefer) ? prefer : (pieces[0]?.player ?? null)
  return { region, ticked: pieces.filter((p) => p.player === player).map((p) => p.id), plan }
}

/** The selection with `id` ticked or unticked. */
export const toggle = (selection: Selection, id: string, on: boolean): Selection => ({
  ...selection,
  ticked: on ? [...selection.ticked.filter((other) => other !== id), id] : selection.ticked.filter((other) => other !== id),
})

const fromReach = (found: ReturnType<typeof march.reach>): Targets => {
  const refused = new Map<string, Violations>()
  for (const [region, violations] of Object.entries(found.unreachable)) refused.set(region, violations)
  return { origin: found.origin, lit: new Map(Object.entries(found.reachable)), attackable: new Map(Object.entries(found.attackable ?? {})), refused }
}

/** The attack the selection makes on `target` with its die; `null` for a heroes position or an event card (no attack). */
export const attackOn = (state: Position, selection: Selection, action: RingAction, target: string): Move | null => {
  if (state.ruleset !== 'ring' || action.kind === 'event-move') return null
  const side = playerOf(state, selection.ticked) === 'shadow' ? 'shadow' : 'free'
  return { type: 'attack', side, die: action.kind === 'army-die' ? 'army' : 'character', figures: selection.ticked, target }
}

/** A plain path to `to` for an event move, when `reach` found no legal one (the move is refused anyway). */
const plainPath = (board: Board, from: string | null, to: string): ReadonlyArray<string> => {
  if (from === null) return [to]
  return pathTo(reachable(staticNeighbours(board), from, board.ids.length), to) ?? [to]
}

/** The move the selection makes when its group is sent to `to`. */
export const moveTo = (board: Board, state: Position, selection: Selection, action: RingAction, to: string, path?: ReadonlyArray<string>): Move => {
  const player = playerOf(state, selection.ticked) ?? ''
  if (state.ruleset === 'heroes') return { type: 'march', faction: player, units: selection.ticked, to }
  const side = player === 'shadow' ? 'shadow' : 'free'
  if (action.kind === 'event-move') {
    const route = path ?? plainPath(board, selection.region, to)
    const moves: ReadonlyArray<ArmyRoute> = [...selection.plan.map(({ figures, path }) => ({ figures, path })), { figures: selection.ticked, path: route }]
    return { type: 'event-move', side, allowance: action.allowance, moves }
  }
  const moves: ReadonlyArray<ArmyStep> = [...selection.plan.map(({ figures, to }) => ({ figures, to })), { figures: selection.ticked, to }]
  return { type: action.kind, side, moves }
}

/** The move of the armies planned so far, on their own. */
export const plannedMove = (state: Position, selection: Selection, action: RingAction): Move | null => {
  const [first] = selection.plan
  if (first === undefined || state.ruleset !== 'ring') return null
  const player = playerOf(state, first.figures)
  const side = player === 'shadow' ? 'shadow' : 'free'
  return action.kind === 'event-move'
    ? { type: 'event-move', side, allowance: action.allowance, moves: selection.plan.map(({ figures, path }) => ({ figures, path })) }
    : { type: action.kind, side, moves: selection.plan.map(({ figures, to }) => ({ figures, to })) }
}

/**
 * Where the selection can go. One army: `reach` itself. A further army of an
 * action that already has one planned: each region is lit when the whole
 * action, that army going there, is legal, and otherwise explained by the
 * whole action's violations.
 */
export const targetsOf = (board: Board, state: Position, selection: Selection, action: RingAction): Targets => {
  if (state.ruleset === 'heroes') return fromReach(march.reach(board, state, selection.ticked))
  const alone = fromReach(ring.reach(board, state, selection.ticked, action.kind === 'event-move' ? action.allowance : action.kind))
  if (selection.plan.length === 0) return alone
  const lit = new Map<string, ReadonlyArray<string>>()
  const refused = new Map<string, Violations>()
  // A die that already moves an army cannot also attack (ruling R18): nothing is attackable.
  for (const to of board.ids) {
    const move = moveTo(board, state, selection, action, to, alone.lit.get(to))
    const verdict = move.type === 'march' || move.type === 'resolve-exploration' ? null : ring.validateMove(board, state, move)
    if (verdict === null) continue
    if (E.isRight(verdict)) lit.set(to, alone.lit.get(to) ?? [to])
    else refused.set(to, verdict.left)
  }
  return { origin: alone.origin, lit, attackable: new Map(), refused }
}
