/**
 * Checks a decoded state against the map it is played on: what the JSON
 * shape alone cannot say (a region not on the map, a unit type without a
 * Speed, a figure whose nation and side disagree...). Each problem comes with
 * the JSON path of the offending value, like a decode error.
 *
 * @since 0.1.0
 * @module
 */
import { childPath, decodeError, describeValue, type DecodeError } from './codec/decode-error.js'
import type { Board } from '../board/graph.js'
import type { HeroesState } from '../model/heroes-state.js'
import type { FigureKind, RingState, Side } from '../model/ring-state.js'
import { pushAll } from '../core/list.js'
import * as E from '../core/either.js'
import { isBoard } from '../board/board.js'
import { rulesetOf, stateProblem } from '../input/boundary.js'
import { decodeState } from './codec/state.js'

const own = <V>(table: Readonly<Record<string, V>> | undefined, key: string): V | undefined =>
  table !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined

const problem = (path: string, expected: string, got: unknown, says: string): DecodeError =>
  decodeError(path, expected, describeValue(got), `${path}: ${says}`)

const onMap = (board: Board, path: string, region: string): ReadonlyArray<DecodeError> =>
  board.regions.has(region) ? [] : [problem(path, 'a region of the map', region, `region "${region}" is not on the map`)]

const onLand = (board: Board, path: string, region: string, why: string): ReadonlyArray<DecodeError> => {
  const kind = board.regions.get(region)?.kind
  if (kind === undefined) return onMap(board, path, region)
  return kind === 'land' ? [] : [problem(path, 'a land region of the map', region, `"${region}" is a ${kind} region; ${why}`)]
}

const checkHeroes = (board: Board, state: HeroesState, root: string): ReadonlyArray<DecodeError> => {
  const problems: DecodeError[] = []
  const units = childPath(root, 'units')
  for (const [id, unit] of Object.entries(state.units)) {
    const at = childPath(units, id)
    pushAll(problems, onMap(board, childPath(at, 'region'), unit.region))
    if (own(own(state.speeds, unit.faction), unit.type) === undefined)
      problems.push(
        problem(
          childPath(at, 'type'),
          `a unit type with a Speed for faction "${unit.faction}"`,
          unit.type,
          `unit type "${unit.type}" has no Speed for faction "${unit.faction}"`,
        ),
      )
  }
  for (const [id, piece] of Object.entries(state.vessels ?? {}))
    pushAll(problems, onMap(board, childPath(childPath(childPath(root, 'vessels'), id), 'region'), piece.region))
  // A tower stands in a land region; a vessel may lie at sea or in a port.
  for (const [id, piece] of Object.entries(state.towers ?? {}))
    pushAll(problems, onLand(board, childPath(childPath(childPath(root, 'towers'), id), 'region'), piece.region, 'towers stand on land'))
  const firstUse = new Map<string, string>()
  const useToken = (path: string, token: string): void => {
    const first = firstUse.get(token)
    if (first === undefined) firstUse.set(token, path)
    else problems.push(problem(path, 'a token id used once', token, `token id "${token}" is already used at ${first}`))
  }
  const exploration = childPath(root, 'exploration')
  for (const [region, tokens] of Object.entries(state.exploration ?? {})) {
    const at = childPath(exploration, region)
    const kind = board.regions.get(region)?.kind
    if (kind === undefined) problems.push(problem(at, 'a land region of the map', region, `region "${region}" is not on the map`))
    else if (kind !== 'land')
      problems.push(problem(at, 'a land region of the map', region, `"${region}" is a ${kind} region; exploration tokens lie on land`))
    tokens.forEach((token, i) => useToken(childPath(childPath(at, i), 'id'), token.id))
  }
  const pending = state.pending
  if (pending !== undefined && pending !== null) {
    const at = childPath(root, 'pending')
    pushAll(problems, onLand(board, childPath(at, 'region'), pending.region, 'exploration tokens lie on land'))
    useToken(childPath(childPath(at, 'revealed'), 'id'), pending.revealed.id)
  }
  return problems
}

