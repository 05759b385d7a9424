import { defineConfig } from 'vitest/config'

// No test asserts a time (speed is npm run bench's), so the time-out only catches a test that hangs: it is
// generous, because property tests over large generated positions run slower on a busy 2-core machine.
// boardgame.io's log of the moves it refuses is silenced in every test file (see the setup file).
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000, setupFiles: ['test/fixtures/quiet-boardgame-io.ts'] },
})
