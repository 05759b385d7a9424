/**
 * The `marchlaw` executable: runs {@link runCli} against the real files and
 * streams of the process. Any unexpected failure is reported in one line,
 * never as a stack trace, with where to report it.
 *
 * @module
 */
import { fileURLToPath } from 'node:url'
import { exitCodes, reportTo, runCli } from './cli/run.js'
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

try {
  process.exitCode = runCli(process.argv.slice(2), {
    readFile: readInput,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    // The suite ships beside dist/ in the package.
    conformance: { folder: fileURLToPath(new URL('../conformance/', import.meta.url)), runEngine },
  })
} catch (thrown) {
  const reason = thrown instanceof Error ? thrown.message : String(thrown)
  process.stderr.write(`marchlaw: internal error: ${reason.length > 500 ? `${reason.slice(0, 500)}…` : reason}\n`)
  process.stderr.write(`This is a bug of marchlaw, not of your input; please report it at ${reportTo} with the command and its files.\n`)
  process.exitCode = exitCodes.internal
}
