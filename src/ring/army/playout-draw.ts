/**
 * The playout draw of a die move: cheap enough for random playouts of
 * millions of moves, every move it gives legal, but not every legal move
 * equally likely. A region where the side has an army is chosen evenly
 * (an occupied region is drawn until one is; each is read at most once per
 * call, so drawing it again costs a look-up), then one of the side's groups
 * there (within the stacking limit; drawn again a few times in the same
 * region when it cannot move), then one neighbour, and on round from it to
 * the first neighbour the group may move to, or attack when enemy Army
 * units hold it. Each try is judged with yes/no questions that stop at the
 * first failure and build nothing but the drawn region's classes; pairs of
 * armies are never drawn. When every region is read and none holds an army
 * of the side, there is no move, and the even draw is spared.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { attackDieOf } from './attack.js'
import { pickFigures, stockOf } from './choice.js'
import { figureSide, isArmyUnit, leadsCharacterDie, stackingLimitOf } from './figures.js'
import { groupRanks } from './group-rank.js'
import { armyCount, holdsEnemyArmy } from './census.js'
import type { DieMove } from './die.js'
import type { DieAction } from './die.js'
import { footprintOf, isAlone, pairJudge, type PairJudge } from './pairs.js'
import { holdsBack, isClosedTo, isEnterable } from './rulings.js'
import { figureOf, type Position } from './position.js'
import { piecesIn } from '../../core/region-index.js'
import { occupiedAt, occupiedOf } from '../../core/occupied-regions.js'
import { neighbours, type Board } from '../../board/graph.js'
import { ownValue } from '../../core/own-record.js'
import { randomIndex } from '../../core/random-index.js'
import type { AttackMove, Side } from '../../model/ring-state.js'

/** Tries before the playout draw hands over to the even draw, which settles whether any move exists. */
const TRIES = 64

/** Occupied regions drawn in one try before it gives up looking for one of the side's armies. */
const LOOKS = 8

/** Groups drawn in one region before the try gives up on it. */
const GROUPS = 8

/**
 * Whether `side` has an army in `region` that may move with `action`: an
 * Army unit, and for a Character die a Leader, Nazgul or Character too.
 * Reads the region's figures, for a Character die, only until one such is
 * seen.
 */
const armyIn = (position: Position, side: Side, action: DieAction, region: string): boolean => {
  // The region's tally (kept in the position's reading while the state is the one asked about) says whether the side has
  // an Army unit there: all an Army die asks, and without one a Character die has nobody to move either.
  if (armyCount(position, region, side) === 0) return false
  if (action !== 'character-die') return true
  const { nations } = position.state
  // ruling R4 (docs/rulings.md#r4): a Leader, Nazgul or Character of the side, beside the Army unit the tally found.
  for (const id of piecesIn(position.table, region)) {
    const figure = figureOf(position, id)
    if (figure !== undefined && leadsCharacterDie(figure.kind) && figureSide(nations, figure) === side) return true
  }
  return false
}

/**
 * A legal single-army move or attack of `side` out of `region`, one of its
 * groups drawn evenly a few times; `null` when none of the groups drawn
 * gives one.
 */
