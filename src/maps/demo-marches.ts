/**
 * The bundled ring map `demo-marches`: four Free Peoples nations in the west,
 * four Shadow nations in the east, and borderlands of no nation between
 * them, with every kind of settlement, impassable ridges and a mere no army
 * may enter. Small enough to read, rich enough to show every army rule.
 *
 * @since 0.1.0
 * @module
 */
import type { MapFile } from '../model/map.js'

/**
 * The `demo-marches` map (ring ruleset), drawn on a 1000 x 700 canvas.
 *
 * Free Peoples: highfold (north-west), stonedeep (the northern mountains),
 * westmark (west), silverwood (south-west). Shadow: ironhold (north-east),
 * ashland (east), fellmoor (south-east), southreach (far south-east).
 * Borderlands of no nation: barrow-fort, broken-hills, old-bridge,
 * river-watch, crossroads, dim-marsh, south-road. Impassable: grey-peaks /
 * iron-pass, river-watch / dim-marsh, westmark-fields / silverwood-haven.
 *
 * @since 0.1.0
 * @category maps
 */
export const demoMarches: MapFile = {
  format: 'marchlaw/map@1',
  name: 'Demo Marches',
  regions: {
    'highfold-hall': { kind: 'land', name: 'Highfold Hall', nation: 'highfold', settlement: 'city' },
    'highfold-downs': { kind: 'land', name: 'Highfold Downs', nation: 'highfold' },
    'stonedeep-gate': { kind: 'land', name: 'Stonedeep Gate', nation: 'stonedeep', settlement: 'stronghold', terrain: 'mountains' },
    'grey-peaks': { kind: 'land', name: 'Grey Peaks', nation: 'stonedeep', terrain: 'mountains' },
    'westmark-citadel': { kind: 'land', name: 'Westmark Citadel', nation: 'westmark', settlement: 'stronghold' },
    'westmark-ford': { kind: 'land', name: 'Westmark Ford', nation: 'westmark', settlement: 'town' },
    'westmark-fields': { kind: 'land', name: 'Westmark Fields', nation: 'westmark', terrain: 'plains' },
    'silverwood-glade': { kind: 'land', name: 'Silverwood Glade', nation: 'silverwood', terrain: 'forest' },
    'silverwood-haven': { kind: 'land', name: 'Silverwood Haven', nation: 'silverwood', settlement: 'town' },
    'barrow-fort': { kind: 'land', name: 'Barrow Fort', settlement: 'fortification' },
    'broken-hills': { kind: 'land', name: 'Broken Hills', terrain: 'hills' },
    'old-bridge': { kind: 'land', name: 'Old Bridge', settlement: 'town' },
    'river-watch': { kind: 'land', name: 'River Watch', settlement: 'fortification' },
    crossroads: { kind: 'land', name: 'Crossroads', terrain: 'plains' },
    'dim-marsh': { kind: 'land', name: 'Dim Marsh', terrain: 'swamp' },
    'south-road': { kind: 'land', name: 'South Road' },
    'still-mere': { kind: 'sea', name: 'Still Mere' },
    'iron-pass': { kind: 'land', name: 'Iron Pass', nation: 'ironhold', terrain: 'mountains' },
    'iron-forge': { kind: 'land', name: 'Iron Forge', nation: 'ironhold', settlement: 'stronghold' },
    'ash-gate': { kind: 'land', name: 'Ash Gate', nation: 'ashland', settlement: 'fortification' },
    'ash-tower': { kind: 'land', name: 'Ash Tower', nation: 'ashland', settlement: 'stronghold' },
    'ash-plain': { kind: 'land', name: 'Ash Plain', nation: 'ashland', terrain: 'plains' },
    'moor-edge': { kind: 'land', name: 'Moor Edge', nation: 'fellmoor', terrain: 'moor' },
    'moor-hold': { kind: 'land', name: 'Moor Hold', nation: 'fellmoor', settlement: 'town' },
    'sun-road': { kind: 'land', name: 'Sun Road', nation: 'southreach' },
    'sun-port': { kind: 'land', name: 'Sun Port', nation: 'southreach', settlement: 'city' },
  },
  adjacent: [
    ['highfold-hall', 'highfold-downs'],
    ['highfold-hall', 'westmark-citadel'],
    ['highfold-downs', 'westmark-ford'],
    ['highfold-downs', 'barrow-fort'],
    ['highfold-downs', 'stonedeep-gate'],
    ['stonedeep-gate', 'grey-peaks'],
    ['stonedeep-gate', 'barrow-fort'],
    ['grey-peaks', 'broken-hills'],
    ['westmark-citadel', 'westmark-ford'],
    ['westmark-citadel', 'westmark-fields'],
    ['westmark-ford', 'westmark-fields'],
    ['westmark-ford', 'old-bridge'],
    ['westmark-fields', 'crossroads'],
    ['westmark-fields', 'silverwood-glade'],
    ['silverwood-glade', 'silverwood-haven'],
    ['silverwood-glade', 'south-road'],
    ['barrow-fort', 'old-bridge'],
    ['barrow-fort', 'broken-hills'],
    ['broken-hills', 'river-watch'],
    ['broken-hills', 'iron-pass'],
    ['old-bridge', 'river-watch'],
    ['old-bridge', 'crossroads'],
    ['crossroads', 'dim-marsh'],
    ['crossroads', 'south-road'],
    ['south-road', 'dim-marsh'],
    ['river-watch', 'ash-gate'],
    ['dim-marsh', 'still-mere'],
    ['dim-marsh', 'moor-edge'],
    ['dim-marsh', 'sun-road'],
    ['iron-pass', 'iron-forge'],
    ['iron-pass', 'ash-gate'],
    ['iron-forge', 'ash-tower'],
    ['ash-gate', 'ash-tower'],
    ['ash-gate', 'ash-plain'],
    ['ash-tower', 'ash-plain'],
    ['ash-plain', 'still-mere'],
    ['ash-plain', 'moor-edge'],
    ['ash-plain', 'moor-hold'],
    ['moor-edge', 'moor-hold'],
    ['moor-edge', 'sun-road'],
    ['moor-hold', 'sun-port'],
    ['sun-road', 'sun-port'],
  ],
  impassable: [
    ['grey-peaks', 'iron-pass'],
    ['river-watch', 'dim-marsh'],
    ['westmark-fields', 'silverwood-haven'],
  ],
  layout: {
    'highfold-hall': [110, 130],
    'highfold-downs': [250, 150],
    'stonedeep-gate': [400, 70],
    'grey-peaks': [560, 70],
    'westmark-citadel': [100, 320],
    'westmark-ford': [250, 290],
    'westmark-fields': [210, 430],
    'silverwood-glade': [250, 570],
    'silverwood-haven': [90, 620],
    'barrow-fort': [400, 190],
    'broken-hills': [560, 190],
    'old-bridge': [400, 320],
    'river-watch': [560, 320],
    crossroads: [400, 450],
    'dim-marsh': [560, 480],
    'south-road': [420, 610],
    'still-mere': [680, 410],
    'iron-pass': [710, 130],
    'iron-forge': [880, 80],
    'ash-gate': [730, 290],
    'ash-tower': [900, 250],
    'ash-plain': [840, 400],
    'moor-edge': [700, 540],
    'moor-hold': [880, 510],
    'sun-road': [700, 650],
    'sun-port': [900, 640],
  },
}
