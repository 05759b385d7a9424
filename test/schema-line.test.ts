// A "$schema" line at the top of a map, state or scenario file is read past,
// never kept and never written back; anything but a string there is an error.
import { describe, expect, it } from 'vitest'
import { decodeMap, decodeScenario, decodeState, encodeMap } from '../src/json.js'

const map = { format: 'marchlaw/map@1', regions: { a: { kind: 'land' } }, adjacent: [] }
const state = { format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} }

describe('the "$schema" line', () => {
  it('is read past on a map, a state of either ruleset and a scenario, and the input is left as it was', () => {
    const withLine = Object.freeze({ $schema: 'https://example.org/map.schema.json', ...map })
    const decoded = decodeMap(withLine)
    expect(decoded).toEqual({ _tag: 'Right', right: map })
    expect(withLine).toHaveProperty('$schema')
    expect(decodeState({ $schema: 'x', ...state })._tag).toBe('Right')
    expect(decodeState({ $schema: 'x', format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {} })._tag).toBe('Right')
    expect(decodeScenario({ $schema: 'x', format: 'marchlaw/scenario@1', map: 'demo-isles', state, move: { type: 'army-die', side: 'free', moves: [] } })._tag).toBe('Right')
  })
  it('is never written back', () => {
    const decoded = decodeMap({ $schema: 'x', ...map })
    if (decoded._tag === 'Left') throw new Error('the map decodes')
    expect(encodeMap(decoded.right)).not.toHaveProperty('$schema')
  })
  it('is an error when it is not a string, beside the other errors', () => {
    const decoded = decodeMap({ $schema: 5, ...map, adjacnet: [] }, '')
    expect(decoded._tag).toBe('Left')
    const messages = decoded._tag === 'Left' ? decoded.left.map((error) => error.message) : []
    expect(messages.some((message) => message.startsWith('$schema: expected a string'))).toBe(true)
    expect(messages.some((message) => message.includes('adjacnet'))).toBe(true)
  })
  it('is no field of anything else in a file', () => {
    const decoded = decodeMap({ ...map, regions: { a: { kind: 'land', $schema: 'x' } } }, '')
    expect(decoded._tag).toBe('Left')
  })
})