const moveFrom = (board: Board, position: Position, pairs: PairJudge, side: Side, action: DieAction, region: string, random: () => number): DieMove | AttackMove | null => {
  // Found afresh: in a playout the armies spread, and the region drawn is mostly one a recent move changed, whose
  // stock no earlier call kept (a kept stock cost more than it saved).
  const stock = stockOf(position, side, region)
  if (stock === null) return null
  const { classes } = stock
  const army = classes.map((c) => isArmyUnit(c.kind))
  const ranks = groupRanks(
    classes.map((c) => c.ids.length),
    army,
    stackingLimitOf(position.state),
  )
  if (ranks.size < 2) return null
  const { nations } = position.state
  const around = neighbours(board, region)
  // Every count is written by countsOf.
  const counts: number[] = []
  for (let group = 0; group < GROUPS; group++) {
    ranks.countsOf(1 + randomIndex(random, ranks.size - 1), counts)
    let units = false
    let led = false
    // A fresh list rather than one emptied: setting an array's length is a call into the engine's runtime.
    const notAtWar: string[] = []
    for (let i = 0; i < classes.length; i++) {
      const c = classes[i]
      const taken = counts[i] ?? 0
      if (c === undefined || taken === 0) continue
      if (army[i] === true) {
        units = true
        // ruling R9 (docs/rulings.md#r9), R17 (docs/rulings.md#r17): only the Army units of a nation not At War hold an army back.
        if (holdsBack(c.kind, ownValue(nations, c.owner)) && !notAtWar.includes(c.owner)) notAtWar.push(c.owner)
      }
      if (leadsCharacterDie(c.kind)) led = true
    }
    // ruling R4 (docs/rulings.md#r4): a Character die needs a Leader, Nazgul or Character in the group itself.
    if (!units || (action === 'character-die' && !led)) continue
    // From a neighbour drawn evenly, on round the others until one takes the group: a group blocked on most sides
    // still moves, where drawing again would fail as often.
    const start = randomIndex(random, around.length)
    for (let step = 0; step < around.length; step++) {
      const to = around[(start + step) % around.length]
      if (to === undefined) continue
      // ruling R5 (docs/rulings.md#r5), R16 (docs/rulings.md#r16): a region held by enemy Army units is attacked, not entered.
      if (holdsEnemyArmy(position, side, to)) {
        if (notAtWar.length === 0) return { type: 'attack', side, die: attackDieOf(action), figures: pickFigures(stock, counts), target: to }
        continue
      }
      const place = board.regions.get(to)
      // ruling R1 (docs/rulings.md#r1), R9 (docs/rulings.md#r9): land only, and a nation not At War stays within its borders.
      if (place === undefined || !isEnterable(place)) continue
      if (notAtWar.some((nation) => isClosedTo(place.nation, nation))) continue
      // ruling R7 (docs/rulings.md#r7), R8 (docs/rulings.md#r8): the stacking where it enters and the Leaders it leaves.
      // The figures are picked only for the move given: most neighbours tried refuse the group.
      if (isAlone(pairs, footprintOf(pairs, stock, counts, to))) return { type: action, side, moves: [{ figures: pickFigures(stock, counts), to }] }
    }
  }
  return null
}

/**
 * A legal die move of `side` by the playout draw; `null` when there is no
 * move at all (no region holds an army of the side that may move); or
 * `undefined` when its tries all failed (the caller then draws evenly, which
 * answers `null` only where there is no move).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const playoutMove = (board: Board, position: Position, side: Side, action: DieAction, random: () => number): DieMove | AttackMove | null | undefined => {
  // The occupied regions at the start, read by place in string order without their list of names.
  const regions = occupiedOf(position.table)
  // Whether each occupied region (by its place in `regions`) holds an army the die can move, read at most once per
  // call: a region drawn again costs a look-up, so a side with armies in few regions costs a few reads, not a few per try.
  const found: Array<boolean | undefined> = []
  // One judge for every try.
  const pairs = pairJudge(position, side)
  for (let tried = 0; tried < TRIES; tried++)
    // A region of the side's armies, each equally likely: occupied regions are drawn until one is.
    for (let look = 0; look < LOOKS; look++) {
      const at = randomIndex(random, regions.count)
      if (at < 0 || found[at] === false) continue
      const region = occupiedAt(regions, at)
      if (!(found[at] ??= armyIn(position, side, action, region))) continue
      const move = moveFrom(board, position, pairs, side, action, region, random)
      if (move !== null) return move
      break
    }
  // ruling R4 (docs/rulings.md#r4), R16 (docs/rulings.md#r16): every move and every attack takes an Army unit (led, on a Character die) out of one region.
  for (let at = 0; at < regions.count; at++) if (found[at] ?? armyIn(position, side, action, occupiedAt(regions, at))) return undefined
  return null
}
