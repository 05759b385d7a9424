import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { border, compile, neighbours, pathTo, reachable, staticNeighbours, towerNeighbours, type Board, type Neighbours, type PlacedPiece } from '../src/board/graph.js'
import { lintMap } from '../src/board/lint.js'
import type { MapFile } from '../src/model/map.js'
import { arbitraryDefectiveMap, mapProblemCodes } from './arbitrary/map-defects.js'
import { arbitraryMap, boardOf, factions, ferryRoutesOf } from '../src/arbitraries/map.js'

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}

/** A board and a region of it to start from. */
const boardAndRegion = (map: fc.Arbitrary<MapFile>): fc.Arbitrary<{ readonly board: Board; readonly from: string }> =>
  map.chain((m) => {
    const board = boardOf(m)
    return fc.record({ board: fc.constant(board), from: fc.constantFrom(...board.ids) })
  })

/** Sets of regions to use as canEnter / canLeave predicates: all regions but a few. */
const blocked = (board: Board): fc.Arbitrary<ReadonlySet<string>> =>
  fc.subarray([...board.ids], { maxLength: Math.ceil(board.ids.length / 2) }).map((ids) => new Set(ids))

const pairKey = (a: string, b: string): string => JSON.stringify(a < b ? [a, b] : [b, a])

describe('compile', () => {
  test.prop([arbitraryMap()])('a generated map lints clean and compiles', (map) => {
    expect(lintMap(map).errors).toEqual([])
    expect(E.isRight(compile(map))).toBe(true)
  })

  test.prop([arbitraryMap({ connected: true })])('a connected map has no warning either', (map) => {
    expect(lintMap(map)).toEqual({ errors: [], warnings: [] })
  })

  test.prop([arbitraryMap()])('adjacency is symmetric, irreflexive, sorted, and exactly the borders and ferry routes', (map) => {
    const board = boardOf(map)
    const expected = new Set<string>()
    for (const [a, b] of map.adjacent) expected.add(pairKey(a, b))
    for (const route of ferryRoutesOf(map)) for (const a of route) for (const b of route) if (a !== b) expected.add(pairKey(a, b))
    const found = new Set<string>()
    for (const a of board.ids) {
      const list = neighbours(board, a)
      expect(list).toEqual([...new Set(list)].sort())
      expect(list).not.toContain(a)
      for (const b of list) {
        expect(neighbours(board, b)).toContain(a)
        expect(border(board, a, b)).toBe('adjacent')
        expect(board.adjacencySets.get(a)?.has(b)).toBe(true)
        found.add(pairKey(a, b))
      }
      expect(border(board, a, a)).toBe('none')
    }
    expect([...found].sort()).toEqual([...expected].sort())
  })

  test.prop([arbitraryMap({ features: ['impassable', 'ferries', 'branchingFerries', 'graticules', 'sea'] })])(
    'an impassable pair is never adjacent, and border says impassable both ways',
    (map) => {
      const board = boardOf(map)
      for (const [a, b] of map.impassable ?? []) {
        expect(neighbours(board, a)).not.toContain(b)
        expect(neighbours(board, b)).not.toContain(a)
        expect(border(board, a, b)).toBe('impassable')
        expect(border(board, b, a)).toBe('impassable')
      }
      const walls = new Set((map.impassable ?? []).map(([a, b]) => pairKey(a, b)))
      for (const a of board.ids)
        for (const b of board.ids) {
          const expected = board.adjacencySets.get(a)?.has(b) === true ? 'adjacent' : walls.has(pairKey(a, b)) ? 'impassable' : 'none'
          expect(border(board, a, b)).toBe(expected)
        }
    },
  )

  test.prop([arbitraryMap({ features: ['ferries', 'branchingFerries', 'graticules'] })])(
    'all endpoints of a ferry route, branching or joined through a graticule, are adjacent to each other',
    (map) => {
      const board = boardOf(map)
      const routes = ferryRoutesOf(map)
      for (const route of routes)
        for (const a of route)
          for (const b of route) if (a !== b) expect(border(board, a, b)).toBe('adjacent')
      const asSets = (list: ReadonlyArray<ReadonlySet<string>>): ReadonlyArray<ReadonlyArray<string>> => list.map((r) => [...r].sort()).sort()
      expect(asSets(board.ferryRoutes.map((r) => new Set(r)))).toEqual(asSets(routes))
    },
  )

  test.prop([arbitraryMap()])('compile and lintMap never mutate their input', (map) => {
    const before = JSON.stringify(map)
    const frozen = deepFreeze(map)
    const compiled = compile(frozen)
    lintMap(frozen)
    expect(JSON.stringify(frozen)).toBe(before)
    expect(E.isRight(compiled)).toBe(true)
  })
})

