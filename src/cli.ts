/**
 * The `marchlaw` executable: runs {@link runCli} against the real files and
 * streams of the process. Any unexpected failure is reported in one line,
 * never as a stack trace.
 *
 * @module
 */
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import { runCli } from './cli-run.js'

const readFile = (path: string): E.Either<string, string> => {
  try {
    return E.right(readFileSync(path, 'utf8'))
  } catch (thrown) {
    const code = typeof thrown === 'object' && thrown !== null && 'code' in thrown ? String(thrown.code) : ''
    return E.left(code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : thrown instanceof Error ? thrown.message : String(thrown))
  }
}

// A reader that stops early (`marchlaw demo | head`) closes the pipe: that ends the output, it is no failure.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    process.stderr.write(`marchlaw: cannot write the output: ${error.message}\n`)
    process.exit(3)
  })

try {
  process.exitCode = runCli(process.argv.slice(2), {
    readFile,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  })
} catch (thrown) {
  process.stderr.write(`marchlaw: internal error: ${thrown instanceof Error ? thrown.message : String(thrown)}\n`)
  process.exitCode = 3
}
