/**
 * A record keyed by most of a board's regions, as `reach` answers
 * `unreachable`: built as a copy of a template of the same keys, made once.
 * Keys set one by one past a dozen or so turn a V8 object into a
 * dictionary, slow to build and to read; on a board of up to
 * {@link FAST_KEYS} regions, a copy of an object of its keys made by
 * `JSON.parse` keeps the fast shape, and costs half as much to fill (105
 * keys, Node 20).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../board/graph.js'
import { setOwn } from './own-record.js'

/** V8 keeps up to 127 named properties of an object in its fast shape. */
const FAST_KEYS = 127

/** Templates made so far; a new set of keys past this many starts them afresh, so a long game holds few. */
const KEPT = 64

// Keyed on boards, which compile made: each template holds only the board's own ids.
const templates = new WeakMap<Board, Map<string, object>>()

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
  const record: Record<string, T> = ids.length > FAST_KEYS ? {} : ({ ...templateOf(board, values) } as Record<string, T>)
  for (let i = 0; i < ids.length; i++) {
    const value = values[i]
    const id = ids[i]
    if (value !== null && value !== undefined && id !== undefined) setOwn(record, id, value)
  }
  return record
}

/** The template of the keys of `values`: the same object for the same regions left out. */
const templateOf = (board: Board, values: ReadonlyArray<unknown>): object => {
  let gaps = ''
  for (let i = 0; i < values.length; i++) if (values[i] === null) gaps += `${i},`
  const known = keptFor(templates, board)
  const found = known.get(gaps)
  if (found !== undefined) return found
  const keys: Record<string, null> = {}
  board.ids.forEach((id, i) => {
    if (values[i] !== null) setOwn(keys, id, null)
  })
  // JSON.parse builds an object of many keys in the fast shape, where setting them one by one does not.
  const template = JSON.parse(JSON.stringify(keys)) as object
  if (known.size >= KEPT) known.clear()
  known.set(gaps, template)
  return template
}

/**
 * The map `memo` keeps for `board`, made empty on the first call: what a
 * module remembers of a board, keyed on it (boards are made by compile, so
 * such a memo holds nothing of a caller's).
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const keptFor = <V>(memo: WeakMap<Board, Map<string, V>>, board: Board): Map<string, V> => {
  let known = memo.get(board)
  if (known === undefined) {
    known = new Map()
    memo.set(board, known)
  }
  return known
}
