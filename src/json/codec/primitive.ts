/**
 * The codecs of the format's scalar values: ids, free text, booleans, the
 * kinds of number it allows, exact strings, and `null`-or-a-value. Each
 * names, in plain words, what it expects.
 *
 * @since 0.1.0
 * @module
 */
import * as t from 'io-ts/lib/index.js'
import { expectedValue, type Json } from './decode-error.js'

/**
 * A codec of the format: decodes `unknown` into `A`, encodes `A` into JSON.
 * Its `name` is what an error says was expected ("a positive integer").
 *
 * @since 0.1.0
 * @category codecs
 */
export type Codec<A> = t.Type<A, Json, unknown>

/**
 * A codec of a JSON primitive that `is` recognises; `name` is what was expected.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const primitive = <A extends Json>(name: string, is: (u: unknown) => u is A): Codec<A> =>
  new t.Type<A, Json, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), (a) => a)

/**
 * A non-empty string: every id of the format.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const idCodec: Codec<string> = new t.Type<string, Json, unknown>(
  'a non-empty string',
  (u): u is string => typeof u === 'string' && u !== '',
  (u, c) => (typeof u === 'string' ? (u === '' ? t.failure(u, c, expectedValue('a non-empty string')) : t.success(u)) : t.failure(u, c, expectedValue('a string'))),
  (a) => a,
)

/**
 * Any string (names and terrain are free text).
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const textCodec: Codec<string> = primitive('a string', (u): u is string => typeof u === 'string')

/**
 * `true` or `false`.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const booleanCodec: Codec<boolean> = primitive('true or false', (u): u is boolean => typeof u === 'boolean')

/**
 * A whole number of 1 or more (speeds, the stacking limit, allowances).
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const positiveIntegerCodec: Codec<number> = primitive(
  'a positive integer',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0,
)

/**
 * A whole number of 0 or more (March Action Slots, tokens still to reveal).
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const nonNegativeIntegerCodec: Codec<number> = primitive(
  'a non-negative integer',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0,
)

/**
 * A finite number (layout coordinates).
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const finiteNumberCodec: Codec<number> = primitive('a finite number', (u): u is number => typeof u === 'number' && Number.isFinite(u))

const quote = (value: string): string => JSON.stringify(value)

/**
 * One of a few exact strings; a single one makes a literal such as a
 * `format`.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const oneOf = <const L extends readonly [string, ...string[]]>(values: L): Codec<L[number]> => {
  const allowed = new Set<string>(values)
  const name = values.length === 1 ? quote(values[0]) : `one of ${values.map(quote).join(', ')}`
  return primitive(name, (u): u is L[number] => typeof u === 'string' && allowed.has(u))
}

/**
 * `null`, or a value of `codec`.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const nullable = <A>(codec: Codec<A>): Codec<A | null> =>
  new t.Type<A | null, Json, unknown>(
    `${codec.name} or null`,
    (u): u is A | null => u === null || codec.is(u),
    (u, c) => (u === null ? t.success(null) : codec.validate(u, c)),
    (a) => (a === null ? null : codec.encode(a)),
  )
