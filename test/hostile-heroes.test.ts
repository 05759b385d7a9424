// Heroes positions built to take the March rules down: long paths, many
// towers, long unit lists and corridors. Sizes are stated; nothing is timed.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from '../src/board/graph.js'
import * as heroes from '../src/heroes/heroes.js'
import type { HeroesPiece, HeroesState, HeroesUnit } from '../src/model/heroes-state.js'
import type { MapFile, MapRegion, RegionPair } from '../src/model/map.js'
import * as march from '../src/heroes/march.js'

const land: MapRegion = { kind: 'land' }

const compiled = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`map does not compile: ${board.left[0]?.message ?? ''}`)
  return board.right
}

const corridor = (count: number): MapFile => {
  const regions: Record<string, MapRegion> = {}
  const adjacent: RegionPair[] = []
  for (let i = 0; i < count; i++) {
    regions[`r${i}`] = land
    if (i > 0) adjacent.push([`r${i - 1}`, `r${i}`])
  }
  return { format: 'marchlaw/map@1', regions, adjacent }
}

const stateOf = (units: Record<string, HeroesUnit>, towers: Record<string, HeroesPiece> = {}, speed = 3): HeroesState => ({
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: { red: { foot: speed } },
  units,
  towers,
})

describe('a March on a long path', () => {
  it('judges a 200,000-step path through 2,000 tower links', () => {
    const towers: Record<string, HeroesPiece> = {}
    const regions: Record<string, MapRegion> = { keep: { kind: 'capital', faction: 'red' } }
    const adjacent: RegionPair[] = []
    for (let i = 0; i < 2000; i++) {
      regions[`t${i}`] = land
      towers[`tower${i}`] = { faction: 'red', region: `t${i}` }
      if (i > 0) adjacent.push([`t${i - 1}`, `t${i}`])
    }
    const board = compiled({ format: 'marchlaw/map@1', regions, adjacent })
    // keep, t1, keep, t2, ...: every step crosses a tower link, none a border.
    const path: string[] = []
    for (let i = 0; path.length < 200_000; i++) path.push('keep', `t${(i % 1999) + 1}`)
    const state = stateOf({ u: { faction: 'red', type: 'foot', region: 't0' } }, towers, 1e9)
    const verdict = heroes.validateMove(board, state, { type: 'march', faction: 'red', units: ['u'], to: path[path.length - 1] ?? '', path })
    // The keep is a stop region (it is entered and left again), so the path is refused for that only.
    const codes = E.isLeft(verdict) ? [...new Set(verdict.left.map((v) => v.code))] : []
    expect(codes).not.toContain('NOT_ADJACENT')
  })

  it('answers a March of 130,000 unit ids, and applies a 130,001-step path', () => {
    const units: Record<string, HeroesUnit> = {}
    for (let i = 0; i < 130_000; i++) units[`u${i}`] = { faction: 'red', type: 'foot', region: 'r0' }
    const board = compiled(corridor(3))
    const verdict = heroes.validateMove(board, stateOf(units), { type: 'march', faction: 'red', units: Object.keys(units), to: 'r1' })
    expect(E.isLeft(verdict) && verdict.left.map((v) => v.code)).toEqual(['ARMY_TOO_LARGE'])
    // Back and forth between two regions: a path of 130,001 steps on a small map.
    const path = Array.from({ length: 130_001 }, (_, i) => (i % 2 === 0 ? 'r1' : 'r0'))
    const applied = heroes.applyMove(board, stateOf({ u: { faction: 'red', type: 'foot', region: 'r0' } }, {}, 1e9), { type: 'march', faction: 'red', units: ['u'], to: 'r1', path })
    expect(E.isRight(applied) && applied.right.events.find((e) => e.type === 'moved')).toMatchObject({ type: 'moved', to: 'r1' })
  })
})

describe('march.reach on a corridor', () => {
  it('answers every region of a 10,000-region corridor, each far one TOO_FAR with its distance', () => {
    const board = compiled(corridor(10_000))
    const where = march.reach(board, stateOf({ u: { faction: 'red', type: 'foot', region: 'r0' } }), ['u'])
    expect(Object.keys(where.reachable)).toEqual(['r1', 'r2', 'r3'])
    const far = where.unreachable['r9999']?.[0]
    expect(far?.code === 'NO_PATH' && far.reasons).toEqual([{ code: 'TOO_FAR', steps: 9999, limit: 3, unit: expect.any(String), message: expect.any(String) }])
  })
})
