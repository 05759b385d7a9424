// Ring oracle, the invariants: what a legal move must keep, read off the position before and after.
/**
 * The invariants every legal ring move keeps, judged from the position
 * before and the one after (never from the implementation's reasoning), and
 * the canonical choice of figures among interchangeable ones.
 */
import type { MapFile } from '../../src/model/map.js'
import type { RingMove, RingState } from '../../src/model/ring-state.js'
import { armyUnitsIn, controllersOf, enemyArmyIn, figureOf, leaderAloneIn, placementOf, type Army } from './ring.js'

const routesOf = (move: RingMove): ReadonlyArray<Army> =>
  move.type === 'attack'
    ? [{ figures: move.figures, path: [] }]
    : move.type === 'event-move'
      ? move.moves
      : move.moves.map((step) => ({ figures: step.figures, path: [step.to] }))

/**
 * What a legal move broke, judged from the position before and the one
 * after (never from the implementation's reasoning): each entry names the
 * invariant and the ids involved; an empty list means none.
 */
export const breaches = (map: MapFile, state: RingState, move: RingMove, next: RingState): ReadonlyArray<string> => {
  const out: string[] = []
  const side = move.side
  const routes = routesOf(move)
  const limit = state.stackingLimit ?? 10
  const named = routes.flatMap((route) => route.figures)
  // no figure moves twice
  const seen = new Set<string>()
  for (const id of named) {
    if (seen.has(id)) out.push(`moved twice: ${id}`)
    seen.add(id)
  }
  // figures conserved, and only the named ones move, each to its army's destination
  const before = Object.keys(state.figures).sort()
  const afterIds = Object.keys(next.figures).sort()
  if (JSON.stringify(before) !== JSON.stringify(afterIds)) out.push(`figures not conserved: ${before.join(',')} -> ${afterIds.join(',')}`)
  const destinationOf = new Map<string, string>()
  // an attack names figures that stay where they are
  for (const route of routes) for (const id of route.figures) if (route.path.length > 0) destinationOf.set(id, route.path[route.path.length - 1] ?? '')
  for (const id of before) {
    const was = figureOf(state, id)
    const now = figureOf(next, id)
    if (was === undefined || now === undefined) continue
    if (was.kind !== now.kind || was.nation !== now.nation || was.side !== now.side) out.push(`figure changed: ${id}`)
    const expected = destinationOf.get(id) ?? was.region
    if (now.region !== expected) out.push(`figure ${id} in ${now.region}, expected in ${expected}`)
  }
  const placement = placementOf(next)
  // stacking where the move brought units
  for (const route of routes) {
    if (route.path.length === 0) continue
    const destination = route.path[route.path.length - 1] ?? ''
    const count = armyUnitsIn(next, placement, destination).length
    if (count > limit) out.push(`stacking: ${destination} holds ${count} > ${limit}`)
  }
  // Free Peoples Leaders never left without Free Peoples Army units
  if (side === 'free')
    for (const route of routes) {
      const origin = figureOf(state, route.figures[0] ?? '')?.region ?? ''
      if (leaderAloneIn(next, placement, origin)) out.push(`leader alone in ${origin}`)
    }
  // never into or through enemy Army units
  for (const route of routes)
    for (const region of route.path)
      if (enemyArmyIn(state, placementOf(state), region, side)) out.push(`entered enemy army in ${region}`)
  // settlements change hands only where an army went, only to the mover, and every enemy one it went through falls
  const entered = new Set(routes.flatMap((route) => route.path))
  const was = controllersOf(map, state)
  const now = controllersOf(map, next)
  for (const region of Object.keys(map.regions)) {
    if (was[region] === now[region]) continue
    if (!entered.has(region)) out.push(`control of ${region} changed without an army there`)
    if (now[region] !== side) out.push(`control of ${region} went to ${String(now[region])}, not to ${side}`)
  }
  for (const region of entered) if (was[region] !== undefined && now[region] !== side) out.push(`settlement ${region} entered but not taken`)
  // the rest of the position stays
  if (JSON.stringify(next.nations) !== JSON.stringify(state.nations)) out.push('nations changed')
  if (next.stackingLimit !== state.stackingLimit || next.stackingCheck !== state.stackingCheck) out.push('options changed')
  if (next.format !== state.format || next.ruleset !== state.ruleset) out.push('format changed')
  return out
}

/**
 * How a move departs from the canonical choice: each army takes, of every
 * kind and nation (or side) it moves, the lowest ids in string order among
 * those standing in its region and not yet moved in the action.
 */
export const canonicalBreaches = (state: RingState, move: RingMove): ReadonlyArray<string> => {
  const out: string[] = []
  const placement: Record<string, string> = { ...placementOf(state) }
  const moved = new Set<string>()
  const classOf = (id: string): string => {
    const figure = figureOf(state, id)
    return figure === undefined ? `?${id}` : `${figure.kind}/${figure.nation ?? '-'}/${figure.side ?? '-'}`
  }
  for (const route of routesOf(move)) {
    const origin = placement[route.figures[0] ?? ''] ?? ''
    const wanted = new Map<string, number>()
    for (const id of route.figures) wanted.set(classOf(id), (wanted.get(classOf(id)) ?? 0) + 1)
    for (const [kind, count] of wanted) {
      const lowest = Object.keys(state.figures)
        .filter((id) => placement[id] === origin && !moved.has(id) && classOf(id) === kind)
        .sort()
        .slice(0, count)
      const chosen = route.figures.filter((id) => classOf(id) === kind).sort()
      if (JSON.stringify(lowest) !== JSON.stringify(chosen)) out.push(`${kind} in ${origin}: took ${chosen.join(',')}, lowest are ${lowest.join(',')}`)
    }
    const destination = route.path[route.path.length - 1] ?? origin
    for (const id of route.figures) {
      placement[id] = destination
      moved.add(id)
    }
  }
  return out
}
