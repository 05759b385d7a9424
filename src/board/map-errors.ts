/**
 * The errors of a map, which {@link compile} refuses it for: unknown ids,
 * self-pairs, duplicate pairs, a pair both adjacent (by a border or a ferry
 * route) and impassable, a graticule label not used exactly twice, a ferry
 * endpoint that is not land, a ferry too short to link anything, a capital
 * without a faction. Kept apart from the warnings of {@link lintMap}, so
 * that a game, which compiles its map, carries only what compile refuses.
 *
 * @since 0.2.0
 * @module
 */
import { fieldSegment } from '../input/shape.js'
import { mapMismatch } from './map-shape.js'
import type { MapFile, RegionPair } from '../model/map.js'

/**
 * The kinds of map problem. `ISOLATED_REGION` is a warning; the rest are
 * errors, which {@link compile} refuses.
 *
 * @since 0.1.0
 * @category model
 */
export type MapProblemCode =
  | 'UNKNOWN_REGION'
  | 'SELF_PAIR'
  | 'DUPLICATE_PAIR'
  | 'ADJACENT_AND_IMPASSABLE'
  | 'GRATICULE_NOT_PAIRED'
  | 'FERRY_NOT_LAND'
  | 'FERRY_TOO_SHORT'
  | 'CAPITAL_WITHOUT_FACTION'
  | 'DUPLICATE_CAPITAL'
  | 'LAYOUT_UNKNOWN_REGION'
  | 'ISOLATED_REGION'
  | 'MALFORMED_MAP'

/**
 * One problem of a map: its code, the JSON path of the offending value (as
 * `adjacent[3][1]`), a one-line message, and the id or label involved.
 *
 * @since 0.1.0
 * @category model
 */
export interface MapError {
  readonly code: MapProblemCode
  readonly path: string
  readonly message: string
  readonly id: string
}

/** Where a pair is first listed, and its two ids in id order. */
interface ListedPair {
  readonly at: number
  readonly a: string
  readonly b: string
}

/** @internal */
export const problem = (code: MapProblemCode, path: string, id: string, message: string): MapError => ({ code, path, id, message })

// JSON of the ordered pair: no id, whatever characters it holds, can make two pairs share a key.
const pairKey = (a: string, b: string): string => JSON.stringify(a < b ? [a, b] : [b, a])

/**
 * Every error of a map, each with its JSON path, in the order {@link lintMap}
 * lists them; a value that is not of the format's shape has one,
 * `MALFORMED_MAP`, and no other.
 *
 * @internal
 */
