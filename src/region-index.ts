/**
 * The pieces of a position by region: which ids stand in each region, and
 * the occupied regions in id order. Every rule asks "who is here?", so the
 * answer is built once per record of pieces (a state's `figures` or
 * `units`) and kept in a cache; the `applyMove` that makes the next record
 * derives its index from the previous one, touching only the regions its
 * move leaves and enters, so a bot that applies a move and then asks about
 * the new position never scans the whole position again.
 *
 * Two caches hold the indexes, both module-level and both invisible to the
 * caller (no field is added to a state, nothing is mutated; they are
 * correct because states are never changed, and the library trusts a record
 * it has seen not to change):
 * - a record of many pieces is keyed in a WeakMap, which keeps nothing
 *   alive; an entry costs about a microsecond of garbage collection, small
 *   beside the pass it saves;
 * - a record of few pieces goes to a short list of the most recent ones,
 *   compared by identity: for a small position a WeakMap entry would cost
 *   more than the pass it saves, and the list holds at most a few small
 *   records alive.
 *
 * @since 0.1.0
 * @module
 */

/**
 * The pieces of one record by region. Ids within a region are in no
 * particular order: every rule that reads them sorts what it reports.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface RegionIndex {
  /** Ids of the pieces in each occupied region; a region without pieces has no entry. */
  readonly byRegion: ReadonlyMap<string, ReadonlyArray<string>>
  /** The occupied regions, sorted in string order (the order move generation walks them). */
  readonly regions: ReadonlyArray<string>
  /** The number of pieces. */
  readonly size: number
}

/**
 * A piece placed in a region: a ring figure, a heroes unit, vessel or tower.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface Placed {
  readonly region: string
}

/**
 * One piece changing region, as `applyMove` carries it into the next index.
 * A list of relocations names each piece at most once, `from` the region
 * the index has it in.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export interface Relocation {
  readonly id: string
  readonly from: string
  readonly to: string
}

const NONE: ReadonlyArray<string> = []

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** From this many pieces on, a record's index is kept in the WeakMap; below, in the short list. */
const MANY = 256
const RECENT = 8

/**
 * A cached index, or how to derive it from the index of the record it was
 * made from: `applyMove` leaves the recipe, and the first question about
 * the new record follows it (a move whose result is never asked about costs
 * nothing more). Mutable only as a memo: `index` is filled in once.
 */
interface Entry {
  index: RegionIndex | null
  readonly derive: () => RegionIndex
}

const lasting = new WeakMap<object, Entry>()
const recent: Array<{ readonly record: object; readonly entry: Entry }> = []

const entryOf = (record: object): Entry | undefined => {
  for (let at = 0; at < recent.length; at++) {
    const hit = recent[at]
    if (hit === undefined || hit.record !== record) continue
    // A hit moves one place up: the records a bot keeps coming back to (the state it moves from) stay longest.
    const above = recent[at - 1]
    if (above !== undefined) {
      recent[at - 1] = hit
      recent[at] = above
    }
    return hit.entry
  }
  return lasting.get(record)
}

const indexOf = (entry: Entry): RegionIndex => {
  if (entry.index === null) entry.index = entry.derive()
  return entry.index
}

const remember = (record: object, size: number, entry: Entry): void => {
  if (size >= MANY) lasting.set(record, entry)
  else {
    recent.unshift({ record, entry })
    if (recent.length > RECENT) recent.pop()
  }
}

const build = (record: Readonly<Record<string, Placed>>): RegionIndex => {
  const byRegion = new Map<string, string[]>()
  let size = 0
  for (const id in record) {
    // for...in also walks inherited keys; a record's pieces are its own properties only.
    if (!Object.hasOwn(record, id)) continue
    const piece = record[id]
    if (piece === undefined) continue
    size++
    const here = byRegion.get(piece.region)
    if (here === undefined) byRegion.set(piece.region, [id])
    else here.push(id)
  }
  return { byRegion, regions: [...byRegion.keys()].sort(byString), size }
}

