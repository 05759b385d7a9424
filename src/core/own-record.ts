/**
 * Records keyed by ids that came from outside: read only own keys, and write
 * so that an id such as `__proto__` becomes an own key instead of replacing
 * the record's prototype.
 *
 * @since 0.2.0
 * @module
 * @internal
 */

/**
 * The value of an own key of a record, or `undefined`; never one inherited
 * from `Object.prototype` (`constructor`, `toString`).
 *
 * @since 0.2.0
 * @category guards
 * @internal
 */
export const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

/**
 * Sets `key` on a record being built (it mutates `record`), as an own
 * enumerable key even when the key is `__proto__`.
 *
 * @since 0.2.0
 * @category guards
 * @internal
 */
export const setOwn = <T>(record: Record<string, T>, key: string, value: T): void => {
  // Plain assignment of __proto__ would set the prototype, not a key.
  if (key === '__proto__') Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  else record[key] = value
}

/**
 * Whether `for...in` over `record` lists exactly its own enumerable keys, as
 * `Object.keys` does: true for a plain object (or one of no prototype), as
 * long as nobody gave `Object.prototype` an enumerable key. Such a walk reads
 * each value straight from its slot, where `Object.keys` and `Object.values`
 * would each build a list first.
 *
 * @since 0.2.0
 * @category guards
 * @internal
 */
export const walksOwnKeys = (record: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(record)
  if (prototype !== Object.prototype && prototype !== null) return false
  for (const key in Object.prototype) if (key !== undefined) return false
  return true
}
