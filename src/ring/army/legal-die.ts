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
import { pieceOf } from '../../core/piece-table.js'
import type { RingState } from '../../model/ring-state.js'
import type { DieMove, JudgedArmy } from './die.js'
import { stackingLimitOf } from './figures.js'
import { ARMY_UNIT, bitsAt, countIn, figureAt, IDLE, LEADER, nationAt, regionAt, regionNumber, regionNumberAt, sideOfBits, type Reading } from './reading.js'
import { armyFault, leaderAloneFault, leaderFault, ownerFault, stackingFault, stayFault, stepFault, type Fault } from './rulings.js'
import { censusOf, enemyUnitsIn } from './census.js'
import { entryDrafts, mayEnter } from './entry.js'
import { positionOf } from './position.js'
import { NONE } from '../../core/list.js'

// Past this many figures, the pairwise look-ups for a figure listed twice cost more than the full judgement's Set.
const FEW = 16

const NO_LEADERS = (): ReadonlyArray<string> => NONE

/**
 * Whether the one army of `move` may go where it is sent, on `reading`:
 * the rulings of `judgeDieMove`, in its order, asked as questions. The
 * region entered when it may, else `undefined`. `numbers`, when given, gets
 * the number of each figure (see {@link figureAt}) at its place in the list,
 * then that of the region entered ({@link regionNumber}): it mutates it, so
 * that the move is applied without looking them up again.
 *
 * With `faults`, a refused army is judged in full where it can be, and
 * every fault `judgeDieMove` finds is appended to `faults` (it mutates it),
 * in its order: an army of known figures, each listed once, all in one
 * region, sent to a region of the board. Any other army leaves `faults`
 * empty, for `judgeDieMove` to judge, and so does an army over the
 * stacking limit where stacking is judged once at the end of the action
 * (ruling R11): that fault names no army and comes after every other.
 * A refused move is then read once, where asking the question and then
 * judging it read it twice.
 *
 * @internal
 */
export const isLegalArmy = (board: Board, reading: Reading, move: DieMove, numbers?: number[], faults?: Fault[]): Region | undefined => {
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
    for (let before = 0; before < at; before++) if (figures[before] === id) return dropped(faults)
    figure = figureAt(reading, id)
    if (figure === -1) return dropped(faults)
    if (numbers !== undefined) numbers[at] = figure
    const bits = bitsAt(reading, figure)
    // The nation is read only for the fault's words: an owned figure (most) costs no look-up of its piece.
    const owner = sideOfBits(bits)
    const owned = owner === side
    if (!owned && found(faults, ownerFault(owner, nationAt(reading, figure), id, side, 0))) return undefined
    // All in one region (NOT_TOGETHER).
    const region = regionAt(reading, figure)
    if (origin === null) origin = region
    else if (region !== origin) return dropped(faults)
    if ((bits & ARMY_UNIT) !== 0) {
      isArmy = true
      if (owned) arriving++
      // ruling R9 (docs/rulings.md#r9): only the Army units of a nation not At War hold the army back.
      if ((bits & IDLE) !== 0) {
        const nation = nationAt(reading, figure) as string
        if (!notAtWar.includes(nation)) notAtWar = [...notAtWar, nation].sort()
      }
    } else {
      led = true
      if ((bits & LEADER) !== 0) leaders++
    }
  }
  if (origin === null || found(faults, armyFault(count, isArmy, figures, 0))) return undefined
  if (move.type === 'character-die' && found(faults, leaderFault(count, led, figures, 0))) return undefined
  // ruling R15 (docs/rulings.md#r15): an army that stays is judged for nothing more.
  const stay = stayFault(origin, to, 0)
  if (stay !== null) return (faults?.push(stay), undefined)
  // Most steps cross a plain border, which also gives the region entered: one look-up.
  const across = acrossBorder(board, origin, to)
  const place = across ?? board.regions.get(to)
  if (place === undefined) return dropped(faults)
  if (across === undefined && found(faults, stepFault(board, origin, to, 0))) return undefined
  const there = regionNumber(reading, to)
  if (numbers !== undefined) numbers[count] = there
  if (!mayEnter(place, to, notAtWar, countIn(reading, to, side === 'free' ? 'shadow' : 'free', there))) {
    if (faults === undefined) return undefined
    // The enemy Army units are listed, by the census the full judgement reads, only for a fault that names them.
    entryDrafts(faults, board, notAtWar, to, enemyUnitsIn(positionOf(reading.state), side, to), 0)
  }
  const stacking = isArmy ? stackingFault(to, countIn(reading, to, side, there) + arriving, stackingLimitOf(reading.state), 0) : null
  if (stacking !== null) {
    if (faults === undefined) return undefined
    // ruling R11 (docs/rulings.md#r11): a stack judged once for the action names no army and comes last: judged in full.
    if (reading.state.stackingCheck === 'end-of-action') return dropped(faults)
    faults.push(stacking)
  }
  if (side === 'free') {
    // ruling R8 (docs/rulings.md#r8): the Leaders the group leaves need Free Peoples Army units beside them.
    const here = regionNumberAt(reading, figure)
    const alone = countIn(reading, origin, 'leaders', here) - leaders
    // The Army units left are counted only beside a Leader left: most regions hold none.
    if (alone > 0 && found(faults, leaderAloneFault(origin, alone, countIn(reading, origin, 'free', here) - arriving, faults === undefined ? NO_LEADERS : leadersLeft(reading, origin, figures), 0))) return undefined
  }
  return faults === undefined || faults.length === 0 ? place : undefined
}

/**
 * The Leaders an army of `figures` leaves in `origin`, sorted, as the census
 * lists them: made apart, so that the question captures nothing, which would
 * give each call a context to hold what it reads.
 */
const leadersLeft =
  (reading: Reading, origin: string, figures: ReadonlyArray<string>) =>
  (): ReadonlyArray<string> =>
    censusOf(positionOf(reading.state), origin).leaders.filter((id) => !figures.includes(id))

/**
 * Whether `fault` is one: then, with `faults`, it is appended (it mutates
 * `faults`) and the judging goes on, which the question alone stops at.
 */
const found = (faults: Fault[] | undefined, fault: Fault | null): boolean => {
  if (fault === null) return false
  if (faults === undefined) return true
  faults.push(fault)
  return false
}

/** An army left to `judgeDieMove`: `faults` emptied (it mutates it), and no region. */
const dropped = (faults: Fault[] | undefined): undefined => {
  if (faults !== undefined) faults.length = 0
  return undefined
}

/**
 * The armies of a move of one army {@link isLegalArmy} found legal, as
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
