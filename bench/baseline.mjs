// The baseline every speed target of the real board is a ratio to: release
// 0.1.0, built from the git history into bench/.baseline/ (ignored by git) the
// first time the bench runs, with this checkout's own toolchain, so that both
// are measured in one process on one machine. A clone without history (or
// without that commit) measures no baseline and says so.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * The build called 0.1.0 by the targets of issue 24: the one that stood when
 * issues 10 to 16 were filed, with the piece tables and the even randomMove
 * (the release commit before it, bfd3eba, had neither, so its playout ratio
 * compared a draw with a full listing).
 */
export const BASELINE = { version: '0.1.0', commit: 'cf5fb9c' }

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')

const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString()

/** Where the 0.1.0 build's rules entry is, once {@link loadBaseline} has built it. */
export const baselineEntry = () => join(here, '.baseline', `${BASELINE.version}-${BASELINE.commit}`, 'dist', 'index.js')

/** The 0.1.0 build, imported: its `compile`, `ring`, `heroes`, ...; or `{ error }` saying why there is none. */
export const loadBaseline = async () => {
  const entry = baselineEntry()
  const folder = dirname(dirname(entry))
  try {
    if (!existsSync(entry)) {
      rmSync(folder, { recursive: true, force: true })
      mkdirSync(folder, { recursive: true })
      const files = ['src', 'tsup.config.ts', 'tsconfig.json', 'package.json']
      const archive = execFileSync('git', ['archive', '--format=tar', BASELINE.commit, ...files], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
      execFileSync('tar', ['-x', '-C', folder], { input: archive })
      symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir')
      run(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js'), '--silent'], folder)
    }
    return await import(pathToFileURL(entry).href)
  } catch (error) {
    return { error: `no ${BASELINE.version} baseline (${String(error).split('\n')[0]})` }
  }
}
