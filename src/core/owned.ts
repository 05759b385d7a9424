/**
 * What the library owns. A caller's objects may be immer drafts (revoked when
 * `produce` returns), records a host mutates later, or values frozen by
 * Redux: none of them is ever kept. Whatever the library keeps or returns is
 * its own copy, frozen, and known here, so that a cache may key on it and
 * trust it not to change.
 *
 * Each such object carries the library's mark: a private name, which no
 * enumeration, copy, comparison, deep freeze, clone or proxy sees, and no
 * caller can read or forge. A copy of a state (a spread, `structuredClone`,
 * a draft) has no mark, so it is read as the caller's. A state may have
 * something attached (the persistent forms of its records, see
 * carried-fields.ts) under the same mark.
 *
 * The mark was a weak map from each object owned. A weak entry is cheap to
 * look up, but the collector works for each one: on the real board a random
 * playout spent a quarter of its time collecting, and kept alive to the old
 * generation what every move's weak entry held (about 130 MB of 900 MB made,
 * against 2 MB with the mark), for 1.4 times the moves per second.
 *
 * Only containers (states, records, lists) are marked: a piece inside a
 * marked record is reached through it.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { setOwn } from './own-record.js'

// A private name can be given to any object only from a constructor: a base class whose constructor returns the
// object it is given makes the subclass's field land on that object. These two classes are that mechanism and no
// more (the library has no other class): no instance of them is ever made or seen.
class Given {
  constructor(value: object) {
    return value
  }
}

class Mark extends Given {
  readonly #attached: object | null

  /** Marks `value` (a fresh object, never marked before) as the library's, with `attached`. */
  constructor(value: object, attached: object | null) {
    super(value)
    this.#attached = attached
  }

  /** What is attached to `value`, `null` for nothing; `undefined` when it has no mark (a proxy, even revoked, has none; nor has a value that is no object, which a caller may pass where the types say otherwise). */
  static read(value: object): object | null | undefined {
    // Not Object(value) === value, a call into a builtin: a function is never marked, and answers undefined either way.
    return typeof value === 'object' && value !== null && #attached in value ? value.#attached : undefined
  }
}

/** @internal */
export const isOwned = (value: object): boolean => Mark.read(value) !== undefined

/**
 * Freezes an object the library has just built and marks it as its own,
 * with `attached` kept beside it (only the library's own objects). Mutates
 * `value` (the library's own fresh object, never a caller's).
 *
 * @internal
 */
export const owned = <T extends object>(value: T, attached: object | null = null): T => {
  new Mark(value, attached)
  Object.freeze(value)
  return value
}

/** What {@link owned} attached to `value`, `null` for nothing; `undefined` for a value the library does not own: both questions in one look-up. @internal */
export const ownedWith = (value: object): object | null | undefined => Mark.read(value)

/**
 * The library's own deep copy of a JSON-shaped value: primitives as they
 * are, a value the library already owns as it is, anything else copied
 * field by field (own enumerable fields only) and frozen. Callers check the
 * shape first, so the value has no cycles and a bounded depth.
 *
 * @internal
 */
export const ownCopy = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || isOwned(value)) return value
  if (Array.isArray(value)) {
    const copy: unknown[] = []
    for (let at = 0; at < value.length; at++) copy.push(ownCopy(value[at]))
    return owned(copy) as T
  }
  const copy: Record<string, unknown> = {}
  const source = value as Readonly<Record<string, unknown>>
  for (const key of Object.keys(source)) setOwn(copy, key, ownCopy(source[key]))
  return owned(copy) as T
}

/**
 * A shallow frozen copy of one piece (a figure, a unit, a vessel, a tower, a
 * token): the format gives pieces only primitive fields. Not registered; the
 * record that holds it is. `region`, when given, is the copy's `region` (the
 * same text, as the one string its table holds for that region).
 *
 * @internal
 */
export const pieceCopy = <T extends object>(piece: T, region?: string): T => {
  const copy: Record<string, unknown> = {}
  const source = piece as Readonly<Record<string, unknown>>
  for (const key of Object.keys(source)) setOwn(copy, key, region !== undefined && key === 'region' ? region : ownCopy(source[key]))
  return Object.freeze(copy) as T
}
