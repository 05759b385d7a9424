/**
 * The codec of the events `applyMove` returns.
 *
 * @since 0.1.0
 * @module
 */
import * as t from 'io-ts/lib/index.js'
import type { GameEvent } from '../../model/event.js'
import type { Json } from './decode-error.js'
import { sideCodec } from './ring-state.js'
import { idCodec, nonNegativeIntegerCodec, nullable, oneOf, textCodec, type Codec } from './primitive.js'
import { ownField } from './own-field.js'
import { array, isObject, optional, required, strict, tagged } from './strict.js'

type Moved = Extract<GameEvent, { readonly type: 'moved' }>
type UnitsMoved = Extract<Moved, { readonly units: ReadonlyArray<string> }>
type FiguresMoved = Extract<Moved, { readonly figures: ReadonlyArray<string> }>

const regionIds = array('an array of region ids', idCodec)

const unitsMovedCodec: Codec<UnitsMoved> = strict<UnitsMoved>('an object with type, units, from, to, path', {
  type: required(oneOf(['moved'])),
  units: required(array('an array of unit ids', idCodec)),
  from: required(idCodec),
  to: required(idCodec),
  path: required(regionIds),
})

const figuresMovedCodec: Codec<FiguresMoved> = strict<FiguresMoved>('an object with type, figures, from, to, path', {
  type: required(oneOf(['moved'])),
  figures: required(array('an array of figure ids', idCodec)),
  from: required(idCodec),
  to: required(idCodec),
  path: required(regionIds),
})

// A `moved` event names `units` (heroes) or `figures` (ring): the field
// present says which, so an error is reported against one shape only.
const movedCodec: Codec<Moved> = new t.Type<Moved, Json, unknown>(
  'a moved event with units or figures',
  (u): u is Moved => unitsMovedCodec.is(u) || figuresMovedCodec.is(u),
  (u, c) =>
    isObject(u) && ownField(u, 'units') !== undefined ? unitsMovedCodec.validate(u, c) : figuresMovedCodec.validate(u, c),
  (a) => ('units' in a ? unitsMovedCodec.encode(a) : figuresMovedCodec.encode(a)),
)

type EventOf<T extends GameEvent['type']> = Extract<GameEvent, { readonly type: T }>

/**
 * The codec of an event, chosen by its `type`.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const gameEventCodec: Codec<GameEvent> = tagged<'type', GameEvent>('an event object with a "type"', 'type', {
  moved: movedCodec,
  battle: strict<EventOf<'battle'>>('an object with type, region, attacker, defenders, and (ring) from, figures', {
    type: required(oneOf(['battle'])),
    region: required(idCodec),
    attacker: required(idCodec),
    defenders: required(array('an array of faction or side ids', idCodec)),
    from: optional(idCodec),
    figures: optional(array('an array of figure ids', idCodec)),
  }),
  'exploration-revealed': strict<EventOf<'exploration-revealed'>>('an object with type, region, token, kind', {
    type: required(oneOf(['exploration-revealed'])),
    region: required(idCodec),
    token: required(idCodec),
    kind: required(nullable(textCodec)),
  }),
  'exploration-resolved': strict<EventOf<'exploration-resolved'>>('an object with type, region, token', {
    type: required(oneOf(['exploration-resolved'])),
    region: required(idCodec),
    token: required(idCodec),
  }),
  'settlement-captured': strict<EventOf<'settlement-captured'>>('an object with type, region, by, from', {
    type: required(oneOf(['settlement-captured'])),
    region: required(idCodec),
    by: required(sideCodec),
    from: required(sideCodec),
  }),
  'march-slot-used': strict<EventOf<'march-slot-used'>>('an object with type, left', {
    type: required(oneOf(['march-slot-used'])),
    left: required(nonNegativeIntegerCodec),
  }),
})
