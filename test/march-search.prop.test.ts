// The March's own search (numbered regions, resumed only as far as asked)
// against a plain reading of the rules over the graph API: `reachable` with
// `towerNeighbours`, run over the whole map for each question, and the stop
// rule read from the state's records one piece at a time. Every verdict
// without a path (its path, or the NO_PATH reasons and their evidence),
// every reach, every listed move, the count and the even draw must agree.
import { describe, expect } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, pathTo, reachable, towerNeighbours, border, type Board } from '../src/board/graph.js'
import type { HeroesPiece, HeroesState, HeroesUnit, MarchMove } from '../src/model/heroes-state.js'
import type { MapFile, MapRegion } from '../src/model/map.js'
import * as march from '../src/heroes/march.js'
import { anyHeroesPosition, marchable } from '../src/arbitraries/heroes.js'
import { canonicalArmies, stopReason } from './oracle/heroes.js'

type Evidence = Readonly<Record<string, unknown>>

/** A violation's evidence, its words left out, nested reasons too. */
const evidenceOf = (violation: Evidence): Evidence => {
  const { message: _words, ...rest } = violation
  return Array.isArray(rest['reasons']) ? { ...rest, reasons: (rest['reasons'] as Evidence[]).map(evidenceOf) } : rest
}

/** The NO_PATH violation of a March of `units` to `to` without a path, read plainly: three whole-map searches. */
const plainVerdict = (board: Board, state: HeroesState, faction: string, units: ReadonlyArray<string>, to: string) => {
  const members = units.map((id) => state.units[id]).filter((u): u is HeroesUnit => u !== undefined)
  const origin = members[0]?.region ?? ''
  let speed = Infinity
  let slowest = ''
  units.forEach((id, k) => {
    const value = state.speeds[faction]?.[members[k]?.type ?? ''] ?? 0
    if (value < speed) ((speed = value), (slowest = id))
  })
  const next = towerNeighbours(board, Object.values(state.towers ?? {}))
  const canEnter = (region: string): boolean => board.regions.get(region)?.kind !== 'sea'
  const canLeave = (region: string): boolean => stopReason(board, state, faction, region) === null
  const everywhere = board.ids.length
  const within = reachable(next, origin, speed, canEnter, canLeave)
  if (within.has(to)) return { path: pathTo(within, to) }
  const unstopped = reachable(next, origin, everywhere, canEnter)
  const around = reachable(next, origin, everywhere, canEnter, canLeave).get(to)
  const shortest = unstopped.get(to)
  if (shortest === undefined)
    return { noPath: { code: 'NO_PATH', to, reasons: [{ code: border(board, origin, to) === 'impassable' ? 'IMPASSABLE' : 'NOT_ADJACENT', from: origin, to }] } }
  const stops: Evidence[] = []
  for (const region of (pathTo(unstopped, to) ?? []).slice(0, -1)) {
    const reason = stopReason(board, state, faction, region)
    if (reason !== null) stops.push({ code: 'MUST_STOP', region, reason })
  }
  const tooFar = (steps: number): Evidence => ({ code: 'TOO_FAR', steps, limit: speed, unit: slowest })
  const reasons =
    shortest.distance <= speed
      ? around === undefined ? stops : [...stops, tooFar(around.distance)]
      : around === undefined ? [...stops, tooFar(shortest.distance)] : [tooFar(around.distance)]
  return { noPath: { code: 'NO_PATH', to, reasons, steps: shortest.distance } }
}

// 64 distinct ids, none in id order: a letter and a digit stepped through apart, every third one in capitals.
const ID_POOL = Array.from({ length: 64 }, (_, k) => {
  const letter = String.fromCharCode(97 + ((k * 7) % 26))
  return `${k % 3 === 0 ? letter.toUpperCase() : letter}${(k * 13) % 10}`
})

/**
 * A grid of up to 8 by 8 regions with ids out of id order (so numbering by
 * id is put to the test), seas, deserts, missing borders, ferry routes (one
 * across a graticule), two capitals, towers, vessels and units in stacks of
 * two factions whose Speeds reach across the map.
 */
