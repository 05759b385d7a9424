// The heroes scenario table, typed: every case of test/scenarios/heroes/*.json
// is written here, judged through heroes.applyMove, and compared with its file
// so that the JSON table (read by test/scenario-table.test.ts) cannot drift.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../src/event.js'
import { compile } from '../src/graph.js'
import type { ExplorationToken, HeroesMove, HeroesPiece, HeroesState, HeroesUnit, PendingExploration } from '../src/heroes-state.js'
import { heroesDemo } from '../src/demo/heroes.js'
import { applyMove, legalMoves, validateMove } from '../src/heroes.js'
import type { MapFile } from '../src/map.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import type { RingMove, RingState } from '../src/ring-state.js'

interface Case {
  readonly file: string
  readonly title: string
  readonly rule: string
  readonly map?: MapFile
  readonly state: HeroesState
  readonly move: HeroesMove | RingMove
  readonly expect:
    | { readonly legal: false; readonly codes: ReadonlyArray<string> }
    | { readonly legal: true; readonly events: ReadonlyArray<GameEvent>; readonly state?: HeroesState }
}

const speeds = { red: { serf: 2, warrior: 2, paladin: 1, hero: 3 }, blue: { serf: 2, warrior: 3 } }

const unit = (faction: string, type: string, region: string): HeroesUnit => ({ faction, type, region })
const piece = (faction: string, region: string): HeroesPiece => ({ faction, region })

interface Extras {
  readonly vessels?: Record<string, HeroesPiece>
  readonly towers?: Record<string, HeroesPiece>
  readonly exploration?: Record<string, ReadonlyArray<ExplorationToken>>
  readonly marchSlots?: number
  readonly pending?: PendingExploration | null
}

const position = (units: Record<string, HeroesUnit>, extras: Extras = {}): HeroesState => ({
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds,
  units,
  ...extras,
})

const march = (faction: string, units: ReadonlyArray<string>, to: string, path?: ReadonlyArray<string>): HeroesMove =>
  path === undefined ? { type: 'march', faction, units, to } : { type: 'march', faction, units, to, path }

const moved = (units: ReadonlyArray<string>, from: string, to: string, path: ReadonlyArray<string>): GameEvent => ({ type: 'moved', units, from, to, path })

const refused = (...codes: ReadonlyArray<string>): Case['expect'] => ({ legal: false, codes })

const warriorsIn = (region: string): Record<string, HeroesUnit> => ({ 'r-w1': unit('red', 'warrior', region), 'r-w2': unit('red', 'warrior', region) })

const paladinArmy = { 'r-paladin': unit('red', 'paladin', 'greenvale'), ...warriorsIn('greenvale') }

const redTowers = { 'r-t1': piece('red', 'oakwood'), 'r-t2': piece('red', 'ashfield') }

const swampTokens: ReadonlyArray<ExplorationToken> = [
  { id: 't1', kind: 'ruins' },
  { id: 't2', kind: 'gold' },
  { id: 't3', kind: 'monster' },
]

const swampPending = (token: ExplorationToken, more: number): PendingExploration => ({ kind: 'exploration', faction: 'red', region: 'fenmire', revealed: token, more })

const twoIsles: MapFile = {
  format: 'marchlaw/map@1',
  name: 'Two isles',
  regions: { west: { kind: 'land' }, shore: { kind: 'land' }, east: { kind: 'land' }, cove: { kind: 'land' }, strait: { kind: 'sea' } },
  adjacent: [['west', 'shore'], ['east', 'cove'], ['shore', 'strait'], ['strait', 'east']],
}

