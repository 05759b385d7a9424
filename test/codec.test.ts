import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { childPath, describeValue, type DecodeError } from '../src/json/codec/decode-error.js'
import { decodeMap, encodeMap } from '../src/json/codec/map.js'
import { decodeMove, encodeMove } from '../src/json/codec/move.js'
import { decodeResult, encodeResult, type Result } from '../src/json/codec/result.js'
import { decodeScenario, encodeScenario } from '../src/json/codec/scenario.js'
import { decodeHeroesState, decodeRingState, decodeState, encodeState } from '../src/json/codec/state.js'
import type { GameEvent } from '../src/model/event.js'
import type { HeroesState } from '../src/model/heroes-state.js'
import type { MapFile } from '../src/model/map.js'
import type { RingState } from '../src/model/ring-state.js'
import { type Violation } from '../src/model/violation.js'
import { violation } from '../src/words/violation.js'

const map: MapFile = {
  format: 'marchlaw/map@1',
  name: 'Demo Isles',
  regions: {
    greenvale: { kind: 'land', terrain: 'plains', name: 'Greenvale' },
    dunes: { kind: 'land', terrain: 'desert' },
    mire: { kind: 'land', terrain: 'swamp' },
    'north-sea': { kind: 'sea' },
    'red-capital': { kind: 'capital', faction: 'red' },
    minas: { kind: 'land', nation: 'gondor', settlement: 'stronghold' },
  },
  adjacent: [
    ['greenvale', 'dunes'],
    ['dunes', 'mire'],
  ],
  impassable: [['mire', 'minas']],
  ferries: [{ endpoints: ['greenvale', 'minas'] }, { endpoints: ['dunes'], graticule: 'A' }, { endpoints: ['mire'], graticule: 'A' }],
  layout: { greenvale: [0, 0], dunes: [1, 0.5] },
}

const heroes: HeroesState = {
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: { red: { serf: 2, warrior: 2, paladin: 1 }, blue: { serf: 2, warrior: 3 } },
  units: { r1: { faction: 'red', type: 'warrior', region: 'greenvale' } },
  vessels: { 'b-ship': { faction: 'blue', region: 'north-sea' } },
  towers: { 'r-tower-1': { faction: 'red', region: 'dunes' } },
  exploration: { mire: [{ id: 't7', kind: 'ruins' }, { id: 't8', kind: null }] },
  marchSlots: 2,
  pending: null,
}

const ring: RingState = {
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: { gondor: { side: 'free', atWar: false }, sauron: { side: 'shadow', atWar: true } },
  figures: {
    'g-r1': { kind: 'regular', nation: 'gondor', region: 'minas' },
    strider: { kind: 'companion', side: 'free', region: 'greenvale' },
  },
  control: { minas: 'shadow' },
  stackingLimit: 10,
  stackingCheck: 'end-of-action',
}

const messages = (result: E.Either<ReadonlyArray<DecodeError>, unknown>): ReadonlyArray<string> =>
  E.isLeft(result) ? result.left.map((error) => error.message) : []

const errorsOf = (result: E.Either<ReadonlyArray<DecodeError>, unknown>): ReadonlyArray<DecodeError> => (E.isLeft(result) ? result.left : [])

