/**
 * Every canonical die move of a side; where one group can go with a die is
 * `reach` (reach.ts), exported from here too.
 *
 * @since 0.1.0
 * @module
 */
import { isDieAction, isSide, positionProblem } from '../../input/ring-boundary.js'
import { legalAttacks } from './attack.js'
import { fitTogether, groupCounts, pickFigures, stocksOf, type RegionStock } from './choice.js'
import type { DieAction, DieMove } from './die.js'
import { pairJudge, type Footprint, type PairJudge } from './pairs.js'
import { checkEntry, checkGroup, enemyArmyUnits } from './group.js'
import { stackingLimitOf } from './figures.js'
import { positionOf, type Position } from './position.js'
import { neighbours, type Board } from '../../board/graph.js'
import type { ArmyStep, AttackMove, RingState, Side } from '../../model/ring-state.js'
import { filterRegions, isMoveFilter, passes, type MoveFilter } from './move-filter.js'

export { reach } from './reach.js'
export type { DieAction } from './die.js'


/**
 * A single army that passes every check not depending on other armies.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Candidate {
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
  // Every group of a region asks about the same neighbours, whose enemy Army units do not change during the listing.
  const enemies = new Map<string, ReadonlyArray<string>>()
  const enemiesIn = (region: string): ReadonlyArray<string> => {
    let known = enemies.get(region)
    if (known === undefined) {
      known = enemyArmyUnits(position, side, region)
      enemies.set(region, known)
    }
    return known
  }
  // ruling R7 (docs/rulings.md#r7): a group of more Army units than the stacking limit goes nowhere, alone or in a pair
  // (no other army can take units out of the region it enters but that region's own), so it is never a candidate: an
  // over-stacked region has as few as any other.
  const limit = stackingLimitOf(position.state)
  for (const stock of stocksOf(position, side)) {
    for (const counts of groupCounts(stock, action === 'character-die', limit)) {
      const figures = pickFigures(stock, counts)
      const { group } = checkGroup(position, side, figures, 0)
      for (const to of neighbours(board, stock.region)) {
        if (checkEntry(board, position, side, group, to, 0, enemiesIn).length === 0) yield { stock, counts, figures, to }
      }
    }
  }
}

/**
 * Whether two armies touch no region in common: each is then judged in the
 * pair exactly as alone, in either order, since an army changes the position
 * only in the region it leaves and the one it enters (their stacking and the
 * Leaders left there), and Army dice move only the acting side's figures. So
 * such a pair is legal exactly when both armies are legal alone, and needs no
 * judging of its own.
 */
const apart = (a: Candidate, b: Candidate): boolean =>
  a.stock.region !== b.stock.region && a.to !== b.to && a.to !== b.stock.region && b.to !== a.stock.region

/**
 * A candidate army with what pairing needs: its footprint, and whether it is
 * legal alone.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Judged extends Candidate {
  readonly alone: boolean
  readonly footprint: Footprint
}

/** Every candidate of a side, judged alone, lazily. */
function* judgedCandidates(board: Board, position: Position, side: Side, action: DieAction, pairs: PairJudge): Generator<Judged> {
  for (const candidate of candidates(board, position, side, action)) {
    const footprint = pairs.footprint(candidate.figures, candidate.stock.region, candidate.to)
    // Field by field: a spread here made V8 copy the candidate the slow way, a cost paid once per candidate and felt on every move.
    yield { stock: candidate.stock, counts: candidate.counts, figures: candidate.figures, to: candidate.to, alone: pairs.alone(footprint), footprint }
  }
}

/**
 * The legal move of two candidates together, in canonical form, or `null`:
 * in candidate order, or reversed where only that order is legal.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const pairMove = (side: Side, pairs: PairJudge, first: Judged, second: Judged): DieMove | null => {
  const both = (moves: readonly [ArmyStep, ArmyStep]): DieMove => ({ type: 'army-die', side, moves })
  if (apart(first, second)) return first.alone && second.alone ? both([stepOf(first), stepOf(second)]) : null
  // ruling R12 (docs/rulings.md#r12): two groups of one region entering one region are one group.
  if (second.stock === first.stock && (second.to === first.to || !fitTogether(first.stock, [first.counts, second.counts]))) return null
  // The figures picked after the first army's are of the same classes as the candidate's, so its footprint holds.
  const asListed = pairs.legal(first.footprint, second.footprint)
  if (!asListed && !pairs.legal(second.footprint, first.footprint)) return null
  const later = stepOf(second, second.stock === first.stock ? pickFigures(second.stock, second.counts, first.counts) : second.figures)
  return both(asListed ? [stepOf(first), later] : [later, stepOf(first)])
}

/** The step of a candidate army, with its own figures or those given. */
const stepOf = (candidate: Candidate, figures: ReadonlyArray<string> = candidate.figures): ArmyStep => ({ figures, to: candidate.to })

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
  if (positionProblem('ring', board, state) !== null || !isSide(side) || !isDieAction(action)) return
  if (options !== undefined && !isMoveFilter(options)) return
  const position = positionOf(state)
  const pairs = pairJudge(position, side)
  const seen: Judged[] = []
  // A filtered listing skips, before judging any pair, the armies that leave none of the regions the filter asks about.
  const regions = options === undefined ? null : filterRegions(position, options)
  const asked = (candidate: Judged): boolean => regions === null || regions.has(candidate.stock.region)
  const kept = (move: DieMove | AttackMove): boolean => options === undefined || passes(position, options, move)
  // Single armies are yielded as their candidates are found: the first move never waits for the whole position.
  for (const candidate of judgedCandidates(board, position, side, action, pairs)) {
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
      const move = pairMove(side, pairs, first, second)
      if (move !== null && kept(move)) yield move
    }
  }
  // ruling R18 (docs/rulings.md#r18): the die may make one army attack instead; attacks come after every move.
  for (const attack of legalAttacks(board, position, side, action)) if (kept(attack)) yield attack
}

/**
 * The move of one candidate alone.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const singleMove = (side: Side, action: DieAction, candidate: Candidate): DieMove => ({ type: action, side, moves: [stepOf(candidate)] })
