import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// No test asserts a time (speed is npm run bench's), so the time-out only catches a test that hangs: it is
// generous, because property tests over large generated positions run slower on a busy 2-core machine.
// src/arbitraries imports the rules as 'marchlaw' (so that the built entry shares the package's one copy of
// them): here that name is the source, the very modules the tests import.
// boardgame.io's log of the moves it refuses is silenced in every test file (see the setup file).
export default defineConfig({
  resolve: { alias: [{ find: /^marchlaw$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }] },
  test: { testTimeout: 60_000, hookTimeout: 60_000, setupFiles: ['test/fixtures/quiet-boardgame-io.ts'] },
})