describe('the messages of decode errors', () => {
  it('names the path, what was expected and what was found', () => {
    const result = decodeState({ ...heroes, units: { r1: { faction: 'red', type: 'warrior', region: 42 } } })
    expect(errorsOf(result)).toEqual([
      { path: 'state.units.r1.region', expected: 'a string', got: '42', message: 'state.units.r1.region: expected a string, got 42' },
    ])
  })

  it('names the allowed values of a discriminant instead of every branch', () => {
    expect(messages(decodeMove({ type: 'marsh', faction: 'red', units: ['r1'], to: 'mire' }))).toEqual([
      'move.type: expected one of "march", "resolve-exploration", "army-die", "character-die", "event-move", "attack", got "marsh"',
    ])
    expect(messages(decodeState({ ...heroes, ruleset: 'chess' }))).toEqual(['state.ruleset: expected one of "heroes", "ring", got "chess"'])
    expect(messages(decodeState({ format: 'marchlaw/state@1' }))).toEqual(['state: missing field "ruleset" (expected one of "heroes", "ring")'])
  })

  it('reports an unknown field, never drops it', () => {
    const result = decodeState({ ...heroes, units: { r1: { faction: 'red', type: 'warrior', regoin: 'dunes' } } })
    expect(messages(result)).toEqual([
      'state.units.r1: missing field "region" (expected a non-empty string)',
      'state.units.r1: unknown field "regoin"',
    ])
    expect(messages(decodeMap({ ...map, colour: 'blue' }))).toEqual(['map: unknown field "colour"'])
    expect(messages(decodeMove({ type: 'resolve-exploration', faction: 'red', token: 't7', to: 'mire' }))).toEqual([
      'move: unknown field "to"',
    ])
  })

  it('names the kinds of region a map allows', () => {
    const result = decodeMap({ ...map, regions: { ...map.regions, dunes: { kind: 'desert' } } })
    expect(messages(result)).toEqual(['map.regions.dunes.kind: expected one of "land", "sea", "capital", got "desert"'])
  })

  it('quotes keys that are not identifiers and indexes array items', () => {
    expect(messages(decodeState({ ...heroes, units: { 'a b': { faction: 'red', type: 'serf', region: '' } } }))).toEqual([
      'state.units["a b"].region: expected a non-empty string, got ""',
    ])
    expect(messages(decodeMap({ ...map, adjacent: [...map.adjacent, ['dunes', 'mire'], ['mire', 3]] }))).toEqual([
      'map.adjacent[3][1]: expected a string, got 3',
    ])
    expect(messages(decodeMap({ ...map, regions: { ...map.regions, 'north-sea': { kind: 'ocean' } } }))).toEqual([
      'map.regions["north-sea"].kind: expected one of "land", "sea", "capital", got "ocean"',
    ])
  })

  it('renders paths and values as a person reads them', () => {
    expect(childPath('state.units', 'a b')).toBe('state.units["a b"]')
    expect(childPath('adjacent', 3)).toBe('adjacent[3]')
    expect(childPath('', 'map')).toBe('map')
    expect(describeValue('x'.repeat(200)).length).toBeLessThan(80)
    expect(describeValue({ a: [1, 2, 3, 4, 5] })).toBe('{ "a": [1, 2, 3, 4, …] }')
    expect(describeValue(undefined)).toBe('undefined')
    expect(describeValue(10n)).toBe('10n')
  })

  it('reports every offending value, once each', () => {
    const result = decodeState({
      ...heroes,
      speeds: { red: { serf: 0, warrior: 1.5 }, blue: 'fast' },
      units: { r1: 7, r2: { faction: '', type: 'serf', region: 'dunes' } },
      marchSlots: -1,
    })
    expect(messages(result)).toEqual([
      'state.speeds.red.serf: expected a positive integer, got 0',
      'state.speeds.red.warrior: expected a positive integer, got 1.5',
      'state.speeds.blue: expected an object of speeds by unit type, got "fast"',
      'state.units.r1: expected an object with faction, type, region, and optionally name, got 7',
      'state.units.r2.faction: expected a non-empty string, got ""',
      'state.marchSlots: expected a non-negative integer, got -1',
    ])
  })

  it('says what a wrong top-level value should have been', () => {
    expect(messages(decodeMap(null))).toEqual(['map: expected a map object, got null'])
    expect(messages(decodeMap([]))).toEqual(['map: expected a map object, got []'])
    expect(messages(decodeMove('march'))).toEqual(['move: expected a move object with a "type", got "march"'])
    expect(messages(decodeMap({ ...map, format: 'marchlaw/map@2' }))).toEqual(['map.format: expected "marchlaw/map@1", got "marchlaw/map@2"'])
  })

  it('checks numbers: positive speeds, stacking limits and allowances, finite layout', () => {
    expect(messages(decodeRingState({ ...ring, stackingLimit: 0 }))).toEqual(['state.stackingLimit: expected a positive integer, got 0'])
    expect(messages(decodeMap({ ...map, layout: { dunes: [1, Number.NaN] } }))).toEqual(['map.layout.dunes[1]: expected a finite number, got NaN'])
    expect(messages(decodeMap({ ...map, layout: { dunes: [1] } }))).toEqual(['map.layout.dunes: expected a point [x, y], got [1]'])
    const event = { type: 'event-move', side: 'shadow', allowance: { armies: 0, regions: 2.5 }, moves: [] }
    expect(messages(decodeMove(event))).toEqual([
      'move.allowance.armies: expected a positive integer, got 0',
      'move.allowance.regions: expected a positive integer, got 2.5',
    ])
    expect(messages(decodeRingState({ ...ring, stackingCheck: 'never' }))).toEqual([
      'state.stackingCheck: expected one of "each-move", "end-of-action", got "never"',
    ])
  })

  it('rejects an empty id as a key', () => {
    expect(messages(decodeRingState({ ...ring, figures: { '': { kind: 'regular', nation: 'gondor', region: 'minas' } } }))).toEqual([
      'state.figures[""]: expected a non-empty figure id as key, got ""',
    ])
  })

  it('uses the given root, and names the input where the path is empty', () => {
    expect(messages(decodeMap({ ...map, regions: 3 }, 'scenario.map'))).toEqual(['scenario.map.regions: expected an object keyed by region id, got 3'])
    expect(messages(decodeMap({ ...map, extra: 1 }, ''))).toEqual(['map: unknown field "extra"'])
    expect(errorsOf(decodeMap({ ...map, regions: 3 }, ''))[0]?.path).toBe('regions')
  })
})

