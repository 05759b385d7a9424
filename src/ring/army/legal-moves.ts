/**
 * Every canonical die move of a side; where one group can go with a die is
 * `reach` (reach.ts), exported from here too.
 *
 * @since 0.1.0
 * @module
 */
import { isDieAction, isSide, positionProblem } from '../../input/ring-boundary.js'
import { drawSpace, pairMove, singleMove, type Judged } from './draw-space.js'
import type { DieAction, DieMove } from './die.js'
import { positionOf } from './position.js'
import type { Board } from '../../board/graph.js'
import type { AttackMove, RingState, Side } from '../../model/ring-state.js'
import { filterRegions, isMoveFilter, passes, type MoveFilter } from './move-filter.js'

export { reach } from './reach.js'
export type { DieAction } from './die.js'

/**
 * Every legal die move of `side`, lazily, in canonical form (ruling R12
 * (docs/rulings.md#r12)): interchangeable figures appear once, as the lowest
 * ids in string order; single armies first, then each unordered pair of
 * armies once, in candidate order (or reversed where only that order is
 * legal), then the attacks (by region, group, then target). To move other
 * figures of the same class, swap their ids in. With `options`, only the
 * moves of an army leaving `from` or moving one of `figures` (see
 * {@link MoveFilter}); options of another shape give no move.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, army } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r2: { kind: 'regular' as const, nation: 'gondor', region: 'a' }, r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) console.log([...army.legalMoves(board.right, state, 'free', 'army-die')].map((m) => (m.type === 'attack' ? m.target : JSON.stringify(m.moves)))) // [ '[{"figures":["r1"],"to":"b"}]', '[{"figures":["r1","r2"],"to":"b"}]' ]
 */
export function* legalMoves(board: Board, state: RingState, side: Side, action: DieAction, options?: MoveFilter): Generator<DieMove | AttackMove> {
  if (positionProblem(board, state) !== null || !isSide(side) || !isDieAction(action)) return
  if (options !== undefined && !isMoveFilter(options)) return
  const position = positionOf(state)
  // The candidates the draw numbers, in its order: what makes a candidate is written once, in draw-space.ts.
  const space = drawSpace(board, position, side, action)
  const seen: Judged[] = []
  // A filtered listing skips, before judging any pair, the armies that leave none of the regions the filter asks about.
  const regions = options === undefined ? null : filterRegions(position, options)
  const asked = (candidate: Judged): boolean => regions === null || regions.has(candidate.stock.region)
  const kept = (move: DieMove | AttackMove): boolean => options === undefined || passes(position, options, move)
  // Single armies are yielded as their candidates are judged.
  for (let number = 0; number < space.size; number++) {
    const candidate = space.candidate(number)
    if (candidate === null) continue
    seen.push(candidate)
    if (candidate.alone && asked(candidate)) {
      const move = singleMove(side, action, candidate)
      if (kept(move)) yield move
    }
  }
  for (let i = 0; action === 'army-die' && i < seen.length; i++) {
    const first = seen[i]
    if (first === undefined) continue
    const firstAsked = asked(first)
    for (let j = i + 1; j < seen.length; j++) {
      const second = seen[j]
      if (second === undefined || (!firstAsked && !asked(second))) continue
      const move = pairMove(side, space.pairs, first, second)
      if (move !== null && kept(move)) yield move
    }
  }
  // ruling R18 (docs/rulings.md#r18): the die may make one army attack instead; attacks come after every move, in the
  // order the draw numbers them.
  for (let number = 0; number < space.attackCount; number++) {
    const attack = space.attack(number)
    if (attack !== null && kept(attack)) yield attack
  }
}
