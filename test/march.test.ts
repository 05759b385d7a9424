import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile, type Board } from '../src/board/graph.js'
import type { HeroesState, HeroesUnit, MarchMove } from '../src/model/heroes-state.js'
import type { MapFile } from '../src/model/map.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import { applyMove, legalMoves, reach, validateMove } from '../src/heroes/march.js'
import type { Violation } from '../src/model/violation.js'

const boardOf = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(board.left.map((e) => e.message).join('\n'))
  return board.right
}

const isles = boardOf(demoIsles)

const speeds = { red: { serf: 2, warrior: 2, paladin: 1, hero: 3 }, blue: { serf: 2, warrior: 3 } }

const unit = (faction: string, type: string, region: string): HeroesUnit => ({ faction, type, region })

const position = (units: Record<string, HeroesUnit>, extra: Partial<HeroesState> = {}): HeroesState => ({
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds,
  units,
  ...extra,
})

const marchOf = (units: ReadonlyArray<string>, to: string, path?: ReadonlyArray<string>): MarchMove =>
  path === undefined ? { type: 'march', faction: 'red', units, to } : { type: 'march', faction: 'red', units, to, path }

const codes = (verdict: E.Either<ReadonlyArray<Violation>, unknown>): ReadonlyArray<string> =>
  E.isLeft(verdict) ? verdict.left.map((v) => v.code).sort() : []

const pathOf = (verdict: E.Either<unknown, MarchMove>): ReadonlyArray<string> | undefined =>
  E.isRight(verdict) ? verdict.right.path : undefined

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

const paladinAndWarriors = position({
  'r-paladin': unit('red', 'paladin', 'greenvale'),
  'r-w1': unit('red', 'warrior', 'greenvale'),
  'r-w2': unit('red', 'warrior', 'greenvale'),
})

