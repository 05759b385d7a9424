/**
 * Judging an event move: each army on its whole path and on every region it
 * enters, the Leaders it leaves as it moves, stacking once all have moved.
 * The one judge that validateMove, legalMoves, countMoves and the draw of
 * event moves ask.
 *
 * @since 0.2.0
 * @module
 */
import type { JudgedArmy, Judgement } from '../army/die.js'
import { judgeEntry, judgeGroup, judgeLeaders, judgeStacking, judgeStep, type Group } from '../army/group.js'
import { moveFigures, type Position } from '../army/position.js'
import type { Board } from '../../board/board.js'
import type { EventMove, Side } from '../../model/ring-state.js'
import type { Violation } from '../../model/violation.js'
import { violation } from '../../words/ring.js'
import { pushAll } from '../../core/list.js'

/**
 * Judges an event move on a position: the armies in the listed order, each
 * on its whole path (ruling R10 (docs/rulings.md#r10)) and the Leaders it
 * leaves behind (ruling R8), then stacking once after all of them (ruling R7).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const judgeEventMove = (board: Board, start: Position, move: EventMove): Judgement => {
  const violations: Violation[] = []
  const armies: JudgedArmy[] = []
  const { allowance, side } = move
  if (move.moves.length === 0) violations.push(violation('EMPTY_ARMY', {}))
  if (move.moves.length > allowance.armies) violations.push(violation('TOO_MANY_ARMIES', { count: move.moves.length, limit: allowance.armies }))
  // A Set, in the order first met: a move may list 130,000 armies.
  const entered = new Set<string>()
  let position = start
  move.moves.forEach((route, army) => {
    const { group, violations: found } = judgeGroup(position, side, route.figures, army)
    pushAll(violations, found)
    armies.push({ figures: route.figures, origin: group.origin, path: route.path })
    // ruling R10 (docs/rulings.md#r10): the steps are the regions entered; an empty path or a return to the origin is no movement.
    if (route.path.length > allowance.regions) violations.push(violation('TOO_FAR', { steps: route.path.length, limit: allowance.regions }, army))
    const last = route.path[route.path.length - 1]
    if (group.origin !== null && (last === undefined || last === group.origin))
      violations.push(violation('NO_MOVEMENT', { region: group.origin }, army))
    if (last === undefined) return
    pushAll(violations, judgePath(board, position, side, group, route.path, army))
    position = moveFigures(position, group.known, last)
    // ruling R8 (docs/rulings.md#r8): only stacking waits for the last army; a Leader must follow the army that vacates its region at once.
    if (side === 'free' && group.origin !== null) pushAll(violations, judgeLeaders(position, group.origin, army))
    if (group.isArmy && board.regions.has(last)) entered.add(last)
  })
  // ruling R7 (docs/rulings.md#r7): friendly stacks passed through do not count; only where armies end.
  for (const region of entered) pushAll(violations, judgeStacking(position, side, region))
  return { violations, armies }
}

/** Every step of a path and every region it enters, each region judged once. */
const judgePath = (
  board: Board,
  position: Position,
  side: Side,
  group: Group,
  path: ReadonlyArray<string>,
  army: number,
): ReadonlyArray<Violation> => {
  const violations: Violation[] = []
  const judged = new Set<string>()
  let previous = group.origin
  for (const region of path) {
    if (previous !== null && board.regions.has(previous) && board.regions.has(region))
      pushAll(violations, judgeStep(board, previous, region, army))
    if (!judged.has(region)) {
      judged.add(region)
      // ruling R9 (docs/rulings.md#r9): every region entered on the way is judged, not only the last.
      pushAll(violations, judgeEntry(board, position, side, group, region, army))
    }
    previous = region
  }
  return violations
}
