import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { emptyTable, ownTable, pieceOf, readPieces, recordOf, relocated, tableOf, type PieceTable, type Placed } from '../src/core/piece-table.js'
import { piecesIn } from '../src/core/region-index.js'
import { occupiedRegions } from '../src/core/occupied-regions.js'

/** A piece with something besides its region, so that a moved piece is seen to keep the rest. */
interface Piece extends Placed {
  readonly tag: number
}

type Pieces = Readonly<Record<string, Piece>>

/** Ids include names an object inherits or treats specially, and integer-like ones (listed first by JavaScript). */
const idPool = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'q1', 'q2', '__proto__', 'constructor', '10', '2'] as const
/** Regions include names an object inherits, and ones no piece starts in. */
const regionPool = ['a', 'b', 'c', 'd', 'e', 'toString', 'constructor', 'z9'] as const
/** Ids no record holds. */
const strangers = ['nobody', 'toString', 'hasOwnProperty', ''] as const

/** Sets `key` as an own enumerable data property, even `__proto__`. */
const define = <T>(target: Record<string, T>, key: string, value: T): void => {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** What a table of `record` must answer, counted the slow way: ids sorted per region. */
const expected = (record: Pieces): { readonly byRegion: Record<string, ReadonlyArray<string>>; readonly regions: ReadonlyArray<string>; readonly size: number } => {
  const byRegion: Record<string, string[]> = {}
  for (const id of Object.keys(record)) {
    const region = record[id]?.region
    if (region === undefined) continue
    if (!Object.hasOwn(byRegion, region)) define(byRegion, region, [])
    byRegion[region]?.push(id)
  }
  for (const ids of Object.values(byRegion)) ids.sort()
  return { byRegion, regions: Object.keys(byRegion).sort(), size: Object.keys(record).length }
}

/** What a table answers, in the same shape, asked through piecesIn and occupiedRegions. */
const answered = (table: PieceTable<Piece>): ReturnType<typeof expected> => {
  const byRegion: Record<string, string[]> = {}
  for (const region of occupiedRegions(table)) define(byRegion, region, [...piecesIn(table, region)].sort())
  return { byRegion, regions: occupiedRegions(table), size: table.size }
}

/** Every question a test asks of a table, against the record it must stand for. */
const expectTable = (table: PieceTable<Piece>, record: Pieces): void => {
  expect(answered(table)).toEqual(expected(record))
  for (const id of Object.keys(record)) expect(pieceOf(table, id)).toEqual(record[id])
  for (const id of strangers) if (!Object.hasOwn(record, id)) expect(pieceOf(table, id)).toBeUndefined()
  // Every piece is in exactly one region's list, its own.
  const regions = new Set<string>([...regionPool, ...Object.values(record).map((piece) => piece.region)])
  const listed = [...regions].flatMap((region) => piecesIn(table, region).map((id) => [id, region] as const))
  expect(listed.map(([id]) => id).sort()).toEqual(Object.keys(record).sort())
  for (const [id, region] of listed) expect(record[id]?.region).toBe(region)
  expect(piecesIn(table, 'nowhere')).toEqual([])
  const plain = recordOf(table)
  expect(Object.keys(plain)).toEqual(Object.keys(record))
  expect(Object.entries(plain)).toEqual(Object.entries(record))
}

/** A record of pieces, its ids in a generated order (with own `__proto__` entries). */
const records = fc
  .uniqueArray(fc.constantFrom(...idPool), { maxLength: idPool.length })
  .chain((ids) => fc.tuple(...ids.map(() => fc.tuple(fc.constantFrom(...regionPool), fc.nat(99)))).map((placed) => ({ ids, placed })))
  .map(({ ids, placed }): Pieces => {
    const record: Record<string, Piece> = {}
    ids.forEach((id, i) => {
      const [region, tag] = placed[i] ?? ['a', 0]
      define(record, id, { region, tag })
    })
    return record
  })

/** One relocation: ids (some unknown) sent to regions; an id named twice goes to the last region, as in a Map. */
const relocation = fc.array(fc.tuple(fc.constantFrom(...idPool, ...strangers), fc.constantFrom(...regionPool)), { maxLength: 5 })

/** The record after a relocation, made the plain way: same key order, moved pieces with their new region. */
const moved = (record: Pieces, destinations: ReadonlyMap<string, string>): Pieces => {
  const next: Record<string, Piece> = {}
  for (const id of Object.keys(record)) {
    const piece = record[id]
    const to = destinations.get(id)
    if (piece !== undefined) define(next, id, to === undefined ? piece : { ...piece, region: to })
  }
  return next
}

/** A stable view of a table, to see that relocating from it changed nothing. */
const snapshot = (table: PieceTable<Piece>): string =>
  JSON.stringify({
    byRegion: regionPool.map((region) => [region, [...piecesIn(table, region)].sort()]),
    pieces: idPool.map((id) => [id, pieceOf(table, id) ?? null]),
    size: table.size,
  })

describe('piece table', () => {
  test.prop([records], { numRuns: 200 })('a table built from a record holds every piece once, in its region', (record) => {
    const table = tableOf(record)
    expect(table.size).toBe(Object.keys(record).length)
    // A table that is kept holds copies, never the caller's own objects: a caller may change them, or they may be drafts revoked later.
    const kept = ownTable(table)
    for (const id of Object.keys(record)) {
      expect(pieceOf(table, id)).toEqual(record[id])
      expect(pieceOf(kept, id)).toEqual(record[id])
      expect(pieceOf(kept, id)).not.toBe(record[id])
    }
    expectTable(kept, record)
    expectTable(table, record)
  })

  test.prop([records, fc.array(relocation, { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 })], { numRuns: 200 })(
    'relocations one after another equal tables built from the moved records, and leave each input table unchanged',
    (record, relocations, askOccupied) => {
      const tables: Array<{ readonly table: PieceTable<Piece>; readonly record: Pieces; readonly seen: string }> = []
      // A kept table, as a state carries: pieces the library owns, shared from table to table.
      let table = ownTable(tableOf(record))
      let now = record
      relocations.forEach((pairs, step) => {
        // Asked or not before the next relocation: when asked, the next table derives its occupied regions from this list.
        if (askOccupied[step] === true) expect(occupiedRegions(table)).toEqual(expected(now).regions)
        const before = snapshot(table)
        const destinations = new Map<string, string>(pairs)
        const next = relocated(table, destinations)
        expect(snapshot(table)).toBe(before)
        const nextRecord = moved(now, destinations)
        for (const id of Object.keys(now)) {
          const going = destinations.get(id)
          // A piece that does not change region is the same piece; a moved one is a copy with its new region.
          if (going === undefined || going === now[id]?.region) expect(pieceOf(next, id)).toBe(pieceOf(table, id))
          else expect(pieceOf(next, id)).toEqual({ ...now[id], region: going })
        }
        tables.push({ table, record: now, seen: before })
        table = next
        now = nextRecord
      })
      expectTable(table, now)
      expectTable(tableOf(moved(record, new Map())), record)
      // Every earlier table still answers as it did, including the ones relocated from more than once in a family.
      for (const earlier of tables) {
        expect(snapshot(earlier.table)).toBe(earlier.seen)
        expectTable(earlier.table, earlier.record)
      }
    },
  )

  test.prop([records, relocation, relocation], { numRuns: 150 })(
    'two relocations from one table branch without seeing each other',
    (record, left, right) => {
      const table = tableOf(record)
      occupiedRegions(table)
      const first = relocated(table, new Map(left))
      const second = relocated(table, new Map(right))
      expectTable(first, moved(record, new Map(left)))
      expectTable(second, moved(record, new Map(right)))
      expectTable(table, record)
    },
  )

  test.prop([records, fc.array(relocation, { maxLength: 4 })], { numRuns: 100 })(
    'recordOf keeps the original key order, is built once, and leads back to its table',
    (record, relocations) => {
      let table = tableOf(record)
      let now = record
      for (const pairs of relocations) {
        table = relocated(table, new Map(pairs))
        now = moved(now, new Map(pairs))
      }
      const plain = recordOf(table)
      expect(Object.keys(plain)).toEqual(Object.keys(record))
      expect(JSON.stringify(plain)).toBe(JSON.stringify(now))
      expect(recordOf(table)).toBe(plain)
      expect(tableOf(plain)).toBe(table)
    },
  )

  test.prop([records, fc.array(fc.constantFrom(...regionPool, 'nowhere'), { maxLength: 12 }), fc.boolean(), fc.boolean()], { numRuns: 200 })(
    'a view of a caller\'s record answers as its table, region after region, and keeps nothing of it',
    (record, asked, inherits, occupiedFirst) => {
      // A record whose prototype lends it enumerable keys is walked by its own keys only, as a plain one is.
      const read: Record<string, Piece> = inherits ? (Object.create({ lent: { region: 'a', tag: 0 } }) as Record<string, Piece>) : record
      if (inherits) for (const id of Object.keys(record)) define(read, id, record[id] as Piece)
      const view = readPieces(read)
      const table = tableOf(record)
      if (occupiedFirst) expect(occupiedRegions(view)).toEqual(occupiedRegions(table))
      for (const region of asked) expect(piecesIn(view, region)).toEqual(piecesIn(table, region))
      for (const id of [...Object.keys(record), ...strangers, 'lent']) expect(pieceOf(view, id)).toBe(Object.hasOwn(record, id) ? record[id] : undefined)
      expect(occupiedRegions(view)).toEqual(occupiedRegions(table))
      for (const region of regionPool) expect(piecesIn(view, region)).toEqual(piecesIn(table, region))
      // What is kept of a view is a table of copies.
      const kept = ownTable(view)
      for (const id of Object.keys(record)) expect(pieceOf(kept, id)).not.toBe(record[id])
      expectTable(kept, record)
    },
  )

  it('a relocation that moves nothing is the table itself', () => {
    const table = tableOf({ p1: { region: 'a' }, p2: { region: 'b' } })
    expect(relocated(table, new Map())).toBe(table)
    expect(relocated(table, new Map([['p1', 'a'], ['ghost', 'b']]))).toBe(table)
  })

  it('keeps lists of regions untouched by a move shared with the previous table', () => {
    const table = ownTable(tableOf({ p1: { region: 'a' }, p2: { region: 'b' }, p3: { region: 'c' } }))
    expect(occupiedRegions(table)).toEqual(['a', 'b', 'c'])
    const next = relocated(table, new Map([['p1', 'b']]))
    expect(piecesIn(next, 'c')).toBe(piecesIn(table, 'c'))
    expect(piecesIn(next, 'a')).toEqual([])
    expect([...piecesIn(next, 'b')].sort()).toEqual(['p1', 'p2'])
    expect(occupiedRegions(next)).toEqual(['b', 'c'])
    expect(occupiedRegions(table)).toEqual(['a', 'b', 'c'])
  })

  it('the empty table holds nothing', () => {
    expect(emptyTable.size).toBe(0)
    expect(occupiedRegions(emptyTable)).toEqual([])
    expect(piecesIn(emptyTable, 'a')).toEqual([])
    expect(recordOf(emptyTable)).toEqual({})
  })

  it('reads a caller\'s record afresh every time, and keeps none of it: the record may change, or be a draft revoked later', () => {
    const record: Record<string, Piece> = { p1: { region: 'a', tag: 1 }, p2: { region: 'b', tag: 2 } }
    const table = tableOf(record)
    record['p1'] = { region: 'z', tag: 1 }
    expect(pieceOf(table, 'p1')?.region).toBe('a')
    const again = tableOf(record)
    expect(again).not.toBe(table)
    expect(pieceOf(again, 'p1')?.region).toBe('z')
    expect([...piecesIn(again, 'z')]).toEqual(['p1'])
  })

  it('maps a record it built back to its table, and that record is frozen', () => {
    const table = relocated(tableOf({ p1: { region: 'a' }, p2: { region: 'b' } }), new Map([['p1', 'b']]))
    const plain = recordOf(table)
    expect(Object.isFrozen(plain)).toBe(true)
    expect(Object.isFrozen(plain['p1'])).toBe(true)
    expect(tableOf(plain)).toBe(table)
    expect(tableOf({ ...plain })).not.toBe(table)
  })
})
