/**
 * The index of a table of pieces (piece-table.ts) and how a move makes the
 * next one: each piece by id, the ids in each region, both persistent, so
 * that the index after a move copies only the paths to what the move
 * changed. A move is first worked out as a {@link Plan} (which pieces move,
 * from where, to where); a plan of a few pieces answers for single pieces
 * and regions as it stands, and the index is built from the same plan.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { keysWith, slotFor, type KeyedRecord, type Keys } from './persistent-record.js'
import { valueAt, withValuesAt, type Vector } from './persistent-vector.js'
import type { Placed } from './piece-view.js'
import { NONE } from './list.js'

/**
 * What a move is read from: each piece by number, the slot of each region,
 * and the ids in each region by its slot; none of the memos of the table
 * they belong to, so that a plan keeps no earlier table alive.
 *
 * @internal
 */
export interface Start<T extends Placed> {
  readonly pieces: Pick<KeyedRecord<T>, 'keys' | 'values'>
  readonly regions: Keys
  readonly byRegion: Vector<ReadonlyArray<string>>
}

/**
 * The index of a table, once built: {@link Start}, with the memo of the
 * pieces' plain record.
 *
 * @internal
 */
export interface Index<T extends Placed> extends Start<T> {
  readonly pieces: KeyedRecord<T>
}

/** The most pieces of one move looked for in a list rather than a set. */
const FEW_MOVED = 16

/**
 * The ids of the pieces in `region` of an index.
 *
 * @internal
 */
export const idsIn = (index: Start<Placed>, region: string): ReadonlyArray<string> => {
  const slot = index.regions.slotOf.get(region)
  return (slot === undefined ? undefined : valueAt(index.byRegion, slot)) ?? NONE
}

/**
 * A move worked out against the index it starts from: for each piece
 * listed, its number in the family (`-1` for an id the family lacks), the
 * region it goes to (the index's string for it, where it has one), and
 * whether it moves at all (the family holds it, and it stands elsewhere); the regions
 * the move changes; then what was worked out when asked: the copies of
 * moved pieces, and the lists of the regions it changes. Read through
 * {@link plannedPiece} and {@link plannedIn}, it answers as the index
 * {@link movedIndex} builds from it. Mutable only as a memo.
 *
 * @internal
 */
export interface Plan<T extends Placed> {
  /** What the move starts from. */
  readonly start: Start<T>
  readonly slots: ReadonlyArray<number>
  /** The ids as the move lists them. */
  readonly ids: ReadonlyArray<string>
  readonly into: ReadonlyArray<string>
  readonly moving: ReadonlyArray<boolean>
  /** How many pieces move. */
  readonly moved: number
  /** The regions left, then those entered, each once. */
  readonly changed: ReadonlyArray<string>
  copies: Array<T | undefined> | null
  /** The ids in each region of `changed`, by its place there, once asked. */
  lists: Array<ReadonlyArray<string> | undefined> | null
}

/**
 * The plan of piece `ids[i]` moving to `to`, or to `to[i]`, from `start`,
 * each id listed once (ids the family lacks, and pieces already there, do
 * not move).
 *
 * @internal
 */
export const planOf = <T extends Placed>(start: Start<T>, ids: ReadonlyArray<string>, to: string | ReadonlyArray<string>): Plan<T> => {
  const { slotOf } = start.pieces.keys
  const regionSlots = start.regions.slotOf
  const regionNames = start.regions.names
  const count = ids.length
  // Lists made at their size (a list grown from empty reserves room for 16): a move of one army moves a few pieces.
  const slots = new Array<number>(count)
  const into = new Array<string>(count)
  const moving = new Array<boolean>(count)
  const canonical = (target: string): string => {
    const known = regionSlots.get(target)
    return known === undefined ? target : (regionNames[known] as string)
  }
  const one = typeof to === 'string' ? canonical(to) : null
  // The regions left, then those entered, each once, looked for in the list: a move the rules allow moves armies
  // each from one region to one, so the list holds a few regions however many pieces move.
  const changed: string[] = []
  const once = (region: string): void => {
    if (!changed.includes(region)) changed.push(region)
  }
  let moved = 0
  for (let at = 0; at < count; at++) {
    const id = ids[at] as string
    const slot = slotOf.get(id) ?? -1
    const piece = slot < 0 ? undefined : valueAt(start.pieces.values, slot)
    const region = one ?? canonical(to[at] ?? '')
    slots[at] = slot
    into[at] = region
    moving[at] = piece !== undefined && piece.region !== region
    if (moving[at]) {
      once(piece?.region ?? '')
      moved++
    }
  }
  for (let at = 0; at < count; at++) if (moving[at]) once(into[at] as string)
  return { start, slots, ids, into, moving, moved, changed, copies: null, lists: null }
}

