/**
 * The positions the bundled demos start from, one for each bundled map: a
 * ready-made position to try the library on, to start a bot from, or to
 * write a scenario against.
 *
 * @since 0.1.0
 * @module
 */
import type { HeroesState } from '../model/heroes-state.js'
import type { Figure, FigureKind, RingState } from '../model/ring-state.js'

/**
 * The opening of the heroes demo on `demo-isles`: red's warriors, serfs and
 * a Speed-1 Paladin, two red towers, blue units across the sea, and three
 * face-down tokens in the fenmire swamp.
 *
 * @since 0.1.0
 * @category maps
 */
export const demoIslesOpening: HeroesState = {
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: { red: { serf: 2, warrior: 2, paladin: 1 }, blue: { serf: 2, warrior: 3 } },
  units: {
    'r-serf-1': { faction: 'red', type: 'serf', region: 'amber-fields' },
    'r-serf-2': { faction: 'red', type: 'serf', region: 'cape-west' },
    'r-warrior-1': { faction: 'red', type: 'warrior', region: 'oakwood' },
    'r-warrior-2': { faction: 'red', type: 'warrior', region: 'oakwood' },
    'r-warrior-3': { faction: 'red', type: 'warrior', region: 'greenvale' },
    'r-warrior-4': { faction: 'red', type: 'warrior', region: 'greenvale' },
    'r-warrior-5': { faction: 'red', type: 'warrior', region: 'greenvale' },
    'r-paladin': { faction: 'red', type: 'paladin', region: 'greenvale' },
    'b-warrior-1': { faction: 'blue', type: 'warrior', region: 'lowmeadow' },
    'b-serf-1': { faction: 'blue', type: 'serf', region: 'stonecrest' },
  },
  towers: { 'r-tower-1': { faction: 'red', region: 'oakwood' }, 'r-tower-2': { faction: 'red', region: 'ashfield' } },
  exploration: {
    fenmire: [
      { id: 'swamp-1', kind: 'ancient ruins' },
      { id: 'swamp-2', kind: 'a lost hoard' },
      { id: 'swamp-3', kind: 'a bog monster' },
    ],
  },
}

const troop = (kind: FigureKind, nation: string, region: string, ids: ReadonlyArray<string>): ReadonlyArray<readonly [string, Figure]> =>
  ids.map((id) => [id, { kind, nation, region }] as const)

/**
 * The opening of the ring demo on `demo-marches`: four nations on each side,
 * one Free Peoples nation not yet At War, Leaders, a Companion and Nazgul,
 * and two settlements held away from their nation's side.
 *
 * @since 0.1.0
 * @category maps
 */
export const demoMarchesOpening: RingState = {
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: {
    highfold: { side: 'free', atWar: true },
    stonedeep: { side: 'free', atWar: true },
    westmark: { side: 'free', atWar: true },
    silverwood: { side: 'free', atWar: false },
    ironhold: { side: 'shadow', atWar: true },
    ashland: { side: 'shadow', atWar: true },
    fellmoor: { side: 'shadow', atWar: true },
    southreach: { side: 'shadow', atWar: true },
  },
  figures: Object.fromEntries([
    ...troop('regular', 'highfold', 'highfold-hall', ['hf-r1', 'hf-r2']),
    ...troop('leader', 'highfold', 'highfold-hall', ['hf-captain']),
    ['ranger', { kind: 'companion', side: 'free', region: 'highfold-hall' }],
    ...troop('regular', 'stonedeep', 'stonedeep-gate', ['sd-r1']),
    ...troop('elite', 'stonedeep', 'stonedeep-gate', ['sd-e1']),
    ...troop('regular', 'westmark', 'westmark-citadel', ['wm-r1', 'wm-r2', 'wm-r3']),
    ...troop('elite', 'westmark', 'westmark-citadel', ['wm-e1']),
    ...troop('leader', 'westmark', 'westmark-citadel', ['wm-marshal']),
    ...troop('regular', 'westmark', 'westmark-ford', ['wm-r4']),
    ...troop('elite', 'silverwood', 'silverwood-glade', ['sw-e1', 'sw-e2']),
    ...troop('regular', 'ironhold', 'iron-pass', ['ih-r1', 'ih-r2']),
    ...troop('nazgul', 'ironhold', 'iron-pass', ['rider-1']),
    ...troop('regular', 'ashland', 'ash-gate', ['ag-r1', 'ag-r2', 'ag-r3', 'ag-r4', 'ag-r5', 'ag-r6']),
    ...troop('elite', 'ashland', 'ash-gate', ['ag-e1', 'ag-e2', 'ag-e3']),
    ...troop('nazgul', 'ashland', 'ash-gate', ['rider-2']),
    ...troop('regular', 'ashland', 'ash-plain', ['ap-r1', 'ap-r2']),
    ...troop('elite', 'ashland', 'ash-plain', ['ap-e1']),
    ...troop('regular', 'ashland', 'ash-tower', ['at-r1', 'at-r2', 'at-r3']),
    ...troop('regular', 'fellmoor', 'moor-edge', ['fm-r1', 'fm-r2']),
    ...troop('regular', 'southreach', 'sun-port', ['sr-r1']),
  ]),
  control: { 'river-watch': 'free', 'old-bridge': 'free' },
}
