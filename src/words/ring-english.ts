/**
 * The English words of the violations only the ring ruleset gives: a ring
 * game carries these and the shared ones, and none of the heroes'.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Evidence } from '../model/violation.js'
import type { Entries, Names } from './catalogue.js'
import { and, capital, verb } from './grammar.js'

/**
 * The violation codes only the ring ruleset gives.
 *
 * @internal
 */
export type RingCode = 'NOT_AN_ARMY' | 'TOO_MANY_ARMIES' | 'MOVED_TWICE' | 'NEEDS_LEADER' | 'LEADER_ALONE' | 'ENEMY_ARMY' | 'NOT_AT_WAR' | 'NO_ENEMY' | 'NOT_AT_WAR_ATTACK'

// Advice only where the evidence says it can be followed: the die this army could attack the region with.
const enemyWords = (e: Evidence<'ENEMY_ARMY'>, n: Names): string =>
  `An army may not enter ${n.region(e.region)}, held by ${n.stack(e.units)}${
    e.attack === undefined ? '' : `; attack it with the ${e.attack === 'army' ? 'Army' : 'Character'} die instead`
  }.`

/**
 * The English words of the codes only the ring ruleset gives, as written
 * (see `sharedEnglish`).
 *
 * @internal
 */
export const ringEnglish: Entries<RingCode> = {
  NOT_AN_ARMY: (e, n) => `An army needs an Army unit, and ${and(e.figures.map(n.piece))} ${verb(e.figures, 'is not one', 'are none')}.`,
  TOO_MANY_ARMIES: (e) => `This action moves at most ${e.limit} ${e.limit === 1 ? 'army' : 'armies'}, not ${e.count}.`,
  MOVED_TWICE: (e, n) => `This action has already moved ${n.piece(e.id)}.`,
  NEEDS_LEADER: (e, n) =>
    `A Character die moves an army with a Leader, Nazgul or Character, and ${and(e.figures.map(n.piece))} ${verb(e.figures, 'has', 'have')} none.`,
  LEADER_ALONE: (e, n) =>
    `${verb(e.leaders, 'Leader', 'Leaders')} ${and(e.leaders.map(n.piece))} would be in ${n.region(e.region)} without Free Peoples Army units.`,
  ENEMY_ARMY: enemyWords,
  NOT_AT_WAR: (e, n) =>
    `${capital(and(e.nations.map(n.nation)))} ${verb(e.nations, 'is', 'are')} not At War and cannot enter ${n.region(e.region)}, inside the borders of ${n.nation(e.regionNation)}.`,
  NO_ENEMY: (e, n) => `There is nothing to attack in ${n.region(e.region)}: it holds no enemy Army units.`,
  NOT_AT_WAR_ATTACK: (e, n) => `${capital(and(e.nations.map(n.nation)))} ${verb(e.nations, 'is', 'are')} not At War and cannot attack.`,
}
