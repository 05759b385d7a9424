// The Army and Character die moves (ring) on a small map: what is legal, why not, and what a legal move leads to.
import { describe, expect, it } from 'vitest'
import * as army from '../src/ring/army.js'
import { applied, armyDie, board, characterDie, codes, fig, gondorHost, position, violationsOf } from './fixtures/army-die.js'

describe('army die: a plain move', () => {
  it('moves an army to an adjacent region with its moved event', () => {
    const next = applied(gondorHost, armyDie('free', [['g1', 'g2', 'g3', 'gl'], 'osgiliath']))
    expect(next.events).toEqual([{ type: 'moved', figures: ['g1', 'g2', 'g3', 'gl'], from: 'minas', to: 'osgiliath', path: ['osgiliath'] }])
    expect(next.state.figures['g1']?.region).toBe('osgiliath')
    expect(next.state.figures['gl']?.region).toBe('osgiliath')
    expect(next.state.figures['r1']?.region).toBe('edoras')
    expect('control' in next.state).toBe(false)
  })

  it('moves two different armies with one die', () => {
    const next = applied(gondorHost, armyDie('free', [['g1', 'g2', 'g3', 'gl'], 'plain'], [['r1'], 'plain']))
    expect(next.events.map((e) => e.type)).toEqual(['moved', 'moved'])
    expect(next.state.figures['r1']?.region).toBe('plain')
  })

  it('lets an army split, and the remainder move under the same die', () => {
    const next = applied(gondorHost, armyDie('free', [['g1'], 'osgiliath'], [['g2', 'g3', 'gl'], 'plain']))
    expect(next.state.figures['g1']?.region).toBe('osgiliath')
    expect(next.state.figures['g3']?.region).toBe('plain')
    expect(next.state.figures['gl']?.region).toBe('plain')
  })

  it('never mutates its inputs', () => {
    const before = structuredClone(gondorHost)
    const move = armyDie('free', [['g1', 'g2', 'g3', 'gl'], 'osgiliath'])
    const moveBefore = structuredClone(move)
    applied(gondorHost, move)
    army.validateMove(board, gondorHost, move)
    expect(gondorHost).toEqual(before)
    expect(move).toEqual(moveBefore)
  })
})

describe('army die: moving twice', () => {
  const twoArmies = position({
    a1: fig('regular', 'gondor', 'minas'),
    b1: fig('regular', 'gondor', 'osgiliath'),
  })

  it('refuses merging into a friendly army and moving the merged figures again', () => {
    const found = violationsOf(twoArmies, armyDie('free', [['a1'], 'osgiliath'], [['a1', 'b1'], 'ithilien']))
    expect(found.map((v) => v.code)).toEqual(['MOVED_TWICE'])
    expect(found[0]).toMatchObject({ id: 'a1', army: 1 })
  })

  it('accepts moving only the figures not yet moved after a merge', () => {
    expect(codes(twoArmies, armyDie('free', [['a1'], 'osgiliath'], [['b1'], 'ithilien']))).toEqual([])
  })

  it('refuses more than two armies, and a die with no army', () => {
    const three = armyDie('free', [['g1'], 'osgiliath'], [['g2'], 'plain'], [['r1'], 'plain'])
    expect(violationsOf(gondorHost, three).filter((v) => v.code === 'TOO_MANY_ARMIES')).toMatchObject([{ count: 3, limit: 2 }])
    expect(codes(gondorHost, armyDie('free'))).toEqual(['EMPTY_ARMY'])
    expect(violationsOf(gondorHost, armyDie('free', [[], 'osgiliath']))).toMatchObject([{ code: 'EMPTY_ARMY', army: 0 }])
  })
})

