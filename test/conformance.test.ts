// The conformance suite (conformance/): its index agrees with the case files, `marchlaw conformance` passes
// against this library, and `--engine` runs it over the JSON-lines protocol against the example adapter and
// against broken engines (a wrong verdict, output that is not JSON, a crash, a hang), each with its exit code.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run.js'
import { readInput } from '../src/cli/read.js'
import { runEngine } from '../src/cli/engine.js'
import { commandWords } from '../src/cli/engine.js'
import { suiteFormat, suiteVersion, type SuiteCase, type SuiteIndex } from '../src/cli/conformance.js'

const root = join(import.meta.dirname, '..')
const folder = join(root, 'conformance')

// The rule sections of the two rule documents, by their headings; each case names the one it exercises.
const sections: Readonly<Record<string, ReadonlyArray<string>>> = {
  heroes: ['March', 'Marching into Battle', 'Towers are Adjacent to the Capital', 'Exploring Land Regions', 'Ferry Routes'],
  ring: ['Moving an Army', 'Splitting an Army', 'Movement Restrictions', 'Using an Event Card to Move Armies'],
}

interface CaseFile {
  readonly title: string
  readonly rule: string
  readonly rulings: ReadonlyArray<string>
  readonly section: string
  readonly scenario: { readonly state: { readonly ruleset: string } }
  readonly expect: SuiteCase['expect']
}

const caseFiles = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((table) =>
    readdirSync(join(folder, table.name))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({ ruleset: table.name, name, raw: JSON.parse(readFileSync(join(folder, table.name, name), 'utf8')) as CaseFile })),
  )

// The index, as the case files give it: the one source is the case files, the index their table of contents.
const built: SuiteIndex = {
  format: suiteFormat,
  version: suiteVersion,
  cases: caseFiles.map(({ ruleset, name, raw }) => ({
    id: `${ruleset}/${name.replace(/\.json$/, '')}`,
    file: `${ruleset}/${name}`,
    ruleset,
    title: raw.title,
    rule: raw.rule,
    rulings: raw.rulings,
    section: raw.section,
    expect: raw.expect,
  })),
}

const world = (out: string[], err: string[]) => ({
  readFile: readInput,
  out: (line: string) => out.push(line),
  err: (line: string) => err.push(line),
  conformance: { folder: `${folder}/`, runEngine },
})

const run = (...args: ReadonlyArray<string>): { readonly code: number; readonly out: ReadonlyArray<string>; readonly err: string } => {
  const out: string[] = []
  const err: string[] = []
  const code = runCli(['conformance', ...args], world(out, err))
  return { code, out, err: err.join('\n') }
}

const fixture = (name: string): string => `node ${join(root, 'test', 'fixtures', 'engines', `${name}.mjs`)}`
const summary = (out: ReadonlyArray<string>): string => out.at(-1) ?? ''

