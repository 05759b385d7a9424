/**
 * Whether a die move is legal, asked as a question: what `validateMove`
 * answers millions of times for a bot, with no violation, list, set or
 * position built on the way. It asks what {@link judgeDieMove} asks, of the
 * same position, and answers `true` only where that judgement finds
 * nothing; `false` means "judge it in full", which says why. A move it
 * cannot answer cheaply (a group of many figures) is `false` too.
 *
 * The figures already moved in the action are those of the armies before:
 * their groups are legal (else the answer is already `false`), so they are
 * known, of the acting side, listed once and apart from each other, and
 * where a figure is now is read from the move itself.
 *
 * @internal
 * @module
 */
import { border, type Board, type Region } from '../graph.js'
import { piecesOf } from '../internal/carried-fields.js'
import { pieceOf, piecesIn, type PieceTable } from '../internal/piece-table.js'
import type { Figure, Nation, RingState, Side } from '../model/ring-state.js'
import { ownValue } from '../internal/own-record.js'
import type { DieMove, JudgedArmy } from './die.js'
import { figureSide, isArmyUnit, stackingLimitOf } from './figures.js'

// Past this many figures in a group, the pairwise look-ups below would cost more than the full judgement's sets.
const LARGEST_GROUP = 16

type Steps = DieMove['moves']

/**
 * The side of a figure, where `ally` is a nation known to play for `side`:
 * a region's figures are mostly of a few nations, and the group's own nation
 * then costs no look-up.
 */
const sideOf = (nations: RingState['nations'], figure: Figure, side: Side, ally: string | undefined): Side | undefined =>
  figure.nation !== undefined && figure.nation === ally ? side : figureSide(nations, figure)

/** Whether `id` is listed in the group of one of the first `armies` armies. */
const movedBefore = (steps: Steps, armies: number, id: string): boolean => {
  for (let army = 0; army < armies; army++) {
    const figures = steps[army]?.figures ?? []
    for (let at = 0; at < figures.length; at++) if (figures[at] === id) return true
  }
  return false
}

/**
 * The Army units of `side` still in `region` of those that stood there,
 * once the first `armies` armies have moved (each an Army of `side`); -1
 * when the region holds enemy Army units (the moved ones are all of
 * `side`, so only those that stood there can be).
 */
const staying = (table: PieceTable<Figure>, nations: RingState['nations'], side: Side, ally: string | undefined, steps: Steps, armies: number, region: string): number => {
  let count = 0
  const here = piecesIn(table, region)
  for (let at = 0; at < here.length; at++) {
    const id = here[at] ?? ''
    // A figure of a moved army has left (it stood where its army started, which is not where it went), and is of `side`.
    if (movedBefore(steps, armies, id)) continue
    const figure = pieceOf(table, id)
    if (figure === undefined || !isArmyUnit(figure.kind)) continue
    const owner = sideOf(nations, figure, side, ally)
    if (owner === side) count++
    else if (owner !== undefined) return -1
  }
  return count
}

/** The Army units the first `armies` armies (of `first` and `second` Army units) brought into `region`. */
const arrived = (steps: Steps, armies: number, region: string, first: number, second: number): number =>
  (armies > 0 && steps[0]?.to === region ? first : 0) + (armies > 1 && steps[1]?.to === region ? second : 0)

// The region a step enters, when armies may step there. Most steps cross a plain border: one look-up; a ferry
// route or an unknown origin is the board's to answer.
const stepTo = (board: Board, from: string, to: string): Region | undefined =>
  board.stepsFrom.get(from)?.get(to) ?? (border(board, from, to) === 'adjacent' ? board.regions.get(to) : undefined)

/** Whether a Leader stands alone in `region` once the first `armies` armies have moved: ruling R8 (docs/rulings.md#r8). */
const leavesLeaderAlone = (table: PieceTable<Figure>, nations: RingState['nations'], ally: string | undefined, steps: Steps, armies: number, region: string): boolean => {
  // An army that arrived there is of the Free Peoples and holds an Army unit: it guards whoever stays.
  for (let army = 0; army < armies; army++) if (steps[army]?.to === region) return false
  let leader = false
  const here = piecesIn(table, region)
  for (let at = 0; at < here.length; at++) {
    const id = here[at] ?? ''
    if (movedBefore(steps, armies, id)) continue
    const figure = pieceOf(table, id)
    if (figure === undefined) continue
    if (figure.kind === 'leader') leader = true
    else if (isArmyUnit(figure.kind) && sideOf(nations, figure, 'free', ally) === 'free') return false
  }
  return leader
}

