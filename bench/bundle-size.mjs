// The size of a package entry as a browser bundle would carry it: the entry
// with every chunk it imports, bundled and minified (fp-ts and io-ts are
// peers), then gzipped. Used by the benchmark's report and by the package
// checks that hold the rules entry and the two games to their budgets.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '..')

/**
 * `{ file, bytes, minified, gzipped }` for `dist/<entry>`. `external` lists
 * the packages left out of the bundle; the package checks pass `[]`, to
 * measure the rules entry with everything it runs, fp-ts included.
 */
export const bundleSize = async (entry, external = ['fp-ts', 'io-ts']) => {
  const file = join(root, 'dist', entry)
  const out = await build({ entryPoints: [file], bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, external, logLevel: 'silent' })
  const code = out.outputFiles[0].contents
  return { file: `dist/${entry}`, bytes: Buffer.byteLength(readFileSync(file, 'utf8')), minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).length }
}

// What a game of one ruleset imports from the rules entry, written as a user's module would be; `from` is the
// rules entry's path. `foreign` is the other ruleset's source, none of which the game's bundle may carry: the
// heroes game is measured for the ring's files (the layers of .dependency-cruiser.cjs).
const ringSource =
  /^src\/ring\/|^src\/input\/(ring-boundary|plain-ring-state)[.]ts$|^src\/words\/(ring|ring-english)[.]ts$/
// Words only the ring's violations say: the game bundled from dist/ (one chunk of many files) must hold none, which
// the source files above cannot show (a module-level statement of the ring rules kept in a shared chunk would keep
// them).
const ringWords = ['An army needs an Army unit', 'not At War', 'without Free Peoples Army units']
const games = [
  {
    name: 'heroes game',
    what: 'compile, march and exploration validateMove and applyMove',
    source: (from) => `import { compile, march, exploration } from '${from}'\nexport const game = [compile, march.validateMove, march.applyMove, exploration.validateMove, exploration.applyMove]`,
    // The same functions imported from the files that define them: what they reach, without the rest of their
    // namespaces (esbuild keeps every member of a namespace a game reads one member of; Rollup keeps only that one).
    alone: `import { compile } from './src/board/graph.ts'\nimport { validateMove as a, applyMove as b } from './src/heroes/march.ts'\nimport { validateMove as c, applyMove as d } from './src/heroes/exploration.ts'\nexport const game = [compile, a, b, c, d]`,
    target: 10000,
    foreign: ringSource,
    foreignWords: ringWords,
  },
  {
    name: 'ring game',
    what: 'compile, ring validateMove and applyMove',
    source: (from) => `import { compile, ring } from '${from}'\nexport const game = [compile, ring.validateMove, ring.applyMove]`,
    alone: `import { compile } from './src/board/graph.ts'\nimport { validateMove, applyMove } from './src/ring/ring.ts'\nexport const game = [compile, validateMove, applyMove]`,
    target: 16000,
    foreign: null,
  },
  {
    name: 'rules entry',
    what: 'everything the rules entry exports',
    source: (from) => `export * from '${from}'`,
    target: 30000,
    foreign: null,
  },
]

const bundled = (contents, loader) =>
  build({ stdin: { contents, resolveDir: root, loader, sourcefile: 'game.js' }, bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, logLevel: 'silent', metafile: true })

/**
 * For each game (a heroes game, a ring game, everything the rules entry
 * exports): `{ name, what, minified, gzipped, target, met, foreign }`. The
 * size is of the game bundled from `dist/` (after `npm run build`) with
 * fp-ts inside, minified and gzipped. `foreign` lists the source files of
 * the other ruleset that the same game, bundled from `src/`, carries code
 * of, and the words only the ring says that the game bundled from `dist/`
 * holds; it must be empty, and `met` says both that and the size hold.
 */
export const gameSizes = async () => {
  const sizes = []
  for (const game of games) {
    const out = await bundled(game.source('./dist/index.js'), 'js')
    const code = out.outputFiles[0].contents
    const gzipped = gzipSync(code, { level: 9 }).length
    let foreign = []
    const text = Buffer.from(code).toString('utf8')
    for (const words of game.foreignWords ?? []) if (text.includes(words)) foreign.push(`dist/ (the words "${words}")`)
    if (game.foreign !== null) {
      const fromSource = await bundled(game.source('./src/index.ts'), 'ts')
      const inputs = Object.values(fromSource.metafile.outputs)[0]?.inputs ?? {}
      foreign = foreign.concat(Object.entries(inputs)
        .filter(([file, used]) => used.bytesInOutput > 0 && game.foreign.test(file))
        .map(([file]) => file))
    }
    sizes.push({ name: game.name, what: game.what, minified: code.byteLength, gzipped, target: game.target, met: gzipped <= game.target && foreign.length === 0, foreign })
  }
  return sizes
}

/**
 * For each game bundled from `src/`: its minified bytes by source file, largest first, and the size of the same
 * functions imported from the files that define them (`alone`, `null` for the rules entry), which is what the game
 * would weigh if the bundler kept only the namespace members it reads. Where to look for bytes to save.
 */
export const gameSources = async () => {
  const found = []
  for (const game of games) {
    const out = await bundled(game.source('./src/index.ts'), 'ts')
    const inputs = Object.values(out.metafile.outputs)[0]?.inputs ?? {}
    const files = Object.entries(inputs)
      .map(([file, used]) => ({ file: file.replace(/^.*node_modules\//, ''), minified: used.bytesInOutput }))
      .filter((row) => row.minified > 0)
      .sort((a, b) => b.minified - a.minified)
    let alone = null
    if (game.alone !== undefined) {
      const code = (await bundled(game.alone, 'ts')).outputFiles[0].contents
      alone = { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).length }
    }
    found.push({ name: game.name, files, alone })
  }
  return found
}

// `node bench/bundle-size.mjs` prints the three sizes (after `npm run build`); `--sources [rows]` adds, for each
// game, its largest source files (bundled from src/, no build needed) and what its functions weigh alone.
if (process.argv[1] === import.meta.filename) {
  for (const s of await gameSizes()) {
    const carried = s.foreign.length === 0 ? '' : `, carries ${s.foreign.join(', ')}`
    console.log(`${s.met ? 'met   ' : 'MISSED'}  ${s.name} (${s.what}): ${s.gzipped} bytes gzipped (${s.minified} minified), target ${s.target}${carried}`)
  }
  const at = process.argv.indexOf('--sources')
  if (at >= 0) {
    const rows = Number(process.argv[at + 1] ?? '') || 20
    for (const game of await gameSources()) {
      const total = game.files.reduce((sum, row) => sum + row.minified, 0)
      const alone = game.alone === null ? '' : `; its functions alone, without the rest of their namespaces: ${game.alone.gzipped} B gzipped (${game.alone.minified} minified)`
      console.log(`\n${game.name}, from src/: ${total} B minified${alone}`)
      for (const row of game.files.slice(0, rows)) console.log(`${String(row.minified).padStart(7)}  ${row.file}`)
    }
  }
}
