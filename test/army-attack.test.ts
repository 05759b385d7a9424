// Attacks (ring): one army declares an attack on an adjacent region held by enemy Army units.
// Cases on the mini map of the army tests, then properties over generated positions checked
// against the brute-force oracle (test/oracle/ring.ts).
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as army from '../src/ring/army.js'
import { decodeMove, encodeMove } from '../src/json/codec/move.js'
import * as ring from '../src/ring/ring.js'
import type { AttackMove, RingState, Side } from '../src/model/ring-state.js'
import { violationCodes } from '../src/model/violation.js'
import { arbitraryAttackScene, arbitraryReachGroup } from '../src/arbitraries/ring-moves.js'
import { arbitraryRingPosition, ordinarySize, sideOfFigure, smallSize, type RingPosition } from '../src/arbitraries/ring.js'
import { board, fig, position } from './fixtures/army-die.js'
import { legalAttackKeys, moveKey } from './oracle/ring-enumeration.js'
import { breaches, canonicalBreaches } from './oracle/ring-invariants.js'
import { isLegal, play, placementOf } from './oracle/ring.js'

const attack = (side: Side, figures: ReadonlyArray<string>, target: string, die: AttackMove['die'] = 'army'): AttackMove => ({
  type: 'attack',
  side,
  die,
  figures,
  target,
})

const codes = (state: RingState, move: AttackMove): ReadonlyArray<string> => {
  const verdict = army.validateMove(board, state, move)
  return E.isLeft(verdict) ? verdict.left.map((v) => v.code).sort() : []
}

// Gondor in osgiliath faces Mordor's orcs in ithilien; minas holds a Leader and a Rohan elite.
const front = position({
  g1: fig('regular', 'gondor', 'osgiliath'),
  g2: fig('regular', 'gondor', 'osgiliath'),
  gl: fig('leader', 'gondor', 'osgiliath'),
  o1: fig('regular', 'mordor', 'ithilien'),
  o2: fig('elite', 'mordor', 'ithilien'),
  nz: fig('nazgul', 'mordor', 'morgul'),
  r1: fig('elite', 'rohan', 'minas'),
})

