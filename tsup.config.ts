import { copyFile, mkdir } from 'node:fs/promises'
import { defineConfig, type Options } from 'tsup'

const library: Options[] = [
  {
    entry: { index: 'src/index.ts', json: 'src/json.ts', maps: 'src/maps/index.ts', 'boardgame-io': 'src/boardgame-io.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    clean: true,
    treeshake: true,
    target: 'node20',
    external: ['fp-ts', 'io-ts', 'boardgame.io'],
  },
  // Built apart, with the rules left to 'marchlaw' itself: a board is known to the rules by the copy of
  // compile that made it, so the arbitraries must use the package's one copy, under require as under import.
  {
    entry: { arbitraries: 'src/arbitraries.ts' },
    format: ['esm', 'cjs'],
    dts: true,
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
    external: ['fp-ts', 'io-ts'],
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

export default defineConfig((options) => (options.env?.['TARGET'] === 'playground' ? [playground] : library))
