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
export interface ShapeProblem {
  readonly path: string
  readonly expected: string
}

/**
 * A check of one value: `null` when it fits, else where below the value it
 * first differs (`""` for the value itself, `.field`, `[2]`). Paths are
 * built only on the way back from a problem: a value that fits costs no
 * string.
 *
 * @internal
 */
export type Shape = (value: unknown) => ShapeProblem | null

/** A problem of the value itself. @internal */
export const miss = (expected: string): ShapeProblem => ({ path: '', expected })

const under = (segment: string, wrong: ShapeProblem): ShapeProblem => ({ path: `${segment}${wrong.path}`, expected: wrong.expected })

/** The path segment of a field, as the codecs write it: `.name`, or `["a name"]` for a key that is no identifier. @internal */
export const fieldSegment = (key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)

/** An object that is not an array: what a record or a set of fields is. @internal */
export const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * How many own enumerable keys `value` has. Object.prototype.hasOwnProperty
 * written out, not Object.hasOwn: V8 answers it from the for-in's own
 * enumeration.
 *
 * @internal
 */
export const ownKeys = (value: object): number => {
  let count = 0
  for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) count++
  return count
}

/** Whether `value` is an id: a non-empty string. @internal */
export const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** A non-empty string: every id of the format. @internal */
export const id: Shape = (value) => (typeof value === 'string' && value.length > 0 ? null : miss('a non-empty string'))

/** Any string. @internal */
export const text: Shape = (value) => (typeof value === 'string' ? null : miss('a string'))

/** A finite number. @internal */
export const finite: Shape = (value) => (typeof value === 'number' && Number.isFinite(value) ? null : miss('a finite number'))

/** A whole number, 0 or more. @internal */
export const count: Shape = (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? null : miss('a whole number, 0 or more'))

/** A whole number, 1 or more. @internal */
export const positive: Shape = (value) => (Number.isSafeInteger(value) && (value as number) >= 1 ? null : miss('a whole number, 1 or more'))

/** `true` or `false`. @internal */
export const flag: Shape = (value) => (typeof value === 'boolean' ? null : miss('true or false'))

/** One of the given strings. @internal */
export const oneOf = (...values: ReadonlyArray<string>): Shape => {
  const expected = values.map((v) => JSON.stringify(v)).join(' or ')
  return (value) => (typeof value === 'string' && values.includes(value) ? null : miss(expected))
}

/** `null`, or a value of `shape`. @internal */
export const orNull =
  (shape: Shape): Shape =>
  (value) =>
    value === null ? null : shape(value)

/** An array whose every item has `item`'s shape. @internal */
export const list =
  (item: Shape): Shape =>
  (value) => {
    if (!Array.isArray(value)) return miss('an array')
    for (let at = 0; at < value.length; at++) {
      const wrong = item(value[at])
      if (wrong !== null) return under(`[${at}]`, wrong)
    }
    return null
  }

/** An object keyed by id, whose every own value has `entry`'s shape. @internal */
export const record =
  (entry: Shape): Shape =>
  (value) => {
    if (!isObject(value)) return miss('an object')
    for (const key of Object.keys(value)) {
      if (key.length === 0) return under(fieldSegment(key), miss('a non-empty key'))
      const wrong = entry(value[key])
      if (wrong !== null) return under(fieldSegment(key), wrong)
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
export const fields = (required: Readonly<Record<string, Shape>>, optional: Readonly<Record<string, Shape>> = {}): Shape => {
  // Listed once, when the shape is made: a check walks arrays, not the keys of an object, on every call.
  const names = Object.keys(required)
  const shapes = names.map((name) => required[name] ?? (() => null))
  return (value) => {
    if (!isObject(value)) return miss('an object')
    for (let at = 0; at < names.length; at++) {
      const key = names[at] as string
      if (!Object.hasOwn(value, key)) return under(fieldSegment(key), miss(`the field "${key}"`))
      const wrong = (shapes[at] as Shape)(value[key])
      if (wrong !== null) return under(fieldSegment(key), wrong)
    }
    // Only the required fields: nothing more to look at (the common case, and the cheap one: no array of keys).
    if (ownKeys(value) === names.length) return null
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(required, key)) continue
      const shape = Object.hasOwn(optional, key) ? optional[key] : undefined
      if (shape === undefined) return under(fieldSegment(key), miss('no such field'))
      const field = value[key]
      const wrong = field === undefined ? null : shape(field)
      if (wrong !== null) return under(fieldSegment(key), wrong)
    }
    return null
  }
}

/** An object whose `tag` field picks its shape among `variants`. @internal */
export const tagged =
  (tag: string, variants: Readonly<Record<string, Shape>>): Shape =>
  (value) => {
    if (!isObject(value)) return miss('an object')
    const kind = value[tag]
    const variant = typeof kind === 'string' && Object.hasOwn(variants, kind) ? variants[kind] : undefined
    if (variant === undefined) return under(fieldSegment(tag), miss(Object.keys(variants).map((v) => JSON.stringify(v)).join(' or ')))
    return variant(value)
  }

/**
 * The first problem of `value` against `shape`; a value that cannot even be
 * read (a revoked proxy, a getter that throws) is a problem at the root.
 *
 * @internal
 */
export const shapeProblem = (shape: Shape, value: unknown, root: string): ShapeProblem | null => {
  try {
    const wrong = shape(value)
    return wrong === null ? null : under(root, wrong)
  } catch {
    return { path: root, expected: 'a value that can be read' }
  }
}
