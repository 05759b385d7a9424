/**
 * A persistent record: string keys to values, each key given a slot shared
 * by every version, and each version a list of values by slot, copied when
 * an entry changes. The records kept this way (the exploration tokens of a
 * heroes state) hold a few dozen entries, and a list of pointers that size
 * is copied faster than any tree of them is walked. They live in the
 * library this way between moves, and become plain records again only when
 * someone reads them.
 *
 * @since 0.1.0
 * @module
 */
import { owned } from './owned.js'
import { setOwn } from './own-record.js'

/**
 * The slot of each key. Shared by every version of a record: a key gets a
 * slot the first time any version sets it, and a slot, once given, never
 * changes, so versions share the numbering while each keeps its own values.
 * Mutable only by appending.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface Keys {
  readonly slotOf: Map<string, number>
  readonly names: string[]
}

/**
 * One version of a record.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface KeyedRecord<V> {
  readonly keys: Keys
  /** The value of each key, by slot; a key the version does not hold has an empty slot. */
  readonly values: ReadonlyArray<V | undefined>
  /** The plain record, once built. Mutable only as a memo. */
  readonly memo: { plain: Readonly<Record<string, V>> | null }
}

/**
 * The slot of `key`, given now when it has none.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const slotFor = (keys: Keys, key: string): number => {
  const known = keys.slotOf.get(key)
  if (known !== undefined) return known
  keys.slotOf.set(key, keys.names.length)
  keys.names.push(key)
  return keys.names.length - 1
}

/**
 * A keyed record of the own entries of a plain one (entries holding
 * `undefined` are left out), keys slotted in the record's order.
 *
 * @since 0.1.0
 * @category constructors
 * @internal
 */
export const keyedRecordOf = <V>(plain: Readonly<Record<string, V>>, copy: (value: V) => V = (value) => value): KeyedRecord<V> => {
  const keys: Keys = { slotOf: new Map(), names: [] }
  const values: V[] = []
  for (const key in plain) {
    // for...in also walks inherited keys; a record's entries are its own properties only.
    if (!Object.prototype.hasOwnProperty.call(plain, key)) continue
    const value = plain[key]
    if (value === undefined) continue
    slotFor(keys, key)
    values.push(copy(value))
  }
  return { keys, values, memo: { plain: null } }
}

/**
 * The value of `key`; `undefined` when the version does not hold it.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const entryOf = <V>(record: KeyedRecord<V>, key: string): V | undefined => {
  const slot = record.keys.slotOf.get(key)
  return slot === undefined ? undefined : record.values[slot]
}

/**
 * A new version with `key` set to `value`, or removed when `value` is
 * `undefined`; `record` is unchanged.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const withEntry = <V>(record: KeyedRecord<V>, key: string, value: V | undefined): KeyedRecord<V> => {
  if (value === undefined && !record.keys.slotOf.has(key)) return record
  // Every version shares the keys: a key gets its slot the first time any version sets it.
  const values = record.values.slice()
  values[slotFor(record.keys, key)] = value
  return { keys: record.keys, values, memo: { plain: null } }
}

/**
 * The version as a plain record, keys in slot order (the order of the
 * record it was made from, then keys added since). Built on the first call,
 * then remembered. Keys are defined as own data properties, so even an id
 * like `__proto__` stays a plain entry.
 *
 * @since 0.1.0
 * @category destructors
 * @internal
 */
export const plainRecordOf = <V>(record: KeyedRecord<V>): Readonly<Record<string, V>> => {
  if (record.memo.plain !== null) return record.memo.plain
  const plain: Record<string, V> = {}
  const { names } = record.keys
  const { values } = record
  for (let slot = 0; slot < values.length; slot++) {
    const value = values[slot]
    const key = names[slot]
    if (value === undefined || key === undefined) continue
    setOwn(plain, key, value)
  }
  // The plain record is the library's own, frozen, so that it can be read back into this form (see owned.ts).
  return (record.memo.plain = owned(plain))
}
