/**
 * The `marchlaw` executable: runs {@link runCli} against the real files and
 * streams of the process. Any unexpected failure is reported in one line,
 * never as a stack trace, with a request for a report (in JSON with `--json`).
 *
 * @module
 */
import { fileURLToPath } from 'node:url'
import { exitCodes, internalError, runCli, type CliWorld } from './cli/run.js'
import { readInput } from './cli/read.js'
import { runEngine } from './cli/engine.js'

// A reader that stops early (`marchlaw demo | head`) closes the pipe: that ends the output, it is no failure.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    // A full disk or a closed terminal is no bug of marchlaw: exit 2, as for a file it cannot read.
    process.stderr.write(`marchlaw: cannot write the output: ${error.message}\n`)
    process.exit(exitCodes.badInput)
  })

const args = process.argv.slice(2)
const world: CliWorld = {
  readFile: readInput,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  // The suite ships beside dist/ in the package.
  conformance: { folder: fileURLToPath(new URL('../conformance/', import.meta.url)), runEngine },
}

try {
  process.exitCode = runCli(args, world)
} catch (thrown) {
  process.exitCode = internalError(args, thrown, world)
}
