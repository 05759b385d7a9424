/**
 * A record keyed by most of a board's regions, as `reach` answers
 * `unreachable`: its keys set one by one, in the board's order.
 *
 * Past a dozen or so keys set this way, V8 keeps the object as a dictionary.
 * A copy of a template of the same keys keeps the fast shape, but each set of
 * keys left out is a shape of its own: the 7,400 reaches of the bench's 100
 * positions leave out 494 different sets, and filling copies of so many
 * shapes key by key costs several times what a dictionary does (105 keys,
 * Node 20). A dictionary is read by key as fast as such a copy. It is made
 * one from the start, of no prototype while it is filled (so a key
 * `__proto__` is an own key by plain assignment), and given the plain
 * prototype when done: a fifth quicker than keys set on `{}`, which makes
 * its first dozen keys as shapes and then turns it into a dictionary.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../board/graph.js'

/**
 * The record of `values` by the board's regions, in the board's order,
 * leaving out the regions whose value is `null`.
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const regionRecord = <T>(board: Board, values: ReadonlyArray<T | null>): Record<string, T> => {
  const ids = board.ids
  const record = recordToFill<T>()
  for (let i = 0; i < ids.length; i++) {
    const value = values[i]
    const id = ids[i]
    if (value !== null && value !== undefined && id !== undefined) record[id] = value
  }
  return filled(record)
}

/**
 * An empty record to fill (it is meant to be mutated) by plain assignment,
 * even of a key `__proto__`, and then to hand to {@link filled}: it has no
 * prototype until then.
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const recordToFill = <T>(): Record<string, T> => Object.create(null) as Record<string, T>

/**
 * A record from {@link recordToFill}, filled, as a plain object: it gets
 * `Object.prototype` (it mutates `record`), and no key may be set on it
 * after.
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const filled = <T>(record: Record<string, T>): Record<string, T> => Object.setPrototypeOf(record, Object.prototype) as Record<string, T>