describe('army die: the group', () => {
  it('names unknown figures and regions', () => {
    expect(violationsOf(gondorHost, armyDie('free', [['g1', 'zz'], 'atlantis']))).toMatchObject([
      { code: 'UNKNOWN_ID', id: 'zz', entity: 'figure' },
      { code: 'UNKNOWN_ID', id: 'atlantis', entity: 'region' },
    ])
  })

  it('refuses a figure listed twice and figures of the other side', () => {
    expect(violationsOf(gondorHost, armyDie('free', [['g1', 'g1', 'g1'], 'osgiliath']))).toMatchObject([{ code: 'DUPLICATE_ID', id: 'g1' }])
    expect(violationsOf(gondorHost, armyDie('shadow', [['g1', 'g2', 'g3', 'gl'], 'osgiliath']))[0]).toMatchObject({
      code: 'NOT_OWNED',
      id: 'g1',
      owner: 'free',
      actor: 'shadow',
    })
  })

  it('refuses figures of different regions', () => {
    expect(violationsOf(gondorHost, armyDie('free', [['g1', 'r1'], 'plain']))).toMatchObject([
      { code: 'NOT_TOGETHER', regions: ['edoras', 'minas'], army: 0 },
    ])
  })

  it('refuses a group without an Army unit', () => {
    expect(violationsOf(gondorHost, armyDie('free', [['gl'], 'osgiliath']))).toMatchObject([{ code: 'NOT_AN_ARMY', figures: ['gl'] }])
  })

  it('refuses a move to the region the army is in', () => {
    expect(violationsOf(gondorHost, armyDie('free', [['g1'], 'minas']))).toMatchObject([{ code: 'NO_MOVEMENT', region: 'minas' }])
  })

  it('refuses a region that is not adjacent, across an impassable line, or not land', () => {
    expect(violationsOf(gondorHost, armyDie('free', [['g1'], 'ithilien']))).toMatchObject([{ code: 'NOT_ADJACENT', from: 'minas', to: 'ithilien' }])
    expect(violationsOf(gondorHost, armyDie('free', [['g1'], 'peak']))).toMatchObject([{ code: 'IMPASSABLE', from: 'minas', to: 'peak' }])
    expect(violationsOf(gondorHost, armyDie('free', [['g1'], 'bay']))).toMatchObject([{ code: 'NOT_LAND', region: 'bay', kind: 'sea' }])
  })

  it('collects every violation instead of stopping at the first', () => {
    expect(codes(gondorHost, armyDie('shadow', [['g1', 'g1', 'o1'], 'ithilien']))).toEqual(['DUPLICATE_ID', 'NOT_OWNED', 'NOT_TOGETHER'])
  })

  it('marks the violations of the second army with its index', () => {
    const found = violationsOf(gondorHost, armyDie('free', [['g1'], 'osgiliath'], [['r1'], 'morgul']))
    expect(found.map((v) => [v.code, v.army])).toEqual([['NOT_ADJACENT', 1], ['ENEMY_ARMY', 1]])
  })
})

