// The README and docs/*.md as a reader meets them: every code fence closed, and every relative link leading
// to a file and a heading that exist. test/package/check.mjs follows the same links inside the installed
// tarball, where the README is read from node_modules.
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deadLinks, documentPaths, fenceProblems, headingAnchors, linkTargets } from './package/docs.mjs'

const documents = documentPaths('.')

describe('the fence and link reader', () => {
  it('finds a fence closed by a line with words after it, and one never closed', () => {
    expect(fenceProblems('```ts\nconst a = 1\n```\n')).toEqual([])
    expect(fenceProblems('````md\n```ts\n```\n````\n')).toEqual([])
    expect(fenceProblems('```ts\nconst a = 1\n``` Then prose.\n\n```json\n{}\n```\n')).toHaveLength(2)
    expect(fenceProblems('text\n~~~\ncode\n')).toEqual(['line 2: the fence opened here is never closed'])
  })
  it('reads links outside code only, and anchors as GitHub writes them', () => {
    expect(linkTargets('[a](docs/x.md) `[b](no.md)` ![c](p.png "title")\n```\n[d](no.md)\n```\n')).toEqual(['docs/x.md', 'p.png'])
    expect(headingAnchors('## The `attack` move, at last\n## Limits\n## Limits\n')).toEqual(new Set(['the-attack-move-at-last', 'limits', 'limits-1']))
  })
})

describe('README.md and docs/*.md', () => {
  it('are all read', () => {
    expect(documents).toContain('README.md')
    expect(documents).toContain('docs/format.md')
  })
  it.each(documents)('%s: every code fence is closed', (file) => {
    expect(fenceProblems(readFileSync(file, 'utf8'))).toEqual([])
  })
  it.each(documents)('%s: every relative link leads to a file and heading that exist', (file) => {
    expect(deadLinks('.', file)).toEqual([])
  })
  it('are shipped, with every file their relative links reach (package.json files; npm always ships the README)', () => {
    const manifest: { readonly files: ReadonlyArray<string> } = JSON.parse(readFileSync('package.json', 'utf8'))
    const patterns = manifest.files.map((entry) => new RegExp(`^${entry.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}(?:/.*)?$`))
    const shipped = (path: string): boolean => path === 'README.md' || patterns.some((pattern) => pattern.test(path))
    const reached = documents.flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8'))
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
        .map((target) => posix.normalize(posix.join(posix.dirname(file), target.split('#')[0] ?? ''))),
    )
    expect(reached).toContain('docs/playground.png')
    expect([...documents, ...reached].filter((path) => !shipped(path))).toEqual([])
  })
})
