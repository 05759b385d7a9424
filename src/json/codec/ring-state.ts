/**
 * The codecs of the ring ruleset: its state (`ruleset: "ring"`) and its
 * moves.
 *
 * @since 0.1.0
 * @module
 */
import type { Allowance, ArmyDieMove, ArmyRoute, ArmyStep, AttackMove, CharacterDieMove, EventMove, Figure, Nation, RingState, Side } from '../../model/ring-state.js'
import { booleanCodec, idCodec, oneOf, textCodec, positiveIntegerCodec, type Codec } from './primitive.js'
import { array, optional, record, required, strict } from './strict.js'
import { withSchemaLine } from './schema-line.js'

/**
 * The codec of a side, `free` or `shadow`.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const sideCodec: Codec<Side> = oneOf(['free', 'shadow'])

/**
 * The codec of a nation.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const nationCodec: Codec<Nation> = strict<Nation>('an object with side, atWar', {
  side: required(sideCodec),
  atWar: required(booleanCodec),
})

/**
 * The codec of a figure. Whether it has the `nation` or `side` its kind
 * needs is a matter for {@link checkState}.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const figureCodec: Codec<Figure> = strict<Figure>('an object with kind, region, nation or side, and optionally name', {
  kind: required(oneOf(['regular', 'elite', 'leader', 'nazgul', 'companion', 'minion'])),
  nation: optional(idCodec),
  side: optional(sideCodec),
  region: required(idCodec),
  name: optional(textCodec),
})

/**
 * The codec of a ring state.
 *
 * @since 0.1.0
 * @category codecs
 */
export const ringStateCodec: Codec<RingState> = withSchemaLine(strict<RingState>('a ring state object', {
  format: required(oneOf(['marchlaw/state@1'])),
  ruleset: required(oneOf(['ring'])),
  nations: required(record('an object of nations by id', 'nation id', nationCodec)),
  figures: required(record('an object of figures by id', 'figure id', figureCodec)),
  control: optional(record('an object of sides by region id', 'region id', sideCodec)),
  stackingLimit: optional(positiveIntegerCodec),
  stackingCheck: optional(oneOf(['each-move', 'end-of-action'])),
}))

const armyStepCodec: Codec<ArmyStep> = strict<ArmyStep>('an object with figures, to', {
  figures: required(array('an array of figure ids', idCodec)),
  to: required(idCodec),
})

/**
 * The codec of an Army Action die move.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const armyDieMoveCodec: Codec<ArmyDieMove> = strict<ArmyDieMove>('an object with type, side, moves', {
  type: required(oneOf(['army-die'])),
  side: required(sideCodec),
  moves: required(array('an array of army moves { figures, to }', armyStepCodec)),
})

/**
 * The codec of a Character Action die move.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const characterDieMoveCodec: Codec<CharacterDieMove> = strict<CharacterDieMove>('an object with type, side, moves', {
  type: required(oneOf(['character-die'])),
  side: required(sideCodec),
  moves: required(array('an array of army moves { figures, to }', armyStepCodec)),
})

const allowanceCodec: Codec<Allowance> = strict<Allowance>('an object with armies, regions', {
  armies: required(positiveIntegerCodec),
  regions: required(positiveIntegerCodec),
})

const armyRouteCodec: Codec<ArmyRoute> = strict<ArmyRoute>('an object with figures, path', {
  figures: required(array('an array of figure ids', idCodec)),
  path: required(array('an array of region ids', idCodec)),
})

/**
 * The codec of an event-card move.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const eventMoveCodec: Codec<EventMove> = strict<EventMove>('an object with type, side, allowance, moves', {
  type: required(oneOf(['event-move'])),
  side: required(sideCodec),
  allowance: required(allowanceCodec),
  moves: required(array('an array of army routes { figures, path }', armyRouteCodec)),
})

/**
 * The codec of an attack declared by one army.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const attackMoveCodec: Codec<AttackMove> = strict<AttackMove>('an object with type, side, die, figures, target', {
  type: required(oneOf(['attack'])),
  side: required(sideCodec),
  die: required(oneOf(['army', 'character'])),
  figures: required(array('an array of figure ids', idCodec)),
  target: required(idCodec),
})