/**
 * The piece numbered `slot` after the planned move (it copies a moved
 * piece once, into the plan's memo).
 *
 * @internal
 */
export const plannedPiece = <T extends Placed>(plan: Plan<T>, slot: number): T | undefined => {
  const piece = valueAt(plan.start.pieces.values, slot)
  if (piece === undefined) return undefined
  // The last entry that moves the piece, as in the built index (where a later pair naming a slot wins).
  const { slots, moving } = plan
  for (let at = slots.length - 1; at >= 0; at--) if (slots[at] === slot && moving[at]) return copyAt(plan, at, piece)
  return piece
}

/** The copy of `piece`, planned entry `at`, in its new region: made once, into the plan's memo. */
const copyAt = <T extends Placed>(plan: Plan<T>, at: number, piece: T): T => {
  const copies = (plan.copies ??= new Array<T | undefined>(plan.slots.length))
  return (copies[at] ??= Object.freeze({ ...piece, region: plan.into[at] as string }))
}

/**
 * The ids in `region` after the planned move, in the order the built index
 * lists them: the region's list itself where no piece leaves or enters it.
 *
 * @internal
 */
export const plannedIn = (plan: Plan<Placed>, region: string): ReadonlyArray<string> => {
  const place = plan.changed.indexOf(region)
  if (place < 0) return idsIn(plan.start, region)
  const lists = (plan.lists ??= new Array<ReadonlyArray<string> | undefined>(plan.changed.length))
  return (lists[place] ??= listIn(plan, region, null))
}

/**
 * The ids in `region`, one the plan changes: those of `start` that stay, then those that arrive, in the order
 * listed. `leaving`: the ids that move, for a move too large to look them up in the plan's list.
 */
const listIn = (plan: Plan<Placed>, region: string, leaving: ReadonlySet<string> | null): ReadonlyArray<string> => {
  const { start, moving, into, ids, slots } = plan
  const { names } = start.pieces.keys
  const here: string[] = []
  for (const id of idsIn(start, region)) if (leaving === null ? !movesAway(plan, id) : !leaving.has(id)) here.push(id)
  // Each arriving id as the family writes it, as every list of the table holds it: one pass over the plan for each
  // region it changes, two for a move of one army.
  for (let at = 0; at < ids.length; at++) if (moving[at] && into[at] === region) here.push(names[slots[at] as number] as string)
  return here.length === 0 ? NONE : here
}

/** Whether some entry of the plan moves the piece `id`. */
const movesAway = (plan: Plan<Placed>, id: string): boolean => {
  for (let at = 0; at < plan.ids.length; at++) if (plan.moving[at] && plan.ids[at] === id) return true
  return false
}

/**
 * The index a plan makes of the index it starts from, by path copying:
 * only the moved pieces (the plan's copies, where it made them) and the
 * lists of the regions left and entered are new.
 *
 * @internal
 */
export const movedIndex = <T extends Placed>(plan: Plan<T>): Index<T> => {
  const { start, slots: planned, moving, changed } = plan
  // Lists made at their size: a list grown from empty reserves room for 16, and a move of one army moves a few pieces.
  const slots: number[] = new Array<number>(plan.moved)
  const placed: T[] = new Array<T>(plan.moved)
  let count = 0
  for (let at = 0; at < planned.length; at++) {
    const slot = planned[at] as number
    const piece = moving[at] ? valueAt(start.pieces.values, slot) : undefined
    if (piece === undefined) continue
    slots[count] = slot
    placed[count++] = copyAt(plan, at, piece)
  }
  // A piece listed in a region it is moving from leaves it: one look-up, even for an army of 100,000; the few
  // pieces of one army are looked for in the plan's list.
  const leaving = planned.length > FEW_MOVED ? new Set(slots.map((slot) => start.pieces.keys.names[slot] as string)) : null
  // The regions entered that the index had no slot for are given one; the others are the index's own strings.
  const regionKeys = keysWith(start.regions, changed)
  const lists: Array<ReadonlyArray<string> | undefined> = new Array<ReadonlyArray<string> | undefined>(changed.length)
  const regionSlots: number[] = new Array<number>(changed.length)
  for (let at = 0; at < changed.length; at++) {
    const region = changed[at] as string
    const list = plan.lists?.[at] ?? listIn(plan, region, leaving)
    lists[at] = list.length === 0 ? undefined : list
    regionSlots[at] = slotFor(regionKeys, region)
  }
  const pieces = { keys: start.pieces.keys, values: withValuesAt(start.pieces.values, slots, placed), memo: { plain: null } }
  return { pieces, regions: regionKeys, byRegion: withValuesAt(start.byRegion, regionSlots, lists) }
}
