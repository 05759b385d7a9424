// The words sit at the edge: the model imports nothing but the model (and fp-ts's types), and src/words/ nothing but
// the model and itself, so that no import cycle runs through either.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = join(import.meta.dirname, '..', 'src')

const importsOf = (file: string): ReadonlyArray<string> =>
  // Comments aside: a doc example imports the package.
  [...readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '')

const filesOf = (folder: string): ReadonlyArray<string> =>
  readdirSync(join(src, folder))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(src, folder, name))

describe('the layers of the words', () => {
  it('model/ imports only model/ and fp-ts', () => {
    const files = filesOf('model')
    expect(files.length).toBeGreaterThan(4)
    for (const file of files) for (const target of importsOf(file)) expect(target, file).toMatch(/^(\.\/[a-z-]+\.js|fp-ts\/.*)$/)
  })

  it('words/ imports only model/ and words/', () => {
    const files = filesOf('words')
    expect(files.length).toBeGreaterThan(3)
    for (const file of files) for (const target of importsOf(file)) expect(target, file).toMatch(/^(\.\/[a-z-]+\.js|\.\.\/model\/[a-z-]+\.js)$/)
  })
})
