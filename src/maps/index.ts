/**
 * marchlaw/maps: the maps bundled with the package, by name, and an
 * opening position for each.
 *
 * @module marchlaw/maps
 */
import type { MapFile } from '../model/map.js'
import { demoIsles } from './demo-isles.js'
import { demoMarches } from './demo-marches.js'

export { demoIsles } from './demo-isles.js'
export { demoMarches } from './demo-marches.js'
export { demoIslesOpening, demoMarchesOpening } from './openings.js'

/**
 * The bundled maps by name: `demo-isles` (heroes) and `demo-marches` (ring).
 *
 * @since 0.1.0
 * @category maps
 * @example
 * import { bundledMaps } from 'marchlaw/maps'
 * console.log(Object.keys(bundledMaps)) // [ 'demo-isles', 'demo-marches' ]
 */
export const bundledMaps: Readonly<Record<string, MapFile>> = {
  'demo-isles': demoIsles,
  'demo-marches': demoMarches,
}

/**
 * A bundled map by name, or `undefined`.
 *
 * @since 0.1.0
 * @category maps
 * @example
 * import { bundledMap } from 'marchlaw/maps'
 * console.log(bundledMap('demo-isles')?.format) // marchlaw/map@1
 */
export const bundledMap = (name: string): MapFile | undefined =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(bundledMaps, name) ? bundledMaps[name] : undefined
