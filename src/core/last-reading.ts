/**
 * What a ruleset has read of the last state asked about, kept while that
 * state is asked about again. A bot or a server asks many moves of one
 * position, and a state the library owns never changes, so whatever was
 * read of it (who a figure is, how many Army units stand in a region) holds
 * for every later call on the same object. Only the last state of each
 * reader is kept: a search that asks once per position keeps nothing alive
 * but one, and no state carries anything more for it.
 *
 * A caller's own object (it may change, or be an immer draft revoked after
 * the call) is never kept: its reading is made for the call and let go.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { isOwned } from './owned.js'

/** A reading kept: the state it was made of, the function that made it, and the reading. */
interface Kept {
  readonly state: object
  readonly read: (state: never) => object | null
  readonly reading: object
}

// One entry per reader, found by a walk (the readers are two or three functions of the library), so that two
// readers asking about one state in turn do not throw out each other's reading.
const kept: Kept[] = []

/**
 * The reading `read` makes of `state`: the one kept when `state` is the
 * last it read, else made now, and kept in its place when the library
 * owns `state` and `read` gives one (`null`: nothing to keep, the caller
 * reads the state afresh).
 *
 * @internal
 */
export const readingOf = <S extends object, R extends object>(state: S, read: (state: S) => R | null): R | null => {
  let slot = -1
  for (let at = 0; at < kept.length; at++) {
    const entry = kept[at] as Kept
    if (entry.read !== read) continue
    if (entry.state === state) return entry.reading as R
    slot = at
    break
  }
  if (!isOwned(state)) return null
  const reading = read(state)
  if (reading === null) return null
  const entry: Kept = { state, read: read as (state: never) => object | null, reading }
  if (slot === -1) kept.push(entry)
  else kept[slot] = entry
  return reading
}

/**
 * Whether some reader keeps a reading of `state`: then the library owns it
 * (only such states are kept), known without a look-up of its mark.
 *
 * @internal
 */
export const isKept = (state: object): boolean => {
  for (let at = 0; at < kept.length; at++) if ((kept[at] as Kept).state === state) return true
  return false
}
