/**
 * What a compiled board is, and whether a value is one: a map checked once
 * by `compile`, its borders and ferry routes indexed so that validating a
 * move never re-reads the map. The bottom of the house: it imports only the
 * model.
 *
 * @since 0.2.0
 * @module
 */
import type { MapFile, MapRegion } from '../model/map.js'

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
 * A compiled map. Build it with {@link compile}; it never changes.
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

/**
 * A board as `compile` makes it, with what only the rules read: the regions
 * across each region's plain borders, by id, so that one look-up answers
 * both whether an army may step there and what it enters. Kept out of
 * {@link Board}, which is what a user sees.
 *
 * @internal
 */
export interface CompiledBoard extends Board {
  readonly stepsFrom: ReadonlyMap<string, ReadonlyMap<string, Region>>
}

// Boards made by compile, so that a value passed as a board is known at once; a WeakSet holds no board alive.
const compiled = new WeakSet<object>()

/** Marks a board as made by `compile`. Mutates nothing but the registry. @internal */
export const registerBoard = (board: CompiledBoard): Board => {
  compiled.add(board)
  return board
}

/** Whether `value` is a board made by `compile`. @internal */
export const isBoard = (value: unknown): value is Board => typeof value === 'object' && value !== null && compiled.has(value)

/**
 * The region `to` when it lies across a plain border of `from` (no ferry
 * route), else `undefined`. Asked only of a board `compile` made.
 *
 * @internal
 */
export const acrossBorder = (board: Board, from: string, to: string): Region | undefined => (board as CompiledBoard).stepsFrom.get(from)?.get(to)