export const mapErrors = (map: MapFile): ReadonlyArray<MapError> => {
  const malformed = mapMismatch(map)
  if (malformed !== null) return [problem('MALFORMED_MAP', malformed.path, '', `This is not a map of the format: at ${malformed.path}, expected ${malformed.expected}.`)]
  const errors: MapError[] = []
  const regions = map.regions
  const known = (id: string): boolean => Object.prototype.hasOwnProperty.call(regions, id)

  const capitalsByFaction = new Map<string, string>()
  for (const [id, region] of Object.entries(regions)) {
    if (region.kind === 'capital') {
      if (region.faction === undefined) {
        errors.push(problem('CAPITAL_WITHOUT_FACTION', `regions${fieldSegment(id)}`, id, `Capital region "${id}" has no faction.`))
      } else {
        const other = capitalsByFaction.get(region.faction)
        if (other === undefined) capitalsByFaction.set(region.faction, id)
        else
          errors.push(
            problem('DUPLICATE_CAPITAL', `regions${fieldSegment(id)}.faction`, id, `Faction "${region.faction}" already has capital "${other}".`),
          )
      }
    }
  }

  const checkPairs = (field: 'adjacent' | 'impassable', pairs: ReadonlyArray<RegionPair>): Map<string, ListedPair> => {
    const seen = new Map<string, ListedPair>()
    pairs.forEach(([a, b], i) => {
      ;[a, b].forEach((id, j) => {
        if (!known(id)) {
          errors.push(problem('UNKNOWN_REGION', `${field}[${i}][${j}]`, id, `There is no region "${id}" in the map.`))
        }
      })
      if (a === b) {
        errors.push(problem('SELF_PAIR', `${field}[${i}]`, a, `Region "${a}" is paired with itself.`))
        return
      }
      const key = pairKey(a, b)
      const first = seen.get(key)
      if (first !== undefined) {
        errors.push(problem('DUPLICATE_PAIR', `${field}[${i}]`, `${a}/${b}`, `The pair (${a}, ${b}) is already listed at ${field}[${first.at}].`))
      } else seen.set(key, a < b ? { at: i, a, b } : { at: i, a: b, b: a })
    })
    return seen
  }
  const adjacent = checkPairs('adjacent', map.adjacent)
  const impassable = checkPairs('impassable', map.impassable ?? [])
  for (const [key, { at: i, a, b }] of impassable) {
    const j = adjacent.get(key)?.at
    if (j !== undefined) {
      errors.push(
        problem('ADJACENT_AND_IMPASSABLE', `impassable[${i}]`, `${a}/${b}`, `${a} and ${b} are both adjacent (adjacent[${j}]) and impassable (impassable[${i}]).`),
      )
    }
  }

  const labels = new Map<string, number[]>()
  ;(map.ferries ?? []).forEach((segment, i) => {
    segment.endpoints.forEach((id, j) => {
      const path = `ferries[${i}].endpoints[${j}]`
      // An own-property check, so that ids such as "constructor" are not found on Object.prototype.
      const region = known(id) ? regions[id] : undefined
      if (region === undefined) {
        errors.push(problem('UNKNOWN_REGION', path, id, `There is no region "${id}" in the map.`))
      } else if (region.kind !== 'land') {
        errors.push(problem('FERRY_NOT_LAND', path, id, `Ferry ${i} ends in "${id}", a ${region.kind} region; ferry endpoints are land.`))
      }
    })
    const seenHere = new Set<string>()
    segment.endpoints.forEach((id, j) => {
      if (seenHere.has(id))
        errors.push(problem('DUPLICATE_PAIR', `ferries[${i}].endpoints[${j}]`, id, `Ferry ${i} lists endpoint "${id}" twice.`))
      seenHere.add(id)
    })
    if (segment.graticule === undefined) {
      if (segment.endpoints.length < 2)
        errors.push(problem('FERRY_TOO_SHORT', `ferries[${i}].endpoints`, String(i), `Ferry ${i} has no graticule, so it needs two or more endpoints.`))
    } else {
      if (segment.endpoints.length === 0)
        errors.push(problem('FERRY_TOO_SHORT', `ferries[${i}].endpoints`, String(i), `Ferry ${i} has no endpoint on its side of graticule "${segment.graticule}".`))
      const uses = labels.get(segment.graticule)
      if (uses === undefined) labels.set(segment.graticule, [i])
      else uses.push(i)
    }
  })
  for (const [label, uses] of labels) {
    if (uses.length !== 2) {
      const at = uses.length === 1 ? uses[0] : uses[2]
      errors.push(
        problem(
          'GRATICULE_NOT_PAIRED',
          `ferries[${at ?? 0}].graticule`,
          label,
          `Graticule "${label}" is used by ${uses.length} ferry segment${uses.length === 1 ? '' : 's'} (${uses.join(', ')}); it must join exactly two.`,
        ),
      )
    }
  }

  // A ferry route makes all its endpoints adjacent, so it must not cross an impassable pair either.
  const routes = new Map<string, { readonly at: number; readonly order: number; readonly endpoints: Set<string> }>()
  ;(map.ferries ?? []).forEach((segment, i) => {
    // A label not used exactly twice is already an error; it makes no route to judge further.
    if (segment.graticule !== undefined && labels.get(segment.graticule)?.length !== 2) return
    const key = segment.graticule === undefined ? `#${i}` : `@${segment.graticule}`
    const route = routes.get(key) ?? { at: i, order: routes.size, endpoints: new Set<string>() }
    for (const id of segment.endpoints) route.endpoints.add(id)
    routes.set(key, route)
  })
  // Each region's routes, so that an impassable pair asks only the routes of one of its ends.
  const routesOf = new Map<string, Array<{ readonly at: number; readonly order: number; readonly endpoints: Set<string> }>>()
  for (const route of routes.values())
    for (const id of route.endpoints) {
      const list = routesOf.get(id)
      if (list === undefined) routesOf.set(id, [route])
      else list.push(route)
    }
  for (const [key, route] of routes) {
    const uses = key.startsWith('@') ? (labels.get(key.slice(1)) ?? []) : []
    const empty = uses.some((i) => (map.ferries?.[i]?.endpoints.length ?? 0) === 0)
    if (uses.length === 2 && !empty && route.endpoints.size < 2)
      errors.push(
        problem('FERRY_TOO_SHORT', `ferries[${uses[1] ?? 0}].endpoints`, key.slice(1), `Graticule "${key.slice(1)}" joins region ${[...route.endpoints].join(', ')} only to itself.`),
      )
  }
  for (const [key, { at: i, a, b }] of impassable) {
    if (adjacent.has(key)) continue
    const ofA = routesOf.get(a) ?? []
    const ofB = routesOf.get(b) ?? []
    const [fewer, other] = ofA.length <= ofB.length ? [ofA, b] : [ofB, a]
    // The first route in map order that holds both ends, as the message names it.
    let route: { readonly at: number; readonly order: number } | undefined
    for (const r of fewer) if (r.endpoints.has(other) && (route === undefined || r.order < route.order)) route = r
    if (route !== undefined)
      errors.push(
        problem(
          'ADJACENT_AND_IMPASSABLE',
          `impassable[${i}]`,
          `${a}/${b}`,
          `${a} and ${b} are joined by a ferry route (ferries[${route.at}]) but impassable (impassable[${i}]).`,
        ),
      )
  }

  for (const id of Object.keys(map.layout ?? {})) {
    if (!known(id)) errors.push(problem('LAYOUT_UNKNOWN_REGION', `layout${fieldSegment(id)}`, id, `There is no region "${id}" in the map to place.`))
  }
  return errors
}