describe('validateMove: paths', () => {
  it('fills in the shortest path when none is given', () => {
    expect(pathOf(validateMove(isles, paladinAndWarriors, marchOf(['r-w1', 'r-w2'], 'high-peaks')))).toEqual(['oakwood', 'high-peaks'])
  })

  it('returns a given legal path unchanged', () => {
    const move = marchOf(['r-w1'], 'tidewood', ['cape-west', 'tidewood'])
    expect(validateMove(isles, paladinAndWarriors, move)).toEqual(E.right(move))
  })

  it('picks the lexicographically smallest of equally short paths', () => {
    // zed is listed first in the map and in the borders; the path still goes through alpha
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { start: { kind: 'land' }, zed: { kind: 'land' }, alpha: { kind: 'land' }, goal: { kind: 'land' } },
      adjacent: [['start', 'zed'], ['start', 'alpha'], ['zed', 'goal'], ['alpha', 'goal']],
    })
    const state = position({ s: unit('red', 'serf', 'start') })
    expect(pathOf(validateMove(board, state, marchOf(['s'], 'goal')))).toEqual(['alpha', 'goal'])
  })

  it('lets the Speed-1 Paladin hold back two faster Warriors', () => {
    const slow = validateMove(isles, paladinAndWarriors, marchOf(['r-paladin', 'r-w1', 'r-w2'], 'high-peaks', ['oakwood', 'high-peaks']))
    expect(E.isLeft(slow) && slow.left[0]).toMatchObject({ code: 'TOO_FAR', steps: 2, limit: 1 })
    const searched = validateMove(isles, paladinAndWarriors, marchOf(['r-paladin', 'r-w1', 'r-w2'], 'high-peaks'))
    expect(E.isLeft(searched) && searched.left[0]).toMatchObject({ code: 'NO_PATH', reasons: [{ code: 'TOO_FAR', steps: 2, limit: 1 }] })
    expect(E.isRight(validateMove(isles, paladinAndWarriors, marchOf(['r-w1', 'r-w2'], 'high-peaks')))).toBe(true)
  })

  it('reports a path that does not end in the destination, or is empty', () => {
    const wrong = validateMove(isles, paladinAndWarriors, marchOf(['r-w1'], 'high-peaks', ['oakwood']))
    expect(E.isLeft(wrong) && wrong.left).toEqual([expect.objectContaining({ code: 'PATH_MISMATCH', to: 'high-peaks', last: 'oakwood' })])
    const empty = validateMove(isles, paladinAndWarriors, marchOf(['r-w1'], 'high-peaks', []))
    expect(E.isLeft(empty) && empty.left).toEqual([expect.objectContaining({ code: 'PATH_MISMATCH', last: null })])
  })

  it('reports every violation of a bad path', () => {
    const state = position({ 'r-w1': unit('red', 'warrior', 'greenvale') })
    const verdict = validateMove(isles, state, marchOf(['r-w1'], 'fenmire', ['sunscar', 'high-peaks', 'mid-sea', 'fenmire']))
    expect(E.isLeft(verdict) && verdict.left.map((v) => [v.code, 'region' in v ? v.region : 'to' in v ? v.to : null])).toEqual([
      ['TOO_FAR', null],
      ['MUST_STOP', 'sunscar'],
      ['IMPASSABLE', 'high-peaks'],
      ['NOT_ADJACENT', 'mid-sea'],
      ['NOT_LAND', 'mid-sea'],
    ])
  })

  it('reports an unknown or sea destination once, path or not', () => {
    const state = position({ 'r-w1': unit('red', 'warrior', 'sunscar') })
    expect(codes(validateMove(isles, state, marchOf(['r-w1'], 'atlantis', ['atlantis'])))).toEqual(['UNKNOWN_ID'])
    expect(codes(validateMove(isles, state, marchOf(['r-w1'], 'mid-sea', ['mid-sea'])))).toEqual(['NOT_LAND'])
    expect(codes(validateMove(isles, state, marchOf(['r-w1'], 'mid-sea')))).toEqual(['NOT_LAND'])
  })

  it('lets an army leave the desert it starts in, but stops it there when the path comes back', () => {
    const state = position({ 'r-h': unit('red', 'hero', 'sunscar') })
    expect(E.isRight(validateMove(isles, state, marchOf(['r-h'], 'north-harbor', ['amber-fields', 'north-harbor'])))).toBe(true)
    const back = validateMove(isles, state, marchOf(['r-h'], 'cape-west', ['greenvale', 'sunscar', 'cape-west']))
    expect(E.isLeft(back) && back.left.map((v) => v.code)).toEqual(['MUST_STOP'])
  })

  it('explains a missing path by the stop regions of the short route and the length of the long one', () => {
    const state = position({ 'r-w1': unit('red', 'warrior', 'greenvale') })
    const verdict = validateMove(isles, state, marchOf(['r-w1'], 'amber-fields'))
    expect(E.isLeft(verdict) && verdict.left).toEqual([
      expect.objectContaining({
        code: 'NO_PATH',
        reasons: [
          expect.objectContaining({ code: 'MUST_STOP', region: 'sunscar', reason: 'desert' }),
          expect.objectContaining({ code: 'TOO_FAR', steps: 3, limit: 2 }),
        ],
      }),
    ])
  })

  it('explains a missing path with no route at all, or only across an impassable line', () => {
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' }, d: { kind: 'land' } },
      adjacent: [['a', 'b'], ['c', 'd']],
      impassable: [['a', 'c']],
    })
    const state = position({ s: unit('red', 'serf', 'a') })
    const cut = validateMove(board, state, marchOf(['s'], 'c'))
    expect(E.isLeft(cut) && cut.left[0]).toMatchObject({ code: 'NO_PATH', reasons: [{ code: 'IMPASSABLE', from: 'a', to: 'c' }] })
    const apart = validateMove(board, state, marchOf(['s'], 'd'))
    expect(E.isLeft(apart) && apart.left[0]).toMatchObject({ code: 'NO_PATH', reasons: [{ code: 'NOT_ADJACENT', from: 'a', to: 'd' }] })
  })

  it('explains a missing path where every route must stop', () => {
    const state = position({ 'r-w1': unit('red', 'warrior', 'south-harbor'), 'b-s': unit('blue', 'serf', 'lowmeadow') }, {
      towers: { 'b-t': { faction: 'blue', region: 'fenmire' } },
    })
    const verdict = validateMove(isles, state, marchOf(['r-w1'], 'ashfield'))
    expect(E.isLeft(verdict) && verdict.left[0]).toMatchObject({
      code: 'NO_PATH',
      reasons: [{ code: 'MUST_STOP', region: 'fenmire', reason: 'battle' }, { code: 'TOO_FAR', steps: 4, limit: 2 }],
    })
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { a: { kind: 'land' }, dunes: { kind: 'land', terrain: 'desert' }, c: { kind: 'land' } },
      adjacent: [['a', 'dunes'], ['dunes', 'c']],
    })
    const serf = position({ s: unit('red', 'serf', 'a') })
    const stopped = validateMove(board, serf, marchOf(['s'], 'c'))
    expect(E.isLeft(stopped) && stopped.left[0]).toMatchObject({ code: 'NO_PATH', reasons: [{ code: 'MUST_STOP', region: 'dunes' }] })
    const paladin = position({ p: unit('red', 'paladin', 'a') })
    const slow = validateMove(board, paladin, marchOf(['p'], 'c'))
    expect(E.isLeft(slow) && slow.left[0]).toMatchObject({
      code: 'NO_PATH',
      reasons: [{ code: 'MUST_STOP', region: 'dunes' }, { code: 'TOO_FAR', steps: 2, limit: 1 }],
    })
  })
})

