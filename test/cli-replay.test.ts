// `marchlaw replay` through its exit codes and output: the long records of test/records/ (seeded playouts of
// both rulesets) replay to the end, one changed move is pinpointed, and a record that cannot be read, does not
// fit the format or names a map that does not compile is refused with exit 2, never a stack trace.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, describe, expect, it } from 'vitest'
import { readInput } from '../src/cli/read.js'
import { exitCodes, runCli } from '../src/cli/run.js'
import { inputLimits } from '../src/cli/json.js'
import { compile, replay } from '../src/index.js'
import { decodeRecord, encodeState } from '../src/json.js'
import { demoIsles, demoMarches } from '../src/maps/index.js'
import { run } from './fixtures/cli-world.js'


const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at /)

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'records', name), 'utf8')
type Written = { readonly moves: ReadonlyArray<unknown>; readonly [key: string]: unknown }
const records = [
  ['heroes', 'heroes-demo-isles.json', fixture('heroes-demo-isles.json')],
  ['ring', 'ring-demo-marches.json', fixture('ring-demo-marches.json')],
] as const

const boards = { heroes: compile(demoIsles), ring: compile(demoMarches) }

// One move of a record played for the other faction or side: its pieces are then not the mover's.
const flipped = (move: unknown): unknown => {
  if (typeof move === 'string') {
    const [actor, ...rest] = move.split(' ')
    const other = { red: 'blue', blue: 'red', free: 'shadow', shadow: 'free' }[actor ?? ''] ?? actor
    return [other, ...rest].join(' ')
  }
  const object = move as { readonly faction?: string; readonly side?: string }
  if (object.side !== undefined) return { ...object, side: object.side === 'free' ? 'shadow' : 'free' }
  return { ...object, faction: object.faction === 'red' ? 'blue' : 'red' }
}
const tampered = (text: string, index: number): string => {
  const record = JSON.parse(text) as Written
  const moves = record.moves.map((entry, at) => {
    if (at !== index) return entry
    return typeof entry === 'string' ? flipped(entry) : { ...(entry as object), move: flipped((entry as { readonly move: unknown }).move) }
  })
  return JSON.stringify({ ...record, moves })
}

