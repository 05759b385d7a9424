/**
 * What the library owns. A caller's objects may be immer drafts (revoked when
 * `produce` returns), records a host mutates later, or values frozen by
 * Redux: none of them is ever kept. Whatever the library keeps or returns is
 * its own copy, frozen, and known here, so that a cache may key on it and
 * trust it not to change.
 *
 * Only containers (states, records, lists) are registered: a piece inside a
 * registered record is reached through it, and registering every piece would
 * cost a weak entry a figure. A state may have something attached (the
 * persistent forms of its records, see carried-fields.ts) in the same entry:
 * a weak entry is the dearest part of making a state (the collector works
 * for each one), so a state `applyMove` returns costs one.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { setOwn } from './own-record.js'

// Each object the library owns, with what is attached to it (`null` for nothing).
const registry = new WeakMap<object, object | null>()

/** @internal */
export const isOwned = (value: object): boolean => registry.has(value)

/**
 * Freezes an object the library has just built and registers it as its own,
 * with `attached` kept beside it (only the library's own objects). Mutates
 * `value` (the library's own fresh object, never a caller's).
 *
 * @internal
 */
export const owned = <T extends object>(value: T, attached: object | null = null): T => {
  Object.freeze(value)
  registry.set(value, attached)
  return value
}

/** What {@link owned} attached to `value`; `undefined` for nothing, or a value the library does not own. @internal */
export const attachedTo = (value: object): object | undefined => registry.get(value) ?? undefined

/** What {@link owned} attached to `value`, `null` for nothing; `undefined` for a value the library does not own: both questions in one look-up. @internal */
export const ownedWith = (value: object): object | null | undefined => registry.get(value)

/**
 * The library's own deep copy of a JSON-shaped value: primitives as they
 * are, a value the library already owns as it is, anything else copied
 * field by field (own enumerable fields only) and frozen. Callers check the
 * shape first, so the value has no cycles and a bounded depth.
 *
 * @internal
 */
export const ownCopy = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || registry.has(value)) return value
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
