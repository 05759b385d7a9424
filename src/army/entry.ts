/**
 * Why a group may not enter a region, with the violations made by the
 * caller: `reach` words them in the map's names as it makes them, where
 * `checkEntry` (src/army/group.ts) words them in ids first.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../graph.js'
import type { Group } from './group.js'
import type { Evidence, Violation, ViolationCode } from '../model/violation.js'

/**
 * A maker of violations, as `violation()` is.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type MakeViolation = <C extends ViolationCode>(code: C, evidence: Evidence<C>, army?: number) => Violation

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
  make: MakeViolation,
): void => {
  const place = board.regions.get(region)
  if (place === undefined) {
    into.push(make('UNKNOWN_ID', { id: region, entity: 'region' }, army))
    return
  }
  // ruling R1 (docs/rulings.md#r1): armies never enter sea or capital regions.
  if (place.kind !== 'land') into.push(make('NOT_LAND', { region, kind: place.kind }, army))
  // ruling R5 (docs/rulings.md#r5): enemy Leaders and Characters alone never block.
  if (units.length > 0) into.push(make('ENEMY_ARMY', { region, units }, army))
  const regionNation = place.nation
  // ruling R9 (docs/rulings.md#r9): an Army unit of a nation not At War closes every region of another nation.
  if (regionNation !== undefined && group.notAtWar.length > 0) {
    const nations = group.notAtWar.filter((nation) => nation !== regionNation)
    if (nations.length > 0) into.push(make('NOT_AT_WAR', { region, nations, regionNation }, army))
  }
}
