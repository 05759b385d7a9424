/**
 * A die move drawn at random without listing every move. The canonical
 * moves {@link legalMoves} yields are the single candidates legal alone and
 * the legal pairs of candidates; a candidate is a group of a region's
 * figures (one count per class) and a neighbouring region. Every group
 * with an Army unit and every neighbour an Army may enter, legal together or
 * not, gets a number, in the order `legalMoves` walks them, and so does
 * every unordered pair of numbers; a
 * draw picks a number or a pair at random and keeps it when it is a legal
 * move. Each legal move is one number or pair, so every one is equally
 * likely, and judging a number costs a few look-ups, never the checks and
 * messages of a full validation. The attacks come after the pairs, numbered
 * the same way (a group of the open classes and a target), each legal
 * attack one draw: a region of 10,000 figures beside the enemy has more
 * attacks than could ever be listed.
 *
 * @since 0.1.0
 * @module
 */
import { isDieAction, isDrawOptions, isRandom, isSide, positionProblem } from '../../input/ring-boundary.js'
import { drawSpace, pairMove, singleMove, type DrawSpace } from './draw-space.js'
import type { DieAction, DieMove } from './die.js'
import { legalMoves } from './legal-moves.js'
import { positionOf } from './position.js'
import type { Board } from '../../board/graph.js'
import { randomIndex } from '../../core/random-index.js'
import { playoutMove } from './playout-draw.js'
import type { AttackMove, RingState, Side } from '../../model/ring-state.js'

/**
 * The numbers a draw picks from: a subset of the space's (in increasing
 * order), or `null` for every number of the space.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export type Numbers = ReadonlyArray<number> | null

const sizeOf = (space: DrawSpace, numbers: Numbers): number => (numbers === null ? space.size : numbers.length)

const numberAt = (numbers: Numbers, at: number): number => (numbers === null ? at : (numbers[at] as number))

/**
 * How many draws there are from `numbers`: a number alone, or (Army die
 * only) an unordered pair of numbers, then each attack.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const drawCount = (space: DrawSpace, numbers: Numbers = null): number => {
  const size = sizeOf(space, numbers)
  return (space.action === 'army-die' ? size + (size * (size - 1)) / 2 : size) + space.attackCount
}

/**
 * The move of draw `draw` from `numbers` (numbers alone first, then pairs
 * `(i, j)`, `i < j`, in order, then the attacks), or `null` when it is not
 * a legal move.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const moveOfDraw = (space: DrawSpace, draw: number, numbers: Numbers = null): DieMove | AttackMove | null => {
  const size = sizeOf(space, numbers)
  const moves = drawCount(space, numbers) - space.attackCount
  if (draw >= moves) return space.attack(draw - moves)
  if (draw < size) {
    const single = space.candidate(numberAt(numbers, draw))
    return single?.alone === true ? singleMove(space.side, space.action, single) : null
  }
  let rest = draw - size
  let i = 0
  while (rest >= size - 1 - i) rest -= size - 1 - i++
  const first = space.candidate(numberAt(numbers, i))
  const second = first === null ? null : space.candidate(numberAt(numbers, i + 1 + rest))
  return first === null || second === null ? null : pairMove(space.side, space.pairs, first, second)
}

/** Draws tried from one set of numbers before narrowing it or giving up drawing. */
const DRAWS = 64

/** Up to `tries` draws from `numbers`: the first legal move, or `null`. */
const drawFrom = (space: DrawSpace, numbers: Numbers, random: () => number, tries = DRAWS): DieMove | AttackMove | null => {
  const count = drawCount(space, numbers)
  for (let tried = 0; tried < tries && count > 0; tried++) {
    const move = moveOfDraw(space, randomIndex(random, count), numbers)
    if (move !== null) return move
  }
  return null
}

/** The most numbers narrowed to the candidates, each judged once; a space past it is only ever drawn from. */
const NARROWED_SPACE = 1 << 18

/** The most candidates whose every draw (alone and in pairs) is judged when random draws keep failing. */
const JUDGED_CANDIDATES = 1024

