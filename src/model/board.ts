/**
 * The types of a compiled board: its regions, how two regions meet, and the
 * board itself. `compile` (in the board layer) makes the values; the types
 * sit in the model so that every layer may name them.
 *
 * @since 0.2.0
 * @module
 */
import type { MapFile, MapRegion } from './map.js'

/**
 * A region of a compiled board: the map's region with its id.
 *
 * @since 0.1.0
 * @category model
 */
export interface Region extends MapRegion {
  readonly id: string
}

/**
 * How two regions meet: across a border or ferry armies may use
 * (`adjacent`), across an impassable line (`impassable`), or not at all.
 *
 * @since 0.1.0
 * @category model
 */
export type Border = 'adjacent' | 'impassable' | 'none'

/**
 * A compiled map. Build it with `compile`; it never changes.
 *
 * @since 0.1.0
 * @category model
 */
export interface Board {
  readonly map: MapFile
  /** Region ids in the order of the map file. */
  readonly ids: ReadonlyArray<string>
  readonly regions: ReadonlyMap<string, Region>
  /**
   * Static neighbours of each region (plain borders and ferry routes), sorted
   * by id. A view: each list is made when asked for, from {@link Board.borders}
   * and the routes, since a route of N endpoints would hold N² entries.
   */
  readonly adjacency: ReadonlyMap<string, ReadonlyArray<string>>
  /** The same neighbours as {@link Board.adjacency}, as sets; also a view. */
  readonly adjacencySets: ReadonlyMap<string, ReadonlySet<string>>
  readonly impassable: ReadonlyMap<string, ReadonlySet<string>>
  /** Each ferry route, joined across graticules: its endpoints, all adjacent to each other. */
  readonly ferryRoutes: ReadonlyArray<ReadonlyArray<string>>
  /**
   * The neighbours of each region across plain borders only (no ferry
   * route); each set iterates in id order.
   *
   * @since 0.2.0
   */
  readonly borders: ReadonlyMap<string, ReadonlySet<string>>
  /**
   * The routes each region is an endpoint of, as ascending indexes into
   * {@link Board.ferryRoutes}; regions on no route are absent.
   *
   * @since 0.2.0
   */
  readonly routesOf: ReadonlyMap<string, ReadonlyArray<number>>
  /** Each faction's capital region. */
  readonly capitals: ReadonlyMap<string, string>
}
