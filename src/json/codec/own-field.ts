/**
 * Reading a field of a value that came from outside.
 *
 * @since 0.1.0
 * @module
 */

/**
 * An own field of an object, or `undefined`; never reads an inherited
 * property such as `toString`. An own getter is read: the states `applyMove`
 * makes build their `figures` or `units` record that way, on first read.
 *
 * @since 0.1.0
 * @category guards
 * @internal
 */
export const ownField = (o: object, key: string): unknown => {
  const field = Object.getOwnPropertyDescriptor(o, key)
  if (field === undefined) return undefined
  return field.get === undefined ? field.value : field.get.call(o)
}