describe('army die: enemies and settlements', () => {
  const front = position({
    g1: fig('regular', 'gondor', 'minas'),
    gl: fig('leader', 'gondor', 'osgiliath'),
    o1: fig('regular', 'mordor', 'ithilien'),
    o2: fig('regular', 'mordor', 'plain'),
    nz: fig('nazgul', 'mordor', 'edoras'),
  })

  it('refuses a region with enemy Army units: attack it instead', () => {
    expect(violationsOf(front, armyDie('free', [['g1'], 'plain']))).toMatchObject([{ code: 'ENEMY_ARMY', region: 'plain', units: ['o2'] }])
  })

  it('lets an army enter where only enemy Leaders or Characters stand', () => {
    expect(codes(front, armyDie('shadow', [['o1'], 'osgiliath']))).toEqual([])
    expect(codes(front, armyDie('shadow', [['o2'], 'minas']))).toEqual(['ENEMY_ARMY'])
  })

  it('captures an enemy settlement free of enemy Army units', () => {
    const next = applied(front, armyDie('shadow', [['o1'], 'osgiliath'], [['o2'], 'edoras']))
    expect(next.events).toEqual([
      { type: 'moved', figures: ['o1'], from: 'ithilien', to: 'osgiliath', path: ['osgiliath'] },
      { type: 'settlement-captured', region: 'osgiliath', by: 'shadow', from: 'free' },
      { type: 'moved', figures: ['o2'], from: 'plain', to: 'edoras', path: ['edoras'] },
      { type: 'settlement-captured', region: 'edoras', by: 'shadow', from: 'free' },
    ])
    expect(next.state.control).toEqual({ osgiliath: 'shadow', edoras: 'shadow' })
  })

  it('drops the control entry when a settlement returns to its nation', () => {
    const taken = position({ g1: fig('regular', 'gondor', 'minas') }, { control: { osgiliath: 'shadow', morgul: 'free' } })
    const next = applied(taken, armyDie('free', [['g1'], 'osgiliath']))
    expect(next.events[1]).toEqual({ type: 'settlement-captured', region: 'osgiliath', by: 'free', from: 'shadow' })
    expect(next.state.control).toEqual({ morgul: 'free' })
  })

  it('never captures a settlement of no nation nobody holds, nor one already held', () => {
    const next = applied(front, armyDie('shadow', [['o2'], 'fort']))
    expect(next.events.map((e) => e.type)).toEqual(['moved'])
    expect('control' in next.state).toBe(false)
    const held = position({ o2: fig('regular', 'mordor', 'plain') }, { control: { fort: 'free' } })
    expect(applied(held, armyDie('shadow', [['o2'], 'fort'])).state.control).toEqual({ fort: 'shadow' })
    const own = position({ o2: fig('regular', 'mordor', 'plain') }, { control: { fort: 'shadow' } })
    expect(applied(own, armyDie('shadow', [['o2'], 'fort'])).events).toHaveLength(1)
  })
})

describe('army die: stacking', () => {
  const crowded = position(
    {
      m1: fig('regular', 'gondor', 'minas'),
      m2: fig('regular', 'gondor', 'minas'),
      m3: fig('elite', 'gondor', 'minas'),
      ml: fig('leader', 'gondor', 'minas'),
      o1: fig('regular', 'gondor', 'osgiliath'),
      p1: fig('regular', 'gondor', 'plain'),
      p2: fig('regular', 'gondor', 'plain'),
      p3: fig('regular', 'gondor', 'plain'),
      p4: fig('regular', 'gondor', 'plain'),
    },
    { stackingLimit: 3 },
  )

  it('refuses more Army units than the limit in the region entered; Leaders do not count', () => {
    expect(violationsOf(crowded, armyDie('free', [['o1'], 'minas']))).toMatchObject([{ code: 'STACKING_LIMIT', region: 'minas', count: 4, limit: 3 }])
  })

  it('checks after each army by default, once after both with end-of-action', () => {
    const move = armyDie('free', [['o1'], 'minas'], [['m1'], 'osgiliath'])
    expect(codes(crowded, move)).toEqual(['STACKING_LIMIT'])
    expect(codes({ ...crowded, stackingCheck: 'end-of-action' }, move)).toEqual([])
    const over = armyDie('free', [['o1'], 'minas'], [['p1'], 'fort'])
    expect(violationsOf({ ...crowded, stackingCheck: 'end-of-action' }, over)).toMatchObject([{ code: 'STACKING_LIMIT', region: 'minas', count: 4 }])
    expect(violationsOf({ ...crowded, stackingCheck: 'end-of-action' }, over)[0]?.army).toBeUndefined()
  })

  it('does not blame the mover for an excess in a region it does not enter', () => {
    expect(codes({ ...crowded, stackingLimit: 2 }, armyDie('free', [['p1'], 'fort']))).toEqual([])
  })

  it('uses 10 when the state sets no limit', () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`s${i}`, fig('regular', 'gondor', 'minas')]))
    const full = position({ ...ten, x: fig('regular', 'gondor', 'osgiliath') })
    expect(violationsOf(full, armyDie('free', [['x'], 'minas']))).toMatchObject([{ code: 'STACKING_LIMIT', count: 11, limit: 10 }])
  })
})

