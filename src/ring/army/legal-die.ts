/**
 * Whether a die move is legal, asked as a question: what `validateMove`
 * answers millions of times for a bot. It asks the rulings `judgeDieMove`
 * asks (each written once, in rulings.ts), of the position's reading
 * (reading.ts: who each figure is, how many Army units stand in a region),
 * stops at the first that finds something, and builds nothing on the way:
 * no group, no list, no position. `false` means "judge it in full", which
 * says why.
 *
 * It answers the moves bots make most, one army of a few figures: a move
 * of two armies, or of a long list, is judged in full.
 *
 * @internal
 * @module
 */
import { acrossBorder, type Region } from '../../board/board.js'
import type { Board } from '../../board/graph.js'
import { piecesRead } from '../../core/carried-fields.js'
import { pieceOf, type Pieces } from '../../core/piece-table.js'
import type { Figure, RingState } from '../../model/ring-state.js'
import type { DieMove, JudgedArmy } from './die.js'
import { mayEnter } from './entry.js'
import { stackingLimitOf } from './figures.js'
import { ARMY_UNIT, bitsAt, countIn, figureAt, IDLE, LEADER, nationAt, readingFor, regionAt, regionNumber, regionNumberAt, sideOfBits, type Reading } from './reading.js'
import { armyFault, leaderAloneFault, leaderFault, ownerFault, stackingFault, stayFault, stepFault } from './rulings.js'
import { NONE } from '../../core/list.js'

// Past this many figures, the pairwise look-ups for a figure listed twice cost more than the full judgement's Set.
const FEW = 16

const NO_LEADERS = (): ReadonlyArray<string> => NONE

/**
 * Whether `judgeDieMove` finds nothing wrong with `move` on `state` (a move
 * of one army); `false` otherwise. `table` is the state's figures when the
 * caller has read them already.
 *
 * @internal
 */
export const isLegalDieMove = (board: Board, state: RingState, move: DieMove, table?: Pieces<Figure>): boolean =>
  move.moves.length === 1 && isLegalArmy(board, readingFor(state, table), move) !== undefined

/**
 * Whether the one army of `move` may go where it is sent, on `reading`:
 * the rulings of `judgeDieMove`, in its order, asked as questions. The
 * region entered when it may, else `undefined`. `numbers`, when given, gets
 * the number of each figure (see {@link figureAt}), as listed: it mutates
 * it, so that the move is applied without looking the figures up again.
 *
 * @internal
 */
export const isLegalArmy = (board: Board, reading: Reading, move: DieMove, numbers?: number[]): Region | undefined => {
  const step = move.moves[0]
  if (step === undefined) return undefined
  const { figures, to } = step
  const { side } = move
  const count = figures.length
  if (count === 0 || count > FEW) return undefined
  let origin: string | null = null
  // The number of the figure read last: once all are found together, one that stands in the region they leave.
  let figure = -1
  let isArmy = false
  let led = false
  let arriving = 0
  let leaders = 0
  // The nations of the group's Army units not At War: none, mostly, and then no list is built.
  let notAtWar: ReadonlyArray<string> = NONE
  for (let at = 0; at < count; at++) {
    const id = figures[at] as string
    // A figure listed twice, or unknown (DUPLICATE_ID, UNKNOWN_ID): the few ids before it compared in place, where a
    // call to search the list cost more than the comparisons.
    for (let before = 0; before < at; before++) if (figures[before] === id) return undefined
    figure = figureAt(reading, id)
    if (figure === -1) return undefined
    numbers?.push(figure)
    const bits = bitsAt(reading, figure)
    // The nation is read only for the fault's words: an owned figure (most) costs no look-up of its piece.
    const owner = sideOfBits(bits)
    if (owner !== side && ownerFault(owner, nationAt(reading, figure), id, side, 0) !== null) return undefined
    // All in one region (NOT_TOGETHER).
    const region = regionAt(reading, figure)
    if (origin === null) origin = region
    else if (region !== origin) return undefined
    if ((bits & ARMY_UNIT) !== 0) {
      isArmy = true
      arriving++
      // ruling R9 (docs/rulings.md#r9): only the Army units of a nation not At War hold the army back.
      if ((bits & IDLE) !== 0) {
        const nation = nationAt(reading, figure) as string
        if (!notAtWar.includes(nation)) notAtWar = [...notAtWar, nation]
      }
    } else {
      led = true
      if ((bits & LEADER) !== 0) leaders++
    }
  }
  if (origin === null || armyFault(count, isArmy, figures, 0) !== null) return undefined
  if (move.type === 'character-die' && leaderFault(count, led, figures, 0) !== null) return undefined
  if (stayFault(origin, to, 0) !== null) return undefined
  // Most steps cross a plain border, which also gives the region entered: one look-up.
  const place = acrossBorder(board, origin, to) ?? (stepFault(board, origin, to, 0) === null ? board.regions.get(to) : undefined)
  if (place === undefined) return undefined
  const there = regionNumber(reading, to)
  if (!mayEnter(place, to, notAtWar, countIn(reading, to, side === 'free' ? 'shadow' : 'free', there))) return undefined
  if (stackingFault(to, countIn(reading, to, side, there) + arriving, stackingLimitOf(reading.state), 0) !== null) return undefined
  if (side === 'shadow') return place
  // ruling R8 (docs/rulings.md#r8): the Leaders the group leaves need Free Peoples Army units beside them.
  const here = regionNumberAt(reading, figure)
  return leaderAloneFault(origin, countIn(reading, origin, 'leaders', here) - leaders, countIn(reading, origin, 'free', here) - arriving, NO_LEADERS, 0) === null ? place : undefined
}

/**
 * The armies of a move {@link isLegalDieMove} found legal, as
 * `judgeDieMove` gives them: each group's figures as listed, the region
 * they all start in, and the region they enter.
 *
 * @internal
 */
export const legalArmies = (state: RingState, move: DieMove): ReadonlyArray<JudgedArmy> => {
  const table = piecesRead(state, 'figures')
  const armies: JudgedArmy[] = []
  for (const step of move.moves) armies.push({ figures: step.figures, origin: pieceOf(table, step.figures[0] ?? '')?.region ?? null, path: [step.to] })
  return armies
}
