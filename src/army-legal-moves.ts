/**
 * Every canonical die move of a side, and where one group can go with a die
 * and why not elsewhere.
 *
 * @since 0.1.0
 * @module
 */
import * as RA from 'fp-ts/lib/ReadonlyArray.js'
import { fitTogether, groupCounts, pickFigures, stocksOf, type RegionStock } from './army-choice.js'
import { judgeDieMove, type DieMove } from './army-die.js'
import { groupSide } from './army-figures.js'
import { checkEntry, checkGroup } from './army-group.js'
import { positionOf, type Position } from './army-position.js'
import { neighbours, type Board } from './graph.js'
import type { Reach } from './outcome.js'
import type { ArmyStep, RingState, Side } from './ring-state.js'
import type { Violations } from './violation.js'

/**
 * What a die is used as: an Army die or a Character die.
 *
 * @since 0.1.0
 * @category ring
 */
export type DieAction = 'army-die' | 'character-die'

interface Candidate {
  readonly stock: RegionStock
  readonly counts: ReadonlyArray<number>
  readonly figures: ReadonlyArray<string>
  readonly to: string
}

/**
 * The single-army moves that pass every check that does not depend on other
 * armies of the action: a canonical group, an adjacent land region free of
 * enemy Army units, open to its nations.
 */
function* candidates(board: Board, position: Position, side: Side, action: DieAction): Generator<Candidate> {
  for (const stock of stocksOf(position, side)) {
    for (const counts of groupCounts(stock, action === 'character-die')) {
      const figures = pickFigures(stock, counts)
      const { group } = checkGroup(position, side, figures, 0)
      for (const to of neighbours(board, stock.region)) {
        if (checkEntry(board, position, side, group, to, 0).length === 0) yield { stock, counts, figures, to }
      }
    }
  }
}

const legal = (board: Board, position: Position, move: DieMove): boolean => judgeDieMove(board, position, move).violations.length === 0

/**
 * Every legal die move of `side`, lazily, in canonical form (ruling R12
 * (docs/rulings.md#r12)): interchangeable figures appear once, as the lowest
 * ids in string order; single armies first, then each unordered pair of
 * armies once, in candidate order (or reversed where only that order is
 * legal). To move other figures of the same class, swap their ids in.
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
 * if (E.isRight(board)) console.log([...army.legalMoves(board.right, state, 'free', 'army-die')].map((m) => JSON.stringify(m.moves))) // [ '[{"figures":["r1"],"to":"b"}]', '[{"figures":["r1","r2"],"to":"b"}]' ]
 */
export function* legalMoves(board: Board, state: RingState, side: Side, action: DieAction): Generator<DieMove> {
  const position = positionOf(state)
  const seen: Candidate[] = []
  for (const candidate of candidates(board, position, side, action)) {
    seen.push(candidate)
    const move: DieMove = { type: action, side, moves: [{ figures: candidate.figures, to: candidate.to }] }
    if (legal(board, position, move)) yield move
  }
  if (action !== 'army-die') return
  for (let i = 0; i < seen.length; i++) {
    const first = seen[i]
    if (first === undefined) continue
    for (let j = i + 1; j < seen.length; j++) {
      const second = seen[j]
      if (second === undefined) continue
      let figures = second.figures
      if (second.stock === first.stock) {
        // ruling R12 (docs/rulings.md#r12): two groups of one region entering one region are one group.
        if (second.to === first.to || !fitTogether(first.stock, [first.counts, second.counts])) continue
        figures = pickFigures(second.stock, second.counts, first.counts)
      }
      const a: ArmyStep = { figures: first.figures, to: first.to }
      const b: ArmyStep = { figures, to: second.to }
      const forward: DieMove = { type: 'army-die', side, moves: [a, b] }
      if (legal(board, position, forward)) yield forward
      else {
        const backward: DieMove = { type: 'army-die', side, moves: [b, a] }
        if (legal(board, position, backward)) yield backward
      }
    }
  }
}

/**
 * Where one group can go with a die, and why not elsewhere: every region of
 * the map is either reachable (path: the region itself) or listed with the
 * violations a move there would have (the origin: NO_MOVEMENT). The group
 * acts for the side of its first known figure; `origin` is `null` when the
 * group itself is invalid.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, army } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) {
 *   const where = army.reach(board.right, state, ['r1'], 'army-die')
 *   console.log(where.reachable, where.unreachable['c']?.[0]?.code) // { b: [ 'b' ] } NOT_ADJACENT
 * }
 */
export const reach = (board: Board, state: RingState, figures: ReadonlyArray<string>, action: DieAction): Reach => {
  // ruling R13 (docs/rulings.md#r13): the group acts for the side of its first known figure.
  const position = positionOf(state)
  const side = groupSide(state, figures)
  const { group, violations } = checkGroup(position, side, figures, 0)
  const reachable: Record<string, ReadonlyArray<string>> = {}
  const unreachable: Record<string, Violations> = {}
  for (const to of board.ids) {
    const found = judgeDieMove(board, position, { type: action, side, moves: [{ figures, to }] }).violations
    if (RA.isNonEmpty(found)) unreachable[to] = found
    else reachable[to] = [to]
  }
  return { origin: violations.length === 0 ? group.origin : null, reachable, unreachable }
}