describe('marchlaw replay of a long recorded game', () => {
  it.each(records)('%s: every move of %s is legal; each is told in words with its events', (_, file, text) => {
    const moves = (JSON.parse(text) as Written).moves.length
    expect(moves).toBeGreaterThanOrEqual(150)
    const { code, out, err } = run(['replay', file], { [file]: text })
    expect(err).toBe('')
    expect(code).toBe(exitCodes.ok)
    const told = out.split('\n')
    expect(told.filter((line) => /^moves\[\d+\] \((red|blue|free|shadow)\): /.test(line))).toHaveLength(moves)
    expect(told.filter((line) => line.startsWith('  ')).length).toBeGreaterThanOrEqual(moves)
    expect(told.at(-1)).toBe(`legal: all ${moves} moves of the record`)
  })

  it('heroes: the moves are told in the map\'s names, with the comment, and the explorations they reveal and resolve', () => {
    const [, file, text] = records[0]
    const { out } = run(['replay', file], { [file]: text })
    expect(out).toContain('  # a seeded random game')
    expect(out).toMatch(/^moves\[\d+\] \(blue\): Blue resolves .*/m)
    expect(out).toContain('Fenmire')
  })

  it.each(records)('%s --json: exactly one JSON document, every move with its events and the last position, as replay gives them', (ruleset, file, text) => {
    const { code, out, err } = run(['replay', file, '--json'], { [file]: text })
    expect(err).toBe('')
    expect(code).toBe(exitCodes.ok)
    const told = JSON.parse(out) as { readonly legal: boolean; readonly moves: ReadonlyArray<{ readonly index: number; readonly events: unknown }>; readonly state: unknown }
    const record = decodeRecord(JSON.parse(text))
    const board = boards[ruleset]
    if (E.isLeft(record) || E.isLeft(board)) throw new Error('the fixture decodes and its map compiles')
    const game = replay(board.right, record.right.state, record.right.moves.map((entry) => entry.move))
    if (E.isLeft(game)) throw new Error('the fixture replays')
    expect(told.legal).toBe(true)
    expect(told.moves.map((move) => move.index)).toEqual(record.right.moves.map((_, index) => index))
    expect(told.moves.map((move) => move.events)).toEqual(JSON.parse(JSON.stringify(game.right.events)))
    expect(told.state).toEqual(encodeState(game.right.positions.at(-1) ?? record.right.state))
  })

  it.each(records)('%s: one move changed in the middle is pinpointed: exit 1, its index, its notation and its reasons', (_, file, text) => {
    const index = 97
    const { code, out } = run(['replay', file], { [file]: tampered(text, index) })
    expect(code).toBe(exitCodes.refused)
    const lines = out.split('\n')
    expect(lines.filter((line) => line.startsWith('moves['))).toHaveLength(index)
    const verdict = lines.findIndex((line) => line.startsWith('illegal: '))
    expect(lines[verdict]).toMatch(new RegExp(`^illegal: moves\\[${index}\\]: (red|blue|free|shadow) `))
    expect(lines[verdict + 1]).toMatch(/^ {2}NOT_OWNED: /)
    const json = run(['replay', file, '--json'], { [file]: tampered(text, index) })
    expect(json.code).toBe(exitCodes.refused)
    const told = JSON.parse(json.out) as { readonly legal: boolean; readonly index: number; readonly notation: string; readonly moves: ReadonlyArray<unknown>; readonly violations: ReadonlyArray<{ readonly code: string }> }
    expect(told).toMatchObject({ legal: false, index, notation: lines[verdict]?.replace(/^illegal: moves\[\d+\]: /, '') })
    expect(told.moves).toHaveLength(index)
    expect(told.violations.map((v) => v.code)).toContain('NOT_OWNED')
  })

  test.prop([fc.constantFrom(...records), fc.nat()], { numRuns: 12 })('whichever move is changed, replay names that one', ([, file, text], pick) => {
    const index = pick % (JSON.parse(text) as Written).moves.length
    const json = run(['replay', file, '--json'], { [file]: tampered(text, index) })
    expect(json.code).toBe(exitCodes.refused)
    expect(JSON.parse(json.out)).toMatchObject({ legal: false, index })
  })
})

const smallMap = { format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] }
const smallRecord = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'marchlaw/record@1',
    map: smallMap,
    state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } },
    moves: ['red march s1 to b', { move: { type: 'march', faction: 'red', units: ['s1'], to: 'a' }, player: 'ann', comment: 'back home' }],
    ...extra,
  })

