/**
 * The map as users write it: regions, borders, impassable lines and ferry
 * routes. This is the JSON shape of docs/format.md, typed; {@link compile} turns
 * it into a {@link Board} that the move rules read.
 *
 * @since 0.1.0
 * @module
 */

/**
 * What a region is: a land region armies march through, a sea region they
 * never enter, or a faction's Capital City (off the map, with its Courtyard).
 *
 * @since 0.1.0
 * @category model
 */
export type RegionKind = 'land' | 'sea' | 'capital'

/**
 * The four kinds of settlement of the ring ruleset.
 *
 * @since 0.1.0
 * @category model
 */
export type SettlementKind = 'town' | 'city' | 'stronghold' | 'fortification'

/**
 * One region of a map, as written in the file.
 *
 * @since 0.1.0
 * @category model
 */
export interface MapRegion {
  readonly kind: RegionKind
  /** A name to show; the id is used where it is absent. */
  readonly name?: string
  /** Free text; `desert` and `swamp` (in any case) have meaning for a March. */
  readonly terrain?: string
  /** The nation whose borders contain the region (ring). */
  readonly nation?: string
  /** The settlement in the region, if any (ring). */
  readonly settlement?: SettlementKind
  /** The faction whose Capital City this is (capital regions only). */
  readonly faction?: string
}

/**
 * One segment of a ferry route. Segments that share a `graticule` label join
 * into one route across the map edge.
 *
 * @since 0.1.0
 * @category model
 */
export interface FerrySegment {
  readonly endpoints: ReadonlyArray<string>
  readonly graticule?: string
}

/**
 * An undirected pair of region ids.
 *
 * @since 0.1.0
 * @category model
 */
export type RegionPair = readonly [string, string]

/**
 * A nation (ring) or a faction (heroes) as the map shows it to players.
 *
 * @since 0.2.0
 * @category model
 */
export interface MapParty {
  /** A name to show in messages; where it is absent, the id is written readably ("south-reach" as "South Reach"). */
  readonly name?: string
}

/**
 * A map file, `marchlaw/map@1`.
 *
 * @since 0.1.0
 * @category model
 */
export interface MapFile {
  readonly format: 'marchlaw/map@1'
  readonly name?: string
  readonly regions: Readonly<Record<string, MapRegion>>
  readonly adjacent: ReadonlyArray<RegionPair>
  readonly impassable?: ReadonlyArray<RegionPair>
  readonly ferries?: ReadonlyArray<FerrySegment>
  /** Drawing positions, `[x, y]` per region id; no rule reads them. */
  readonly layout?: Readonly<Record<string, readonly [number, number]>>
  /** Display names of nations (ring), by nation id (since 0.2.0); no rule reads them. */
  readonly nations?: Readonly<Record<string, MapParty>>
  /** Display names of factions (heroes), by faction id (since 0.2.0); no rule reads them. */
  readonly factions?: Readonly<Record<string, MapParty>>
}
