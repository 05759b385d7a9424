// The moves each board is measured with, found once per board by asking the
// library itself: legal ones, near the middle of the map, so every board
// measures the same kind of move.
import * as E from 'fp-ts/lib/Either.js'
import { army, march, neighbours } from '../dist/index.js'

const isArmyUnit = (figure) => figure.kind === 'regular' || figure.kind === 'elite'

/** Regions of a side's figures, in id order of their first figure, starting from the middle of the list. */
const regionsFromMiddle = (regions) => {
  const middle = Math.floor(regions.length / 2)
  return [...regions.slice(middle), ...regions.slice(0, middle)]
}

/** Army units of `side` grouped by region, lowest ids first. */
const armyUnitsByRegion = (state, side) => {
  const byRegion = new Map()
  for (const id of Object.keys(state.figures).sort()) {
    const figure = state.figures[id]
    if (!isArmyUnit(figure) || state.nations[figure.nation]?.side !== side) continue
    const ids = byRegion.get(figure.region) ?? []
    ids.push(id)
    byRegion.set(figure.region, ids)
  }
  return byRegion
}

/**
 * A legal one-army Army die move of two Army units of `side`, and a legal
 * two-army one (two armies from different regions into different regions).
 */
export const ringMoves = (board, state, side = 'free') => {
  const byRegion = armyUnitsByRegion(state, side)
  const steps = []
  for (const region of regionsFromMiddle([...byRegion.keys()])) {
    const ids = byRegion.get(region) ?? []
    if (ids.length < 2) continue
    const figures = ids.slice(0, 2)
    for (const to of neighbours(board, region)) {
      const move = { type: 'army-die', side, moves: [{ figures, to }] }
      if (E.isRight(army.validateMove(board, state, move))) {
        steps.push({ figures, to })
        break
      }
    }
    if (steps.length >= 8) break
  }
  const [first, ...others] = steps
  if (first === undefined) throw new Error('no legal one-army die move on this board')
  const one = { type: 'army-die', side, moves: [first] }
  for (const second of others) {
    const two = { type: 'army-die', side, moves: [first, second] }
    if (second.to !== first.to && E.isRight(army.validateMove(board, state, two))) return { one, two }
  }
  throw new Error('no legal two-army die move on this board')
}

/**
 * A legal March of `faction`'s fastest units of one region (up to three of
 * them) with a path of `steps` regions, found by reach; and the same March
 * without its path. Takes the longest path there is when none has `steps`.
 */
export const heroesMoves = (board, state, faction = 'red', steps = 3) => {
  const speeds = state.speeds[faction]
  const byRegion = new Map()
  for (const id of Object.keys(state.units).sort()) {
    const unit = state.units[id]
    if (unit.faction !== faction) continue
    const ids = byRegion.get(unit.region) ?? []
    ids.push(id)
    byRegion.set(unit.region, ids)
  }
  let best = null
  for (const region of regionsFromMiddle([...byRegion.keys()]).slice(0, 12)) {
    const ids = byRegion.get(region) ?? []
    const fastest = Math.max(...ids.map((id) => speeds[state.units[id].type]))
    const units = ids.filter((id) => speeds[state.units[id].type] === fastest).slice(0, 3)
    const where = march.reach(board, state, units)
    for (const [to, path] of Object.entries(where.reachable)) {
      if (best === null || path.length > best.path.length) best = { type: 'march', faction, units, to, path }
      if (path.length === steps) {
        const withPath = { type: 'march', faction, units, to, path }
        const { path: _, ...search } = withPath
        return { withPath, search, speed: fastest }
      }
    }
  }
  if (best === null) throw new Error('no legal March on this board')
  const { path: _, ...search } = best
  return { withPath: best, search, speed: null }
}
