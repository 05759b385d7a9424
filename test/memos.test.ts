// Only the core keeps anything between calls (issue 24; docs/architecture.md): a rule, the board or the words that
// wants a value remembered asks src/core/memo.ts for it. So no file outside src/core/ declares, at its top level, a
// map or set that starts empty (a cache) or a `let` (state that outlives a call). Constant tables (a set of words
// filled where it is declared, an empty set typed read-only) are not memos and pass.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : []
  })

/** The top-level lines of `text` that keep something between calls: a map or set that starts empty and may be written, or a `let`. */
const keptBetweenCalls = (text: string): ReadonlyArray<string> =>
  text
    .split('\n')
    .filter(
      (line) =>
        /^(export )?let /.test(line) ||
        (/^(export )?const [\w$]+(: [^=]+)? = (\/\* @__PURE__ \*\/ )?new (Weak)?(Map|Set)(<[^(]*>)?\(\)/.test(line) && !/^(export )?const [\w$]+: Readonly(Map|Set)</.test(line)),
    )

describe('memos', () => {
  it('the detector finds a module-level cache, a weak registry and a `let`, and lets a constant table pass', () => {
    expect(keptBetweenCalls('const byShape = new Map<number, string>()')).toHaveLength(1)
    expect(keptBetweenCalls('export const seen = /* @__PURE__ */ new WeakSet<object>()')).toHaveLength(1)
    expect(keptBetweenCalls('let last: object | null = null')).toHaveLength(1)
    expect(keptBetweenCalls("const regionSlots = new Set(['region', 'from'])")).toHaveLength(0)
    expect(keptBetweenCalls('  const local = new Map<string, number>()')).toHaveLength(0)
    expect(keptBetweenCalls('const NONE: ReadonlySet<string> = new Set()')).toHaveLength(0)
  })

  it('no file outside src/core/ keeps a memo of its own', () => {
    const outside = sourceFiles(join(root, 'src'))
      .filter((path) => !relative(root, path).startsWith('src/core/'))
      .flatMap((path) => keptBetweenCalls(readFileSync(path, 'utf8')).map((line) => `${relative(root, path)}: ${line}`))
    expect(outside).toEqual([])
  })
})
