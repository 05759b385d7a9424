/**
 * Checks a map for the mistakes a map author makes: unknown ids, self-pairs,
 * duplicate pairs, a pair both adjacent (by a border or a ferry route) and
 * impassable, a graticule label not used exactly twice, a ferry endpoint that
 * is not land, a ferry too short to link anything, a capital without a
 * faction, and a land region with no way in or out.
 *
 * @since 0.1.0
 * @module
 */
import type { MapFile } from '../model/map.js'
import { fieldSegment } from '../input/shape.js'
import { mapErrors, problem, type MapError } from './map-errors.js'

export type { MapError, MapProblemCode } from './map-errors.js'

/**
 * What {@link lintMap} finds: errors (the map cannot be compiled) and
 * warnings (it can, but something looks wrong).
 *
 * @since 0.1.0
 * @category model
 */
export interface MapLint {
  readonly errors: ReadonlyArray<MapError>
  readonly warnings: ReadonlyArray<MapError>
}

// A land region is entered or left by a border with a region not at sea, or by a ferry; a self-pair, a pair naming an
// unknown region and a ferry endpoint that is not land are errors, and link nothing.
const isolatedRegions = (map: MapFile): ReadonlyArray<MapError> => {
  const regions = map.regions
  const known = (id: string): boolean => Object.prototype.hasOwnProperty.call(regions, id)
  const connected = new Set<string>()
  for (const [a, b] of map.adjacent) {
    if (a === b || !known(a) || !known(b)) continue
    // A border with a sea is no way in or out for an army on land.
    if (regions[b]?.kind !== 'sea') connected.add(a)
    if (regions[a]?.kind !== 'sea') connected.add(b)
  }
  for (const segment of map.ferries ?? []) for (const id of segment.endpoints) if (known(id) && regions[id]?.kind === 'land') connected.add(id)
  const warnings: MapError[] = []
  for (const [id, region] of Object.entries(regions)) {
    if (region.kind === 'land' && !connected.has(id))
      warnings.push(problem('ISOLATED_REGION', `regions${fieldSegment(id)}`, id, `Land region "${id}" has no border or ferry: no army can enter or leave it.`))
  }
  return warnings
}

/**
 * Lists every problem of a map, errors and warnings apart, each with its
 * JSON path.
 *
 * @since 0.1.0
 * @category graph
 * @example
 * import { lintMap } from 'marchlaw'
 * const lint = lintMap({
 *   format: 'marchlaw/map@1',
 *   regions: { a: { kind: 'land' }, b: { kind: 'land' } },
 *   adjacent: [['a', 'c']],
 * })
 * console.log(lint.errors[0]?.path, lint.errors[0]?.code) // adjacent[0][1] UNKNOWN_REGION
 */
export const lintMap = (map: MapFile): MapLint => {
  const errors = mapErrors(map)
  // A value not of the map's shape has the one error saying so, and nothing more can be read of it.
  if (errors.length === 1 && errors[0]?.code === 'MALFORMED_MAP') return { errors, warnings: [] }
  return { errors, warnings: isolatedRegions(map) }
}
