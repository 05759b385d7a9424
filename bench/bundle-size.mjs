// The size of a package entry as a browser bundle would carry it: the entry
// with every chunk it imports, bundled and minified (fp-ts and io-ts are
// peers), then gzipped. Used by the benchmark's report and by the package
// checks that hold the rules entry to its budget.
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
