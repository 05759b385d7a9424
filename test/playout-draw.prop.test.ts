// randomMove's playout draw ({ draw: 'playout' }, issue 24): cheaper than the
// even draw and not even, but every move it gives is one legalMoves lists
// (so validateMove accepts it), and it is null only where legalMoves lists
// none. Played along whole playouts, on generated positions and on a region
// far above the stacking limit.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { army, compile } from '../src/index.js'
import * as ring from '../src/ring/ring.js'
import type { DieAction } from '../src/ring/army/legal-moves.js'
import type { Figure, RingState } from '../src/model/ring-state.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'
import { seeded } from './fixtures/seeded.js'

const sides = ['free', 'shadow'] as const
const dice: ReadonlyArray<DieAction> = ['army-die', 'character-die']
const key = (move: unknown): string => JSON.stringify(move)

describe("randomMove with { draw: 'playout' }", () => {
  test.prop([arbitraryRingPosition(ordinarySize), fc.constantFrom(...sides), fc.constantFrom(...dice), fc.nat()], { numRuns: 150 })(
    'gives a move legalMoves lists, and null only when it lists none',
    ({ board, state }, side, action, seed) => {
      const listed = new Set([...ring.legalMoves(board, state, side, action)].map(key))
      const move = ring.randomMove(board, state, side, action, seeded(seed), { draw: 'playout' })
      if (listed.size === 0) expect(move).toBeNull()
      else expect(listed.has(key(move))).toBe(true)
    },
  )

  test.prop([arbitraryRingPosition(ordinarySize), fc.nat()], { numRuns: 40 })('every move of a playout of 30 moves validates and applies', ({ board, state }, seed) => {
    const random = seeded(seed)
    let now = state
    for (let turn = 0; turn < 30; turn++) {
      const side = sides[turn % 2] ?? 'free'
      const action = dice[Math.floor(random() * 2)] ?? 'army-die'
      const move = ring.randomMove(board, now, side, action, random, { draw: 'playout' })
      if (move === null) {
        expect([...ring.legalMoves(board, now, side, action)]).toEqual([])
        continue
      }
      const applied = ring.applyMove(board, now, move)
      expect(E.isRight(applied) ? [] : applied.left.map((v) => v.code)).toEqual([])
      if (E.isRight(applied)) now = applied.right.state
    }
  })

  it('draws a legal move from a region of 10,000 figures beside the enemy', () => {
    const compiled = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, d: { kind: 'land' } }, adjacent: [['a', 'b'], ['a', 'd']] })
    if (E.isLeft(compiled)) throw new Error('the map compiles')
    const figures: Record<string, Figure> = { m1: { kind: 'regular', nation: 'mordor', region: 'd' } }
    for (let i = 0; i < 10000; i++) figures[`f${i}`] = { kind: i % 5 === 0 ? 'leader' : 'regular', nation: 'gondor', region: 'a' }
    const state: RingState = {
      format: 'marchlaw/state@1',
      ruleset: 'ring',
      nations: { gondor: { side: 'free', atWar: true }, mordor: { side: 'shadow', atWar: true } },
      figures,
    }
    const drawn = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      const move = army.randomMove(compiled.right, state, 'free', 'army-die', seeded(seed), { draw: 'playout' })
      if (move === null) throw new Error('a move exists')
      expect(E.isRight(ring.validateMove(compiled.right, state, move))).toBe(true)
      drawn.add(move.type)
    }
    // Both a move into b and an attack on d are drawn.
    expect([...drawn].sort()).toEqual(['army-die', 'attack'])
  })

  it('gives null for options of another shape, as for any argument it cannot read', () => {
    const compiled = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
    if (E.isLeft(compiled)) throw new Error('the map compiles')
    const state: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations: { gondor: { side: 'free', atWar: true } }, figures: { r1: { kind: 'regular', nation: 'gondor', region: 'a' } } }
    for (const options of [{ draw: 'fast' }, 7, 'playout', [], null] as const)
      expect(army.randomMove(compiled.right, state, 'free', 'army-die', Math.random, options as never)).toBeNull()
    expect(army.randomMove(compiled.right, state, 'free', 'army-die', Math.random, { draw: 'even' })).not.toBeNull()
  })
})
