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
import { mapShapeProblem } from './map-shape.js'
import type { FerrySegment, MapFile, RegionPair } from '../model/map.js'

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

/** A ferry route, joined across its graticule: the first segment of it the map lists, and its endpoints. */
interface Route {
  readonly at: number
  readonly endpoints: Set<string>
}

/** @internal */
export const problem = (code: MapProblemCode, path: string, id: string, message: string): MapError => ({ code, path, id, message })

/**
 * Every error of a map, each with its JSON path, in the order {@link lintMap}
 * lists them; a value that is not of the format's shape has one,
 * `MALFORMED_MAP`, and no other.
 *
 * @internal
 */
export const mapErrors = (map: MapFile): ReadonlyArray<MapError> => {
  const malformed = mapShapeProblem(map)
  if (malformed !== null) return [problem('MALFORMED_MAP', malformed.path, '', `This is not a map of the format: at ${malformed.path}, expected ${malformed.expected}.`)]
  const errors: MapError[] = []
  const add = (code: MapProblemCode, path: string, id: string, message: string): void => {
    errors.push(problem(code, path, id, message))
  }
  const regions = map.regions
  const known = (id: string): boolean => Object.prototype.hasOwnProperty.call(regions, id)
  const unknown = (path: string, id: string): void => add('UNKNOWN_REGION', path, id, `There is no region "${id}" in the map.`)

  const capitalsByFaction = new Map<string, string>()
  for (const [id, region] of Object.entries(regions)) {
    if (region.kind === 'capital') {
      if (region.faction === undefined) {
        add('CAPITAL_WITHOUT_FACTION', `regions${fieldSegment(id)}`, id, `Capital region "${id}" has no faction.`)
      } else {
        const other = capitalsByFaction.get(region.faction)
        if (other === undefined) capitalsByFaction.set(region.faction, id)
        else
          add('DUPLICATE_CAPITAL', `regions${fieldSegment(id)}.faction`, id, `Faction "${region.faction}" already has capital "${other}".`)
      }
    }
  }

  const checkPairs = (field: 'adjacent' | 'impassable', pairs: ReadonlyArray<RegionPair>): Map<string, ListedPair> => {
    const seen = new Map<string, ListedPair>()
    pairs.forEach(([a, b], i) => {
      ;[a, b].forEach((id, j) => {
        if (!known(id)) {
          unknown(`${field}[${i}][${j}]`, id)
        }
      })
      if (a === b) {
        add('SELF_PAIR', `${field}[${i}]`, a, `Region "${a}" is paired with itself.`)
        return
      }
      const listed: ListedPair = a < b ? { at: i, a, b } : { at: i, a: b, b: a }
      // JSON of the ordered pair: no id, whatever characters it holds, can make two pairs share a key.
      const key = JSON.stringify([listed.a, listed.b])
      const first = seen.get(key)
      if (first !== undefined) {
        add('DUPLICATE_PAIR', `${field}[${i}]`, `${a}/${b}`, `The pair (${a}, ${b}) is already listed at ${field}[${first.at}].`)
      } else seen.set(key, listed)
    })
    return seen
  }
  const adjacent = checkPairs('adjacent', map.adjacent)
  const impassable = checkPairs('impassable', map.impassable ?? [])
  for (const [key, { at: i, a, b }] of impassable) {
    const j = adjacent.get(key)?.at
    if (j !== undefined) {
      add('ADJACENT_AND_IMPASSABLE', `impassable[${i}]`, `${a}/${b}`, `${a} and ${b} are both adjacent (adjacent[${j}]) and impassable (impassable[${i}]).`)
    }
  }

  const ferries = map.ferries ?? []
  const labels = new Map<string, number[]>()
  ferries.forEach(({ endpoints, graticule }, i) => {
    endpoints.forEach((id, j) => {
      const path = `ferries[${i}].endpoints[${j}]`
      // An own-property check, so that ids such as "constructor" are not found on Object.prototype.
      const region = known(id) ? regions[id] : undefined
      if (region === undefined) unknown(path, id)
      else if (region.kind !== 'land') add('FERRY_NOT_LAND', path, id, `Ferry ${i} ends in "${id}", a ${region.kind} region; ferry endpoints are land.`)
    })
    const seenHere = new Set<string>()
    endpoints.forEach((id, j) => {
      if (seenHere.has(id)) add('DUPLICATE_PAIR', `ferries[${i}].endpoints[${j}]`, id, `Ferry ${i} lists endpoint "${id}" twice.`)
      seenHere.add(id)
    })
    if (graticule === undefined) {
      if (endpoints.length < 2) add('FERRY_TOO_SHORT', `ferries[${i}].endpoints`, String(i), `Ferry ${i} has no graticule, so it needs two or more endpoints.`)
    } else {
      if (endpoints.length === 0) add('FERRY_TOO_SHORT', `ferries[${i}].endpoints`, String(i), `Ferry ${i} has no endpoint on its side of graticule "${graticule}".`)
      const uses = labels.get(graticule)
      if (uses === undefined) labels.set(graticule, [i])
      else uses.push(i)
    }
  })
  for (const [label, uses] of labels) {
    if (uses.length !== 2) {
      const at = (uses.length === 1 ? uses[0] : uses[2]) as number
      add(
        'GRATICULE_NOT_PAIRED',
        `ferries[${at}].graticule`,
        label,
        `Graticule "${label}" is used by ${uses.length} ferry segment${uses.length === 1 ? '' : 's'} (${uses.join(', ')}); it must join exactly two.`,
      )
    }
  }

  // A ferry route makes all its endpoints adjacent, so it must not cross an impassable pair either. A segment
  // without a graticule is a route of its own (by its index), the two segments of a label one route (by the label).
  const routes = new Map<string | number, Route>()
  ferries.forEach(({ endpoints, graticule }, i) => {
    // A label not used exactly twice is already an error; it makes no route to judge further.
    if (graticule !== undefined && labels.get(graticule)?.length !== 2) return
    const key = graticule ?? i
    const route = routes.get(key) ?? { at: i, endpoints: new Set<string>() }
    for (const id of endpoints) route.endpoints.add(id)
    routes.set(key, route)
  })
  // Each region's routes in map order, so that an impassable pair asks only the routes of one of its ends.
  const routesOf = new Map<string, Route[]>()
  for (const route of routes.values())
    for (const id of route.endpoints) {
      const list = routesOf.get(id)
      if (list === undefined) routesOf.set(id, [route])
      else list.push(route)
    }
  for (const [label, route] of routes) {
    if (typeof label !== 'string' || route.endpoints.size > 1) continue
    // The label's two segments (a route is made only of those), of which an empty one is an error already.
    const uses = labels.get(label) as number[]
    if (uses.every((i) => (ferries[i] as FerrySegment).endpoints.length > 0))
      add('FERRY_TOO_SHORT', `ferries[${uses[1] as number}].endpoints`, label, `Graticule "${label}" joins region ${[...route.endpoints].join(', ')} only to itself.`)
  }
  for (const [key, { at: i, a, b }] of impassable) {
    if (adjacent.has(key)) continue
    const ofA = routesOf.get(a) ?? []
    const ofB = routesOf.get(b) ?? []
    // The first route in map order that holds both ends, as the message names it.
    const route = ofA.length <= ofB.length ? ofA.find((r) => r.endpoints.has(b)) : ofB.find((r) => r.endpoints.has(a))
    if (route !== undefined)
      add('ADJACENT_AND_IMPASSABLE', `impassable[${i}]`, `${a}/${b}`, `${a} and ${b} are joined by a ferry route (ferries[${route.at}]) but impassable (impassable[${i}]).`)
  }

  for (const id of Object.keys(map.layout ?? {})) {
    if (!known(id)) add('LAYOUT_UNKNOWN_REGION', `layout${fieldSegment(id)}`, id, `There is no region "${id}" in the map to place.`)
  }
  return errors
}
