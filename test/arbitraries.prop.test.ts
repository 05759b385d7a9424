// marchlaw/arbitraries: what it draws is valid, and so is every value fast-check shrinks it to. Each property
// here fails on purpose on most values (a counterexample must exist for fast-check to shrink), and every
// value it tried, the shrunk ones included, is then checked: the map compiles, the state fits its board,
// and a scene's move has the verdict asked for.
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile, heroes, ring, type Board, type HeroesState, type MapFile, type RingState } from '../src/index.js'
import { checkState } from '../src/json/state-check.js'
import {
  arbitraryHeroesPosition,
  arbitraryHeroesScene,
  arbitraryMap,
  arbitraryMapAndState,
  arbitraryRingPosition,
  arbitraryRingScene,
} from '../src/arbitraries.js'

/** Every value a failing property tried, in order, the shrunk ones last. */
const tried = <T>(arbitrary: fc.Arbitrary<T>, fails: (value: T) => boolean, seed: number): { readonly values: ReadonlyArray<T>; readonly shrinks: number } => {
  const values: T[] = []
  const result = fc.check(
    fc.property(arbitrary, (value) => {
      values.push(value)
      return !fails(value)
    }),
    { seed, numRuns: 30 },
  )
  return { values, shrinks: result.failed ? result.numShrinks : 0 }
}

const compiles = (map: MapFile): Board | undefined => {
  const board = compile(map)
  return E.isRight(board) ? board.right : undefined
}

const fits = (map: MapFile, state: HeroesState | RingState): ReadonlyArray<string> => {
  const board = compiles(map)
  return board === undefined ? ['the map does not compile'] : checkState(board, state).map((problem) => problem.message)
}

const regions = (map: MapFile): number => Object.keys(map.regions).length
const pieces = (state: HeroesState | RingState): number => Object.keys(state.ruleset === 'heroes' ? state.units : state.figures).length

describe.each([1, 2, 3])('marchlaw/arbitraries, seed %i: drawn and shrunk values stay valid', (seed) => {
  it('maps compile', () => {
    const { values, shrinks } = tried(arbitraryMap(), (map) => regions(map) > 2 || (map.ferries ?? []).length > 0, seed)
    expect(shrinks).toBeGreaterThan(0)
    for (const map of values) expect(compile(map)._tag, JSON.stringify(map)).toBe('Right')
  })

  it('heroes positions compile and check', () => {
    const { values, shrinks } = tried(arbitraryHeroesPosition(), (p) => pieces(p.state) > 1, seed)
    expect(shrinks).toBeGreaterThan(0)
    for (const p of values) expect(fits(p.map, p.state)).toEqual([])
  })

  it('ring positions compile and check', () => {
    const { values, shrinks } = tried(arbitraryRingPosition(), (p) => pieces(p.state) > 1, seed)
    expect(shrinks).toBeGreaterThan(0)
    for (const p of values) expect(fits(p.map, p.state)).toEqual([])
  })

  it('maps with a state of either ruleset compile and check', () => {
    const { values, shrinks } = tried(arbitraryMapAndState(), ({ map, state }) => regions(map) + pieces(state) > 2, seed)
    expect(shrinks).toBeGreaterThan(0)
    for (const { map, state } of values) expect(fits(map, state)).toEqual([])
  })

  it.each(['legal', 'illegal'] as const)('%s heroes scenes keep their verdict', (verdict) => {
    const { values, shrinks } = tried(arbitraryHeroesScene(verdict), (s) => pieces(s.state) > 1, seed)
    expect(shrinks).toBeGreaterThan(0)
    for (const s of values) {
      expect(fits(s.map, s.state)).toEqual([])
      expect(heroes.validateMove(s.board, s.state, s.move)._tag, JSON.stringify(s.move)).toBe(verdict === 'legal' ? 'Right' : 'Left')
    }
  })

  it.each(['legal', 'illegal'] as const)('%s ring scenes keep their verdict', (verdict) => {
    const { values, shrinks } = tried(arbitraryRingScene(verdict), (s) => pieces(s.state) > 1, seed)
    expect(shrinks).toBeGreaterThan(0)
    for (const s of values) {
      expect(fits(s.map, s.state)).toEqual([])
      expect(ring.validateMove(s.board, s.state, s.move)._tag, JSON.stringify(s.move)).toBe(verdict === 'legal' ? 'Right' : 'Left')
    }
  })
})
