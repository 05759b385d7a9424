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

// What a game of one ruleset imports from the rules entry, written as a user's
// module would be. The heroes game must carry none of the ring ruleset: the
// markers are names that only ring code writes, and survive minification as
// strings (codes and event types of the ring alone).
const games = [
  {
    name: 'heroes game',
    what: 'compile, march and exploration validateMove and applyMove',
    source: "import { compile, march, exploration } from './dist/index.js'\nexport const game = [compile, march.validateMove, march.applyMove, exploration.validateMove, exploration.applyMove]",
    target: 10000,
    foreign: ['LEADER_ALONE', 'NOT_AT_WAR', 'TOO_MANY_ARMIES', 'NEEDS_LEADER'],
  },
  {
    name: 'ring game',
    what: 'compile, ring validateMove and applyMove',
    source: "import { compile, ring } from './dist/index.js'\nexport const game = [compile, ring.validateMove, ring.applyMove]",
    target: 16000,
    foreign: [],
  },
  {
    name: 'rules entry',
    what: 'everything the rules entry exports',
    source: "export * from './dist/index.js'",
    target: 30000,
    foreign: [],
  },
]

/**
 * For each game (a heroes game, a ring game, everything the rules entry
 * exports), bundled from `dist/` with fp-ts inside, minified and gzipped:
 * `{ name, what, minified, gzipped, target, met, foreign }`, where `foreign`
 * lists the other ruleset's markers found in the bundle (it must be empty).
 */
export const gameSizes = async () => {
  const sizes = []
  for (const game of games) {
    const out = await build({
      stdin: { contents: game.source, resolveDir: root, loader: 'js', sourcefile: `${game.name}.js` },
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    })
    const code = out.outputFiles[0].contents
    const text = Buffer.from(code).toString('utf8')
    const gzipped = gzipSync(code, { level: 9 }).length
    const foreign = game.foreign.filter((marker) => text.includes(marker))
    sizes.push({ name: game.name, what: game.what, minified: code.byteLength, gzipped, target: game.target, met: gzipped <= game.target && foreign.length === 0, foreign })
  }
  return sizes
}

// `node bench/bundle-size.mjs` prints the three sizes (after `npm run build`).
if (process.argv[1] === import.meta.filename) {
  for (const s of await gameSizes()) {
    const carried = s.foreign.length === 0 ? '' : `, carries ${s.foreign.join(', ')}`
    console.log(`${s.met ? 'met   ' : 'MISSED'}  ${s.name} (${s.what}): ${s.gzipped} bytes gzipped (${s.minified} minified), target ${s.target}${carried}`)
  }
}
