/**
 * The stops of every route of a March's searches, worked out at once for a
 * caller that asks about every region of the board (`march.ts`'s reach):
 * written apart from the searches (`rules.ts`), so that a game which only
 * judges and applies Marches does not carry it.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import type { Violation } from '../../model/violation.js'
import { advance } from '../../board/walk.js'
import { violation } from '../../words/heroes.js'
import type { Routes, StopsTable } from './rules.js'

/**
 * The MUST_STOP violations on the shortest route (stop rules aside) to every
 * region, by region number: what {@link Routes} `stopsTable` gives when
 * `routesFrom` is given this function.
 *
 * @since 0.3.0
 * @category rules
 * @internal
 */
export const stopsOfEveryRoute = (routes: Routes): StopsTable => {
  const { numbers, stopAt } = routes
  const search = routes.unstopped()
  const start = search.origin
  advance(search, Infinity)
  const stops: Array<ReadonlyArray<Violation> | undefined> = []
  stops[start] = []
  // A search lists each region after the one before it on its path, so that one's stops are known.
  for (let k = 1; k < search.order.length; k++) {
    const n = search.order[k] as number
    const before = search.before[k] ?? start
    const soFar = stops[before] ?? []
    const reason = before === start ? null : stopAt(before)
    stops[n] = reason === null ? soFar : [...soFar, violation('MUST_STOP', { region: numbers.ids[before] ?? '', reason })]
  }
  return stops
}