/**
 * How a bounded draw ends: the move drawn, `none` when there is no legal
 * move, or `undecided` when the space is too large to settle in bounded
 * work and every draw tried failed.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type Draw = DieMove | AttackMove | 'none' | 'undecided'

/**
 * A die move drawn at random with work bounded by the groups and the
 * neighbours: random draws from every number; then, in a space small enough,
 * draws from the candidates alone; then, with few enough candidates, every
 * draw from them judged and one of the legal ones picked. Every legal move is
 * one draw at each stage, so each stays equally likely. Never lists every
 * legal move of a large space.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const drawMove = (board: Board, state: RingState, side: Side, action: DieAction, random: () => number): Draw => {
  const space = drawSpace(board, positionOf(state), side, action)
  const first = drawFrom(space, null, random)
  if (first !== null) return first
  if (space.size > NARROWED_SPACE) {
    const more = drawFrom(space, null, random, DRAWS * DRAWS)
    return more ?? 'undecided'
  }
  // Every legal move is one draw from the candidates as it was one from every number, so narrowing keeps them equally likely.
  const list: number[] = []
  for (let number = 0; number < space.size; number++) if (space.candidate(number) !== null) list.push(number)
  if (list.length === 0 && !space.anyAttack) return 'none'
  const candidates: Numbers = list
  const narrowed = drawFrom(space, candidates, random, list.length > JUDGED_CANDIDATES ? DRAWS * DRAWS : DRAWS)
  if (narrowed !== null) return narrowed
  if (list.length > JUDGED_CANDIDATES || space.attackCount > JUDGED_CANDIDATES * JUDGED_CANDIDATES) return 'undecided'
  // Draws in order are singles then pairs, which is the order legalMoves lists them in.
  const legal: Array<DieMove | AttackMove> = []
  const count = drawCount(space, candidates)
  for (let draw = 0; draw < count; draw++) {
    const move = moveOfDraw(space, draw, candidates)
    if (move !== null) legal.push(move)
  }
  const picked = legal[randomIndex(random, legal.length)]
  return picked ?? 'none'
}

/**
 * How `randomMove` draws: `even` (the default), every legal move equally
 * likely; `playout`, for random playouts, much cheaper and every move it
 * gives legal, but not evenly: a region where the side has an army that
 * the die can move is chosen evenly, then a group of the side's figures
 * there, then a neighbour, and on round from it to the first neighbour the
 * group may enter or, held by enemy Army units, attack; a try that gives no
 * legal move is drawn again, and after
 * a few the even draw is made, so `null` still means there is no move (and
 * comes at once where the side has no such army). The playout draw never
 * moves two armies.
 * Event cards' allowances are always drawn evenly.
 *
 * @since 0.2.0
 * @category ring
 * @example
 * import { compile, ring } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) console.log(JSON.stringify(ring.randomMove(board.right, state, 'free', 'army-die', Math.random, { draw: 'playout' }))) // {"type":"army-die","side":"free","moves":[{"figures":["r1"],"to":"b"}]}
 */
export interface DrawOptions {
  readonly draw?: 'even' | 'playout'
}

/**
 * A legal die move of `side` drawn at random, every move {@link legalMoves}
 * yields being equally likely; `null` when there is none. `random` returns
 * numbers in [0, 1), like `Math.random` or a seeded generator (the same
 * sequence draws the same move). Much cheaper than listing every move and
 * picking one: every group and neighbour of the side's regions gets a
 * number, a number or a pair of numbers is drawn, and the draw is kept when
 * it is a legal move, judged with a few look-ups. When draws keep failing,
 * they are narrowed to the numbers that are candidates (each judged once),
 * and, with few candidates, every draw from them is judged. Only the groups
 * within the stacking limit are numbered, so a region of 10,000 figures is
 * drawn from as fast as a region of ten. The work is bounded by the groups
 * and neighbours: only on a space too large for that whose every draw fails
 * (no position of a real game) are the moves listed and one picked, so
 * `null` always means there is no legal move. With `{ draw: 'playout' }`
 * the cheaper, uneven draw of random playouts is made instead (see
 * {@link DrawOptions}); options of another shape give `null`.
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
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) console.log(JSON.stringify(army.randomMove(board.right, state, 'free', 'army-die', Math.random))) // {"type":"army-die","side":"free","moves":[{"figures":["r1"],"to":"b"}]}
 */
export const randomMove = (board: Board, state: RingState, side: Side, action: DieAction, random: () => number, options?: DrawOptions): DieMove | AttackMove | null => {
  if (positionProblem(board, state) !== null || !isSide(side) || !isDieAction(action) || !isRandom(random)) return null
  if (options !== undefined && !isDrawOptions(options)) return null
  if (options?.draw === 'playout') {
    const quick = playoutMove(board, positionOf(state), side, action, random)
    if (quick !== undefined) return quick
  }
  const draw = drawMove(board, state, side, action, random)
  if (typeof draw === 'object') return draw
  return draw === 'none' ? null : pickListed(legalMoves(board, state, side, action), random)
}

/**
 * One of the moves listed, each equally likely, read in one pass (the k-th
 * replaces the one kept with chance 1/k); `null` for none. The last resort
 * of a draw whose every bounded try failed: slow, but never `null` while a
 * move exists.
 */
const pickListed = <M>(moves: Iterable<M>, random: () => number): M | null => {
  let kept: M | null = null
  let seen = 0
  for (const move of moves) if (randomIndex(random, ++seen) === 0) kept = move
  return kept
}
