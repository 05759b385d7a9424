/**
 * How the command turns the bytes of a file into a JSON value, stricter than
 * `JSON.parse`: a byte-order mark is skipped; invalid UTF-8 (which
 * `TextDecoder` would quietly turn into U+FFFD, changing an id) and a key
 * written twice in one object (of which `JSON.parse` quietly keeps the last)
 * are refused with their JSON path; and the limits of the command hold, so
 * that no file can exhaust the stack or print megabytes of messages.
 *
 * @internal
 * @module
 */
import { childPath } from '../json/codec/decode-error.js'
import * as E from '../core/either.js'

/**
 * The limits of what the command reads; docs/format.md lists them.
 *
 * @internal
 */
export const inputLimits = {
  /** The largest file, or standard input, in bytes: 16 MiB. */
  bytes: 16 * 1024 * 1024,
  /** The deepest nesting of arrays and objects; the format needs about six levels. */
  depth: 64,
  /** The most items of one array, or keys of one object. */
  entries: 200_000,
  /** The longest string, key or value: ids, names, terrains. */
  stringLength: 256,
} as const

/** What the reader shows of a string or key too long to print whole. */
const shown = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)

/** The line and column (both from 1) of a character offset. */
const lineAndColumn = (text: string, offset: number): string => {
  let line = 1
  let start = 0
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line += 1
    start = at + 1
  }
  return `line ${line}, column ${offset - start + 1}`
}

/**
 * The offset of the first byte that does not belong to well-formed UTF-8
 * (an overlong form, a surrogate, a code point past U+10FFFF, a stray or
 * missing continuation byte), or -1.
 */
const firstInvalidByte = (bytes: Uint8Array): number => {
  const continuation = (at: number): boolean => at < bytes.length && ((bytes[at] ?? 0) & 0xc0) === 0x80
  let at = 0
  while (at < bytes.length) {
    const lead = bytes[at] ?? 0
    if (lead < 0x80) {
      at += 1
      continue
    }
    const second = bytes[at + 1] ?? 0
    const size = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0
    if (size === 0) return at
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf
    if (at + 1 >= bytes.length || second < low || second > high) return at
    for (let next = 2; next < size; next += 1) if (!continuation(at + next)) return at
    at += size
  }
  return -1
}

type Parsed = E.Either<string, unknown>

const literal = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y

/**
 * A recursive-descent JSON reader that knows the path of what it reads. It
 * recurses at most `inputLimits.depth` levels. `watch`, a character offset,
 * asks for the path of the string that holds it (where invalid UTF-8 was
 * found); that path is returned in `watched`.
 */
