/**
 * The armies a faction can march from one region: its units there by type
 * (units of one type are interchangeable), every choice of how many of each
 * to take, and the regions where its Marches may start. What the listing,
 * the count and both draws of `legal-moves.ts` share.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../../board/graph.js'
import type { HeroesState } from '../../model/heroes-state.js'
import { marchLimit, noSlotLeft } from './rules.js'
import { sortedIds } from '../../core/list.js'
import { ownValue } from '../../core/own-record.js'
import { surveyOf, type Group, type Survey } from './survey.js'

export type { Group } from './survey.js'

/**
 * Every choice of how many units of each type (1 to 5 in all), in the order
 * the listing gives them: `visit` is given how many of each group are taken
 * (in `takes`), the army's size and Speed, and stops the walk by answering
 * true. Nothing is built for an army not chosen.
 *
 * @internal
 */
export const eachArmy = (
  groups: ReadonlyArray<Group>,
  takes: number[],
  visit: (size: number, speed: number) => boolean,
  from = 0,
  room = marchLimit,
  size = 0,
  speed = Infinity,
): boolean => {
  const group = groups[from]
  if (group === undefined) return false
  const most = Math.min(room, group.ids.length)
  for (let take = 0; take <= most; take++) {
    takes[from] = take
    const slowest = take > 0 ? Math.min(speed, group.speed) : speed
    if (take > 0 && visit(size + take, slowest)) return true
    if (eachArmy(groups, takes, visit, from + 1, room - take, size + take, slowest)) return true
  }
  takes[from] = 0
  return false
}

/** The units `takes` chooses, in id order. @internal */
export const unitsOf = (groups: ReadonlyArray<Group>, takes: ReadonlyArray<number>): ReadonlyArray<string> => {
  const units: string[] = []
  groups.forEach((group, k) => {
    for (let at = 0; at < (takes[k] ?? 0); at++) units.push(group.ids[at] ?? '')
  })
  return sortedIds(units)
}

/**
 * The survey of `faction`'s Marches; `null` when it has no Speeds, while an
 * exploration is pending, or when no March slot is left:
 * ruling H17 (docs/rulings.md#h17).
 *
 * @internal
 */
export const marchingSurvey = (board: Board, state: HeroesState, faction: string): Survey | null => {
  if ((state.pending ?? null) !== null || noSlotLeft(state)) return null
  const speeds = ownValue(state.speeds, faction)
  return speeds === undefined ? null : surveyOf(board, state, faction, speeds)
}

/**
 * Where a March of the surveyed faction may start in `region`: its number
 * and the faction's groups there; `null` for a sea, a region not on the
 * board, or none of its units able to march.
 *
 * @internal
 */
export const startAt = (survey: Survey, region: string): { readonly from: number; readonly groups: ReadonlyArray<Group> } | null => {
  const from = survey.numbers.numberOf.get(region)
  const groups = from === undefined ? undefined : survey.groups[from]
  return from === undefined || groups === undefined ? null : { from, groups }
}