describe('towerNeighbours', () => {
  const withTowers = arbitraryMap({ maxCapitals: 4 }).chain((map) => {
    const board = boardOf(map)
    // Towers may stand anywhere, even in an unknown region or for a faction without a capital.
    const tower: fc.Arbitrary<PlacedPiece> = fc.record({
      faction: fc.constantFrom(...factions, 'black'),
      region: fc.oneof({ arbitrary: fc.constantFrom(...board.ids), weight: 9 }, { arbitrary: fc.constant('nowhere'), weight: 1 }),
    })
    return fc.record({ board: fc.constant(board), towers: fc.array(tower, { maxLength: 6 }) })
  })

  test.prop([withTowers])('links each capital to its faction towers, and adds nothing else', ({ board, towers }) => {
    const next = towerNeighbours(board, deepFreeze(towers))
    const links = new Set<string>()
    for (const tower of towers) {
      const capital = board.capitals.get(tower.faction)
      if (capital === undefined || !board.regions.has(tower.region) || capital === tower.region) continue
      expect(next(capital)).toContain(tower.region)
      expect(next(tower.region)).toContain(capital)
      links.add(pairKey(capital, tower.region))
    }
    for (const a of board.ids) {
      const list = next(a)
      expect(list).toEqual([...new Set(list)].sort())
      expect(list).not.toContain(a)
      for (const n of neighbours(board, a)) expect(list).toContain(n)
      for (const b of list) {
        expect(next(b)).toContain(a)
        // Every added edge is a capital-tower link: two towers are never joined by it.
        if (border(board, a, b) !== 'adjacent') expect(links.has(pairKey(a, b))).toBe(true)
      }
    }
  })

  test.prop([withTowers])('with no tower of a faction that has a capital, the neighbours are the static ones', ({ board, towers }) => {
    const orphans = towers.filter((t) => !board.capitals.has(t.faction))
    const next = towerNeighbours(board, orphans)
    for (const a of board.ids) expect(next(a)).toEqual(neighbours(board, a))
  })
})

/** The regions reachable in exactly i steps at most, by iterating the neighbour set; the first i a region appears at is its distance. */
const oracle = (
  next: Neighbours,
  from: string,
  steps: number,
  canEnter: (r: string) => boolean,
  canLeave: (r: string) => boolean,
): ReadonlyMap<string, number> => {
  const distance = new Map<string, number>([[from, 0]])
  let reached = new Set([from])
  for (let i = 1; i <= steps; i++) {
    const grown = new Set(reached)
    for (const r of reached) if (r === from || canLeave(r)) for (const n of next(r)) if (canEnter(n)) grown.add(n)
    for (const r of grown) if (!distance.has(r)) distance.set(r, i)
    reached = grown
  }
  return distance
}

/** Every walk of exactly `length` steps from `from` to `to` that obeys the predicates. */
const walks = (
  next: Neighbours,
  from: string,
  to: string,
  length: number,
  canEnter: (r: string) => boolean,
  canLeave: (r: string) => boolean,
): ReadonlyArray<ReadonlyArray<string>> => {
  const found: string[][] = []
  const extend = (at: string, walk: string[]): void => {
    if (walk.length === length) {
      if (at === to) found.push(walk)
      return
    }
    if (at !== from && !canLeave(at)) return
    for (const n of next(at)) if (canEnter(n)) extend(n, [...walk, n])
  }
  extend(from, [])
  return found
}

const lexCompare = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? ''
    const y = b[i] ?? ''
    if (x !== y) return x < y ? -1 : 1
  }
  return a.length - b.length
}

