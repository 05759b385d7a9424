// The JSON Schemas of schemas/ against the codecs they describe: every
// bundled map, opening and scenario of the tables validates; a wrong format
// tag, an unknown field or a missing field does not; the long game records
// validate; and on random
// changes of valid files, a schema and its codec give the same verdict.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fc, test } from '@fast-check/vitest'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { runCli, schemaAddress } from '../src/cli/run.js'
import { decodeMap, decodeMove, decodeRecord, decodeScenario, decodeState, encodeMap, encodeState } from '../src/json.js'
import { readMove } from '../src/json/notation.js'
import { bundledMaps, demoIslesOpening, demoMarchesOpening } from '../src/maps/index.js'

const kinds = ['map', 'state', 'move', 'scenario', 'record'] as const
type Kind = (typeof kinds)[number]

const schemaOf = (kind: Kind): { readonly $id: string; readonly $schema: string } =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', `${kind}.schema.json`), 'utf8'))

const ajv = new Ajv2020({ allErrors: true, strict: true, strictTuples: false })
for (const kind of kinds) ajv.addSchema(schemaOf(kind))
const valid = (kind: Kind, value: unknown): boolean => ajv.validate(schemaAddress(kind), value)

const decoders: { readonly [K in Kind]: (value: unknown) => { readonly _tag: string } } = {
  map: (value) => decodeMap(value),
  state: (value) => decodeState(value),
  move: (value) => decodeMove(value),
  scenario: (value) => decodeScenario(value),
  record: (value) => decodeRecord(value),
}

const scenarioRoot = join(import.meta.dirname, '..', 'conformance')
const scenarios: ReadonlyArray<readonly [string, unknown]> = readdirSync(scenarioRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((table) =>
    readdirSync(join(scenarioRoot, table.name))
      .filter((name) => name.endsWith('.json'))
      .map((name) => [`${table.name}/${name}`, JSON.parse(readFileSync(join(scenarioRoot, table.name, name), 'utf8')).scenario] as const),
  )

const recordRoot = join(import.meta.dirname, 'records')
const records: ReadonlyArray<readonly [string, unknown]> = readdirSync(recordRoot)
  .filter((name) => name.endsWith('.json'))
  .map((name) => [name, JSON.parse(readFileSync(join(recordRoot, name), 'utf8'))] as const)
// A short record of each way of writing a move: notation alone, an object with a move object, with notation.
const shortRecord = {
  format: 'marchlaw/record@1',
  map: 'demo-isles',
  state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 2 } }, units: { r1: { faction: 'red', type: 'serf', region: 'greenvale' } } },
  moves: [
    'red march r1 to oakwood',
    { move: { type: 'march', faction: 'red', units: ['r1'], to: 'greenvale' }, player: 'ann', comment: 'back', time: '2026-12-01T21:03:00+01:00' },
    { move: 'red march r1 by oakwood', time: '2026-12-01T21:04:05.5Z' },
  ],
}

const maps = Object.entries(bundledMaps).map(([name, map]) => [name, encodeMap(map)] as const)
const openings = [
  ['demo-isles', encodeState(demoIslesOpening)],
  ['demo-marches', encodeState(demoMarchesOpening)],
] as const

