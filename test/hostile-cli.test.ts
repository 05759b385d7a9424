// The `marchlaw` command on inputs that took it down: a huge ferry route, a
// long graticule list, long lists in a move. Each answers with its documented
// exit code (0, 1 or 2), never 3, and no stack trace.
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { exitCodes, runCli } from '../src/cli/run.js'

const run = (args: ReadonlyArray<string>, files: Readonly<Record<string, string>>) => {
  const out: string[] = []
  const err: string[] = []
  const code = runCli(args, {
    readFile: (path) => (Object.hasOwn(files, path) ? E.right(files[path] ?? '') : E.left('no such file')),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const landRegions = (count: number): Record<string, { kind: 'land' }> => {
  const regions: Record<string, { kind: 'land' }> = {}
  for (let i = 0; i < count; i++) regions[`r${i}`] = { kind: 'land' }
  return regions
}

describe('marchlaw on complexity attacks', () => {
  it('checks a move on a map whose one ferry route has 14,000 endpoints', () => {
    const endpoints = Array.from({ length: 14_000 }, (_, i) => `r${i}`)
    const map = { format: 'marchlaw/map@1', regions: landRegions(14_000), adjacent: [], ferries: [{ endpoints }] }
    const state = { format: 'marchlaw/state@1', ruleset: 'ring', nations: { gondor: { side: 'free', atWar: true } }, figures: { g: { kind: 'regular', nation: 'gondor', region: 'r0' } } }
    const scenario = (to: string) =>
      JSON.stringify({ format: 'marchlaw/scenario@1', map, state, move: { type: 'event-move', side: 'free', allowance: { armies: 1, regions: 1 }, moves: [{ figures: ['g'], path: [to] }] } })
    const legal = run(['check', 's.json'], { 's.json': scenario('r13999') })
    expect(legal.code).toBe(exitCodes.ok)
    const refused = run(['check', 's.json'], { 's.json': scenario('nowhere') })
    expect(refused.code).toBe(exitCodes.refused)
    expect(refused.err + refused.out).not.toMatch(/\n\s+at /)
  })

  it('lints a map of 40,000 segments of one graticule as one error, exit 1', () => {
    const ferries = Array.from({ length: 40_000 }, (_, i) => ({ endpoints: [`r${i}`], graticule: 'g' }))
    const { code, out, err } = run(['lint', 'm.json'], { 'm.json': JSON.stringify({ format: 'marchlaw/map@1', regions: landRegions(40_000), adjacent: [], ferries }) })
    expect(code).toBe(exitCodes.refused)
    expect(out + err).toContain('ferries[2].graticule')
  })

  it('refuses a map of 62,000 bad pairs with exit 1, each pair named', () => {
    const adjacent = Array.from({ length: 62_000 }, (_, i) => [`x${i}`, 'r0'])
    const { code, out, err } = run(['lint', 'm.json'], { 'm.json': JSON.stringify({ format: 'marchlaw/map@1', regions: landRegions(1), adjacent }) })
    expect(code).toBe(exitCodes.refused)
    expect(out + err).toContain('adjacent[61999][0]')
  })
})
