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

// Where each path of the package is written in src/, for bundling a game from the source: the package's own
// exports say where it is built (a game bundled from dist/ resolves 'marchlaw' and 'marchlaw/ring' through them, as
// a user's bundler does, the package naming itself).
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const sources = {
  '.': 'src/index.ts',
  './graph': 'src/board/graph.ts',
  './march': 'src/heroes/march.ts',
  './exploration': 'src/heroes/exploration.ts',
  './heroes': 'src/heroes/heroes.ts',
  './army': 'src/ring/army.ts',
  './event-movement': 'src/ring/event-movement.ts',
  './ring': 'src/ring/ring.ts',
}
for (const path of Object.keys(sources)) if (!(path in manifest.exports)) throw new Error(`package.json exports no ${path}`)
const fromSource = {
  name: 'marchlaw-from-source',
  setup(build) {
    build.onResolve({ filter: /^marchlaw(?:\/|$)/ }, ({ path }) => {
      const file = sources[`.${path.slice('marchlaw'.length)}`]
      return file === undefined ? { errors: [{ text: `no source of ${path}` }] } : { path: join(root, file) }
    })
  },
}

// What a game of one ruleset imports, written as a user's module would be, in two forms: `namespaces`, against the
// rules entry's namespaces (`import { ring } from 'marchlaw'`), and `paths`, against the namespaces' own paths
// (`import { validateMove } from 'marchlaw/ring'`). esbuild keeps every member of a namespace of the rules entry
// that a game reads one member of; a path is a module of its own, which it shakes member by member. `foreign` is
// the other ruleset's source, none of which the game's bundle may carry: the heroes game is measured for the
// ring's files (the layers of .dependency-cruiser.cjs).
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
    namespaces: `import { compile, march, exploration } from 'marchlaw'\nexport const game = [compile, march.validateMove, march.applyMove, exploration.validateMove, exploration.applyMove]`,
    paths: `import { compile } from 'marchlaw'\nimport { validateMove as a, applyMove as b } from 'marchlaw/march'\nimport { validateMove as c, applyMove as d } from 'marchlaw/exploration'\nexport const game = [compile, a, b, c, d]`,
    target: 10000,
    foreign: ringSource,
    foreignWords: ringWords,
  },
  {
    name: 'ring game',
    what: 'compile, ring validateMove and applyMove',
    namespaces: `import { compile, ring } from 'marchlaw'\nexport const game = [compile, ring.validateMove, ring.applyMove]`,
    paths: `import { compile } from 'marchlaw'\nimport { validateMove, applyMove } from 'marchlaw/ring'\nexport const game = [compile, validateMove, applyMove]`,
    target: 16000,
    foreign: null,
  },
  {
    name: 'rules entry',
    what: 'everything the rules entry exports',
    namespaces: `export * from 'marchlaw'`,
    paths: null,
    target: 30000,
    foreign: null,
  },
]
/** What each form of a game is called, and how its name reads in the sizes. */
const forms = {
  namespaces: { said: "the rules entry's namespaces", named: (name) => name },
  paths: { said: 'the subpath entries', named: (name) => `${name}, subpath entries` },
}

/**
 * A game's code bundled as a user's bundler bundles it, minified: from dist/ (or from the package installed under
 * `resolveDir`) unless `source`, then 'marchlaw' and its paths are the files of src/ that the build makes them from.
 */
export const bundled = (contents, source = false, resolveDir = root) =>
  build({
    stdin: { contents, resolveDir, loader: 'js', sourcefile: 'game.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    metafile: true,
    plugins: source ? [fromSource] : [],
    // Not the project's tsconfig.json, whose paths point 'marchlaw' at src/: from dist/, the game's imports resolve
    // through the package's exports, as a user's bundler resolves them.
    ...(source ? {} : { tsconfigRaw: {} }),
  })

/**
 * For each game (a heroes game, a ring game, everything the rules entry
 * exports) and each form it is written in (`namespaces`: `import { ring }
 * from 'marchlaw'`; `paths`: `import { validateMove } from 'marchlaw/ring'`):
 * `{ name, game, form, what, minified, gzipped, target, met, foreign }`. The
 * size is of the game bundled from `dist/` (after `npm run build`), its
 * imports resolved through the package's exports, with fp-ts inside,
 * minified and gzipped. `foreign` lists the source files of the other
 * ruleset that the same game, bundled from `src/`, carries code of, and the
 * words only the ring says that the game bundled from `dist/` holds; it must
 * be empty, and `met` says both that and the size hold.
 */
export const gameSizes = async () => {
  const sizes = []
  for (const game of games)
    for (const [form, { said, named }] of Object.entries(forms)) {
      const contents = game[form]
      if (contents === null) continue
      const code = (await bundled(contents)).outputFiles[0].contents
      const gzipped = gzipSync(code, { level: 9 }).length
      let foreign = []
      const text = Buffer.from(code).toString('utf8')
      for (const words of game.foreignWords ?? []) if (text.includes(words)) foreign.push(`dist/ (the words "${words}")`)
      if (game.foreign !== null) {
        const fromSrc = await bundled(contents, true)
        const inputs = Object.values(fromSrc.metafile.outputs)[0]?.inputs ?? {}
        foreign = foreign.concat(Object.entries(inputs)
          .filter(([file, used]) => used.bytesInOutput > 0 && game.foreign.test(file))
          .map(([file]) => file))
      }
      const what = game.paths === null ? game.what : `${game.what}, written against ${said}`
      sizes.push({ name: named(game.name), game: game.name, form, what, minified: code.byteLength, gzipped, target: game.target, met: gzipped <= game.target && foreign.length === 0, foreign })
    }
  return sizes
}

/**
 * For each game bundled from `src/` as written against the rules entry's
 * namespaces: its minified bytes by source file, largest first, and the size of the same game written against the
 * subpath entries (`alone`, `null` for the rules entry), which carries only the namespace members it reads. Where to
 * look for bytes to save.
 */
export const gameSources = async () => {
  const found = []
  for (const game of games) {
    const out = await bundled(game.namespaces, true)
    const inputs = Object.values(out.metafile.outputs)[0]?.inputs ?? {}
    const files = Object.entries(inputs)
      .map(([file, used]) => ({ file: file.replace(/^.*node_modules\//, ''), minified: used.bytesInOutput }))
      .filter((row) => row.minified > 0)
      .sort((a, b) => b.minified - a.minified)
    let alone = null
    if (game.paths !== null) {
      const code = (await bundled(game.paths, true)).outputFiles[0].contents
      alone = { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).length }
    }
    found.push({ name: game.name, files, alone })
  }
  return found
}

// `node bench/bundle-size.mjs` prints each game's sizes in both forms (after `npm run build`); `--sources [rows]`
// adds, for each game, its largest source files (bundled from src/, no build needed) and what it weighs written
// against the subpath entries.
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
      const alone = game.alone === null ? '' : `; written against the subpath entries, without the rest of their namespaces: ${game.alone.gzipped} B gzipped (${game.alone.minified} minified)`
      console.log(`\n${game.name}, from src/: ${total} B minified${alone}`)
      for (const row of game.files.slice(0, rows)) console.log(`${String(row.minified).padStart(7)}  ${row.file}`)
    }
  }
}
