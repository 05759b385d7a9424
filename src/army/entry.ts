/**
 * Why a group may not enter a region, with the words given by the caller:
 * `reach` words the violations in the map's names as it makes them;
 * `checkEntry` (src/army/group.ts) words them in ids, as `violation()` does,
 * for the judge to name them on the Left path.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../graph.js'
import type { Group } from './figures.js'
import type { Violation } from '../model/violation.js'

/**
 * The words of a violation: the map's names for `reach`, the ids for
 * `violation()`.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type Words = (violation: Violation) => string

/**
 * A violation made in one shape, its fields in the order `violation()` gives
 * them, with its words. Every violation of a code made here has the same
 * shape, so that V8 builds it as fast as a literal.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const worded = (draft: { message: string } & Violation, words: Words): Violation => {
  draft.message = words(draft)
  return draft
}

/**
 * Appends to `into` (it mutates `into`) why `group` may not enter `region`,
 * as `checkEntry` lists it: unknown, not land, the enemy Army units
 * `units` there (sorted), or a nation of the group not At War entering
 * another nation's region.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const entryFaults = (
  into: Violation[],
  board: Board,
  group: Group,
  region: string,
  units: ReadonlyArray<string>,
  army: number,
  words: Words,
): void => {
  const place = board.regions.get(region)
  if (place === undefined) {
    into.push(worded({ code: 'UNKNOWN_ID', message: '', id: region, entity: 'region', army }, words))
    return
  }
  // ruling R1 (docs/rulings.md#r1): armies never enter sea or capital regions.
  if (place.kind !== 'land') into.push(worded({ code: 'NOT_LAND', message: '', region, kind: place.kind, army }, words))
  // ruling R5 (docs/rulings.md#r5): enemy Leaders and Characters alone never block.
  if (units.length > 0) into.push(worded({ code: 'ENEMY_ARMY', message: '', region, units, army }, words))
  const regionNation = place.nation
  // ruling R9 (docs/rulings.md#r9): an Army unit of a nation not At War closes every region of another nation.
  if (regionNation !== undefined && group.notAtWar.length > 0) {
    const nations = group.notAtWar.filter((nation) => nation !== regionNation)
    if (nations.length > 0) into.push(worded({ code: 'NOT_AT_WAR', message: '', region, nations, regionNation, army }, words))
  }
}