describe('marchlaw replay of a small record', () => {
  it('tells each move, then that all are legal', () => {
    const { code, out } = run(['replay', 'r.json'], { 'r.json': smallRecord() })
    expect(code).toBe(exitCodes.ok)
    expect(out.split('\n')).toEqual([
      'moves[0]: Red marches s1 to b',
      '  s1 moved from a to b',
      'moves[1] (ann): Red marches s1 to a',
      '  # back home',
      '  s1 moved from b to a',
      'legal: all 2 moves of the record',
    ])
  })
  it('an empty record is legal, and says it has no moves', () => {
    expect(run(['replay', 'r.json'], { 'r.json': smallRecord({ moves: [] }) })).toMatchObject({ code: 0, out: 'legal: the record has no moves' })
  })
  it('reads standard input for -', () => {
    expect(run(['replay', '-'], { '-': smallRecord() }).code).toBe(exitCodes.ok)
  })
  it('reads a map named by path, from the folder of the record', () => {
    const record = smallRecord({ map: 'maps/small.json' })
    const { code } = run(['replay', 'games/r.json'], { 'games/r.json': record, 'games/maps/small.json': JSON.stringify(smallMap) })
    expect(code).toBe(exitCodes.ok)
    const missing = run(['replay', 'games/r.json'], { 'games/r.json': record })
    expect(missing.code).toBe(exitCodes.badInput)
    expect(missing.err).toContain('games/maps/small.json: ')
  })
  it('a record map with errors, or one that does not fit the format, is exit 2 with its path', () => {
    const broken = run(['replay', 'r.json'], { 'r.json': smallRecord({ map: 'm.json' }), 'm.json': JSON.stringify({ ...smallMap, adjacent: [['a', 'nowhere']] }) })
    expect(broken.code).toBe(exitCodes.badInput)
    expect(broken.err).toContain('adjacent[0][1]')
    const misspelt = run(['replay', 'r.json'], { 'r.json': smallRecord({ map: 'm.json' }), 'm.json': JSON.stringify({ ...smallMap, adjacnet: [] }) })
    expect(misspelt.code).toBe(exitCodes.badInput)
    expect(misspelt.err).toContain('adjacnet')
  })
  it('a record that does not fit the format is exit 2, every problem with its JSON path', () => {
    const { code, err, out } = run(['replay', 'r.json', '--json'], { 'r.json': smallRecord({ moves: ['red march s1 too b', { move: 'red march s1 to a', playr: 'ann' }] }) })
    expect(code).toBe(exitCodes.badInput)
    // With --json the problems are in the JSON document alone, each with its path.
    expect(err).toBe('')
    const document = JSON.parse(out) as { readonly problems: ReadonlyArray<unknown> }
    expect(document).toMatchObject({ error: 'invalid-input', file: 'r.json' })
    expect(JSON.stringify(document.problems)).toContain('moves[0]')
    expect(JSON.stringify(document.problems)).toContain('unknown field')
    expect(JSON.stringify(document.problems)).toContain('playr')
    const human = run(['replay', 'r.json'], { 'r.json': smallRecord({ moves: ['red march s1 too b', { move: 'red march s1 to a', playr: 'ann' }] }) })
    expect(human.err).toContain('moves[0]')
    expect(human.err).toContain('moves[1]: unknown field "playr"')
  })
  it('a move in notation that is not of the move format is exit 2 with its path, as the same move object is', () => {
    const record = JSON.parse(fixture('ring-demo-marches.json')) as Written
    const line = run(['replay', 'r.json'], { 'r.json': JSON.stringify({ ...record, moves: ['free event -1/2 sw-e1 by highfold-hall'] }) })
    expect(line.code).toBe(exitCodes.badInput)
    expect(line.err).toContain('moves[0]')
    expect(line.err).not.toContain('MALFORMED_MOVE')
    const object = { type: 'event-move', side: 'free', allowance: { armies: -1, regions: 2 }, moves: [{ figures: ['sw-e1'], path: ['highfold-hall'] }] }
    const written = run(['replay', 'r.json'], { 'r.json': JSON.stringify({ ...record, moves: [{ move: object }] }) })
    expect(written.code).toBe(exitCodes.badInput)
    expect(written.err).toContain('moves[0].move.allowance.armies: expected a positive integer, got -1')
    const empty = run(['replay', 'r.json'], { 'r.json': JSON.stringify({ ...record, moves: ['free army "" to highfold-hall'] }) })
    expect(empty.code).toBe(exitCodes.badInput)
    expect(empty.err).toContain('moves[0].moves[0].figures[0]: expected a non-empty string')
  })
  it('a state that does not fit its map is exit 2', () => {
    const record = JSON.parse(smallRecord()) as Record<string, unknown>
    const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'atlantis' } } }
    const { code, err } = run(['replay', 'r.json'], { 'r.json': JSON.stringify({ ...record, state }) })
    expect(code).toBe(exitCodes.badInput)
    expect(err).toContain('state.units.s1.region')
  })
  it('a usage error is exit 2', () => {
    expect(run(['replay']).code).toBe(exitCodes.badInput)
    expect(run(['replay', 'a.json', 'b.json']).code).toBe(exitCodes.badInput)
    expect(run(['--help']).out).toContain('marchlaw replay RECORD.json|- [--json]')
  })
})

