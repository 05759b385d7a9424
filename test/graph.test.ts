import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { border, compile, neighbours, pathTo, reachable, staticNeighbours, towerNeighbours } from '../src/board/graph.js'
import type { MapFile } from '../src/model/map.js'
import { boardOf } from '../src/arbitraries/map.js'

const land = { kind: 'land' } as const
const sea = { kind: 'sea' } as const

describe('ferry routes', () => {
  it('a plain ferry links its two endpoints across a sea', () => {
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { greenvale: land, strait: sea, isle: land },
      adjacent: [['greenvale', 'strait'], ['strait', 'isle']],
      ferries: [{ endpoints: ['greenvale', 'isle'] }],
    })
    expect(neighbours(board, 'greenvale')).toEqual(['isle', 'strait'])
    expect(neighbours(board, 'isle')).toEqual(['greenvale', 'strait'])
    expect(border(board, 'isle', 'greenvale')).toBe('adjacent')
    expect(board.ferryRoutes).toEqual([['greenvale', 'isle']])
  })

  it('a branching ferry makes every endpoint adjacent to every other', () => {
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { north: land, east: land, south: land, west: land },
      adjacent: [['west', 'north']],
      ferries: [{ endpoints: ['north', 'east', 'south'] }],
    })
    expect(neighbours(board, 'north')).toEqual(['east', 'south', 'west'])
    expect(neighbours(board, 'east')).toEqual(['north', 'south'])
    expect(neighbours(board, 'south')).toEqual(['east', 'north'])
    expect(border(board, 'west', 'east')).toBe('none')
  })

  it('two segments with one graticule label join into one route across the map edge', () => {
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { cape: land, 'far-shore': land, 'far-bay': land, inland: land },
      adjacent: [['cape', 'inland']],
      ferries: [
        { endpoints: ['cape'], graticule: 'A' },
        { endpoints: ['far-shore', 'far-bay'], graticule: 'A' },
      ],
    })
    expect(neighbours(board, 'cape')).toEqual(['far-bay', 'far-shore', 'inland'])
    expect(neighbours(board, 'far-shore')).toEqual(['cape', 'far-bay'])
    expect(neighbours(board, 'far-bay')).toEqual(['cape', 'far-shore'])
    expect(neighbours(board, 'inland')).toEqual(['cape'])
    expect(board.ferryRoutes).toEqual([['cape', 'far-shore', 'far-bay']])
  })

  it('two graticule labels make two routes that do not meet', () => {
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { a: land, b: land, c: land, d: land },
      adjacent: [],
      ferries: [
        { endpoints: ['a'], graticule: '1' },
        { endpoints: ['c'], graticule: '2' },
        { endpoints: ['b'], graticule: '1' },
        { endpoints: ['d'], graticule: '2' },
      ],
    })
    expect(neighbours(board, 'a')).toEqual(['b'])
    expect(neighbours(board, 'c')).toEqual(['d'])
    expect(border(board, 'a', 'c')).toBe('none')
  })
})

describe('impassable lines', () => {
  const board = boardOf({
    format: 'marchlaw/map@1',
    regions: { mire: land, minas: land, ford: land },
    adjacent: [['mire', 'ford'], ['ford', 'minas']],
    impassable: [['mire', 'minas']],
  })

  it('are not adjacent, and border tells them from plain non-neighbours', () => {
    expect(neighbours(board, 'mire')).toEqual(['ford'])
    expect(border(board, 'mire', 'minas')).toBe('impassable')
    expect(border(board, 'minas', 'mire')).toBe('impassable')
    expect(border(board, 'mire', 'ford')).toBe('adjacent')
    expect(border(board, 'mire', 'atlantis')).toBe('none')
  })

  it('are walked around, not crossed', () => {
    const search = reachable(staticNeighbours(board), 'mire', 3)
    expect(search.get('minas')?.distance).toBe(2)
    expect(pathTo(search, 'minas')).toEqual(['ford', 'minas'])
  })
})