const parse = (text: string, watch = -1): { readonly result: Parsed; readonly watched: string | undefined } => {
  let at = 0
  let watched: string | undefined
  const fail = (message: string, where = at): E.Either<string, never> => E.left(`not valid JSON: ${message} (${lineAndColumn(text, where)})`)
  const skipSpace = (): void => {
    for (let c = text.charCodeAt(at); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(at)) at += 1
  }
  const found = (): string => (at >= text.length ? 'the end of the text' : JSON.stringify(text.slice(at, at + 1)))

  const readString = (path: string, isKey: boolean): E.Either<string, string> => {
    const start = at
    at += 1
    for (;;) {
      const c = text.charCodeAt(at)
      if (Number.isNaN(c)) return fail('a string is not closed by "', start)
      if (c === 0x22) break
      if (c < 0x20) return fail('a control character inside a string (write it as an escape such as \\n)')
      at += c === 0x5c ? 2 : 1
    }
    at += 1
    if (watch >= start && watch < at) watched = path
    let value: string
    try {
      value = JSON.parse(text.slice(start, at)) as string
    } catch {
      return fail('an invalid escape inside a string', start)
    }
    if (value.length > inputLimits.stringLength)
      return E.left(
        `${path === '' ? '' : `${path}: `}${isKey ? 'a key' : 'a string'} of ${value.length} characters (${shown(value)}, ${lineAndColumn(text, start)}); ids, names and other strings have at most ${inputLimits.stringLength}`,
      )
    return E.right(value)
  }

  const readValue = (path: string, depth: number): Parsed => {
    skipSpace()
    const c = text.charCodeAt(at)
    if (c === 0x7b || c === 0x5b) {
      if (depth >= inputLimits.depth) return E.left(`${path === '' ? '' : `${path}: `}nested more than ${inputLimits.depth} levels deep (${lineAndColumn(text, at)})`)
      return c === 0x7b ? readObject(path, depth + 1) : readArray(path, depth + 1)
    }
    if (c === 0x22) return readString(path, false)
    literal.lastIndex = at
    const match = literal.exec(text)
    if (match === null) return fail(`expected a value, found ${found()}`)
    at += match[0].length
    return E.right(match[0] === 'true' ? true : match[0] === 'false' ? false : match[0] === 'null' ? null : Number(match[0]))
  }

  const readArray = (path: string, depth: number): Parsed => {
    const items: unknown[] = []
    at += 1
    skipSpace()
    if (text.charCodeAt(at) === 0x5d) {
      at += 1
      return E.right(items)
    }
    for (;;) {
      if (items.length === inputLimits.entries) return E.left(`${path === '' ? '' : `${path}: `}a list of more than ${inputLimits.entries} items`)
      const item = readValue(childPath(path, items.length), depth)
      if (E.isLeft(item)) return item
      items.push(item.right)
      skipSpace()
      const next = text.charCodeAt(at)
      if (next !== 0x5d && next !== 0x2c) return fail(`expected , or ] after an item of a list, found ${found()}`)
      at += 1
      if (next === 0x5d) return E.right(items)
    }
  }

  const readObject = (path: string, depth: number): Parsed => {
    const object: Record<string, unknown> = {}
    const keys = new Set<string>()
    at += 1
    skipSpace()
    if (text.charCodeAt(at) === 0x7d) {
      at += 1
      return E.right(object)
    }
    for (;;) {
      skipSpace()
      if (text.charCodeAt(at) !== 0x22) return fail(`expected a key in double quotes, found ${found()}`)
      const keyAt = at
      const key = readString(path, true)
      if (E.isLeft(key)) return key
      const keyPath = childPath(path, key.right)
      if (keys.has(key.right))
        return E.left(`${keyPath}: the key ${shown(key.right)} is written twice in one object (${lineAndColumn(text, keyAt)}); JSON readers disagree on which one counts, so marchlaw reads neither`)
      if (keys.size === inputLimits.entries) return E.left(`${path === '' ? '' : `${path}: `}an object of more than ${inputLimits.entries} keys`)
      keys.add(key.right)
      skipSpace()
      if (text.charCodeAt(at) !== 0x3a) return fail(`expected : after a key, found ${found()}`)
      at += 1
      const value = readValue(keyPath, depth)
      if (E.isLeft(value)) return value
      // A key "__proto__" is an own field, as JSON.parse makes it, never the object's prototype.
      Object.defineProperty(object, key.right, { value: value.right, writable: true, enumerable: true, configurable: true })
      skipSpace()
      const next = text.charCodeAt(at)
      if (next !== 0x7d && next !== 0x2c) return fail(`expected , or } after a field of an object, found ${found()}`)
      at += 1
      if (next === 0x7d) return E.right(object)
    }
  }

  const value = readValue('', 0)
  if (E.isLeft(value)) return { result: value, watched }
  skipSpace()
  return { result: at < text.length ? fail(`more text after the JSON value: ${found()}`) : value, watched }
}

/**
 * Reads a JSON value from the text of a file (a string, taken as already
 * decoded) or its bytes (UTF-8, with or without a byte-order mark). `Left`
 * holds one line saying what is wrong and where: the JSON path where there is
 * one, and the line and column.
 *
 * @internal
 */
export const readJsonText = (input: string | Uint8Array): E.Either<string, unknown> => {
  if (typeof input === 'string') return parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).result
  const bytes = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? input.subarray(3) : input
  const bad = firstInvalidByte(bytes)
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  if (bad === -1) return parse(text).result
  // The bytes before the bad one are valid, so they decode to exactly the characters before it.
  const offset = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, bad)).length
  const { watched } = parse(text, offset)
  const where = `byte ${bad + (bytes === input ? 0 : 3)}, ${lineAndColumn(text, offset)}`
  return E.left(`${watched === undefined || watched === '' ? '' : `${watched}: `}not valid UTF-8 (${where}); marchlaw reads UTF-8 text only and does not guess at a broken character`)
}