const cases: ReadonlyArray<Case> = [
  {
    file: 'march-border',
    title: 'A Warrior marches across a plain border',
    rule: 'March: an army of 1 to 5 units moves into an adjacent land region',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'oakwood'),
    expect: { legal: true, events: [moved(['r-w1'], 'greenvale', 'oakwood', ['oakwood'])], state: position({ ...warriorsIn('greenvale'), 'r-w1': unit('red', 'warrior', 'oakwood') }) },
  },
  {
    file: 'march-ferry',
    title: 'A ferry route joins two continents across the mid sea',
    rule: 'Ferry routes: the endpoints of a route are adjacent',
    state: position(warriorsIn('amber-fields')),
    move: march('red', ['r-w1', 'r-w2'], 'south-harbor'),
    expect: { legal: true, events: [moved(['r-w1', 'r-w2'], 'amber-fields', 'south-harbor', ['south-harbor'])] },
  },
  {
    file: 'ferry-branch-to-gull-isle',
    title: 'The branching gull ferry takes north-harbor to gull-isle',
    rule: 'Ferry routes: a branching route reaches every endpoint',
    state: position({ 'r-s': unit('red', 'serf', 'north-harbor') }),
    move: march('red', ['r-s'], 'gull-isle', ['gull-isle']),
    expect: { legal: true, events: [moved(['r-s'], 'north-harbor', 'gull-isle', ['gull-isle'])] },
  },
  {
    file: 'ferry-branch-to-stonecrest',
    title: 'The branching gull ferry takes gull-isle to stonecrest',
    rule: 'Ferry routes: a branching route reaches every endpoint',
    state: position({ 'r-s': unit('red', 'serf', 'gull-isle') }),
    move: march('red', ['r-s'], 'stonecrest', ['stonecrest']),
    expect: { legal: true, events: [moved(['r-s'], 'gull-isle', 'stonecrest', ['stonecrest'])] },
  },
  {
    file: 'ferry-branch-to-north-harbor',
    title: 'The branching gull ferry takes stonecrest to north-harbor',
    rule: 'Ferry routes: a branching route reaches every endpoint',
    state: position({ 'r-s': unit('red', 'serf', 'stonecrest') }),
    move: march('red', ['r-s'], 'north-harbor', ['north-harbor']),
    expect: { legal: true, events: [moved(['r-s'], 'stonecrest', 'north-harbor', ['north-harbor'])] },
  },
  {
    file: 'graticule-wrap-west-to-east',
    title: 'Graticule A wraps from cape-west on the west edge to the forest of tidewood on the east edge',
    rule: 'Graticules: two segments with one label form one route across the map edge',
    state: position({ 'r-s': unit('red', 'serf', 'cape-west') }),
    move: march('red', ['r-s'], 'tidewood'),
    expect: { legal: true, events: [moved(['r-s'], 'cape-west', 'tidewood', ['tidewood'])] },
  },
  {
    file: 'graticule-wrap-east-to-west',
    title: 'Graticule A wraps back from tidewood to cape-west, then on to greenvale',
    rule: 'Graticules: the joined route works both ways',
    state: position({ 'b-s': unit('blue', 'serf', 'tidewood') }),
    move: march('blue', ['b-s'], 'greenvale', ['cape-west', 'greenvale']),
    expect: { legal: true, events: [moved(['b-s'], 'tidewood', 'greenvale', ['cape-west', 'greenvale'])] },
  },
  {
    file: 'tower-capital-tower',
    title: 'A Speed-2 army goes from a tower to its capital and on to another tower',
    rule: 'Towers are adjacent to their capital (ruling H2)',
    state: position(warriorsIn('oakwood'), { towers: redTowers }),
    move: march('red', ['r-w1', 'r-w2'], 'ashfield'),
    expect: { legal: true, events: [moved(['r-w1', 'r-w2'], 'oakwood', 'ashfield', ['red-capital', 'ashfield'])] },
  },
  {
    file: 'towers-not-adjacent',
    title: 'Two towers of one faction are not adjacent to each other',
    rule: 'NOT_ADJACENT: towers link only to their capital (ruling H2)',
    state: position(warriorsIn('oakwood'), { towers: redTowers }),
    move: march('red', ['r-w1'], 'ashfield', ['ashfield']),
    expect: refused('NOT_ADJACENT'),
  },
  {
    file: 'tower-link-serves-opponents',
    title: 'A blue army on a red tower steps into the red capital and fights there',
    rule: 'The capital/tower link serves every army (ruling H2); an opponent capital means battle',
    state: position({ 'b-w': unit('blue', 'warrior', 'ashfield') }, { towers: redTowers }),
    move: march('blue', ['b-w'], 'red-capital'),
    expect: {
      legal: true,
      events: [moved(['b-w'], 'ashfield', 'red-capital', ['red-capital']), { type: 'battle', region: 'red-capital', attacker: 'blue', defenders: ['red'] }],
    },
  },
  {
    file: 'courtyard-origin',
    title: 'Units in the Courtyard of their capital march out',
    rule: 'NOT_LAND: the origin may be a capital region',
    state: position({ 'r-s': unit('red', 'serf', 'red-capital') }),
    move: march('red', ['r-s'], 'oakwood'),
    expect: { legal: true, events: [moved(['r-s'], 'red-capital', 'oakwood', ['greenvale', 'oakwood'])] },
  },
  {
    file: 'own-capital-passed',
    title: 'An army passes through its own capital',
    rule: 'Stop regions: the own capital is no stop',
    state: position(warriorsIn('greenvale'), { towers: redTowers }),
    move: march('red', ['r-w1'], 'ashfield', ['red-capital', 'ashfield']),
    expect: { legal: true, events: [moved(['r-w1'], 'greenvale', 'ashfield', ['red-capital', 'ashfield'])] },
  },
  {
    file: 'opponent-capital-stops',
    title: 'An army may not march on from an opponent capital',
    rule: 'MUST_STOP: an opponent capital ends the March in battle',
    state: position({ 'r-h': unit('red', 'hero', 'stonecrest') }, { towers: { 'b-t': piece('blue', 'tidewood') } }),
    move: march('red', ['r-h'], 'tidewood', ['blue-capital', 'tidewood']),
    expect: refused('MUST_STOP'),
  },
  {
    file: 'desert-ends-march',
    title: 'An army may end its March in the desert',
    rule: 'Deserts: the March ends on entering one',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'sunscar'),
    expect: { legal: true, events: [moved(['r-w1'], 'greenvale', 'sunscar', ['sunscar'])] },
  },
  {
    file: 'desert-not-passed',
    title: 'An army may not pass through the desert, whatever its Speed',
    rule: 'MUST_STOP: a desert ends the March',
    state: position({ 'r-h': unit('red', 'hero', 'greenvale') }),
    move: march('red', ['r-h'], 'amber-fields', ['sunscar', 'amber-fields']),
    expect: refused('MUST_STOP'),
  },
  {
    file: 'desert-no-path',
    title: 'Without a path, the desert leaves a Speed-2 army no way to amber-fields',
    rule: 'NO_PATH: the short route stops in the desert, the long one is too far (ruling H8)',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'amber-fields'),
    expect: refused('NO_PATH'),
  },
  {
    file: 'desert-origin-leaves',
    title: 'An army starting in the desert leaves it normally',
    rule: 'Stop rules never apply to the origin (ruling H5)',
    state: position(warriorsIn('sunscar')),
    move: march('red', ['r-w1', 'r-w2'], 'north-harbor', ['amber-fields', 'north-harbor']),
    expect: { legal: true, events: [moved(['r-w1', 'r-w2'], 'sunscar', 'north-harbor', ['amber-fields', 'north-harbor'])] },
  },
  {
    file: 'battle-units',
    title: 'Marching into opponent units triggers a battle',
    rule: 'Battle: opponent units stop the March and fight',
    state: position({ ...warriorsIn('south-harbor'), 'b-s': unit('blue', 'serf', 'lowmeadow') }),
    move: march('red', ['r-w1', 'r-w2'], 'lowmeadow'),
    expect: {
      legal: true,
      events: [moved(['r-w1', 'r-w2'], 'south-harbor', 'lowmeadow', ['lowmeadow']), { type: 'battle', region: 'lowmeadow', attacker: 'red', defenders: ['blue'] }],
    },
  },
  {
    file: 'battle-units-stop',
    title: 'An army may not march on past opponent units',
    rule: 'MUST_STOP: opponent units end the March',
    state: position({ ...warriorsIn('south-harbor'), 'b-s': unit('blue', 'serf', 'lowmeadow') }),
    move: march('red', ['r-w1'], 'fenmire', ['lowmeadow', 'fenmire']),
    expect: refused('MUST_STOP'),
  },
  {
    file: 'battle-vessel-stop',
    title: 'An opponent vessel in north-harbor stops the March there',
    rule: 'MUST_STOP: opponent vessels end the March',
    state: position(warriorsIn('amber-fields'), { vessels: { 'b-ship': piece('blue', 'north-harbor') } }),
    move: march('red', ['r-w1'], 'gull-isle', ['north-harbor', 'gull-isle']),
    expect: refused('MUST_STOP'),
  },
  {
    file: 'battle-tower-stop',
    title: 'An opponent tower in stonecrest stops the March there',
    rule: 'MUST_STOP: an opponent tower ends the March',
    state: position(warriorsIn('ashfield'), { towers: { 'b-t': piece('blue', 'stonecrest') } }),
    move: march('red', ['r-w1'], 'tidewood', ['stonecrest', 'tidewood']),
    expect: refused('MUST_STOP'),
  },
  {
    file: 'battle-tower-only',
    title: 'Marching onto a lone opponent tower is a battle against its faction',
    rule: 'Battle: an opponent tower is fought',
    state: position(warriorsIn('ashfield'), { towers: { 'b-t': piece('blue', 'stonecrest') } }),
    move: march('red', ['r-w1'], 'stonecrest'),
    expect: {
      legal: true,
      events: [moved(['r-w1'], 'ashfield', 'stonecrest', ['stonecrest']), { type: 'battle', region: 'stonecrest', attacker: 'red', defenders: ['blue'] }],
    },
  },
  {
    file: 'paladin-holds-back-warriors',
    title: 'A Speed-1 Paladin holds two Speed-2 Warriors back to one region',
    rule: 'TOO_FAR: the army moves at the Speed of its slowest unit',
    state: position(paladinArmy),
    move: march('red', ['r-paladin', 'r-w1', 'r-w2'], 'high-peaks', ['oakwood', 'high-peaks']),
    expect: refused('TOO_FAR'),
  },
  {
    file: 'paladin-no-path',
    title: 'Without a path, the Paladin army finds high-peaks too far',
    rule: 'NO_PATH: too far for the slowest unit',
    state: position(paladinArmy),
    move: march('red', ['r-paladin', 'r-w1', 'r-w2'], 'high-peaks'),
    expect: refused('NO_PATH'),
  },
  {
    file: 'warriors-without-paladin',
    title: 'The two Warriors without the Paladin reach high-peaks',
    rule: 'Speed: the lowest Speed of the army, here 2',
    state: position(paladinArmy),
    move: march('red', ['r-w1', 'r-w2'], 'high-peaks'),
    expect: { legal: true, events: [moved(['r-w1', 'r-w2'], 'greenvale', 'high-peaks', ['oakwood', 'high-peaks'])] },
  },
  {
    file: 'paladin-army-one-region',
    title: 'The Paladin army marches one region',
    rule: 'Speed: the lowest Speed of the army, here 1',
    state: position(paladinArmy),
    move: march('red', ['r-paladin', 'r-w1', 'r-w2'], 'oakwood'),
    expect: { legal: true, events: [moved(['r-paladin', 'r-w1', 'r-w2'], 'greenvale', 'oakwood', ['oakwood'])] },
  },
  {
    file: 'stacking-limit',
    title: 'Two more red units would make six in oakwood',
    rule: 'STACKING_LIMIT: at most 5 units of a faction after the March, counting those there (ruling H4)',
    state: position({
      ...warriorsIn('greenvale'),
      'r-o1': unit('red', 'serf', 'oakwood'),
      'r-o2': unit('red', 'serf', 'oakwood'),
      'r-o3': unit('red', 'serf', 'oakwood'),
      'r-o4': unit('red', 'serf', 'oakwood'),
    }),
    move: march('red', ['r-w1', 'r-w2'], 'oakwood'),
    expect: refused('STACKING_LIMIT'),
  },
  {
    file: 'stacking-passed-through',
    title: 'A crowded region may be passed through',
    rule: 'Stacking: no limit in regions passed through (ruling H4)',
    state: position({
      ...warriorsIn('greenvale'),
      'r-o1': unit('red', 'serf', 'oakwood'),
      'r-o2': unit('red', 'serf', 'oakwood'),
      'r-o3': unit('red', 'serf', 'oakwood'),
      'r-o4': unit('red', 'serf', 'oakwood'),
      'r-o5': unit('red', 'serf', 'oakwood'),
    }),
    move: march('red', ['r-w1', 'r-w2'], 'high-peaks'),
    expect: { legal: true, events: [moved(['r-w1', 'r-w2'], 'greenvale', 'high-peaks', ['oakwood', 'high-peaks'])] },
  },
  {
    file: 'army-too-large',
    title: 'Six units are too many for one army',
    rule: 'ARMY_TOO_LARGE: an army has 1 to 5 units',
    state: position({
      'r-s1': unit('red', 'serf', 'greenvale'),
      'r-s2': unit('red', 'serf', 'greenvale'),
      'r-s3': unit('red', 'serf', 'greenvale'),
      'r-s4': unit('red', 'serf', 'greenvale'),
      'r-s5': unit('red', 'serf', 'greenvale'),
      'r-s6': unit('red', 'serf', 'greenvale'),
    }),
    move: march('red', ['r-s1', 'r-s2', 'r-s3', 'r-s4', 'r-s5', 'r-s6'], 'oakwood'),
    expect: refused('ARMY_TOO_LARGE'),
  },
  {
    file: 'empty-army',
    title: 'A March of no units',
    rule: 'EMPTY_ARMY',
    state: position(warriorsIn('greenvale')),
    move: march('red', [], 'oakwood'),
    expect: refused('EMPTY_ARMY'),
  },
  {
    file: 'duplicate-unit',
    title: 'A unit listed twice',
    rule: 'DUPLICATE_ID',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1', 'r-w1'], 'oakwood'),
    expect: refused('DUPLICATE_ID'),
  },
  {
    file: 'unknown-unit',
    title: 'A unit that is not in the position',
    rule: 'UNKNOWN_ID (unit)',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1', 'r-w9'], 'oakwood'),
    expect: refused('UNKNOWN_ID'),
  },
  {
    file: 'unknown-region',
    title: 'A destination that is not on the map',
    rule: 'UNKNOWN_ID (region)',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'atlantis'),
    expect: refused('UNKNOWN_ID'),
  },
  {
    file: 'not-owned',
    title: 'Red tries to march a blue serf along',
    rule: 'NOT_OWNED: every unit is of the marching faction',
    state: position({ ...warriorsIn('greenvale'), 'b-s': unit('blue', 'serf', 'greenvale') }),
    move: march('red', ['r-w1', 'b-s'], 'oakwood'),
    expect: refused('NOT_OWNED'),
  },
  {
    file: 'not-together',
    title: 'Units of two regions are not one army',
    rule: 'NOT_TOGETHER: an army starts in a single region',
    state: position({ 'r-w1': unit('red', 'warrior', 'greenvale'), 'r-w2': unit('red', 'warrior', 'cape-west') }),
    move: march('red', ['r-w1', 'r-w2'], 'sunscar'),
    expect: refused('NOT_TOGETHER'),
  },
  {
    file: 'sea-destination',
    title: 'Armies never enter a sea',
    rule: 'NOT_LAND: a sea destination',
    state: position(warriorsIn('sunscar')),
    move: march('red', ['r-w1'], 'mid-sea'),
    expect: refused('NOT_LAND'),
  },
  {
    file: 'sea-on-path',
    title: 'A path across the mid sea instead of the ferry',
    rule: 'NOT_LAND: a sea region entered on the way',
    state: position(warriorsIn('sunscar')),
    move: march('red', ['r-w1'], 'south-harbor', ['mid-sea', 'south-harbor']),
    expect: refused('NOT_LAND'),
  },
  {
    file: 'sea-origin',
    title: 'Units carried at sea do not March from it',
    rule: 'NOT_LAND: the origin is a land region or a capital',
    state: position({ 'r-s': unit('red', 'serf', 'mid-sea') }),
    move: march('red', ['r-s'], 'fenmire', ['fenmire']),
    expect: refused('NOT_LAND'),
  },
  {
    file: 'no-movement',
    title: 'A March into the region the army stands in',
    rule: 'NO_MOVEMENT',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'greenvale'),
    expect: refused('NO_MOVEMENT'),
  },
  {
    file: 'not-adjacent',
    title: 'greenvale does not border high-peaks',
    rule: 'NOT_ADJACENT: a step between regions that do not meet',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'high-peaks', ['high-peaks']),
    expect: refused('NOT_ADJACENT'),
  },
  {
    file: 'impassable',
    title: 'A cliff parts sunscar from high-peaks',
    rule: 'IMPASSABLE: a step across an impassable line',
    state: position(warriorsIn('sunscar')),
    move: march('red', ['r-w1'], 'high-peaks', ['high-peaks']),
    expect: refused('IMPASSABLE'),
  },
  {
    file: 'impassable-way-round',
    title: 'Round the cliff, sunscar reaches high-peaks in two steps',
    rule: 'IMPASSABLE lines are walked round by the path search',
    state: position(warriorsIn('sunscar')),
    move: march('red', ['r-w1'], 'high-peaks'),
    expect: { legal: true, events: [moved(['r-w1'], 'sunscar', 'high-peaks', ['amber-fields', 'high-peaks'])] },
  },
  {
    file: 'too-far',
    title: 'Three steps for a Speed-2 army',
    rule: 'TOO_FAR: more steps than the Speed',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'high-peaks', ['oakwood', 'high-peaks', 'north-harbor']),
    expect: refused('PATH_MISMATCH', 'TOO_FAR'),
  },
  {
    file: 'too-far-exact-path',
    title: 'A Speed-2 army given a three-step path',
    rule: 'TOO_FAR: more steps than the Speed',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'north-harbor', ['oakwood', 'high-peaks', 'north-harbor']),
    expect: refused('TOO_FAR'),
  },
  {
    file: 'no-path-no-route',
    title: 'No land route or ferry joins the two isles',
    rule: 'NO_PATH: no route at all (reason NOT_ADJACENT)',
    map: twoIsles,
    state: position({ 'r-s': unit('red', 'serf', 'west') }),
    move: march('red', ['r-s'], 'cove'),
    expect: refused('NO_PATH'),
  },
  {
    file: 'path-mismatch',
    title: 'A path that stops short of the destination',
    rule: 'PATH_MISMATCH: the path ends with the destination',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'high-peaks', ['oakwood']),
    expect: refused('PATH_MISMATCH'),
  },
  {
    file: 'path-empty',
    title: 'An empty path',
    rule: 'PATH_MISMATCH: an empty path',
    state: position(warriorsIn('greenvale')),
    move: march('red', ['r-w1'], 'oakwood', []),
    expect: refused('PATH_MISMATCH'),
  },
  {
    file: 'march-slot-used',
    title: 'A tracked March Action Slot is used',
    rule: 'March slots: applying uses one (march-slot-used)',
    state: position(warriorsIn('greenvale'), { marchSlots: 2 }),
    move: march('red', ['r-w1'], 'oakwood'),
    expect: {
      legal: true,
      events: [{ type: 'march-slot-used', left: 1 }, moved(['r-w1'], 'greenvale', 'oakwood', ['oakwood'])],
      state: position({ ...warriorsIn('greenvale'), 'r-w1': unit('red', 'warrior', 'oakwood') }, { marchSlots: 1 }),
    },
  },
  {
    file: 'same-army-twice',
    title: 'The same army marches again with the second slot',
    rule: 'March slots: two per round, even for one army',
    state: position({ 'r-w1': unit('red', 'warrior', 'oakwood'), 'r-w2': unit('red', 'warrior', 'greenvale') }, { marchSlots: 1 }),
    move: march('red', ['r-w1'], 'high-peaks'),
    expect: { legal: true, events: [{ type: 'march-slot-used', left: 0 }, moved(['r-w1'], 'oakwood', 'high-peaks', ['high-peaks'])] },
  },
  {
    file: 'no-march-slot',
    title: 'No March Action Slot is left',
    rule: 'NO_MARCH_SLOT',
    state: position(warriorsIn('greenvale'), { marchSlots: 0 }),
    move: march('red', ['r-w1'], 'oakwood'),
    expect: refused('NO_MARCH_SLOT'),
  },
  {
    file: 'exploration-pending',
    title: 'No March while a revealed token awaits resolution',
    rule: 'EXPLORATION_PENDING',
    state: position(warriorsIn('greenvale'), { exploration: { fenmire: swampTokens.slice(1) }, pending: swampPending({ id: 't1', kind: 'ruins' }, 1) }),
    move: march('red', ['r-w1'], 'oakwood'),
    expect: refused('EXPLORATION_PENDING'),
  },
  {
    file: 'exploration-reveal-land',
    title: 'Ending a March on land with a face-down token reveals it',
    rule: 'Exploration: one token revealed in a land region',
    state: position(warriorsIn('greenvale'), { exploration: { oakwood: [{ id: 't7', kind: 'ruins' }, { id: 't8', kind: 'gold' }] } }),
    move: march('red', ['r-w1'], 'oakwood'),
    expect: {
      legal: true,
      events: [moved(['r-w1'], 'greenvale', 'oakwood', ['oakwood']), { type: 'exploration-revealed', region: 'oakwood', token: 't7', kind: 'ruins' }],
      state: position(
        { ...warriorsIn('greenvale'), 'r-w1': unit('red', 'warrior', 'oakwood') },
        {
          exploration: { oakwood: [{ id: 't8', kind: 'gold' }] },
          pending: { kind: 'exploration', faction: 'red', region: 'oakwood', revealed: { id: 't7', kind: 'ruins' }, more: 0 },
        },
      ),
    },
  },
  {
    file: 'exploration-passed-through',
    title: 'Passing through a region with a token reveals nothing',
    rule: 'Exploration: only the region the March ends in',
    state: position(warriorsIn('greenvale'), { exploration: { oakwood: [{ id: 't7', kind: 'ruins' }] } }),
    move: march('red', ['r-w1'], 'high-peaks'),
    expect: {
      legal: true,
      events: [moved(['r-w1'], 'greenvale', 'high-peaks', ['oakwood', 'high-peaks'])],
      state: position({ ...warriorsIn('greenvale'), 'r-w1': unit('red', 'warrior', 'high-peaks') }, { exploration: { oakwood: [{ id: 't7', kind: 'ruins' }] } }),
    },
  },
  {
    file: 'swamp-reveals-first',
    title: 'Ending a March in the swamp reveals its first token, a second to follow',
    rule: 'Exploration: a swamp reveals two tokens, one at a time (ruling H10)',
    state: position(warriorsIn('south-harbor'), { exploration: { fenmire: swampTokens } }),
    move: march('red', ['r-w1', 'r-w2'], 'fenmire'),
    expect: {
      legal: true,
      events: [moved(['r-w1', 'r-w2'], 'south-harbor', 'fenmire', ['fenmire']), { type: 'exploration-revealed', region: 'fenmire', token: 't1', kind: 'ruins' }],
      state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens.slice(1) }, pending: swampPending({ id: 't1', kind: 'ruins' }, 1) }),
    },
  },
  {
    file: 'swamp-resolve-first',
    title: 'Resolving the first swamp token reveals the second',
    rule: 'Exploration: the second token only after the first is resolved (ruling H10)',
    state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens.slice(1) }, pending: swampPending({ id: 't1', kind: 'ruins' }, 1) }),
    move: { type: 'resolve-exploration', faction: 'red', token: 't1' },
    expect: {
      legal: true,
      events: [
        { type: 'exploration-resolved', region: 'fenmire', token: 't1' },
        { type: 'exploration-revealed', region: 'fenmire', token: 't2', kind: 'gold' },
      ],
      state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens.slice(2) }, pending: swampPending({ id: 't2', kind: 'gold' }, 0) }),
    },
  },
  {
    file: 'swamp-resolve-second',
    title: 'Resolving the second swamp token ends the exploration',
    rule: 'Exploration: a swamp reveals two tokens in all (ruling H10)',
    state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens.slice(2) }, pending: swampPending({ id: 't2', kind: 'gold' }, 0) }),
    move: { type: 'resolve-exploration', faction: 'red', token: 't2' },
    expect: {
      legal: true,
      events: [{ type: 'exploration-resolved', region: 'fenmire', token: 't2' }],
      state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens.slice(2) }, pending: null }),
    },
  },
  {
    file: 'battle-then-token',
    title: 'A March that ends in battle on a token still reveals it, after the battle',
    rule: 'Exploration and battle (ruling H7)',
    state: position({ ...warriorsIn('south-harbor'), 'b-s': unit('blue', 'serf', 'lowmeadow') }, { exploration: { lowmeadow: [{ id: 't4', kind: 'monster' }] } }),
    move: march('red', ['r-w1'], 'lowmeadow'),
    expect: {
      legal: true,
      events: [
        moved(['r-w1'], 'south-harbor', 'lowmeadow', ['lowmeadow']),
        { type: 'battle', region: 'lowmeadow', attacker: 'red', defenders: ['blue'] },
        { type: 'exploration-revealed', region: 'lowmeadow', token: 't4', kind: 'monster' },
      ],
    },
  },
  {
    file: 'not-revealed',
    title: 'Resolving a token that is still face down',
    rule: 'NOT_REVEALED: only the revealed token is resolved',
    state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens.slice(1) }, pending: swampPending({ id: 't1', kind: 'ruins' }, 1) }),
    move: { type: 'resolve-exploration', faction: 'red', token: 't2' },
    expect: refused('NOT_REVEALED'),
  },
  {
    file: 'not-revealed-none-pending',
    title: 'Resolving a token when no exploration is waiting',
    rule: 'NOT_REVEALED: no pending exploration',
    state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens } }),
    move: { type: 'resolve-exploration', faction: 'red', token: 't1' },
    expect: refused('NOT_REVEALED'),
  },
  {
    file: 'resolve-not-owned',
    title: "Blue tries to resolve red's exploration",
    rule: 'NOT_OWNED: the exploration belongs to the faction that marched',
    state: position(warriorsIn('fenmire'), { exploration: { fenmire: swampTokens.slice(1) }, pending: swampPending({ id: 't1', kind: 'ruins' }, 1) }),
    move: { type: 'resolve-exploration', faction: 'blue', token: 't1' },
    expect: refused('NOT_OWNED'),
  },
  {
    file: 'wrong-ruleset',
    title: 'A ring Army die move on a heroes position',
    rule: 'WRONG_RULESET',
    state: position(warriorsIn('greenvale')),
    move: { type: 'army-die', side: 'free', moves: [{ figures: ['r-w1'], to: 'oakwood' }] },
    expect: refused('WRONG_RULESET'),
  },
  {
    file: 'refused-many',
    title: 'A March refused for many reasons at once',
    rule: 'Every violation is reported',
    state: position({ ...paladinArmy, 'b-s': unit('blue', 'serf', 'oakwood') }, { marchSlots: 0 }),
    move: march('red', ['r-paladin', 'r-w1', 'r-w1', 'b-s', 'r-ghost'], 'north-harbor', ['sunscar', 'high-peaks', 'north-harbor']),
    expect: refused('NO_MARCH_SLOT', 'DUPLICATE_ID', 'UNKNOWN_ID', 'NOT_OWNED', 'NOT_TOGETHER', 'TOO_FAR', 'MUST_STOP', 'IMPASSABLE'),
  },
]

