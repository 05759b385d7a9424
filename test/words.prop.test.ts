// The words of every violation on generated boards and positions: one line, nothing undefined, and every region the
// evidence names appears by its name.
import { describe, expect } from 'vitest'
import { test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from '../src/board/graph.js'
import * as march from '../src/heroes/march.js'
import type { MapFile } from '../src/model/map.js'
import * as ring from '../src/ring/ring.js'
import type { Violation } from '../src/model/violation.js'
import { anyHeroesPosition, arbitraryMarchChoice, buildMarch } from '../src/arbitraries/heroes.js'
import { arbitraryDieScene, arbitraryEventScene } from '../src/arbitraries/ring-moves.js'

/** The board of `map` with every region named "Region <id>". */
const named = (map: MapFile): Board => {
  const regions = Object.fromEntries(Object.entries(map.regions).map(([id, region]) => [id, { ...region, name: `Region ${id}` }]))
  const board = compile({ ...map, regions })
  if (E.isLeft(board)) throw new Error('a generated map compiles with names too')
  return board.right
}

const regionsOf = (v: Violation): ReadonlyArray<string> => {
  if (v.code === 'UNKNOWN_ID') return []
  const record: Readonly<Record<string, unknown>> = v
  const single = ['region', 'from', 'to', 'last'].flatMap((field) => (typeof record[field] === 'string' ? [String(record[field])] : []))
  return v.code === 'NOT_TOGETHER' ? [...single, ...v.regions] : single
}

const wellWorded = (board: Board, violations: ReadonlyArray<Violation>): void => {
  for (const v of violations) {
    expect(v.message.length).toBeGreaterThan(0)
    expect(v.message).not.toMatch(/\n|undefined|\[object|NaN/)
    for (const id of regionsOf(v)) if (board.regions.has(id)) expect(v.message, v.code).toContain(`Region ${id}`)
    if (v.code === 'NO_PATH') wellWorded(board, v.reasons)
  }
}

describe('words on generated positions', () => {
  test.prop([anyHeroesPosition, arbitraryMarchChoice])('every refused March reads well, in the names of the map', (position, choice) => {
    const board = named(position.board.map)
    const verdict = march.validateMove(board, position.state, buildMarch(position, choice))
    if (E.isLeft(verdict)) wellWorded(board, verdict.left)
  })

  test.prop([arbitraryDieScene()])('every refused die move reads well, in the names of the map', ({ position, move }) => {
    const board = named(position.board.map)
    const verdict = ring.validateMove(board, position.state, move)
    if (E.isLeft(verdict)) wellWorded(board, verdict.left)
  })

  test.prop([arbitraryEventScene()])('every refused event move reads well, in the names of the map', ({ position, move }) => {
    const board = named(position.board.map)
    const verdict = ring.validateMove(board, position.state, move)
    if (E.isLeft(verdict)) wellWorded(board, verdict.left)
  })
})
