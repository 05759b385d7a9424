/**
 * A record keyed by most of a board's regions, as `reach` answers
 * `unreachable`: its keys set one by one, in the board's order.
 *
 * Past a dozen or so keys set this way, V8 keeps the object as a dictionary.
 * A copy of a template of the same keys keeps the fast shape, but each set of
 * keys left out is a shape of its own: the 7,400 reaches of the bench's 100
 * positions leave out 494 different sets, and filling copies of so many
 * shapes key by key costs several times what a dictionary does (105 keys,
 * Node 20). A dictionary is read by key as fast as such a copy.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../board/graph.js'
import { setOwn } from './own-record.js'

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
  const record: Record<string, T> = {}
  for (let i = 0; i < ids.length; i++) {
    const value = values[i]
    const id = ids[i]
    if (value !== null && value !== undefined && id !== undefined) setOwn(record, id, value)
  }
  return record
}