describe('capital and tower links', () => {
  const map: MapFile = {
    format: 'marchlaw/map@1',
    regions: {
      'red-keep': { kind: 'capital', faction: 'red' },
      'blue-keep': { kind: 'capital', faction: 'blue' },
      hill: land,
      vale: land,
      moor: land,
    },
    adjacent: [['hill', 'moor']],
  }
  const board = boardOf(map)
  const next = towerNeighbours(board, [
    { faction: 'red', region: 'hill' },
    { faction: 'red', region: 'vale' },
    { faction: 'blue', region: 'moor' },
    { faction: 'green', region: 'vale' },
  ])

  it('link each capital to its own towers only, both ways', () => {
    expect(next('red-keep')).toEqual(['hill', 'vale'])
    expect(next('blue-keep')).toEqual(['moor'])
    expect(next('hill')).toEqual(['moor', 'red-keep'])
    expect(next('vale')).toEqual(['red-keep'])
    expect(next('moor')).toEqual(['blue-keep', 'hill'])
  })

  it('do not make two towers of one faction adjacent', () => {
    expect(next('hill')).not.toContain('vale')
    expect(reachable(next, 'hill', 1).has('vale')).toBe(false)
  })

  it('let a march of two steps go from one tower through the capital to another', () => {
    expect(pathTo(reachable(next, 'hill', 2), 'vale')).toEqual(['red-keep', 'vale'])
  })

  it('leave the static board unchanged', () => {
    expect(neighbours(board, 'red-keep')).toEqual([])
    expect(towerNeighbours(board, [])('hill')).toEqual(['moor'])
  })
})

describe('reachable and pathTo', () => {
  // a - b - d and a - c - d: two shortest paths to d; e lies beyond d.
  const board = boardOf({
    format: 'marchlaw/map@1',
    regions: { a: land, c: land, b: land, d: { kind: 'land', terrain: 'desert' }, e: land },
    adjacent: [['a', 'c'], ['c', 'd'], ['a', 'b'], ['b', 'd'], ['d', 'e']],
  })
  const next = staticNeighbours(board)

  it('picks the shortest path whose ids come first in order', () => {
    expect(pathTo(reachable(next, 'a', 3), 'd')).toEqual(['b', 'd'])
    expect(pathTo(reachable(next, 'e', 3), 'a')).toEqual(['d', 'b', 'a'])
  })

  it('stops at the step limit', () => {
    const search = reachable(next, 'a', 2)
    expect([...search.keys()].sort()).toEqual(['a', 'b', 'c', 'd'])
    expect(pathTo(search, 'e')).toBeNull()
    expect(reachable(next, 'a', 0).size).toBe(1)
  })

  it('does not go on from a region it may not leave, but always leaves the origin', () => {
    const notFromDesert = (region: string): boolean => board.regions.get(region)?.terrain !== 'desert'
    const search = reachable(next, 'a', 4, () => true, notFromDesert)
    expect(search.has('d')).toBe(true)
    expect(search.has('e')).toBe(false)
    const fromDesert = reachable(next, 'd', 1, () => true, notFromDesert)
    expect([...fromDesert.keys()].sort()).toEqual(['b', 'c', 'd', 'e'])
  })

  it('does not enter a region it may not enter', () => {
    const search = reachable(next, 'a', 4, (region) => region !== 'b')
    expect(pathTo(search, 'd')).toEqual(['c', 'd'])
    expect(search.has('b')).toBe(false)
  })

  it('gives an empty path to the origin and none to an unknown region', () => {
    const search = reachable(next, 'a', 2)
    expect(pathTo(search, 'a')).toEqual([])
    expect(pathTo(search, 'atlantis')).toBeNull()
    expect(neighbours(board, 'atlantis')).toEqual([])
  })
})

describe('compile', () => {
  it('refuses a map with errors, listing them', () => {
    const compiled = compile({ format: 'marchlaw/map@1', regions: { a: land }, adjacent: [['a', 'a']] })
    expect(E.isLeft(compiled)).toBe(true)
    if (E.isLeft(compiled)) expect(compiled.left.map((e) => e.code)).toEqual(['SELF_PAIR'])
  })

  it('accepts a map with warnings only', () => {
    const compiled = compile({ format: 'marchlaw/map@1', regions: { a: land, lonely: land, b: land }, adjacent: [['a', 'b']] })
    expect(E.isRight(compiled)).toBe(true)
  })

  it('keeps the region ids in map order, with each region and its id', () => {
    const board = boardOf({
      format: 'marchlaw/map@1',
      regions: { z: land, a: { kind: 'land', name: 'Alpha', terrain: 'swamp' }, k: { kind: 'capital', faction: 'red' } },
      adjacent: [['z', 'a']],
    })
    expect(board.ids).toEqual(['z', 'a', 'k'])
    expect(board.regions.get('a')).toEqual({ id: 'a', kind: 'land', name: 'Alpha', terrain: 'swamp' })
    expect(board.capitals.get('red')).toBe('k')
  })
})
