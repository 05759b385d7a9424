// A table planned from a few moved pieces is read through its plan before it is built, and moves in a row are
// planned as one (core/piece-moves.ts): whatever is read, in whatever order, it answers as the plain records do,
// shares every piece a move leaves alone with the table before it, and answers the same once built.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { movedTo, ownTable, pieceOf, recordOf, relocated, tableOf, type PieceTable, type Placed } from '../src/core/piece-table.js'
import { piecesIn } from '../src/core/region-index.js'
import { occupiedRegions } from '../src/core/occupied-regions.js'

interface Piece extends Placed {
  readonly tag: number
}
type Pieces = Readonly<Record<string, Piece>>

// More ids than a plan reads as it is (16), so that moves in a row outgrow one and are built.
const ids = Array.from({ length: 40 }, (_, n) => `p${n}`)
const regions = ['a', 'b', 'c', 'd', 'e', 'toString'] as const

const start = fc.array(fc.constantFrom(...regions), { minLength: ids.length, maxLength: ids.length }).map((placed): Pieces => {
  const record: Record<string, Piece> = {}
  ids.forEach((id, n) => (record[id] = { region: placed[n] ?? 'a', tag: n }))
  return record
})

/** A move of up to 7 pieces (one id maybe unknown), each to a region; what to read of the table it makes, and when. */
const move = fc.record({
  pieces: fc.uniqueArray(fc.constantFrom(...ids, 'nobody'), { minLength: 1, maxLength: 7 }),
  to: fc.array(fc.constantFrom(...regions), { minLength: 7, maxLength: 7 }),
  read: fc.constantFrom('nothing', 'pieces', 'regions', 'occupied', 'all'),
  previousFirst: fc.boolean(),
})

const after = (record: Pieces, destinations: ReadonlyMap<string, string>): Pieces => {
  const next: Record<string, Piece> = {}
  for (const id of Object.keys(record)) {
    const piece = record[id] as Piece
    const to = destinations.get(id)
    next[id] = to === undefined ? piece : { ...piece, region: to }
  }
  return next
}

const sameAs = (table: PieceTable<Piece>, record: Pieces): void => {
  for (const id of ids) expect(pieceOf(table, id)).toEqual(record[id])
  expect(pieceOf(table, 'nobody')).toBeUndefined()
  for (const region of regions) expect([...piecesIn(table, region)].sort()).toEqual(ids.filter((id) => record[id]?.region === region).sort())
  expect(occupiedRegions(table)).toEqual([...new Set(Object.values(record).map((piece) => piece.region))].sort())
}

const read = (table: PieceTable<Piece>, what: string): void => {
  if (what === 'pieces' || what === 'all') for (const id of ids) pieceOf(table, id)
  if (what === 'regions' || what === 'all') for (const region of regions) piecesIn(table, region)
  if (what === 'occupied' || what === 'all') occupiedRegions(table)
}

describe('a planned table', () => {
  test.prop([start, fc.array(move, { minLength: 1, maxLength: 9 })], { numRuns: 150 })(
    'answers as the records do, read or not between moves, and shares the pieces a move leaves alone',
    (record, moves) => {
      let table = ownTable(tableOf(record))
      let now = record
      const seen: Array<{ readonly table: PieceTable<Piece>; readonly record: Pieces }> = []
      for (const { pieces, to, read: what, previousFirst } of moves) {
        const destinations = new Map(pieces.map((id, n) => [id, to[n] ?? 'a'] as const))
        const next = relocated(table, destinations)
        const nextRecord = after(now, destinations)
        read(next, what)
        // Each order of asking: a piece the move leaves alone is one object in both tables.
        for (const id of ids) {
          const going = destinations.get(id)
          if (going !== undefined && going !== now[id]?.region) continue
          const [first, second] = previousFirst ? [pieceOf(table, id), pieceOf(next, id)] : [pieceOf(next, id), pieceOf(table, id)]
          expect(second).toBe(first)
        }
        seen.push({ table, record: now })
        table = next
        now = nextRecord
      }
      sameAs(table, now)
      // Read through the plan, then built: the pieces read before are the pieces after.
      const before = ids.map((id) => pieceOf(table, id))
      const plain = recordOf(table)
      expect(JSON.stringify(plain)).toBe(JSON.stringify(now))
      ids.forEach((id, n) => expect(pieceOf(table, id)).toBe(before[n]))
      sameAs(table, now)
      for (const earlier of seen) sameAs(earlier.table, earlier.record)
    },
  )

  // Outside the rules (an id is listed once in a move; every caller dedups), a plan still answers as its built table,
  // where the last army naming a piece wins.
  it('answers for a piece listed twice as the built table does: the last entry that moves it', () => {
    const record = { s: { region: 'x' }, t: { region: 'x' } }
    // Sent to x, then to y: a call for each army, as a move of two makes them.
    const make = (): PieceTable<Placed> => movedTo(movedTo(ownTable(tableOf(record)), ['s'], 'x'), ['s'], 'y') as PieceTable<Placed>
    const planned = make()
    const built = make()
    recordOf(built)
    const read = pieceOf(planned, 's')
    expect(read).toEqual(pieceOf(built, 's'))
    expect(read?.region).toBe('y')
    // It has left its region, in the plan as in the built table.
    expect(piecesIn(planned, 'x')).toEqual(['t'])
    expect(piecesIn(planned, 'y')).toEqual(['s'])
    expect(piecesIn(built, 'x')).toEqual(['t'])
    // The same object once the planned table is built.
    recordOf(planned)
    expect(pieceOf(planned, 's')).toBe(read)
  })
})
