// Two builds of the library on the rows of issue 24's targets, for a step
// whose gain is smaller than the machine's drift: each build in a worker
// thread of its own, the two in turn, many rounds, and for each row the
// medians and the median of the rounds' ratios. Build the step before and
// after into two folders first (`npm run build`, then copy dist/). The
// checkout's own dist/ must be built too: it makes the positions and moves
// both builds are asked about (positions.mjs), and the harness reads its
// maps.
//
//   node --expose-gc bench/compare.mjs BEFORE/dist AFTER/dist [--rounds 31] [--ms 9000] [words]
//
// `words`: only the rows whose operation contains one of them (all rows
// without). Each build spends `--ms` milliseconds on a row, so a row takes
// about twice that, and all 17 rows about five minutes.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildsInTurn, rowInputs } from './positions.mjs'

const USAGE = 'usage: node --expose-gc bench/compare.mjs BEFORE/dist AFTER/dist [--rounds N] [--ms N] [words]'
const refuse = (why) => {
  console.error(`${USAGE}\n${why}`)
  process.exit(2)
}
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  if (at < 0) return fallback
  const value = Number(args[at + 1])
  args.splice(at, 2)
  if (!Number.isInteger(value) || value <= 0) refuse(`${name} takes a positive whole number`)
  return value
}
const rounds = option('--rounds', 31)
const ms = option('--ms', 9000)
const [before, after, ...words] = args
const entryOf = (folder) => {
  const entry = join(resolve(folder ?? ''), 'index.js')
  if (folder === undefined || !existsSync(entry)) refuse(`no ${entry}`)
  return entry
}
const builds = [entryOf(before), entryOf(after)].map((entry) => ({ entry, owns: null }))
// Both builds judge every move as this checkout does, or it is left out (a ruling may differ between them).
const { inputs } = rowInputs(await Promise.all(builds.map(({ entry }) => import(pathToFileURL(entry).href))))
const turns = await buildsInTurn(builds, inputs)
try {
  // The heap row is a size, which rounds do not make steadier.
  const operations = (await turns.names()).filter((operation) => !operation.startsWith('heap') && (words.length === 0 || words.some((w) => operation.includes(w))))
  for (const operation of operations) {
    const { medians, ratios } = await turns.rounds(operation, ms, rounds)
    const [then, now] = medians.map((ns) => (ns === null ? '-' : Math.round(ns).toLocaleString('en')))
    console.log(`${operation.padEnd(62)} before ${then.padStart(9)} ns  after ${now.padStart(9)} ns  after/before ${ratios[1] === null ? '-' : ratios[1].toFixed(3)}`)
  }
} finally {
  await turns.end()
}