describe('decoding', () => {
  it('accepts the examples of the format and keeps every field', () => {
    expect(decodeMap(map)).toEqual(E.right(map))
    expect(decodeState(heroes)).toEqual(E.right(heroes))
    expect(decodeHeroesState(heroes)).toEqual(E.right(heroes))
    expect(decodeState(ring)).toEqual(E.right(ring))
    const moves = [
      { type: 'march', faction: 'red', units: ['r1', 'r2'], to: 'mire' },
      { type: 'march', faction: 'red', units: ['r1'], to: 'mire', path: ['hill', 'mire'] },
      { type: 'resolve-exploration', faction: 'red', token: 't7' },
      { type: 'army-die', side: 'free', moves: [{ figures: ['g-r1', 'g-l1'], to: 'osgiliath' }] },
      { type: 'character-die', side: 'free', moves: [{ figures: ['g-r1', 'strider'], to: 'osgiliath' }] },
      { type: 'event-move', side: 'shadow', allowance: { armies: 2, regions: 2 }, moves: [{ figures: ['s-r1'], path: ['ithilien', 'osgiliath'] }] },
    ]
    for (const move of moves) expect(decodeMove(move)).toEqual(E.right(move))
  })

  it('accepts a pending exploration, and optional fields absent', () => {
    const pending = { kind: 'exploration', faction: 'red', region: 'mire', revealed: { id: 't7', kind: 'ruins' }, more: 1 }
    expect(decodeState({ ...heroes, pending })).toEqual(E.right({ ...heroes, pending }))
    const bare = { format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} }
    expect(decodeState(bare)).toEqual(E.right(bare))
    expect(messages(decodeState({ ...heroes, pending: { ...pending, more: -1 } }))).toEqual([
      'state.pending.more: expected a non-negative integer, got -1',
    ])
  })

  it('keeps the optional name of a unit or a figure, and wants it a string', () => {
    const named = { ...heroes, units: { r1: { faction: 'red', type: 'warrior', region: 'dunes', name: 'Ragna' } } }
    expect(decodeState(named)).toEqual(E.right(named))
    expect(E.map(encodeState)(decodeState(named))).toEqual(E.right(named))
    const figures = { 'g-l1': { kind: 'leader', nation: 'gondor', region: 'minas', name: 'Captain of the Guard' } }
    expect(decodeState({ ...ring, figures })).toEqual(E.right({ ...ring, figures }))
    expect(messages(decodeState({ ...ring, figures: { 'g-l1': { ...figures['g-l1'], name: 3 } } }))).toEqual(['state.figures["g-l1"].name: expected a string, got 3'])
  })

  it('drops an optional field whose value is undefined instead of keeping the key', () => {
    const decoded = decodeMap({ ...map, name: undefined })
    expect(E.isRight(decoded) && Object.keys(decoded.right)).toEqual(['format', 'regions', 'adjacent', 'impassable', 'ferries', 'layout'])
  })

  it('returns a copy: a decoded value shares no object with the input', () => {
    const input = structuredClone(heroes)
    const decoded = decodeState(input)
    expect(E.isRight(decoded) && decoded.right !== input && decoded.right.ruleset === 'heroes' && decoded.right.units !== input.units).toBe(true)
  })

  it('treats ids that are names of Object.prototype members as plain ids', () => {
    const state = { ...heroes, units: { constructor: { faction: 'red', type: 'serf', region: 'dunes' }, toString: { faction: 'red', type: 'serf', region: 'mire' } } }
    expect(decodeState(state)).toEqual(E.right(state))
    const proto = JSON.parse('{"format":"marchlaw/map@1","regions":{"__proto__":{"kind":"land"}},"adjacent":[]}') as unknown
    const decoded = decodeMap(proto)
    expect(E.isRight(decoded) && Object.keys(decoded.right.regions)).toEqual(['__proto__'])
  })
})