const gridPositions = fc
  .record({
    width: fc.integer({ min: 2, max: 8 }),
    height: fc.integer({ min: 2, max: 8 }),
    cells: fc.array(fc.nat(19), { minLength: 64, maxLength: 64 }),
    cuts: fc.array(fc.nat(9), { minLength: 128, maxLength: 128 }),
    ferries: fc.array(fc.uniqueArray(fc.nat(63), { minLength: 2, maxLength: 5 }), { maxLength: 2 }),
    graticule: fc.option(fc.tuple(fc.nat(63), fc.nat(63)), { nil: undefined }),
    towers: fc.array(fc.record({ red: fc.boolean(), at: fc.nat(63) }), { maxLength: 3 }),
    vessels: fc.array(fc.record({ red: fc.boolean(), at: fc.nat(63) }), { maxLength: 2 }),
    units: fc.array(fc.record({ red: fc.boolean(), at: fc.nat(63), type: fc.constantFrom('hero', 'serf', 'warrior') }), { minLength: 1, maxLength: 14 }),
    speeds: fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 })),
  })
  .map(({ width, height, cells, cuts, ferries, graticule, towers, vessels, units, speeds }) => {
    const count = width * height
    const ids = ID_POOL.slice(0, count)
    const id = (n: number): string => ids[n % count] ?? 'a'
    const regions: Record<string, MapRegion> = {}
    ids.forEach((name, n) => {
      const roll = cells[n] ?? 0
      regions[name] = roll < 2 ? { kind: 'sea' } : roll < 5 ? { kind: 'land', terrain: 'desert' } : roll < 7 ? { kind: 'land', terrain: 'swamp' } : { kind: 'land' }
    })
    regions['cap-red'] = { kind: 'capital', faction: 'red' }
    regions['cap-blue'] = { kind: 'capital', faction: 'blue' }
    const adjacent: Array<readonly [string, string]> = [['cap-red', id(0)], ['cap-blue', id(count - 1)]]
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const n = y * width + x
        if (x + 1 < width && (cuts[2 * n] ?? 0) > 1) adjacent.push([id(n), id(n + 1)])
        if (y + 1 < height && (cuts[2 * n + 1] ?? 0) > 1) adjacent.push([id(n), id(n + width)])
      }
    const land = (n: number): boolean => regions[id(n)]?.kind !== 'sea'
    const segments: Array<{ readonly endpoints: ReadonlyArray<string>; readonly graticule?: string }> = ferries
      .map((ends) => [...new Set(ends.map(id))])
      .filter((ends) => ends.length > 1)
      .map((endpoints) => ({ endpoints }))
    if (graticule !== undefined && id(graticule[0]) !== id(graticule[1]))
      segments.push({ endpoints: [id(graticule[0])], graticule: 'A' }, { endpoints: [id(graticule[1])], graticule: 'A' })
    const map: MapFile = { format: 'marchlaw/map@1', regions, adjacent, ...(segments.length > 0 ? { ferries: segments } : {}) }
    const placed = <P extends { readonly red: boolean; readonly at: number }, T>(list: ReadonlyArray<P>, make: (p: P, region: string) => T, onLand: boolean): Record<string, T> => {
      const record: Record<string, T> = {}
      list.forEach((p, k) => {
        if (!onLand || land(p.at)) record[`p${k}`] = make(p, id(p.at))
      })
      return record
    }
    const table = { hero: speeds[0], serf: speeds[1], warrior: speeds[2] }
    const state: HeroesState = {
      format: 'marchlaw/state@1',
      ruleset: 'heroes',
      speeds: { red: table, blue: { hero: speeds[1], serf: speeds[0], warrior: speeds[2] } },
      units: placed(units, (u, region): HeroesUnit => ({ faction: u.red ? 'red' : 'blue', type: u.type, region }), true),
      towers: placed(towers, (t, region): HeroesPiece => ({ faction: t.red ? 'red' : 'blue', region }), true),
      vessels: placed(vessels, (v, region): HeroesPiece => ({ faction: v.red ? 'red' : 'blue', region }), false),
    }
    return { map, state }
  })
  .chain(({ map, state }) => {
    const compiled = compile(map)
    return E.isRight(compiled) ? fc.constant({ board: compiled.right, state }) : fc.constant(null)
  })
  .filter((position): position is { readonly board: Board; readonly state: HeroesState } => position !== null)

const factionsOf = (state: HeroesState): ReadonlyArray<string> => [...new Set(Object.values(state.units).map((u) => u.faction))].sort()

