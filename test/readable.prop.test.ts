// An id written for a player (words/grammar.ts's readable): each run of hyphens and underscores a space, each word
// with a capital, and the id itself where it has no word.
import { describe, expect, it } from 'vitest'
import { fc, test } from '@fast-check/vitest'
import { readable } from '../src/words/grammar.js'

/** The rule said the long way: split on the separators, drop the empty words, capitalise each. */
const spelledOut = (id: string): string =>
  id
    .split(/[-_]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || id

describe('readable', () => {
  it('writes ids as a player reads them', () => {
    expect(readable('south-reach')).toBe('South Reach')
    expect(readable('free_peoples')).toBe('Free Peoples')
    expect(readable('--dol--guldur_')).toBe('Dol Guldur')
    expect(readable('sauron')).toBe('Sauron')
    expect(readable('éowyn')).toBe('Éowyn')
    expect(readable('---')).toBe('---')
    expect(readable('')).toBe('')
  })

  test.prop([fc.stringMatching(/^[a-zA-Z0-9é_-]{0,12}$/)])('says what the long way says, on ids of words and separators', (id) => {
    expect(readable(id)).toBe(spelledOut(id))
  })

  test.prop([fc.string({ unit: 'binary' })])('says what the long way says, on any string', (id) => {
    expect(readable(id)).toBe(spelledOut(id))
  })
})
