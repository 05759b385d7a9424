/**
 * The io-ts building blocks of the format's codecs. Objects are strict: a
 * field the format does not have is reported, never stripped (io-ts's own
 * `t.strict`/`t.exact` silently drop it, and a typo must not mean
 * "absent"). Unions are decoded by their discriminant, so an error names the
 * discriminant's allowed values instead of listing every branch. Every
 * offending value is reported, once.
 *
 * @since 0.1.0
 * @module
 */
import * as t from 'io-ts/lib/index.js'
import * as E from 'fp-ts/lib/Either.js'
import { decodeError, expectedValue, missingField, reportErrors, unknownField, type DecodeError, type Json } from './decode-error.js'
import { ownField } from './own-field.js'
import type { Codec } from './primitive.js'
import { pushAll } from '../../core/list.js'

/**
 * A codec with its value type forgotten, as a strict object or a tagged union
 * holds the codecs of its parts.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export interface ErasedCodec<A = unknown> {
  readonly decoder: t.Decoder<unknown, unknown>
  readonly name: string
  readonly validate: (u: unknown, c: t.Context) => t.Validation<A>
  readonly is: (u: unknown) => u is A
  /** Encodes a value the codec accepts; copies any other as JSON. */
  readonly encode: (u: unknown) => Json
}

// What an encoder writes for a value its type allows but its codec does not
// accept (an empty id in a violation built by hand): the value itself, as
// JSON, rather than nothing.
const copyAsJson = (u: unknown): Json => {
  if (u === null || typeof u === 'string' || typeof u === 'boolean' || typeof u === 'number') return u
  if (Array.isArray(u)) return u.map(copyAsJson)
  if (isObject(u))
    return Object.fromEntries(
      Object.keys(u).flatMap((key) => {
        const value = ownField(u, key)
        return value === undefined ? [] : [[key, copyAsJson(value)] as const]
      }),
    )
  return null
}

const erase = <A>(codec: Codec<A>): ErasedCodec<A> => ({
  decoder: codec,
  name: codec.name,
  validate: codec.validate,
  is: codec.is,
  encode: (u) => (codec.is(u) ? codec.encode(u) : copyAsJson(u)),
})

/**
 * Whether `u` is a plain JSON-like object (not null, not an array).
 *
 * @since 0.1.0
 * @category guards
 * @internal
 */
export const isObject = (u: unknown): u is object => typeof u === 'object' && u !== null && !Array.isArray(u)

const quote = (value: string): string => JSON.stringify(value)

const entry = (key: string, decoder: t.Decoder<unknown, unknown>, actual: unknown): t.ContextEntry => ({ key, type: decoder, actual })