/**
 * Whether {@link judgeDieMove} finds nothing wrong with `move` on `state`
 * (and the move is small enough to ask so); `false` otherwise.
 *
 * @internal
 */
export const isLegalDieMove = (board: Board, state: RingState, move: DieMove): boolean => {
  const steps = move.moves
  const armies = steps.length
  if (armies === 0 || armies > (move.type === 'army-die' ? 2 : 1)) return false
  const table = piecesOf(state, 'figures')
  const { nations } = state
  const { side } = move
  const limit = stackingLimitOf(state)
  const atEnd = move.type === 'army-die' && state.stackingCheck === 'end-of-action'
  // The Army units of each army: an Army die moves two at most.
  let first = 0
  let second = 0
  for (let army = 0; army < armies; army++) {
    const step = steps[army]
    if (step === undefined) return false
    const { figures, to } = step
    const size = figures.length
    if (size === 0 || size > LARGEST_GROUP) return false
    let origin: string | null = null
    let units = 0
    let led = false
    // The nation of the figure before and its entry: a group is mostly of one nation, read once.
    let ally: string | undefined
    let entry: Nation | undefined
    // The nations of its Army units not At War: the first, and whether there are others.
    let idle: string | undefined
    let idleMany = false
    for (let at = 0; at < size; at++) {
      const id = figures[at] ?? ''
      for (let before = 0; before < at; before++) if (figures[before] === id) return false
      const figure = pieceOf(table, id)
      if (figure === undefined || movedBefore(steps, army, id)) return false
      const { nation } = figure
      if (nation !== undefined && nation !== ally) {
        ally = nation
        entry = ownValue(nations, nation)
      }
      // ruling R2 (docs/rulings.md#r2): a nation's side wins; a figure of no known side belongs to nobody who may move it.
      if ((nation === undefined ? figure.side : (entry?.side ?? figure.side)) !== side) return false
      if (origin === null) origin = figure.region
      else if (figure.region !== origin) return false
      if (!isArmyUnit(figure.kind)) led = true
      else {
        units++
        if (nation !== undefined && entry?.atWar === false) {
          if (idle === undefined) idle = nation
          else if (idle !== nation) idleMany = true
        }
      }
    }
    // Only a nation whose side is known and is the group's tells another figure's side.
    if (entry?.side !== side) ally = undefined
    // ruling R4 (docs/rulings.md#r4) and R15 (docs/rulings.md#r15).
    if (units === 0 || origin === null || (move.type === 'character-die' && !led) || to === origin) return false
    const place = stepTo(board, origin, to)
    // ruling R1 (docs/rulings.md#r1): armies never enter sea or capital regions.
    if (place === undefined || place.kind !== 'land') return false
    // ruling R9 (docs/rulings.md#r9): an Army unit of a nation not At War closes every region of another nation.
    if (place.nation !== undefined && (idleMany || (idle !== undefined && idle !== place.nation))) return false
    // ruling R5 (docs/rulings.md#r5): enemy Leaders and Characters alone never block; ruling R7
    // (docs/rulings.md#r7): stacking after each army, unless the state says at the end of the action.
    if (army === 0) first = units
    else second = units
    const stay = staying(table, nations, side, ally, steps, army + 1, to)
    if (stay < 0 || (!atEnd && stay + arrived(steps, army + 1, to, first, second) > limit)) return false
    if (side === 'free' && leavesLeaderAlone(table, nations, ally, steps, army + 1, origin)) return false
  }
  if (atEnd)
    for (let army = 0; army < armies; army++) {
      const to = steps[army]?.to ?? ''
      if (staying(table, nations, side, undefined, steps, armies, to) + arrived(steps, armies, to, first, second) > limit) return false
    }
  return true
}

/**
 * The armies of a move {@link isLegalDieMove} found legal, as
 * {@link judgeDieMove} gives them: each group's figures as listed, the
 * region they all start in, and the region they enter.
 *
 * @internal
 */
export const legalArmies = (state: RingState, move: DieMove): ReadonlyArray<JudgedArmy> => {
  const table = piecesOf(state, 'figures')
  const armies: JudgedArmy[] = []
  for (const step of move.moves) armies.push({ figures: step.figures, origin: pieceOf(table, step.figures[0] ?? '')?.region ?? null, path: [step.to] })
  return armies
}