/** Every verdict without a path, every reach, the listing, count and draw of a position against the plain reading. */
const agrees = (board: Board, state: HeroesState): void => {
  for (const faction of factionsOf(state)) {
    const listed: MarchMove[] = [...march.legalMoves(board, state, faction)]
    expect(march.countMoves(board, state, faction)).toBe(listed.length)
    for (const r of [0, 0.37, 0.999]) expect(march.randomMove(board, state, faction, () => r)).toEqual(listed[Math.floor(r * listed.length)] ?? null)
    const byArmy = new Map<string, ReadonlyMap<string, ReadonlyArray<string>>>()
    for (const move of listed) byArmy.set(move.units.join(), new Map([...(byArmy.get(move.units.join()) ?? []), [move.to, move.path ?? []]]))
    for (const units of canonicalArmies(state, faction)) {
      // An army the army check refuses is searched for by no one.
      const origin = state.units[units[0] ?? '']?.region ?? ''
      if (board.regions.get(origin)?.kind === 'sea' || units.some((id) => state.speeds[faction]?.[state.units[id]?.type ?? ''] === undefined)) continue
      const reach = march.reach(board, state, units)
      for (const to of board.ids) {
        if (board.regions.get(to)?.kind === 'sea') continue
        const plain = plainVerdict(board, state, faction, units, to)
        const verdict = march.validateMove(board, state, { type: 'march', faction, units, to })
        expect(E.isLeft(verdict) ? verdict.left[0]?.code : 'legal').not.toBe('MALFORMED_STATE')
        const noPath = E.isLeft(verdict) ? verdict.left.find((v) => v.code === 'NO_PATH') : undefined
        const reachNoPath = reach.unreachable[to]?.find((v) => v.code === 'NO_PATH')
        const where = `${faction} ${units.join()} to ${to}`
        if (plain.noPath !== undefined) {
          expect(noPath === undefined ? null : evidenceOf(noPath), where).toEqual(plain.noPath)
          expect(reachNoPath === undefined ? null : evidenceOf(reachNoPath), where).toEqual(plain.noPath)
        } else {
          expect(noPath, where).toBeUndefined()
          if (E.isRight(verdict)) {
            expect(verdict.right.path, where).toEqual(plain.path)
            expect(reach.reachable[to], where).toEqual(plain.path)
            expect(byArmy.get(units.join())?.get(to), where).toEqual(plain.path)
          }
        }
      }
    }
  }
}

describe('march: its search agrees with a plain reading over the graph API', () => {
  test.prop([gridPositions], { numRuns: 60 })('on grids with ferries, towers, stops and ids out of order', ({ board, state }) => {
    agrees(board, state)
    agrees(board, marchable(state))
  })

  test.prop([anyHeroesPosition], { numRuns: 80 })('on the generated heroes positions', (position) => {
    if ((position.state.pending ?? null) !== null) return
    agrees(position.board, marchable(position.state))
  })
})

/** A chain of 70 to 90 land regions (ids out of order), some deserts, and one ferry route long enough to be merged as the search goes. */
const longRoutePositions = fc
  .record({
    count: fc.integer({ min: 70, max: 90 }),
    deserts: fc.uniqueArray(fc.nat(89), { maxLength: 12 }),
    route: fc.uniqueArray(fc.nat(89), { minLength: 66, maxLength: 80 }),
    second: fc.uniqueArray(fc.nat(89), { minLength: 2, maxLength: 4 }),
    units: fc.array(fc.record({ red: fc.boolean(), at: fc.nat(89) }), { minLength: 1, maxLength: 5 }),
    speed: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ count, deserts, route, second, units, speed }) => {
    const id = (n: number): string => `${String.fromCharCode(97 + ((n * 7) % 26))}${(n * 13) % 10}${n % 3}`
    const regions: Record<string, MapRegion> = {}
    for (let n = 0; n < count; n++) regions[id(n)] = deserts.includes(n) ? { kind: 'land', terrain: 'desert' } : { kind: 'land' }
    const adjacent = Array.from({ length: count - 1 }, (_, n) => [id(n), id(n + 1)] as const)
    const ends = (list: ReadonlyArray<number>): ReadonlyArray<string> => [...new Set(list.map((n) => id(n % count)))]
    const map: MapFile = { format: 'marchlaw/map@1', regions, adjacent, ferries: [{ endpoints: ends(route) }, { endpoints: ends(second) }].filter((f) => f.endpoints.length > 1) }
    const placed: Record<string, HeroesUnit> = {}
    units.forEach((u, k) => (placed[`p${k}`] = { faction: u.red ? 'red' : 'blue', type: 'hero', region: id(u.at % count) }))
    const state: HeroesState = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { hero: speed }, blue: { hero: speed + 1 } }, units: placed }
    const compiled = compile(map)
    return E.isRight(compiled) ? { board: compiled.right, state } : null
  })
  .filter((position): position is { readonly board: Board; readonly state: HeroesState } => position !== null)

describe('march: a long ferry route, merged as the search goes', () => {
  test.prop([longRoutePositions], { numRuns: 12 })('agrees with the plain reading', ({ board, state }) => {
    agrees(board, state)
  })
})
