/**
 * Why a group may not enter a region, built on the rulings of an entry:
 * with the words given by the caller (`reach` words the violations in the
 * map's names as it makes them; `judgeEntry` in ids), or without words for
 * the judge to word at the edge.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../../board/graph.js'
import type { Region } from '../../board/board.js'
import type { Group } from './figures.js'
import type { Violation } from '../../model/violation.js'
import { enemyFault, landFault, warFault, type Fault } from './rulings.js'

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
 * worded by `words`: unknown, then rulings R1, R5 and R9 (see
 * {@link landFault}, {@link enemyFault}, {@link warFault}), `units` being
 * the enemy Army units there (sorted).
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
  const from = into.length
  entryDrafts(into as Fault[], board, group.notAtWar, region, units, army)
  for (let at = from; at < into.length; at++) worded(into[at] as Fault, words)
}

/**
 * Whether a group may enter `place`, the region `region` of the board,
 * `enemies` being how many enemy Army units stand there and `notAtWar` the
 * nations of its Army units not At War: {@link entryFaults} asked as a
 * question.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const mayEnter = (place: Region, region: string, notAtWar: ReadonlyArray<string>, enemies: number): boolean =>
  landFault(place, region, 0) === null && enemyFault(region, enemies, null, 0) === null && warFault(place, region, notAtWar, 0) === null

/**
 * The violations of a group entering `region` appended to `into` without
 * words, `notAtWar` being the nations of its Army units not At War, sorted:
 * {@link entryFaults} for a caller that words them at the edge.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const entryDrafts = (into: Fault[], board: Board, notAtWar: ReadonlyArray<string>, region: string, units: ReadonlyArray<string>, army: number): void => {
  const place = board.regions.get(region)
  if (place === undefined) {
    into.push({ code: 'UNKNOWN_ID', message: '', id: region, entity: 'region', army })
    return
  }
  const land = landFault(place, region, army)
  if (land !== null) into.push(land)
  const enemy = enemyFault(region, units.length, units, army)
  if (enemy !== null) into.push(enemy)
  const war = warFault(place, region, notAtWar, army)
  if (war !== null) into.push(war)
}
