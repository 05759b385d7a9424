import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import { childPath, type DecodeError } from '../src/json/codec/decode-error.js'
import { decodeMap, encodeMap } from '../src/json/codec/map.js'
import { decodeMove, encodeMove } from '../src/json/codec/move.js'
import { decodeResult, encodeResult } from '../src/json/codec/result.js'
import { decodeScenario, encodeScenario } from '../src/json/codec/scenario.js'
import { decodeState, encodeState } from '../src/json/codec/state.js'
import type { HeroesMove } from '../src/model/heroes-state.js'
import type { RingMove, Side } from '../src/model/ring-state.js'
import { checkState } from '../src/json/state-check.js'
import { deepFreeze } from './arbitrary/heroes.js'
import { arbitraryMap, boardOf } from '../src/arbitraries/map.js'
import { arbitraryHeroesState, arbitraryMapAndState, arbitraryRingState } from '../src/arbitraries/state.js'

const runs = { numRuns: 150 }

const id = fc.constantFrom('r1', 'dunes', 'a b', 'x-y', 'mire')
const side = fc.constantFrom<Side>('free', 'shadow')
const ids = fc.array(id, { maxLength: 4 })

const arbitraryMove: fc.Arbitrary<HeroesMove | RingMove> = fc.oneof(
  fc
    .record({ faction: id, units: ids, to: id, path: fc.option(ids, { nil: undefined }) })
    .map(({ path, ...rest }): HeroesMove => ({ type: 'march', ...rest, ...(path === undefined ? {} : { path }) })),
  fc.record({ faction: id, token: id }).map((fields): HeroesMove => ({ type: 'resolve-exploration', ...fields })),
  fc
    .record({ side, moves: fc.array(fc.record({ figures: ids, to: id }), { maxLength: 3 }), character: fc.boolean() })
    .map(({ character, ...fields }): RingMove => ({ type: character ? 'character-die' : 'army-die', ...fields })),
  fc
    .record({
      side,
      allowance: fc.record({ armies: fc.integer({ min: 1, max: 4 }), regions: fc.integer({ min: 1, max: 4 }) }),
      moves: fc.array(fc.record({ figures: ids, path: ids }), { maxLength: 3 }),
    })
    .map((fields): RingMove => ({ type: 'event-move', ...fields })),
  fc
    .record({ side, die: fc.constantFrom('army' as const, 'character' as const), figures: ids, target: id })
    .map((fields): RingMove => ({ type: 'attack', ...fields })),
)

const maps = arbitraryMap({ maxRegions: 6 })

// Objects whose keys are ids; every other object of the format is strict.
const recordPaths: ReadonlyArray<ReadonlyArray<string>> = [
  ['regions'],
  ['layout'],
  ['speeds'],
  ['speeds', '*'],
  ['units'],
  ['vessels'],
  ['towers'],
  ['exploration'],
  ['nations'],
  ['figures'],
  ['control'],
]

const isRecordPath = (keys: ReadonlyArray<string>): boolean =>
  recordPaths.some((pattern) => pattern.length === keys.length && pattern.every((key, i) => key === '*' || key === keys[i]))

interface StrictNode {
  readonly keys: ReadonlyArray<string | number>
  readonly path: string
}

/** Every strict object inside a JSON value, with its path; `recordKeys` are its keys as seen from the value's root. */
const strictNodes = (value: unknown, root: string, recordKeys: (keys: ReadonlyArray<string | number>) => ReadonlyArray<string>): ReadonlyArray<StrictNode> => {
  const found: StrictNode[] = []
  const walk = (u: unknown, keys: ReadonlyArray<string | number>, path: string): void => {
    if (Array.isArray(u)) u.forEach((item, i) => walk(item, [...keys, i], childPath(path, i)))
    else if (typeof u === 'object' && u !== null) {
      if (!isRecordPath(recordKeys(keys))) found.push({ keys, path })
      for (const [key, item] of Object.entries(u)) walk(item, [...keys, key], childPath(path, key))
    }
  }
  walk(value, [], root)
  return found
}

const withField = (value: unknown, keys: ReadonlyArray<string | number>, field: string, extra: unknown): unknown => {
  if (keys.length === 0) return typeof value === 'object' && value !== null ? { ...value, [field]: extra } : value
  const [head, ...rest] = keys
  if (Array.isArray(value)) return value.map((item: unknown, i) => (i === head ? withField(item, rest, field, extra) : item))
  if (typeof value === 'object' && value !== null && typeof head === 'string')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === head ? withField(item, rest, field, extra) : item]))
  return value
}

const strings = (keys: ReadonlyArray<string | number>): ReadonlyArray<string> => keys.map(String)

const extraField = fc.constantFrom('regoin', 'Kind', 'colour', 'a b', 'x-y')

const expectUnknownField = (result: E.Either<ReadonlyArray<DecodeError>, unknown>, path: string, field: string, rootName: string): void => {
  expect(E.isLeft(result)).toBe(true)
  if (E.isLeft(result)) expect(result.left.map((error) => error.message)).toEqual([`${path === '' ? rootName : path}: unknown field ${JSON.stringify(field)}`])
}

