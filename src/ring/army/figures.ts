/**
 * Who a ring figure is: whether it is an Army unit, whether it may lead a
 * Character die move, which side it plays for; the stacking limit of a
 * position; and what a group of figures moving together is.
 *
 * @since 0.1.0
 * @module
 */
import type { Figure, FigureKind, Nation, RingState, Side } from '../../model/ring-state.js'
import { piecesOf } from '../../core/carried-fields.js'
import { pieceOf } from '../../core/piece-table.js'
import { ownValue } from '../../core/own-record.js'

/**
 * Whether a figure of this kind is an Army unit (it counts for stacking and
 * makes a group an Army).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const isArmyUnit = (kind: FigureKind): boolean => kind === 'regular' || kind === 'elite'

/**
 * Whether a figure of this kind lets its army move with a Character die: a
 * Leader, a Nazgul or a Character.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const leadsCharacterDie = (kind: FigureKind): boolean => !isArmyUnit(kind)

// ruling R2 (docs/rulings.md#r2): a nation's side wins; a Character without nation plays for its own side.
/**
 * The side a figure plays for: its nation's side, or its own `side` (a
 * Character without a nation); `undefined` when neither is known.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const figureSide = (nations: RingState['nations'], figure: Figure): Side | undefined =>
  figure.nation === undefined ? figure.side : sideWith(ownValue(nations, figure.nation), figure)

/**
 * The side an army of `side` fights: the other one.
 *
 * @since 0.3.0
 * @category ring
 * @internal
 */
export const otherSide = (side: Side): Side => (side === 'free' ? 'shadow' : 'free')

/**
 * The side a figure plays for, `entry` being its nation in the position
 * (when it has one and the position knows it): see {@link figureSide}.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const sideWith = (entry: Nation | undefined, figure: Figure): Side | undefined => entry?.side ?? figure.side

/**
 * The side a group acts for: that of its first known figure.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const groupSide = (state: RingState, figures: ReadonlyArray<string>): Side => {
  for (const id of figures) {
    const figure = pieceOf(piecesOf(state, 'figures'), id)
    const side = figure === undefined ? undefined : figureSide(state.nations, figure)
    if (side !== undefined) return side
  }
  return 'free'
}

/**
 * The stacking limit of a state: `stackingLimit`, or 10.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const stackingLimitOf = (state: RingState): number => state.stackingLimit ?? 10

/**
 * A moving group as checked: its known figures (each once), the region they
 * all start in (`null` when none is known or they are apart), whether it is
 * an Army, the nations of its Army units that are not At War (sorted),
 * whether one of them may lead a Character die, how many of them are Army
 * units of the acting side (they join the stack where the group ends), and
 * how many are Leaders (they leave the origin with it).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Group {
  readonly figures: ReadonlyArray<string>
  readonly known: ReadonlyArray<string>
  readonly origin: string | null
  readonly isArmy: boolean
  /** The nations of its Army units not At War, each once, sorted. */
  readonly notAtWar: ReadonlyArray<string>
  readonly led: boolean
  readonly arriving: number
  readonly leaders: number
}
