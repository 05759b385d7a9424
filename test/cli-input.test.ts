// What the command reads: the JSON reader of the CLI (stricter than
// JSON.parse, the same values where both accept) and the file reader (regular
// files and standard input only, within the byte limit).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fc, test } from '@fast-check/vitest'
import { afterAll, describe, expect, it } from 'vitest'
import { inputLimits, readJsonText } from '../src/cli/json.js'
import { readInput } from '../src/cli/read.js'
import { runCli } from '../src/cli/run.js'

const bytes = (...parts: ReadonlyArray<string | ReadonlyArray<number>>): Uint8Array =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))))

const leftOf = (result: { readonly _tag: string; readonly left?: string }): string => (result._tag === 'Left' ? (result.left ?? '') : 'no error')

// JSON whose strings and keys stay within the reader's limits.
const shortJson = fc.jsonValue({ maxDepth: 6 }).filter((value) => {
  const strings: string[] = []
  JSON.stringify(value, (key, inner: unknown) => {
    strings.push(key)
    if (typeof inner === 'string') strings.push(inner)
    return inner
  })
  return strings.every((text) => text.length <= inputLimits.stringLength)
})

describe('the JSON reader of the command', () => {
  test.prop([shortJson, fc.boolean()])('reads what JSON.parse reads, from text or from UTF-8 bytes', (value, spaced) => {
    const text = JSON.stringify(value, null, spaced ? 2 : undefined)
    expect(readJsonText(text)).toStrictEqual({ _tag: 'Right', right: JSON.parse(text) })
    expect(readJsonText(bytes(text))).toStrictEqual({ _tag: 'Right', right: JSON.parse(text) })
  })
  test.prop([fc.string({ minLength: 1, maxLength: 8 })])('refuses what JSON.parse refuses', (junk) => {
    const text = `{"a": 1}${junk}`
    fc.pre(junk.trim() !== '')
    expect(() => JSON.parse(text)).toThrow()
    expect(leftOf(readJsonText(text))).toContain('not valid JSON')
  })
  // Bytes that are almost JSON: fragments of the format cut and glued at random, with stray bytes between.
  const fragment = fc.oneof(
    fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', '"format"', '"marchlaw/scenario@1"', '"map"', '"demo-isles"', '"state"', '"move"', '1e999', '-0', 'null', ' ', '\n'),
    fc.uint8Array({ maxLength: 4 }),
  )
  const almostJson = fc.array(fragment, { maxLength: 40 }).map((parts) => bytes(...parts.map((part) => (typeof part === 'string' ? part : [...part]))))
  test.prop([fc.oneof(fc.uint8Array({ maxLength: 200 }), almostJson)])('never throws on any bytes, and the command answers them with exit 1 or 2', (input) => {
    const read = readJsonText(input)
    expect(['Left', 'Right']).toContain(read._tag)
    for (const command of ['check', 'lint'])
      expect([1, 2]).toContain(runCli([command, 'f.json'], { readFile: () => ({ _tag: 'Right', right: input }), out: () => undefined, err: () => undefined }))
  })
  it('skips a byte-order mark, as bytes or as text', () => {
    expect(readJsonText(bytes([0xef, 0xbb, 0xbf], '{"a":[1]}'))).toStrictEqual({ _tag: 'Right', right: { a: [1] } })
    expect(readJsonText('\ufeff{"a":[1]}')).toStrictEqual({ _tag: 'Right', right: { a: [1] } })
  })
  it('names the line and column of a syntax error', () => {
    expect(leftOf(readJsonText('{\n  "a": 1,,\n}'))).toBe('not valid JSON: expected a key in double quotes, found "," (line 2, column 10)')
    expect(leftOf(readJsonText('{"a": '))).toContain('found the end of the text')
  })
  it.each([
    ['a stray continuation byte in a value', bytes('{"units":{"r1":{"region":"a', [0x80], 'b"}}}'), 'units.r1.region: not valid UTF-8 (byte 27'],
    ['a lead byte without its continuation', bytes('{"to":"mar', [0xc3], 'sh"}'), 'to: not valid UTF-8 (byte 10'],
    ['an overlong form', bytes('{"to":"', [0xc0, 0xaf], '"}'), 'to: not valid UTF-8'],
    ['an encoded surrogate', bytes('{"to":"', [0xed, 0xa0, 0x80], '"}'), 'to: not valid UTF-8'],
    ['a code point past U+10FFFF', bytes('{"to":"', [0xf4, 0x90, 0x80, 0x80], '"}'), 'to: not valid UTF-8'],
    ['a bad byte in a key', bytes('{"regions":{"a', [0xff], '":{}}}'), 'regions: not valid UTF-8'],
    ['a bad byte after a byte-order mark', bytes([0xef, 0xbb, 0xbf], '["', [0xfe], '"]'), '[0]: not valid UTF-8 (byte 5'],
  ])('refuses invalid UTF-8 with its path: %s', (_, input, message) => {
    expect(leftOf(readJsonText(input))).toContain(message)
  })
  it('reads every well-formed character, up to four bytes long', () => {
    expect(readJsonText(bytes('["é", "€", "𐍈", "\u{10FFFF}"]'))).toStrictEqual({ _tag: 'Right', right: ['é', '€', '𐍈', '\u{10FFFF}'] })
  })
  it('refuses a key written twice in one object, with its path', () => {
    expect(leftOf(readJsonText('{"units": {"r1": {"region": "a", "region": "b"}}}'))).toMatch(/^units\.r1\.region: the key "region" is written twice/)
    expect(readJsonText('[{"a": 1}, {"a": 2}]')._tag).toBe('Right')
  })
  it('keeps a key "__proto__" as an own field, never as the prototype', () => {
    const read = readJsonText('{"__proto__": {"polluted": true}, "constructor": 1}')
    const value: unknown = read._tag === 'Right' ? read.right : undefined
    expect(value).toStrictEqual(JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1}'))
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(Object.keys(value ?? {})).toEqual(['__proto__', 'constructor'])
  })
  it('refuses strings and keys past the length limit, shown cut short', () => {
    const long = 'x'.repeat(1_000_000)
    const value = leftOf(readJsonText(JSON.stringify({ units: { r1: { region: long } } })))
    expect(value).toMatch(/^units\.r1\.region: a string of 1000000 characters \("x{40}…", line 1, column \d+\); ids, names and other strings have at most 256$/)
    const key = leftOf(readJsonText(JSON.stringify({ units: { [long]: {} } })))
    expect(key).toMatch(/^units: a key of 1000000 characters/)
    expect(key.length).toBeLessThan(200)
    expect(readJsonText(JSON.stringify({ [('k').repeat(256)]: 'v'.repeat(256) }))._tag).toBe('Right')
  })
  it('refuses nesting past the depth limit, without exhausting the stack', () => {
    expect(leftOf(readJsonText('['.repeat(1_000_000)))).toContain(`nested more than ${inputLimits.depth} levels deep`)
    expect(readJsonText(`${'['.repeat(inputLimits.depth)}${']'.repeat(inputLimits.depth)}`)._tag).toBe('Right')
  })
  it('refuses a list or an object past the entries limit', () => {
    const many = inputLimits.entries + 1
    expect(leftOf(readJsonText(`{"adjacent": [${Array.from({ length: many }, () => '0').join(',')}]}`))).toBe(`adjacent: a list of more than ${inputLimits.entries} items`)
    expect(leftOf(readJsonText(`{"regions": {${Array.from({ length: many }, (_, i) => `"r${i}":0`).join(',')}}}`))).toBe(
      `regions: an object of more than ${inputLimits.entries} keys`,
    )
  })
})

