/**
 * How the `marchlaw` executable reads its input: a regular file, or standard
 * input for `-`, never more than the command's byte limit. Anything else (a
 * named pipe, a device, a folder) is refused with what it is, so that the
 * command never waits forever on a pipe that has no writer or reads an
 * endless device.
 *
 * @internal
 * @module
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs'
import { inputLimits } from './json.js'
import * as E from '../core/either.js'

const tooLarge = `larger than ${inputLimits.bytes / (1024 * 1024)} MiB, the most marchlaw reads`

const codeOf = (thrown: unknown): string => (typeof thrown === 'object' && thrown !== null && 'code' in thrown ? String(thrown.code) : '')

const reasonOf = (thrown: unknown): string => {
  const code = codeOf(thrown)
  if (code === 'ENOENT') return 'no such file'
  if (code === 'EISDIR') return 'it is a folder'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  return thrown instanceof Error ? thrown.message : String(thrown)
}

const kindOf = (stats: Stats): string =>
  stats.isDirectory() ? 'it is a folder' : stats.isFIFO() ? 'it is a named pipe (FIFO); pipe it to standard input with `-` instead' : stats.isSocket() ? 'it is a socket' : 'it is a device, not a regular file'

// A blocking wait without a timer, for a standard input that is non-blocking and has no bytes yet.
const pause = (): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
}

/** Reads `fd` to its end, or to one byte past the limit. */
const readAll = (fd: number): E.Either<string, Uint8Array> => {
  const chunks: Buffer[] = []
  let total = 0
  for (;;) {
    const chunk = Buffer.allocUnsafe(64 * 1024)
    let count: number
    try {
      count = readSync(fd, chunk, 0, chunk.length, null)
    } catch (thrown) {
      const code = codeOf(thrown)
      if (code === 'EAGAIN') {
        pause()
        continue
      }
      if (code === 'EOF') break
      return E.left(reasonOf(thrown))
    }
    if (count === 0) break
    chunks.push(chunk.subarray(0, count))
    total += count
    if (total > inputLimits.bytes) return E.left(tooLarge)
  }
  return E.right(Buffer.concat(chunks, total))
}

/**
 * The bytes of `path`, or of standard input for `-`; `Left` says in a few
 * words why they cannot be read.
 *
 * @internal
 */
export const readInput = (path: string): E.Either<string, Uint8Array> => {
  if (path === '-') return readAll(0)
  let fd: number
  try {
    // Non-blocking, so that opening a named pipe returns at once and is refused below.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  } catch (thrown) {
    return E.left(reasonOf(thrown))
  }
  try {
    const stats = fstatSync(fd)
    if (!stats.isFile()) return E.left(kindOf(stats))
    if (stats.size > inputLimits.bytes) return E.left(tooLarge)
    return readAll(fd)
  } catch (thrown) {
    return E.left(reasonOf(thrown))
  } finally {
    closeSync(fd)
  }
}
