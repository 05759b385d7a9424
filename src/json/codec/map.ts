/**
 * The codec of a map file, `marchlaw/map@1`.
 *
 * @since 0.1.0
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import type { FerrySegment, MapFile, MapParty, MapRegion, RegionPair } from '../../model/map.js'
import type { DecodeError, Json } from './decode-error.js'
import { finiteNumberCodec, idCodec, oneOf, textCodec, type Codec } from './primitive.js'
import { array, decodeWith, optional, pair, record, required, strict } from './strict.js'
import { withSchemaLine } from './schema-line.js'
import { writtenOrNull } from './strict.js'

/**
 * The codec of one region of a map.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const mapRegionCodec: Codec<MapRegion> = strict<MapRegion>('an object with kind, and optionally name, terrain, nation, settlement, faction', {
  kind: required(oneOf(['land', 'sea', 'capital'])),
  name: optional(textCodec),
  terrain: optional(textCodec),
  nation: optional(idCodec),
  settlement: optional(oneOf(['town', 'city', 'stronghold', 'fortification'])),
  faction: optional(idCodec),
})

const regionPairCodec: Codec<RegionPair> = pair('a pair of region ids', idCodec)

/**
 * The codec of one ferry-route segment.
 *
 * @since 0.1.0
 * @category codecs
 * @internal
 */
export const ferrySegmentCodec: Codec<FerrySegment> = strict<FerrySegment>('an object with endpoints, and optionally graticule', {
  endpoints: required(array('an array of region ids', idCodec)),
  graticule: optional(idCodec),
})

// A nation's or faction's entry: its display name only, so far.
const mapPartyCodec: Codec<MapParty> = strict<MapParty>('an object with optionally name', { name: optional(textCodec) })

/**
 * The codec of a map file. Only the shape is checked here; `lintMap` (in `marchlaw`)
 * checks that the ids it names agree.
 *
 * @since 0.1.0
 * @category codecs
 */
export const mapCodec: Codec<MapFile> = withSchemaLine(strict<MapFile>('a map object', {
  format: required(oneOf(['marchlaw/map@1'])),
  name: optional(textCodec),
  regions: required(record('an object keyed by region id', 'region id', mapRegionCodec)),
  adjacent: required(array('an array of region pairs', regionPairCodec)),
  impassable: optional(array('an array of region pairs', regionPairCodec)),
  ferries: optional(array('an array of ferry segments', ferrySegmentCodec)),
  layout: optional(record('an object of [x, y] by region id', 'region id', pair('a point [x, y]', finiteNumberCodec))),
  nations: optional(record('an object keyed by nation id', 'nation id', mapPartyCodec)),
  factions: optional(record('an object keyed by faction id', 'faction id', mapPartyCodec)),
}))

/**
 * Decodes a map file, reporting every error with its path from `root`.
 *
 * @since 0.1.0
 * @category decoding
 * @example
 * import { decodeMap } from 'marchlaw/json'
 * const result = decodeMap({ format: 'marchlaw/map@1', regions: { dunes: { kind: 'desert' } }, adjacent: [] })
 * if (result._tag === 'Left') console.log(result.left[0]?.message)
 * // map.regions.dunes.kind: expected one of "land", "sea", "capital", got "desert"
 */
export const decodeMap = (input: unknown, root = 'map'): E.Either<ReadonlyArray<DecodeError>, MapFile> =>
  decodeWith(mapCodec, input, root, root === '' ? 'map' : root)

/**
 * Writes a map as JSON: fields in the format's order, absent optional fields
 * left out, regions in the map's order.
 *
 * A value that is not a map of the format is written as `null`.
 *
 * @since 0.1.0
 * @category encoding
 * @example
 * import { encodeMap } from 'marchlaw/json'
 * console.log(JSON.stringify(encodeMap({ adjacent: [], regions: { a: { kind: 'land' } }, format: 'marchlaw/map@1' })))
 * // {"format":"marchlaw/map@1","regions":{"a":{"kind":"land"}},"adjacent":[]}
 */
export const encodeMap = (map: MapFile): Json => writtenOrNull(mapCodec, map)
