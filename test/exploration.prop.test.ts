import { describe, expect } from 'vitest'
import { test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import type { Board } from '../src/board/graph.js'
import type { HeroesState, MarchMove, PendingExploration, ResolveExplorationMove } from '../src/model/heroes-state.js'
import * as march from '../src/heroes/march.js'
import * as exploration from '../src/heroes/exploration.js'
import * as heroes from '../src/heroes/heroes.js'
import type { Violations } from '../src/model/violation.js'
import { anyHeroesPosition, arbitraryMarches, type HeroesPosition } from '../src/arbitraries/heroes.js'
import { arbitraryValidMarches } from './arbitrary/heroes.js'

const codesOf = (verdict: E.Either<Violations, unknown>): ReadonlyArray<string> =>
  E.isLeft(verdict) ? [...new Set(verdict.left.map((v) => v.code))].sort() : []

const show = (move: MarchMove): string => JSON.stringify(move)

const tokensIn = (state: HeroesState, region: string) => state.exploration?.[region] ?? []

const isSwamp = (board: Board, region: string): boolean => board.map.regions[region]?.terrain === 'swamp'

/** The position with face-down tokens laid in every capital too: a capital must still reveal nothing. */
const withCapitalTokens = (position: HeroesPosition): HeroesState => {
  if (position.state.exploration === undefined) return position.state
  const laid = Object.fromEntries(position.capitals.map((capital, i) => [capital, [{ id: `tc${i}`, kind: 'gold' }]]))
  return { ...position.state, exploration: { ...position.state.exploration, ...laid } }
}

/** The position with an exploration pending, one generated or else one laid in the first land region. */
const withPending = (position: HeroesPosition, more: number): HeroesState => {
  const { state, factions, lands } = position
  if ((state.pending ?? null) !== null) return state
  const pending: PendingExploration = {
    kind: 'exploration',
    faction: factions[0] ?? 'blue',
    region: lands[0] ?? 'a',
    revealed: { id: 't0', kind: 'ruins' },
    more,
  }
  return { ...state, pending }
}

describe('exploration: what a march reveals', () => {
  test.prop([arbitraryValidMarches(5)], { numRuns: 120 })('a march ending on tokens reveals exactly the first; passing through reveals nothing', ({ position, moves }) => {
    const { board } = position
    const state = withCapitalTokens(position)
    for (const move of moves) {
      const applied = march.applyMove(board, state, move)
      expect(E.isRight(applied), show(move)).toBe(true)
      if (E.isLeft(applied)) continue
      const { state: next, events } = applied.right
      const { to } = move
      const tokens = board.map.regions[to]?.kind === 'land' ? tokensIn(state, to) : []
      const [first, ...rest] = tokens
      // every other region keeps its tokens, those passed through included
      for (const region of Object.keys(state.exploration ?? {}))
        if (region !== to || first === undefined) expect(tokensIn(next, region), region).toEqual(tokensIn(state, region))
      if (first === undefined) {
        expect(next.exploration).toEqual(state.exploration)
        expect('exploration' in next).toBe('exploration' in state)
        expect('pending' in next).toBe('pending' in state)
        expect(next.pending).toEqual(state.pending)
        expect(events.map((e) => e.type)).not.toContain('exploration-revealed')
      } else {
        expect(next.pending, show(move)).toEqual({
          kind: 'exploration',
          faction: move.faction,
          region: to,
          revealed: first,
          more: isSwamp(board, to) ? Math.min(1, rest.length) : 0,
        })
        if (rest.length === 0) expect(Object.keys(next.exploration ?? {})).not.toContain(to)
        else expect(next.exploration?.[to]).toEqual(rest)
        expect(events[events.length - 1]).toEqual({ type: 'exploration-revealed', region: to, token: first.id, kind: first.kind })
        expect(events.filter((e) => e.type === 'exploration-revealed')).toHaveLength(1)
      }
    }
  })

  test.prop([arbitraryValidMarches(4)], { numRuns: 100 })('resolving every revealed token empties a swamp of two tokens and any other region of one', ({ position, moves }) => {
    const { board, state } = position
    for (const move of moves) {
      const applied = heroes.applyMove(board, state, move)
      expect(E.isRight(applied), show(move)).toBe(true)
      if (E.isLeft(applied)) continue
      let now = applied.right.state
      const revealed = applied.right.events.filter((e) => e.type === 'exploration-revealed').map((e) => (e.type === 'exploration-revealed' ? e.token : ''))
      const resolved: string[] = []
      for (let round = 0; round < 4 && (now.pending ?? null) !== null; round++) {
        // while pending, the faction's only legal move is to resolve the revealed token; the others have none
        const offered = [...heroes.legalMoves(board, now, move.faction)]
        expect(offered).toEqual([{ type: 'resolve-exploration', faction: move.faction, token: now.pending?.revealed.id }])
        for (const faction of position.factions.filter((f) => f !== move.faction)) expect([...heroes.legalMoves(board, now, faction)]).toEqual([])
        const [resolve] = offered
        if (resolve === undefined) break
        const step = heroes.applyMove(board, now, resolve)
        expect(E.isRight(step)).toBe(true)
        if (E.isLeft(step)) break
        for (const event of step.right.events) {
          if (event.type === 'exploration-resolved') resolved.push(event.token)
          if (event.type === 'exploration-revealed') revealed.push(event.token)
        }
        now = step.right.state
      }
      expect(now.pending ?? null).toBeNull()
      const tokens = board.map.regions[move.to]?.kind === 'land' ? tokensIn(state, move.to) : []
      const count = tokens.length === 0 ? 0 : isSwamp(board, move.to) ? Math.min(2, tokens.length) : 1
      expect(revealed, show(move)).toEqual(tokens.slice(0, count).map((t) => t.id))
      expect(resolved).toEqual(revealed)
      expect(tokensIn(now, move.to)).toEqual(tokens.slice(count))
    }
  })
})

describe('exploration: a pending exploration', () => {
  test.prop([arbitraryMarches(6)], { numRuns: 80 })('while an exploration is pending, every march is EXPLORATION_PENDING', ({ position, moves }) => {
    const { board, factions } = position
    const state = withPending(position, 0)
    const pending = state.pending ?? null
    expect(pending).not.toBeNull()
    if (pending === null) return
    for (const move of moves) {
      const verdict = march.validateMove(board, state, move)
      expect(E.isLeft(verdict), show(move)).toBe(true)
      if (E.isLeft(verdict)) {
        expect(verdict.left.filter((v) => v.code === 'EXPLORATION_PENDING')).toEqual([
          expect.objectContaining({ code: 'EXPLORATION_PENDING', region: pending.region, token: pending.revealed.id }),
        ])
      }
      expect(E.isLeft(march.applyMove(board, state, move))).toBe(true)
    }
    for (const faction of factions) {
      expect([...march.legalMoves(board, state, faction)]).toEqual([])
      expect([...heroes.legalMoves(board, state, faction)]).toEqual(
        faction === pending.faction ? [{ type: 'resolve-exploration', faction, token: pending.revealed.id }] : [],
      )
    }
  })

  test.prop([anyHeroesPosition], { numRuns: 120 })('resolving the revealed token clears the exploration or reveals the next in a swamp', (position) => {
    const { board } = position
    const state = withPending(position, 1)
    const pending = state.pending ?? null
    if (pending === null) return
    const move: ResolveExplorationMove = { type: 'resolve-exploration', faction: pending.faction, token: pending.revealed.id }
    expect(E.isRight(exploration.validateMove(board, state, move))).toBe(true)
    const applied = exploration.applyMove(board, state, move)
    expect(E.isRight(applied)).toBe(true)
    if (E.isLeft(applied)) return
    const { state: next, events } = applied.right
    expect(events[0]).toEqual({ type: 'exploration-resolved', region: pending.region, token: pending.revealed.id })
    const [following, ...rest] = tokensIn(state, pending.region)
    if (pending.more > 0 && following !== undefined) {
      expect(next.pending).toEqual({ ...pending, revealed: following, more: pending.more - 1 })
      expect(events.slice(1)).toEqual([{ type: 'exploration-revealed', region: pending.region, token: following.id, kind: following.kind }])
      if (rest.length === 0) expect(Object.keys(next.exploration ?? {})).not.toContain(pending.region)
      else expect(next.exploration?.[pending.region]).toEqual(rest)
    } else {
      expect(next.pending).toBeNull()
      expect(events).toHaveLength(1)
      expect(next.exploration).toEqual(state.exploration)
      expect('exploration' in next).toBe('exploration' in state)
    }
    for (const region of Object.keys(state.exploration ?? {}))
      if (region !== pending.region) expect(next.exploration?.[region]).toEqual(state.exploration?.[region])
    expect(next.units).toEqual(state.units)
    expect(next.marchSlots).toEqual(state.marchSlots)
    expect(heroes.applyMove(board, state, move)).toEqual(applied)
  })

  test.prop([anyHeroesPosition], { numRuns: 80 })('resolving any other token is NOT_REVEALED; another faction is NOT_OWNED', (position) => {
    const { board, state, factions } = position
    const revealed = (state.pending ?? null)?.revealed.id ?? null
    const others = ['zz', 't0', ...Object.values(state.exploration ?? {}).flatMap((tokens) => tokens.map((t) => t.id))].filter((t) => t !== revealed)
    for (const faction of factions) {
      for (const token of others) {
        const verdict = exploration.validateMove(board, state, { type: 'resolve-exploration', faction, token })
        expect(E.isLeft(verdict)).toBe(true)
        if (E.isLeft(verdict)) expect(verdict.left).toContainEqual(expect.objectContaining({ code: 'NOT_REVEALED', token, revealed }))
        expect(E.isLeft(exploration.applyMove(board, state, { type: 'resolve-exploration', faction, token }))).toBe(true)
      }
      const pending = state.pending ?? null
      if (pending !== null && revealed !== null && faction !== pending.faction) {
        const verdict = exploration.validateMove(board, state, { type: 'resolve-exploration', faction, token: revealed })
        expect(codesOf(verdict)).toContain('NOT_OWNED')
        expect(codesOf(verdict)).not.toContain('NOT_REVEALED')
      }
    }
  })
})

describe('exploration: the player view', () => {
  test.prop([anyHeroesPosition], { numRuns: 100 })('a player view hides every face-down kind and nothing else', (position) => {
    const { state, factions } = position
    for (const faction of factions) {
      const view = exploration.playerView(state, faction)
      expect('exploration' in view).toBe('exploration' in state)
      const hidden = state.exploration === undefined
        ? undefined
        : Object.fromEntries(Object.entries(state.exploration).map(([region, tokens]) => [region, tokens.map((t) => ({ id: t.id, kind: null }))]))
      expect(view.exploration).toEqual(hidden)
      // the revealed token lies face up
      expect(view.pending).toEqual(state.pending)
      const { exploration: _shown, ...restOfState } = state
      const { exploration: _hidden, ...restOfView } = view
      expect(restOfView).toEqual(restOfState)
      expect(exploration.playerView(view, faction)).toEqual(view)
    }
  })
})
