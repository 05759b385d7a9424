/**
 * Runs every `@example` of the doc comments in src: each is written to a
 * temporary module that imports the package entry (src/index.ts) in place of
 * 'marchlaw', run, and each `console.log(...) // expected` must print the
 * expected text. Also fails listing exported functions without an example.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format } from 'node:util'
import ts from 'typescript'
import { afterAll, describe, expect, it, vi } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const src = join(root, 'src')
const entry = join(src, 'index.ts')
/** Files whose exported functions need no example: the command and its demo data. */
const exempt = (file: string): boolean => {
  const rel = relative(src, file).split(sep).join('/')
  return rel === 'cli.ts' || rel === 'demo' || rel.startsWith('demo/')
}

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : []
    })
    .sort()

interface DocExample {
  /** `file.ts: name #n`, for the test title. */
  readonly title: string
  readonly code: string
}

/** The text of a doc comment without its `/**`, `*\/` and leading ` * `. */
const commentLines = (comment: string): ReadonlyArray<string> =>
  comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').replace(/^\s*\*$/, ''))

/** The code of each `@example` of a doc comment: the lines up to the next tag, without code fences. */
const examplesOf = (comment: string): ReadonlyArray<string> => {
  const examples: string[] = []
  let current: string[] | null = null
  for (const line of commentLines(comment)) {
    if (/^@\w+/.test(line)) {
      if (current !== null) examples.push(current.join('\n'))
      current = /^@example\b/.test(line) ? [] : null
      continue
    }
    if (current !== null && !/^\s*```/.test(line)) current.push(line)
  }
  if (current !== null) examples.push(current.join('\n'))
  return examples.map((code) => code.trim()).filter((code) => code.length > 0)
}

/** What the doc comment starting at `offset` documents: the name declared right after it. */
const declaredAfter = (text: string, offset: number): string => {
  const match = /^\s*export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface)\s+([\w$]+)/.exec(text.slice(offset))
  return match?.[1] ?? 'module'
}

const collectExamples = (files: ReadonlyArray<string>): ReadonlyArray<DocExample> =>
  files.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const rel = relative(root, file).split(sep).join('/')
    return [...text.matchAll(/\/\*\*[\s\S]*?\*\//g)].flatMap((comment) => {
      const name = declaredAfter(text, (comment.index ?? 0) + comment[0].length)
      return examplesOf(comment[0]).map((code, n) => ({ title: `${rel}: ${name}${n === 0 ? '' : ` #${n + 1}`}`, code }))
    })
  })

const isExported = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** The expression inside parentheses and `as` / `satisfies` wrappers. */
const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)
    ? unwrap(node.expression)
    : node

/** Has an example, or is marked `@internal` (not part of the public API, so it needs none). */
const hasExample = (node: ts.Node, text: string): boolean =>
  ts.getJSDocCommentsAndTags(node).some((doc) => {
    const comment = text.slice(doc.pos, doc.end)
    return examplesOf(comment).length > 0 || /@internal\b/.test(comment)
  })

/** Exported functions (function declarations, and consts bound to a function) that have no `@example`. */
const functionsWithoutExample = (files: ReadonlyArray<string>): ReadonlyArray<string> =>
  files.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true)
    const rel = relative(root, file).split(sep).join('/')
    const documented = new Map<string, boolean>()
    for (const statement of source.statements) {
      if (!isExported(statement)) continue
      if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) {
        const name = statement.name.text
        documented.set(name, documented.get(name) === true || hasExample(statement, text))
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer === undefined ? undefined : unwrap(declaration.initializer)
          if (init === undefined || !(ts.isArrowFunction(init) || ts.isFunctionExpression(init))) continue
          if (ts.isIdentifier(declaration.name)) documented.set(declaration.name.text, hasExample(statement, text))
        }
      }
    }
    return [...documented].filter(([, ok]) => !ok).map(([name]) => `${rel}: ${name}`)
  })

/** One `console.log(...)` followed by a `// expected` comment on the line where its call closes. */
interface Expectation {
  /** Offset of `console.log` in the example. */
  readonly at: number
  /** Offset just after `console.log`. */
  readonly end: number
  readonly expected: string
}

/** Finds where a call's parentheses close, skipping strings and template literals. */
const closingParen = (code: string, open: number): number => {
  let depth = 0
  for (let i = open; i < code.length; i++) {
    const c = code[i]
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++
    } else if (c === '(') depth++
    else if (c === ')') {
      depth--
      if (depth === 0) return i
    }
  }
  return -1
}

const expectationsOf = (code: string): ReadonlyArray<Expectation> =>
  [...code.matchAll(/console\.log(?=\()/g)].flatMap((match) => {
    const at = match.index
    const end = at + match[0].length
    const close = closingParen(code, end)
    if (close < 0) return []
    const [rest = '', ...below] = code.slice(close + 1).split('\n')
    const comment = /^\s*\/\/ ?(.*)$/.exec(rest)
    if (comment !== null) return [{ at, end, expected: comment[1] ?? '' }]
    if (rest.trim().length > 0) return []
    // A long output may stand on the comment lines right below the call.
    const lines: string[] = []
    for (const line of below) {
      const next = /^\s*\/\/ ?(.*)$/.exec(line)
      if (next === null) break
      lines.push(next[1] ?? '')
    }
    return lines.length === 0 ? [] : [{ at, end, expected: lines.join('\n') }]
  })

/** The package's entries, and the source file each stands for. */
const entries: Readonly<Record<string, string>> = {
  marchlaw: 'index',
  'marchlaw/json': 'json',
  'marchlaw/maps': 'maps/index',
  'marchlaw/boardgame.io': 'boardgame-io',
  'marchlaw/arbitraries': 'arbitraries',
  'marchlaw/graph': 'board/graph',
  'marchlaw/march': 'heroes/march',
  'marchlaw/exploration': 'heroes/exploration',
  'marchlaw/heroes': 'heroes/heroes',
  'marchlaw/army': 'ring/army',
  'marchlaw/event-movement': 'ring/event-movement',
  'marchlaw/ring': 'ring/ring',
}

/** The values an example imports from one entry of the package (not its type-only imports). */
const importedNames = (code: string, specifier: string): ReadonlyArray<string> =>
  [...code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)].flatMap((match) =>
    match[1] !== undefined || match[3] !== specifier
      ? []
      : (match[2] ?? '')
          .split(',')
          .map((specifier) => specifier.trim())
          .filter((specifier) => specifier.length > 0 && !specifier.startsWith('type '))
          .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? specifier),
  )

/** Whitespace runs count as one space, so that Node's line breaks in long output match a one-line comment. */
const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim()

const printerName = 'marchlawDocExamplePrint'

/** The example as a module: each entry of the package imports its source file, and each checked console.log reports its index. */
const instrument = (code: string, expectations: ReadonlyArray<Expectation>, entrySpecifier: (specifier: string) => string): string => {
  let out = code
  // From the last to the first, so that earlier offsets stay valid.
  ;[...expectations].reverse().forEach((e, k) => {
    const index = expectations.length - 1 - k
    out = `${out.slice(0, e.at)}${printerName}(${index}, ${out.slice(e.end + 1)}`
  })
  out = out.replace(/(from\s+|import\(\s*)(['"])(marchlaw(?:\/[a-z.-]+)?)\2/g, (_all, lead: string, quote: string, name: string) => `${lead}${quote}${entrySpecifier(name)}${quote}`)
  return `declare const ${printerName}: (line: number, ...args: ReadonlyArray<unknown>) => void\n${out}\nexport {}\n`
}

/** The ```ts blocks of README.md and the guides: each runs on its own, and its `// expected` comments are checked. */
const markdownExamples = (): ReadonlyArray<DocExample> =>
  [join(root, 'README.md'), ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => join(root, 'docs', name))].flatMap(
    (file) => {
      const rel = relative(root, file).split(sep).join('/')
      return [...readFileSync(file, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((block, n) => ({ title: `${rel} block ${n + 1}`, code: block[1] ?? '' }))
    },
  )

const files = sourceFiles(src)
const examples = [...collectExamples(files), ...markdownExamples()]
const workDir = join(root, 'test', '.doc-examples', `run-${process.pid}-${Date.now()}`)

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true })
})

describe('doc examples', () => {
  it('the package entry src/index.ts exists (the examples import it in place of marchlaw)', () => {
    expect(existsSync(entry), `src/index.ts is missing: the @example blocks cannot run until the lead writes it`).toBe(true)
  })

  it('finds the examples of src', () => {
    expect(examples.length).toBeGreaterThan(0)
  })

  it('every exported function of src (but the CLI and what is @internal) has an @example', () => {
    const missing = functionsWithoutExample(files.filter((file) => !exempt(file)))
    expect(missing, `exported functions without an @example:\n${missing.join('\n')}`).toEqual([])
  })

  examples.forEach((example, n) => {
    it(`runs ${example.title}`, async () => {
      expect(existsSync(entry), 'src/index.ts is missing: the example cannot import marchlaw').toBe(true)
      const expectations = expectationsOf(example.code)
      if (!example.title.includes('.md block'))
        expect(expectations.length, 'an example prints its result with console.log(...) // expected output').toBeGreaterThan(0)
      for (const [specifier, source] of Object.entries(entries)) {
        const exported: Readonly<Record<string, unknown>> = await import(/* @vite-ignore */ pathToFileURL(join(src, `${source}.ts`)).href)
        const absent = importedNames(example.code, specifier).filter((name) => !(name in exported))
        expect(absent, `${specifier} (src/${source}.ts) does not export what the example imports: ${absent.join(', ')}`).toEqual([])
      }
      mkdirSync(workDir, { recursive: true })
      const file = join(workDir, `example-${n}.ts`)
      const sourceOf = (specifier: string): string => {
        const path = relative(workDir, join(src, `${entries[specifier] ?? 'index'}.js`)).split(sep).join('/')
        return path.startsWith('.') ? path : `./${path}`
      }
      writeFileSync(file, instrument(example.code, expectations, sourceOf))
      const printed: string[][] = expectations.map(() => [])
      const other = vi.spyOn(console, 'log').mockImplementation(() => undefined)
      Object.assign(globalThis, {
        [printerName]: (line: number, ...args: ReadonlyArray<unknown>) => {
          printed[line]?.push(format(...args))
        },
      })
      try {
        await import(/* @vite-ignore */ pathToFileURL(file).href)
      } finally {
        other.mockRestore()
        Reflect.deleteProperty(globalThis, printerName)
      }
      expectations.forEach((e, i) => {
        const lines = printed[i] ?? []
        const call = example.code.slice(e.at).split('\n')[0] ?? ''
        expect(lines.length, `never printed: ${call}`).toBeGreaterThan(0)
        expect(normalise(lines.join('\n')), `printed by: ${call}`).toBe(normalise(e.expected))
      })
    })
  })
})
