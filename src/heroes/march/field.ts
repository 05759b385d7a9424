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
import { emptyTable, pieceIds, pieceOf, tableOf, type Pieces, type PieceTable } from '../../core/piece-table.js'
import { numberedBoard } from '../../core/board-numbers.js'
import { lastFor } from '../../core/memo.js'
import { isOwned } from '../../core/owned.js'
import type { NumberedBoard } from '../../board/numbered.js'
import { piecesListed, tallyIn } from '../../core/piece-tally.js'
import type { StopReason } from '../../model/violation.js'

/**
 * The position as a March of `faction` sees it: the state's pieces, as
 * tables.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface Field {
  readonly faction: string
  readonly state: HeroesState
  readonly numbers: NumberedBoard
  readonly units: PieceTable<HeroesUnit>
  readonly vessels: PieceTable<HeroesPiece>
  readonly towerTable: PieceTable<HeroesPiece>
  /** The towers, as a list, for the capital links. */
  readonly towers: ReadonlyArray<HeroesPiece>
  /** Who stands in each region of the board, counted at once for a small position; `null` for a large one, read region by region. */
  readonly counts: Counts | null
  /**
   * Each region's stop reason once asked, by region number (0: not asked
   * yet, then 1 + its place in `REASONS`): the searches from every origin
   * of a listing ask about the same regions. Mutable only as that memo,
   * made with the field, which lives for one call.
   */
  readonly stops: Int8Array
}

/**
 * Per region number: how many of the faction's units stand there, and
 * whether pieces of another faction (units, vessels, a tower) do.
 */
interface Counts {
  readonly own: Int32Array
  readonly opposed: Uint8Array
}

/** Up to this many pieces in all (units, vessels, towers), a field counts every region in one pass over them. */
const FEW_PIECES = 64

const REASONS: ReadonlyArray<StopReason | null> = [null, 'battle', 'desert']

const NONE: ReadonlyArray<string> = []

/**
 * The {@link Field} of a position for the marching `faction`.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const fieldOf = (board: Board, state: HeroesState, faction: string): Field =>
  // A state the library owns never changes, so a March drawn and then applied reads it once.
  isOwned(state) ? lastFor('march field', board, state, faction, () => readField(board, state, faction)) : readField(board, state, faction)

const readField = (board: Board, state: HeroesState, faction: string): Field => {
  const towerTable = state.towers === undefined ? emptyTable : tableOf(state.towers)
  const vessels = state.vessels === undefined ? emptyTable : tableOf(state.vessels)
  const units = piecesOf(state, 'units')
  const numbers = numberedBoard(board)
  const few = units.size + vessels.size + towerTable.size <= FEW_PIECES
  return {
    faction,
    state,
    numbers,
    units,
    vessels,
    towerTable,
    towers: piecesListed(towerTable),
    counts: few ? countsOf(numbers, faction, [units, vessels, towerTable]) : null,
    stops: new Int8Array(numbers.ids.length),
  }
}

const countsOf = (numbers: NumberedBoard, faction: string, tables: ReadonlyArray<PieceTable<HeroesPiece>>): Counts => {
  const own = new Int32Array(numbers.ids.length)
  const opposed = new Uint8Array(numbers.ids.length)
  tables.forEach((table, k) => {
    if (table === emptyTable) return
    for (const id of pieceIds(table)) {
      const piece = pieceOf(table, id)
      const n = piece === undefined ? undefined : numbers.numberOf.get(piece.region)
      if (piece === undefined || n === undefined) continue
      if (piece.faction !== faction) opposed[n] = 1
      // Only units stack (k 0 is the units' table).
      else if (k === 0) own[n] = (own[n] ?? 0) + 1
    }
  })
  return { own, opposed }
}

/**
 * The number of the faction's own units in a region.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const ownUnitsIn = (field: Field, region: string): number => {
  const n = field.counts === null ? undefined : field.numbers.numberOf.get(region)
  return n !== undefined ? (field.counts?.own[n] ?? 0) : (tallyIn(field.units, region).get(field.faction) ?? 0)
}

/** Whether pieces of `table` of another faction stand in `region`; their factions are added to `into` when given. */
const opposing = (field: Field, table: Pieces<HeroesPiece>, region: string, into: Set<string> | null): boolean => {
  // A state without vessels or towers has the one empty table: nothing to look up.
  if (table === emptyTable) return false
  let found = false
  for (const faction of tallyIn(table, region).keys()) {
    if (faction === field.faction) continue
    found = true
    if (into === null) return true
    into.add(faction)
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
export const isOpposed = (field: Field, region: string): boolean => {
  // A region off the board is not counted: its pieces are looked up.
  const n = field.counts === null ? undefined : field.numbers.numberOf.get(region)
  if (n !== undefined) return field.counts?.opposed[n] === 1
  return opposing(field, field.units, region, null) ||
  opposing(field, field.vessels, region, null) ||
  opposing(field, field.towerTable, region, null)
}

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
export const stopReason = (board: Board, field: Field, region: string): StopReason | null => {
  const n = field.numbers.board === board ? field.numbers.numberOf.get(region) : undefined
  return n === undefined ? stopIn(board, field, region) : stopAt(field, n)
}

/**
 * {@link stopReason} of region number `n` of the field's board.
 *
 * @since 0.2.0
 * @category rules
 * @internal
 */
export const stopAt = (field: Field, n: number): StopReason | null => {
  const known = field.stops[n] ?? 0
  if (known > 0) return REASONS[known - 1] ?? null
  const reason = stopIn(field.numbers.board, field, field.numbers.ids[n] ?? '')
  field.stops[n] = 1 + REASONS.indexOf(reason)
  return reason
}

const stopIn = (board: Board, field: Field, region: string): StopReason | null => {
  if (isOpposed(field, region)) return 'battle'
  const there = board.regions.get(region)
  if (there === undefined) return null
  if (there.kind === 'capital' && there.faction !== undefined && there.faction !== field.faction) return 'battle'
  return there.terrain?.toLowerCase() === 'desert' ? 'desert' : null
}

/**
 * The factions an army of `field.faction` fights on entering `region`, sorted:
 * those with units, vessels or a tower there, and the owner of the capital
 * if it is an opponent's, fought even when empty:
 * ruling H14 (docs/rulings.md#h14).
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const defendersIn = (board: Board, field: Field, region: string): ReadonlyArray<string> => {
  if (stopReason(board, field, region) !== 'battle') return NONE
  const defenders = new Set<string>()
  opposing(field, field.units, region, defenders)
  opposing(field, field.vessels, region, defenders)
  opposing(field, field.towerTable, region, defenders)
  const there = board.regions.get(region)
  if (there?.kind === 'capital' && there.faction !== undefined && there.faction !== field.faction) defenders.add(there.faction)
  return [...defenders].sort()
}