const a = (word: string): string => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`)

const armyOrLeader: ReadonlySet<FigureKind> = new Set<FigureKind>(['regular', 'elite', 'leader', 'nazgul'])

const sideOfLeader: Partial<Record<FigureKind, Side>> = { leader: 'free', nazgul: 'shadow' }

const checkRing = (board: Board, state: RingState, root: string): ReadonlyArray<DecodeError> => {
  const problems: DecodeError[] = []
  const figures = childPath(root, 'figures')
  const nations = childPath(root, 'nations')
  for (const [id, figure] of Object.entries(state.figures)) {
    const at = childPath(figures, id)
    const { kind, nation, side } = figure
    if (nation === undefined) {
      if (side === undefined)
        problems.push(
          problem(
            at,
            armyOrLeader.has(kind) ? 'a nation' : 'a nation or a side',
            figure,
            armyOrLeader.has(kind) ? `${a(kind)} figure needs a nation` : `${a(kind)} needs a nation or a side`,
          ),
        )
      else if (armyOrLeader.has(kind))
        problems.push(
          problem(at, 'a nation', figure, `${a(kind)} figure needs a nation; only companions and minions may have just a side`),
        )
    } else {
      const known = own(state.nations, nation)
      if (known === undefined)
        problems.push(problem(childPath(at, 'nation'), `a nation of ${nations}`, nation, `nation "${nation}" is not in ${nations}`))
      else {
        if (side !== undefined && side !== known.side)
          problems.push(
            problem(childPath(at, 'side'), `"${known.side}"`, side, `side "${side}" disagrees with nation "${nation}", which is on the ${known.side} side`),
          )
        const required = sideOfLeader[kind]
        if (required !== undefined && known.side !== required)
          problems.push(
            problem(
              childPath(at, 'kind'),
              `a figure of the ${known.side} side`,
              kind,
              `${a(kind)} belongs to the ${required} side, but nation "${nation}" is on the ${known.side} side`,
            ),
          )
      }
    }
    pushAll(problems, onMap(board, childPath(at, 'region'), figure.region))
  }
  const control = childPath(root, 'control')
  for (const region of Object.keys(state.control ?? {})) {
    const at = childPath(control, region)
    const found = board.regions.get(region)
    if (found === undefined) problems.push(problem(at, 'a region of the map with a settlement', region, `region "${region}" is not on the map`))
    else if (found.settlement === undefined)
      problems.push(problem(at, 'a region of the map with a settlement', region, `region "${region}" has no settlement`))
  }
  return problems
}

/**
 * Checks a state against a compiled map and returns every problem, each
 * with the JSON path (from `root`) of the offending value; none means the
 * state fits the map. Heroes: every unit, vessel, tower and pending region is
 * on the map, every unit type has a Speed for its faction, exploration
 * tokens lie on land regions and no token id is used twice. Ring: every
 * figure's nation is listed, only companions and minions go by side alone, a
 * side agrees with its nation, a leader is free and a nazgul shadow, figures
 * stand on the map and `control` names regions with a settlement. A map
 * region whose nation is not in `nations` is not a problem. A `board` not
 * made by `compile` (a map file, say) is the one problem at `board`; a
 * `state` not of the format gives the problems `decodeState` finds.
 *
 * @since 0.1.0
 * @category validation
 * @example
 * import { compile } from 'marchlaw'
 * import { checkState } from 'marchlaw/json'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * if (E.isRight(board)) {
 *   const problems = checkState(board.right, {
 *     format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 2 } },
 *     units: { r1: { faction: 'red', type: 'paladin', region: 'a' } },
 *   })
 *   console.log(problems.map((p) => p.message)) // [ 'state.units.r1.type: unit type "paladin" has no Speed for faction "red"' ]
 * }
 */
export const checkState = (board: Board, state: HeroesState | RingState, root = 'state'): ReadonlyArray<DecodeError> => {
  const at = typeof root === 'string' ? root : 'state'
  // Arguments of another kind (a map where the board goes, a state of no format) are the first problem, not a throw.
  if (!isBoard(board)) return [decodeError('board', 'a board made by compile', describeValue(board))]
  const ruleset = rulesetOf(state)
  if (stateProblem(ruleset, state) !== null) {
    const decoded = decodeState(state, at)
    if (E.isLeft(decoded)) return decoded.left
  }
  return state.ruleset === 'heroes' ? checkHeroes(board, state, at) : checkRing(board, state, at)
}
