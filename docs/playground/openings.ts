/**
 * The starting positions of the playground, one per bundled map, built so
 * that every rule of its ruleset can be tried from the first click.
 *
 * @module
 */
import type { HeroesMove, HeroesState, RingMove, RingState } from '../../src/index.js'

/** A position of either ruleset. */
export type Position = HeroesState | RingState

/** A move of either ruleset. */
export type Move = HeroesMove | RingMove

/** A starting position and the move a saved scenario carries before any move was tried. */
export interface Opening {
  readonly state: Position
  readonly move: Move
}

const unit = (faction: string, type: string, region: string) => ({ faction, type, region })

/**
 * Demo Isles for the heroes ruleset: a slow Paladin holding back two
 * Warriors, a Speed-3 hero in each Courtyard, a red tower on each continent
 * (the capital link), a blue vessel docked in south-harbor, a red stack of
 * four in amber-fields beside two more serfs (the limit of five), two tokens
 * in the swamp of fenmire, one on the desert of sunscar, and the graticule
 * A route from cape-west to tidewood.
 */
const isles: HeroesState = {
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: {
    red: { serf: 2, warrior: 2, paladin: 1, hero: 3 },
    blue: { serf: 2, warrior: 3, hero: 2 },
  },
  units: {
    'r-hero': unit('red', 'hero', 'red-capital'),
    'r-paladin': unit('red', 'paladin', 'greenvale'),
    'r-w1': unit('red', 'warrior', 'greenvale'),
    'r-w2': unit('red', 'warrior', 'greenvale'),
    'r-w3': unit('red', 'warrior', 'oakwood'),
    'r-s1': unit('red', 'serf', 'cape-west'),
    'r-w4': unit('red', 'warrior', 'amber-fields'),
    'r-w5': unit('red', 'warrior', 'amber-fields'),
    'r-s2': unit('red', 'serf', 'amber-fields'),
    'r-s3': unit('red', 'serf', 'amber-fields'),
    'r-s4': unit('red', 'serf', 'north-harbor'),
    'r-s5': unit('red', 'serf', 'north-harbor'),
    'b-hero': unit('blue', 'hero', 'blue-capital'),
    'b-s1': unit('blue', 'serf', 'lowmeadow'),
    'b-s2': unit('blue', 'serf', 'lowmeadow'),
    'b-s3': unit('blue', 'serf', 'south-harbor'),
    'b-w1': unit('blue', 'warrior', 'stonecrest'),
    'b-w2': unit('blue', 'warrior', 'stonecrest'),
    'b-w3': unit('blue', 'warrior', 'tidewood'),
  },
  vessels: {
    'b-ship': { faction: 'blue', region: 'south-harbor' },
    'r-ship': { faction: 'red', region: 'mid-sea' },
  },
  towers: {
    'r-tower-1': { faction: 'red', region: 'oakwood' },
    'r-tower-2': { faction: 'red', region: 'ashfield' },
    'b-tower-1': { faction: 'blue', region: 'gull-isle' },
  },
  exploration: {
    fenmire: [
      { id: 't1', kind: 'ruins' },
      { id: 't2', kind: 'gold' },
    ],
    sunscar: [{ id: 't3', kind: 'monster' }],
    'high-peaks': [{ id: 't4', kind: 'relic' }],
    ashfield: [{ id: 't5', kind: 'gold' }],
  },
  marchSlots: 2,
  pending: null,
}

/**
 * Demo Marches for the ring ruleset: Westmark at war with a Leader in its
 * citadel, Silverwood and Stonedeep not yet At War, a lone Companion and a
 * lone Nazgul, Ash Gate holding nine Army units (one short of the limit),
 * Fellmoor not At War, and settlements held by both sides, some of them
 * away from their nation's side.
 */
const marches: RingState = {
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: {
    highfold: { side: 'free', atWar: true },
    stonedeep: { side: 'free', atWar: false },
    westmark: { side: 'free', atWar: true },
    silverwood: { side: 'free', atWar: false },
    ironhold: { side: 'shadow', atWar: true },
    ashland: { side: 'shadow', atWar: true },
    fellmoor: { side: 'shadow', atWar: false },
    southreach: { side: 'shadow', atWar: true },
  },
  figures: {
    'hf-r1': { kind: 'regular', nation: 'highfold', region: 'highfold-hall' },
    'hf-e1': { kind: 'elite', nation: 'highfold', region: 'highfold-hall' },
    'hf-lord': { kind: 'leader', nation: 'highfold', region: 'highfold-hall' },
    'sd-r1': { kind: 'regular', nation: 'stonedeep', region: 'stonedeep-gate' },
    'sd-e1': { kind: 'elite', nation: 'stonedeep', region: 'stonedeep-gate' },
    'wm-r1': { kind: 'regular', nation: 'westmark', region: 'westmark-citadel' },
    'wm-r2': { kind: 'regular', nation: 'westmark', region: 'westmark-citadel' },
    'wm-e1': { kind: 'elite', nation: 'westmark', region: 'westmark-citadel' },
    'wm-marshal': { kind: 'leader', nation: 'westmark', region: 'westmark-citadel' },
    'wm-r3': { kind: 'regular', nation: 'westmark', region: 'westmark-ford' },
    'wm-r4': { kind: 'regular', nation: 'westmark', region: 'old-bridge' },
    'sw-e1': { kind: 'elite', nation: 'silverwood', region: 'silverwood-glade' },
    'sw-r1': { kind: 'regular', nation: 'silverwood', region: 'silverwood-glade' },
    ranger: { kind: 'companion', side: 'free', region: 'crossroads' },
    'ih-r1': { kind: 'regular', nation: 'ironhold', region: 'iron-pass' },
    'ih-e1': { kind: 'elite', nation: 'ironhold', region: 'iron-pass' },
    herald: { kind: 'minion', nation: 'ironhold', region: 'iron-pass' },
    'ih-r2': { kind: 'regular', nation: 'ironhold', region: 'iron-forge' },
    'ag-r1': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-r2': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-r3': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-r4': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-r5': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-r6': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-r7': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-r8': { kind: 'regular', nation: 'ashland', region: 'ash-gate' },
    'ag-e1': { kind: 'elite', nation: 'ashland', region: 'ash-gate' },
    rider: { kind: 'nazgul', nation: 'ashland', region: 'ash-gate' },
    'ap-r1': { kind: 'regular', nation: 'ashland', region: 'ash-plain' },
    'ap-r2': { kind: 'regular', nation: 'ashland', region: 'ash-plain' },
    shade: { kind: 'nazgul', nation: 'ashland', region: 'dim-marsh' },
    'fm-r1': { kind: 'regular', nation: 'fellmoor', region: 'moor-hold' },
    'fm-r2': { kind: 'regular', nation: 'fellmoor', region: 'moor-hold' },
    'sr-r1': { kind: 'regular', nation: 'southreach', region: 'sun-port' },
  },
  control: { 'old-bridge': 'free', 'barrow-fort': 'free', 'river-watch': 'shadow', 'silverwood-haven': 'shadow' },
  stackingLimit: 10,
  stackingCheck: 'each-move',
}

/** The opening of each bundled map, by the map's bundled name. */
export const openings: Readonly<Record<string, Opening>> = {
  'demo-isles': { state: isles, move: { type: 'march', faction: 'red', units: ['r-w1', 'r-w2'], to: 'high-peaks' } },
  'demo-marches': {
    state: marches,
    move: { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r1', 'wm-r2', 'wm-e1', 'wm-marshal'], to: 'westmark-ford' }] },
  },
}