/**
 * The index of no pieces at all, for a record a state leaves out.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const emptyIndex: RegionIndex = { byRegion: new Map(), regions: [], size: 0 }

/**
 * The index of a record of pieces: from the cache, else built in one pass
 * and cached.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const regionIndex = (record: Readonly<Record<string, Placed>>): RegionIndex => {
  const known = entryOf(record)
  if (known !== undefined) return indexOf(known)
  const index = build(record)
  remember(record, index.size, { index, derive: () => index })
  return index
}

/** Inserts into or removes from a sorted list of regions, copying it once. */
const withRegion = (regions: ReadonlyArray<string>, region: string, present: boolean): ReadonlyArray<string> => {
  let low = 0
  let high = regions.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (byString(regions[middle] ?? '', region) < 0) low = middle + 1
    else high = middle
  }
  const found = regions[low] === region
  if (found === present) return regions
  const next = regions.slice()
  if (present) next.splice(low, 0, region)
  else next.splice(low, 1)
  return next
}

/**
 * The index after some pieces changed region. Only the regions left or
 * entered get new id lists; every other list is shared with `index`.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const relocated = (index: RegionIndex, moves: ReadonlyArray<Relocation>): RegionIndex => {
  const leaving = new Map<string, Set<string>>()
  const arriving = new Map<string, string[]>()
  for (const { id, from, to } of moves) {
    if (from === to) continue
    const out = leaving.get(from)
    if (out === undefined) leaving.set(from, new Set([id]))
    else out.add(id)
    const into = arriving.get(to)
    if (into === undefined) arriving.set(to, [id])
    else into.push(id)
  }
  if (leaving.size === 0) return index
  const byRegion = new Map(index.byRegion)
  let regions = index.regions
  for (const region of new Set([...leaving.keys(), ...arriving.keys()])) {
    const out = leaving.get(region)
    const kept = (byRegion.get(region) ?? NONE).filter((id) => out === undefined || !out.has(id))
    const here = [...kept, ...(arriving.get(region) ?? NONE)]
    if (here.length === 0) byRegion.delete(region)
    else byRegion.set(region, here)
    regions = withRegion(regions, region, here.length > 0)
  }
  return { byRegion, regions, size: index.size }
}

/**
 * Hands `next` (a record made from `previous` by moving pieces) the index
 * of `previous` updated for the moves, when `previous` has one; otherwise
 * `next` is indexed when first asked.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const carryIndex = (
  previous: Readonly<Record<string, Placed>>,
  next: Readonly<Record<string, Placed>>,
  moves: ReadonlyArray<Relocation>,
): void => {
  const known = entryOf(previous)
  if (known === undefined || entryOf(next) !== undefined) return
  const from = indexOf(known)
  remember(next, from.size, { index: null, derive: () => relocated(from, moves) })
}

/**
 * A copy of a record with some entries replaced, made in one pass over its
 * keys. Of the ways to copy a record, a loop over `Object.keys` has the best
 * worst case: a spread is slightly faster on a record V8 keeps in its fast
 * form (a decoded one, or one this function made), but three to four times
 * slower on one it keeps as a dictionary (a record built key by key, or any
 * large one). Keys are defined as own data properties, so even an id like
 * `__proto__` stays a plain entry.
 *
 * @since 0.1.0
 * @category rules
 * @internal
 */
export const withEntries = <T>(record: Readonly<Record<string, T>>, changes: ReadonlyMap<string, T>): Readonly<Record<string, T>> => {
  const copy: Record<string, T> = {}
  const put = (id: string, value: T): void => {
    if (id === '__proto__') Object.defineProperty(copy, id, { value, enumerable: true, writable: true, configurable: true })
    else copy[id] = value
  }
  for (const id of Object.keys(record)) {
    const value = record[id]
    if (value !== undefined) put(id, value)
  }
  for (const [id, value] of changes) put(id, value)
  return copy
}
