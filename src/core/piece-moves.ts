/**
 * The index of a table of pieces (piece-table.ts) and how a move makes the
 * next one: each piece by id, the ids in each region, both persistent, so
 * that the index after a move copies only the paths to what the move
 * changed.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { keysWith, slotFor, type KeyedRecord, type Keys } from './persistent-record.js'
import { valueAt, withValuesAt, type Vector } from './persistent-vector.js'
import type { Placed } from './piece-view.js'

/**
 * The index of a table, once built: each piece by id, the slot of each
 * region, and the ids in each region by its slot.
 *
 * @internal
 */
export interface Index<T extends Placed> {
  readonly pieces: KeyedRecord<T>
  readonly regions: Keys
  readonly byRegion: Vector<ReadonlyArray<string>>
}

const NONE: ReadonlyArray<string> = []

/** The most pieces of one move looked for in a list rather than a set. */
const FEW_MOVED = 16

/**
 * The ids of the pieces in `region` of an index.
 *
 * @internal
 */
export const idsIn = (index: Index<Placed>, region: string): ReadonlyArray<string> => {
  const slot = index.regions.slotOf.get(region)
  return (slot === undefined ? undefined : valueAt(index.byRegion, slot)) ?? NONE
}

/**
 * The index a plan makes of `start`, the index of the table it comes from,
 * by path copying: only the moved pieces and the lists of the regions left
 * and entered are new. `touched`: the regions left, then those entered,
 * each once.
 *
 * @internal
 */
export const movedIndex = <T extends Placed>(
  start: Index<T>,
  ids: ReadonlyArray<string>,
  to: string | ReadonlyArray<string>,
): { readonly index: Index<T>; readonly touched: ReadonlyArray<string> } => {
  const one = typeof to === 'string'
  const { slotOf } = start.pieces.keys
  // Lists made at their size (a list grown from empty reserves room for 16): a move of one army moves a few pieces.
  const slots: number[] = new Array<number>(ids.length)
  const placed: T[] = new Array<T>(ids.length)
  const moved: string[] = new Array<string>(ids.length)
  const from: string[] = new Array<string>(ids.length)
  const into: string[] = one ? NO_REGIONS : new Array<string>(ids.length)
  let count = 0
  // The regions entered get their slots first, so that each moved piece names its region by the family's string.
  const regionKeys = keysWith(start.regions, one ? [to] : to)
  const { names, slotOf: regionSlotOf } = regionKeys
  const into1 = one ? (names[regionSlotOf.get(to) as number] as string) : ''
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] as string
    const region = one ? into1 : (names[regionSlotOf.get(to[at] ?? '') ?? -1] ?? to[at] ?? '')
    const slot = slotOf.get(id)
    const piece = slot === undefined ? undefined : valueAt(start.pieces.values, slot)
    if (slot === undefined || piece === undefined || piece.region === region) continue
    slots[count] = slot
    placed[count] = Object.freeze({ ...piece, region })
    moved[count] = id
    from[count] = piece.region
    if (!one) into[count] = region
    count++
  }
  // Cut only when some id was skipped: setting a length is a call into the runtime, even to the same length.
  if (count < ids.length) {
    slots.length = placed.length = moved.length = from.length = count
    if (!one) into.length = count
  }
  // A piece listed in a region it is moving from leaves it (each piece's list is its current region's): one look-up,
  // even for an army of 100,000; the few pieces of one army are looked for in their list.
  const leavingSet = count > FEW_MOVED ? new Set(moved) : null
  // The regions left, then the regions entered, each once: linear in the pieces moved.
  const touched = one ? eachOnce(from, into1) : eachOnce(from.concat(into), null)
  // Who arrives where, grouped once when the pieces go to several regions.
  const arrivals = one ? null : new Map<string, string[]>()
  if (arrivals !== null) {
    for (let m = 0; m < count; m++) {
      const region = into[m] as string
      const here = arrivals.get(region)
      if (here === undefined) arrivals.set(region, [moved[m] as string])
      else here.push(moved[m] as string)
    }
  }
  const lists: Array<ReadonlyArray<string> | undefined> = new Array<ReadonlyArray<string> | undefined>(touched.length)
  const regionSlots: number[] = new Array<number>(touched.length)
  for (let at = 0; at < touched.length; at++) {
    const region = touched[at] as string
    const here: string[] = []
    for (const id of idsIn(start, region)) if (leavingSet === null ? !moved.includes(id) : !leavingSet.has(id)) here.push(id)
    // Who arrives here, in the order moved.
    if (arrivals !== null) for (const id of arrivals.get(region) ?? NONE) here.push(id)
    else if (region === into1) for (let m = 0; m < count; m++) here.push(moved[m] as string)
    lists[at] = here.length === 0 ? undefined : here
    regionSlots[at] = slotFor(regionKeys, region)
  }
  const pieces = { keys: start.pieces.keys, values: withValuesAt(start.pieces.values, slots, placed), memo: { plain: null } }
  return { index: { pieces, regions: regionKeys, byRegion: withValuesAt(start.byRegion, regionSlots, lists) }, touched }
}

const NO_REGIONS: string[] = []

/** Each region once, first-listed order, then `to`: one army's few regions are looked for in a list, not a set and two copies per table. */
const eachOnce = (regions: ReadonlyArray<string>, to: string | null): ReadonlyArray<string> => {
  if (regions.length > FEW_MOVED) return [...new Set(to === null ? regions : [...regions, to])]
  const once: string[] = []
  for (const region of regions) if (!once.includes(region)) once.push(region)
  if (to !== null && !once.includes(to)) once.push(to)
  return once
}