describe('attack', () => {
  it('is legal next to enemy Army units, moves nothing and gives one battle', () => {
    const move = attack('free', ['g1', 'g2'], 'ithilien')
    expect(army.validateMove(board, front, move)).toEqual(E.right(move))
    const applied = ring.applyMove(board, front, move)
    if (E.isLeft(applied)) throw new Error(applied.left[0].message)
    expect(applied.right.events).toEqual([
      { type: 'battle', region: 'ithilien', attacker: 'free', defenders: ['shadow'], from: 'osgiliath', figures: ['g1', 'g2'] },
    ])
    expect(applied.right.state).toEqual(front)
    expect(applied.right.state).not.toBe(front)
  })

  it('may be made by part of a region, leaving a Leader with the units that stay', () => {
    expect(codes(front, attack('free', ['g1'], 'ithilien'))).toEqual([])
  })

  it('refuses a region without enemy Army units, even with a Nazgul there', () => {
    const lone = position({ ...front.figures, nz: fig('nazgul', 'mordor', 'ithilien'), o1: fig('regular', 'mordor', 'morgul'), o2: fig('elite', 'mordor', 'morgul') })
    expect(codes(lone, attack('free', ['g1'], 'ithilien'))).toEqual(['NO_ENEMY'])
    expect(codes(front, attack('free', ['g1'], 'minas'))).toEqual(['NO_ENEMY'])
  })

  it('refuses a region that is not adjacent, or across an impassable line', () => {
    const far = position({ g1: fig('regular', 'gondor', 'minas'), o1: fig('regular', 'mordor', 'ithilien'), o2: fig('regular', 'mordor', 'peak') })
    expect(codes(far, attack('free', ['g1'], 'ithilien'))).toEqual(['NOT_ADJACENT'])
    expect(codes(far, attack('free', ['g1'], 'peak'))).toEqual(['IMPASSABLE'])
  })

  it('needs a Leader, Nazgul or Character with a Character die', () => {
    expect(codes(front, attack('free', ['g1', 'g2'], 'ithilien', 'character'))).toEqual(['NEEDS_LEADER'])
    expect(codes(front, attack('free', ['g1', 'gl'], 'ithilien', 'character'))).toEqual([])
  })

  it('refuses an army with Army units of a nation not At War, but not one with its Leader only', () => {
    const peace = { ...front, nations: { ...front.nations, gondor: { side: 'free' as const, atWar: false } } }
    const verdict = army.validateMove(board, peace, attack('free', ['g1'], 'ithilien'))
    expect(E.isLeft(verdict) ? verdict.left : []).toEqual([
      expect.objectContaining({ code: 'NOT_AT_WAR_ATTACK', nations: ['gondor'], message: 'Gondor is not At War and cannot attack.' }),
    ])
    const rohanLed = position({ r1: fig('regular', 'rohan', 'osgiliath'), gl: fig('leader', 'gondor', 'osgiliath'), o1: fig('regular', 'mordor', 'ithilien') })
    const calm = { ...rohanLed, nations: { ...rohanLed.nations, gondor: { side: 'free' as const, atWar: false } } }
    expect(codes(calm, attack('free', ['r1', 'gl'], 'ithilien', 'character'))).toEqual([])
  })

  it('checks the army as a moving one: unknown, listed twice, not owned, apart, no Army unit, empty', () => {
    expect(codes(front, attack('free', ['ghost'], 'ithilien'))).toEqual(['UNKNOWN_ID'])
    expect(codes(front, attack('free', ['g1', 'g1'], 'ithilien'))).toEqual(['DUPLICATE_ID'])
    expect(codes(front, attack('free', ['g1', 'o1'], 'ithilien'))).toEqual(['NOT_OWNED', 'NOT_TOGETHER'])
    expect(codes(front, attack('free', ['g1', 'r1'], 'ithilien'))).toEqual(['NOT_TOGETHER'])
    expect(codes(front, attack('free', ['gl'], 'ithilien'))).toEqual(['NOT_AN_ARMY'])
    expect(codes(front, attack('free', [], 'ithilien'))).toEqual(['EMPTY_ARMY'])
    expect(codes(front, attack('free', ['g1'], 'atlantis'))).toEqual(['UNKNOWN_ID'])
  })

  it('is listed by legalMoves after the moves, canonical, and drawn by randomMove', () => {
    const moves = [...army.legalMoves(board, front, 'free', 'army-die')]
    const attacks = moves.filter((m) => m.type === 'attack')
    expect(attacks).toEqual([
      attack('free', ['g1'], 'ithilien'),
      attack('free', ['g1', 'gl'], 'ithilien'),
      attack('free', ['g1', 'g2'], 'ithilien'),
      attack('free', ['g1', 'g2', 'gl'], 'ithilien'),
    ])
    expect(moves.slice(-attacks.length)).toEqual(attacks)
    expect([...army.legalMoves(board, front, 'free', 'character-die')].filter((m) => m.type === 'attack')).toEqual([
      attack('free', ['g1', 'gl'], 'ithilien', 'character'),
      attack('free', ['g1', 'g2', 'gl'], 'ithilien', 'character'),
    ])
    // The last draw of the space is the last attack.
    expect(ring.randomMove(board, front, 'free', 'army-die', () => 0.999999)).toEqual(attack('free', ['g1', 'g2', 'gl'], 'ithilien'))
  })

  it('lights attackable regions in reach, apart from the reachable and still unreachable', () => {
    const where = army.reach(board, front, ['g1', 'g2'], 'army-die')
    expect(where.attackable).toEqual({ ithilien: ['o1', 'o2'] })
    // Moving g1 and g2 would also leave gl alone; attacking leaves everyone in place.
    expect(where.unreachable['ithilien']?.map((v) => v.code)).toEqual(['ENEMY_ARMY', 'LEADER_ALONE'])
    expect(army.reach(board, front, ['g1', 'g2'], 'character-die').attackable).toEqual({})
    expect(army.reach(board, front, ['g1', 'gl'], 'character-die').attackable).toEqual({ ithilien: ['o1', 'o2'] })
  })

  it('is refused on a heroes position with WRONG_RULESET', () => {
    const heroesState = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {} } as const
    const verdict = ring.validateMove(board, heroesState, attack('free', ['g1'], 'ithilien'))
    expect(E.isLeft(verdict) ? verdict.left.map((v) => v.code) : []).toEqual(['WRONG_RULESET'])
  })

  it('decodes and encodes, and a bad die is named with its path', () => {
    const move = attack('free', ['g1'], 'ithilien', 'character')
    expect(decodeMove(JSON.parse(JSON.stringify(encodeMove(move))))).toEqual(E.right(move))
    const bad = decodeMove({ type: 'attack', side: 'free', die: 'event', figures: ['g1'], target: 'ithilien' })
    expect(E.isLeft(bad) ? bad.left.map((e) => e.path) : []).toEqual(['move.die'])
  })
})

