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
 * each once. `plan`: the {@link Plan} of the same move, when it was read
 * before the build (its copies are the moved pieces).
 *
 * @internal
 */
export const movedIndex = <T extends Placed>(
  start: Index<T>,
  ids: ReadonlyArray<string>,
  to: string | ReadonlyArray<string>,
  plan: Plan<T> | null = null,
): { readonly index: Index<T>; readonly touched: ReadonlyArray<string> } => {
  // The pieces a plan of the same move copied already are these pieces: what was read before the build reads the same.
  const copies = plan?.copies ?? null
  const one = typeof to === 'string'
  const { slotOf, names } = start.pieces.keys
  // Lists made at their size (a list grown from empty reserves room for 16): a move of one army moves a few pieces.
  const slots: number[] = new Array<number>(ids.length)
  const placed: T[] = new Array<T>(ids.length)
  const moved: string[] = new Array<string>(ids.length)
  const from: string[] = new Array<string>(ids.length)
  const into: string[] = one ? NO_REGIONS : new Array<string>(ids.length)
  let count = 0
  // The regions entered get their slots first, so that each moved piece names its region by the family's string.
  const regionKeys = keysWith(start.regions, one ? [to] : to)
  const { names: regionNames, slotOf: regionSlotOf } = regionKeys
  const into1 = one ? (regionNames[regionSlotOf.get(to) as number] as string) : ''
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] as string
    const region = one ? into1 : (regionNames[regionSlotOf.get(to[at] ?? '') ?? -1] ?? to[at] ?? '')
    const slot = slotOf.get(id)
    const piece = slot === undefined ? undefined : valueAt(start.pieces.values, slot)
    if (slot === undefined || piece === undefined || piece.region === region) continue
    slots[count] = slot
    placed[count] = copies?.[at] ?? Object.freeze({ ...piece, region })
    // The family's own string for the id, as every list of the table holds it.
    moved[count] = names[slot] as string
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


/**
 * A move read before the index it makes is built: for each id planned, its
 * number in the family (`-1` for an id the family lacks), the family's own
 * string for it, the region it leaves and the region it goes to (the
 * index's string for each, where it has one), and, bit by bit, whether it
 * moves at all; then what was worked out when asked: the copies of moved
 * pieces, and the lists of the regions a move changes. Read through
 * {@link plannedPiece} and {@link plannedIn}, a plan answers as the index
 * {@link movedIndex} would build from it. Mutable only as a memo.
 *
 * @internal
 */
export interface Plan<T extends Placed> {
  readonly slots: ReadonlyArray<number>
  readonly ids: ReadonlyArray<string>
  readonly from: ReadonlyArray<string>
  readonly into: ReadonlyArray<string>
  /** Bit `i` set: piece `i` moves (the family holds it, and it stands elsewhere). */
  readonly moves: number
  /** The regions the move changes: those left, then those entered, each once. */
  readonly changed: ReadonlyArray<string>
  copies: Array<T | undefined> | null
  /** The ids in each region of `changed`, by its place there, once asked. */
  lists: Array<ReadonlyArray<string> | undefined> | null
}

/** The most pieces a plan is read for as it is; a longer one is built (it fits the bits of {@link Plan.moves}). @internal */
export const FEW_PLANNED = 16

/**
 * The plan of piece `ids[i]` moving to `to`, or to `to[i]`, from `start`
 * (at most {@link FEW_PLANNED} ids, each listed once).
 *
 * @internal
 */
export const planOf = <T extends Placed>(start: Index<T>, ids: ReadonlyArray<string>, to: string | ReadonlyArray<string>): Plan<T> => {
  const { slotOf, names } = start.pieces.keys
  const regionSlots = start.regions.slotOf
  const regionNames = start.regions.names
  const count = ids.length
  const slots = new Array<number>(count)
  const family = new Array<string>(count)
  const from = new Array<string>(count)
  const into = new Array<string>(count)
  const canonical = (target: string): string => {
    const known = regionSlots.get(target)
    return known === undefined ? target : (regionNames[known] as string)
  }
  const one = typeof to === 'string' ? canonical(to) : null
  let moves = 0
  for (let at = 0; at < count; at++) {
    const id = ids[at] as string
    const slot = slotOf.get(id) ?? -1
    const piece = slot < 0 ? undefined : valueAt(start.pieces.values, slot)
    const region = one ?? canonical(to[at] ?? '')
    slots[at] = slot
    family[at] = slot < 0 ? id : (names[slot] as string)
    from[at] = piece === undefined ? '' : piece.region
    into[at] = region
    if (piece !== undefined && piece.region !== region) moves |= 1 << at
  }
  const changed: string[] = []
  for (let at = 0; at < count; at++) if ((moves & (1 << at)) !== 0 && !changed.includes(from[at] as string)) changed.push(from[at] as string)
  for (let at = 0; at < count; at++) if ((moves & (1 << at)) !== 0 && !changed.includes(into[at] as string)) changed.push(into[at] as string)
  return { slots, ids: family, from, into, moves, changed, copies: null, lists: null }
}

