/**
 * The moves of a die built one army at a time, for tree searches and
 * `ai.enumerate`: the first army's choices, then the second army's given the
 * first, then stop.
 *
 * @since 0.2.0
 * @module
 */
import { isDieAction, isSide, positionProblem } from '../../input/ring-boundary.js'
import { drawSpace, pairMove, singleMove, type Judged } from './draw-space.js'
import type { DieAction } from './die.js'
import { positionOf } from './position.js'
import { touchingPairs } from '../count-moves.js'
import type { DieMove } from './die.js'
import type { Board } from '../../board/graph.js'
import type { ArmyStep, AttackMove, RingState, Side } from '../../model/ring-state.js'

/**
 * One first army of a die move: its step, the move of that army alone
 * (`null` when it is only legal with a second army), and the moves that
 * add a second army to it, made when asked.
 *
 * @since 0.2.0
 * @category search
 */
export interface FirstArmy {
  readonly step: ArmyStep
  readonly alone: DieMove | null
  /** Every legal move of this army with a second one (Army die only; empty for a Character die). */
  readonly withSecond: () => ReadonlyArray<DieMove>
}

/**
 * The moves of a die, factored: each first army, whose `alone` and
 * `withSecond()` moves together with the `attacks` are exactly the moves
 * `army.legalMoves` yields, each once. Only first armies that lead to at
 * least one move are listed.
 *
 * @since 0.2.0
 * @category search
 */
export interface MoveSpace {
  readonly armies: ReadonlyArray<FirstArmy>
  readonly attacks: ReadonlyArray<AttackMove>
}

// Marked pure, so that a game that lists no moves does not carry it.
const empty: MoveSpace = /* @__PURE__ */ Object.freeze({ armies: /* @__PURE__ */ Object.freeze([]), attacks: /* @__PURE__ */ Object.freeze([]) })

/**
 * The factored move space of `side` for a die (see {@link MoveSpace}): a
 * search picks a first army among `armies` (or an attack), then either stops
 * with `alone` or picks a move of `withSecond()`. Building it judges each
 * army once and the pairs that share a region; a pair of armies that share
 * none is made only when `withSecond` of its first army is asked. An
 * invalid argument gives an empty space.
 *
 * @since 0.2.0
 * @category search
 * @example
 * import { compile, army } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' }, r2: { kind: 'regular' as const, nation: 'gondor', region: 'c' } },
 * }
 * if (E.isRight(board)) {
 *   const space = army.moveSpace(board.right, state, 'free', 'army-die')
 *   console.log(space.armies.map((first) => `${first.step.figures} to ${first.step.to}: ${first.withSecond().length} pairs`)) // [ 'r1 to b: 1 pairs', 'r2 to b: 0 pairs' ]
 * }
 */
export const moveSpace = (board: Board, state: RingState, side: Side, action: DieAction): MoveSpace => {
  if (positionProblem(board, state) !== null || !isSide(side) || !isDieAction(action)) return empty
  const space = drawSpace(board, positionOf(state), side, action)
  // The candidates, in the order `legalMoves` walks them.
  const candidates: Judged[] = []
  for (let number = 0; number < space.size; number++) {
    const candidate = space.candidate(number)
    if (candidate !== null) candidates.push(candidate)
  }
  // A candidate not legal alone can only be legal with one that shares a region with it: those are judged now.
  const paired = new Array<boolean>(candidates.length).fill(false)
  if (action === 'army-die')
    touchingPairs(
      candidates.length,
      (i) => (candidates[i] as Judged).stock.region,
      (i) => (candidates[i] as Judged).to,
      (i, j) => {
        const first = candidates[i]
        const second = candidates[j]
        if (paired[i] === true || first === undefined || second === undefined || first.alone) return
        if (pairMove(side, space.pairs, first, second) !== null) paired[i] = true
      },
    )
  const armies: FirstArmy[] = []
  candidates.forEach((first, i) => {
    if (!first.alone && paired[i] !== true) return
    const withSecond = (): ReadonlyArray<DieMove> => {
      if (action !== 'army-die') return []
      const moves: DieMove[] = []
      for (let j = i + 1; j < candidates.length; j++) {
        const second = candidates[j]
        const move = second === undefined ? null : pairMove(side, space.pairs, first, second)
        if (move !== null) moves.push(move)
      }
      return moves
    }
    armies.push({ step: { figures: first.figures, to: first.to }, alone: first.alone ? singleMove(side, action, first) : null, withSecond })
  })
  // ruling R18 (docs/rulings.md#r18): the attacks, after every move, listed whole as the space hands them out.
  const attacks: AttackMove[] = []
  for (let number = 0; number < space.attackCount; number++) {
    const attack = space.attack(number)
    if (attack !== null) attacks.push(attack)
  }
  return { armies, attacks }
}