/**
 * An array whose every item is a value of `codec`. `name` is what an error
 * says was expected where something else than an array is found.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const array = <A>(name: string, codec: Codec<A>): Codec<ReadonlyArray<A>> =>
  new t.Type<ReadonlyArray<A>, Json, unknown>(
    name,
    (u): u is ReadonlyArray<A> => Array.isArray(u) && u.every((item) => codec.is(item)),
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c)
      const errors: t.ValidationError[] = []
      const items: A[] = []
      for (let i = 0; i < u.length; i++) {
        const item: unknown = u[i]
        const result = codec.validate(item, [...c, entry(String(i), codec, item)])
        if (E.isLeft(result)) pushAll(errors, result.left)
        else items.push(result.right)
      }
      return errors.length > 0 ? t.failures(errors) : t.success(items)
    },
    (a) => a.map((item) => codec.encode(item)),
  )

/**
 * An array of exactly two values of `codec` (a region pair, a point).
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const pair = <A>(name: string, codec: Codec<A>): Codec<readonly [A, A]> =>
  new t.Type<readonly [A, A], Json, unknown>(
    name,
    (u): u is readonly [A, A] => Array.isArray(u) && u.length === 2 && codec.is(u[0]) && codec.is(u[1]),
    (u, c) => {
      if (!Array.isArray(u) || u.length !== 2) return t.failure(u, c)
      const first: unknown = u[0]
      const second: unknown = u[1]
      const a = codec.validate(first, [...c, entry('0', codec, first)])
      const b = codec.validate(second, [...c, entry('1', codec, second)])
      if (E.isRight(a) && E.isRight(b)) return t.success([a.right, b.right] as const)
      return t.failures([...(E.isLeft(a) ? a.left : []), ...(E.isLeft(b) ? b.left : [])])
    },
    ([a, b]) => [codec.encode(a), codec.encode(b)],
  )

/**
 * An object keyed by ids (never the empty string), each value of `codec`.
 * Keys keep their order. `keyName` says what a key is ("region id").
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const record = <A>(name: string, keyName: string, codec: Codec<A>): Codec<Readonly<Record<string, A>>> =>
  new t.Type<Readonly<Record<string, A>>, Json, unknown>(
    name,
    (u): u is Readonly<Record<string, A>> =>
      isObject(u) && Object.keys(u).every((key) => key !== '' && codec.is(ownField(u, key))),
    (u, c) => {
      if (!isObject(u)) return t.failure(u, c)
      const errors: t.ValidationError[] = []
      const entries: Array<readonly [string, A]> = []
      for (const key of Object.keys(u)) {
        const value = ownField(u, key)
        if (key === '') {
          errors.push({ value: key, context: [...c, entry(key, codec, value)], message: expectedValue(`a non-empty ${keyName} as key`) })
          continue
        }
        const result = codec.validate(value, [...c, entry(key, codec, value)])
        if (E.isLeft(result)) pushAll(errors, result.left)
        else entries.push([key, result.right])
      }
      return errors.length > 0 ? t.failures(errors) : t.success(Object.fromEntries(entries))
    },
    (a) => Object.fromEntries(Object.entries(a).map(([key, value]) => [key, codec.encode(value)])),
  )

/**
 * A field of a strict object that must be present.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface RequiredField<A> {
  readonly optional: false
  readonly codec: Codec<A>
  readonly erased: ErasedCodec
}

/**
 * A field of a strict object that may be absent (an `undefined` value counts
 * as absent and is dropped).
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface OptionalField<A> {
  readonly optional: true
  readonly codec: Codec<A>
  readonly erased: ErasedCodec
}

/**
 * Declares a field that must be present.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const required = <A>(codec: Codec<A>): RequiredField<A> => ({ optional: false, codec, erased: erase(codec) })

/**
 * Declares a field that may be absent.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const optional = <A>(codec: Codec<A>): OptionalField<A> => ({ optional: true, codec, erased: erase(codec) })

interface FieldOfAnyType {
  readonly optional: boolean
  readonly erased: ErasedCodec
}

type OptionalKeys<A> = { [K in keyof A]-?: Partial<Pick<A, K>> extends Pick<A, K> ? K : never }[keyof A]

/**
 * The fields of a strict object of type `A`: exactly its keys, optional ones
 * declared {@link optional}, each with a codec of exactly its type, so a
 * codec cannot drift from the interface it decodes.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export type Shape<A> = {
  readonly [K in keyof A]-?: K extends OptionalKeys<A> ? OptionalField<Exclude<A[K], undefined>> : RequiredField<A[K]>
}

/**
 * A strict object: the fields of `shape`, in its order, and no others. A
 * missing required field, a field of the wrong type and a field the shape
 * does not have are each reported.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const strict = <A extends object>(name: string, shape: Shape<A>): Codec<A> => {
  const fields = Object.entries<FieldOfAnyType>(shape).map(
    ([key, field]) => [key, field.optional, field.erased] as const,
  )
  const known = fields.map(([key]) => key)
  const isKnown = new Set(known)
  const is = (u: unknown): u is A =>
    isObject(u) &&
    fields.every(([key, isOptional, codec]) => {
      const value = ownField(u, key)
      return value === undefined ? isOptional : codec.is(value)
    })
  const validate = (u: unknown, c: t.Context): t.Validation<A> => {
    if (!isObject(u)) return t.failure(u, c)
    const errors: t.ValidationError[] = []
    const entries: Array<readonly [string, unknown]> = []
    for (const [key, isOptional, codec] of fields) {
      const value = ownField(u, key)
      if (value === undefined) {
        if (!isOptional) errors.push({ value, context: [...c, entry(key, codec.decoder, value)], message: missingField(codec.name) })
        continue
      }
      const result = codec.validate(value, [...c, entry(key, codec.decoder, value)])
      if (E.isLeft(result)) pushAll(errors, result.left)
      else entries.push([key, result.right])
    }
    for (const key of Object.keys(u)) {
      if (isKnown.has(key)) continue
      const value = ownField(u, key)
      errors.push({ value, context: [...c, entry(key, t.unknown, value)], message: unknownField(known) })
    }
    return errors.length > 0 ? t.failures(errors) : t.success(Object.fromEntries(entries) as A)
  }
  const encode = (a: A): Json => {
    const entries: Array<readonly [string, Json]> = []
    for (const [key, , codec] of fields) {
      const value = ownField(a, key)
      if (value !== undefined) entries.push([key, codec.encode(value)])
    }
    return Object.fromEntries(entries)
  }
  return new t.Type<A, Json, unknown>(name, is, validate, encode)
}

/**
 * The codecs of a union's members by the value of their discriminant.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export type Branches<K extends string, A extends { readonly [P in K]: string }> = {
  readonly [V in A[K]]: Codec<Extract<A, { readonly [P in K]: V }>>
}

/**
 * A union decoded by its discriminant field `key`: an unknown value of `key`
 * is one error naming the allowed values, and a known one is decoded by its
 * member's codec alone.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const tagged = <K extends string, A extends { readonly [P in K]: string }>(
  name: string,
  key: K,
  branches: Branches<K, A>,
): Codec<A> => {
  const table = new Map<string, ErasedCodec<A>>()
  for (const tag of Object.keys(branches)) {
    // Object.keys loses the key type of the mapped record it lists.
    const codec = branches[tag as A[K]]
    table.set(tag, erase(codec))
  }
  const expected = `one of ${[...table.keys()].map(quote).join(', ')}`
  const branchOf = (u: unknown): ErasedCodec<A> | undefined => {
    if (!isObject(u)) return undefined
    const tag = ownField(u, key)
    return typeof tag === 'string' ? table.get(tag) : undefined
  }
  return new t.Type<A, Json, unknown>(
    name,
    (u): u is A => branchOf(u)?.is(u) === true,
    (u, c) => {
      if (!isObject(u)) return t.failure(u, c)
      const tag = ownField(u, key)
      if (tag === undefined) return t.failures([{ value: tag, context: [...c, entry(key, t.string, tag)], message: missingField(expected) }])
      const codec = branchOf(u)
      if (codec === undefined) return t.failures([{ value: tag, context: [...c, entry(key, t.string, tag)], message: expectedValue(expected) }])
      return codec.validate(u, c)
    },
    (a) => branchOf(a)?.encode(a) ?? copyAsJson(a),
  )
}

/**
 * A recursive codec (a violation that holds violations).
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const lazy = <A>(name: string, definition: () => Codec<A>): Codec<A> => t.recursion<A, Json, unknown>(name, definition)

const maxDepth = 64

/**
 * Whether a value nests objects or arrays more than `limit` levels deep,
 * found without recursion. An object met again no deeper than before is not
 * walked again: a value sharing its parts (`[v, v]` 26 levels down) has
 * 2^26 paths but few objects, and each is walked at most `limit` times.
 */
