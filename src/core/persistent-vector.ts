/**
 * A persistent vector: an immutable array indexed by small integers, whose
 * update copies only the path from the root to the changed slot (a trie of
 * 16-way nodes), so a new version costs a few dozen pointer copies whatever
 * its length, and shares everything else with the version it came from.
 * `applyMove` needs exactly this: the next position differs from the last
 * in a handful of pieces, and copying a record of 10,000 pieces to change
 * five of them would make a move's cost follow the size of the game.
 *
 * @since 0.1.0
 * @module
 */

// 16-way: a kept position copies a leaf per piece it moved and per region it touched, so a narrower leaf is a
// smaller state (about 2,990 bytes against 3,110 at 32-way, 20,000 playout states of the real board), while a board
// of up to 256 pieces still reads a piece in two steps. 8-way took three steps and kept no less.
const BITS = 4
const WIDTH = 1 << BITS
const MASK = WIDTH - 1

/** How many slots a node holds: a leaf holds the values of that many consecutive slots. @internal */
export const NODE_WIDTH = WIDTH

/** A node: a leaf holds values, an inner node holds nodes; an absent entry is an empty subtree or slot. */
type Node = ReadonlyArray<unknown>

/**
 * A version of a vector. Slots may be empty (`undefined`); reading past the
 * end is reading an empty slot.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface Vector<T> {
  /** The bit shift of the root's level: 0 when the root is a leaf. */
  readonly shift: number
  readonly root: Node
  /** Only to carry the element type. */
  readonly _element?: T
}

/**
 * The vector of no values.
 *
 * @since 0.1.0
 * @category constructors
 * @internal
 */
export const emptyVector: Vector<never> = { shift: 0, root: [] }

const chunked = (items: ReadonlyArray<unknown>): ReadonlyArray<Node> => {
  const nodes: Node[] = []
  for (let start = 0; start < items.length; start += WIDTH) nodes.push(items.slice(start, start + WIDTH))
  return nodes
}

/**
 * A vector of `items`, slot `i` holding `items[i]`, built bottom-up in one
 * pass.
 *
 * @since 0.1.0
 * @category constructors
 * @internal
 */
export const vectorOf = <T>(items: ReadonlyArray<T>): Vector<T> => {
  let level = chunked(items)
  let shift = 0
  while (level.length > 1) {
    level = chunked(level)
    shift += BITS
  }
  return { shift, root: level[0] ?? [] }
}

/**
 * The value in slot `index`; `undefined` for an empty slot.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const valueAt = <T>(vector: Vector<T>, index: number): T | undefined => {
  let shift = vector.shift
  // Past the root's reach the slot was never set; masking would read another one.
  if (index < 0 || index >>> shift >= WIDTH) return undefined
  let node: Node | undefined = vector.root
  for (; shift > 0 && node !== undefined; shift -= BITS) node = node[(index >>> shift) & MASK] as Node | undefined
  return node?.[index & MASK] as T | undefined
}

/**
 * A new version with `value` in slot `index` (`undefined` empties it); the
 * given version is unchanged. Grows the trie by a level when `index` is
 * past its reach.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const withValueAt = <T>(vector: Vector<T>, index: number, value: T | undefined): Vector<T> => withValuesAt(vector, [index], [value])

/**
 * A new version with each `values[i]` in slot `indexes[i]` (later pairs win
 * over earlier ones naming the same slot); the given version is unchanged.
 * Each node on the changed paths is copied once, however many of its slots
 * change.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const withValuesAt = <T>(vector: Vector<T>, indexes: ReadonlyArray<number>, values: ReadonlyArray<T | undefined>): Vector<T> => {
  if (indexes.length === 0) return vector
  let { shift, root } = vector
  // A loop, not Math.max(...indexes): a move of 130,000 figures would overflow the call stack.
  let highest = -1
  for (const index of indexes) if (index > highest) highest = index
  while (highest >>> shift >= WIDTH) {
    root = [root]
    shift += BITS
  }
  if (shift <= BITS) return { shift, root: shallowWith(root, shift, indexes, values) }
  // The nodes copied by this call are written in place; every other node is copied before it is written. A trie
  // this deep is a large game's, and a large move copies thousands: they are looked for in a set.
  const fresh = new Set<Node>()
  const copy = (node: Node | undefined): unknown[] => {
    const made = node === undefined ? [] : node.slice()
    fresh.add(made)
    return made
  }
  const top = copy(root)
  for (let at = 0; at < indexes.length; at++) {
    const index = indexes[at] as number
    let node = top
    for (let level = shift; level > 0; level -= BITS) {
      const slot = (index >>> level) & MASK
      const child = node[slot] as Node | undefined
      const writable = child !== undefined && fresh.has(child) ? (child as unknown[]) : copy(child)
      node[slot] = writable
      node = writable
    }
    node[index & MASK] = values[at]
  }
  return { shift, root: top }
}

/**
 * {@link withValuesAt} on a trie of one or two levels (up to 256 slots: the
 * pieces and regions of a board), the nodes it copied marked in one number
 * where the deeper tries look for them in a list: a move writes a few slots
 * of a few leaves, and the general walk cost more in closures and look-ups
 * than in copies.
 */
const shallowWith = (root: Node, shift: number, indexes: ReadonlyArray<number>, values: ReadonlyArray<unknown>): Node => {
  const top = root.slice()
  if (shift === 0) {
    for (let at = 0; at < indexes.length; at++) top[indexes[at] as number] = values[at]
    return top
  }
  // Bit `i` set: leaf `i` of `top` is this call's own copy.
  let copied = 0
  for (let at = 0; at < indexes.length; at++) {
    const index = indexes[at] as number
    const slot = index >>> BITS
    let leaf = top[slot] as unknown[] | undefined
    if ((copied & (1 << slot)) === 0) {
      leaf = leaf === undefined ? [] : leaf.slice()
      top[slot] = leaf
      copied |= 1 << slot
    }
    ;(leaf as unknown[])[index & MASK] = values[at]
  }
  return top
}

/**
 * Calls `each` for every filled slot, in slot order, skipping empty
 * subtrees whole.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const forEachValue = <T>(vector: Vector<T>, each: (value: T, index: number) => void): void =>
  forEachLeaf(vector, (leaf, base) => {
    for (let slot = 0; slot < leaf.length; slot++) {
      const value = leaf[slot]
      if (value !== undefined) each(value, base + slot)
    }
  })

const visitLeaves = (node: Node, shift: number, base: number, each: (leaf: ReadonlyArray<unknown>, base: number) => void): void => {
  if (shift === 0) {
    each(node, base)
    return
  }
  for (let slot = 0; slot < node.length; slot++) {
    const child = node[slot]
    if (child !== undefined) visitLeaves(child as Node, shift - BITS, base + (slot << shift), each)
  }
}

/**
 * Calls `each` for every leaf (up to 16 slots, some maybe empty) with the
 * index of its first slot, in slot order, skipping empty subtrees whole:
 * the fast way to read a whole vector.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const forEachLeaf = <T>(vector: Vector<T>, each: (leaf: ReadonlyArray<T | undefined>, base: number) => void): void =>
  visitLeaves(vector.root, vector.shift, 0, each as (leaf: ReadonlyArray<unknown>, base: number) => void)
