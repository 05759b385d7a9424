// JSON inputs built to take the decoders down: long lists of bad items and
// values that share their parts. Sizes are stated; nothing is timed.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { decodeMap, decodeMove, decodeState } from '../src/json.js'

describe('decoding long lists of bad items', () => {
  it('reports 62,000 bad pairs of a map, one error each, without a spread', () => {
    const adjacent = Array.from({ length: 62_000 }, (_, i) => [i, 'a'])
    const decoded = decodeMap({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' } }, adjacent })
    expect(E.isLeft(decoded) && decoded.left.length).toBe(62_000)
    expect(E.isLeft(decoded) && decoded.left[61_999]?.path).toBe('map.adjacent[61999][0]')
  })

  it('reports 130,000 bad figure ids of a die move', () => {
    const figures = Array.from({ length: 130_000 }, () => 7)
    const decoded = decodeMove({ type: 'army-die', side: 'free', moves: [{ figures, to: 'b' }] })
    expect(E.isLeft(decoded) && decoded.left.length).toBe(130_000)
  })
})

/** `[v, v]` nested `levels` deep: 2^levels paths, `levels` objects. */
const shared = (levels: number): unknown => {
  let value: unknown = 'leaf'
  for (let i = 0; i < levels; i++) value = [value, value]
  return value
}

describe('the depth guard on values that share their parts', () => {
  it('walks 26 levels of [v, v] (67 million paths) once per object', () => {
    const decoded = decodeState({ format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {}, control: shared(26) })
    expect(E.isLeft(decoded)).toBe(true)
    expect(E.isLeft(decoded) && decoded.left.some((e) => e.expected.includes('levels deep'))).toBe(false)
  })

  it('still refuses 70 levels of [v, v], and a cycle, as too deep', () => {
    const cycle: unknown[] = []
    cycle.push(cycle)
    for (const value of [shared(70), cycle]) {
      const decoded = decodeMap({ format: 'marchlaw/map@1', regions: {}, adjacent: value })
      expect(E.isLeft(decoded) && decoded.left.map((e) => e.expected)).toEqual(['a value nested at most 64 levels deep'])
    }
  })
})