const deeperThan = (input: unknown, limit: number): boolean => {
  const deepest = new WeakMap<object, number>()
  const pending: Array<readonly [unknown, number]> = [[input, 0]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next
    if (typeof value !== 'object' || value === null) continue
    if (depth >= limit) return true
    if ((deepest.get(value) ?? -1) >= depth) continue
    deepest.set(value, depth)
    for (const inner of Object.values(value)) pending.push([inner, depth + 1])
  }
  return false
}

/**
 * Decodes `input` with `codec`, reporting every error with its JSON path
 * from `root`; `rootName` names the input where that path is empty.
 *
 * @since 0.1.0
 * @category decoding
 * @internal
 */
export const decodeWith = <A>(codec: Codec<A>, input: unknown, given: string, givenName = given): E.Either<ReadonlyArray<DecodeError>, A> => {
  // A root that is not a string (a host without types) names the input as an empty one does.
  const root = typeof given === 'string' ? given : ''
  const rootName = typeof givenName === 'string' ? givenName : root
  // The format nests a few levels; a deeper input (or a cycle) would only exhaust the stack of the recursive codecs.
  if (deeperThan(input, maxDepth))
    return E.left([decodeError(rootName === '' ? 'input' : rootName, `a value nested at most ${maxDepth} levels deep`, 'a deeper value')])
  const result = codec.validate(input, [entry(root, codec, input)])
  return E.isLeft(result) ? E.left(reportErrors(result.left, rootName === '' ? 'input' : rootName)) : E.right(result.right)
}

/**
 * What `codec` writes of `value`, or `null` where it cannot write it: a
 * value that is not of the codec's type (a host without types) has fields
 * the codec reads without checking, and reading them may throw.
 *
 * @internal
 */
export const writtenOrNull = <A>(codec: Codec<A>, value: A): Json => {
  try {
    return codec.encode(value)
  } catch {
    return null
  }
}
