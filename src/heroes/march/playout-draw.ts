/**
 * The playout draw of a March: cheap enough for random playouts of millions
 * of moves, every March it gives legal, but not every legal March equally
 * likely. An occupied region is drawn until it is one where the faction can
 * march from, then one of the armies it can march there (evenly), then one
 * of the regions that army can end in (evenly). One search is made, from
 * the region drawn, where the even draw searches from every origin.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Board } from '../../board/graph.js'
import type { HeroesState, MarchMove } from '../../model/heroes-state.js'
import { eachArmy, marchingSurvey, startAt, unitsOf } from './armies.js'
import { marchLimit } from './rules.js'
import { advance, walkedPath, walkOver } from '../../board/walk.js'
import { occupiedRegions } from '../../core/piece-table.js'
import { randomIndex } from '../../core/random-index.js'

/** Tries before the playout draw hands over to the even draw, which settles whether any March exists. */
const TRIES = 16

/**
 * A legal March of `faction` by the playout draw; `null` when it has none
 * for certain (no units, a pending exploration, no slot), `undefined` when
 * every try failed and the even draw must settle it.
 *
 * @internal
 */
export const playoutMarch = (board: Board, state: HeroesState, faction: string, random: () => number): MarchMove | null | undefined => {
  const survey = marchingSurvey(board, state, faction)
  if (survey === null) return null
  const occupied = occupiedRegions(survey.field.units)
  if (occupied.length === 0) return null
  const takes: number[] = []
  for (let tries = 0; tries < TRIES; tries++) {
    const start = startAt(survey, occupied[randomIndex(random, occupied.length)] ?? '')
    if (start === null) continue
    let armies = 0
    eachArmy(start.groups, takes, () => (armies++, false))
    let drawn = randomIndex(random, armies)
    let size = 0
    let speed = 0
    eachArmy(start.groups, takes, (many, slowest) => {
      size = many
      speed = slowest
      return drawn-- === 0
    })
    // The walk stops at the army drawn, leaving in `takes` how many of each group it takes.
    const units = unitsOf(start.groups, takes)
    const walk = walkOver(survey.numbers, survey.links, start.from, survey.leaves)
    advance(walk, speed)
    const ends: number[] = []
    for (let k = 1; k < walk.order.length && (walk.steps[k] ?? 0) <= speed; k++) {
      const region = walk.order[k] ?? 0
      if (size <= marchLimit - survey.ownIn(region)) ends.push(region)
    }
    const end = ends[randomIndex(random, ends.length)]
    if (end !== undefined) return { type: 'march', faction, units, to: walk.ids[end] ?? '', path: walkedPath(walk, end) }
  }
  return undefined
}
