// The `marchlaw` command through its exit codes and output, run in-process
// against a small world of named files.
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { exitCodes, internalError, reportRequest, schemaAddress } from '../src/cli/run.js'
import { run } from './fixtures/cli-world.js'


const map = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'marchlaw/map@1',
    name: 'Two fields',
    regions: { a: { kind: 'land' }, b: { kind: 'land' }, sea: { kind: 'sea' } },
    adjacent: [['a', 'b']],
    ...extra,
  })

const heroesScenario = (move: unknown, units: unknown = { s1: { faction: 'red', type: 'serf', region: 'a' } }) =>
  JSON.stringify({
    format: 'marchlaw/scenario@1',
    map: JSON.parse(map()),
    state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 2 } }, units },
    move,
  })

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at /)

describe('marchlaw --help and usage', () => {
  it('prints usage with the exit codes and exits 0', () => {
    const { code, out } = run(['--help'])
    expect(code).toBe(exitCodes.ok)
    expect(out).toContain('Usage:')
    expect(out).toContain('Exit codes:')
  })
  it('prints the version', () => {
    expect(run(['--version'])).toMatchObject({ code: 0, out: '0.2.0' })
  })
  it('exits 2 without a command, with the usage on standard error', () => {
    const bare = run([])
    expect(bare.code).toBe(exitCodes.badInput)
    expect(bare.out).toBe('')
    expect(bare.err).toContain('Usage:')
  })
  it('names an unknown option, short or long, before anything else', () => {
    expect(run(['-v'])).toMatchObject({ code: exitCodes.badInput, out: '' })
    expect(run(['-v']).err).toContain('unknown option -v')
    expect(run(['--verbose', '--help']).err).toContain('unknown option --verbose')
  })
  it("prints package.json's version, and asks for a report of an internal error without an address", () => {
    const manifest: { readonly version: string } = JSON.parse(readFileSync('package.json', 'utf8'))
    expect(run(['--version']).out).toBe(manifest.version)
    const help = run(['--help']).out
    expect(help).toContain('3  an internal error of marchlaw (please report it with the command and')
    expect(`${help}\n${reportRequest}`).not.toMatch(/https?:\/\/(?!unpkg\.com)|github\.com/)
    expect(reportRequest).toContain('the command you ran and its input files')
  })
  it('reports an internal error in one line and a request, or as JSON alone with --json, and exits 3', () => {
    const thrown = new Error('a region numbered twice.')
    const human = { out: [] as string[], err: [] as string[] }
    const world = (into: typeof human) => ({ readFile: () => E.left('unused'), out: (line: string) => into.out.push(line), err: (line: string) => into.err.push(line) })
    expect(internalError(['check', 's.json'], thrown, world(human))).toBe(exitCodes.internal)
    expect(human).toEqual({ out: [], err: ['marchlaw: internal error: a region numbered twice.', reportRequest] })
    const json = { out: [] as string[], err: [] as string[] }
    expect(internalError(['check', 's.json', '--json'], 'not an Error', world(json))).toBe(exitCodes.internal)
    expect(json.err).toEqual([])
    expect(json.out).toHaveLength(1)
    expect(JSON.parse(json.out[0] ?? '')).toEqual({ error: 'internal', problems: [{ message: `internal error: not an Error. ${reportRequest}` }] })
  })
  it('exits 2 with an unknown command or option, and with missing arguments', () => {
    expect(run(['fly']).err).toContain('unknown command "fly"')
    expect(run(['check', 'x.json', '--jsn']).err).toContain('unknown option --jsn')
    expect(run(['check']).code).toBe(exitCodes.badInput)
    expect(run(['lint', 'a.json', 'b.json']).code).toBe(exitCodes.badInput)
  })
})

