import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as eventMovement from '../src/ring/event-movement.js'
import { compile, type Board } from '../src/board/graph.js'
import type { MapFile } from '../src/model/map.js'
import type { Allowance, EventMove, Figure, RingState, Side } from '../src/model/ring-state.js'
import type { Violation } from '../src/model/violation.js'

// A road of Gondor: minas - osgiliath - ithilien - morgul, with a side road minas - plain -
// edoras (Rohan) and plain - ithilien; peak behind an impassable line from minas.
const roadMap: MapFile = {
  format: 'marchlaw/map@1',
  regions: {
    minas: { kind: 'land', nation: 'gondor', settlement: 'city' },
    osgiliath: { kind: 'land', nation: 'gondor', settlement: 'town' },
    ithilien: { kind: 'land', nation: 'gondor', settlement: 'fortification' },
    morgul: { kind: 'land', nation: 'mordor', settlement: 'stronghold' },
    plain: { kind: 'land' },
    edoras: { kind: 'land', nation: 'rohan', settlement: 'town' },
    peak: { kind: 'land' },
  },
  adjacent: [
    ['minas', 'osgiliath'],
    ['osgiliath', 'ithilien'],
    ['ithilien', 'morgul'],
    ['minas', 'plain'],
    ['plain', 'edoras'],
    ['plain', 'ithilien'],
    ['plain', 'peak'],
  ],
  impassable: [['minas', 'peak']],
}

const compiled = compile(roadMap)
if (E.isLeft(compiled)) throw new Error('road map does not compile')
const board: Board = compiled.right

const fig = (kind: Figure['kind'], nation: string, region: string): Figure => ({ kind, nation, region })

const position = (figures: Record<string, Figure>, extra: Partial<RingState> = {}): RingState => ({
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: {
    gondor: { side: 'free', atWar: true },
    rohan: { side: 'free', atWar: true },
    mordor: { side: 'shadow', atWar: true },
  },
  figures,
  ...extra,
})

const card = (side: Side, allowance: Allowance, ...moves: ReadonlyArray<readonly [ReadonlyArray<string>, ReadonlyArray<string>]>): EventMove => ({
  type: 'event-move',
  side,
  allowance,
  moves: moves.map(([figures, path]) => ({ figures, path })),
})

const violationsOf = (state: RingState, move: EventMove): ReadonlyArray<Violation> => {
  const verdict = eventMovement.validateMove(board, state, move)
  return E.isLeft(verdict) ? verdict.left : []
}

const codes = (state: RingState, move: EventMove): ReadonlyArray<string> =>
  violationsOf(state, move)
    .map((v) => v.code)
    .sort()

const applied = (state: RingState, move: EventMove) => {
  const result = eventMovement.applyMove(board, state, move)
  if (E.isLeft(result)) throw new Error(result.left.map((v) => v.message).join(' '))
  return result.right
}

const two: Allowance = { armies: 2, regions: 2 }
const three: Allowance = { armies: 2, regions: 3 }

const host = position({
  o1: fig('regular', 'mordor', 'morgul'),
  o2: fig('elite', 'mordor', 'morgul'),
  nz: fig('nazgul', 'mordor', 'morgul'),
  gl: fig('leader', 'gondor', 'osgiliath'),
  g1: fig('regular', 'gondor', 'minas'),
})