describe('validateMove: the army', () => {
  it('reports a unit listed several times once', () => {
    const state = position({ 'r-w1': unit('red', 'warrior', 'greenvale') })
    expect(codes(validateMove(isles, state, marchOf(['r-w1', 'r-w1', 'r-w1'], 'oakwood')))).toEqual(['DUPLICATE_ID'])
  })

  it('reads desert and swamp terrain in any case', () => {
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { a: { kind: 'land' }, dune: { kind: 'land', terrain: 'Desert' }, c: { kind: 'land' } },
      adjacent: [['a', 'dune'], ['dune', 'c']],
    })
    const state = position({ 'r-h': unit('red', 'hero', 'a') })
    expect(codes(validateMove(board, state, marchOf(['r-h'], 'c', ['dune', 'c'])))).toEqual(['MUST_STOP'])
  })

  it('reports each problem of the army', () => {
    const state = position({
      'r-w1': unit('red', 'warrior', 'greenvale'),
      'r-w2': unit('red', 'warrior', 'oakwood'),
      'b-s': unit('blue', 'serf', 'greenvale'),
    })
    expect(codes(validateMove(isles, state, marchOf(['r-w1', 'r-w1', 'ghost', 'b-s', 'r-w2'], 'cape-west')))).toEqual([
      'DUPLICATE_ID',
      'NOT_OWNED',
      'NOT_TOGETHER',
      'UNKNOWN_ID',
    ])
    expect(codes(validateMove(isles, state, marchOf([], 'cape-west')))).toEqual(['EMPTY_ARMY'])
  })

  it('counts an army of more than five once, without a stacking violation', () => {
    const six = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`r-s${i}`, unit('red', 'serf', 'greenvale')]))
    const verdict = validateMove(isles, position(six), marchOf(Object.keys(six), 'oakwood'))
    expect(E.isLeft(verdict) && verdict.left).toEqual([expect.objectContaining({ code: 'ARMY_TOO_LARGE', count: 6, limit: 5 })])
  })

  it('marches out of the Courtyard of its capital, but not out of a sea', () => {
    const state = position({ 'r-s': unit('red', 'serf', 'red-capital'), 'r-x': unit('red', 'serf', 'mid-sea') })
    expect(pathOf(validateMove(isles, state, marchOf(['r-s'], 'oakwood')))).toEqual(['greenvale', 'oakwood'])
    expect(codes(validateMove(isles, state, marchOf(['r-x'], 'fenmire', ['fenmire'])))).toEqual(['NOT_LAND'])
  })

  it('reports a unit type without Speed as an unknown unit type', () => {
    const state = position({ 'r-d': unit('red', 'dragon', 'greenvale') })
    const verdict = validateMove(isles, state, marchOf(['r-d'], 'oakwood'))
    expect(E.isLeft(verdict) && verdict.left).toEqual([expect.objectContaining({ code: 'UNKNOWN_ID', id: 'dragon', entity: 'unit-type' })])
  })

  it('never throws on ids that name Object.prototype members', () => {
    const state = position({ 'r-s': unit('red', 'serf', 'greenvale') })
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(codes(validateMove(isles, state, marchOf([id], 'oakwood')))).toEqual(['UNKNOWN_ID'])
      expect(codes(validateMove(isles, state, marchOf(['r-s'], id)))).toEqual(['UNKNOWN_ID'])
      expect(codes(validateMove(isles, state, marchOf(['r-s'], 'oakwood', [id, 'oakwood'])))).toEqual(['UNKNOWN_ID'])
    }
  })
})