describe('the conformance index', () => {
  it('lists every case file with its ruling, rule section, verdict, codes, events and next state (npx vitest run -u rewrites it)', async () => {
    expect(built.cases.length).toBeGreaterThan(100)
    await expect(`${JSON.stringify(built, null, 2)}\n`).toMatchFileSnapshot('../conformance/index.json')
  })

  const rulings = new Set([...readFileSync(join(root, 'docs', 'rulings.md'), 'utf8').matchAll(/^### ([HR]\d+)$/gm)].map((m) => m[1]))
  it.each(built.cases.map((entry) => [entry.id, entry] as const))('%s: its ruleset, rulings and rule section exist', (_, entry) => {
    const raw = caseFiles.find((file) => `${file.ruleset}/${file.name}` === entry.file)?.raw
    expect(raw?.scenario.state.ruleset).toBe(entry.ruleset)
    expect(sections[entry.ruleset]).toContain(entry.section)
    for (const ruling of entry.rulings) {
      expect(rulings.has(ruling), `${ruling} in docs/rulings.md`).toBe(true)
      expect(ruling.startsWith(entry.ruleset === 'heroes' ? 'H' : 'R'), ruling).toBe(true)
    }
  })
})

describe('marchlaw conformance', () => {
  it('passes against this library, a line a case and a summary, exit 0', () => {
    const { code, out, err } = run()
    expect(err).toBe('')
    expect(out.filter((line) => line.startsWith('ok    '))).toHaveLength(built.cases.length)
    expect(summary(out)).toBe(`conformance suite ${suiteVersion} against this library: ${built.cases.length} cases, ${built.cases.length} passed, 0 failed`)
    expect(code).toBe(0)
  })

  it('passes against the example adapter over the JSON-lines protocol', () => {
    const { code, out, err } = run('--engine', `node ${join(root, 'examples', 'run.mjs')} conformance-engine`)
    expect(err).toBe('')
    expect(summary(out)).toMatch(new RegExp(`: ${built.cases.length} cases, ${built.cases.length} passed, 0 failed$`))
    expect(code).toBe(0)
  })

  it('names each disagreement of an engine that gets verdicts and states wrong, exit 1', () => {
    const { code, out } = run('--engine', fixture('wrong'))
    expect(out).toContain('FAIL  heroes/army-too-large: expected illegal, got legal (Six units are too many for one army)')
    expect(out.find((line) => line.startsWith('FAIL  ring/01-army-die-one-army: '))).toMatch(/^FAIL {2}ring\/01-army-die-one-army: events\[0\]: expected \{.*, got nothing; state\.\w+: expected .*, got nothing \(/)
    expect(summary(out)).toMatch(/ 0 passed, \d+ failed$/)
    expect(code).toBe(1)
  })

  it('reports output that is not JSON and leaves the cases unanswered, exit 4', () => {
    const { code, out, err } = run('--engine', fixture('bad-json'))
    expect(err).toContain(`marchlaw: line 1 of the engine's output is not JSON: "case heroes/army-too-large: looks fine to me"`)
    expect(out).toContain('FAIL  heroes/army-too-large: no answer')
    expect(summary(out)).toContain(`(${built.cases.length} unanswered)`)
    expect(code).toBe(4)
  })

  it('reports an engine that crashes, with its exit code and its last words, exit 4', () => {
    const { code, out, err } = run('--engine', fixture('crash'))
    expect(err).toContain('marchlaw: the engine exited with code 70; its last words on standard error: engine: out of cheese')
    expect(out.filter((line) => line.endsWith(': no answer'))).toHaveLength(built.cases.length - 3)
    expect(code).toBe(4)
  })

  it('stops an engine that hangs after --timeout, judging what it answered, exit 4', () => {
    const { code, out, err } = run('--engine', fixture('hang'), '--timeout', '3')
    expect(err).toContain('marchlaw: the engine was stopped after 3 s without answering every case (--timeout)')
    expect(out[0]).toMatch(/^FAIL {2}heroes\/army-too-large: codes: expected ARMY_TOO_LARGE, got none/)
    expect(out.filter((line) => line.endsWith(': no answer'))).toHaveLength(built.cases.length - 1)
    expect(code).toBe(4)
  })

  it('reports an engine that cannot be started, exit 4', () => {
    const { code, err } = run('--engine', 'no-such-engine-of-marchlaw --fast')
    expect(err).toContain('marchlaw: the engine could not be started: no such command: no-such-engine-of-marchlaw')
    expect(code).toBe(4)
  })

  it('exits 4 for an engine that exits 0 having answered nothing', () => {
    const { code, out } = run('--engine', 'true')
    expect(summary(out)).toContain(`(${built.cases.length} unanswered)`)
    expect(code).toBe(4)
  })

  it('shows the control characters of an engine\'s answers and last words as escapes', () => {
    const engine = `node -e 'console.log(JSON.stringify({ id: "heroes/army-too-large", legal: false, codes: ["X\\u001b[8m"] })); console.error("oops\\nFAKE\\u009b2K"); process.exit(3)'`
    const { code, out, err } = run('--engine', engine)
    expect(out.join('\n')).toContain('FAIL  heroes/army-too-large: codes: expected ARMY_TOO_LARGE, got X\\u001b[8m (')
    expect(err).toContain('oops / FAKE\\u009b2K')
    expect(`${out.join('\n')}\n${err}`).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
    expect(code).toBe(4)
  })

  it.each([
    [['--engine', 'sleep 3', '--timeout', '0.0001'], '--timeout takes a number of seconds, at least 0.001'],
    [['--engine', 'sleep 3', '--timeout', 'Infinity'], '--timeout takes a number of seconds'],
    [['--engine', '--json'], '--engine takes a command'],
    [['--engine', '--timeout', '5'], '--engine takes a command'],
    [['--timeout', '--engine', 'true'], '--timeout takes a number of seconds'],
    [['--timeout', '0'], '--timeout takes a number of seconds'],
    [['--engine'], '--engine takes a value'],
    [['--engine', ' '], '--engine takes a command'],
    [['extra.json'], 'conformance takes no files'],
  ])('refuses a usage error %j with exit 2', (args, message) => {
    const { code, err } = run(...args)
    expect(err).toContain(message)
    expect(code).toBe(2)
  })

  it('refuses --engine with another command', () => {
    const err: string[] = []
    expect(runCli(['check', 'x.json', '--engine', 'node x'], world([], err))).toBe(2)
    expect(err.join('\n')).toContain('--engine goes with conformance')
  })

  it('splits an engine command as a shell does, without a shell', () => {
    expect(commandWords(`node "my engine.mjs" --name 'a b' c\\ d`)).toEqual(['node', 'my engine.mjs', '--name', 'a b', 'c d'])
    expect(commandWords('node "open')).toBeUndefined()
  })
})
