// The README's boardgame.io snippet and the first example of the boardgame.io guide run as they
// are written: in plain Node, as an ES module file importing the package and boardgame.io from
// node_modules, and bundled by esbuild. marchlaw/boardgame.io is built from src into a package of
// a temporary project; each `console.log(...) // expected` must print what its comment says.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The first ```ts block of `file` after `heading`. */
const blockAfter = (file: string, heading: string): string => {
  const text = readFileSync(join(root, file), 'utf8')
  const at = text.indexOf(heading)
  expect(at, `${file} has "${heading}"`).toBeGreaterThanOrEqual(0)
  const block = /```ts\n([\s\S]*?)```/.exec(text.slice(at))
  expect(block, `${file} has a ts block after "${heading}"`).not.toBeNull()
  return block?.[1] ?? ''
}

/** What the snippet says it prints, in order: the comment after each console.log line. */
const expected = (code: string): ReadonlyArray<string> =>
  code
    .split('\n')
    .filter((line) => line.includes('console.log(') && line.includes(' // '))
    .map((line) => line.slice(line.lastIndexOf(' // ') + 4).trim())

const snippets: ReadonlyArray<readonly [string, string]> = [
  ['README.md', blockAfter('README.md', '### In boardgame.io')],
  ['docs/guide-boardgame-io.md', blockAfter('docs/guide-boardgame-io.md', '## A game in a few lines')],
]

let project = ''

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'marchlaw-snippets-'))
  const modules = join(project, 'node_modules')
  const marchlaw = join(modules, 'marchlaw')
  mkdirSync(marchlaw, { recursive: true })
  // The entry as the package gives it: one ES module, boardgame.io not loaded by it.
  await build({ entryPoints: [join(root, 'src', 'boardgame-io.ts')], outfile: join(marchlaw, 'boardgame-io.mjs'), bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' })
  writeFileSync(join(marchlaw, 'package.json'), JSON.stringify({ name: 'marchlaw', type: 'module', exports: { './boardgame.io': './boardgame-io.mjs' } }))
  symlinkSync(realpathSync(join(root, 'node_modules', 'boardgame.io')), join(modules, 'boardgame.io'), 'dir')
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'snippets', private: true, type: 'module' }))
})

afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true })
})

const run = (file: string) => spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })

describe.each(snippets)('the boardgame.io snippet of %s', (name, code) => {
  const file = name.replace(/[^a-z]+/gi, '-')

  it('has lines that say what they print', () => {
    expect(expected(code).length).toBeGreaterThan(0)
  })

  it('runs in plain Node as an ES module', () => {
    writeFileSync(join(project, `${file}.mjs`), code)
    const ran = run(`${file}.mjs`)
    expect(ran.stderr.split('\n').filter((line) => !line.startsWith('ERROR: invalid move'))).toEqual([''])
    expect(ran.status).toBe(0)
    expect(ran.stdout.trim().split('\n')).toEqual(expected(code))
  })

  it('runs bundled by esbuild', async () => {
    writeFileSync(join(project, `${file}.src.mjs`), code)
    await build({ entryPoints: [join(project, `${file}.src.mjs`)], outfile: join(project, `${file}.bundle.mjs`), bundle: true, platform: 'node', format: 'esm', logLevel: 'warning', absWorkingDir: project })
    const ran = run(`${file}.bundle.mjs`)
    expect(ran.status).toBe(0)
    expect(ran.stdout.trim().split('\n')).toEqual(expected(code))
  })
})
