// movedTo plans the next table of pieces from a list of ids and the region
// they move to; pieces sent to several regions move by a call for each, in
// turn, as the armies of a move do. A move of a few pieces and a move of
// many must give the table of the plain record with the pieces moved, read
// piece by piece, region by region, and whole.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { movedTo, ownTable, pieceOf, recordOf, tableOf, type PieceTable, type Placed } from '../src/core/piece-table.js'
import { piecesIn } from '../src/core/region-index.js'
import { occupiedRegions } from '../src/core/occupied-regions.js'

const regionPool = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
const idPool = Array.from({ length: 60 }, (_, i) => `p${String(i).padStart(2, '0')}`)

const records = fc
  .uniqueArray(fc.constantFrom(...idPool), { minLength: 30, maxLength: idPool.length })
  .chain((ids) => fc.tuple(fc.constant(ids), fc.array(fc.constantFrom(...regionPool), { minLength: ids.length, maxLength: ids.length })))
  .map(([ids, regions]) => Object.fromEntries(ids.map((id, i) => [id, { region: regions[i] ?? 'a', kind: 'x' }])) as Record<string, Placed>)

// Ids listed once each, some the record does not hold: up to 40, past both the few and the many bound.
const step = fc.tuple(fc.constantFrom(...idPool, 'stranger'), fc.constantFrom(...regionPool, 'h'))
const moves = fc.oneof(
  fc.uniqueArray(step, { maxLength: 6, selector: ([id]) => id }),
  fc.uniqueArray(step, { minLength: 24, maxLength: 40, selector: ([id]) => id }),
)

const sorted = (ids: ReadonlyArray<string>): ReadonlyArray<string> => [...ids].sort()

/** The table after each id of `step` moved to its region: the ids of one region by one call, region after region. */
const movedBy = (table: PieceTable<Placed>, step: ReadonlyArray<readonly [string, string]>): PieceTable<Placed> => {
  let next = table
  for (const region of new Set(step.map(([, to]) => to))) next = movedTo(next, step.filter(([, to]) => to === region).map(([id]) => id), region)
  return next
}

describe('movedTo', () => {
  test.prop([records, moves, moves], { numRuns: 200 })('gives the table of the plain record with the pieces moved, twice over', (record, first, second) => {
    let plain: Record<string, Placed> = record
    let table = tableOf(record)
    for (const step of [first, second]) {
      const next: Record<string, Placed> = { ...plain }
      for (const [id, region] of step) {
        const piece = plain[id]
        if (piece !== undefined) next[id] = { ...piece, region }
      }
      const before = table
      const after = movedBy(table, step)
      for (const id of [...idPool, 'stranger']) expect(pieceOf(after, id)).toEqual(next[id])
      for (const region of [...regionPool, 'h'])
        expect(sorted(piecesIn(after, region))).toEqual(sorted(Object.keys(next).filter((id) => next[id]?.region === region)))
      expect(occupiedRegions(after)).toEqual([...new Set(Object.values(next).map((p) => p.region))].sort())
      expect(recordOf(tableOf(recordOf(after)))).toEqual(next)
      // The table it came from still answers as before.
      for (const id of idPool) expect(pieceOf(before, id)).toEqual(plain[id])
      plain = next
      table = after
    }
  })

  // A move of several armies is made an army at a time, each call on the table the one before made, which nobody
  // asks about: the armies may name the same piece (the rules refuse it, a caller may send it), which ends where the
  // last army naming it goes. The table, the library's own, was asked about first, so the tables between carry what it
  // worked out.
  const armies = fc.array(fc.tuple(fc.uniqueArray(fc.constantFrom(...idPool.slice(0, 12), 'stranger'), { maxLength: 5 }), fc.constantFrom(...regionPool, 'h')), {
    minLength: 2,
    maxLength: 4,
  })
  // Few pieces as well as many: with few, armies empty regions and fill others, the occupied regions' changes a
  // region named by two armies must not undo.
  const fewPieces = fc
    .uniqueArray(fc.constantFrom(...idPool.slice(0, 12)), { minLength: 1, maxLength: 12 })
    .chain((ids) => fc.tuple(fc.constant(ids), fc.array(fc.constantFrom(...regionPool), { minLength: ids.length, maxLength: ids.length })))
    .map(([ids, regions]) => Object.fromEntries(ids.map((id, i) => [id, { region: regions[i] ?? 'a', kind: 'x' }])) as Record<string, Placed>)
  test.prop([fc.oneof(records, fewPieces), armies], { numRuns: 300 })('moves armies that name the same piece as the plain record does, the last army winning', (record, move) => {
    const next: Record<string, Placed> = { ...record }
    for (const [ids, region] of move)
      for (const id of ids) {
        const piece = next[id]
        if (piece !== undefined) next[id] = { ...piece, region }
      }
    const table = ownTable(tableOf(record))
    occupiedRegions(table)
    for (const region of regionPool) piecesIn(table, region)
    let after = table
    for (const [ids, region] of move) after = movedTo(after, ids, region)
    for (const region of [...regionPool, 'h'])
      expect(sorted(piecesIn(after, region))).toEqual(sorted(Object.keys(next).filter((id) => next[id]?.region === region)))
    expect(occupiedRegions(after)).toEqual([...new Set(Object.values(next).map((p) => p.region))].sort())
    for (const id of [...idPool, 'stranger']) expect(pieceOf(after, id)).toEqual(next[id])
    expect(recordOf(after)).toEqual(next)
  })
})
