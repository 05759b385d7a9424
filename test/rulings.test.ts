// docs/rulings.md cites the code that implements each ruling, and the code cites the ruling back: both
// directions are checked here, so a file moved or a function renamed cannot leave a pointer behind.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname
const rulings = readFileSync(join(root, 'docs/rulings.md'), 'utf8')

/** Each ruling's section: its anchor (h1, r8...) and its text. */
const sections = rulings
  .split(/\n(?=#{2,3} )/)
  .map((text) => ({ text, id: /^#{2,3} ([HR]\d+)\b/.exec(text)?.[1]?.toLowerCase() }))
  .filter((s): s is { text: string; id: string } => s.id !== undefined)

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : []
  })
const sources = sourceFiles(join(root, 'src')).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

describe('docs/rulings.md and the code', () => {
  it('has rulings to check', () => {
    expect(sections.length).toBeGreaterThan(20)
  })

  it.each(sections.map((s) => [s.id, s.text] as const))('%s: every file it names exists and holds the functions it names', (_, text) => {
    const cited = text.slice(text.indexOf('*Implemented in*'))
    if (!text.includes('*Implemented in*')) return
    const files = [...cited.matchAll(/`(src\/[^`]+\.ts)`/g)].map((m) => m[1] ?? '')
    expect(files.length).toBeGreaterThan(0)
    const texts = files.map((file) => readFileSync(join(root, file), 'utf8'))
    for (const [, name] of cited.matchAll(/`([A-Za-z_$][\w$]*)`/g)) {
      const defined = new RegExp(`(const|function\\*?|interface|type) ${name}\\b|\\b${name}:`)
      expect(texts.some((t) => defined.test(t)), `${name} in ${files.join(', ')}`).toBe(true)
    }
  })

  it.each(sections.map((s) => [s.id] as const))('%s: the code cites it', (id) => {
    const cite = `docs/rulings.md#${id}`
    expect(sources.some((s) => s.text.includes(cite))).toBe(true)
  })

  it('every ruling the code cites exists', () => {
    const ids = new Set(sections.map((s) => s.id))
    for (const { path, text } of sources)
      for (const [, id] of text.matchAll(/docs\/rulings\.md#([hr]\d+)/g)) expect(ids.has(id ?? ''), `${path} cites ${id}`).toBe(true)
  })
})