describe('the JSON Schemas', () => {
  it.each(kinds)('%s: a 2020-12 schema whose $id is the address marchlaw maps prints', (kind) => {
    const schema = schemaOf(kind)
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(schema.$id).toBe(schemaAddress(kind))
  })
  it('are published by the package', () => {
    const manifest: { readonly files: ReadonlyArray<string>; readonly exports: Readonly<Record<string, unknown>> } = JSON.parse(readFileSync('package.json', 'utf8'))
    expect(manifest.files).toContain('schemas')
    expect(manifest.exports['./schemas/*']).toBe('./schemas/*')
  })
  it.each(maps)('map: the bundled map %s validates, and so does `marchlaw maps` printing it', (name, map) => {
    expect(valid('map', map), JSON.stringify(ajv.errors)).toBe(true)
    const out: string[] = []
    runCli(['maps', name], { readFile: () => ({ _tag: 'Left', left: 'none' }), out: (line) => out.push(line), err: () => undefined })
    expect(valid('map', JSON.parse(out.join('\n'))), JSON.stringify(ajv.errors)).toBe(true)
  })
  it.each(openings)('state: the opening of %s validates', (_, state) => {
    expect(valid('state', state), JSON.stringify(ajv.errors)).toBe(true)
  })
  it.each(scenarios)('scenario: %s validates, and its state and move do', (_, scenario) => {
    expect(valid('scenario', scenario), JSON.stringify(ajv.errors)).toBe(true)
    const { state, move } = scenario as { readonly state: unknown; readonly move: unknown }
    expect(valid('state', state)).toBe(true)
    // A move in notation is a string the move schema does not describe; the scenario schema takes it.
    if (typeof move !== 'string') expect(valid('move', move)).toBe(true)
  })

  it.each(records)('record: the long record %s validates', (_, record) => {
    expect(valid('record', record), JSON.stringify(ajv.errors)).toBe(true)
    expect(decodeRecord(record)._tag).toBe('Right')
  })
  it('record: a move that is neither notation nor an entry, an entry without move, a field unknown to it or a time without zone does not validate', () => {
    expect(valid('record', shortRecord)).toBe(true)
    const withMoves = (moves: ReadonlyArray<unknown>) => ({ ...shortRecord, moves })
    for (const moves of [[42], [{ player: 'ann' }], [{ move: 'red march r1 to oakwood', who: 'ann' }], [{ move: 'red march r1 to oakwood', time: '2026-12-01T21:03:00' }], [''], [{ move: 'red march r1 to oakwood', player: '' }]]) {
      expect(valid('record', withMoves(moves))).toBe(false)
      expect(decodeRecord(withMoves(moves))._tag).toBe('Left')
    }
  })

  const samples: ReadonlyArray<readonly [Kind, Record<string, unknown>]> = [
    ['map', maps[0]?.[1] as Record<string, unknown>],
    ['state', openings[0][1] as Record<string, unknown>],
    ['state', openings[1][1] as Record<string, unknown>],
    ['scenario', scenarios[0]?.[1] as Record<string, unknown>],
    ['record', shortRecord],
  ]
  it.each(samples)('%s: a wrong format tag, an unknown field or a missing field does not validate', (kind, sample) => {
    expect(valid(kind, sample)).toBe(true)
    expect(valid(kind, { ...sample, format: 'marchlaw/map@2' })).toBe(false)
    expect(valid(kind, { ...sample, formatt: 1 })).toBe(false)
    const { format: _, ...missing } = sample
    expect(valid(kind, missing)).toBe(false)
  })
  it('move: an unknown type, an unknown field or a missing field does not validate', () => {
    const move = { type: 'march', faction: 'red', units: ['r1'], to: 'mire' }
    expect(valid('move', move)).toBe(true)
    expect(valid('move', { ...move, type: 'sail' })).toBe(false)
    expect(valid('move', { ...move, unit: ['r1'] })).toBe(false)
    expect(valid('move', { type: 'march', faction: 'red', units: ['r1'] })).toBe(false)
    expect(valid('move', { type: 'attack', side: 'free', die: 'army', figures: ['g1'], target: 'osgiliath' })).toBe(true)
  })
  it('accept a "$schema" line at the top of a file, as the codecs do', () => {
    for (const kind of ['map', 'state', 'scenario', 'record'] as const) {
      const sample = samples.find(([which]) => which === kind)?.[1]
      expect(valid(kind, { $schema: schemaAddress(kind), ...sample })).toBe(true)
      expect(decoders[kind]({ $schema: schemaAddress(kind), ...sample })._tag).toBe('Right')
    }
  })

  // A change somewhere in a valid file: a value replaced, a field removed or one added.
  type Change = { readonly pick: number; readonly action: 'replace' | 'remove' | 'add'; readonly value: unknown; readonly key: string }
  const change = fc.record({
    pick: fc.nat(),
    action: fc.constantFrom('replace', 'remove', 'add'),
    value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', 'land', 'heroes', 'ring', 'free', 'march', 0, 1, -1, 2.5, null, [], {}, ['a', 'b'])),
    key: fc.constantFrom('name', 'kind', 'x', 'path', 'side', 'format', 'graticule', '$schema', ''),
  })
  const changed = (root: unknown, { pick, action, value, key }: Change): unknown => {
    const places: Array<ReadonlyArray<string | number>> = []
    const walk = (node: unknown, path: ReadonlyArray<string | number>): void => {
      const isObject = typeof node === 'object' && node !== null && !Array.isArray(node)
      if (action === 'add' ? isObject : action === 'remove' ? path.length > 0 : true) places.push(path)
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]))
      else if (typeof node === 'object' && node !== null) for (const [field, inner] of Object.entries(node)) walk(inner, [...path, field])
    }
    walk(root, [])
    const path = places[pick % places.length] ?? []
    const rebuild = (node: unknown, at: number): unknown => {
      if (at === path.length) {
        if (action === 'replace') return value
        if (action === 'add' && typeof node === 'object' && node !== null && !Array.isArray(node)) return { ...node, [key]: value }
        return node
      }
      const step = path[at]
      if (Array.isArray(node)) {
        if (action === 'remove' && at === path.length - 1) return node.filter((_, index) => index !== step)
        return node.map((item, index) => (index === step ? rebuild(item, at + 1) : item))
      }
      if (typeof node !== 'object' || node === null || typeof step !== 'string') return node
      const entries = Object.entries(node).flatMap(([field, inner]) =>
        field !== step ? [[field, inner] as const] : action === 'remove' && at === path.length - 1 ? [] : [[field, rebuild(inner, at + 1)] as const],
      )
      return Object.fromEntries(entries)
    }
    return rebuild(root, 0)
  }
  const bases: { readonly [K in Kind]: ReadonlyArray<unknown> } = {
    map: maps.map(([, map]) => map),
    state: [...openings.map(([, state]) => state), ...scenarios.map(([, scenario]) => (scenario as { readonly state: unknown }).state)],
    move: scenarios.map(([, scenario]) => (scenario as { readonly move: unknown }).move),
    scenario: scenarios.map(([, scenario]) => scenario),
    record: [shortRecord, ...records.map(([, record]) => record)],
  }
  const base = fc.constantFrom(...kinds).chain((kind) => fc.tuple(fc.constant(kind), fc.constantFrom(...bases[kind])))
  // A record with a line of notation the notation reader refuses, as a move or as an entry's move.
  const unreadLine = (record: unknown): boolean => {
    const moves = (record as { readonly moves?: unknown } | null)?.moves
    if (!Array.isArray(moves)) return false
    const lines = moves.map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as { readonly move?: unknown }).move : entry))
    return lines.some((line) => typeof line === 'string' && readMove(line)._tag === 'Left')
  }
  test.prop([base, change], { numRuns: 1000 })('agree with the codecs on any change of a valid file', ([kind, base], edit) => {
    const value = changed(base, edit)
    const decoded = decoders[kind](value)._tag === 'Right'
    // A scenario's move may be a line of notation: the schema knows it is a string, only the decoder can read it.
    const notation = (kind === 'scenario' && typeof (value as { readonly move?: unknown } | null)?.move === 'string') || (kind === 'record' && unreadLine(value))
    if (notation && !decoded) return
    expect(valid(kind, value), JSON.stringify(value).slice(0, 2000)).toBe(decoded)
  })
})