describe('marchlaw replay on files it must not trust', () => {
  const folder = mkdtempSync(join(tmpdir(), 'marchlaw-replay-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const runOnDisk = (args: ReadonlyArray<string>) => {
    const out: string[] = []
    const err: string[] = []
    const code = runCli(args, { readFile: readInput, out: (line) => out.push(line), err: (line) => err.push(line) })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
  it('skips a byte-order mark', () => {
    expect(run(['replay', 'r.json'], { 'r.json': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(smallRecord())]) }).code).toBe(exitCodes.ok)
  })
  it('refuses a key written twice, with its path', () => {
    const text = smallRecord().replace('"moves":[', '"moves":[{"move":"red march s1 to b","move":"red march s1 to a"},')
    const { code, err } = run(['replay', 'r.json'], { 'r.json': text })
    expect(code).toBe(exitCodes.badInput)
    expect(err).toContain('moves[0].move: the key "move" is written twice')
  })
  it('refuses invalid UTF-8 in a move, with its path', () => {
    const text = smallRecord()
    const at = text.indexOf('back home')
    const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xc3, 0x28]), Buffer.from(text.slice(at))])
    const { code, err } = run(['replay', 'r.json'], { 'r.json': bytes })
    expect(code).toBe(exitCodes.badInput)
    expect(err).toContain('moves[1].comment: not valid UTF-8')
  })
  it('refuses a huge file and a named pipe, on disk, without waiting', () => {
    writeFileSync(join(folder, 'huge.json'), '')
    truncateSync(join(folder, 'huge.json'), inputLimits.bytes + 1)
    const huge = runOnDisk(['replay', join(folder, 'huge.json')])
    expect(huge.code).toBe(exitCodes.badInput)
    expect(huge.err).toContain('larger than 16 MiB')
    execFileSync('mkfifo', [join(folder, 'pipe')])
    const pipe = runOnDisk(['replay', join(folder, 'pipe')])
    expect(pipe.code).toBe(exitCodes.badInput)
    expect(pipe.err).toContain('named pipe (FIFO)')
    writeFileSync(join(folder, 'r.json'), smallRecord({ map: 'pipe' }))
    const mapPipe = runOnDisk(['replay', join(folder, 'r.json')])
    expect(mapPipe.code).toBe(exitCodes.badInput)
    expect(mapPipe.err).toContain('named pipe (FIFO)')
    for (const text of [huge.err, pipe.err, mapPipe.err]) noStackTrace(text)
  })
  it('replays a long record from disk', () => {
    writeFileSync(join(folder, 'long.json'), records[1][2])
    expect(runOnDisk(['replay', join(folder, 'long.json')]).code).toBe(exitCodes.ok)
  })
  it('shows the control characters of a comment, an id or a player as escapes: no forged line, no hidden verdict', () => {
    const forged = 'fine\nlegal: all 3 moves of the record\u001b[8m'
    const moves = [
      { move: 'red march s1 to b', comment: forged, player: 'ann\r\u009b2K' },
      { move: 'red march s1 to x\u001b[8m', comment: 'tab\there, del\u007f' },
    ]
    const { code, out } = run(['replay', 'r.json'], { 'r.json': smallRecord({ moves }) })
    expect(code).toBe(exitCodes.refused)
    expect(out.split('\n')).toEqual([
      'moves[0] (ann\\r\\u009b2K): Red marches s1 to b',
      '  # fine\\nlegal: all 3 moves of the record\\u001b[8m',
      '  s1 moved from a to b',
      'illegal: moves[1]: red march s1 to "x\\u001b[8m"',
      '  UNKNOWN_ID: There is no region "x\\u001b[8m".',
    ])
    // Every line printed is one line, with no character a terminal acts on.
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
    // The JSON document keeps the text as it is (JSON.stringify escapes it).
    const json = run(['replay', 'r.json', '--json'], { 'r.json': smallRecord({ moves }) })
    expect(JSON.parse(json.out).move.to).toBe('x\u001b[8m')
  })
  it('refuses "-" as the map of a record, which would read standard input a second time, exit 2', () => {
    for (const file of ['-', 'r.json']) {
      const { code, err } = run(['replay', file], { [file]: smallRecord({ map: '-' }) })
      expect(code).toBe(exitCodes.badInput)
      expect(err).toContain('map: "-" (standard input) cannot be a record\'s map')
    }
    const json = run(['replay', '-', '--json'], { '-': smallRecord({ map: '-' }) })
    expect(json.code).toBe(exitCodes.badInput)
    expect(JSON.parse(json.out)).toMatchObject({ error: 'invalid-input', problems: [{ path: 'map' }] })
  })
})