describe('validateMove: the position', () => {
  it('counts the units already in the destination, not those passed through', () => {
    const crowd = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`r-o${i}`, unit('red', 'serf', 'oakwood')]))
    const state = position({ ...crowd, 'r-w1': unit('red', 'warrior', 'greenvale'), 'r-w2': unit('red', 'warrior', 'greenvale') })
    const full = validateMove(isles, state, marchOf(['r-w1', 'r-w2'], 'oakwood'))
    expect(E.isLeft(full) && full.left).toEqual([expect.objectContaining({ code: 'STACKING_LIMIT', region: 'oakwood', count: 6, limit: 5 })])
    expect(E.isRight(validateMove(isles, state, marchOf(['r-w1'], 'oakwood')))).toBe(true)
    expect(pathOf(validateMove(isles, state, marchOf(['r-w1', 'r-w2'], 'high-peaks')))).toEqual(['oakwood', 'high-peaks'])
  })

  it('refuses a March with no slot left or an exploration pending, alongside the other violations', () => {
    const state = position(
      { 'r-w1': unit('red', 'warrior', 'greenvale') },
      { marchSlots: 0, pending: { kind: 'exploration', faction: 'blue', region: 'fenmire', revealed: { id: 't1', kind: 'gold' }, more: 0 } },
    )
    expect(codes(validateMove(isles, state, marchOf(['r-w1'], 'oakwood')))).toEqual(['EXPLORATION_PENDING', 'NO_MARCH_SLOT'])
    expect(codes(validateMove(isles, state, marchOf(['r-w1'], 'greenvale')))).toEqual(['EXPLORATION_PENDING', 'NO_MARCH_SLOT', 'NO_MOVEMENT'])
  })

  it("names the faction that must resolve a pending token when it is not the mover's", () => {
    const pending = { kind: 'exploration', faction: 'red', region: 'fenmire', revealed: { id: 't1', kind: 'gold' }, more: 0 } as const
    const state = position({ 'r-w1': unit('red', 'warrior', 'greenvale'), 'b-s1': unit('blue', 'serf', 'oakwood') }, { pending })
    const blue = validateMove(isles, state, { type: 'march', faction: 'blue', units: ['b-s1'], to: 'greenvale' })
    const theirs = E.isLeft(blue) ? blue.left.find((v) => v.code === 'EXPLORATION_PENDING') : undefined
    expect(theirs).toEqual(expect.objectContaining({ region: 'fenmire', token: 't1', owner: 'red' }))
    expect(theirs?.message).toMatch(/^Red must first resolve the exploration token t1 in Fenmire\.$/)
    const red = validateMove(isles, state, marchOf(['r-w1'], 'oakwood'))
    const own = E.isLeft(red) ? red.left.find((v) => v.code === 'EXPLORATION_PENDING') : undefined
    expect(own).not.toHaveProperty('owner')
    expect(own?.message).toBe('Resolve the exploration token t1 in Fenmire first.')
  })

  it('links each capital to its towers for every army, but not tower to tower', () => {
    const towers = { 'r-t1': { faction: 'red', region: 'oakwood' }, 'r-t2': { faction: 'red', region: 'ashfield' } }
    const state = position({ 'r-w1': unit('red', 'warrior', 'oakwood'), 'b-s': unit('blue', 'serf', 'ashfield') }, { towers })
    expect(pathOf(validateMove(isles, state, marchOf(['r-w1'], 'fenmire')))).toBeUndefined()
    const redState = position({ 'r-w1': unit('red', 'warrior', 'oakwood') }, { towers })
    expect(pathOf(validateMove(isles, redState, marchOf(['r-w1'], 'ashfield')))).toEqual(['red-capital', 'ashfield'])
    expect(codes(validateMove(isles, redState, marchOf(['r-w1'], 'ashfield', ['ashfield'])))).toEqual(['NOT_ADJACENT'])
    // blue at ashfield (a red tower) steps into the red capital: a battle, for blue too
    const blue: MarchMove = { type: 'march', faction: 'blue', units: ['b-s'], to: 'red-capital' }
    expect(pathOf(validateMove(isles, state, blue))).toEqual(['red-capital'])
  })
})

