/**
 * marchlaw/arbitraries: fast-check arbitraries of maps, positions and moves,
 * the ones marchlaw's own property tests run on, for a game's property tests
 * ("every move my UI offers is legal", "my server's replay equals
 * marchlaw's"). Needs fast-check (an optional peer dependency: no other entry
 * loads it). Every value drawn, and every value it shrinks to, is valid: a map
 * compiles, a position's state fits its board, a legal scene's move is legal
 * and an illegal one's is refused.
 *
 * @module marchlaw/arbitraries
 */
import type * as fc from 'fast-check'
import type { MapFile, HeroesState, RingState } from 'marchlaw'
import { arbitraryMap as maps, type MapOptions } from './arbitraries/map.js'
import { heroesPositions, type HeroesPosition } from './arbitraries/heroes.js'
import { arbitraryRingPosition as ringPositions, ordinarySize, type PositionSize, type RingPosition } from './arbitraries/ring.js'
import { arbitraryMapAndState as mapsAndStates } from './arbitraries/state.js'
import { heroesScenes, ringScenes, type HeroesScene, type RingScene, type Verdict } from './arbitraries/scene.js'

export type { MapFeature, MapOptions } from './arbitraries/map.js'
export type { HeroesBoard, HeroesPosition } from './arbitraries/heroes.js'
export type { PositionSize, RingPosition } from './arbitraries/ring.js'
export type { HeroesScene, RingScene, Verdict } from './arbitraries/scene.js'

/**
 * Maps that compile, lint-clean, for either ruleset: land and sea regions
 * on a small grid (so borders are those of a flat map), impassable lines,
 * plain and branching ferry routes and routes joined across the map edge,
 * capitals of distinct factions, terrain (deserts and swamps), nations,
 * settlements, names and a layout.
 *
 * @since 0.2.0
 * @category arbitraries
 * @example
 * import * as fc from 'fast-check'
 * import { compile } from 'marchlaw'
 * import { arbitraryMap } from 'marchlaw/arbitraries'
 * const drawn = fc.sample(arbitraryMap({ maxRegions: 6, features: ['ferries', 'impassable'] }), { numRuns: 50, seed: 7 })
 * console.log(drawn.every((map) => compile(map)._tag === 'Right')) // true
 */
export const arbitraryMap = (options: MapOptions = {}): fc.Arbitrary<MapFile> => maps(options)

/**
 * Heroes positions: a generated board (land, seas, a capital a faction,
 * deserts, swamps, impassable lines, ferry routes, a graticule pair) and a
 * state on it (units of two or three factions crowded so that the stacking
 * limit matters, vessels, towers, exploration tokens, March slots, sometimes
 * a pending exploration).
 *
 * @since 0.2.0
 * @category arbitraries
 * @example
 * import * as fc from 'fast-check'
 * import { checkState } from 'marchlaw/json'
 * import { arbitraryHeroesPosition } from 'marchlaw/arbitraries'
 * const drawn = fc.sample(arbitraryHeroesPosition(), { numRuns: 50, seed: 7 })
 * console.log(drawn.every(({ board, state }) => checkState(board, state).length === 0)) // true
 */
export const arbitraryHeroesPosition = (): fc.Arbitrary<HeroesPosition> => heroesPositions(false)

/**
 * Ring positions: a land map (borders, impassable lines, nations,
 * settlements; at the default size also ferry routes) and a state on it
 * (both sides, nations At War or not, every kind of figure, enemy armies
 * side by side, settlement control, small stacking limits). `size` bounds
 * the regions and figures; the default is up to 7 regions and 18 figures.
 *
 * @since 0.2.0
 * @category arbitraries
 * @example
 * import * as fc from 'fast-check'
 * import { checkState } from 'marchlaw/json'
 * import { arbitraryRingPosition } from 'marchlaw/arbitraries'
 * const drawn = fc.sample(arbitraryRingPosition({ minRegions: 2, maxRegions: 4, maxFigures: 6 }), { numRuns: 50, seed: 7 })
 * console.log(drawn.every(({ board, state }) => checkState(board, state).length === 0)) // true
 */
export const arbitraryRingPosition = (size: PositionSize = ordinarySize): fc.Arbitrary<RingPosition> => ringPositions(size)

/**
 * A map drawn from `maps` (by default {@link arbitraryMap}'s) with a state of
 * either ruleset on it, every optional field of the format present or not:
 * for codecs, storage and anything that must take every valid position.
 *
 * @since 0.2.0
 * @category arbitraries
 * @example
 * import * as fc from 'fast-check'
 * import { decodeState, encodeState } from 'marchlaw/json'
 * import { arbitraryMapAndState } from 'marchlaw/arbitraries'
 * const drawn = fc.sample(arbitraryMapAndState(), { numRuns: 50, seed: 7 })
 * console.log(drawn.every(({ state }) => decodeState(JSON.parse(JSON.stringify(encodeState(state))))._tag === 'Right')) // true
 */
export const arbitraryMapAndState = (
  maps: fc.Arbitrary<MapFile> = arbitraryMap(),
): fc.Arbitrary<{ readonly map: MapFile; readonly state: HeroesState | RingState }> => mapsAndStates(maps)

/**
 * A heroes position with one move of it: with `'legal'`, a March (or the
 * resolution of a pending exploration) the rules allow, drawn by
 * `heroes.randomMove`; with `'illegal'`, a plausible or junk March the rules
 * refuse (too far, through a stop, too many units, unknown ids...).
 *
 * @since 0.2.0
 * @category arbitraries
 * @example
 * import * as fc from 'fast-check'
 * import { heroes } from 'marchlaw'
 * import { arbitraryHeroesScene } from 'marchlaw/arbitraries'
 * const legal = fc.sample(arbitraryHeroesScene('legal'), { numRuns: 30, seed: 7 })
 * const illegal = fc.sample(arbitraryHeroesScene('illegal'), { numRuns: 30, seed: 7 })
 * console.log(legal.every((s) => heroes.validateMove(s.board, s.state, s.move)._tag === 'Right')) // true
 * console.log(illegal.every((s) => heroes.validateMove(s.board, s.state, s.move)._tag === 'Left')) // true
 */
export const arbitraryHeroesScene = (verdict: Verdict): fc.Arbitrary<HeroesScene> => heroesScenes(verdict)

/**
 * A ring position with one move of it: with `'legal'`, an Army die,
 * Character die or event move the rules allow, drawn by `ring.randomMove`;
 * with `'illegal'`, a plausible or junk die, event or attack move the rules
 * refuse.
 *
 * @since 0.2.0
 * @category arbitraries
 * @example
 * import * as fc from 'fast-check'
 * import { ring } from 'marchlaw'
 * import { arbitraryRingScene } from 'marchlaw/arbitraries'
 * const legal = fc.sample(arbitraryRingScene('legal'), { numRuns: 30, seed: 7 })
 * const illegal = fc.sample(arbitraryRingScene('illegal'), { numRuns: 30, seed: 7 })
 * console.log(legal.every((s) => ring.validateMove(s.board, s.state, s.move)._tag === 'Right')) // true
 * console.log(illegal.every((s) => ring.validateMove(s.board, s.state, s.move)._tag === 'Left')) // true
 */
export const arbitraryRingScene = (verdict: Verdict): fc.Arbitrary<RingScene> => ringScenes(verdict)
