/**
 * A caller's record of pieces read during one call, and never kept: a
 * judgement of one army asks for a few pieces and the pieces of two or three
 * regions, so the pieces asked for are looked up in the record itself and a
 * region asked about is found by one walk over the pieces; only a call that
 * asks about many regions builds a whole table (piece-table.ts).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { ownValue, walksOwnKeys } from './own-record.js'
import { NONE } from './list.js'

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
 * A view of a caller's record. `Table` is what the view builds of the whole
 * record once enough regions were asked about (a piece table); the view only
 * keeps it.
 *
 * @since 0.2.0
 * @category model
 * @internal
 */
export interface PieceView<T extends Placed, Table = unknown> {
  readonly view: true
  /** The caller's record. */
  readonly foreign: Readonly<Record<string, T>>
  readonly memo: ViewMemo<Table>
}

/** What a view has found so far. Mutable only as a memo. */
interface ViewMemo<Table> {
  /** Whether a walk over the record with for...in lists its own keys only (see {@link walksOwnKeys}), once asked. */
  walks: boolean | null
  /** The regions asked about so far, each with its ids. */
  asked: Array<{ readonly region: string; readonly ids: ReadonlyArray<string> }>
  /** The whole table, once enough regions were asked about. */
  table: Table | null
}

/** The regions a view finds by walking its record before it builds a whole table instead. */
const WALKS = 4

/**
 * A view of `record`; `asked` gives the ids of some regions when they were
 * found already, by the walk that checked the record (in its order).
 *
 * @since 0.2.0
 * @category constructors
 * @internal
 */
export const viewOf = <T extends Placed, Table>(
  record: Readonly<Record<string, T>>,
  asked: Array<{ readonly region: string; readonly ids: ReadonlyArray<string> }> = [],
): PieceView<T, Table> => ({
  view: true,
  foreign: record,
  memo: { walks: null, asked, table: null },
})

/**
 * The piece with `id` in the record; `undefined` for an id it does not hold
 * as its own.
 *
 * @since 0.2.0
 * @category queries
 * @internal
 */
export const viewedPiece = <T extends Placed, Table>(view: PieceView<T, Table>, id: string): T | undefined =>
  ownValue(view.foreign, id)

/**
 * The ids of the pieces in `region`, in the record's order: found by a walk,
 * or, past a few regions, in the whole table `whole` builds once.
 *
 * @since 0.2.0
 * @category queries
 * @internal
 */
export const viewedIn = <T extends Placed, Table>(
  view: PieceView<T, Table>,
  region: string,
  whole: (view: PieceView<T, Table>) => Table,
  inTable: (table: Table, region: string) => ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const { memo } = view
  if (memo.table !== null) return inTable(memo.table, region)
  const { asked } = memo
  for (let at = 0; at < asked.length; at++) if (asked[at]?.region === region) return asked[at]?.ids ?? NONE
  const record = view.foreign
  // A record that lends keys to for...in (an odd prototype) is read as a whole table instead.
  if (asked.length >= WALKS || !(memo.walks ??= walksOwnKeys(record))) return inTable(whole(view), region)
  let here: string[] | null = null
  for (const id in record) if (record[id]?.region === region) (here ??= []).push(id)
  asked.push({ region, ids: here ?? NONE })
  return here ?? NONE
}