const boardFor = (map: MapFile | undefined) => {
  const board = compile(map ?? demoIsles)
  if (E.isLeft(board)) throw new Error(board.left.map((e) => e.message).join('\n'))
  return board.right
}

const asJson = (c: Case): unknown => ({
  title: c.title,
  rule: c.rule,
  scenario: { format: 'marchlaw/scenario@1', map: c.map ?? 'demo-isles', state: c.state, move: c.move },
  expect: c.expect,
})

const table = join(import.meta.dirname, 'scenarios', 'heroes')

describe('heroes scenario table', () => {
  it.each(cases.map((c) => [c.file, c] as const))('%s', (_file, c) => {
    const board = boardFor(c.map)
    const outcome = applyMove(board, c.state, c.move)
    if (c.expect.legal) {
      if (E.isLeft(outcome)) throw new Error(outcome.left.map((v) => v.message).join('\n'))
      expect(outcome.right.events).toEqual(c.expect.events)
      if (c.expect.state !== undefined) expect(outcome.right.state).toEqual(c.expect.state)
    } else {
      expect(E.isLeft(outcome) ? outcome.left.map((v) => v.code).sort() : ['(legal)']).toEqual([...c.expect.codes].sort())
    }
    expect(E.isRight(validateMove(board, c.state, c.move))).toBe(c.expect.legal)
  })

  it('has one JSON file per case, equal to it', () => {
    const files = readdirSync(table).filter((name) => name.endsWith('.json')).sort()
    expect(files).toEqual(cases.map((c) => `${c.file}.json`).sort())
    for (const c of cases) expect(JSON.parse(readFileSync(join(table, `${c.file}.json`), 'utf8')), c.file).toEqual(asJson(c))
  })

  it('has a case for every heroes violation code', () => {
    const shown = new Set(cases.flatMap((c) => (c.expect.legal ? [] : c.expect.codes)))
    const heroesCodes = [
      'UNKNOWN_ID', 'DUPLICATE_ID', 'NOT_OWNED', 'NOT_TOGETHER', 'EMPTY_ARMY', 'NO_MOVEMENT', 'NOT_ADJACENT', 'IMPASSABLE',
      'STACKING_LIMIT', 'ARMY_TOO_LARGE', 'NOT_LAND', 'TOO_FAR', 'MUST_STOP', 'NO_PATH', 'PATH_MISMATCH', 'NO_MARCH_SLOT',
      'EXPLORATION_PENDING', 'NOT_REVEALED', 'WRONG_RULESET',
    ]
    expect(heroesCodes.filter((code) => !shown.has(code))).toEqual([])
  })
})