describe('scenarios', () => {
  const scenario = { format: 'marchlaw/scenario@1', map: 'demo-isles', state: heroes, move: { type: 'march', faction: 'red', units: ['r1'], to: 'dunes' } }

  it('decodes a map by name or as an object', () => {
    expect(decodeScenario(scenario)).toEqual(E.right(scenario))
    expect(decodeScenario({ ...scenario, map })).toEqual(E.right({ ...scenario, map }))
  })

  it('prefixes paths with map., state. and move.', () => {
    const result = decodeScenario({
      ...scenario,
      map: { ...map, regions: { ...map.regions, dunes: { kind: 'desert' } } },
      state: { ...heroes, marchSlots: 'two' },
      move: { ...scenario.move, to: 5 },
    })
    expect(errorsOf(result).map((error) => error.path)).toEqual(['map.regions.dunes.kind', 'state.marchSlots', 'move.to'])
  })

  it('names the scenario itself where the path is empty', () => {
    expect(messages(decodeScenario({ ...scenario, format: 'marchlaw/scenario@2', extra: true }))).toEqual([
      'format: expected "marchlaw/scenario@1", got "marchlaw/scenario@2"',
      'scenario: unknown field "extra"',
    ])
    expect(messages(decodeScenario({ format: 'marchlaw/scenario@1', map: '', state: heroes }))).toEqual([
      'map: expected a non-empty string, got ""',
      'scenario: missing field "move" (expected a move object, or a move in notation)',
    ])
    expect(messages(decodeScenario(7))).toEqual(['scenario: expected a scenario object with format, map, state, move, got 7'])
  })

  it('encodes back to the same JSON', () => {
    const decoded = decodeScenario(scenario)
    expect(E.isRight(decoded) && encodeScenario(decoded.right)).toEqual(scenario)
  })
})

describe('encoding', () => {
  it('writes fields in the format order and leaves absent optional fields out', () => {
    const shuffled: MapFile = { adjacent: [], regions: { b: { name: 'B', kind: 'land' }, a: { kind: 'sea' } }, format: 'marchlaw/map@1' }
    expect(JSON.stringify(encodeMap(shuffled))).toBe('{"format":"marchlaw/map@1","regions":{"b":{"kind":"land","name":"B"},"a":{"kind":"sea"}},"adjacent":[]}')
    expect(JSON.stringify(encodeMove({ to: 'x', units: ['u'], faction: 'red', type: 'march' }))).toBe(
      '{"type":"march","faction":"red","units":["u"],"to":"x"}',
    )
    expect(JSON.stringify(encodeState({ format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} }))).toBe(
      '{"format":"marchlaw/state@1","ruleset":"ring","nations":{},"figures":{}}',
    )
  })

  it('keeps null where the format has null', () => {
    expect(encodeState(heroes)).toEqual(heroes)
    expect(JSON.stringify(encodeState(heroes))).toContain('"pending":null')
  })

  it('drops fields a value carries beyond its type', () => {
    const region = { kind: 'land' as const, id: 'dunes' }
    expect(encodeMap({ ...map, regions: { dunes: region } })).toEqual({ ...map, regions: { dunes: { kind: 'land' } } })
  })
})

