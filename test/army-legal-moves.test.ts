// The legal die moves and the reach of a group (ring) on a small map: what an army may do, listed.
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as army from '../src/ring/army.js'
import { board, fig, gondorHost, position } from './fixtures/army-die.js'

describe('legal moves', () => {
  const pair = position({ g1: fig('regular', 'gondor', 'minas'), g2: fig('regular', 'gondor', 'minas') })

  it('lists each canonical move once, with the lowest ids', () => {
    const moves = [...army.legalMoves(board, pair, 'free', 'army-die')].flatMap((m) => (m.type === 'attack' ? [] : [m.moves]))
    expect(moves).toEqual([
      [{ figures: ['g1'], to: 'osgiliath' }],
      [{ figures: ['g1'], to: 'plain' }],
      [{ figures: ['g1', 'g2'], to: 'osgiliath' }],
      [{ figures: ['g1', 'g2'], to: 'plain' }],
      [
        { figures: ['g1'], to: 'osgiliath' },
        { figures: ['g2'], to: 'plain' },
      ],
    ])
  })

  it('yields only moves that validate, each once', () => {
    for (const [state, side] of [
      [gondorHost, 'free'],
      [gondorHost, 'shadow'],
    ] as const) {
      for (const action of ['army-die', 'character-die'] as const) {
        const moves = [...army.legalMoves(board, state, side, action)]
        expect(moves.length).toBeGreaterThan(0)
        for (const move of moves) expect(army.validateMove(board, state, move)).toEqual(E.right(move))
        expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(moves.length)
      }
    }
  })

  it('yields Character die moves only for groups with a Leader or Character', () => {
    const moves = [...army.legalMoves(board, gondorHost, 'free', 'character-die')]
    for (const move of moves) expect(move.type === 'attack' ? move.figures : move.moves[0]?.figures).toContain('gl')
  })

  it('finds a pair legal only in one order', () => {
    const tight = position(
      {
        a1: fig('regular', 'gondor', 'minas'),
        b1: fig('regular', 'gondor', 'osgiliath'),
      },
      { stackingLimit: 1 },
    )
    const moves = [...army.legalMoves(board, tight, 'free', 'army-die')].flatMap((m) => (m.type === 'attack' ? [] : [m.moves]))
    expect(moves).toContainEqual([
      { figures: ['b1'], to: 'ithilien' },
      { figures: ['a1'], to: 'osgiliath' },
    ])
    expect(moves).not.toContainEqual([
      { figures: ['a1'], to: 'osgiliath' },
      { figures: ['b1'], to: 'ithilien' },
    ])
  })
})

describe('reach', () => {
  it('lists every region: reachable with its path, or why not', () => {
    const where = army.reach(board, gondorHost, ['g1', 'g2', 'g3', 'gl'], 'army-die')
    expect(where.origin).toBe('minas')
    expect(where.reachable).toEqual({ osgiliath: ['osgiliath'], plain: ['plain'] })
    expect(Object.keys({ ...where.reachable, ...where.unreachable }).sort()).toEqual([...board.ids].sort())
    expect(where.unreachable['minas']?.map((v) => v.code)).toEqual(['NO_MOVEMENT'])
    expect(where.unreachable['peak']?.map((v) => v.code)).toEqual(['IMPASSABLE'])
    expect(where.unreachable['morgul']?.map((v) => v.code)).toEqual(['NOT_ADJACENT', 'ENEMY_ARMY'])
  })

  it('has no origin for an invalid group, and explains every region', () => {
    const where = army.reach(board, gondorHost, ['zz'], 'character-die')
    expect(where.origin).toBeNull()
    expect(where.reachable).toEqual({})
    expect(Object.keys(where.unreachable)).toHaveLength(board.ids.length)
  })
})
