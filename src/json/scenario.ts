/**
 * Judges a scenario (a map, a position and a move) as the CLI's `check`
 * does: the map is compiled, the position checked against it, and the move
 * validated and applied by the ruleset of the position.
 *
 * @since 0.1.0
 * @module
 */
import * as E from '../core/either.js'
import type { DecodeError } from './codec/decode-error.js'
import type { Result } from './codec/result.js'
import { decodeScenario, scenarioCodec, type Scenario } from './codec/scenario.js'
import { compile, type Board } from '../board/graph.js'
import * as heroes from '../heroes/heroes.js'
import type { MapFile } from '../model/map.js'
import { bundledMap, bundledMaps } from '../maps/index.js'
import type { Applied } from '../model/outcome.js'
import * as ring from '../ring/ring.js'
import { checkState } from './state-check.js'
import { type Violations } from '../model/violation.js'
import { violation } from '../words/violation.js'

const mapProblem = (path: string, expected: string, got: string): DecodeError => ({
  path,
  expected,
  got,
  message: `${path}: expected ${expected}, got ${got}`,
})

/**
 * The board of a scenario's `map`: the bundled map of that name, or the map
 * object compiled. Errors carry JSON paths from the scenario's root.
 *
 * @since 0.1.0
 * @category scenario
 * @example
 * import { scenarioBoard } from 'marchlaw/json'
 * console.log(scenarioBoard('demo-isles')._tag, scenarioBoard('atlantis')._tag) // Right Left
 */
export const scenarioBoard = (map: string | MapFile): E.Either<ReadonlyArray<DecodeError>, Board> => {
  const source = typeof map === 'string' ? bundledMap(map) : map
  if (source === undefined) {
    const names = Object.keys(bundledMaps).map((name) => JSON.stringify(name))
    return E.left([mapProblem('map', `a map object or the name of a bundled map (${names.join(', ')})`, JSON.stringify(map))])
  }
  return E.mapLeft((errors: ReadonlyArray<{ readonly path: string; readonly message: string }>) =>
    errors.map(
      (error): DecodeError => ({
        path: `map.${error.path}`,
        expected: 'a map without errors',
        got: error.message,
        message: `map.${error.path}: ${error.message}`,
      }),
    ),
  )(compile(source))
}

const toResult = <S extends Scenario['state']>(outcome: E.Either<Violations, Applied<S>>): Result =>
  E.isLeft(outcome)
    ? { legal: false, violations: outcome.left }
    : { legal: true, events: outcome.right.events, state: outcome.right.state }

/**
 * Judges a decoded scenario: `Left` with the input's problems (an unknown
 * bundled map, a map with errors, a position that does not fit the map),
 * or `Right` with the Result of docs/format.md (legal with events and the next
 * state, or illegal with every violation). A value that is not a decoded
 * scenario gives the problems `decodeScenario` finds.
 *
 * @since 0.1.0
 * @category scenario
 * @example
 * import { checkScenario } from 'marchlaw/json'
 * const result = checkScenario({
 *   format: 'marchlaw/scenario@1',
 *   map: { format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] },
 *   state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } },
 *   move: { type: 'march', faction: 'red', units: ['s1'], to: 'b' },
 * })
 * if (result._tag === 'Right') console.log(result.right.legal) // true
 */
export const checkScenario = (given: Scenario): E.Either<ReadonlyArray<DecodeError>, Result> => {
  // A value that is not a decoded scenario is decoded here: its problems are the answer, never a throw.
  const decoded = scenarioCodec.is(given) ? E.right(given) : decodeScenario(given)
  if (E.isLeft(decoded)) return decoded
  const scenario = decoded.right
  const board = scenarioBoard(scenario.map)
  if (E.isLeft(board)) return board
  const problems = checkState(board.right, scenario.state, 'state')
  if (problems.length > 0) return E.left(problems)
  const { state, move } = scenario
  if (state.ruleset === 'heroes') {
    if (move.type === 'march' || move.type === 'resolve-exploration') return E.right(toResult(heroes.applyMove(board.right, state, move)))
    return E.right({ legal: false, violations: [violation('WRONG_RULESET', { ruleset: 'ring', expected: 'heroes' })] })
  }
  if (move.type === 'march' || move.type === 'resolve-exploration')
    return E.right({ legal: false, violations: [violation('WRONG_RULESET', { ruleset: 'heroes', expected: 'ring' })] })
  return E.right(toResult(ring.applyMove(board.right, state, move)))
}
