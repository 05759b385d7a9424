// A state applyMove made carries its figures (or units) in the library's persistent form, and the words of a refused
// move name its pieces from there, without building the state's record of them (src/words/names.ts). Here the words
// are checked against those of the same state as a caller's plain copy (structuredClone, never seen), which names its
// pieces from the record: refused moves and reach, in both rulesets, on generated positions whose pieces have names.
import { describe, expect, it } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, heroes, ring, type Board, type HeroesState, type RingState, type Side } from '../src/index.js'
import { carriedTableOf, isCarried } from '../src/core/carried-fields.js'
import { arbitraryRingPosition, smallSize, type RingPosition } from '../src/arbitraries/ring.js'
import { arbitraryDieMove, arbitraryReachGroup } from '../src/arbitraries/ring-moves.js'
import { anyHeroesPosition, arbitraryMarchChoice, buildMarch, type HeroesPosition } from '../src/arbitraries/heroes.js'
import { seeded } from './fixtures/seeded.js'

// Every other piece named, in words no id is: a message that names a piece by its id where it has a name differs.
const named = <P extends object>(pieces: Readonly<Record<string, P>>): Readonly<Record<string, P & { readonly name?: string }>> =>
  Object.fromEntries(Object.entries(pieces).map(([id, piece], at) => [id, at % 2 === 0 ? { ...piece, name: `the piece called ${id}` } : piece]))

/** The state after the first random move of `side` that applies, or `null` when none does. */
const ringChild = (position: RingPosition, state: RingState, seed: number): RingState | null => {
  const random = seeded(seed)
  for (const side of ['free', 'shadow'] as const) {
    const move = ring.randomMove(position.board, state, side, 'army-die', random)
    if (move === null) continue
    const applied = ring.applyMove(position.board, state, move)
    if (E.isRight(applied)) return applied.right.state
  }
  return null
}

const heroesChild = (position: HeroesPosition, state: HeroesState, seed: number): HeroesState | null => {
  const random = seeded(seed)
  for (const faction of position.factions) {
    const move = heroes.randomMove(position.board, state, state.pending?.faction ?? faction, random)
    if (move === null) continue
    const applied = heroes.applyMove(position.board, state, move)
    if (E.isRight(applied)) return applied.right.state
  }
  return null
}

const ringScene = arbitraryRingPosition(smallSize).chain((position) => {
  const state: RingState = { ...position.state, figures: named(position.state.figures) }
  const withNames = { ...position, state }
  const side: fc.Arbitrary<Side> = fc.constantFrom('free', 'shadow')
  return fc.record({
    position: fc.constant(withNames),
    seed: fc.integer(),
    moves: side.chain((s) => fc.array(arbitraryDieMove(withNames, s), { minLength: 1, maxLength: 6 })),
    group: arbitraryReachGroup(withNames),
  })
})

/** Regions a, b and c, each bordering the next. */
const threeInARow = (): Board => {
  const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
  if (E.isLeft(board)) throw new Error('the map compiles')
  return board.right
}

describe('the words of a state that carries its pieces', () => {
  test.prop([ringScene], { numRuns: 150 })('ring: name its figures as its plain copy does, refused moves and reach alike', ({ position, seed, moves, group }) => {
    const child = ringChild(position, position.state, seed)
    // What this file is about: figures carried (an attack moves none), so reading them from the state would build them.
    fc.pre(child !== null && isCarried(child, 'figures'))
    if (child === null) return
    const copy = structuredClone(child)
    for (const move of moves) expect(ring.validateMove(position.board, child, move)).toEqual(ring.validateMove(position.board, copy, move))
    for (const action of ['army-die', 'character-die'] as const) expect(ring.reach(position.board, child, group, action)).toEqual(ring.reach(position.board, copy, group, action))
  })

  test.prop([anyHeroesPosition, fc.array(arbitraryMarchChoice, { minLength: 1, maxLength: 6 }), fc.integer()], { numRuns: 150 })(
    'heroes: name its units as its plain copy does',
    (generated, choices, seed) => {
      const position: HeroesPosition = { ...generated, state: { ...generated.state, units: named(generated.state.units) } }
      const child = heroesChild(position, position.state, seed)
      // Units carried (resolving a token moves none).
      fc.pre(child !== null && isCarried(child, 'units'))
      if (child === null) return
      const copy = structuredClone(child)
      const after: HeroesPosition = { ...position, state: child }
      for (const choice of choices) {
        const move = buildMarch(after, choice)
        expect(heroes.validateMove(position.board, child, move)).toEqual(heroes.validateMove(position.board, copy, move))
      }
    },
  )

  it('names a figure by its name in a refused move, its record left unbuilt', () => {
    const board = threeInARow()
    const state: RingState = {
      format: 'marchlaw/state@1',
      ruleset: 'ring',
      nations: { gondor: { side: 'free', atWar: true } },
      figures: { r1: { kind: 'regular', nation: 'gondor', region: 'a', name: 'the Tower Guard' }, r2: { kind: 'regular', nation: 'gondor', region: 'c' } },
    }
    const applied = ring.applyMove(board, state, { type: 'army-die', side: 'free', moves: [{ figures: ['r2'], to: 'b' }] })
    if (E.isLeft(applied)) throw new Error('the move is legal')
    const child = applied.right.state
    // The record of the figures, built the first time the state's `figures` is read, and remembered by its table.
    const built = (): unknown => carriedTableOf(child, 'figures')?.record ?? null
    expect(isCarried(child, 'figures')).toBe(true)
    const refused = ring.validateMove(board, child, { type: 'army-die', side: 'free', moves: [{ figures: ['r1', 'r1'], to: 'b' }] })
    expect(E.isLeft(refused) ? refused.left.map((v) => v.message) : []).toContain('The move lists the Tower Guard more than once.')
    expect(built()).toBeNull()
    // Nor does a reach of the other army, whose words name figures, remember them or not.
    expect(Object.keys(ring.reach(board, child, ['r2'], 'army-die').unreachable).length).toBeGreaterThan(0)
    expect(ring.reach(board, child, ['r1'], 'army-die').reachable).toHaveProperty('b')
    expect(built()).toBeNull()
    // The probe can see a built record.
    expect(child.figures['r1']?.name).toBe('the Tower Guard')
    expect(built()).not.toBeNull()
  })

  it('names a unit by its name in a refused March, its record left unbuilt', () => {
    const board = threeInARow()
    const state: HeroesState = {
      format: 'marchlaw/state@1',
      ruleset: 'heroes',
      speeds: { red: { serf: 1 }, blue: { serf: 1 } },
      units: { s1: { faction: 'red', type: 'serf', region: 'a', name: 'the Miller' }, s2: { faction: 'red', type: 'serf', region: 'c' } },
    }
    const applied = heroes.applyMove(board, state, { type: 'march', faction: 'red', units: ['s2'], to: 'b' })
    if (E.isLeft(applied)) throw new Error('the March is legal')
    const child = applied.right.state
    const built = (): unknown => carriedTableOf(child, 'units')?.record ?? null
    expect(isCarried(child, 'units')).toBe(true)
    const refused = heroes.validateMove(board, child, { type: 'march', faction: 'blue', units: ['s1'], to: 'b' })
    expect(E.isLeft(refused) ? refused.left.map((v) => v.message).join(' ') : '').toContain('the Miller')
    expect(built()).toBeNull()
    expect(child.units['s1']?.name).toBe('the Miller')
    expect(built()).not.toBeNull()
  })
})
