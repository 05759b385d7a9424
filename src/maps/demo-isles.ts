/**
 * Demo Isles, the bundled heroes map: two continents and an isle in two
 * seas, joined by a plain ferry route, a branching one and a route that
 * wraps across the west and east edges of the map; a desert, a swamp,
 * forests, mountains and plains; the capitals of red and blue.
 *
 * @since 0.1.0
 * @module
 */
import type { MapFile } from '../model/map.js'

/**
 * The Demo Isles map. Northreach (north) holds red's home: the capital
 * links to greenvale, the desert of sunscar cuts the road east, and an
 * impassable cliff parts sunscar from high-peaks. Southmarch (south) holds
 * blue's home, the swamp of fenmire and tidewood, the forest on the east
 * edge that graticule A joins to cape-west on the west edge. The amber
 * ferry crosses the mid sea; the gull ferry branches from north-harbor to
 * gull-isle and stonecrest.
 *
 * @since 0.1.0
 * @category maps
 * @example
 * import { compile, neighbours } from 'marchlaw'
 * import { demoIsles } from 'marchlaw/maps'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile(demoIsles)
 * if (E.isRight(board)) console.log(neighbours(board.right, 'cape-west')) // [ 'greenvale', 'sunscar', 'tidewood' ]
 */
export const demoIsles: MapFile = {
  format: 'marchlaw/map@1',
  name: 'Demo Isles',
  regions: {
    'red-capital': { kind: 'capital', faction: 'red', name: 'Red Capital' },
    'cape-west': { kind: 'land', terrain: 'plains', name: 'Cape West' },
    greenvale: { kind: 'land', terrain: 'plains', name: 'Greenvale' },
    oakwood: { kind: 'land', terrain: 'forest', name: 'Oakwood' },
    sunscar: { kind: 'land', terrain: 'desert', name: 'Sunscar' },
    'high-peaks': { kind: 'land', terrain: 'mountains', name: 'High Peaks' },
    'amber-fields': { kind: 'land', terrain: 'plains', name: 'Amber Fields' },
    'north-harbor': { kind: 'land', terrain: 'plains', name: 'North Harbor' },
    'gull-isle': { kind: 'land', terrain: 'plains', name: 'Gull Isle' },
    'mid-sea': { kind: 'sea', name: 'Mid Sea' },
    'east-sea': { kind: 'sea', name: 'East Sea' },
    'south-harbor': { kind: 'land', terrain: 'plains', name: 'South Harbor' },
    lowmeadow: { kind: 'land', terrain: 'plains', name: 'Lowmeadow' },
    fenmire: { kind: 'land', terrain: 'swamp', name: 'Fenmire' },
    ashfield: { kind: 'land', terrain: 'plains', name: 'Ashfield' },
    stonecrest: { kind: 'land', terrain: 'mountains', name: 'Stonecrest' },
    tidewood: { kind: 'land', terrain: 'forest', name: 'Tidewood' },
    'blue-capital': { kind: 'capital', faction: 'blue', name: 'Blue Capital' },
  },
  adjacent: [
    ['red-capital', 'greenvale'],
    ['cape-west', 'greenvale'],
    ['cape-west', 'sunscar'],
    ['greenvale', 'oakwood'],
    ['greenvale', 'sunscar'],
    ['oakwood', 'high-peaks'],
    ['sunscar', 'amber-fields'],
    ['high-peaks', 'amber-fields'],
    ['high-peaks', 'north-harbor'],
    ['amber-fields', 'north-harbor'],
    ['sunscar', 'mid-sea'],
    ['amber-fields', 'mid-sea'],
    ['north-harbor', 'mid-sea'],
    ['north-harbor', 'east-sea'],
    ['gull-isle', 'east-sea'],
    ['mid-sea', 'east-sea'],
    ['mid-sea', 'south-harbor'],
    ['mid-sea', 'fenmire'],
    ['mid-sea', 'ashfield'],
    ['east-sea', 'stonecrest'],
    ['east-sea', 'tidewood'],
    ['south-harbor', 'lowmeadow'],
    ['south-harbor', 'fenmire'],
    ['lowmeadow', 'fenmire'],
    ['fenmire', 'ashfield'],
    ['ashfield', 'stonecrest'],
    ['stonecrest', 'tidewood'],
    ['stonecrest', 'blue-capital'],
  ],
  impassable: [['sunscar', 'high-peaks']],
  ferries: [
    { endpoints: ['amber-fields', 'south-harbor'] },
    { endpoints: ['north-harbor', 'gull-isle', 'stonecrest'] },
    { endpoints: ['cape-west'], graticule: 'A' },
    { endpoints: ['tidewood'], graticule: 'A' },
  ],
  layout: {
    'red-capital': [90, 50],
    'cape-west': [60, 210],
    greenvale: [200, 140],
    oakwood: [350, 90],
    sunscar: [320, 250],
    'high-peaks': [500, 130],
    'amber-fields': [490, 260],
    'north-harbor': [660, 230],
    'gull-isle': [830, 300],
    'mid-sea': [450, 360],
    'east-sea': [800, 400],
    'south-harbor': [290, 470],
    lowmeadow: [170, 580],
    fenmire: [420, 560],
    ashfield: [600, 500],
    stonecrest: [760, 530],
    tidewood: [940, 560],
    'blue-capital': [880, 660],
  },
}
