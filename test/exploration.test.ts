import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { applyMove, playerView, reveal, validateMove } from '../src/heroes/exploration.js'
import { compile, type Board } from '../src/board/graph.js'
import type { ExplorationToken, HeroesState, PendingExploration } from '../src/model/heroes-state.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import * as march from '../src/heroes/march.js'

const boardOf = (): Board => {
  const board = compile(demoIsles)
  if (E.isLeft(board)) throw new Error('demo-isles does not compile')
  return board.right
}
const isles = boardOf()

const position = (exploration: Record<string, ReadonlyArray<ExplorationToken>>, pending: PendingExploration | null = null): HeroesState => ({
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: { red: { warrior: 2 }, blue: { warrior: 2 } },
  units: { 'r-w': { faction: 'red', type: 'warrior', region: 'south-harbor' } },
  exploration,
  pending,
})

const swampTokens = [
  { id: 't1', kind: 'ruins' },
  { id: 't2', kind: 'gold' },
  { id: 't3', kind: 'monster' },
]

describe('reveal', () => {
  it('reveals one token of a plain land region and drops the emptied key', () => {
    const revealed = reveal(isles, position({ lowmeadow: [{ id: 't1', kind: 'ruins' }], fenmire: swampTokens }), 'red', 'lowmeadow')
    expect(revealed.events).toEqual([{ type: 'exploration-revealed', region: 'lowmeadow', token: 't1', kind: 'ruins' }])
    expect(revealed.state.exploration).toEqual({ fenmire: swampTokens })
    expect(revealed.state.pending).toEqual({ kind: 'exploration', faction: 'red', region: 'lowmeadow', revealed: { id: 't1', kind: 'ruins' }, more: 0 })
  })

  it('reveals the first of two swamp tokens, the second to follow', () => {
    const revealed = reveal(isles, position({ fenmire: swampTokens }), 'red', 'fenmire')
    expect(revealed.state.pending?.more).toBe(1)
    expect(revealed.state.exploration).toEqual({ fenmire: swampTokens.slice(1) })
    const lone = reveal(isles, position({ fenmire: swampTokens.slice(2) }), 'red', 'fenmire')
    expect(lone.state.pending?.more).toBe(0)
  })

  it('reveals nothing in a capital, a region without tokens, or while another token waits', () => {
    const state = position({ 'red-capital': swampTokens, fenmire: swampTokens })
    expect(reveal(isles, state, 'red', 'red-capital')).toEqual({ state, events: [] })
    expect(reveal(isles, state, 'red', 'oakwood')).toEqual({ state, events: [] })
    const waiting = position({ fenmire: swampTokens }, { kind: 'exploration', faction: 'blue', region: 'oakwood', revealed: { id: 'x', kind: null }, more: 0 })
    expect(reveal(isles, waiting, 'red', 'fenmire')).toEqual({ state: waiting, events: [] })
  })
})

describe('validateMove and applyMove', () => {
  const waiting = position({ fenmire: swampTokens.slice(1) }, { kind: 'exploration', faction: 'red', region: 'fenmire', revealed: { id: 't1', kind: 'ruins' }, more: 1 })

  it('refuses a token that is not the revealed one, or another faction resolving', () => {
    const wrong = validateMove(isles, waiting, { type: 'resolve-exploration', faction: 'blue', token: 't2' })
    expect(E.isLeft(wrong) && wrong.left).toEqual([
      expect.objectContaining({ code: 'NOT_REVEALED', token: 't2', revealed: 't1' }),
      expect.objectContaining({ code: 'NOT_OWNED', id: 't2', owner: 'red', actor: 'blue' }),
    ])
    const none = validateMove(isles, position({}), { type: 'resolve-exploration', faction: 'red', token: 't1' })
    expect(E.isLeft(none) && none.left).toEqual([expect.objectContaining({ code: 'NOT_REVEALED', revealed: null })])
  })

  it('resolves the first swamp token, reveals the second, then ends', () => {
    const first = applyMove(isles, waiting, { type: 'resolve-exploration', faction: 'red', token: 't1' })
    if (E.isLeft(first)) throw new Error('first resolution refused')
    expect(first.right.events).toEqual([
      { type: 'exploration-resolved', region: 'fenmire', token: 't1' },
      { type: 'exploration-revealed', region: 'fenmire', token: 't2', kind: 'gold' },
    ])
    expect(first.right.state.pending).toEqual({ kind: 'exploration', faction: 'red', region: 'fenmire', revealed: { id: 't2', kind: 'gold' }, more: 0 })
    expect(first.right.state.exploration).toEqual({ fenmire: [{ id: 't3', kind: 'monster' }] })
    const second = applyMove(isles, first.right.state, { type: 'resolve-exploration', faction: 'red', token: 't2' })
    expect(second).toEqual(
      E.right({
        state: { ...first.right.state, pending: null },
        events: [{ type: 'exploration-resolved', region: 'fenmire', token: 't2' }],
      }),
    )
  })

  it('ends the exploration when the second token is gone', () => {
    const emptied = position({}, { kind: 'exploration', faction: 'red', region: 'fenmire', revealed: { id: 't1', kind: 'ruins' }, more: 1 })
    const next = applyMove(isles, emptied, { type: 'resolve-exploration', faction: 'red', token: 't1' })
    expect(E.isRight(next) && next.right.state.pending).toBeNull()
  })
})

describe('playerView', () => {
  it('hides the kind of every face-down token but not the revealed one', () => {
    const state = position({ fenmire: swampTokens }, { kind: 'exploration', faction: 'red', region: 'lowmeadow', revealed: { id: 't0', kind: 'gold' }, more: 0 })
    const view = playerView(state, 'blue')
    expect(view.exploration).toEqual({ fenmire: swampTokens.map(({ id }) => ({ id, kind: null })) })
    expect(view.pending).toEqual(state.pending)
    expect(state.exploration?.['fenmire']?.[0]?.kind).toBe('ruins')
  })

  it('gives the same March verdicts on the view as on the full position', () => {
    const state = position({ fenmire: swampTokens, lowmeadow: [{ id: 't9', kind: 'monster' }] })
    const view = playerView(state, 'red')
    for (const to of isles.ids) {
      const move = { type: 'march', faction: 'red', units: ['r-w'], to } as const
      expect(march.validateMove(isles, view, move)).toEqual(march.validateMove(isles, state, move))
    }
  })
})
