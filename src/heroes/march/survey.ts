/**
 * The position as the Marches of one faction are listed, counted and drawn
 * in one call, by region number: the faction's armies in each region, how
 * many of its units each region holds, and where an army must stop. Every
 * origin's search asks these of the same regions: the pieces are walked
 * once, each answer kept by number and read back with an array look-up.
 * Made for one call and dropped with it.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../../board/graph.js'
import { numberedBoard, towerLinksOf } from '../../core/board-numbers.js'
import { forEachOnBoard, piecesListed } from '../../core/piece-tally.js'
import { piecesOf } from '../../core/carried-fields.js'
import { emptyTable, tableOf, type PieceTable } from '../../core/piece-table.js'
import type { HeroesPiece, HeroesState, HeroesUnit } from '../../model/heroes-state.js'
import type { Links, NumberedBoard } from '../../board/numbered.js'
import { stopAt } from './position.js'
import { byString } from '../../core/list.js'

/** The units of one type in one region, in id order, and their Speed. @internal */
export interface Group {
  readonly speed: number
  readonly ids: ReadonlyArray<string>
}

/** @internal */
export interface Survey {
  readonly units: PieceTable<HeroesUnit>
  readonly numbers: NumberedBoard
  readonly links: Links
  /** Whether an army may go on from region number `n` (the stop rules of `stopReason`). */
  readonly leaves: (n: number) => boolean
  /** How many of the faction's units stand in each region, by number. */
  readonly own: ReadonlyArray<number>
  /** The faction's units that can march, by region number: by type, types and ids in id order. */
  readonly groups: ReadonlyArray<ReadonlyArray<Group> | undefined>
  /** The land regions the faction can march from, by number, ascending (so in id order). */
  readonly origins: ReadonlyArray<number>
}

const byType = (a: Omit<HeroesUnit, 'region'>, b: Omit<HeroesUnit, 'region'>): number => byString(a.type, b.type)

/**
 * The {@link Survey} of a position for the marching `faction` on `board`,
 * whose units of a type have the Speeds `speeds`. The units are walked once
 * by type and id, so each region's armies come out sorted; a unit of a
 * type without Speed can never march (UNKNOWN_ID), so it is counted but
 * left out of the armies.
 *
 * @internal
 */
export const surveyOf = (board: Board, state: HeroesState, faction: string, speeds: Readonly<Record<string, number>>): Survey => {
  const numbers = numberedBoard(board)
  const { land } = numbers
  const units = piecesOf(state, 'units')
  // By region number: the faction's units, and 1 where another faction's units, vessels or tower stand (in bytes:
  // V8 makes a typed array of 64 bytes or fewer at half the cost of a list).
  const own: number[] = new Array<number>(numbers.ids.length).fill(0)
  const opposed = new Uint8Array(numbers.ids.length)
  const groups: Array<Array<{ readonly type: string; readonly speed: number; readonly ids: string[] }> | undefined> = []
  const origins: number[] = []
  forEachOnBoard(units, numbers, byType, (unit, id, n) => {
    if (n < 0) return
    if (unit.faction !== faction) {
      opposed[n] = 1
      return
    }
    own[n] = (own[n] ?? 0) + 1
    if (land[n] === 0 || !Object.hasOwn(speeds, unit.type)) return
    const there = groups[n]
    const last = there?.[there.length - 1]
    if (last !== undefined && last.type === unit.type) last.ids.push(id)
    else (groups[n] ??= []).push({ type: unit.type, speed: speeds[unit.type] ?? 0, ids: [id] })
  })
  const opposing = (piece: Omit<HeroesPiece, 'region'>, _: string, n: number): void => {
    if (n >= 0 && piece.faction !== faction) opposed[n] = 1
  }
  if (state.vessels !== undefined) forEachOnBoard(tableOf(state.vessels), numbers, null, opposing)
  const towers = state.towers === undefined ? emptyTable : tableOf(state.towers)
  forEachOnBoard(towers, numbers, null, opposing)
  const leaves = (n: number): boolean => stopAt(numbers, faction, n, opposed[n] !== 0) === null
  for (let n = 0; n < groups.length; n++) if (groups[n] !== undefined) origins.push(n)
  return { units, numbers, links: towerLinksOf(numbers, piecesListed(towers)), leaves, own, groups, origins }
}
