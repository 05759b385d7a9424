import { describe, expect, it } from 'vitest'
import { lintMap, type MapError } from '../src/board/lint.js'
import type { MapFile, MapRegion } from '../src/model/map.js'

const land: MapRegion = { kind: 'land' }
const base = {
  format: 'marchlaw/map@1',
  regions: { greenvale: land, dunes: land, 'north-sea': { kind: 'sea' }, 'red-keep': { kind: 'capital', faction: 'red' } },
  adjacent: [['greenvale', 'dunes']],
} as const satisfies MapFile

const only = (map: MapFile): MapError => {
  const { errors, warnings } = lintMap(map)
  const all = [...errors, ...warnings]
  expect(all).toHaveLength(1)
  const [first] = all
  if (first === undefined) throw new Error('no problem found')
  return first
}

describe('lintMap', () => {
  it('finds nothing wrong with a clean map', () => {
    expect(lintMap(base)).toEqual({ errors: [], warnings: [] })
  })

  it('reports an unknown region in a pair, with the index of the pair and of the id', () => {
    expect(only({ ...base, adjacent: [...base.adjacent, ['dunes', 'atlantis']] })).toEqual({
      code: 'UNKNOWN_REGION',
      path: 'adjacent[1][1]',
      id: 'atlantis',
      message: 'There is no region "atlantis" in the map.',
    })
    expect(only({ ...base, impassable: [['atlantis', 'dunes']] })).toMatchObject({ code: 'UNKNOWN_REGION', path: 'impassable[0][0]' })
  })

  it('reports an unknown ferry endpoint, even one named like an Object property', () => {
    expect(only({ ...base, ferries: [{ endpoints: ['greenvale', 'constructor'] }] })).toEqual({
      code: 'UNKNOWN_REGION',
      path: 'ferries[0].endpoints[1]',
      id: 'constructor',
      message: 'There is no region "constructor" in the map.',
    })
  })

  it('reports a region paired with itself', () => {
    expect(only({ ...base, impassable: [['dunes', 'dunes']] })).toEqual({
      code: 'SELF_PAIR',
      path: 'impassable[0]',
      id: 'dunes',
      message: 'Region "dunes" is paired with itself.',
    })
  })

  it('reports a pair given twice, in either order', () => {
    expect(only({ ...base, adjacent: [...base.adjacent, ['dunes', 'greenvale']] })).toEqual({
      code: 'DUPLICATE_PAIR',
      path: 'adjacent[1]',
      id: 'dunes/greenvale',
      message: 'The pair (dunes, greenvale) is already listed at adjacent[0].',
    })
  })

  it('reports a ferry endpoint listed twice', () => {
    expect(only({ ...base, ferries: [{ endpoints: ['dunes', 'greenvale', 'dunes'] }] })).toEqual({
      code: 'DUPLICATE_PAIR',
      path: 'ferries[0].endpoints[2]',
      id: 'dunes',
      message: 'Ferry 0 lists endpoint "dunes" twice.',
    })
  })

  it('reports a pair both adjacent and impassable', () => {
    expect(only({ ...base, impassable: [['dunes', 'greenvale']] })).toEqual({
      code: 'ADJACENT_AND_IMPASSABLE',
      path: 'impassable[0]',
      id: 'dunes/greenvale',
      message: 'dunes and greenvale are both adjacent (adjacent[0]) and impassable (impassable[0]).',
    })
  })

  it('reports an impassable pair that a ferry route joins', () => {
    const map: MapFile = {
      ...base,
      regions: { ...base.regions, isle: land, cape: land },
      impassable: [['isle', 'cape']],
      ferries: [
        { endpoints: ['cape'], graticule: 'A' },
        { endpoints: ['greenvale', 'isle'], graticule: 'A' },
      ],
    }
    expect(only(map)).toEqual({
      code: 'ADJACENT_AND_IMPASSABLE',
      path: 'impassable[0]',
      id: 'cape/isle',
      message: 'cape and isle are joined by a ferry route (ferries[0]) but impassable (impassable[0]).',
    })
  })

  it('reports a graticule label used once, at that segment', () => {
    expect(only({ ...base, ferries: [{ endpoints: ['dunes'], graticule: 'A' }] })).toEqual({
      code: 'GRATICULE_NOT_PAIRED',
      path: 'ferries[0].graticule',
      id: 'A',
      message: 'Graticule "A" is used by 1 ferry segment (0); it must join exactly two.',
    })
  })

  it('reports a graticule label used three times, at the third segment', () => {
    const ferries = [0, 1, 2].map(() => ({ endpoints: ['dunes'], graticule: 'B' }))
    expect(only({ ...base, ferries: [{ endpoints: ['dunes', 'greenvale'] }, ...ferries] })).toEqual({
      code: 'GRATICULE_NOT_PAIRED',
      path: 'ferries[3].graticule',
      id: 'B',
      message: 'Graticule "B" is used by 3 ferry segments (1, 2, 3); it must join exactly two.',
    })
  })

  it('reports a ferry that ends in a sea or a capital', () => {
    expect(only({ ...base, ferries: [{ endpoints: ['north-sea', 'dunes'] }] })).toEqual({
      code: 'FERRY_NOT_LAND',
      path: 'ferries[0].endpoints[0]',
      id: 'north-sea',
      message: 'Ferry 0 ends in "north-sea", a sea region; ferry endpoints are land.',
    })
    expect(only({ ...base, ferries: [{ endpoints: ['dunes', 'red-keep'] }] })).toMatchObject({ code: 'FERRY_NOT_LAND', id: 'red-keep' })
  })

  it('reports a ferry without graticule of fewer than two endpoints', () => {
    expect(only({ ...base, ferries: [{ endpoints: ['dunes'] }] })).toEqual({
      code: 'FERRY_TOO_SHORT',
      path: 'ferries[0].endpoints',
      id: '0',
      message: 'Ferry 0 has no graticule, so it needs two or more endpoints.',
    })
  })

  it('reports a graticule segment with no endpoint', () => {
    const map: MapFile = {
      ...base,
      ferries: [
        { endpoints: ['dunes'], graticule: 'A' },
        { endpoints: [], graticule: 'A' },
      ],
    }
    expect(only(map)).toEqual({
      code: 'FERRY_TOO_SHORT',
      path: 'ferries[1].endpoints',
      id: '1',
      message: 'Ferry 1 has no endpoint on its side of graticule "A".',
    })
  })

  it('reports a capital without faction', () => {
    expect(only({ ...base, regions: { ...base.regions, 'lost-keep': { kind: 'capital' } } })).toEqual({
      code: 'CAPITAL_WITHOUT_FACTION',
      path: 'regions["lost-keep"]',
      id: 'lost-keep',
      message: 'Capital region "lost-keep" has no faction.',
    })
  })

  it('reports a second capital of one faction, at its faction field', () => {
    expect(only({ ...base, regions: { ...base.regions, keep2: { kind: 'capital', faction: 'red' } } })).toEqual({
      code: 'DUPLICATE_CAPITAL',
      path: 'regions.keep2.faction',
      id: 'keep2',
      message: 'Faction "red" already has capital "red-keep".',
    })
  })

  it('reports a layout entry for an unknown region', () => {
    expect(only({ ...base, layout: { dunes: [0, 0], 'old-ford': [1, 2] } })).toEqual({
      code: 'LAYOUT_UNKNOWN_REGION',
      path: 'layout["old-ford"]',
      id: 'old-ford',
      message: 'There is no region "old-ford" in the map to place.',
    })
  })

  it('warns of a land region with no border or ferry, but not of a sea or capital', () => {
    const { errors, warnings } = lintMap({ ...base, regions: { ...base.regions, lonely: land, 'open-sea': { kind: 'sea' } } })
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      {
        code: 'ISOLATED_REGION',
        path: 'regions.lonely',
        id: 'lonely',
        message: 'Land region "lonely" has no border or ferry: no army can enter or leave it.',
      },
    ])
  })

  it('counts a ferry as a way in, but not an impassable line', () => {
    const { warnings } = lintMap({
      ...base,
      regions: { ...base.regions, isle: land, walled: land },
      impassable: [['walled', 'dunes']],
      ferries: [{ endpoints: ['isle', 'greenvale'] }],
    })
    expect(warnings.map((w) => w.id)).toEqual(['walled'])
  })

  it('reports every problem, not just the first', () => {
    const { errors } = lintMap({
      format: 'marchlaw/map@1',
      regions: { a: land, k: { kind: 'capital' } },
      adjacent: [['a', 'x'], ['a', 'a']],
      ferries: [{ endpoints: ['k'] }],
    })
    expect(errors.map((e) => e.code).sort()).toEqual(['CAPITAL_WITHOUT_FACTION', 'FERRY_NOT_LAND', 'FERRY_TOO_SHORT', 'SELF_PAIR', 'UNKNOWN_REGION'])
  })

  it('warns of a land region whose only border is with a sea', () => {
    const { warnings } = lintMap({ ...base, regions: { ...base.regions, reef: land }, adjacent: [...base.adjacent, ['reef', 'north-sea']] })
    expect(warnings.map((w) => [w.code, w.id])).toEqual([['ISOLATED_REGION', 'reef']])
  })

  it('refuses a graticule pair that joins a region only to itself', () => {
    expect(only({ ...base, ferries: [{ endpoints: ['dunes'], graticule: 'A' }, { endpoints: ['dunes'], graticule: 'A' }] })).toMatchObject({
      code: 'FERRY_TOO_SHORT',
      path: 'ferries[1].endpoints',
      id: 'A',
    })
  })
})
