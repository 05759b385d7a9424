import { rmSync } from 'node:fs'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { defineConfig, type Options } from 'tsup'

// esbuild writes each `export * as march from ...` of the rules entry as `var march_exports = {}` followed by a
// call, `__export(march_exports, { ... })`, that a user's bundler must keep: importing one namespace then kept all
// six, and a heroes game carried the ring ruleset. Written as one expression marked pure, a namespace nobody
// reads drops out with the code only it reaches. The package check holds the heroes bundle free of ring code, so a
// change in esbuild's output that this no longer matches fails there.
const shakeableNamespaces: NonNullable<Options['plugins']>[number] = {
  name: 'shakeable-namespaces',
  renderChunk(code) {
    if (this.format !== 'esm') return undefined
    const rewritten = code.replace(
      /^var (\w+_exports) = \{\};\n__export\(\1, (\{\n(?:  .*\n)*\})\);$/gm,
      'var $1 = /* @__PURE__ */ ((namespace) => (__export(namespace, $2), namespace))({});',
    )
    return rewritten === code ? undefined : { code: rewritten }
  },
}

const publicEntries = { index: 'src/index.ts', json: 'src/json.ts', maps: 'src/maps/index.ts', 'boardgame-io': 'src/boardgame-io.ts' }

// Each namespace of the rules entry is also built as an entry of its own, `marchlaw/<file>` in package.json (the
// ring's as `marchlaw/ring`), so that the ES build splits the rules into chunks by which namespaces use them: code
// only the ring's namespaces reach sits in chunks only they import. A user's bundler, told by `sideEffects: false`,
// leaves out every chunk a game imports nothing from; within one chunk it can only leave out statements, and a
// module-level statement of the rules that may have effects (a shape built by a call, a frozen constant) would
// otherwise keep the code it reaches, the other ruleset's words among it. Imported by its path, a namespace is a
// module of its own, which esbuild (keeping whole any namespace a game reads one member of) shakes member by member.
const namespaces: Readonly<Record<string, { readonly entry: string; readonly source: string }>> = {
  march: { entry: 'namespaces/march', source: 'src/heroes/march.ts' },
  exploration: { entry: 'namespaces/exploration', source: 'src/heroes/exploration.ts' },
  heroes: { entry: 'namespaces/heroes', source: 'src/heroes/heroes.ts' },
  army: { entry: 'namespaces/army', source: 'src/ring/army.ts' },
  eventMovement: { entry: 'namespaces/event-movement', source: 'src/ring/event-movement.ts' },
  ring: { entry: 'namespaces/ring', source: 'src/ring/ring.ts' },
}
// The graph functions sit at the root of the rules entry, not in a namespace of it; `marchlaw/graph` holds them too.
const graph = { entry: 'namespaces/graph', source: 'src/board/graph.ts' }
const namespaceEntries = Object.fromEntries([...Object.values(namespaces), graph].map(({ entry, source }) => [entry, source]))