describe('marchlaw check --json and lint --json: one JSON document on standard output, nothing else', () => {
  const legal = heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' })
  const illegal = heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'sea' })
  const misfit = heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' }, { s1: { faction: 'red', type: 'serf', region: 42 } })
  const files = { 'legal.json': legal, 'illegal.json': illegal, 'misfit.json': misfit, 'broken.json': '{"format": ', 'clean.json': map(), 'bad.json': map({ adjacent: [['a', 'nowhere']] }) }
  it.each([
    ['check, a legal move', ['check', 'legal.json'], exitCodes.ok, { legal: true }],
    ['check, an illegal move', ['check', 'illegal.json'], exitCodes.refused, { legal: false }],
    ['check, a scenario that does not fit the format', ['check', 'misfit.json'], exitCodes.badInput, { error: 'invalid-input', file: 'misfit.json' }],
    ['check, a file that is not JSON', ['check', 'broken.json'], exitCodes.badInput, { error: 'invalid-input', file: 'broken.json' }],
    ['check, a file that is not there', ['check', 'gone.json'], exitCodes.badInput, { error: 'invalid-input', file: 'gone.json' }],
    ['lint, a clean map', ['lint', 'clean.json'], exitCodes.ok, { files: [{ file: 'clean.json', errors: [], warnings: [] }] }],
    ['lint, a map with errors', ['lint', 'bad.json'], exitCodes.refused, { files: [{ file: 'bad.json' }] }],
    ['lint, a file it cannot read', ['lint', 'clean.json', 'broken.json'], exitCodes.badInput, { files: [{ file: 'clean.json' }, { file: 'broken.json', error: 'invalid-input' }] }],
    ['check with two files', ['check', 'legal.json', 'illegal.json'], exitCodes.badInput, { error: 'usage', problems: [{ message: 'check takes one scenario file (or - for standard input)' }] }],
    ['an unknown option', ['check', 'legal.json', '--jsn'], exitCodes.badInput, { error: 'usage', problems: [{ message: 'unknown option --jsn' }] }],
    ['a command without JSON output', ['maps'], exitCodes.badInput, { error: 'usage', problems: [{ message: '--json goes with check, lint or replay' }] }],
    ['no command', [], exitCodes.badInput, { error: 'usage', problems: [{ message: '--json goes with check, lint or replay' }] }],
    ['lint of standard input twice', ['lint', '-', '-'], exitCodes.badInput, { error: 'usage' }],
  ])('%s', (_, args, code, document) => {
    const ran = run([...args, '--json'], files)
    expect(ran.code).toBe(code)
    expect(ran.err).toBe('')
    expect(ran.out.split('\n')).toHaveLength(1)
    expect(JSON.parse(ran.out)).toMatchObject(document)
  })
  it('prints the human lines without --json, on the same inputs', () => {
    expect(run(['check', 'misfit.json'], files)).toMatchObject({ code: exitCodes.badInput, out: '' })
    expect(run(['check', 'misfit.json'], files).err).toContain('misfit.json: state.units.s1.region: expected')
    expect(run(['check', 'legal.json', 'illegal.json'], files).err).toContain('Run `marchlaw --help` for usage.')
  })
})

describe('marchlaw maps', () => {
  it('lists the bundled maps', () => {
    const { code, out } = run(['maps'])
    expect(code).toBe(0)
    expect(out).toContain('Demo Isles')
    expect(out).toContain('Demo Marches')
  })
  it('prints one bundled map as JSON that lints clean', () => {
    const printed = run(['maps', 'demo-isles'])
    expect(printed.code).toBe(0)
    expect(run(['lint', 'isles.json'], { 'isles.json': printed.out }).code).toBe(0)
  })
  it('prints a bundled map with its "$schema" line first, for editors', () => {
    const printed = JSON.parse(run(['maps', 'demo-marches']).out)
    expect(Object.keys(printed)[0]).toBe('$schema')
    expect(printed.$schema).toBe(schemaAddress('map'))
    expect(printed.$schema).toMatch(/^https:\/\/unpkg\.com\/marchlaw@\d+\.\d+\.\d+\/schemas\/map\.schema\.json$/)
  })
  it('exits 2 for a map it does not have', () => {
    expect(run(['maps', 'atlantis'])).toMatchObject({ code: 2 })
  })
})

