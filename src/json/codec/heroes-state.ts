/**
 * The codecs of the heroes ruleset: its state (`ruleset: "heroes"`) and its
 * moves.
 *
 * @since 0.1.0
 * @module
 */
import type {
  ExplorationToken,
  HeroesPiece,
  HeroesState,
  HeroesUnit,
  MarchMove,
  PendingExploration,
  ResolveExplorationMove,
} from '../../model/heroes-state.js'
import { idCodec, nonNegativeIntegerCodec, nullable, oneOf, positiveIntegerCodec, textCodec, type Codec } from './primitive.js'
import { array, optional, record, required, strict } from './strict.js'
import { withSchemaLine } from './schema-line.js'

/**
 * The codec of a land unit.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const heroesUnitCodec: Codec<HeroesUnit> = strict<HeroesUnit>('an object with faction, type, region, and optionally name', {
  faction: required(idCodec),
  type: required(idCodec),
  region: required(idCodec),
  name: optional(textCodec),
})

/**
 * The codec of a vessel or a tower.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const heroesPieceCodec: Codec<HeroesPiece> = strict<HeroesPiece>('an object with faction, region', {
  faction: required(idCodec),
  region: required(idCodec),
})

/**
 * The codec of an exploration token; its `kind` is `null` when hidden.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const explorationTokenCodec: Codec<ExplorationToken> = strict<ExplorationToken>('an object with id, kind', {
  id: required(idCodec),
  kind: required(nullable(textCodec)),
})

/**
 * The codec of a pending exploration.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const pendingExplorationCodec: Codec<PendingExploration> = strict<PendingExploration>(
  'an object with kind, faction, region, revealed, more',
  {
    kind: required(oneOf(['exploration'])),
    faction: required(idCodec),
    region: required(idCodec),
    revealed: required(explorationTokenCodec),
    more: required(nonNegativeIntegerCodec),
  },
)

const pieces = (what: string): Codec<Readonly<Record<string, HeroesPiece>>> =>
  record(`an object of ${what} by id`, `${what.replace(/s$/, '')} id`, heroesPieceCodec)

/**
 * The codec of a heroes state.
 *
 * @since 0.1.0
 * @category codecs
 */
export const heroesStateCodec: Codec<HeroesState> = withSchemaLine(strict<HeroesState>('a heroes state object', {
  format: required(oneOf(['marchlaw/state@1'])),
  ruleset: required(oneOf(['heroes'])),
  speeds: required(
    record(
      'an object of speed tables by faction',
      'faction',
      record('an object of speeds by unit type', 'unit type', positiveIntegerCodec),
    ),
  ),
  units: required(record('an object of units by id', 'unit id', heroesUnitCodec)),
  vessels: optional(pieces('vessels')),
  towers: optional(pieces('towers')),
  exploration: optional(
    record('an object of token lists by region id', 'region id', array('an array of exploration tokens', explorationTokenCodec)),
  ),
  marchSlots: optional(nonNegativeIntegerCodec),
  pending: optional(nullable(pendingExplorationCodec)),
}))

/**
 * The codec of a March.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const marchMoveCodec: Codec<MarchMove> = strict<MarchMove>('an object with type, faction, units, to, and optionally path', {
  type: required(oneOf(['march'])),
  faction: required(idCodec),
  units: required(array('an array of unit ids', idCodec)),
  to: required(idCodec),
  path: optional(array('an array of region ids', idCodec)),
})

/**
 * The codec of the resolution of a revealed exploration token.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const resolveExplorationMoveCodec: Codec<ResolveExplorationMove> = strict<ResolveExplorationMove>(
  'an object with type, faction, token',
  {
    type: required(oneOf(['resolve-exploration'])),
    faction: required(idCodec),
    token: required(idCodec),
  },
)
