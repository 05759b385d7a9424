// The rule cases of both rulesets as JSON scenario tables (conformance/*/, the conformance suite):
// each file holds a scenario in the format of FORMAT.md and the expected
// verdict, codes, events and (optionally) next state. Every case is judged
// twice: through the library, and through `marchlaw check --json`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/run.js'
import { decodeScenario } from '../src/json/codec/scenario.js'
import { encodeResult } from '../src/json/codec/result.js'
import { checkScenario } from '../src/json/scenario.js'

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

const root = join(import.meta.dirname, '..', 'conformance')
const tables = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())

const isCase = (value: unknown): value is Case =>
  typeof value === 'object' && value !== null && 'title' in value && 'scenario' in value && 'expect' in value

// The codes each table must show at least once: every rule of its ruleset.
const shared = ['UNKNOWN_ID', 'DUPLICATE_ID', 'NOT_OWNED', 'NOT_TOGETHER', 'EMPTY_ARMY', 'NO_MOVEMENT', 'NOT_ADJACENT', 'IMPASSABLE', 'STACKING_LIMIT', 'NOT_LAND', 'TOO_FAR', 'WRONG_RULESET']
const codesOf: Readonly<Record<string, ReadonlyArray<string>>> = {
  heroes: [...shared, 'ARMY_TOO_LARGE', 'MUST_STOP', 'NO_PATH', 'PATH_MISMATCH', 'NO_MARCH_SLOT', 'EXPLORATION_PENDING', 'NOT_REVEALED'],
  ring: [...shared, 'NOT_AN_ARMY', 'TOO_MANY_ARMIES', 'MOVED_TWICE', 'NEEDS_LEADER', 'LEADER_ALONE', 'ENEMY_ARMY', 'NOT_AT_WAR', 'NO_ENEMY', 'NOT_AT_WAR_ATTACK'],
}

const readCase = (table: string, file: string): Case => {
  const raw: unknown = JSON.parse(readFileSync(join(root, table, file), 'utf8'))
  if (!isCase(raw)) throw new Error(`${file}: expected { title, rule, scenario, expect }`)
  return raw
}

describe.each(tables.map((table) => table.name))('scenario table %s', (table) => {
  const files = readdirSync(join(root, table)).filter((name) => name.endsWith('.json')).sort()
  it('has a case for every code of its ruleset', () => {
    const shown = new Set(files.flatMap((file) => readCase(table, file).expect.codes ?? []))
    expect(codesOf[table], `no list of codes for table ${table}`).toBeDefined()
    expect((codesOf[table] ?? []).filter((code) => !shown.has(code))).toEqual([])
  })
  it.each(files)('%s', (file) => {
    const raw = readCase(table, file)
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
