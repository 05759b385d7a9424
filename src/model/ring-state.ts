/**
 * The position of the ring ruleset (seed 003): nations with their side and
 * political status, figures, settlement control and the stacking limit; and
 * its three moves.
 *
 * @since 0.1.0
 * @module
 */

/**
 * The two sides.
 *
 * @since 0.1.0
 * @category model
 */
export type Side = 'free' | 'shadow'

/**
 * A figure's kind. `regular` and `elite` are Army units; `leader` is a Free
 * Peoples Leader; `nazgul` a Shadow leader; `companion` and `minion` are
 * Characters.
 *
 * @since 0.1.0
 * @category model
 */
export type FigureKind = 'regular' | 'elite' | 'leader' | 'nazgul' | 'companion' | 'minion'

/**
 * A nation: its side, and whether it is At War on the political track.
 *
 * @since 0.1.0
 * @category model
 */
export interface Nation {
  readonly side: Side
  readonly atWar: boolean
}

/**
 * A figure on the board. It has a `nation`, or (companions and minions only)
 * a `side`.
 *
 * @since 0.1.0
 * @category model
 */
export interface Figure {
  readonly kind: FigureKind
  readonly nation?: string
  readonly side?: Side
  readonly region: string
  /** The name players read in messages (since 0.2.0); the id stands in where it is absent. */
  readonly name?: string
}

/**
 * When stacking is checked in a two-army die action: after each army's move
 * (the default, the seed's plain reading) or once after both.
 *
 * @since 0.1.0
 * @category model
 */
export type StackingCheck = 'each-move' | 'end-of-action'

/**
 * A ring position, `marchlaw/state@1` with `ruleset: "ring"`.
 *
 * @since 0.1.0
 * @category model
 */
export interface RingState {
  readonly format: 'marchlaw/state@1'
  readonly ruleset: 'ring'
  readonly nations: Readonly<Record<string, Nation>>
  readonly figures: Readonly<Record<string, Figure>>
  /** Settlement controller by region, where it differs from the side of the region's nation; absent means none. */
  readonly control?: Readonly<Record<string, Side>>
  /** Army units a region may hold; 10 when absent. */
  readonly stackingLimit?: number
  /** When a two-army die action checks stacking; `each-move` when absent. */
  readonly stackingCheck?: StackingCheck
}

/**
 * One army's movement inside a die action: the figures that move together and
 * the adjacent region they enter.
 *
 * @since 0.1.0
 * @category model
 */
export interface ArmyStep {
  readonly figures: ReadonlyArray<string>
  readonly to: string
}

/**
 * An Army Action die: up to two different armies, each to an adjacent region.
 *
 * @since 0.1.0
 * @category model
 */
export interface ArmyDieMove {
  readonly type: 'army-die'
  readonly side: Side
  readonly moves: ReadonlyArray<ArmyStep>
}

/**
 * A Character Action die: one army that includes a Leader, Nazgul or Character.
 *
 * @since 0.1.0
 * @category model
 */
export interface CharacterDieMove {
  readonly type: 'character-die'
  readonly side: Side
  readonly moves: ReadonlyArray<ArmyStep>
}

/**
 * How far an event card lets armies move: how many armies, how many regions each.
 *
 * @since 0.1.0
 * @category model
 */
export interface Allowance {
  readonly armies: number
  readonly regions: number
}

/**
 * One army's route in an event move: the regions entered, in order.
 *
 * @since 0.1.0
 * @category model
 */
export interface ArmyRoute {
  readonly figures: ReadonlyArray<string>
  readonly path: ReadonlyArray<string>
}

/**
 * An event card that moves armies, possibly several regions each.
 *
 * @since 0.1.0
 * @category model
 */
export interface EventMove {
  readonly type: 'event-move'
  readonly side: Side
  readonly allowance: Allowance
  readonly moves: ReadonlyArray<ArmyRoute>
}

/**
 * The die an attack is made with: an Army die, or a Character die (the army
 * then needs a Leader, Nazgul or Character).
 *
 * @since 0.1.0
 * @category model
 */
export type AttackDie = 'army' | 'character'

/**
 * One army declares an attack on an adjacent region holding enemy Army
 * units; no figure moves, and resolving the battle is the host's.
 *
 * @since 0.1.0
 * @category model
 */
export interface AttackMove {
  readonly type: 'attack'
  readonly side: Side
  readonly die: AttackDie
  readonly figures: ReadonlyArray<string>
  readonly target: string
}

/**
 * A move of the ring ruleset.
 *
 * @since 0.1.0
 * @category model
 */
export type RingMove = ArmyDieMove | CharacterDieMove | EventMove | AttackMove
