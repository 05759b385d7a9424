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

/** The text of a section from its "Implemented in" on, its line breaks made spaces; `null` when it has none. */
const implementedIn = (text: string): string | null => {
  const flat = text.replace(/\s+/g, ' ')
  const at = flat.indexOf('*Implemented in*')
  return at < 0 ? null : flat.slice(at)
}

/**
 * The files and functions an "Implemented in" names, in order: each file (with `name: null`), then each function
 * with the file it is defined in, the file named last before it, or the one after it in "`name` of `file`".
 */
const citations = (cited: string): ReadonlyArray<{ readonly file: string | null; readonly name: string | null }> => {
  const found: Array<{ file: string | null; name: string | null }> = []
  let file: string | null = null
  const tokens = [...cited.matchAll(/`([^`]+)`( of `(src\/[^`]+\.ts)`)?/g)]
  for (const [, token, , of] of tokens) {
    if (token === undefined) continue
    if (/^src\/.+\.ts$/.test(token)) {
      file = token
      found.push({ file, name: null })
    } else if (/^[A-Za-z_$][\w$]*$/.test(token)) {
      if (of !== undefined) {
        found.push({ file: of, name: token })
        found.push({ file: of, name: null })
      } else found.push({ file, name: token })
    }
  }
  return found
}

describe('docs/rulings.md and the code', () => {
  it('has rulings to check', () => {
    expect(sections.length).toBeGreaterThan(20)
  })

  it.each(sections.map((s) => [s.id, s.text] as const))('%s: every file it names exists and holds the functions it names', (_, text) => {
    const cited = implementedIn(text)
    if (cited === null) return
    const named = citations(cited)
    expect(named.some((c) => c.name === null)).toBe(true)
    for (const { file, name } of named) {
      expect(file, `${name ?? ''} named before any file`).not.toBeNull()
      const source = readFileSync(join(root, file ?? ''), 'utf8')
      if (name === null) continue
      const defined = new RegExp(`(const|let|function\\*?|interface|type) ${name.replace(/\$/g, '\\$')}\\b`)
      expect(defined.test(source), `${name} defined in ${file}`).toBe(true)
    }
  })

  it('reads an "Implemented in" whatever its line breaks, and pairs each name with its file', () => {
    const text = '*Implemented\nin* `src/a.ts`, `one` and `two` (built on `three` of\n`src/b.ts`); `src/c.ts`, `four`.'
    expect(citations(implementedIn(text) ?? '')).toEqual([
      { file: 'src/a.ts', name: null },
      { file: 'src/a.ts', name: 'one' },
      { file: 'src/a.ts', name: 'two' },
      { file: 'src/b.ts', name: 'three' },
      { file: 'src/b.ts', name: null },
      { file: 'src/c.ts', name: null },
      { file: 'src/c.ts', name: 'four' },
    ])
  })

  it('finds where every ruling is implemented, H5 and H17 (whose "Implemented in" a line break splits) included', () => {
    for (const { id, text } of sections) expect(implementedIn(text), id).not.toBeNull()
    for (const id of ['h5', 'h17']) expect(sections.find((s) => s.id === id)?.text).toMatch(/\*Implemented\s+in\*/)
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