describe('army die: leaders left behind', () => {
  it('refuses leaving a Free Peoples Leader without Army units', () => {
    expect(violationsOf(gondorHost, armyDie('free', [['g1', 'g2', 'g3'], 'osgiliath']))).toMatchObject([
      { code: 'LEADER_ALONE', region: 'minas', leaders: ['gl'], army: 0 },
    ])
  })

  it('lets a Leader stay when Army units stay with it', () => {
    expect(codes(gondorHost, armyDie('free', [['g1', 'g2'], 'osgiliath']))).toEqual([])
  })

  it('lets Nazgul, Minions and Companions stay on their own', () => {
    const camps = position({
      o1: fig('regular', 'mordor', 'morgul'),
      nz: fig('nazgul', 'mordor', 'morgul'),
      mk: fig('minion', 'mordor', 'morgul'),
      g1: fig('regular', 'gondor', 'minas'),
      st: { kind: 'companion', side: 'free', region: 'minas' },
    })
    expect(codes(camps, armyDie('shadow', [['o1'], 'ithilien']))).toEqual([])
    expect(codes(camps, armyDie('free', [['g1'], 'osgiliath']))).toEqual([])
  })

  it('judges the Leaders after each army of a die', () => {
    const move = armyDie('free', [['g1', 'g2', 'g3'], 'osgiliath'], [['r1'], 'plain'])
    expect(violationsOf(gondorHost, move).map((v) => [v.code, v.army])).toEqual([['LEADER_ALONE', 0]])
  })
})

describe('army die: nations not At War', () => {
  const peace = position(
    {
      g1: fig('regular', 'gondor', 'plain'),
      g2: fig('regular', 'gondor', 'minas'),
      r1: fig('regular', 'rohan', 'plain'),
    },
    {
      nations: {
        gondor: { side: 'free', atWar: false },
        rohan: { side: 'free', atWar: true },
        mordor: { side: 'shadow', atWar: true },
      },
    },
  )

  it("keeps a nation not At War out of a friendly nation's region", () => {
    expect(violationsOf(peace, armyDie('free', [['g1'], 'edoras']))).toMatchObject([
      { code: 'NOT_AT_WAR', region: 'edoras', nations: ['gondor'], regionNation: 'rohan' },
    ])
    expect(codes(peace, armyDie('free', [['g1', 'r1'], 'edoras']))).toEqual(['NOT_AT_WAR'])
  })

  it('lets it move in its own nation and in regions of no nation', () => {
    expect(codes(peace, armyDie('free', [['g2'], 'osgiliath']))).toEqual([])
    expect(codes(peace, armyDie('free', [['g1'], 'fort']))).toEqual([])
    expect(codes(peace, armyDie('free', [['r1'], 'edoras']))).toEqual([])
  })
})

describe('character die', () => {
  const company = position({
    g1: fig('regular', 'gondor', 'minas'),
    g2: fig('regular', 'gondor', 'minas'),
    gl: fig('leader', 'gondor', 'minas'),
    st: { kind: 'companion', side: 'free', region: 'minas' },
    o1: fig('regular', 'mordor', 'morgul'),
    nz: fig('nazgul', 'mordor', 'morgul'),
  })

  it('moves one army with a Leader, Nazgul or Character', () => {
    expect(codes(company, characterDie('free', [['g1', 'gl'], 'osgiliath']))).toEqual([])
    expect(codes(company, characterDie('free', [['g1', 'st'], 'osgiliath']))).toEqual([])
    expect(codes(company, characterDie('shadow', [['o1', 'nz'], 'ithilien']))).toEqual([])
  })

  it('needs a Leader or Character among the moving figures, even on a split', () => {
    expect(violationsOf(company, characterDie('free', [['g1'], 'osgiliath']))).toMatchObject([{ code: 'NEEDS_LEADER', figures: ['g1'] }])
  })

  it('moves an Army, not a Leader alone', () => {
    expect(codes(company, characterDie('free', [['gl', 'st'], 'osgiliath']))).toEqual(['NOT_AN_ARMY'])
  })

  it('moves one army only', () => {
    expect(violationsOf(company, characterDie('free', [['g1', 'gl'], 'osgiliath'], [['g2', 'st'], 'plain']))).toMatchObject([
      { code: 'TOO_MANY_ARMIES', count: 2, limit: 1 },
    ])
  })
})
