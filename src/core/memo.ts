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
 * This file imports nothing, so that the board's layer, below the rest of
 * the core, keeps its memos here too.
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

/**
 * A memo its owner writes, for a value the key alone does not make: a board
 * `compile` registers, a reading made under the nations it was read with.
 * `set` keeps the value beside the key, `get` gives it while the key lives.
 *
 * @internal
 */
export const keptBeside = <K extends object, V>(): Pick<WeakMap<K, V>, 'get' | 'set'> => new WeakMap<K, V>()

/**
 * Values remembered per number, at most `most` of them (all are let go
 * when one more would not fit): `make` is called on the first ask of a
 * number. For values a small number names, found without hashing a
 * string.
 *
 * @internal
 */
export const perNumber = <V>(most: number): ((key: number, make: () => V) => V) => {
  const memo = new Map<number, V>()
  return (key, make) => {
    let value = memo.get(key)
    if (value === undefined) {
      if (memo.size >= most) memo.clear()
      memo.set(key, (value = make()))
    }
    return value
  }
}
