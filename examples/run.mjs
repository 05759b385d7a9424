// Runs one program of examples/ against the library's source, so it needs
// no build: `npm run example -- NAME [ARGUMENTS...]`, e.g.
// `npm run example -- random-bot ring 12`. esbuild (a dev dependency, through
// tsup) bundles the example with src/ in place of the package.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '..')
const entries = { marchlaw: 'src/index.ts', 'marchlaw/json': 'src/json.ts', 'marchlaw/maps': 'src/maps/index.ts', 'marchlaw/boardgame.io': 'src/boardgame-io.ts' }
const names = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))

const [name, ...args] = process.argv.slice(2)
if (name === undefined || !names.includes(name)) {
  process.stderr.write(`${name === undefined ? 'Which example?' : `There is no example "${name}".`} Run one with: npm run example -- NAME [ARGUMENTS...]\nThe examples: ${names.join(', ')}\n`)
  process.exit(2)
}

const bundled = await build({
  entryPoints: [join(import.meta.dirname, `${name}.ts`)],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'marchlaw-from-source',
      setup: (builder) => builder.onResolve({ filter: /^marchlaw(\/json|\/maps|\/boardgame\.io)?$/ }, (found) => ({ path: join(root, entries[found.path]) })),
    },
  ],
})
const folder = mkdtempSync(join(tmpdir(), 'marchlaw-example-'))
try {
  const file = join(folder, `${name}.mjs`)
  writeFileSync(file, bundled.outputFiles[0].contents)
  const run = spawnSync(process.execPath, [file, ...args], { stdio: 'inherit' })
  process.exitCode = run.status ?? 1
} finally {
  if (existsSync(folder)) rmSync(folder, { recursive: true, force: true })
}