describe('results', () => {
  const every: ReadonlyArray<Violation> = [
    violation('UNKNOWN_ID', { id: 'x', entity: 'unit-type' }),
    violation('DUPLICATE_ID', { id: 'x' }),
    violation('NOT_OWNED', { id: 'x', owner: 'blue', actor: 'red' }),
    violation('NOT_TOGETHER', { regions: ['a', 'b'] }),
    violation('EMPTY_ARMY', {}),
    violation('NO_MOVEMENT', { region: 'a' }),
    violation('NOT_ADJACENT', { from: 'a', to: 'b' }),
    violation('IMPASSABLE', { from: 'a', to: 'b' }),
    violation('STACKING_LIMIT', { region: 'a', count: 11, limit: 10 }, 1),
    violation('ARMY_TOO_LARGE', { count: 6, limit: 5 }),
    violation('NOT_LAND', { region: 'sea', kind: 'sea' }),
    violation('TOO_FAR', { steps: 3, limit: 2 }),
    violation('MUST_STOP', { region: 'dunes', reason: 'desert' }),
    violation('NO_PATH', { to: 'b', reasons: [violation('MUST_STOP', { region: 'x', reason: 'battle' })] }),
    violation('PATH_MISMATCH', { to: 'b', last: null }),
    violation('NO_MARCH_SLOT', {}),
    violation('EXPLORATION_PENDING', { region: 'mire', token: 't7' }),
    violation('NOT_REVEALED', { token: 't8', revealed: null }),
    violation('NOT_AN_ARMY', { figures: ['strider'] }),
    violation('TOO_MANY_ARMIES', { count: 3, limit: 2 }),
    violation('MOVED_TWICE', { id: 'g-r1' }),
    violation('NEEDS_LEADER', { figures: ['g-r1'] }),
    violation('LEADER_ALONE', { region: 'minas', leaders: ['g-l1'] }),
    violation('ENEMY_ARMY', { region: 'minas', units: ['s-r1'] }, 0),
    violation('NOT_AT_WAR', { region: 'edoras', nations: ['gondor'], regionNation: 'rohan' }),
    violation('NO_ENEMY', { region: 'osgiliath' }, 0),
    violation('NOT_AT_WAR_ATTACK', { nations: ['gondor'] }, 0),
    violation('WRONG_RULESET', { ruleset: 'ring', expected: 'heroes' }),
  ]
  const events: ReadonlyArray<GameEvent> = [
    { type: 'moved', units: ['r1'], from: 'greenvale', to: 'dunes', path: ['dunes'] },
    { type: 'moved', figures: ['g-r1'], from: 'minas', to: 'osgiliath', path: ['osgiliath'] },
    { type: 'battle', region: 'dunes', attacker: 'red', defenders: ['blue'] },
    { type: 'battle', region: 'osgiliath', attacker: 'free', defenders: ['shadow'], from: 'minas', figures: ['g-r1', 'g-l1'] },
    { type: 'exploration-revealed', region: 'mire', token: 't7', kind: null },
    { type: 'exploration-resolved', region: 'mire', token: 't7' },
    { type: 'settlement-captured', region: 'osgiliath', by: 'shadow', from: 'free' },
    { type: 'march-slot-used', left: 1 },
  ]

  it('encodes and decodes every violation and event', () => {
    const illegal: Result = { legal: false, violations: every }
    const legal: Result = { legal: true, events, state: heroes }
    expect(encodeResult(illegal)).toEqual(illegal)
    expect(decodeResult(encodeResult(illegal))).toEqual(E.right(illegal))
    expect(decodeResult(encodeResult(legal))).toEqual(E.right(legal))
    expect(JSON.stringify(encodeResult(legal)).startsWith('{"legal":true,"events":[{"type":"moved","units"')).toBe(true)
  })

  it('writes violations as violation() builds them: code, message, evidence, army', () => {
    const v = violation('STACKING_LIMIT', { region: 'a', count: 11, limit: 10 }, 1)
    expect(Object.keys(encodeResult({ legal: false, violations: [v] }) as object)).toEqual(['legal', 'violations'])
    expect(JSON.stringify(encodeResult({ legal: false, violations: [v] }))).toBe(JSON.stringify({ legal: false, violations: [v] }))
  })

  it('writes a value its type allows but the format does not as it is, never drops it', () => {
    const odd = violation('DUPLICATE_ID', { id: '' })
    expect(encodeResult({ legal: false, violations: [odd] })).toEqual({ legal: false, violations: [{ code: 'DUPLICATE_ID', message: odd.message, id: '' }] })
  })

  it('reports a wrong result by its legal field and code', () => {
    expect(messages(decodeResult({ legal: 'yes' }))).toEqual(['result.legal: expected true or false, got "yes"'])
    expect(messages(decodeResult({ legal: false, violations: [{ code: 'TOO_FAST', message: '' }] }))).toEqual([
      expect.stringMatching(/^result\.violations\[0\]\.code: expected one of "UNKNOWN_ID", .*"MALFORMED_BOARD", got "TOO_FAST"$/),
    ])
    expect(messages(decodeResult({ legal: true, events: [{ type: 'moved', units: ['a'], from: 'a', to: 'b' }], state: ring }))).toEqual([
      'result.events[0]: missing field "path" (expected an array of region ids)',
    ])
  })
})

describe('decoding deep input', () => {
  it('refuses a value nested deeper than the format ever goes, without exhausting the stack', () => {
    let reasons: unknown = []
    for (let i = 0; i < 20_000; i++) reasons = [{ code: 'NO_PATH', message: 'm', to: 'a', reasons }]
    const verdict = decodeResult({ legal: false, violations: reasons })
    expect(E.isLeft(verdict) && verdict.left[0]?.expected).toBe('a value nested at most 64 levels deep')
  })

  it('refuses a cyclic value', () => {
    const cyclic: Record<string, unknown> = { format: 'marchlaw/map@1' }
    cyclic['regions'] = cyclic
    expect(E.isLeft(decodeMap(cyclic))).toBe(true)
  })
})