// The names a namespace's source exports, its types among them, but what is marked @internal (which the published
// types strip).
interface Exported {
  readonly name: string
  /** Only a type: an import alias cannot name it (the namespace exports it with `export type`). */
  readonly typeOnly: boolean
}
const exportedNames = (sources: ReadonlyArray<string>): ReadonlyMap<string, ReadonlyArray<Exported>> => {
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, '.')
  const program = ts.createProgram(sources.map((source) => resolve(source)), { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  const target = (symbol: ts.Symbol): ts.Symbol => ((symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol)
  const internal = (symbol: ts.Symbol): boolean =>
    (target(symbol).declarations ?? []).some((declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal'))
  const exported = (symbol: ts.Symbol): Exported => {
    const typeOnly = (target(symbol).flags & ts.SymbolFlags.Value) === 0
    const generic = (target(symbol).declarations ?? []).some(
      (declaration) => (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) && (declaration.typeParameters?.length ?? 0) > 0,
    )
    // A type is published as `type Name = namespace.Name`, which would drop a generic type's parameters.
    if (typeOnly && generic) throw new Error(`${symbol.getName()} is a generic type: its path's types must name its parameters`)
    return { name: symbol.getName(), typeOnly }
  }
  return new Map(
    sources.map((source) => {
      const file = program.getSourceFile(resolve(source))
      const module = file === undefined ? undefined : checker.getSymbolAtLocation(file)
      const names = module === undefined ? [] : checker.getExportsOfModule(module).filter((symbol) => !internal(symbol)).map(exported)
      if (names.length === 0) throw new Error(`${source} exports nothing the types could publish`)
      return [source, names.sort((a, b) => (a.name < b.name ? -1 : 1))]
    }),
  )
}

// Each path of a namespace is the rules entry's own namespace, so that a program has one copy of the rules whichever
// path it loads them by: one registry of the states the library owns, and one of the boards its compile made. Under
// import the path is the ES build's module of the namespace, whose chunks the root shares. Under require it is
// written here as the CommonJS root's object of that namespace (the build's own would be a whole second copy of the
// rules). Its types name the root's declarations (one `Board` type, not two of the same shape): built as entries of
// their own, the namespaces' declarations were split into chunks that lost which re-exported names are types.
const namespacePaths = async (): Promise<void> => {
  const names = exportedNames([...Object.values(namespaces), graph].map(({ source }) => source))
  const listed = (source: string): ReadonlyArray<Exported> => names.get(source) ?? []
  for (const [namespace, { entry, source }] of Object.entries(namespaces)) {
    await writeFile(`dist/${entry}.cjs`, `'use strict';\nmodule.exports = require('../index.cjs').${namespace};\n`)
    for (const [types, root] of [['d.ts', 'index.js'], ['d.cts', 'index.cjs']] as const) {
      const members = listed(source).map(({ name, typeOnly }) =>
        typeOnly ? `export type ${name} = ${namespace}.${name};\n` : `export import ${name} = ${namespace}.${name};\n`,
      )
      await writeFile(`dist/${entry}.${types}`, `import { ${namespace} } from '../${root}';\n${members.join('')}`)
    }
  }
  const members = listed(graph.source).map(({ name }) => name)
  const runtime = Object.keys(await import(pathToFileURL(`dist/${graph.entry}.js`).href))
  const picked = runtime.sort().map((name) => `  ${name}: rules.${name},\n`)
  await writeFile(`dist/${graph.entry}.cjs`, `'use strict';\nconst rules = require('../index.cjs');\nmodule.exports = {\n${picked.join('')}};\n`)
  for (const [types, root] of [['d.ts', 'index.js'], ['d.cts', 'index.cjs']] as const)
    await writeFile(`dist/${graph.entry}.${types}`, `export { ${members.join(', ')} } from '../${root}';\n`)
}

// esbuild writes `export * as march from ...` of the rules entry as an object it builds, `march_exports`, whose
// getters hold every member: no bundler can leave out a member nobody reads. Re-exported as what the source says,
// a module namespace of the namespace's own entry, Rollup, Rolldown (Vite) and webpack keep only the members a game
// reads (esbuild, which keeps a namespace whole, is not changed by it). The same functions either way: the entry
// re-exports them from the chunks the object's getters read.
const reexportNamespaces = async (): Promise<void> => {
  const file = 'dist/index.js'
  const code = await readFile(file, 'utf8')
  const left = new Set(Object.keys(namespaces))
  const rewritten = code.replace(/^export \{ \w+_exports as (\w+) \} from '\.\/chunk-\w+\.js';$/gm, (line, name: string) => {
    const entry = namespaces[name]?.entry
    if (entry === undefined) return line
    left.delete(name)
    return `export * as ${name} from './${entry}.js';`
  })
  if (left.size > 0) throw new Error(`${file} re-exports no namespace object of ${[...left].join(', ')}: the build's output changed`)
  await writeFile(file, rewritten)
}

const library: Options[] = [
  {
    entry: { ...publicEntries, ...namespaceEntries },
    format: ['esm', 'cjs'],
    // What is marked @internal is the library's own and not part of its published types.
    dts: { entry: publicEntries, compilerOptions: { stripInternal: true } },
    sourcemap: false,
    treeshake: true,
    target: 'node20',
    external: ['fp-ts', 'io-ts', 'boardgame.io'],
    plugins: [shakeableNamespaces],
    // The CommonJS builds of the namespace entries would be whole copies of the rules: each is written again as the
    // root's own object of its namespace.
    onSuccess: async () => {
      await reexportNamespaces()
      await namespacePaths()
    },
  },
  // Built apart, with the rules left to 'marchlaw' itself: a board is known to the rules by the copy of
  // compile that made it, so the arbitraries must use the package's one copy, under require as under import.
  {
    entry: { arbitraries: 'src/arbitraries.ts' },
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { stripInternal: true } },
    sourcemap: false,
    treeshake: true,
    target: 'node20',
    external: ['marchlaw', 'fast-check', 'fp-ts', 'io-ts'],
  },
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    sourcemap: false,
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    // The command carries its own copy of io-ts (and of the fp-ts that io-ts loads): io-ts is an optional peer,
    // and `npx marchlaw` must run in a project that installed neither.
    noExternal: ['fp-ts', 'io-ts'],
  },
]

// The playground page is a browser bundle with fp-ts and io-ts inside it, so
// the site works offline from a folder; `tsup --env.TARGET playground` builds it.
const playground: Options = {
  entry: { main: 'docs/playground/main.ts' },
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  outDir: 'site/playground',
  clean: true,
  sourcemap: true,
  minify: true,
  treeshake: true,
  noExternal: ['fp-ts', 'io-ts'],
  outExtension: () => ({ js: '.js' }),
  onSuccess: async () => {
    await mkdir('site/playground', { recursive: true })
    for (const file of ['index.html', 'style.css']) await copyFile(`docs/playground/${file}`, `site/playground/${file}`)
  },
}

// dist is emptied once, before the three builds start, not by the first build's `clean`: its type build empties
// dist of declarations when it starts, which may be after the arbitraries' declarations are written.
export default defineConfig((options) => {
  if (options.env?.['TARGET'] === 'playground') return [playground]
  rmSync('dist', { recursive: true, force: true })
  return library
})
