// Generated defective maps for the property tests: a lint-clean map with one seeded defect of each kind lintMap reports.
/**
 * fast-check generators of maps with one seeded defect: a connected
 * lint-clean map from map.ts, then one problem of a chosen (or any) kind
 * {@link lintMap} reports, with the id and JSON path it must name.
 */
import { fc } from '@fast-check/vitest'
import type { FerrySegment, MapFile, MapRegion, RegionPair } from '../../src/model/map.js'
import type { MapProblemCode } from '../../src/board/lint.js'
import { arbitraryMap, capitalId, ferryRoutesOf, type MapOptions } from '../../src/arbitraries/map.js'

/** A map with one seeded defect, the code lintMap must report, and the id and path it must name. */
export interface DefectiveMap {
  readonly map: MapFile
  readonly defect: MapProblemCode
  readonly id: string
  /** The JSON path lintMap reports for the defect. */
  readonly path: string
}

/** Every problem kind of lintMap, the warning last. */
export const mapProblemCodes: ReadonlyArray<MapProblemCode> = [
  'UNKNOWN_REGION',
  'SELF_PAIR',
  'DUPLICATE_PAIR',
  'ADJACENT_AND_IMPASSABLE',
  'GRATICULE_NOT_PAIRED',
  'FERRY_NOT_LAND',
  'FERRY_TOO_SHORT',
  'CAPITAL_WITHOUT_FACTION',
  'DUPLICATE_CAPITAL',
  'LAYOUT_UNKNOWN_REGION',
  'MALFORMED_MAP',
  'ISOLATED_REGION',
]

const pathKey = (key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)

const landOf = (map: MapFile): ReadonlyArray<string> => Object.keys(map.regions).filter((id) => map.regions[id]?.kind === 'land')