describe('reachable and pathTo', () => {
  const search = boardAndRegion(arbitraryMap({ maxRegions: 9 })).chain(({ board, from }) =>
    fc.record({
      board: fc.constant(board),
      from: fc.constant(from),
      steps: fc.integer({ min: 0, max: 5 }),
      noEntry: blocked(board),
      noLeave: blocked(board),
      towers: fc.array(fc.record({ faction: fc.constantFrom(...factions), region: fc.constantFrom(...board.ids) }), { maxLength: 3 }),
    }),
  )

  test.prop([search])('reaches within k steps exactly what iterating the neighbour set k times reaches', ({ board, from, steps, noEntry, noLeave, towers }) => {
    const canEnter = (r: string): boolean => !noEntry.has(r)
    const canLeave = (r: string): boolean => !noLeave.has(r)
    for (const next of [staticNeighbours(board), towerNeighbours(board, towers)]) {
      const found = reachable(next, from, steps)
      expect(new Map([...found].map(([r, s]) => [r, s.distance]))).toEqual(oracle(next, from, steps, () => true, () => true))
      const limited = reachable(next, from, steps, canEnter, canLeave)
      expect(new Map([...limited].map(([r, s]) => [r, s.distance]))).toEqual(oracle(next, from, steps, canEnter, canLeave))
    }
  })

  test.prop([search])('pathTo gives a path as long as the distance, of adjacent steps, obeying the predicates', ({ board, from, steps, noEntry, noLeave, towers }) => {
    const canEnter = (r: string): boolean => !noEntry.has(r)
    const canLeave = (r: string): boolean => !noLeave.has(r)
    const next = towerNeighbours(board, towers)
    const found = reachable(next, from, steps, canEnter, canLeave)
    for (const to of [...board.ids, 'nowhere']) {
      const path = pathTo(found, to)
      const reached = found.get(to)
      if (reached === undefined) {
        expect(path).toBeNull()
        continue
      }
      expect(path).not.toBeNull()
      if (path === null) continue
      expect(path.length).toBe(reached.distance)
      expect(path.length).toBeLessThanOrEqual(steps)
      if (to === from) expect(path).toEqual([])
      else expect(path[path.length - 1]).toBe(to)
      let at = from
      for (const region of path) {
        expect(next(at)).toContain(region)
        if (at !== from) expect(canLeave(at)).toBe(true)
        expect(canEnter(region)).toBe(true)
        at = region
      }
    }
  })

  test.prop([search])('the path found is the smallest, in id order, among all shortest paths', ({ board, from, steps, noEntry, noLeave, towers }) => {
    const canEnter = (r: string): boolean => !noEntry.has(r)
    const canLeave = (r: string): boolean => !noLeave.has(r)
    const next = towerNeighbours(board, towers)
    const found = reachable(next, from, steps, canEnter, canLeave)
    for (const [to, { distance }] of found) {
      const all = walks(next, from, to, distance, canEnter, canLeave)
      expect(all.length).toBeGreaterThan(0)
      const smallest = [...all].sort(lexCompare)[0]
      expect(pathTo(found, to)).toEqual(smallest)
    }
  })
})

/** The value at a JSON path such as `ferries[2].endpoints[0]` or `regions["vale-1"].faction`. */
const resolvePath = (root: unknown, path: string): { readonly found: boolean; readonly value: unknown } => {
  const tokens = /\.?([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y
  let at: unknown = root
  let index = 0
  while (index < path.length) {
    tokens.lastIndex = index
    const match = tokens.exec(path)
    if (match === null) return { found: false, value: undefined }
    index = tokens.lastIndex
    const key: string = match[1] ?? match[2] ?? (JSON.parse(match[3] ?? '""') as string)
    if (typeof at !== 'object' || at === null || !Object.prototype.hasOwnProperty.call(at, key)) return { found: false, value: undefined }
    at = (at as Record<string, unknown>)[key]
  }
  return { found: true, value: at }
}

describe('lintMap on seeded defects', () => {
  test.prop([arbitraryDefectiveMap()], { numRuns: 300 })('finds the seeded defect, with its id and a path into the map', ({ map, defect, id, path }) => {
    const lint = lintMap(deepFreeze(map))
    const problems = [...lint.errors, ...lint.warnings]
    expect(problems.map((p) => ({ code: p.code, id: p.id, path: p.path }))).toEqual([{ code: defect, id, path }])
    const resolved = resolvePath(map, path)
    expect(resolved.found).toBe(true)
    const text = JSON.stringify(resolved.value)
    // The path names the offending value, or the pair or region that holds it.
    if (defect !== 'FERRY_TOO_SHORT') for (const part of id.split('/')) expect(text.includes(JSON.stringify(part)) || path.includes(part)).toBe(true)
    if (defect === 'GRATICULE_NOT_PAIRED') expect(resolved.value).toBe(id)
    if (defect === 'FERRY_TOO_SHORT') expect(Array.isArray(resolved.value)).toBe(true)
    const compiled = compile(map)
    if (defect === 'ISOLATED_REGION') expect(E.isRight(compiled)).toBe(true)
    else expect(compiled).toEqual(E.left(lint.errors))
  })

  for (const defect of mapProblemCodes)
    test.prop([arbitraryDefectiveMap(defect)], { numRuns: 15 })(`reports ${defect}`, (seeded) => {
      const lint = lintMap(seeded.map)
      const all = defect === 'ISOLATED_REGION' ? lint.warnings : lint.errors
      expect(all.some((p) => p.code === defect && p.id === seeded.id && p.path === seeded.path)).toBe(true)
      expect(all.every((p) => p.message.length > 0)).toBe(true)
    })
})
