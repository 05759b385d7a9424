// The rule cases of both rulesets as JSON scenario tables (test/scenarios/*/):
// each file holds a scenario in the format of FORMAT.md and the expected
// verdict, codes, events and (optionally) next state. Every case is judged
// twice: through the library, and through `marchlaw check --json`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { runCli } from '../src/cli-run.js'
import { decodeScenario } from '../src/codec/scenario.js'
import { encodeResult } from '../src/codec/result.js'
import { checkScenario } from '../src/scenario.js'

interface Case {
  readonly title: string
  readonly rule: string
  readonly scenario: unknown
  readonly expect: {
    readonly legal: boolean
    readonly codes?: ReadonlyArray<string>
    readonly events?: ReadonlyArray<unknown>
    readonly state?: unknown
  }
}

const root = join(import.meta.dirname, 'scenarios')
const tables = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())

const isCase = (value: unknown): value is Case =>
  typeof value === 'object' && value !== null && 'title' in value && 'scenario' in value && 'expect' in value

describe.each(tables.map((table) => table.name))('scenario table %s', (table) => {
  const files = readdirSync(join(root, table)).filter((name) => name.endsWith('.json')).sort()
  it('has cases', () => {
    expect(files.length).toBeGreaterThan(0)
  })
  it.each(files)('%s', (file) => {
    const text = readFileSync(join(root, table, file), 'utf8')
    const raw: unknown = JSON.parse(text)
    if (!isCase(raw)) throw new Error(`${file}: expected { title, rule, scenario, expect }`)
    const decoded = decodeScenario(raw.scenario)
    if (E.isLeft(decoded)) throw new Error(`${file}: ${decoded.left.map((e) => e.message).join('\n')}`)
    const checked = checkScenario(decoded.right)
    if (E.isLeft(checked)) throw new Error(`${file}: ${checked.left.map((e) => e.message).join('\n')}`)
    const result = encodeResult(checked.right)
    expect(checked.right.legal, raw.title).toBe(raw.expect.legal)
    if (checked.right.legal) {
      if (raw.expect.events !== undefined) expect(result).toEqual(expect.objectContaining({ events: raw.expect.events }))
      if (raw.expect.state !== undefined) expect(result).toEqual(expect.objectContaining({ state: raw.expect.state }))
    } else if (raw.expect.codes !== undefined) {
      expect(checked.right.violations.map((v) => v.code).sort(), raw.title).toEqual([...raw.expect.codes].sort())
    }
    // The CLI gives the same answer, with the documented exit code.
    const out: string[] = []
    const code = runCli(['check', file, '--json'], {
      readFile: () => E.right(JSON.stringify(raw.scenario)),
      out: (line) => out.push(line),
      err: () => undefined,
    })
    expect(code).toBe(raw.expect.legal ? 0 : 1)
    expect(JSON.parse(out.join('\n'))).toEqual(result)
  })
})