describe('event move: several regions', () => {
  it('moves an army along its path, capturing every enemy settlement on the way, in order', () => {
    const next = applied(host, card('shadow', three, [['o1', 'o2'], ['ithilien', 'osgiliath']]))
    expect(next.events).toEqual([
      { type: 'moved', figures: ['o1', 'o2'], from: 'morgul', to: 'osgiliath', path: ['ithilien', 'osgiliath'] },
      { type: 'settlement-captured', region: 'ithilien', by: 'shadow', from: 'free' },
      { type: 'settlement-captured', region: 'osgiliath', by: 'shadow', from: 'free' },
    ])
    expect(next.state.control).toEqual({ ithilien: 'shadow', osgiliath: 'shadow' })
    expect(next.state.figures['o2']?.region).toBe('osgiliath')
    expect(next.state.figures['nz']?.region).toBe('morgul')
  })

  it('lets a later army see what an earlier one captured', () => {
    const next = applied(host, card('shadow', three, [['o1'], ['ithilien']], [['o2'], ['ithilien', 'plain']]))
    expect(next.events.filter((e) => e.type === 'settlement-captured')).toEqual([
      { type: 'settlement-captured', region: 'ithilien', by: 'shadow', from: 'free' },
    ])
  })

  it('refuses a path longer than the card allows, and more armies', () => {
    expect(violationsOf(host, card('shadow', two, [['o1'], ['ithilien', 'osgiliath', 'minas']]))).toMatchObject([
      { code: 'TOO_FAR', steps: 3, limit: 2, army: 0 },
      { code: 'ENEMY_ARMY', region: 'minas' },
    ])
    const many = card('shadow', { armies: 1, regions: 2 }, [['o1'], ['ithilien']], [['o2'], ['ithilien']])
    expect(violationsOf(host, many)).toMatchObject([{ code: 'TOO_MANY_ARMIES', count: 2, limit: 1 }])
  })

  it('refuses an empty path and a path back to the origin', () => {
    expect(violationsOf(host, card('shadow', two, [['o1'], []]))).toMatchObject([{ code: 'NO_MOVEMENT', region: 'morgul' }])
    expect(codes(host, card('shadow', two, [['o1'], ['ithilien', 'morgul']]))).toEqual(['NO_MOVEMENT'])
    expect(codes(host, card('shadow', two))).toEqual(['EMPTY_ARMY'])
  })

  it('refuses steps that are not adjacent or cross an impassable line', () => {
    expect(violationsOf(host, card('free', three, [['g1'], ['plain', 'morgul']]))).toMatchObject([
      { code: 'NOT_ADJACENT', from: 'plain', to: 'morgul' },
      { code: 'ENEMY_ARMY', region: 'morgul' },
    ])
    expect(violationsOf(host, card('free', three, [['g1'], ['peak']]))).toMatchObject([{ code: 'IMPASSABLE', from: 'minas', to: 'peak' }])
  })

  it('refuses passing through enemy Army units, but not through enemy Leaders alone', () => {
    const blocked = position({ g1: fig('regular', 'gondor', 'minas'), o1: fig('regular', 'mordor', 'osgiliath'), nz: fig('nazgul', 'mordor', 'plain') })
    expect(violationsOf(blocked, card('free', three, [['g1'], ['osgiliath', 'ithilien']]))).toMatchObject([
      { code: 'ENEMY_ARMY', region: 'osgiliath', units: ['o1'] },
    ])
    expect(codes(blocked, card('free', three, [['g1'], ['plain', 'ithilien']]))).toEqual([])
  })

  it("keeps a nation not At War out of every other nation's region on the way", () => {
    const peace = position({ g1: fig('regular', 'gondor', 'minas') }, { nations: { gondor: { side: 'free', atWar: false }, rohan: { side: 'free', atWar: true } } })
    expect(violationsOf(peace, card('free', three, [['g1'], ['plain', 'edoras']]))).toMatchObject([
      { code: 'NOT_AT_WAR', region: 'edoras', nations: ['gondor'], regionNation: 'rohan' },
    ])
    expect(codes(peace, card('free', three, [['g1'], ['osgiliath', 'ithilien']]))).toEqual([])
  })

  it('refuses a figure in two armies of one card', () => {
    expect(violationsOf(host, card('shadow', three, [['o1'], ['ithilien']], [['o1'], ['plain']]))).toMatchObject([
      { code: 'MOVED_TWICE', id: 'o1', army: 1 },
    ])
  })
})

describe('event move: checks after all armies', () => {
  const crowd = (): RingState => {
    const garrison = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`os${i}`, fig('regular', 'gondor', 'osgiliath')]))
    return position({ ...garrison, g1: fig('regular', 'gondor', 'minas'), g2: fig('regular', 'gondor', 'minas') })
  }

  it('lets an army pass through a friendly stack above the limit', () => {
    expect(codes(crowd(), card('free', three, [['g1', 'g2'], ['osgiliath', 'ithilien']]))).toEqual([])
  })

  it('refuses ending above the limit, judged once with no army index', () => {
    const found = violationsOf(crowd(), card('free', three, [['g1'], ['osgiliath']]))
    expect(found).toMatchObject([{ code: 'STACKING_LIMIT', region: 'osgiliath', count: 11, limit: 10 }])
    expect(found[0]?.army).toBeUndefined()
  })

  it('judges stacking after every army moved', () => {
    const move = card('free', three, [['g1'], ['osgiliath']], [['os0'], ['ithilien']])
    expect(codes(crowd(), move)).toEqual([])
  })

  it('judges the Leaders each army leaves behind as it moves (ruling R8), naming that army', () => {
    const camp = position({ g1: fig('regular', 'gondor', 'minas'), g2: fig('regular', 'gondor', 'minas'), gl: fig('leader', 'gondor', 'minas') })
    expect(violationsOf(camp, card('free', three, [['g1'], ['osgiliath']], [['g2'], ['plain']]))).toMatchObject([
      { code: 'LEADER_ALONE', region: 'minas', leaders: ['gl'], army: 1 },
    ])
    expect(codes(camp, card('free', three, [['g1'], ['osgiliath']], [['g2', 'gl'], ['plain']]))).toEqual([])
    // A second army arriving later does not excuse the first: the Leader was alone in between.
    const relief = position({ g1: fig('regular', 'gondor', 'minas'), gl: fig('leader', 'gondor', 'minas'), g9: fig('regular', 'gondor', 'osgiliath') })
    expect(violationsOf(relief, card('free', three, [['g1'], ['plain']], [['g9'], ['minas']]))).toMatchObject([
      { code: 'LEADER_ALONE', region: 'minas', leaders: ['gl'], army: 0 },
    ])
  })
})

