/**
 * The March action of the heroes ruleset (seed 000): validate a March (all
 * its violations), apply it (units moved, battle, exploration revealed),
 * list the legal Marches of a faction, and tell where an army can go and why
 * not elsewhere.
 *
 * @since 0.1.0
 * @module
 */
import * as E from '../core/either.js'
import { groupProblem, inputProblem, nowhere, positionProblem, unreachableEverywhere } from '../input/heroes-boundary.js'
import { piecesOf } from '../core/carried-fields.js'
import type { Board } from '../board/graph.js'
import type { HeroesState, MarchMove } from '../model/heroes-state.js'
import { departureOf, marchApplied, marchVerdict, searchVerdict } from './march/verdict.js'
import type { Applied, Reach } from '../model/outcome.js'
import { pieceOf } from '../core/piece-table.js'
import { setOwn } from '../core/own-record.js'
import type { Violations } from '../model/violation.js'
import { namingOf } from './naming.js'
import { stopsOfEveryRoute } from './march/every-route.js'

export { marchLimit } from './march/rules.js'
export { countMoves, legalMoves, randomMove } from './march/legal-moves.js'

/**
 * Checks a March and gives every violation. With a `path`, that path is
 * judged; without one, the shortest legal path is searched for (among
 * equals, the smallest sequence of region ids) and returned in the move.
 *
 * @since 0.1.0
 * @category march
 * @example
 * import { compile, march } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({
 *   format: 'marchlaw/map@1',
 *   regions: { vale: { kind: 'land' }, dunes: { kind: 'land', terrain: 'desert' }, hill: { kind: 'land' } },
 *   adjacent: [['vale', 'dunes'], ['dunes', 'hill']],
 * })
 * const state = {
 *   format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { warrior: 2 } },
 *   units: { r1: { faction: 'red', type: 'warrior', region: 'vale' } },
 * } as const
 * if (E.isRight(board)) {
 *   const ok = march.validateMove(board.right, state, { type: 'march', faction: 'red', units: ['r1'], to: 'dunes' })
 *   if (E.isRight(ok)) console.log(ok.right.path) // [ 'dunes' ]
 *   const refused = march.validateMove(board.right, state, { type: 'march', faction: 'red', units: ['r1'], to: 'hill', path: ['dunes', 'hill'] })
 *   if (E.isLeft(refused)) console.log(refused.left.map((v) => v.code)) // [ 'MUST_STOP' ]
 * }
 */
export const validateMove = (board: Board, state: HeroesState, move: MarchMove): E.Either<Violations, MarchMove> => {
  const refused = inputProblem(board, state, move, ['march'])
  return refused !== null ? E.left(refused) : marchVerdict(board, state, move)
}

/**
 * Applies a March: the units enter the destination, then, in this order, the
 * events `march-slot-used` (when slots are tracked), `moved`, `battle` (when
 * opponents hold the destination) and `exploration-revealed` (when it is a
 * land region with face-down tokens, battle or not:
 * ruling H7 (docs/rulings.md#h7)).
 *
 * @since 0.1.0
 * @category march
 * @example
 * import { compile, march } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { vale: { kind: 'land' }, hill: { kind: 'land' } }, adjacent: [['vale', 'hill']] })
 * const state = {
 *   format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { warrior: 2 }, blue: { serf: 2 } }, marchSlots: 2,
 *   units: { r1: { faction: 'red', type: 'warrior', region: 'vale' }, b1: { faction: 'blue', type: 'serf', region: 'hill' } },
 * } as const
 * if (E.isRight(board)) {
 *   const next = march.applyMove(board.right, state, { type: 'march', faction: 'red', units: ['r1'], to: 'hill' })
 *   if (E.isRight(next)) console.log(next.right.events.map((e) => e.type), next.right.state.marchSlots) // [ 'march-slot-used', 'moved', 'battle' ] 1
 * }
 */
export const applyMove = (board: Board, state: HeroesState, move: MarchMove): E.Either<Violations, Applied<HeroesState>> => {
  const refused = inputProblem(board, state, move, ['march'])
  return refused !== null ? E.left(refused) : marchApplied(board, state, move)
}

/**
 * Where an army can go and why not elsewhere: every region it can end a
 * March in, with the path {@link validateMove} would find, and every other
 * region of the map (the origin too) with the violations a March there
 * without a path gets. The faction is that of the army's first known unit:
 * ruling H19 (docs/rulings.md#h19).
 *
 * @since 0.1.0
 * @category march
 * @example
 * import { compile, march } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
 * const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * if (E.isRight(board)) {
 *   const where = march.reach(board.right, state, ['s1'])
 *   console.log(where.reachable, Object.keys(where.unreachable)) // { b: [ 'b' ] } [ 'a', 'c' ]
 * }
 */
export const reach = (board: Board, state: HeroesState, units: ReadonlyArray<string>): Reach => {
  if (positionProblem(board, state) !== null) return nowhere
  const malformed = groupProblem(units, 'move.units')
  if (malformed !== null) return unreachableEverywhere(board, malformed)
  const table = piecesOf(state, 'units')
  const first = units.map((id) => pieceOf(table, id)).find((unit) => unit !== undefined)
  const departure = departureOf(board, state, first?.faction ?? '', units, stopsOfEveryRoute)
  const reachable: Record<string, ReadonlyArray<string>> = {}
  const unreachable: Record<string, Violations> = {}
  // The names are made once for every region's words.
  const naming = namingOf(board, state)
  // One departure, so one search from the origin (and at most one of each kind explaining a miss) serves every region.
  for (const to of board.ids) {
    const verdict = searchVerdict(departure, to)
    if (E.isRight(verdict)) setOwn(reachable, to, verdict.right)
    else setOwn(unreachable, to, naming.list(verdict.left))
  }
  return { origin: departure.army.violations.length === 0 ? departure.army.origin : null, reachable, unreachable }
}
