// Frozen to the leaf: every object and array reachable from a state applyMove returns is frozen,
// whole playouts of both rulesets long, the records built on first read (figures, units, the
// exploration tokens left after a reveal) included. A state read twice gives the same records.
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile, heroes, ring, type Board, type HeroesState, type RingState, type Side } from '../src/index.js'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import { seeded } from './fixtures/seeded.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { arbitraryRingPosition, smallSize } from '../src/arbitraries/ring.js'

/** The paths of the objects and arrays reachable from `value` that are not frozen. */
const unfrozen = (value: unknown, path = 'state', seen = new Set<object>()): ReadonlyArray<string> => {
  if (typeof value !== 'object' || value === null || seen.has(value)) return []
  seen.add(value)
  const here = Object.isFrozen(value) ? [] : [path]
  return [...here, ...Object.keys(value).flatMap((key) => unfrozen((value as Readonly<Record<string, unknown>>)[key], `${path}.${key}`, seen))]
}

const boardOf = (map: unknown): Board => {
  const board = compile(map as Parameters<typeof compile>[0])
  if (E.isLeft(board)) throw new Error('the bundled map compiles')
  return board.right
}

describe('a state from applyMove is frozen to the leaf', () => {
  it('heroes: every state of seeded playouts on Demo Isles, exploration reveals included', () => {
    const board = boardOf(demoIsles)
    let reveals = 0
    for (let seed = 1; seed <= 6; seed++) {
      const random = seeded(seed)
      let state: HeroesState = demoIslesOpening
      for (let step = 0; step < 60; step++) {
        const faction = (state.pending ?? null) === null ? (step % 2 === 0 ? 'red' : 'blue') : (state.pending?.faction ?? 'red')
        const move = heroes.randomMove(board, state, faction, random)
        if (move === null) continue
        const applied = heroes.applyMove(board, state, move)
        if (E.isLeft(applied)) throw new Error(`a random move is legal: ${JSON.stringify(move)}`)
        state = applied.right.state
        if (applied.right.events.some((event) => event.type === 'exploration-revealed')) reveals++
        expect(unfrozen(state)).toEqual([])
      }
    }
    // The playouts reached what the finding was about.
    expect(reveals).toBeGreaterThan(0)
  })

  it('ring: every state of seeded playouts on Demo Marches, both dice', () => {
    const board = boardOf(demoMarches)
    for (let seed = 1; seed <= 6; seed++) {
      const random = seeded(seed)
      let state: RingState = demoMarchesOpening
      for (let step = 0; step < 60; step++) {
        const side: Side = step % 2 === 0 ? 'free' : 'shadow'
        const move = ring.randomMove(board, state, side, step % 3 === 0 ? 'character-die' : 'army-die', random)
        if (move === null) continue
        const applied = ring.applyMove(board, state, move)
        if (E.isLeft(applied)) throw new Error(`a random move is legal: ${JSON.stringify(move)}`)
        state = applied.right.state
        expect(unfrozen(state)).toEqual([])
      }
    }
  })

  test.prop([anyHeroesPosition, fc.integer()], { numRuns: 60 })('heroes: playouts over generated positions, swamps and vessels included', (position, seed) => {
    const random = seeded(seed)
    let state = position.state
    for (let step = 0; step < 30; step++) {
      const faction = state.pending?.faction ?? position.factions[step % position.factions.length] ?? 'red'
      const move = heroes.randomMove(position.board, state, faction, random)
      if (move === null) continue
      const applied = heroes.applyMove(position.board, state, move)
      if (E.isLeft(applied)) continue
      state = applied.right.state
      expect(unfrozen(state)).toEqual([])
    }
  })

  test.prop([arbitraryRingPosition(smallSize), fc.integer()], { numRuns: 60 })('ring: playouts over generated positions', (position, seed) => {
    const random = seeded(seed)
    let state = position.state
    for (let step = 0; step < 30; step++) {
      const side: Side = step % 2 === 0 ? 'free' : 'shadow'
      const move = ring.randomMove(position.board, state, side, step % 3 === 0 ? 'character-die' : 'army-die', random)
      if (move === null) continue
      const applied = ring.applyMove(position.board, state, move)
      if (E.isLeft(applied)) continue
      state = applied.right.state
      expect(unfrozen(state)).toEqual([])
    }
  })
})