describe('marchlaw lint', () => {
  it('exits 0 on the bundled maps, by name', () => {
    expect(run(['lint', 'demo-isles']).code).toBe(0)
    expect(run(['lint', 'demo-marches']).code).toBe(0)
  })
  it('exits 0 on a clean file and prints warnings with their paths', () => {
    const { code, out } = run(['lint', 'm.json'], { 'm.json': map({ regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } } }) })
    expect(code).toBe(0)
    expect(out).toContain('warning: regions.c:')
  })
  it.each([
    ['an unknown region', { adjacent: [['a', 'nowhere']] }, 'adjacent[0][1]', 'nowhere'],
    ['a self-pair', { adjacent: [['a', 'a']] }, 'adjacent[0]', '"a"'],
    ['a duplicate pair', { adjacent: [['a', 'b'], ['b', 'a']] }, 'adjacent[1]', '(b, a)'],
    ['a pair both adjacent and impassable', { impassable: [['b', 'a']] }, 'impassable[0]', 'a and b'],
    ['a graticule used once', { ferries: [{ endpoints: ['a'], graticule: 'Q' }] }, 'ferries[0].graticule', '"Q"'],
    ['a ferry ending at sea', { ferries: [{ endpoints: ['a', 'sea'] }] }, 'ferries[0].endpoints[1]', '"sea"'],
    ['a capital without faction', { regions: { a: { kind: 'land' }, b: { kind: 'land' }, keep: { kind: 'capital' } } }, 'regions.keep', '"keep"'],
  ])('exits 1 on %s, naming it with its path', (_, extra, path, id) => {
    const { code, out } = run(['lint', 'bad.json'], { 'bad.json': map(extra) })
    expect(code).toBe(exitCodes.refused)
    expect(out).toContain(`bad.json: error: ${path}`)
    expect(out).toContain(id)
  })
  it('exits 1 on a map of the wrong shape, naming the path and what was expected', () => {
    const { code, out } = run(['lint', 'bad.json'], { 'bad.json': map({ regions: { a: { kind: 'desert' } } }) })
    expect(code).toBe(exitCodes.refused)
    expect(out).toContain('regions.a.kind')
    expect(out).toContain('"land"')
  })
  it('exits 1 on an unknown field', () => {
    const { code, out } = run(['lint', 'bad.json'], { 'bad.json': map({ adjacnet: [] }) })
    expect(code).toBe(exitCodes.refused)
    expect(out).toContain('adjacnet')
  })
  it('exits 2 on a missing file or one that is not JSON, without a stack trace', () => {
    const missing = run(['lint', 'gone.json'])
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('gone.json: cannot read the file')
    const broken = run(['lint', 'b.json'], { 'b.json': '{ "format": "marchlaw/map@1", ' })
    expect(broken.code).toBe(2)
    expect(broken.err).toContain('b.json: not valid JSON')
    noStackTrace(broken.err)
  })
})

