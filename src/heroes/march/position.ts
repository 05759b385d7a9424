/**
 * Who stands where, as a March of one faction sees it: its own units per
 * region, the factions opposing it in each region (by their units, vessels
 * or towers), and the towers that link capitals. Read from the piece tables
 * of the state's records and their tallies (core/piece-tally.ts), so asking
 * costs a look-up per region, never a pass over the position.
 *
 * @since 0.1.0
 * @module
 */
import type { Board } from '../../board/graph.js'
import { piecesOf } from '../../core/carried-fields.js'
import type { HeroesPiece, HeroesState, HeroesUnit } from '../../model/heroes-state.js'
import { emptyTable, tableOf, type Pieces, type PieceTable } from '../../core/piece-table.js'
import { factionCountIn, otherFactionsIn, piecesListed } from '../../core/piece-tally.js'
import type { StopReason } from '../../model/violation.js'
import { NONE } from '../../core/list.js'

/**
 * The position as a March of `faction` sees it: the state's pieces, as
 * tables.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface Position {
  readonly faction: string
  readonly state: HeroesState
  readonly units: PieceTable<HeroesUnit>
  readonly vessels: PieceTable<HeroesPiece>
  readonly towerTable: PieceTable<HeroesPiece>
  /** The towers, as a list, for the capital links. */
  readonly towers: ReadonlyArray<HeroesPiece>
  /**
   * Each region's stop reason once asked, on the board it was asked on: a
   * call judges on one board, and the searches from every origin of a
   * listing ask about the same regions. Mutable only as that memo, made
   * with the position, which lives for one call.
   */
  readonly stops: { board: Board | null; readonly reasons: Map<string, StopReason | null> }
}

/**
 * The {@link Position} of a state for the marching `faction`.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const positionOf = (state: HeroesState, faction: string): Position => {
  const towerTable = state.towers === undefined ? emptyTable : tableOf(state.towers)
  return {
    faction,
    state,
    units: piecesOf(state, 'units'),
    vessels: state.vessels === undefined ? emptyTable : tableOf(state.vessels),
    towerTable,
    towers: piecesListed(towerTable),
    stops: { board: null, reasons: new Map() },
  }
}

/**
 * The number of the faction's own units in a region.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const ownUnitsIn = (position: Position, region: string): number => factionCountIn(position.units, region, position.faction)

/** Whether pieces of `table` of another faction stand in `region`; their factions are added to `into` when given. */
const opposing = (position: Position, table: Pieces<HeroesPiece>, region: string, into: Set<string> | null): boolean =>
  // A state without vessels or towers has the one empty table: nothing to look up.
  table !== emptyTable && otherFactionsIn(table, region, position.faction, into)

/**
 * Whether pieces of another faction (units, vessels, a tower) stand in a region.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const isOpposed = (position: Position, region: string): boolean =>
  opposing(position, position.units, region, null) ||
  opposing(position, position.vessels, region, null) ||
  opposing(position, position.towerTable, region, null)

/**
 * Why an army entering `region` must stop there, or `null`. An opponent's
 * units, vessels, tower or capital mean a battle; a desert means a halt. A
 * region that is both reads as a battle, the weightier of the two:
 * ruling H6 (docs/rulings.md#h6).
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const stopReason = (board: Board, position: Position, region: string): StopReason | null => {
  const { stops } = position
  if (stops.board !== board) {
    stops.board = board
    stops.reasons.clear()
  }
  const known = stops.reasons.get(region)
  if (known !== undefined) return known
  const reason = stopIn(board, position, region)
  stops.reasons.set(region, reason)
  return reason
}

const stopIn = (board: Board, position: Position, region: string): StopReason | null => (isOpposed(position, region) ? 'battle' : boardStop(board, position.faction, region))

/**
 * Why an army of `faction` must stop in `region` when no opponent's piece
 * stands there: an opponent's capital (a battle) or a desert. Part of
 * {@link stopReason}, for a reading that knows which regions are opposed.
 *
 * @internal
 */
export const boardStop = (board: Board, faction: string, region: string): StopReason | null => {
  const there = board.regions.get(region)
  if (there === undefined) return null
  if (there.kind === 'capital' && there.faction !== undefined && there.faction !== faction) return 'battle'
  return there.terrain?.toLowerCase() === 'desert' ? 'desert' : null
}

/**
 * The factions an army of `position.faction` fights on entering `region`, sorted:
 * those with units, vessels or a tower there, and the owner of the capital
 * if it is an opponent's, fought even when empty:
 * ruling H14 (docs/rulings.md#h14).
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const defendersIn = (board: Board, position: Position, region: string): ReadonlyArray<string> => {
  if (stopReason(board, position, region) !== 'battle') return NONE
  const defenders = new Set<string>()
  opposing(position, position.units, region, defenders)
  opposing(position, position.vessels, region, defenders)
  opposing(position, position.towerTable, region, defenders)
  const there = board.regions.get(region)
  if (there?.kind === 'capital' && there.faction !== undefined && there.faction !== position.faction) defenders.add(there.faction)
  return [...defenders].sort()
}