describe('attack properties', () => {
  test.prop([arbitraryAttackScene()], { numRuns: 300 })(
    'validateMove agrees with the oracle; applyMove of a valid attack moves nothing and gives the oracle battle',
    ({ position, move }) => {
      const { map, board, state } = position
      const verdict = ring.validateMove(board, state, move)
      expect(E.isRight(verdict)).toBe(isLegal(map, state, move))
      if (E.isLeft(verdict)) for (const v of verdict.left) expect(violationCodes).toContain(v.code)
      const applied = ring.applyMove(board, state, move)
      const expected = play(map, state, move)
      expect(E.isLeft(applied)).toBe(expected === null)
      if (expected === null || E.isLeft(applied)) return
      expect(placementOf(applied.right.state)).toEqual(placementOf(state))
      expect(breaches(map, state, move, applied.right.state)).toEqual([])
      expect(applied.right.events).toEqual(expected.events)
    },
  )

  const sides = ['free', 'shadow'] as const
  const dice = ['army-die', 'character-die'] as const

  test.prop([arbitraryRingPosition(smallSize), fc.constantFrom(...sides), fc.constantFrom(...dice)], { numRuns: 80 })(
    'every attack legalMoves yields validates, is canonical and listed once, and they are every attack the oracle finds',
    ({ map, board, state }, side, action) => {
      const attacks = [...army.legalMoves(board, state, side, action)].filter((m) => m.type === 'attack')
      for (const move of attacks) {
        expect(army.validateMove(board, state, move)).toEqual(E.right(move))
        expect(canonicalBreaches(state, move)).toEqual([])
      }
      const keys = attacks.map((m) => moveKey(state, m))
      expect(new Set(keys).size).toBe(keys.length)
      expect([...keys].sort()).toEqual([...legalAttackKeys(map, state, side, action)].sort())
    },
  )

  const reachScene = arbitraryRingPosition(ordinarySize).chain((position) =>
    fc.tuple(fc.constant(position), arbitraryReachGroup(position), fc.constantFrom(...dice)),
  )

  test.prop([reachScene], { numRuns: 100 })(
    'reach lights exactly the regions a legal attack of the group targets, each unreachable too',
    ([position, figures, action]: readonly [RingPosition, ReadonlyArray<string>, (typeof dice)[number]]) => {
      const { board, state } = position
      const where = army.reach(board, state, figures, action)
      const first = figures.map((id) => (Object.hasOwn(state.figures, id) ? state.figures[id] : undefined)).find((f) => f !== undefined)
      const side = (first === undefined ? undefined : sideOfFigure(state, first)) ?? 'free'
      const die = action === 'army-die' ? 'army' : 'character'
      const legal = board.ids.filter((target) => E.isRight(army.validateMove(board, state, attack(side, figures, target, die))))
      expect(Object.keys(where.attackable ?? {}).sort()).toEqual([...legal].sort())
      for (const region of legal) expect(Object.hasOwn(where.unreachable, region)).toBe(true)
    },
  )
})