describe('marchlaw lint, several files and --json', () => {
  const clean = map()
  const broken = map({ adjacent: [['a', 'nowhere']] })
  it('lints every file named, and exits with the highest code', () => {
    const both = run(['lint', 'clean.json', 'bad.json', 'demo-isles'], { 'clean.json': clean, 'bad.json': broken })
    expect(both.code).toBe(exitCodes.refused)
    expect(both.out).toContain('clean.json: 0 errors, 0 warnings')
    expect(both.out).toContain('bad.json: error: adjacent[0][1]')
    expect(both.out).toContain('demo-isles: 0 errors')
    const unreadable = run(['lint', 'bad.json', 'gone.json'], { 'bad.json': broken })
    expect(unreadable.code).toBe(exitCodes.badInput)
    expect(unreadable.err).toContain('gone.json: cannot read the file: no such file')
  })
  it('prints one JSON document with every file, its errors and warnings, and nothing else on standard output', () => {
    const linted = run(['lint', '--json', 'clean.json', 'bad.json', 'shape.json', 'gone.json'], {
      'clean.json': clean,
      'bad.json': broken,
      'shape.json': map({ regions: { a: { kind: 'desert' } } }),
    })
    expect(linted.code).toBe(exitCodes.badInput)
    const report = JSON.parse(linted.out)
    expect(report.files.map((file: { file: string }) => file.file)).toEqual(['clean.json', 'bad.json', 'shape.json', 'gone.json'])
    expect(report.files[0]).toEqual({ file: 'clean.json', errors: [], warnings: [] })
    expect(report.files[1].errors[0]).toMatchObject({ code: 'UNKNOWN_REGION', path: 'adjacent[0][1]', id: 'nowhere' })
    expect(report.files[2].errors[0]).toMatchObject({ code: 'FORMAT', path: 'regions.a.kind' })
    expect(report.files[2].errors[0].message).toContain('"land"')
    expect(report.files[3]).toMatchObject({ file: 'gone.json', error: 'invalid-input', problems: [{ message: 'cannot read the file: no such file' }] })
  })
  it('reads standard input for -, once', () => {
    const piped = run(['lint', '-'], { '-': clean })
    expect(piped).toMatchObject({ code: 0 })
    expect(piped.out).toContain('(standard input): 0 errors')
    expect(run(['lint', '-', '-'], { '-': clean }).err).toContain('standard input (-) can be read only once')
  })
})

describe('marchlaw, on input that is not plain UTF-8 JSON', () => {
  const scenario = heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' })
  it('skips a byte-order mark', () => {
    expect(run(['check', 's.json'], { 's.json': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(scenario)]) }).code).toBe(exitCodes.ok)
    expect(run(['lint', 'm.json'], { 'm.json': `\ufeff${map()}` }).code).toBe(exitCodes.ok)
  })
  it('refuses invalid UTF-8 inside an id with its path, instead of judging a changed id', () => {
    const bytes = Buffer.from(scenario.replace('"units":["s1"]', '"units":["s\u00e91"]'))
    const at = bytes.indexOf(0xc3)
    const broken = Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff]), bytes.subarray(at + 2)])
    const checked = run(['check', 's.json'], { 's.json': broken })
    expect(checked.code).toBe(exitCodes.badInput)
    expect(checked.err).toContain('s.json: move.units[0]: not valid UTF-8')
    const json = run(['check', 's.json', '--json'], { 's.json': broken })
    expect(json).toMatchObject({ code: exitCodes.badInput, err: '' })
    expect(JSON.parse(json.out)).toMatchObject({ error: 'invalid-input', file: 's.json' })
    expect(JSON.parse(json.out).problems[0].message).toContain('move.units[0]: not valid UTF-8')
  })
  it('refuses a key written twice, with its path', () => {
    const twice = scenario.replace('"to":"b"', '"to":"b","to":"a"')
    const checked = run(['check', 's.json'], { 's.json': twice })
    expect(checked.code).toBe(exitCodes.badInput)
    expect(checked.err).toContain('s.json: move.to: the key "to" is written twice')
  })
  it('refuses an absurdly long id in a few words, and cuts any line it prints', () => {
    const long = 'x'.repeat(10_000_000)
    const checked = run(['check', 's.json'], { 's.json': scenario.replace('"to":"b"', `"to":"${long}"`) })
    expect(checked.code).toBe(exitCodes.badInput)
    expect(checked.err).toContain('move.to: a string of 10000000 characters')
    expect(checked.err.length).toBeLessThan(400)
    const named = run(['maps', 'y'.repeat(100_000)])
    expect(named.code).toBe(exitCodes.badInput)
    expect(named.err.length).toBeLessThan(1200)
    expect(named.err).toContain('(cut; ')
  })
})

