/**
 * Whether a die move is legal, asked as a question: what `validateMove`
 * answers millions of times for a bot, with no violation, list, set or
 * position built on the way. It asks what {@link judgeDieMove} asks, of the
 * same position, and answers `true` only where that judgement finds
 * nothing; `false` means "judge it in full", which says why. A move it
 * cannot answer cheaply (a group of many figures) is `false` too.
 *
 * It answers the moves bots make most, one army at a time: a move of two
 * armies is judged in full.
 *
 * @internal
 * @module
 */
import { border, type Board } from '../graph.js'
import { acrossBorder } from '../board/board.js'
import { piecesRead } from '../internal/carried-fields.js'
import { pieceOf, piecesIn, type Pieces } from '../internal/piece-table.js'
import type { Figure, Nation, RingState, Side } from '../model/ring-state.js'
import { ownValue } from '../internal/own-record.js'
import type { DieMove, JudgedArmy } from './die.js'
import { figureSide, isArmyUnit, stackingLimitOf } from './figures.js'

// Past this many figures in a group, the pairwise look-ups below would cost more than the full judgement's sets.
const LARGEST_GROUP = 16

/**
 * The side of a figure, where `ally` is a nation known to play for `side`:
 * a region's figures are mostly of a few nations, and the group's own
 * nation then costs no look-up.
 */
const sideOf = (nations: RingState['nations'], figure: Figure, side: Side, ally: string | undefined): Side | undefined =>
  figure.nation !== undefined && figure.nation === ally ? side : figureSide(nations, figure)

/**
 * Whether {@link judgeDieMove} finds nothing wrong with `move` on `state`
 * (a move of one army, of a few figures); `false` otherwise. `table` is the
 * state's figures when the caller has read them already.
 *
 * @internal
 */
export const isLegalDieMove = (board: Board, state: RingState, move: DieMove, table: Pieces<Figure> = piecesRead(state, 'figures')): boolean => {
  const step = move.moves[0]
  if (step === undefined || move.moves.length > 1) return false
  const { figures, to } = step
  if (figures.length === 0 || figures.length > LARGEST_GROUP) return false
  const { nations } = state
  const { side } = move
  let origin: string | undefined
  let units = 0
  let led = false
  // The nation of the figure before and its entry: a group is mostly of one nation, read once; and
  // the nations of its Army units not At War: the first, and whether there are others.
  let ally: string | undefined
  let entry: Nation | undefined
  let idle: string | undefined
  let idleMany = false
  for (let at = 0; at < figures.length; at++) {
    const id = figures[at] ?? ''
    const figure = pieceOf(table, id)
    if (figure === undefined || figures.indexOf(id) !== at) return false
    const { nation } = figure
    if (nation !== undefined && nation !== ally) {
      ally = nation
      entry = ownValue(nations, nation)
    }
    // ruling R2 (docs/rulings.md#r2): a nation's side wins; a figure of no known side belongs to nobody who may move it.
    if ((nation === undefined ? figure.side : (entry?.side ?? figure.side)) !== side || (origin ?? figure.region) !== figure.region) return false
    origin = figure.region
    if (!isArmyUnit(figure.kind)) led = true
    else {
      units++
      if (nation !== undefined && entry?.atWar === false) {
        if (idle === undefined) idle = nation
        else if (idle !== nation) idleMany = true
      }
    }
  }
  // ruling R4 (docs/rulings.md#r4), R15 (docs/rulings.md#r15), R1 (docs/rulings.md#r1): an Army, led on a
  // Character die, that steps across a border into a land region. Most steps cross a plain border: one
  // look-up; a ferry route is the board's to answer.
  if (units === 0 || origin === undefined || (move.type === 'character-die' && !led) || to === origin) return false
  const place = acrossBorder(board, origin, to) ?? (border(board, origin, to) === 'adjacent' ? board.regions.get(to) : undefined)
  if (place?.kind !== 'land') return false
  // ruling R9 (docs/rulings.md#r9): an Army unit of a nation not At War closes every region of another nation.
  if (place.nation !== undefined && (idleMany || (idle !== undefined && idle !== place.nation))) return false
  // Only a nation whose side is known and is the group's tells another figure's side, with no look-up.
  if (entry?.side !== side) ally = undefined
  // ruling R5 (docs/rulings.md#r5): enemy Leaders and Characters alone never block; R7 (docs/rulings.md#r7): stacking.
  const there = piecesIn(table, to)
  for (let at = 0; at < there.length; at++) {
    const figure = pieceOf(table, there[at] ?? '')
    if (figure === undefined || !isArmyUnit(figure.kind)) continue
    const owner = sideOf(nations, figure, side, ally)
    if (owner === side) units++
    else if (owner !== undefined) return false
  }
  if (units > stackingLimitOf(state)) return false
  if (side === 'shadow') return true
  // ruling R8 (docs/rulings.md#r8): a Leader left behind needs a Free Peoples Army unit beside it.
  let leader = false
  const here = piecesIn(table, origin)
  for (let at = 0; at < here.length; at++) {
    const id = here[at] ?? ''
    const figure = figures.includes(id) ? undefined : pieceOf(table, id)
    if (figure?.kind === 'leader') leader = true
    else if (figure !== undefined && isArmyUnit(figure.kind) && sideOf(nations, figure, side, ally) === 'free') return true
  }
  return !leader
}

/**
 * The armies of a move {@link isLegalDieMove} found legal, as
 * {@link judgeDieMove} gives them: each group's figures as listed, the
 * region they all start in, and the region they enter.
 *
 * @internal
 */
export const legalArmies = (state: RingState, move: DieMove): ReadonlyArray<JudgedArmy> => {
  const table = piecesRead(state, 'figures')
  const armies: JudgedArmy[] = []
  for (const step of move.moves) armies.push({ figures: step.figures, origin: pieceOf(table, step.figures[0] ?? '')?.region ?? null, path: [step.to] })
  return armies
}
