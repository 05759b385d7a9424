// movedTo plans the next table of pieces from two lists (ids and their
// regions). A move of a few pieces is worked out in small lists, a move of
// many in sets and maps: both must give the table of the plain record with
// the pieces moved, read piece by piece, region by region, and whole.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { movedTo, pieceOf, recordOf, tableOf, type Placed } from '../src/core/piece-table.js'
import { occupiedRegions, piecesIn } from '../src/core/region-index.js'

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
      const after = movedTo(table, step.map(([id]) => id), step.map(([, region]) => region))
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
})
