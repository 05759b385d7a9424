// docs/format.md is the format as users read it: every JSON example in it
// decodes with the codecs (an example with a "..." placeholder is a sketch
// and is skipped), and its replay example is the command's output, so the document cannot drift from the code.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lintMap } from '../src/index.js'
import { decodeMap, decodeMove, decodeRecord, decodeResult, decodeScenario, decodeState } from '../src/json.js'
import { inputLimits } from '../src/cli/json.js'
import { runCli } from '../src/cli/run.js'
import * as E from 'fp-ts/lib/Either.js'

const text = readFileSync('docs/format.md', 'utf8')
const blocks = [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')

// A block holds one JSON value, or several, one after the other (the moves).
const valuesOf = (block: string): ReadonlyArray<unknown> => {
  const values: unknown[] = []
  let pending = ''
  for (const line of block.split('\n')) {
    pending += `${line}\n`
    try {
      values.push(JSON.parse(pending))
      pending = ''
    } catch {
      // not a whole value yet
    }
  }
  if (pending.trim() !== '') throw new Error(`a JSON example does not parse:\n${pending}`)
  return values
}

const isSketch = (value: unknown): boolean => JSON.stringify(value).includes('"..."')

const examples = blocks.flatMap(valuesOf).filter((value) => !isSketch(value))

describe('docs/format.md', () => {
  it('has examples of every kind', () => {
    const formats = examples.map((value) => (value as { readonly format?: string }).format)
    expect(formats).toEqual(expect.arrayContaining(['marchlaw/map@1', 'marchlaw/state@1', 'marchlaw/scenario@1', 'marchlaw/record@1']))
    expect(examples.length).toBeGreaterThan(10)
  })
  it.each(examples.map((value) => [JSON.stringify(value).slice(0, 70), value] as const))('%s… decodes', (_, value) => {
    const { format, type, legal, files } = value as { readonly format?: string; readonly type?: string; readonly legal?: boolean; readonly files?: unknown }
    if (format === 'marchlaw/map@1') {
      const map = decodeMap(value)
      expect(map._tag).toBe('Right')
      if (map._tag === 'Right') expect(lintMap(map.right).errors).toEqual([])
    } else if (format === 'marchlaw/state@1') expect(decodeState(value)._tag).toBe('Right')
    else if (format === 'marchlaw/scenario@1') expect(decodeScenario(value)._tag).toBe('Right')
    else if (format === 'marchlaw/record@1') expect(decodeRecord(value)._tag).toBe('Right')
    else if (legal !== undefined) expect(decodeResult(value)._tag).toBe('Right')
    else if (type === 'attack') expect(value).toMatchObject({ side: expect.any(String), die: 'army', figures: expect.any(Array), target: expect.any(String) })
    else if (type !== undefined) expect(decodeMove(value)._tag).toBe('Right')
    else expect(files).toBeDefined()
  })
  it('states the limits the command holds', () => {
    expect(text).toContain(`| a file, or standard input | ${inputLimits.bytes / (1024 * 1024)} MiB |`)
    expect(text).toContain(`| ${inputLimits.stringLength} characters |`)
    expect(text).toContain(`| ${inputLimits.entries.toLocaleString('en-US')} |`)
    expect(text).toContain(`${inputLimits.depth} levels`)
  })
})

describe('the replay example of docs/format.md', () => {
  it('is the output of marchlaw replay on the record example with its second move changed', () => {
    const record = blocks.map((block) => valuesOf(block)).flat().find((value) => JSON.stringify(value).includes('"marchlaw/record@1"')) as { readonly moves: ReadonlyArray<unknown> }
    const changed = JSON.stringify({ ...record, moves: record.moves.map((move, index) => (index === 1 ? 'red march r1 to mid-sea' : move)) })
    const shown = /```text\n\$ marchlaw replay game\.json\n([\s\S]*?)```/.exec(text)?.[1]
    const out: string[] = []
    const code = runCli(['replay', 'game.json'], { readFile: () => E.right(changed), out: (line) => out.push(line), err: (line) => out.push(line) })
    expect(code).toBe(1)
    expect(shown).toBe(`${out.join('\n')}\n`)
  })
})
