// The heroes ruleset as one: dispatch between the March and exploration,
// the legal moves of a faction, and the scripted demo on demo-isles.
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile } from '../src/board/graph.js'
import type { ExplorationToken, HeroesMove, HeroesPiece, HeroesState, HeroesUnit, PendingExploration } from '../src/model/heroes-state.js'
import { heroesDemo } from '../src/demo/heroes.js'
import { legalMoves, validateMove } from '../src/heroes/heroes.js'
import type { MapFile } from '../src/model/map.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import type { RingState } from '../src/model/ring-state.js'

const speeds = { red: { serf: 2, warrior: 2, paladin: 1, hero: 3 }, blue: { serf: 2, warrior: 3 } }

const unit = (faction: string, type: string, region: string): HeroesUnit => ({ faction, type, region })

interface Extras {
  readonly vessels?: Record<string, HeroesPiece>
  readonly towers?: Record<string, HeroesPiece>
  readonly exploration?: Record<string, ReadonlyArray<ExplorationToken>>
  readonly marchSlots?: number
  readonly pending?: PendingExploration | null
}

const position = (units: Record<string, HeroesUnit>, extras: Extras = {}): HeroesState => ({
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds,
  units,
  ...extras,
})

const march = (faction: string, units: ReadonlyArray<string>, to: string, path?: ReadonlyArray<string>): HeroesMove =>
  path === undefined ? { type: 'march', faction, units, to } : { type: 'march', faction, units, to, path }

const warriorsIn = (region: string): Record<string, HeroesUnit> => ({ 'r-w1': unit('red', 'warrior', region), 'r-w2': unit('red', 'warrior', region) })

const swampPending = (token: ExplorationToken, more: number): PendingExploration => ({ kind: 'exploration', faction: 'red', region: 'fenmire', revealed: token, more })

const boardFor = (map: MapFile | undefined) => {
  const board = compile(map ?? demoIsles)
  if (E.isLeft(board)) throw new Error(board.left.map((e) => e.message).join('\n'))
  return board.right
}

describe('dispatch', () => {
  const board = boardFor(undefined)
  const ring: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} }

  it('refuses a heroes move on a ring position', () => {
    const verdict = validateMove(board, ring, march('red', ['r-w1'], 'oakwood'))
    expect(E.isLeft(verdict) && verdict.left).toEqual([expect.objectContaining({ code: 'WRONG_RULESET', ruleset: 'heroes', expected: 'ring' })])
  })

  it('offers the resolution while the faction explores, and nothing to the others', () => {
    const state = position(warriorsIn('fenmire'), { pending: swampPending({ id: 't1', kind: 'ruins' }, 0) })
    expect([...legalMoves(board, state, 'red')]).toEqual([{ type: 'resolve-exploration', faction: 'red', token: 't1' }])
    expect([...legalMoves(board, state, 'blue')]).toEqual([])
    const free = position(warriorsIn('fenmire'))
    expect([...legalMoves(board, free, 'red')].every((m) => m.type === 'march')).toBe(true)
    expect([...legalMoves(board, free, 'red')].length).toBeGreaterThan(0)
  })
})

describe('heroesDemo', () => {
  const lines = heroesDemo()
  const text = lines.join('\n')

  it('plays every step it promises', () => {
    expect(text).toContain('r-serf-1 moved from Amber Fields to South Harbor\n')
    expect(text).toContain('r-serf-2 moved from Cape West to Tidewood\n')
    expect(text).toContain('moved from Oakwood to Ashfield, through Red Capital')
    expect(text).toContain('MUST_STOP: The army must stop on entering the desert of Sunscar')
    expect(text).toContain('moved from Greenvale to Sunscar\n')
    expect(text).toContain('Battle in Lowmeadow: Red attacks Blue')
    expect(text).toMatch(/Token swamp-1 revealed[\s\S]*Token swamp-1 in Fenmire resolved[\s\S]*Token swamp-2 revealed[\s\S]*Token swamp-2 in Fenmire resolved/)
    expect(text).not.toContain('Token swamp-3 revealed')
    expect(text).toContain(
      'NO_PATH: The army cannot reach High Peaks in this March: the shortest way takes 2 steps, while r-paladin, the slowest unit of the army, moves at most 1.',
    )
    expect(text).toContain('r-warrior-4 and r-warrior-5 moved from Greenvale to High Peaks, through Oakwood')
  })

  it('ends with a March refused for every reason, each with its message', () => {
    const refusal = lines.slice(lines.findIndex((line) => line.startsWith('13.')))
    const codes = refusal.flatMap((line) => /^ {3}- ([A-Z_]+): ./.exec(line)?.[1] ?? [])
    expect(codes).toEqual(['DUPLICATE_ID', 'UNKNOWN_ID', 'NOT_OWNED', 'NOT_TOGETHER', 'TOO_FAR', 'MUST_STOP', 'IMPASSABLE', 'MUST_STOP'])
  })
})
