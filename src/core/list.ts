/**
 * Appending a list of any length, finding the run a number falls in, and
 * whether a list names anything twice.
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

/**
 * The run of `runs` that number `number` falls in: the last whose `first`
 * is at most `number`, by halving (`runs` sorted by `first`); `undefined`
 * for none. The draws number every move of a die as runs of moves, one run
 * per army or front, and find a drawn number's run this way.
 *
 * @since 0.3.0
 * @category lists
 * @internal
 */
export const runOf = <T extends { readonly first: number }>(runs: ReadonlyArray<T>, number: number): T | undefined => {
  let low = 0
  let high = runs.length - 1
  while (low < high) {
    const middle = (low + high + 1) >>> 1
    if ((runs[middle]?.first ?? 0) <= number) low = middle
    else high = middle - 1
  }
  return runs[low]
}

/**
 * Whether some item of `items` is listed more than once: a short list (an
 * army's) searched pair by pair, with no set made; a long one through a set.
 *
 * @since 0.2.0
 * @category lists
 * @internal
 */
export const hasRepeats = (items: ReadonlyArray<string>): boolean => {
  if (items.length < 2) return false
  if (items.length > 8) return new Set(items).size !== items.length
  for (let i = 1; i < items.length; i++) for (let j = 0; j < i; j++) if (items[i] === items[j]) return true
  return false
}
