/**
 * What a board alone says of a move from one region to each of its regions,
 * remembered by origin: `reach` asks it of every region each time it is
 * asked, and a UI or a bot asks it again for every army of a position.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../board/graph.js'
import type { Violation, Violations } from '../model/violation.js'

/**
 * The verdicts the board alone gives of a move from one origin, by the
 * index of each region in `board.ids`. Every list and violation is frozen:
 * each answer that holds one shares it with every other.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export interface OriginSteps {
  /** The step to the region, NOT_ADJACENT or IMPASSABLE; `null` for the origin and the regions it borders. */
  readonly steps: ReadonlyArray<Violation | null>
  /** The step and what the region's kind says (NOT_LAND), in the judge's order; `null` where neither says anything. */
  readonly board: ReadonlyArray<Violations | null>
  /** The verdict on staying in the origin (NO_MOVEMENT) where nothing else is wrong. */
  readonly stay: Violations
}

/**
 * What the board alone says of a move from one origin by a group of Army
 * units of nations not At War, by the index of each region in `board.ids`:
 * the verdict of {@link OriginSteps}'s `board`, with NOT_AT_WAR last where
 * a region of another nation is closed to the group (elsewhere, that
 * list alone). Every list and violation is frozen, as there.
 *
 * @since 0.3.0
 * @category model
 * @internal
 */
export type ClosedSteps = ReadonlyArray<Violations | null>

/** Region verdicts kept per board, about 220 bytes each (every origin of the real board of 105 regions: 2.4 MB): every origin of a board of 128 regions. */
const KEPT_VERDICTS = 16384

// Keyed on boards, which compile made: what is kept reads only the board (its ids, kinds, nations and names).
const known = new WeakMap<Board, Map<string, OriginSteps>>()
const closed = new WeakMap<Board, Map<string, ClosedSteps>>()

/**
 * The {@link OriginSteps} of `origin` on `board`, made by `make` the first
 * time and again only when many other origins were asked since (on a board
 * of more than a few hundred regions, more often).
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const originSteps = (board: Board, origin: string, make: () => OriginSteps): OriginSteps => keptIn(known, board, origin, make)

/**
 * The {@link ClosedSteps} of `origin` on `board` for the nations not At War
 * `nations` (sorted), kept as {@link originSteps} keeps its verdicts: a
 * nation not At War moves its armies from one position to the next, and
 * its words are the same in each.
 *
 * @since 0.3.0
 * @category constructors
 * @internal
 */
export const closedSteps = (board: Board, origin: string, nations: ReadonlyArray<string>, make: () => ClosedSteps): ClosedSteps =>
  keptIn(closed, board, JSON.stringify([origin, ...nations]), make)

const keptIn = <V>(memo: WeakMap<Board, Map<string, V>>, board: Board, key: string, make: () => V): V => {
  let kept = memo.get(board)
  if (kept === undefined) {
    kept = new Map()
    memo.set(board, kept)
  }
  const found = kept.get(key)
  if (found !== undefined) return found
  const made = make()
  if ((kept.size + 1) * board.ids.length > KEPT_VERDICTS) kept.clear()
  kept.set(key, made)
  return made
}
