/**
 * Memos the rulesets ask for: a value worked out once per object the library
 * keeps (a compiled board, a towers list, a table of pieces) and kept as long
 * as that object lives. The only place besides the position representation
 * where a module keeps anything between calls: the rules call these verbs and
 * keep no cache of their own.
 *
 * A key must be an object that never changes once made (a board, or a record
 * or list the library built and froze), never a caller's object, which may
 * change or be revoked.
 *
 * @since 0.2.0
 * @module
 * @internal
 */

/**
 * `make`, remembered per key: made on the first ask, then given back for as
 * long as the key lives.
 *
 * @internal
 */
export const perKey = <K extends object, V>(make: (key: K) => V): ((key: K) => V) => {
  const memo = new WeakMap<K, V>()
  return (key) => {
    if (memo.has(key)) return memo.get(key) as V
    const made = make(key)
    memo.set(key, made)
    return made
  }
}

/**
 * `make`, remembered per pair of keys (a board and a towers list): made on
 * the first ask of each pair.
 *
 * @internal
 */
export const perPair = <A extends object, B extends object, V>(make: (first: A, second: B) => V): ((first: A, second: B) => V) => {
  const memo = new WeakMap<A, WeakMap<B, V>>()
  return (first, second) => {
    let inner = memo.get(first)
    if (inner === undefined) memo.set(first, (inner = new WeakMap()))
    if (inner.has(second)) return inner.get(second) as V
    const made = make(first, second)
    inner.set(second, made)
    return made
  }
}