describe('decoding never throws', () => {
  const decoders: ReadonlyArray<(input: unknown) => E.Either<ReadonlyArray<DecodeError>, unknown>> = [
    decodeMap,
    decodeState,
    decodeMove,
    decodeScenario,
    decodeResult,
  ]

  test.prop([fc.jsonValue()], { numRuns: 300 })('on any JSON value', (input) => {
    for (const decode of decoders) {
      const result = decode(input)
      if (E.isLeft(result)) {
        expect(result.left.length).toBeGreaterThan(0)
        for (const error of result.left) expect(error.message.startsWith(error.path === '' ? '' : error.path)).toBe(true)
      }
    }
  })

  test.prop([fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true })], {
    numRuns: 300,
  })('on any value at all', (input) => {
    for (const decode of decoders) expect(E.isLeft(decode(input)) || E.isRight(decode(input))).toBe(true)
  })

  test.prop([maps, fc.nat(), fc.anything({ withNullPrototype: true, withSparseArray: true })], runs)(
    'on a valid map with any value put in place of one of its parts, reporting under the right root',
    (map, pick, junk) => {
      const nodes = strictNodes(map, 'map', strings)
      const node = nodes[pick % nodes.length] ?? { keys: [], path: 'map' }
      const damaged = withField(map, node.keys, 'format', junk)
      const result = decodeMap(damaged)
      if (E.isLeft(result)) for (const error of result.left) expect(error.path.startsWith('map')).toBe(true)
    },
  )
})

describe('encode and decode are inverse', () => {
  test.prop([maps], runs)('on generated maps', (map) => {
    const json = encodeMap(map)
    expect(decodeMap(json)).toEqual(E.right(map))
    expect(decodeMap(JSON.parse(JSON.stringify(json)))).toEqual(E.right(map))
  })

  test.prop([arbitraryMapAndState(maps)], runs)('on generated states, key order stable', ({ state }) => {
    const json = encodeState(state)
    const decoded = decodeState(JSON.parse(JSON.stringify(json)))
    expect(decoded).toEqual(E.right(state))
    expect(E.isRight(decoded) && JSON.stringify(encodeState(decoded.right))).toBe(JSON.stringify(json))
  })

  test.prop([arbitraryMove], runs)('on generated moves', (move) => {
    expect(decodeMove(JSON.parse(JSON.stringify(encodeMove(move))))).toEqual(E.right(move))
  })

  test.prop([arbitraryMapAndState(maps), arbitraryMove, fc.boolean()], runs)('on generated scenarios', ({ map, state }, move, byName) => {
    const scenario = { format: 'marchlaw/scenario@1' as const, map: byName ? 'demo-isles' : map, state, move }
    expect(decodeScenario(JSON.parse(JSON.stringify(encodeScenario(scenario))))).toEqual(E.right(scenario))
  })

  test.prop([arbitraryMapAndState(maps)], { numRuns: 50 })('on legal results', ({ state }) => {
    const result = { legal: true as const, events: [{ type: 'march-slot-used' as const, left: 1 }], state }
    expect(decodeResult(JSON.parse(JSON.stringify(encodeResult(result))))).toEqual(E.right(result))
  })
})

describe('inputs are never changed', () => {
  test.prop([arbitraryMapAndState(maps), arbitraryMove], { numRuns: 50 })('decode, encode and checkState run on deeply frozen values', ({ map, state }, move) => {
    const scenario = deepFreeze({ format: 'marchlaw/scenario@1' as const, map, state, move })
    const before = JSON.stringify(scenario)
    const decoded = decodeScenario(scenario)
    expect(decoded).toEqual(E.right(scenario))
    expect(encodeScenario(scenario)).toEqual(scenario)
    expect(checkState(boardOf(map), state)).toEqual([])
    expect(JSON.stringify(scenario)).toBe(before)
  })
})

describe('an unknown field is reported at any depth', () => {
  test.prop([maps, fc.nat(), extraField], runs)('in a map', (map, pick, field) => {
    const nodes = strictNodes(map, 'map', strings)
    const node = nodes[pick % nodes.length] ?? { keys: [], path: 'map' }
    expectUnknownField(decodeMap(withField(map, node.keys, field, 1)), node.path, field, 'map')
  })

  test.prop([maps.chain((map) => fc.oneof(arbitraryHeroesState(map), arbitraryRingState(map))), fc.nat(), extraField], runs)(
    'in a state',
    (state, pick, field) => {
      const nodes = strictNodes(state, 'state', strings)
      const node = nodes[pick % nodes.length] ?? { keys: [], path: 'state' }
      expectUnknownField(decodeState(withField(state, node.keys, field, 'x')), node.path, field, 'state')
    },
  )

  test.prop([arbitraryMapAndState(maps), arbitraryMove, fc.nat(), extraField], runs)('in a scenario', ({ map, state }, move, pick, field) => {
    const scenario = { format: 'marchlaw/scenario@1', map, state, move }
    // Below `map` and `state`, a path is that of the map or state file.
    const nodes = strictNodes(scenario, '', (keys) => strings(keys.slice(1)))
    const node = nodes[pick % nodes.length] ?? { keys: [], path: '' }
    expectUnknownField(decodeScenario(withField(scenario, node.keys, field, [])), node.path, field, 'scenario')
  })
})