describe('event move: legal moves and reach', () => {
  it('lists one shortest path per army and destination, canonical ids, each legal', () => {
    const moves = [...eventMovement.legalMoves(board, host, 'shadow', { armies: 1, regions: 2 })]
    expect(moves.length).toBeGreaterThan(0)
    for (const move of moves) expect(eventMovement.validateMove(board, host, move)).toEqual(E.right(move))
    const keys = moves.map((m) => JSON.stringify(m.moves))
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toContain(JSON.stringify([{ figures: ['o1'], path: ['ithilien', 'osgiliath'] }]))
    expect(keys).not.toContain(JSON.stringify([{ figures: ['nz'], path: ['ithilien'] }]))
  })

  it('lists combinations of armies when the card allows several', () => {
    const moves = [...eventMovement.legalMoves(board, host, 'shadow', two)]
    const pairs = moves.filter((m) => m.moves.length === 2)
    expect(pairs.length).toBeGreaterThan(0)
    for (const move of pairs) expect(E.isRight(eventMovement.validateMove(board, host, move))).toBe(true)
  })

  it('reaches every region within the allowance and explains the others', () => {
    const where = eventMovement.reach(board, host, ['o1'], two)
    expect(where.origin).toBe('morgul')
    expect(where.reachable).toEqual({ ithilien: ['ithilien'], osgiliath: ['ithilien', 'osgiliath'], plain: ['ithilien', 'plain'] })
    expect(where.unreachable['morgul']?.map((v) => v.code)).toEqual(['NO_MOVEMENT'])
    expect(where.unreachable['minas']?.map((v) => v.code)).toEqual(['TOO_FAR', 'ENEMY_ARMY'])
    expect(where.unreachable['edoras']?.map((v) => v.code)).toEqual(['TOO_FAR'])
    expect(Object.keys({ ...where.reachable, ...where.unreachable }).sort()).toEqual([...board.ids].sort())
  })

  it("gives a far region the reasons validateMove gives, a group with the other side's unit included", () => {
    // Nine Gondor units in minas, three regions from morgul: with the group's one free unit the stack is 10, within the
    // limit; the Mordor unit is NOT_OWNED and counts for no stack.
    const crowded: Record<string, Figure> = { g0: fig('regular', 'gondor', 'morgul'), o9: fig('regular', 'mordor', 'morgul') }
    for (let i = 1; i <= 9; i++) crowded[`g${i}`] = fig('regular', 'gondor', 'minas')
    const state = position(crowded)
    const where = eventMovement.reach(board, state, ['g0', 'o9'], { armies: 1, regions: 1 })
    const move = card('free', { armies: 1, regions: 1 }, [['g0', 'o9'], ['ithilien', 'osgiliath', 'minas']])
    expect(where.unreachable['minas']).toEqual(violationsOf(state, move))
    expect(where.unreachable['minas']?.map((v) => v.code)).not.toContain('STACKING_LIMIT')
  })
})

describe('event move: canonical ids and pure functions', () => {
  it('names the lowest ids of interchangeable figures, the next ones for a second army of the region', () => {
    const trio = position({
      g3: fig('regular', 'gondor', 'minas'),
      g1: fig('regular', 'gondor', 'minas'),
      g2: fig('regular', 'gondor', 'minas'),
    })
    const moves = [...eventMovement.legalMoves(board, trio, 'free', { armies: 2, regions: 1 })].map((m) => m.moves)
    expect(moves).toContainEqual([{ figures: ['g1'], path: ['osgiliath'] }])
    expect(moves).not.toContainEqual([{ figures: ['g2'], path: ['osgiliath'] }])
    expect(moves).toContainEqual([
      { figures: ['g1'], path: ['osgiliath'] },
      { figures: ['g2', 'g3'], path: ['plain'] },
    ])
  })

  it('never mutates the state or the move', () => {
    const before = structuredClone(host)
    const move = card('shadow', three, [['o1', 'o2'], ['ithilien', 'osgiliath']])
    const moveBefore = structuredClone(move)
    applied(host, move)
    eventMovement.reach(board, host, ['o1'], three)
    expect(host).toEqual(before)
    expect(move).toEqual(moveBefore)
  })
})
