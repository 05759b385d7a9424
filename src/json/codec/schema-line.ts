/**
 * The `"$schema"` line of a file: the address of its JSON Schema, which
 * editors read to check and complete the file as it is written. It is no
 * part of the map, state or scenario, so it is read past on decoding and
 * never written back; anything but a string there is still an error.
 *
 * @since 0.1.0
 * @module
 */
import * as t from 'io-ts/lib/index.js'
import { expectedValue, type Json } from './decode-error.js'
import { ownField } from './own-field.js'
import type { Codec } from './primitive.js'
import { isObject } from './strict.js'

const field = '$schema'

// A copy without the line, so that the strict codec inside never sees it and the caller's object is left as it was.
const withoutLine = (u: unknown): unknown => {
  if (!isObject(u) || !Object.hasOwn(u, field)) return u
  const copy = {}
  for (const key of Object.keys(u))
    if (key !== field) Object.defineProperty(copy, key, { value: ownField(u, key), writable: true, enumerable: true, configurable: true })
  return copy
}

/**
 * `codec`, accepting besides an optional `"$schema"` string at the top of the
 * object it decodes.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const withSchemaLine = <A>(codec: Codec<A>): Codec<A> =>
  new t.Type<A, Json, unknown>(
    codec.name,
    (u): u is A => {
      const line = isObject(u) ? ownField(u, field) : undefined
      return (line === undefined || typeof line === 'string') && codec.is(withoutLine(u))
    },
    (u, c) => {
      const line = isObject(u) ? ownField(u, field) : undefined
      const inner = codec.validate(withoutLine(u), c)
      if (line === undefined || typeof line === 'string') return inner
      const error: t.ValidationError = {
        value: line,
        context: [...c, { key: field, type: t.string, actual: line }],
        message: expectedValue('a string (the address of a JSON Schema)'),
      }
      return inner._tag === 'Left' ? t.failures([error, ...inner.left]) : t.failures([error])
    },
    codec.encode,
  )
