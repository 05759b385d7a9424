/**
 * Where one group can go with a die, and why not elsewhere.
 *
 * @since 0.2.0
 * @module
 */
import * as E from '../../core/either.js'
import { dieProblem, groupProblem, nowhere, positionProblem, unreachableEverywhere } from '../../input/ring-boundary.js'
import { attackDieOf, judgeAttack } from './attack.js'
import { judgeDieMove } from './die.js'
import { departureOf, verdictAt, type Departure } from './far-verdict.js'
import { groupSide, otherSide } from './figures.js'
import { enemyStack, type Stack } from './region-armies.js'
import { judgeGroup, enemyArmyUnits } from './group.js'
import type { DieAction } from './die.js'
import { positionOf } from './position.js'
import type { Board } from '../../board/graph.js'
import type { Reach } from '../../model/outcome.js'
import type { RingState } from '../../model/ring-state.js'
import type { Violation, Violations } from '../../model/violation.js'
import { setOwn } from '../../core/own-record.js'
import { filled, recordToFill } from '../../core/region-record.js'
import { namingOf } from '../naming.js'

// The verdict where only the enemy's Army units add to what the board says (see verdictAt's judgedAt): the most
// common list an answer makes, made here without the judge's general steps.
const enemyOnly = (departure: Departure, held: Stack, to: string, at: number): Violations => {
  const enemy: Violation = { code: 'ENEMY_ARMY', message: held.message, region: to, units: held.units.slice(), army: 0 }
  const said = departure.steps.board[at] ?? null
  return said === null ? [enemy] : said.length === 1 ? [said[0], enemy] : E.appended(said, enemy)
}

// An ENEMY_ARMY the group could attack instead, with the die that would, in its words.
const advised = (v: Extract<Violation, { readonly code: 'ENEMY_ARMY' }>, die: 'army' | 'character', words: (v: Violation) => string): Violation => {
  // One copy, worded in place: its fields stay in the order validateMove gives them. Written out where it names its
  // army (every one a die move makes does), not spread: V8 gave each spread with a field added a shape of its own,
  // and every read of one missed its caches.
  const made: { message: string } & Violation =
    v.army === undefined ? { ...v, attack: die } : { code: v.code, message: v.message, region: v.region, units: v.units, army: v.army, attack: die }
  made.message = words(made)
  return made
}

/**
 * Where one group can go with a die, and why not elsewhere: every region of
 * the map is either reachable (path: the region itself) or listed with the
 * violations a move there would have (the origin: NO_MOVEMENT); the
 * unreachable regions it may attack instead are also `attackable`, with
 * the enemy Army units there. The group
 * acts for the side of its first known figure; `origin` is `null` when the
 * group itself is invalid.
 *
 * @since 0.1.0
 * @category ring
 * @example
 * import { compile, army } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = {
 *   format: 'marchlaw/state@1' as const, ruleset: 'ring' as const,
 *   nations: { gondor: { side: 'free' as const, atWar: true } },
 *   figures: { r1: { kind: 'regular' as const, nation: 'gondor', region: 'a' } },
 * }
 * if (E.isRight(board)) {
 *   const where = army.reach(board.right, state, ['r1'], 'army-die')
 *   console.log(where.reachable, where.unreachable['c']?.[0]?.code) // { b: [ 'b' ] } NOT_ADJACENT
 * }
 */
export const reach = (board: Board, state: RingState, figures: ReadonlyArray<string>, action: DieAction): Reach => {
  if (positionProblem(board, state) !== null) return nowhere
  const malformed = dieProblem(action) ?? groupProblem(figures, 'move.moves[0].figures')
  if (malformed !== null) return unreachableEverywhere(board, malformed)
  // ruling R13 (docs/rulings.md#r13): the group acts for the side of its first known figure.
  const position = positionOf(state)
  const side = groupSide(state, figures)
  const checked = judgeGroup(position, side, figures, 0)
  const { group, violations } = checked
  const naming = namingOf(board, state)
  // Where the group stands, nothing needs judging a move: a region is judged from what every move of the group shares.
  const departure = group.origin === null ? null : departureOf(board, position, side, action, checked, group.origin, naming)
  const reachable: Record<string, ReadonlyArray<string>> = {}
  // Its keys set one by one, in the board's order (see regionRecord for why not from a template).
  const unreachable = recordToFill<Violations>()
  const attackable: Record<string, ReadonlyArray<string>> = {}
  const die = attackDieOf(action)
  const judged = (found: ReadonlyArray<Violation>): Violations | null => (E.isNonEmpty(found) ? naming.list(found) : null)
  const ids = board.ids
  // The step to each region, `null` for the regions the origin borders (and itself), the only ones an attack reaches.
  const steps = departure === null ? null : departure.steps.steps
  // The enemy stacks already named by region: the look-up by side is made once, not for each enemy region.
  const stacks = departure?.armies.held[otherSide(side)]
  for (let at = 0; at < ids.length; at++) {
    const to = ids[at] as string
    // A region of enemy Army units that the group, quiet and within the stacking limit there, may enter but for them
    // is refused for them alone: far-verdict.ts's judgedAt then adds nothing but the enemy to the step, which the
    // most common verdict of an answer is, and is built here without its general path. That no nation not At War
    // adds a fault is read from closedFrom, which hands back the board's own list of steps when none does; a change
    // to judgedAt's order must be made here too (reach's tests compare it with validateMove's words).
    const found =
      departure === null
        ? judged(judgeDieMove(board, position, { type: action, side, moves: [{ figures, to }] }, checked).violations)
        : departure.enemy[at] !== undefined &&
            departure.quiet &&
            at !== departure.origin &&
            (departure.own[at]?.length ?? 0) <= departure.room &&
            departure.base[at] === departure.steps.board[at]
          ? enemyOnly(departure, stacks?.[at] ?? enemyStack(departure.armies, otherSide(side), to, at, departure.words), to, at)
          : verdictAt(departure, to, at)
    if (found === null) {
      setOwn(reachable, to, [to])
      continue
    }
    // ruling R13 (docs/rulings.md#r13): a region the group may attack instead stays unreachable and is also attackable;
    // not one it does not border, since an attack takes the same step.
    if (
      (steps === null || steps[at] === null) &&
      found.some((v) => v.code === 'ENEMY_ARMY') &&
      judgeAttack(board, position, { type: 'attack', side, die, figures, target: to }, checked).length === 0
    ) {
      setOwn(attackable, to, enemyArmyUnits(position, side, to))
      // Its words advise the attack, as validateMove's do for a move there.
      const advise = (v: Violation): Violation => (v.code === 'ENEMY_ARMY' ? advised(v, die, naming.words) : v)
      const [first, ...rest] = found
      unreachable[to] = [advise(first), ...rest.map(advise)]
    } else unreachable[to] = found
  }
  return { origin: violations.length === 0 ? group.origin : null, reachable, unreachable: filled(unreachable), attackable }
}
