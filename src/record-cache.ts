/**
 * A cache of what the library works out from a record the caller passed (a
 * state's pieces, its exploration tokens), keyed by the record itself.
 * Nothing is added to the record and nothing is mutated; the cache is
 * correct because states are never changed, and the library trusts a
 * record it has seen not to change. Two stores, by the record's size:
 * - a record of many entries is keyed in a WeakMap, which keeps nothing
 *   alive; an entry costs about a microsecond of garbage collection, small
 *   beside the pass it saves;
 * - a record of few entries goes to a short list of the most recent ones,
 *   compared by identity: for a small record a WeakMap entry would cost more
 *   than the pass it saves, and the list holds at most a few small records
 *   alive.
 *
 * @since 0.1.0
 * @module
 */

/**
 * A cache of values worked out from records.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface RecordCache<T> {
  readonly lookup: (record: object) => T | undefined
  /** Keeps `value` for `record`, which has `size` entries. */
  readonly keep: (record: object, value: T, size: number) => void
}

/** From this many entries on, a record is kept in the WeakMap; below, in the short list. */
const MANY = 256
const RECENT = 8

/**
 * An empty cache.
 *
 * @since 0.1.0
 * @category constructors
 * @internal
 */
export const recordCache = <T>(): RecordCache<T> => {
  const lasting = new WeakMap<object, T>()
  const recent: Array<{ readonly record: object; readonly value: T }> = []
  return {
    lookup: (record) => {
      for (let at = 0; at < recent.length; at++) {
        const hit = recent[at]
        if (hit === undefined || hit.record !== record) continue
        // A hit moves one place up: the records a bot keeps coming back to (the state it moves from) stay longest.
        const above = recent[at - 1]
        if (above !== undefined) {
          recent[at - 1] = hit
          recent[at] = above
        }
        return hit.value
      }
      return lasting.get(record)
    },
    keep: (record, value, size) => {
      if (size >= MANY) lasting.set(record, value)
      else {
        recent.unshift({ record, value })
        if (recent.length > RECENT) recent.pop()
      }
    },
  }
}
