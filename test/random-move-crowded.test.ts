// randomMove where one region holds far more figures than the stacking limit
// lets move (issue 21): it draws a move validateMove accepts, it agrees with
// legalMoves and countMoves where they are small enough to list, and it is
// null only where legalMoves lists nothing. Sizes are stated; nothing is timed.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from '../src/index.js'
import * as heroes from '../src/heroes/heroes.js'
import * as ring from '../src/ring/ring.js'
import type { MapFile } from '../src/model/map.js'
import type { HeroesState, HeroesUnit } from '../src/model/heroes-state.js'
import type { Figure, FigureKind, RingState, Side } from '../src/model/ring-state.js'
import type { DieAction } from '../src/ring/army/legal-moves.js'
import { seeded } from './fixtures/seeded.js'

const compiled = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`map does not compile: ${board.left[0]?.message ?? ''}`)
  return board.right
}

const key = (move: unknown): string => JSON.stringify(move)

// A region a with three neighbours; d is Shadow's and next to a, so a holds attackers too.
const board = compiled({
  format: 'marchlaw/map@1',
  regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land', nation: 'rohan' }, d: { kind: 'land' }, e: { kind: 'land' } },
  adjacent: [['a', 'b'], ['a', 'c'], ['a', 'd'], ['a', 'e']],
})
const nations = {
  gondor: { side: 'free', atWar: true },
  rohan: { side: 'free', atWar: true },
  dale: { side: 'free', atWar: false },
  mordor: { side: 'shadow', atWar: true },
} as const

/** `count` figures in a, of the kinds and nations given in turn, and what else stands where. */
const crowd = (count: number, kinds: ReadonlyArray<readonly [FigureKind, string]>, others: Readonly<Record<string, Figure>> = {}, stackingLimit?: number): RingState => {
  const figures: Record<string, Figure> = { ...others }
  for (let i = 0; i < count; i++) {
    const [kind, nation] = kinds[i % kinds.length] ?? ['regular', 'gondor']
    figures[`f${i}`] = { kind, nation, region: 'a' }
  }
  return { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures, ...(stackingLimit === undefined ? {} : { stackingLimit }) }
}

const enemyInD = { m1: { kind: 'regular', nation: 'mordor', region: 'd' } } as const satisfies Record<string, Figure>

const drawsLegal = (state: RingState, side: Side, action: DieAction, seeds: number): void => {
  for (let seed = 1; seed <= seeds; seed++) {
    const move = ring.randomMove(board, state, side, action, seeded(seed))
    if (move === null) throw new Error(`no move drawn with seed ${seed}`)
    const verdict = ring.validateMove(board, state, move)
    expect(E.isRight(verdict) ? [] : verdict.left.map((v) => v.code)).toEqual([])
  }
}

