import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as army from '../src/ring/army.js'
import { ringDemo } from '../src/demo/ring.js'
import * as eventMovement from '../src/ring/event-movement.js'
import { compile, type Board } from '../src/board/graph.js'
import type { HeroesState } from '../src/model/heroes-state.js'
import { lintMap } from '../src/board/lint.js'
import { demoMarches } from '../src/maps/demo-marches.js'
import * as ring from '../src/ring/ring.js'
import type { RingMove, RingState } from '../src/model/ring-state.js'

const compiled = compile({
  format: 'marchlaw/map@1',
  regions: {
    a: { kind: 'land', nation: 'gondor', settlement: 'town' },
    b: { kind: 'land' },
    c: { kind: 'land', nation: 'mordor', settlement: 'stronghold' },
  },
  adjacent: [
    ['a', 'b'],
    ['b', 'c'],
  ],
})
if (E.isLeft(compiled)) throw new Error('map does not compile')
const board: Board = compiled.right

const state: RingState = {
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: { gondor: { side: 'free', atWar: true }, mordor: { side: 'shadow', atWar: true } },
  figures: {
    g1: { kind: 'regular', nation: 'gondor', region: 'a' },
    g2: { kind: 'regular', nation: 'gondor', region: 'a' },
    gl: { kind: 'leader', nation: 'gondor', region: 'a' },
    o1: { kind: 'regular', nation: 'mordor', region: 'c' },
  },
}

const heroesState: HeroesState = {
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: { red: { serf: 1 } },
  units: { s1: { faction: 'red', type: 'serf', region: 'a' } },
}

const moves: ReadonlyArray<RingMove> = [
  { type: 'army-die', side: 'free', moves: [{ figures: ['g1', 'g2', 'gl'], to: 'b' }] },
  { type: 'character-die', side: 'free', moves: [{ figures: ['g1', 'gl'], to: 'b' }] },
  { type: 'event-move', side: 'shadow', allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['o1'], path: ['b', 'a'] }] },
  { type: 'army-die', side: 'free', moves: [{ figures: ['g1'], to: 'c' }] },
  { type: 'event-move', side: 'free', allowance: { armies: 1, regions: 1 }, moves: [{ figures: ['g1', 'g2', 'gl'], path: ['b', 'c'] }] },
]

describe('ring dispatch', () => {
  it('gives the verdict of the module of the move type', () => {
    for (const move of moves) {
      const own = move.type === 'event-move' ? eventMovement.validateMove(board, state, move) : army.validateMove(board, state, move)
      expect(ring.validateMove(board, state, move)).toEqual(own)
      const applied = move.type === 'event-move' ? eventMovement.applyMove(board, state, move) : army.applyMove(board, state, move)
      expect(ring.applyMove(board, state, move)).toEqual(applied)
    }
  })

  it('captures on the way with an event move', () => {
    const open: RingState = { ...state, figures: { gl: { kind: 'leader', nation: 'gondor', region: 'a' }, o1: { kind: 'regular', nation: 'mordor', region: 'c' } } }
    const result = ring.applyMove(board, open, { type: 'event-move', side: 'shadow', allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['o1'], path: ['b', 'a'] }] })
    expect(E.isRight(result) ? result.right.events.map((e) => e.type) : []).toEqual(['moved', 'settlement-captured'])
    expect(E.isRight(result) ? result.right.state.control : undefined).toEqual({ a: 'shadow' })
  })

  it('refuses a heroes move, and any move on a heroes position', () => {
    const march = { type: 'march', faction: 'red', units: ['s1'], to: 'b' } as const
    expect(ring.validateMove(board, state, march)).toMatchObject(E.left([{ code: 'WRONG_RULESET', ruleset: 'heroes', expected: 'ring' }]))
    const die = moves[0] ?? { type: 'army-die', side: 'free', moves: [] }
    expect(ring.applyMove(board, heroesState, die)).toMatchObject(E.left([{ code: 'WRONG_RULESET', ruleset: 'ring', expected: 'heroes' }]))
  })

  it('lists legal moves and reach of a die or of an allowance', () => {
    expect([...ring.legalMoves(board, state, 'free', 'army-die')]).toEqual([...army.legalMoves(board, state, 'free', 'army-die')])
    const allowance = { armies: 2, regions: 2 }
    expect([...ring.legalMoves(board, state, 'shadow', allowance)]).toEqual([...eventMovement.legalMoves(board, state, 'shadow', allowance)])
    expect(ring.reach(board, state, ['o1'], allowance)).toEqual(eventMovement.reach(board, state, ['o1'], allowance))
    expect(ring.reach(board, state, ['g1', 'gl'], 'character-die')).toEqual(army.reach(board, state, ['g1', 'gl'], 'character-die'))
    for (const move of ring.legalMoves(board, state, 'shadow', allowance)) expect(E.isRight(ring.validateMove(board, state, move))).toBe(true)
  })
})

describe('the demo-marches map', () => {
  it('is lint clean', () => {
    expect(lintMap(demoMarches)).toEqual({ errors: [], warnings: [] })
  })

  it('has a name, twenty or more regions, each placed on a 1000 x 700 canvas', () => {
    expect(demoMarches.name).toBe('Demo Marches')
    const ids = Object.keys(demoMarches.regions)
    expect(ids.length).toBeGreaterThanOrEqual(20)
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
      const [x = -1, y = -1] = demoMarches.layout?.[id] ?? []
      expect(x >= 0 && x <= 1000 && y >= 0 && y <= 700, id).toBe(true)
    }
  })

  it('has every settlement kind, regions of no nation and two or more impassable borders', () => {
    const regions = Object.values(demoMarches.regions)
    expect(new Set(regions.map((r) => r.settlement).filter((s) => s !== undefined))).toEqual(new Set(['town', 'city', 'stronghold', 'fortification']))
    expect(regions.filter((r) => r.kind === 'land' && r.nation === undefined).length).toBeGreaterThan(0)
    expect(demoMarches.impassable?.length ?? 0).toBeGreaterThanOrEqual(2)
    expect(new Set(regions.map((r) => r.nation).filter((n) => n !== undefined)).size).toBeGreaterThanOrEqual(8)
  })
})

describe('the ring demo', () => {
  const lines = ringDemo()

  it('shows legal moves and refuses one move for each reason', () => {
    expect(lines.filter((line) => line.trim() === 'legal:').length).toBeGreaterThanOrEqual(6)
    for (const code of [
      'LEADER_ALONE', 'NEEDS_LEADER', 'MOVED_TWICE', 'NOT_AT_WAR', 'STACKING_LIMIT', 'ENEMY_ARMY', 'NOT_AN_ARMY', 'TOO_MANY_ARMIES',
      'EMPTY_ARMY', 'NO_MOVEMENT', 'NOT_ADJACENT', 'IMPASSABLE', 'NOT_LAND', 'TOO_FAR', 'DUPLICATE_ID', 'UNKNOWN_ID', 'NOT_OWNED',
      'NOT_TOGETHER', 'WRONG_RULESET',
    ])
      expect(lines.some((line) => line.includes(`- ${code}`)), code).toBe(true)
  })

  it('captures by die and by event card on the way', () => {
    expect(lines).toContain('   - River Watch captured by the Shadow from the Free Peoples')
    expect(lines).toContain('   - Old Bridge captured by the Shadow from the Free Peoples')
    expect(lines.some((line) => line.includes('moved from Ash Plain to Crossroads, through Ash Gate, River Watch and Old Bridge'))).toBe(true)
  })
})