/**
 * The piece numbered `slot` after the planned move (it copies a moved
 * piece once, into the plan's memo).
 *
 * @internal
 */
export const plannedPiece = <T extends Placed>(start: Index<T>, plan: Plan<T>, slot: number): T | undefined => {
  const piece = valueAt(start.pieces.values, slot)
  if (piece === undefined) return undefined
  const at = plan.slots.indexOf(slot)
  return at < 0 || (plan.moves & (1 << at)) === 0 ? piece : copyAt(plan, at, piece)
}

/** The copy of `piece`, planned entry `at`, in its new region: made once, into the plan's memo. */
const copyAt = <T extends Placed>(plan: Plan<T>, at: number, piece: T): T => {
  const copies = (plan.copies ??= new Array<T | undefined>(plan.slots.length))
  return (copies[at] ??= Object.freeze({ ...piece, region: plan.into[at] as string }))
}

/**
 * The plan of `ids` moving to `to` from `start`, made of two moves one
 * after the other (see {@link thenMoved}), `first` being the first move's:
 * a piece the second move leaves where the first sent it is the first's
 * copy, so that the second table shares with the first every piece it does
 * not move, as a table built from the first would.
 *
 * @internal
 */
export const planAfter = <T extends Placed>(start: Index<T>, first: Plan<T>, ids: ReadonlyArray<string>, to: ReadonlyArray<string>): Plan<T> => {
  const plan = planOf(start, ids, to)
  for (let at = 0; at < first.slots.length; at++) {
    const bit = 1 << at
    const slot = first.slots[at] as number
    if ((first.moves & bit) === 0 || (plan.moves & bit) === 0 || plan.into[at] !== first.into[at]) continue
    const piece = valueAt(start.pieces.values, slot)
    if (piece !== undefined) (plan.copies ??= new Array<T | undefined>(plan.slots.length))[at] = copyAt(first, at, piece)
  }
  return plan
}

/**
 * The ids in `region` after the planned move, in the order the built index
 * lists them: the region's list itself where no piece leaves or enters it.
 *
 * @internal
 */
export const plannedIn = (start: Index<Placed>, plan: Plan<Placed>, region: string): ReadonlyArray<string> => {
  const place = plan.changed.indexOf(region)
  if (place < 0) return idsIn(start, region)
  const lists = (plan.lists ??= new Array<ReadonlyArray<string> | undefined>(plan.changed.length))
  const known = lists[place]
  if (known !== undefined) return known
  const { moves, into, ids } = plan
  const here: string[] = []
  for (const id of idsIn(start, region)) if (!leaving(plan, id)) here.push(id)
  for (let at = 0; at < ids.length; at++) if ((moves & (1 << at)) !== 0 && into[at] === region) here.push(ids[at] as string)
  const list = here.length === 0 ? NONE : here
  lists[place] = list
  return list
}

/** Whether the piece `id` moves in the plan. */
const leaving = (plan: Plan<Placed>, id: string): boolean => {
  for (let at = 0; at < plan.ids.length; at++) if ((plan.moves & (1 << at)) !== 0 && plan.ids[at] === id) return true
  return false
}

/**
 * One move after another as one: `ids` and `to` of the first, each id
 * given its last destination, the second's new ids after. Lists the
 * library's own (new) arrays.
 *
 * @internal
 */
export const thenMoved = (
  firstIds: ReadonlyArray<string>,
  firstTo: string | ReadonlyArray<string>,
  ids: ReadonlyArray<string>,
  to: string | ReadonlyArray<string>,
): { readonly ids: ReadonlyArray<string>; readonly to: ReadonlyArray<string> } => {
  const allIds = firstIds.slice()
  const allTo = typeof firstTo === 'string' ? firstIds.map(() => firstTo) : firstTo.slice()
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] as string
    const target = (typeof to === 'string' ? to : to[at]) ?? ''
    const known = allIds.indexOf(id)
    if (known >= 0) allTo[known] = target
    else {
      allIds.push(id)
      allTo.push(target)
    }
  }
  return { ids: allIds, to: allTo }
}