describe('applyMove', () => {
  it('moves the named units, uses a slot, and reports a battle then the token', () => {
    const state = deepFreeze(
      position(
        { 'r-w1': unit('red', 'warrior', 'south-harbor'), 'r-w2': unit('red', 'warrior', 'south-harbor'), 'b-s': unit('blue', 'serf', 'lowmeadow') },
        { marchSlots: 2, exploration: { lowmeadow: [{ id: 't1', kind: 'ruins' }] } },
      ),
    )
    const next = applyMove(isles, state, marchOf(['r-w2'], 'lowmeadow'))
    expect(next).toEqual(
      E.right({
        state: position(
          { 'r-w1': unit('red', 'warrior', 'south-harbor'), 'r-w2': unit('red', 'warrior', 'lowmeadow'), 'b-s': unit('blue', 'serf', 'lowmeadow') },
          {
            marchSlots: 1,
            exploration: {},
            pending: { kind: 'exploration', faction: 'red', region: 'lowmeadow', revealed: { id: 't1', kind: 'ruins' }, more: 0 },
          },
        ),
        events: [
          { type: 'march-slot-used', left: 1 },
          { type: 'moved', units: ['r-w2'], from: 'south-harbor', to: 'lowmeadow', path: ['lowmeadow'] },
          { type: 'battle', region: 'lowmeadow', attacker: 'red', defenders: ['blue'] },
          { type: 'exploration-revealed', region: 'lowmeadow', token: 't1', kind: 'ruins' },
        ],
      }),
    )
  })

  it('leaves absent optional fields absent', () => {
    const state = position({ 'r-w1': unit('red', 'warrior', 'greenvale') })
    const next = applyMove(isles, state, marchOf(['r-w1'], 'oakwood'))
    expect(E.isRight(next) && Object.keys(next.right.state).sort()).toEqual(['format', 'ruleset', 'speeds', 'units'])
  })

  it('names every opponent in the destination as a defender, the capital owner too', () => {
    const state = position(
      { 'r-w1': unit('red', 'warrior', 'stonecrest'), 'g-s': unit('green', 'serf', 'blue-capital') },
      { vessels: { 'y-v': { faction: 'yellow', region: 'blue-capital' } } },
    )
    const next = applyMove(isles, state, marchOf(['r-w1'], 'blue-capital'))
    expect(E.isRight(next) && next.right.events[1]).toEqual({ type: 'battle', region: 'blue-capital', attacker: 'red', defenders: ['blue', 'green', 'yellow'] })
  })

  it('returns the violations of an illegal March', () => {
    const state = position({ 'r-w1': unit('red', 'warrior', 'greenvale') })
    expect(codes(applyMove(isles, state, marchOf(['r-w1'], 'greenvale')))).toEqual(['NO_MOVEMENT'])
  })
})