describe('ring randomMove on an over-stacked region', () => {
  it('draws a move of 100 Army units of two nations in one region, and every draw is one legalMoves lists', () => {
    const state = crowd(100, [['regular', 'gondor'], ['elite', 'rohan']])
    const listed = new Set([...ring.legalMoves(board, state, 'free', 'army-die')].map(key))
    expect(listed.size).toBe(ring.countMoves(board, state, 'free', 'army-die'))
    expect(listed.size).toBeGreaterThan(1000)
    for (let seed = 1; seed <= 40; seed++) expect(listed.has(key(ring.randomMove(board, state, 'free', 'army-die', seeded(seed))))).toBe(true)
  })

  it('draws where the neighbours have room for one more Army unit only, and the moves are few', () => {
    // b, c and e each hold nine of Gondor's units: one unit may enter, or a pair may swap units through them.
    const full: Record<string, Figure> = {}
    for (const region of ['b', 'c', 'e']) for (let i = 0; i < 9; i++) full[`${region}${i}`] = { kind: 'regular', nation: 'gondor', region }
    const state = crowd(100, [['regular', 'gondor'], ['elite', 'gondor']], full)
    const listed = new Set([...ring.legalMoves(board, state, 'free', 'army-die')].map(key))
    expect(listed.size).toBe(ring.countMoves(board, state, 'free', 'army-die'))
    for (let seed = 1; seed <= 40; seed++) expect(listed.has(key(ring.randomMove(board, state, 'free', 'army-die', seeded(seed))))).toBe(true)
  })

  it('draws a Character die move led from a crowded region, and null where no Leader stands', () => {
    const led = crowd(200, [['regular', 'gondor'], ['regular', 'gondor'], ['leader', 'gondor']])
    drawsLegal(led, 'free', 'character-die', 10)
    const unled = crowd(200, [['regular', 'gondor']])
    expect([...ring.legalMoves(board, unled, 'free', 'character-die')]).toEqual([])
    expect(ring.randomMove(board, unled, 'free', 'character-die', seeded(1))).toBeNull()
  })

  it('draws a legal move with 5,000 and 10,000 figures in one region, beside the enemy (attacks past listing)', () => {
    for (const count of [5000, 10000]) {
      const state = crowd(count, [['regular', 'gondor'], ['elite', 'rohan'], ['regular', 'dale'], ['leader', 'gondor']], enemyInD)
      drawsLegal(state, 'free', 'army-die', 3)
      drawsLegal(state, 'free', 'character-die', 3)
    }
  })

  it('draws the only kind of move there is: an attack, when every neighbour is held or closed', () => {
    const small = compiled({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, d: { kind: 'land' } }, adjacent: [['a', 'd']] })
    const state = crowd(10000, [['regular', 'gondor']], enemyInD)
    const move = ring.randomMove(small, state, 'free', 'army-die', seeded(7))
    expect(move?.type).toBe('attack')
    if (move !== null) expect(E.isRight(ring.validateMove(small, state, move))).toBe(true)
  })

  it('lists an over-stacked region as it lists any other: only groups within the limit are candidates', () => {
    // 200 regulars of one nation, limit 10: ten groups to each of the four neighbours, and any two of them fit
    // together, exactly as with twenty regulars.
    const many = crowd(200, [['regular', 'gondor']])
    const twenty = crowd(20, [['regular', 'gondor']])
    const listed = [...ring.legalMoves(board, many, 'free', 'army-die')]
    expect(listed.length).toBe([...ring.legalMoves(board, twenty, 'free', 'army-die')].length)
    expect(listed.filter((move) => move.type !== 'attack' && move.moves.length === 1)).toHaveLength(40)
  })

  it('an event card moves no group above the limit from a crowded region, and agrees with its count', () => {
    const state = crowd(60, [['regular', 'gondor'], ['elite', 'gondor']], {}, 3)
    const allowance = { armies: 1, regions: 2 }
    const listed = [...ring.legalMoves(board, state, 'free', allowance)]
    expect(listed.length).toBe(ring.countMoves(board, state, 'free', allowance))
    for (const move of listed) expect(E.isRight(ring.validateMove(board, state, move))).toBe(true)
  })

  const crowded = fc.record({
    count: fc.integer({ min: 11, max: 40 }),
    kinds: fc.array(fc.tuple(fc.constantFrom<FigureKind>('regular', 'elite', 'leader'), fc.constantFrom('gondor', 'rohan', 'dale')), { minLength: 1, maxLength: 3 }),
    limit: fc.integer({ min: 1, max: 4 }),
    enemy: fc.boolean(),
    action: fc.constantFrom<DieAction>('army-die', 'character-die'),
    seed: fc.nat(),
  })

  test.prop([crowded], { numRuns: 60 })(
    'draws a move legalMoves lists, null only when it lists none, and the count is the listing',
    ({ count, kinds, limit, enemy, action, seed }) => {
      const state = crowd(count, kinds, enemy ? enemyInD : {}, limit)
      const listed = [...ring.legalMoves(board, state, 'free', action)].map(key)
      fc.pre(listed.length <= 50_000)
      expect(ring.countMoves(board, state, 'free', action)).toBe(listed.length)
      const move = ring.randomMove(board, state, 'free', action, seeded(seed))
      if (listed.length === 0) expect(move).toBeNull()
      else expect(new Set(listed).has(key(move))).toBe(true)
    },
  )
})

describe('heroes randomMove on a crowded region', () => {
  const isles = compiled({
    format: 'marchlaw/map@1',
    regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } },
    adjacent: [['a', 'b'], ['b', 'c']],
  })
  const crowdOf = (count: number): HeroesState => {
    const units: Record<string, HeroesUnit> = {}
    for (let i = 0; i < count; i++) units[`u${i}`] = { faction: 'red', type: i % 2 === 0 ? 'warrior' : 'paladin', region: 'a' }
    return { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { warrior: 2, paladin: 1 } }, units }
  }

  it('draws a March from a region of 10,000 units that validateMove accepts', () => {
    const state = crowdOf(10000)
    for (let seed = 1; seed <= 5; seed++) {
      const move = heroes.randomMove(isles, state, 'red', seeded(seed))
      if (move === null) throw new Error('a March exists')
      expect(E.isRight(heroes.validateMove(isles, state, move))).toBe(true)
    }
  })

  it('draws from a region of 40 units only Marches legalMoves lists, as many as countMoves says', () => {
    const state = crowdOf(40)
    const listed = new Set([...heroes.legalMoves(isles, state, 'red')].map(key))
    expect(listed.size).toBe(heroes.countMoves(isles, state, 'red'))
    for (let seed = 1; seed <= 20; seed++) expect(listed.has(key(heroes.randomMove(isles, state, 'red', seeded(seed))))).toBe(true)
  })
})
