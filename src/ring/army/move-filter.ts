/**
 * Asking `legalMoves` only about some armies: those leaving one region, or
 * those moving some given figures, as a UI asks about the army under the
 * pointer.
 *
 * @since 0.2.0
 * @module
 */
import { figureOf, type Position } from './position.js'
import type { AttackMove, EventMove, RingMove } from '../../model/ring-state.js'
import { fields, id, list, shapeProblem } from '../../input/shape.js'

/**
 * Which moves `legalMoves` should yield: with `from`, those in which an
 * army leaves that region (for an attack, the attacking army's region);
 * with `figures`, those in which one of these figures moves (or attacks);
 * with both, those with an army that does both. Moves are in canonical form, whose
 * interchangeable figures are the lowest ids: to ask about one army, give
 * its region, or all of its figures.
 *
 * @since 0.2.0
 * @category search
 */
export interface MoveFilter {
  readonly from?: string
  readonly figures?: ReadonlyArray<string>
}

const filterShape = /* @__PURE__ */ fields({}, { from: id, figures: /* @__PURE__ */ list(id) })

/**
 * Whether a value is a {@link MoveFilter}: `legalMoves` yields nothing for
 * one that is not.
 *
 * @since 0.2.0
 * @category search
 * @internal
 */
export const isMoveFilter = (value: unknown): value is MoveFilter => shapeProblem(filterShape, value, 'options') === null

/**
 * The regions a move must leave from to pass a filter: `from`, or those of
 * the given figures; `null` when any region may.
 *
 * @since 0.2.0
 * @category search
 * @internal
 */
export const filterRegions = (position: Position, filter: MoveFilter): ReadonlySet<string> | null => {
  if (filter.from !== undefined) return new Set([filter.from])
  if (filter.figures === undefined) return null
  const regions = new Set<string>()
  for (const figure of filter.figures) {
    const region = figureOf(position, figure)?.region
    if (region !== undefined) regions.add(region)
  }
  return regions
}

/** The figures of each army of a move. */
const armiesOf = (move: RingMove): ReadonlyArray<ReadonlyArray<string>> => (move.type === 'attack' ? [move.figures] : move.moves.map((army) => army.figures))

/**
 * Whether a move passes a filter.
 *
 * @since 0.2.0
 * @category search
 * @internal
 */
export const passes = (position: Position, filter: MoveFilter, move: RingMove | AttackMove | EventMove): boolean => {
  const { from, figures } = filter
  const wanted = figures === undefined ? null : new Set(figures)
  return armiesOf(move).some(
    (army) =>
      (from === undefined || army.some((figure) => figureOf(position, figure)?.region === from)) &&
      (wanted === null || army.some((figure) => wanted.has(figure))),
  )
}