describe('legalMoves', () => {
  const state = position(
    {
      'r-w2': unit('red', 'warrior', 'greenvale'),
      'r-w1': unit('red', 'warrior', 'greenvale'),
      'r-paladin': unit('red', 'paladin', 'greenvale'),
      'r-s': unit('red', 'serf', 'sunscar'),
      'b-s': unit('blue', 'serf', 'oakwood'),
    },
    { towers: { 'r-t': { faction: 'red', region: 'ashfield' } } },
  )
  const moves = [...legalMoves(isles, state, 'red')]

  it('yields one move per canonical army and destination, every one legal', () => {
    const keys = moves.map((m) => `${m.units.join('+')}>${m.to}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const move of moves) expect(validateMove(isles, state, move)).toEqual(E.right(move))
    expect(keys).toContain('r-w1>oakwood')
    expect(keys).not.toContain('r-w2>oakwood')
    expect(keys).toContain('r-w1+r-w2>ashfield')
    expect(keys).toContain('r-paladin+r-w1+r-w2>red-capital')
    expect(keys).not.toContain('r-paladin+r-w1>ashfield')
  })

  it('agrees with reach on where each army can go', () => {
    for (const units of [['r-w1'], ['r-w1', 'r-w2'], ['r-paladin'], ['r-s']]) {
      const offered = moves.filter((m) => m.units.join() === units.join()).map((m) => [m.to, m.path])
      expect(Object.fromEntries(offered)).toEqual(reach(isles, state, units).reachable)
    }
  })

  it('yields nothing while an exploration is pending or without slots', () => {
    expect([...legalMoves(isles, { ...state, marchSlots: 0 }, 'red')]).toEqual([])
    const pending = { kind: 'exploration', faction: 'red', region: 'oakwood', revealed: { id: 't', kind: null }, more: 0 } as const
    expect([...legalMoves(isles, { ...state, pending }, 'red')]).toEqual([])
  })
})

describe('reach', () => {
  it('gives every region of the map, with the verdict validateMove gives', () => {
    const state = position(
      { 'r-w1': unit('red', 'warrior', 'north-harbor'), 'b-s': unit('blue', 'serf', 'amber-fields') },
      { marchSlots: 1 },
    )
    const where = reach(isles, state, ['r-w1'])
    expect(where.origin).toBe('north-harbor')
    expect([...Object.keys(where.reachable), ...Object.keys(where.unreachable)].sort()).toEqual([...isles.ids].sort())
    for (const to of isles.ids) {
      const verdict = validateMove(isles, state, marchOf(['r-w1'], to))
      const path = where.reachable[to]
      if (path === undefined) expect(E.left(where.unreachable[to])).toEqual(verdict)
      else expect(E.right({ ...marchOf(['r-w1'], to), path })).toEqual(verdict)
    }
    expect(where.unreachable['north-harbor']?.[0].code).toBe('NO_MOVEMENT')
    expect(where.reachable['gull-isle']).toEqual(['gull-isle'])
    expect(where.reachable['stonecrest']).toEqual(['stonecrest'])
  })

  it('has no origin and reaches nowhere when the army is invalid', () => {
    const where = reach(isles, position({}), ['ghost'])
    expect(where.origin).toBeNull()
    expect(where.reachable).toEqual({})
    expect(where.unreachable['oakwood']?.map((v) => v.code)).toEqual(['UNKNOWN_ID'])
  })
})