describe('dispatch', () => {
  const board = boardFor(undefined)
  const ring: RingState = { format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} }

  it('refuses a heroes move on a ring position', () => {
    const verdict = validateMove(board, ring, march('red', ['r-w1'], 'oakwood'))
    expect(E.isLeft(verdict) && verdict.left).toEqual([expect.objectContaining({ code: 'WRONG_RULESET', ruleset: 'heroes', expected: 'ring' })])
  })

  it('offers the resolution while the faction explores, and nothing to the others', () => {
    const state = position(warriorsIn('fenmire'), { pending: swampPending({ id: 't1', kind: 'ruins' }, 0) })
    expect([...legalMoves(board, state, 'red')]).toEqual([{ type: 'resolve-exploration', faction: 'red', token: 't1' }])
    expect([...legalMoves(board, state, 'blue')]).toEqual([])
    const free = position(warriorsIn('fenmire'))
    expect([...legalMoves(board, free, 'red')].every((m) => m.type === 'march')).toBe(true)
    expect([...legalMoves(board, free, 'red')].length).toBeGreaterThan(0)
  })
})

describe('heroesDemo', () => {
  const lines = heroesDemo()
  const text = lines.join('\n')

  it('plays every step it promises', () => {
    expect(text).toContain('r-serf-1 moved from amber-fields to south-harbor by south-harbor')
    expect(text).toContain('r-serf-2 moved from cape-west to tidewood by tidewood')
    expect(text).toContain('moved from oakwood to ashfield by red-capital > ashfield')
    expect(text).toContain('MUST_STOP: The army must stop on entering the desert of sunscar')
    expect(text).toContain('moved from greenvale to sunscar by sunscar')
    expect(text).toContain('battle in lowmeadow: red attacks blue')
    expect(text).toMatch(/token swamp-1 revealed[\s\S]*token swamp-1 in fenmire resolved[\s\S]*token swamp-2 revealed[\s\S]*token swamp-2 in fenmire resolved/)
    expect(text).not.toContain('token swamp-3 revealed')
    expect(text).toContain('NO_PATH: The army has no way to reach high-peaks in this March: The move takes 2 steps; at most 1 is allowed.')
    expect(text).toContain('r-warrior-4, r-warrior-5 moved from greenvale to high-peaks')
  })

  it('ends with a March refused for every reason, each with its message', () => {
    const refusal = lines.slice(lines.findIndex((line) => line.startsWith('13.')))
    const codes = refusal.flatMap((line) => /^ {3}- ([A-Z_]+): ./.exec(line)?.[1] ?? [])
    expect(codes).toEqual(['DUPLICATE_ID', 'UNKNOWN_ID', 'NOT_OWNED', 'NOT_TOGETHER', 'TOO_FAR', 'MUST_STOP', 'IMPASSABLE', 'MUST_STOP'])
  })
})
