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
import { emptyTable, pieceOf, tableOf, type PieceTable } from '../../core/piece-table.js'
import { piecesListed } from '../../core/piece-tally.js'
import { piecesIn } from '../../core/region-index.js'
import type { StopReason } from '../../model/violation.js'
import { NONE } from '../../core/list.js'
import { numberedBoard } from '../../core/board-numbers.js'
import type { NumberedBoard } from '../../board/numbered.js'

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
  }
}

/**
 * The number of the faction's own units in a region.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const ownUnitsIn = (position: Position, region: string): number => {
  let count = 0
  for (const id of piecesIn(position.units, region)) if (pieceOf(position.units, id)?.faction === position.faction) count++
  return count
}

/** Whether pieces of `table` of another faction stand in `region`; their factions are added to `into` when given (it mutates `into`, the caller's fresh set). */
const opposing = (position: Position, table: PieceTable<HeroesPiece>, region: string, into: Set<string> | null): boolean => {
  let found = false
  // A state without vessels or towers has the one empty table: nothing to look up.
  if (table !== emptyTable)
    for (const id of piecesIn(table, region)) {
      const other = pieceOf(table, id)?.faction
      if (other === undefined || other === position.faction) continue
      found = true
      if (into === null) return true
      into.add(other)
    }
  return found
}

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
  const numbers = numberedBoard(board)
  return stopAt(numbers, position.faction, numbers.numberOf.get(region) ?? -1, isOpposed(position, region))
}

/**
 * {@link stopReason} in region number `n` of `numbers` (-1: a region not on
 * the board), `opposed` telling whether an opponent's units, vessels or
 * tower stand there: for a reading that knows which regions are opposed.
 *
 * @internal
 */
export const stopAt = (numbers: NumberedBoard, faction: string, n: number, opposed: boolean): StopReason | null => {
  if (opposed) return 'battle'
  const capital = numbers.capitalOf[n]
  if (capital !== undefined && capital !== faction) return 'battle'
  return numbers.desert[n] === 1 ? 'desert' : null
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