describe('marchlaw check', () => {
  it('shows the control characters of an id as escapes, so that no id forges or hides a line', () => {
    const { code, out } = run(['check', 's.json'], { 's.json': heroesScenario({ type: 'march', faction: 'red', units: ['x\u001b[8m'], to: 'b\nlegal: red march s1 to b' }) })
    expect(code).toBe(1)
    expect(out).toContain('UNKNOWN_ID: There is no unit "x\\u001b[8m".')
    expect(out).toContain('b\\nlegal: red march s1 to b')
    expect(out.split('\n').filter((line) => line.startsWith('legal'))).toEqual([])
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
  })
  it('shows the control characters of a file name and of a map\'s names as escapes in lint', () => {
    const name = 'm\u001b[2J.json'
    const { code, out, err } = run(['lint', name, 'gone\u0085.json'], { [name]: map({ name: 'Two\u009bfields', regions: { a: { kind: 'land', name: 'A\rB' }, b: { kind: 'land' }, 'c\u007f': { kind: 'land' } } }) })
    expect(code).toBe(2)
    expect(`${out}\n${err}`).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
    expect(out).toContain('m\\u001b[2J.json: ')
    expect(err).toContain('gone\\u0085.json: ')
  })
  it('reads the scenario from standard input for -', () => {
    const { code, out } = run(['check', '-', '--json'], { '-': heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' }) })
    expect(code).toBe(0)
    expect(JSON.parse(out).legal).toBe(true)
  })
  it('exits 0 on a legal move and prints the events', () => {
    const { code, out } = run(['check', 's.json'], { 's.json': heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' }) })
    expect(code).toBe(0)
    expect(out).toContain('legal: red march s1 to b')
    expect(out).toContain('s1 moved from a to b')
  })
  it('reads a move written in notation, and prints the move it judged in notation', () => {
    const legal = run(['check', 's.json'], { 's.json': heroesScenario('red march s1 by b') })
    expect(legal.code).toBe(0)
    expect(legal.out.split('\n')[0]).toBe('legal: red march s1 by b')
    const illegal = run(['check', 's.json'], { 's.json': heroesScenario('red march s1 by sea') })
    expect(illegal.code).toBe(1)
    expect(illegal.out).toContain('illegal: red march s1 by sea')
    expect(illegal.out).toContain('NOT_LAND: Armies march on land, and sea is a sea region')
  })
  it('exits 2 on a move in notation it cannot read, naming the file, the path and the column', () => {
    const { code, err } = run(['check', 's.json'], { 's.json': heroesScenario('red march s1 too b') })
    expect(code).toBe(2)
    expect(err).toContain('s.json: move: expected a move in notation ("to" or "by" at column 14), got "red march s1 too b"')
    noStackTrace(err)
  })
  it('prints exactly the Result with --json', () => {
    const { code, out } = run(['check', 's.json', '--json'], { 's.json': heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' }) })
    expect(code).toBe(0)
    const result = JSON.parse(out)
    expect(result.legal).toBe(true)
    expect(result.events[0]).toEqual({ type: 'moved', units: ['s1'], from: 'a', to: 'b', path: ['b'] })
    expect(result.state.units.s1.region).toBe('b')
  })
  it('exits 1 on an illegal move and prints every violation', () => {
    const { code, out } = run(['check', 's.json', '--json'], { 's.json': heroesScenario({ type: 'march', faction: 'red', units: ['s1', 's1'], to: 'sea' }) })
    expect(code).toBe(1)
    const result = JSON.parse(out)
    expect(result.legal).toBe(false)
    expect(result.violations.map((v: { code: string }) => v.code).sort()).toEqual(['DUPLICATE_ID', 'NOT_LAND'])
  })
  it('exits 2 on a state that does not fit the format, naming the file and the JSON path', () => {
    const { code, err } = run(['check', 's.json'], { 's.json': heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' }, { s1: { faction: 'red', type: 'serf', region: 42 } }) })
    expect(code).toBe(2)
    expect(err).toContain('s.json: state.units.s1.region: expected')
    expect(err).toContain('got 42')
  })
  it('exits 2 on a unit whose type has no Speed', () => {
    const { code, err } = run(['check', 's.json'], { 's.json': heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' }, { s1: { faction: 'red', type: 'paladin', region: 'a' } }) })
    expect(code).toBe(2)
    expect(err).toContain('state.units.s1.type')
  })
  it('exits 2 on an unknown bundled map and on a map with errors', () => {
    const unknown = JSON.stringify({ ...JSON.parse(heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' })), map: 'atlantis' })
    expect(run(['check', 's.json'], { 's.json': unknown })).toMatchObject({ code: 2 })
    const broken = JSON.parse(heroesScenario({ type: 'march', faction: 'red', units: ['s1'], to: 'b' }))
    broken.map.ferries = [{ endpoints: ['a'], graticule: 'Z' }]
    expect(run(['check', 's.json'], { 's.json': JSON.stringify(broken) }).err).toContain('map.ferries[0].graticule')
    const result = run(['check', 's.json', '--json'], { 's.json': JSON.stringify(broken) })
    expect(result).toMatchObject({ code: 2, err: '' })
    expect(JSON.parse(result.out)).toMatchObject({ error: 'invalid-input', file: 's.json' })
    expect(result.out).toContain('map.ferries[0].graticule')
  })
  it('exits 2 on malformed JSON and on a missing file, without a stack trace', () => {
    const broken = run(['check', 's.json'], { 's.json': '{"format": "marchlaw/scenario@1",, }' })
    expect(broken.code).toBe(2)
    expect(broken.err).toContain('s.json: not valid JSON')
    noStackTrace(broken.err)
    expect(run(['check', 'nope.json']).err).toContain('nope.json: cannot read the file: no such file')
  })
  it('answers a ring move on a heroes position with WRONG_RULESET', () => {
    const scenario = heroesScenario({ type: 'army-die', side: 'free', moves: [{ figures: ['s1'], to: 'b' }] })
    const { code, out } = run(['check', 's.json', '--json'], { 's.json': scenario })
    expect(code).toBe(1)
    expect(JSON.parse(out).violations[0].code).toBe('WRONG_RULESET')
  })
})

describe('marchlaw demo', () => {
  it('plays both scripted games and exits 0', () => {
    const { code, out } = run(['demo'])
    expect(code).toBe(0)
    expect(out.split('\n').length).toBeGreaterThan(20)
    expect(out).toContain('Demo Isles')
    expect(out).toContain('Demo Marches')
  })
})

describe('marchlaw check, ring attacks', () => {
  const attackScenario = (target: string, die = 'army') =>
    JSON.stringify({
      format: 'marchlaw/scenario@1',
      map: JSON.parse(map()),
      state: {
        format: 'marchlaw/state@1',
        ruleset: 'ring',
        nations: { gondor: { side: 'free', atWar: true }, mordor: { side: 'shadow', atWar: true } },
        figures: { g1: { kind: 'regular', nation: 'gondor', region: 'a' }, o1: { kind: 'regular', nation: 'mordor', region: 'b' } },
      },
      move: { type: 'attack', side: 'free', die, figures: ['g1'], target },
    })

  it('prints the battle of a legal attack and exits 0', () => {
    expect(run(['check', 'attack.json'], { 'attack.json': attackScenario('b') })).toEqual({
      code: exitCodes.ok,
      out: 'legal: free attack army g1 at b\n  Battle in b: the Free Peoples attack the Shadow with g1 from a',
      err: '',
    })
  })

  it('prints every reason an attack is refused and exits 1', () => {
    const { code, out } = run(['check', 'attack.json'], { 'attack.json': attackScenario('a', 'character') })
    expect(code).toBe(exitCodes.refused)
    expect(out.split('\n').map((line) => line.trim().split(':')[0])).toEqual(['illegal', 'NEEDS_LEADER', 'NOT_ADJACENT', 'NO_ENEMY'])
  })

  it('names the path of a malformed attack and exits 2, without a stack trace', () => {
    const { code, err } = run(['check', 'attack.json'], { 'attack.json': attackScenario('b', 'event') })
    expect(code).toBe(exitCodes.badInput)
    expect(err).toContain('move.die')
    noStackTrace(err)
  })
})
