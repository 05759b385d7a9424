// The package as a user receives it: publint and arethetypeswrong report
// nothing, and the packed tarball installs into an empty project where
// import, require and the `marchlaw` command all work. Run by `npm test`
// after the build.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { bundleSize } from '../../bench/bundle-size.mjs'

const root = resolve(import.meta.dirname, '..', '..')
const failures = []
const step = (name, run) => {
  try {
    run()
    console.log(`ok    ${name}`)
  } catch (error) {
    failures.push(name)
    console.log(`FAIL  ${name}\n${String(error.stdout ?? '')}${String(error.stderr ?? '')}${error.message}`)
  }
}
const sh = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

step('publint reports nothing', () => {
  const out = sh('npx', ['--no-install', 'publint', '--strict'], root)
  if (!/All good/i.test(out)) throw new Error(out)
})
step('arethetypeswrong reports nothing under node10, node16 and bundler', () => {
  sh('npx', ['--no-install', 'attw', '--pack', '.', '--no-emoji'], root)
})

// A size, not a time: the same build always gives the same bytes, so the budget of issue 5 can be held here.
const { gzipped } = await bundleSize('index.js')
step('the rules entry, with its chunks, minified and gzipped, stays under 15 kB', () => {
  if (!(gzipped < 15000)) throw new Error(`dist/index.js with its chunks is ${gzipped} bytes minified and gzipped; the budget is 15,000`)
})

const work = mkdtempSync(join(tmpdir(), 'marchlaw-pack-'))
try {
  step('npm pack and install into an empty project', () => {
    sh('npm', ['pack', '--silent', '--pack-destination', work], root)
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
    if (tarball === undefined) throw new Error('no tarball')
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'commonjs' }))
    sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tarball), 'fp-ts@2.16.11', 'io-ts@2.2.22'], work)
  })
  step("import('marchlaw') works", () => {
    const out = sh('node', ['--input-type=module', '-e', "const m = await import('marchlaw'); const j = await import('marchlaw/json'); const p = await import('marchlaw/maps'); console.log(typeof m.compile, typeof j.checkScenario, typeof p.demoIsles)"], work)
    if (out.trim() !== 'function function object') throw new Error(out)
  })
  step("require('marchlaw') works", () => {
    const out = sh('node', ['-e', "const m = require('marchlaw'); const j = require('marchlaw/json'); const p = require('marchlaw/maps'); console.log(typeof m.compile, typeof j.checkScenario, typeof p.demoIsles)"], work)
    if (out.trim() !== 'function function object') throw new Error(out)
  })
  step('npx marchlaw --help runs', () => {
    const out = sh('npx', ['--no-install', 'marchlaw', '--help'], work)
    if (!out.includes('Usage:')) throw new Error(out)
  })
  step('the installed command answers bad input with exit 2 and no stack trace', () => {
    writeFileSync(join(work, 'broken.json'), '{ "format": ')
    const run = spawnSync('npx', ['--no-install', 'marchlaw', 'check', 'broken.json'], { cwd: work, encoding: 'utf8' })
    if (run.status !== 2 || !run.stderr.includes('broken.json: not valid JSON') || /\n\s+at /.test(run.stderr))
      throw new Error(`exit ${run.status}\n${run.stderr}`)
  })
  step('the installed command stops quietly when its reader closes the pipe early', () => {
    const run = spawnSync('sh', ['-c', 'npx --no-install marchlaw demo | head -n 1'], { cwd: work, encoding: 'utf8' })
    if (run.status !== 0 || run.stdout.split('\n').filter(Boolean).length !== 1 || /\n\s+at /.test(run.stderr)) throw new Error(`exit ${run.status}\n${run.stderr}`)
  })
  step('the installed command lints a bundled map clean', () => {
    const run = spawnSync('npx', ['--no-install', 'marchlaw', 'lint', 'demo-marches'], { cwd: work, encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`exit ${run.status}\n${run.stdout}${run.stderr}`)
  })
} finally {
  rmSync(work, { recursive: true, force: true })
}

if (failures.length > 0) {
  console.log(`package checks: ${failures.length} failed`)
  process.exit(1)
}
console.log('package checks: all passed')
