// The heroes randomMove's playout draw ({ draw: 'playout' }, issue 24):
// cheaper than the even draw and not even, but every March it gives is one
// legalMoves lists (so applyMove takes it), and it is null only where
// legalMoves lists none. On generated positions, along playouts, and on
// Demo Isles.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile } from '../src/index.js'
import { demoIsles, demoIslesOpening } from '../src/maps/index.js'
import * as heroes from '../src/heroes/heroes.js'
import * as march from '../src/heroes/march.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { seeded } from './fixtures/seeded.js'

const key = (move: unknown): string => JSON.stringify(move)

describe("heroes randomMove with { draw: 'playout' }", () => {
  test.prop([anyHeroesPosition, fc.nat()], { numRuns: 150 })('gives a move legalMoves lists, and null only when it lists none', ({ board, state, factions }, seed) => {
    for (const faction of factions) {
      const listed = new Set([...heroes.legalMoves(board, state, faction)].map(key))
      const move = heroes.randomMove(board, state, faction, seeded(seed), { draw: 'playout' })
      if (listed.size === 0) expect(move).toBeNull()
      else expect(listed.has(key(move))).toBe(true)
    }
  })

  test.prop([anyHeroesPosition, fc.nat()], { numRuns: 40 })('every move of a playout of 30 moves applies', ({ board, state, factions }, seed) => {
    const random = seeded(seed)
    let now = state
    for (let turn = 0; turn < 30; turn++) {
      const faction = now.pending?.faction ?? factions[turn % factions.length] ?? 'red'
      const move = heroes.randomMove(board, now, faction, random, { draw: 'playout' })
      if (move === null) {
        expect([...heroes.legalMoves(board, now, faction)]).toEqual([])
        continue
      }
      const applied = heroes.applyMove(board, now, move)
      expect(E.isRight(applied) ? [] : applied.left.map((v) => v.code)).toEqual([])
      if (E.isRight(applied)) now = applied.right.state
    }
  })

  it('draws Marches from every origin of Demo Isles, the same ones for the same seed', () => {
    const board = compile(demoIsles)
    if (E.isLeft(board)) throw new Error('a bundled map compiles')
    const listed = new Set([...march.legalMoves(board.right, demoIslesOpening, 'red')].map(key))
    const origins = new Set<string>()
    for (let seed = 1; seed <= 200; seed++) {
      const move = march.randomMove(board.right, demoIslesOpening, 'red', seeded(seed), { draw: 'playout' })
      expect(listed.has(key(move))).toBe(true)
      expect(march.randomMove(board.right, demoIslesOpening, 'red', seeded(seed), { draw: 'playout' })).toEqual(move)
      if (move !== null) origins.add(demoIslesOpening.units[move.units[0] ?? '']?.region ?? '')
    }
    expect([...origins].sort()).toEqual(['amber-fields', 'cape-west', 'greenvale', 'oakwood'])
  })

  it('gives null for options of another shape, as for any argument it cannot read', () => {
    const board = compile(demoIsles)
    if (E.isLeft(board)) throw new Error('a bundled map compiles')
    for (const options of [{ draw: 'fast' }, 7, 'playout', [], null] as const) {
      expect(heroes.randomMove(board.right, demoIslesOpening, 'red', Math.random, options as never)).toBeNull()
      expect(march.randomMove(board.right, demoIslesOpening, 'red', Math.random, options as never)).toBeNull()
    }
    expect(heroes.randomMove(board.right, demoIslesOpening, 'red', Math.random, { draw: 'even' })).not.toBeNull()
  })
})
