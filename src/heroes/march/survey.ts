/**
 * The position as the Marches of one faction are listed, counted and drawn
 * in one call, by region number: where an army must stop, and how many of
 * the faction's units each region holds. Every origin's search asks these
 * of the same regions: each is worked out once, kept by number, and read
 * back with an array look-up.
 * Made for one call and dropped with it.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../../board/graph.js'
import { numberedBoard, towerLinksOf } from '../../core/board-numbers.js'
import { factionCountIn } from '../../core/piece-tally.js'
import type { HeroesState } from '../../model/heroes-state.js'
import type { Links, NumberedBoard } from '../../board/numbered.js'
import { boardStop, positionOf, isOpposed, type Position } from './position.js'

/** @internal */
export interface Survey {
  readonly board: Board
  readonly position: Position
  /** The Speed of each of the faction's unit types. */
  readonly speeds: Readonly<Record<string, number>>
  readonly numbers: NumberedBoard
  readonly links: Links
  /** Whether an army may go on from region number `n` (the stop rules of `stopReason`). */
  readonly leaves: (n: number) => boolean
  /** How many of the faction's units stand in region number `n`. */
  readonly ownIn: (n: number) => number
}

const GOES_ON = 1
const STOPS = 2

/**
 * The {@link Survey} of a position for the marching `faction` on `board`.
 * Each region is read when first asked about, so a listing's first March
 * reads only the regions its search reaches.
 *
 * @internal
 */
export const surveyOf = (board: Board, state: HeroesState, faction: string, speeds: Readonly<Record<string, number>>): Survey => {
  const position = positionOf(state, faction)
  const numbers = numberedBoard(board)
  // By region number, 0 until asked: its stop (GOES_ON or STOPS), and its own units plus one. Plain arrays: a typed
  // array costs more to make than a search of a small board.
  const stops: number[] = new Array<number>(numbers.ids.length).fill(0)
  const own: number[] = new Array<number>(numbers.ids.length).fill(0)
  const leaves = (n: number): boolean => {
    if (stops[n] === 0) {
      const region = numbers.ids[n] ?? ''
      stops[n] = isOpposed(position, region) || boardStop(board, faction, region) !== null ? STOPS : GOES_ON
    }
    return stops[n] === GOES_ON
  }
  const ownIn = (n: number): number => {
    const known = own[n] ?? 0
    if (known > 0) return known - 1
    const count = factionCountIn(position.units, numbers.ids[n] ?? '', faction)
    own[n] = count + 1
    return count
  }
  return { board, position, speeds, numbers, links: towerLinksOf(numbers, position.towers), leaves, ownIn }
}
