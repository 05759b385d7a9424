/**
 * Shapes: the cheap structural check the rules entry makes of every argument
 * before judging it (the rules entry carries no io-ts; `marchlaw/json`
 * decodes files with full messages). A shape answers the first place where a
 * value differs from it, as a JSON path and what was expected there, or
 * `null` when the value fits.
 *
 * @since 0.2.0
 * @module
 * @internal
 */

/** Where a value first differs from its shape, and what was expected there. @internal */
export interface Mismatch {
  readonly path: string
  readonly expected: string
}

/** @internal */
export type Shape = (value: unknown, path: string) => Mismatch | null

/** The path of a field, as the codecs write it: `.name`, or `["a name"]` for a key that is no identifier. @internal */
export const fieldPath = (path: string, key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`)

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A non-empty string: every id of the format. @internal */
export const id: Shape = (value, path) => (typeof value === 'string' && value.length > 0 ? null : { path, expected: 'a non-empty string' })

/** Any string. @internal */
export const text: Shape = (value, path) => (typeof value === 'string' ? null : { path, expected: 'a string' })

/** A finite number. @internal */
export const finite: Shape = (value, path) => (typeof value === 'number' && Number.isFinite(value) ? null : { path, expected: 'a finite number' })

/** A whole number, 0 or more. @internal */
export const count: Shape = (value, path) => (Number.isSafeInteger(value) && (value as number) >= 0 ? null : { path, expected: 'a whole number, 0 or more' })

/** A whole number, 1 or more. @internal */
export const positive: Shape = (value, path) => (Number.isSafeInteger(value) && (value as number) >= 1 ? null : { path, expected: 'a whole number, 1 or more' })

/** `true` or `false`. @internal */
export const flag: Shape = (value, path) => (typeof value === 'boolean' ? null : { path, expected: 'true or false' })

/** One of the given strings. @internal */
export const oneOf = (...values: ReadonlyArray<string>): Shape => {
  const expected = values.map((v) => JSON.stringify(v)).join(' or ')
  return (value, path) => (typeof value === 'string' && values.includes(value) ? null : { path, expected })
}

/** `null`, or a value of `shape`. @internal */
export const orNull =
  (shape: Shape): Shape =>
  (value, path) =>
    value === null ? null : shape(value, path)

/** An array whose every item has `item`'s shape. @internal */
export const list =
  (item: Shape): Shape =>
  (value, path) => {
    if (!Array.isArray(value)) return { path, expected: 'an array' }
    for (let at = 0; at < value.length; at++) {
      const wrong = item(value[at], `${path}[${at}]`)
      if (wrong !== null) return wrong
    }
    return null
  }

/** An object keyed by id, whose every own value has `entry`'s shape. @internal */
export const record =
  (entry: Shape): Shape =>
  (value, path) => {
    if (!isObject(value)) return { path, expected: 'an object' }
    for (const key of Object.keys(value)) {
      const where = fieldPath(path, key)
      if (key.length === 0) return { path: where, expected: 'a non-empty key' }
      const wrong = entry(value[key], where)
      if (wrong !== null) return wrong
    }
    return null
  }

/**
 * An object with the `required` fields, maybe some `optional` ones (absent
 * or `undefined` alike), and no other field: a misspelt field must not
 * silently mean "absent".
 *
 * @internal
 */
export const fields =
  (required: Readonly<Record<string, Shape>>, optional: Readonly<Record<string, Shape>> = {}): Shape =>
  (value, path) => {
    if (!isObject(value)) return { path, expected: 'an object' }
    for (const key in required) {
      const shape = required[key]
      if (shape === undefined) continue
      const where = fieldPath(path, key)
      if (!Object.hasOwn(value, key)) return { path: where, expected: `the field "${key}"` }
      const wrong = shape(value[key], where)
      if (wrong !== null) return wrong
    }
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(required, key)) continue
      const shape = Object.hasOwn(optional, key) ? optional[key] : undefined
      const where = fieldPath(path, key)
      if (shape === undefined) return { path: where, expected: 'no such field' }
      const field = value[key]
      const wrong = field === undefined ? null : shape(field, where)
      if (wrong !== null) return wrong
    }
    return null
  }

/** An object whose `tag` field picks its shape among `variants`. @internal */
export const tagged =
  (tag: string, variants: Readonly<Record<string, Shape>>): Shape =>
  (value, path) => {
    if (!isObject(value)) return { path, expected: 'an object' }
    const kind = value[tag]
    const variant = typeof kind === 'string' && Object.hasOwn(variants, kind) ? variants[kind] : undefined
    if (variant === undefined) return { path: fieldPath(path, tag), expected: Object.keys(variants).map((v) => JSON.stringify(v)).join(' or ') }
    return variant(value, path)
  }

/**
 * The first mismatch of `value` with `shape`; a value that cannot even be
 * read (a revoked proxy, a getter that throws) is a mismatch at the root.
 *
 * @internal
 */
export const mismatch = (shape: Shape, value: unknown, root: string): Mismatch | null => {
  try {
    return shape(value, root)
  } catch {
    return { path: root, expected: 'a value that can be read' }
  }
}
