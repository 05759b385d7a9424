/**
 * The position of the heroes ruleset (seed 000): factions' units, vessels,
 * towers, face-down exploration tokens, March Action Slots and a pending
 * exploration; and its two moves.
 *
 * @since 0.1.0
 * @module
 */

/**
 * A land unit (serf, warrior, hero...). Its `type` is looked up in the
 * state's `speeds` table of its faction.
 *
 * @since 0.1.0
 * @category model
 */
export interface HeroesUnit {
  readonly faction: string
  readonly type: string
  readonly region: string
  /** The name players read in messages (since 0.2.0); the id stands in where it is absent. */
  readonly name?: string
}

/**
 * A vessel or a tower: a piece that stops an opponent's March.
 *
 * @since 0.1.0
 * @category model
 */
export interface HeroesPiece {
  readonly faction: string
  readonly region: string
}

/**
 * An exploration token. `kind` is `null` where the viewer may not see it.
 *
 * @since 0.1.0
 * @category model
 */
export interface ExplorationToken {
  readonly id: string
  readonly kind: string | null
}

/**
 * A revealed exploration token waiting to be resolved. `more` counts the
 * further tokens of the region this exploration will reveal, one at a time.
 *
 * @since 0.1.0
 * @category model
 */
export interface PendingExploration {
  readonly kind: 'exploration'
  readonly faction: string
  readonly region: string
  readonly revealed: ExplorationToken
  readonly more: number
}

/**
 * A heroes position, `marchlaw/state@1` with `ruleset: "heroes"`.
 *
 * @since 0.1.0
 * @category model
 */
export interface HeroesState {
  readonly format: 'marchlaw/state@1'
  readonly ruleset: 'heroes'
  /** Per faction, per unit type, that type's Speed. */
  readonly speeds: Readonly<Record<string, Readonly<Record<string, number>>>>
  readonly units: Readonly<Record<string, HeroesUnit>>
  /** Absent means none. */
  readonly vessels?: Readonly<Record<string, HeroesPiece>>
  /** Absent means none. */
  readonly towers?: Readonly<Record<string, HeroesPiece>>
  /** Face-down tokens per land region, in reveal order; absent means none. */
  readonly exploration?: Readonly<Record<string, ReadonlyArray<ExplorationToken>>>
  /** March Action Slots left this round; absent when the host does not track them. */
  readonly marchSlots?: number
  /** The revealed token awaiting resolution; absent means `null`. */
  readonly pending?: PendingExploration | null
}

/**
 * Move an army of 1 to 5 units to `to`. `path` lists the regions entered in
 * order, ending with `to`; without it a legal path is searched for.
 *
 * @since 0.1.0
 * @category model
 */
export interface MarchMove {
  readonly type: 'march'
  readonly faction: string
  readonly units: ReadonlyArray<string>
  readonly to: string
  readonly path?: ReadonlyArray<string>
}

/**
 * Resolve the revealed exploration token (applying its outcome is the host's).
 *
 * @since 0.1.0
 * @category model
 */
export interface ResolveExplorationMove {
  readonly type: 'resolve-exploration'
  readonly faction: string
  readonly token: string
}

/**
 * A move of the heroes ruleset.
 *
 * @since 0.1.0
 * @category model
 */
export type HeroesMove = MarchMove | ResolveExplorationMove