describe('the file reader of the command', () => {
  const folder = mkdtempSync(join(tmpdir(), 'marchlaw-read-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('reads a regular file as bytes', () => {
    writeFileSync(join(folder, 'map.json'), '{"a": "é"}')
    expect(readInput(join(folder, 'map.json'))).toStrictEqual({ _tag: 'Right', right: Buffer.from('{"a": "é"}') })
  })
  it('says what a path is when it is no regular file, at once', () => {
    expect(readInput(join(folder, 'gone.json'))).toStrictEqual({ _tag: 'Left', left: 'no such file' })
    expect(readInput(folder)).toStrictEqual({ _tag: 'Left', left: 'it is a folder' })
    expect(leftOf(readInput('/dev/zero'))).toBe('it is a device, not a regular file')
    // A named pipe without a writer: opened without blocking, and refused.
    execFileSync('mkfifo', [join(folder, 'pipe')])
    expect(leftOf(readInput(join(folder, 'pipe')))).toContain('it is a named pipe (FIFO)')
  })
  it('refuses a file past the byte limit without reading it', () => {
    writeFileSync(join(folder, 'huge.json'), '')
    truncateSync(join(folder, 'huge.json'), inputLimits.bytes + 1)
    expect(leftOf(readInput(join(folder, 'huge.json')))).toBe('larger than 16 MiB, the most marchlaw reads')
  })
})
