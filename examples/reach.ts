/**
 * Where can this army go, and why not elsewhere? Prints, for one army on a
 * bundled map, every region it can end its move in (with the path) and every
 * other region with the reasons it cannot. Run it from the repository root
 * (see README, "Examples"):
 *
 *   a Westmark army with an Army die, Demo Marches:  npm run example -- reach ring
 *   the same army under an event card (2 regions):   npm run example -- reach event
 *   a red army of two Warriors, Demo Isles:          npm run example -- reach heroes
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { compile, march, ring } from 'marchlaw'
import { demoIsles, demoMarches } from 'marchlaw/maps'
import type { Board, HeroesState, MapFile, Reach, RingState } from 'marchlaw'

const boardOf = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error('a bundled map always compiles')
  return board.right
}

const ringPosition: RingState = {
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: {
    westmark: { side: 'free', atWar: true },
    silverwood: { side: 'free', atWar: false },
    ashland: { side: 'shadow', atWar: true },
  },
  figures: {
    'wm-r1': { kind: 'regular', nation: 'westmark', region: 'westmark-ford' },
    'wm-r2': { kind: 'regular', nation: 'westmark', region: 'westmark-ford' },
    'wm-marshal': { kind: 'leader', nation: 'westmark', region: 'westmark-ford' },
    'sw-e1': { kind: 'elite', nation: 'silverwood', region: 'silverwood-glade' },
    'ag-r1': { kind: 'regular', nation: 'ashland', region: 'old-bridge' },
    rider: { kind: 'nazgul', nation: 'ashland', region: 'crossroads' },
  },
  control: { 'river-watch': 'free', 'old-bridge': 'free' },
}

const heroesPosition: HeroesState = {
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: { red: { warrior: 2 }, blue: { serf: 2 } },
  units: {
    'r-w1': { faction: 'red', type: 'warrior', region: 'greenvale' },
    'r-w2': { faction: 'red', type: 'warrior', region: 'greenvale' },
    'b-s1': { faction: 'blue', type: 'serf', region: 'oakwood' },
  },
}

/** The reach, as lines: first where the army can go, then every other region and its reasons. */
const describe = (where: Reach): ReadonlyArray<string> => {
  const lines = [`from ${where.origin ?? '(no valid army)'}`, 'can go to:']
  for (const [region, path] of Object.entries(where.reachable)) lines.push(`  ${region.padEnd(18)} by ${path.join(' > ')}`)
  lines.push('cannot go to:')
  for (const [region, violations] of Object.entries(where.unreachable))
    for (const [n, v] of violations.entries()) lines.push(`  ${(n === 0 ? region : '').padEnd(18)} ${v.code}: ${v.message}`)
  return lines
}

const [which = 'ring'] = process.argv.slice(2)
if (which === 'ring' || which === 'event') {
  const army = ['wm-r1', 'wm-r2', 'wm-marshal']
  const where = ring.reach(boardOf(demoMarches), ringPosition, army, which === 'ring' ? 'army-die' : { armies: 1, regions: 2 })
  console.log(`Demo Marches: ${army.join(', ')} ${which === 'ring' ? 'with an Army die' : 'under an event card of 2 regions'}`)
  for (const line of describe(where)) console.log(line)
} else if (which === 'heroes') {
  const army = ['r-w1', 'r-w2']
  console.log(`Demo Isles: ${army.join(', ')} (Speed 2) on a March`)
  for (const line of describe(march.reach(boardOf(demoIsles), heroesPosition, army))) console.log(line)
} else {
  console.error('usage: reach.ts [ring|event|heroes]')
  process.exitCode = 2
}
