/**
 * What a decoder reports when its input is not in the format: the JSON path
 * of the offending value, what was expected there, what was found, and one
 * line a person can act on. Also the JSON value type that encoders produce.
 *
 * @since 0.1.0
 * @module
 */
import type * as t from 'io-ts/lib/index.js'
import { ownField } from './own-field.js'

/**
 * One problem of a decoded input. `path` is a JSON path such as
 * `state.units.r1.region`, `units["a b"]` or `adjacent[3][1]`; `message`
 * starts with it.
 *
 * @since 0.1.0
 * @category model
 */
export interface DecodeError {
  readonly path: string
  readonly expected: string
  readonly got: string
  readonly message: string
}

/**
 * A JSON value, as the encoders write it.
 *
 * @since 0.1.0
 * @category model
 */
export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

// io-ts carries one free-text `message` per failure; the codecs of this
// folder use it to say which of these kinds of failure it is.
const MISSING = 'missing\u0000'
const UNKNOWN = 'unknown\u0000'
const EXPECTED = 'expected\u0000'

/**
 * The io-ts failure message of a required field that is absent; the failure's
 * context ends with the field. For codecs written on top of this library's.
 *
 * @since 0.1.0
 * @category decoding
 * @internal
 */
export const missingField = (expected: string): string => `${MISSING}${expected}`

/**
 * The io-ts failure message of a field the format does not have; the
 * failure's context ends with the field. `known` lists the fields allowed.
 *
 * @since 0.1.0
 * @category decoding
 * @internal
 */
export const unknownField = (known: ReadonlyArray<string>): string => `${UNKNOWN}${known.join(', ')}`

/**
 * The io-ts failure message of a value that is not what `expected` says,
 * when that differs from the name of the codec that failed.
 *
 * @since 0.1.0
 * @category decoding
 * @internal
 */
export const expectedValue = (expected: string): string => `${EXPECTED}${expected}`

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/**
 * The JSON path of `key` inside `parent`: `.key`, `["a b"]` or `[3]`.
 *
 * @since 0.1.0
 * @category decoding
 * @internal
 */
export const childPath = (parent: string, key: string | number): string =>
  typeof key === 'number'
    ? `${parent}[${key}]`
    : IDENTIFIER.test(key)
      ? parent === ''
        ? key
        : `${parent}.${key}`
      : `${parent}[${JSON.stringify(key)}]`

const MAX_PREVIEW = 60

const preview = (u: unknown, depth: number): string => {
  if (u === undefined) return 'undefined'
  if (u === null) return 'null'
  switch (typeof u) {
    case 'string':
      return JSON.stringify(u.length > MAX_PREVIEW ? `${u.slice(0, MAX_PREVIEW)}…` : u)
    case 'number':
      return Object.is(u, -0) ? '-0' : String(u)
    case 'boolean':
      return String(u)
    case 'bigint':
      return `${u}n`
    case 'symbol':
      return 'a symbol'
    case 'function':
      return 'a function'
    default:
      break
  }
  if (Array.isArray(u)) {
    if (depth > 1) return u.length === 0 ? '[]' : '[…]'
    const items: string[] = []
    for (const item of u.slice(0, 4)) items.push(preview(item, depth + 1))
    return `[${items.join(', ')}${u.length > 4 ? ', …' : ''}]`
  }
  if (typeof u !== 'object') return 'a value'
  const keys = Object.keys(u)
  if (keys.length === 0) return '{}'
  if (depth > 1) return keys.length === 0 ? '{}' : '{…}'
  const fields: string[] = []
  for (const key of keys.slice(0, 4)) {
    const value: unknown = ownField(u, key)
    fields.push(`${JSON.stringify(key)}: ${preview(value, depth + 1)}`)
  }
  return `{ ${fields.join(', ')}${keys.length > 4 ? ', …' : ''} }`
}

/**
 * A short, readable rendering of any value, for the `got` of an error:
 * `42`, `"marsh"`, `null`, `["a", "b", "c"]`, `{ "x": 1 }`. Long strings,
 * arrays and objects are cut short.
 *
 * @since 0.1.0
 * @category decoding
 * @internal
 */
export const describeValue = (u: unknown): string => {
  const text = preview(u, 0)
  return text.length > 2 * MAX_PREVIEW ? `${text.slice(0, 2 * MAX_PREVIEW)}…` : text
}

const pathOfContext = (context: t.Context): string => {
  let path = ''
  context.forEach((entry, i) => {
    if (i === 0) {
      path = entry.key
      return
    }
    const parent = context[i - 1]
    path = childPath(path, Array.isArray(parent?.actual) ? Number(entry.key) : entry.key)
  })
  return path
}

const at = (path: string, fallback: string): string => (path === '' ? fallback : path)

/**
 * Builds a decode error; its message is `path: expected E, got G`.
 *
 * @since 0.1.0
 * @category constructors
 * @internal
 */
export const decodeError = (path: string, expected: string, got: string, message?: string): DecodeError => ({
  path,
  expected,
  got,
  message: message ?? `${at(path, 'input')}: expected ${expected}, got ${got}`,
})

const fromValidationError = (error: t.ValidationError, rootName: string): DecodeError => {
  const context = error.context
  const last = context[context.length - 1]
  const message = error.message ?? ''
  if (message.startsWith(MISSING)) {
    const objectPath = pathOfContext(context.slice(0, -1))
    const field = last?.key ?? ''
    const expected = message.slice(MISSING.length)
    return decodeError(
      objectPath,
      expected,
      'nothing',
      `${at(objectPath, rootName)}: missing field ${JSON.stringify(field)} (expected ${expected})`,
    )
  }
  if (message.startsWith(UNKNOWN)) {
    const objectPath = pathOfContext(context.slice(0, -1))
    const field = last?.key ?? ''
    const known = message.slice(UNKNOWN.length)
    return decodeError(
      objectPath,
      known === '' ? 'no fields' : `only the fields ${known}`,
      `field ${JSON.stringify(field)}`,
      `${at(objectPath, rootName)}: unknown field ${JSON.stringify(field)}`,
    )
  }
  const path = pathOfContext(context)
  const expected = message.startsWith(EXPECTED) ? message.slice(EXPECTED.length) : (last?.type.name ?? 'a valid value')
  const got = describeValue(error.value)
  return decodeError(path, expected, got, `${at(path, rootName)}: expected ${expected}, got ${got}`)
}

/**
 * Turns io-ts validation errors of the codecs of this library into decode
 * errors, one per offending value. `rootName` names the input in a message
 * whose path is empty (the top of a scenario).
 *
 * @since 0.1.0
 * @category decoding
 * @internal
 */
export const reportErrors = (errors: t.Errors, rootName = 'input'): ReadonlyArray<DecodeError> =>
  errors.map((error) => fromValidationError(error, rootName))
