/**
 * Appending a list of any length.
 *
 * @since 0.2.0
 * @module
 * @internal
 */

/**
 * Appends every item to `into` (it mutates `into`). A loop, not
 * `into.push(...items)`: spreading a list of some 120,000 items or more into
 * a call overflows the call stack.
 *
 * @since 0.2.0
 * @category lists
 * @internal
 */
export const pushAll = <T>(into: T[], items: Iterable<T>): void => {
  for (const item of items) into.push(item)
}
