// Writes the long records of this folder from seeded playouts, when asked to:
//   WRITE_RECORDS=1 npx vitest run test/records/write.test.ts
// The records are committed; the replay tests read them as they are.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/index.js'
import { encodeRecord } from '../../src/json.js'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from '../../src/maps/index.js'
import { heroesPlayout, ringPlayout } from './playout.js'

const boardOf = (map: typeof demoIsles) => {
  const board = compile(map)
  if (board._tag === 'Left') throw new Error('a bundled map compiles')
  return board.right
}

// One move a minute from the start of the game, so that the record has times to read.
const timeOf = (index: number): string => new Date(Date.UTC(2026, 11, 1, 20, 0) + index * 60_000).toISOString().replace('.000Z', 'Z')

// One move a line, so that a record reads (and is changed by hand) as a game.
const written = (record: { readonly [key: string]: unknown }): string => {
  const { moves, ...head } = record
  const lines = (moves as ReadonlyArray<unknown>).map((entry) => `  ${JSON.stringify(entry)}`)
  return `${JSON.stringify(head, null, 2).replace(/\n}$/, '')},\n  "moves": [\n${lines.join(',\n')}\n  ]\n}\n`
}

describe.runIf(process.env['WRITE_RECORDS'] === '1')('the long records', () => {
  it('are written from seeded playouts', () => {
    const heroesGame = heroesPlayout(boardOf(demoIsles), demoIslesOpening, 2026, 160)
    const heroesRecord = encodeRecord(
      {
        format: 'marchlaw/record@1',
        map: 'demo-isles',
        state: demoIslesOpening,
        moves: heroesGame.moves.map(({ move, player }, index) => ({ move, player, time: timeOf(index), ...(index === 0 ? { comment: 'a seeded random game' } : {}) })),
      },
      { notation: true },
    )
    const ringGame = ringPlayout(boardOf(demoMarches), demoMarchesOpening, 2026, 160)
    const ringRecord = encodeRecord({ format: 'marchlaw/record@1', map: 'demo-marches', state: demoMarchesOpening, moves: ringGame.moves.map(({ move, player }) => ({ move, player })) })
    expect(heroesGame.moves.length).toBe(160)
    if (heroesRecord === null || ringRecord === null) throw new Error('a playout is a record')
    expect(ringGame.moves.length).toBe(160)
    writeFileSync(join(import.meta.dirname, 'heroes-demo-isles.json'), written(heroesRecord))
    writeFileSync(join(import.meta.dirname, 'ring-demo-marches.json'), written(ringRecord))
  })
})
