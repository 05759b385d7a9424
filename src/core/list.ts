/**
 * Appending a list of any length, finding the run a number falls in,
 * whether a list names anything twice, sorting a few ids, and keeping a
 * sorted list of ids.
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
    if ((runs[middle] as T).first <= number) low = middle
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

/**
 * `items` sorted in place by `order`, as `sort` sorts them (stably): by
 * insertion up to 16, since a call to `sort` costs more than sorting the
 * few items a region or an army holds (a microsecond for the five units of
 * a region, Node 20), and they are mostly in order already.
 *
 * @since 0.3.0
 * @category lists
 * @internal
 */
export const sortedBy = <T>(items: T[], order: (a: T, b: T) => number): T[] => {
  if (items.length > 16) return items.sort(order)
  for (let i = 1; i < items.length; i++) {
    const item = items[i] as T
    let j = i - 1
    for (; j >= 0 && order(items[j] as T, item) > 0; j--) items[j + 1] = items[j] as T
    items[j + 1] = item
  }
  return items
}

/**
 * The ids in string order, as `sort()` puts them (it mutates `ids`): see
 * {@link sortedBy}.
 *
 * @since 0.3.0
 * @category lists
 * @internal
 */
export const sortedIds = (ids: string[]): string[] => sortedBy(ids, byString)

/**
 * The empty list, one for every layer: a function that finds nothing
 * answers it rather than a list of its own. Not frozen: a frozen list has
 * elements of another kind, and the sites that read it beside the lists
 * they build were a fifth slower for it (a legal March on the heroes grid,
 * 1.19 times the time in alternating builds).
 *
 * @since 0.3.0
 * @category lists
 * @internal
 */
export const NONE: ReadonlyArray<never> = []

/**
 * The order of two strings by their code units, as `sort` orders them.
 *
 * @since 0.3.0
 * @category lists
 * @internal
 */
export const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A sorted list of ids with `id` in it (`present`) or not, copied once
 * where that changes it, found by halving: the occupied regions of a table
 * follow from the previous table's this way.
 *
 * @since 0.3.0
 * @category lists
 * @internal
 */
export const withId = (ids: ReadonlyArray<string>, id: string, present: boolean): ReadonlyArray<string> => {
  let low = 0
  let high = ids.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (byString(ids[middle] as string, id) < 0) low = middle + 1
    else high = middle
  }
  if ((ids[low] === id) === present) return ids
  const next = ids.slice()
  if (present) next.splice(low, 0, id)
  else next.splice(low, 1)
  return next
}