const pick = <T>(items: ReadonlyArray<T>, n: number): T => {
  const item = items[n % items.length]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

type Seeder = (map: MapFile, n: number, variant: number) => DefectiveMap

const withPair = (map: MapFile, field: 'adjacent' | 'impassable', pair: RegionPair): MapFile => ({
  ...map,
  [field]: [...(field === 'adjacent' ? map.adjacent : (map.impassable ?? [])), pair],
})

const withFerry = (map: MapFile, segment: FerrySegment): MapFile => ({ ...map, ferries: [...(map.ferries ?? []), segment] })

const seeders: { readonly [C in MapProblemCode]: Seeder } = {
  UNKNOWN_REGION: (map, n, variant) => {
    const id = 'nowhere'
    const known = pick(landOf(map), n)
    if (variant % 3 === 2) {
      const i = (map.ferries ?? []).length
      return { map: withFerry(map, { endpoints: [known, id] }), defect: 'UNKNOWN_REGION', id, path: `ferries[${i}].endpoints[1]` }
    }
    const field = variant % 3 === 0 ? 'adjacent' : 'impassable'
    const i = field === 'adjacent' ? map.adjacent.length : (map.impassable ?? []).length
    return { map: withPair(map, field, [id, known]), defect: 'UNKNOWN_REGION', id, path: `${field}[${i}][0]` }
  },
  SELF_PAIR: (map, n, variant) => {
    const id = pick(Object.keys(map.regions), n)
    const field = variant % 2 === 0 ? 'adjacent' : 'impassable'
    const i = field === 'adjacent' ? map.adjacent.length : (map.impassable ?? []).length
    return { map: withPair(map, field, [id, id]), defect: 'SELF_PAIR', id, path: `${field}[${i}]` }
  },
  DUPLICATE_PAIR: (map, n, variant) => {
    if (variant % 3 === 2) {
      const id = pick(landOf(map), n)
      const i = (map.ferries ?? []).length
      return { map: withFerry(map, { endpoints: [id, id] }), defect: 'DUPLICATE_PAIR', id, path: `ferries[${i}].endpoints[1]` }
    }
    const [a, b] = pick(map.adjacent, n)
    const pair: RegionPair = variant % 3 === 0 ? [a, b] : [b, a]
    return { map: withPair(map, 'adjacent', pair), defect: 'DUPLICATE_PAIR', id: `${pair[0]}/${pair[1]}`, path: `adjacent[${map.adjacent.length}]` }
  },
  ADJACENT_AND_IMPASSABLE: (map, n, variant) => {
    // Either a plain border, or two endpoints of one ferry route, also made impassable.
    const routes = ferryRoutesOf(map)
      .map((route) => [...route])
      .filter((route) => route.length >= 2)
    const [a, b] =
      variant % 3 === 2 && routes.length > 0
        ? ((route): RegionPair => [pick(route, n), pick(route, n + 1)])(pick(routes, n))
        : pick(map.adjacent, n)
    const pair: RegionPair = variant % 2 === 0 ? [a, b] : [b, a]
    const i = (map.impassable ?? []).length
    const id = a < b ? `${a}/${b}` : `${b}/${a}`
    return { map: withPair(map, 'impassable', pair), defect: 'ADJACENT_AND_IMPASSABLE', id, path: `impassable[${i}]` }
  },
  GRATICULE_NOT_PAIRED: (map, n, variant) => {
    const land = landOf(map)
    const i = (map.ferries ?? []).length
    if (variant % 2 === 0) {
      const graticule = 'Z'
      return { map: withFerry(map, { endpoints: [pick(land, n)], graticule }), defect: 'GRATICULE_NOT_PAIRED', id: graticule, path: `ferries[${i}].graticule` }
    }
    // A label on three segments: the third is the one reported.
    const graticule = 'Y'
    const three = [0, 1, 2].reduce((m, k) => withFerry(m, { endpoints: [pick(land, n + k)], graticule }), map)
    return { map: three, defect: 'GRATICULE_NOT_PAIRED', id: graticule, path: `ferries[${i + 2}].graticule` }
  },
  FERRY_NOT_LAND: (map, n, variant) => {
    const land = pick(landOf(map), n)
    const kind = variant % 2 === 0 ? 'sea' : 'capital'
    const existing = Object.keys(map.regions).find((id) => map.regions[id]?.kind === kind)
    const id = existing ?? (kind === 'sea' ? 'open-sea' : capitalId('black'))
    const regions: Record<string, MapRegion> =
      existing === undefined ? { ...map.regions, [id]: kind === 'sea' ? { kind } : { kind, faction: 'black' } } : map.regions
    const i = (map.ferries ?? []).length
    return { map: withFerry({ ...map, regions }, { endpoints: [land, id] }), defect: 'FERRY_NOT_LAND', id, path: `ferries[${i}].endpoints[1]` }
  },
  FERRY_TOO_SHORT: (map, n) => {
    const i = (map.ferries ?? []).length
    return { map: withFerry(map, { endpoints: [pick(landOf(map), n)] }), defect: 'FERRY_TOO_SHORT', id: String(i), path: `ferries[${i}].endpoints` }
  },
  CAPITAL_WITHOUT_FACTION: (map) => {
    const id = 'lost-keep'
    return { map: { ...map, regions: { ...map.regions, [id]: { kind: 'capital' } } }, defect: 'CAPITAL_WITHOUT_FACTION', id, path: `regions${pathKey(id)}` }
  },
  DUPLICATE_CAPITAL: (map, n) => {
    const present = Object.values(map.regions).flatMap((r) => (r.kind === 'capital' && r.faction !== undefined ? [r.faction] : []))
    const faction = present.length > 0 ? pick(present, n) : 'black'
    const first: Record<string, MapRegion> = present.length > 0 ? {} : { [capitalId(faction)]: { kind: 'capital', faction } }
    const id = 'second_keep'
    return {
      map: { ...map, regions: { ...map.regions, ...first, [id]: { kind: 'capital', faction } } },
      defect: 'DUPLICATE_CAPITAL',
      id,
      path: `regions${pathKey(id)}.faction`,
    }
  },
  LAYOUT_UNKNOWN_REGION: (map, _n, variant) => {
    const id = variant % 2 === 0 ? 'ghost' : 'ghost-town'
    return { map: { ...map, layout: { ...(map.layout ?? {}), [id]: [9, 9] } }, defect: 'LAYOUT_UNKNOWN_REGION', id, path: `layout${pathKey(id)}` }
  },
  MALFORMED_MAP: (map, n, variant) => {
    const id = pick(landOf(map), n)
    // A shape the format does not allow: a kind it does not know, or a pair of three.
    if (variant % 2 === 0) return { map: { ...map, regions: { ...map.regions, [id]: { kind: 'lake' as 'land' } } }, defect: 'MALFORMED_MAP', id: '', path: `regions${pathKey(id)}.kind` }
    const i = map.adjacent.length
    return { map: { ...map, adjacent: [...map.adjacent, [id, id, id] as unknown as RegionPair] }, defect: 'MALFORMED_MAP', id: '', path: `adjacent[${i}]` }
  },
  ISOLATED_REGION: (map, _n, variant) => {
    const id = variant % 2 === 0 ? 'lonely' : 'far-isle'
    return { map: { ...map, regions: { ...map.regions, [id]: { kind: 'land' } } }, defect: 'ISOLATED_REGION', id, path: `regions${pathKey(id)}` }
  },
}

/**
 * A connected lint-clean map (no errors, no warnings) with one seeded defect:
 * of kind `defect`, or of any kind when it is absent. Only that problem is
 * reported (an error, or the ISOLATED_REGION warning with no error).
 */
export const arbitraryDefectiveMap = (defect?: MapProblemCode, options: Omit<MapOptions, 'connected'> = {}): fc.Arbitrary<DefectiveMap> =>
  fc
    .record({
      map: arbitraryMap({ ...options, connected: true }),
      defect: defect === undefined ? fc.constantFrom(...mapProblemCodes) : fc.constant(defect),
      n: fc.nat(),
      variant: fc.nat({ max: 5 }),
    })
    .map(({ map, defect: code, n, variant }) => seeders[code](map, n, variant))
