/**
 * Saving and loading the position as a FORMAT.md scenario: the map (a
 * bundled name or the map itself), the state and the move last tried, so a
 * bug report can be pasted in and seen.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { eventInWords, moveInWords, type Board, type MapFile } from '../../src/index.js'
import { checkScenario, checkState, decodeScenario, encodeScenario, formatMove, scenarioBoard, type Scenario } from '../../src/json.js'
import type { Move, Position } from './openings.js'
import type { Verdict } from './panel.js'

/** A scenario ready to play: its board, and what its own move does. */
export interface LoadedScenario {
  readonly scenario: Scenario
  readonly board: Board
  readonly verdict: Verdict
}

/** The scenario as pretty JSON. */
export const scenarioText = (map: string | MapFile, state: Position, move: Move): string =>
  JSON.stringify(encodeScenario({ format: 'marchlaw/scenario@1', map, state, move }), null, 2)


/**
 * Reads a scenario from text: `Left` with every problem (not JSON, not the
 * format, a map that does not compile, a state that does not fit the map),
 * or `Right` with its board and the verdict of its move.
 */
export const readScenario = (text: string): E.Either<ReadonlyArray<string>, LoadedScenario> => {
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch (error) {
    return E.left([`not JSON: ${error instanceof Error ? error.message : String(error)}`])
  }
  const decoded = decodeScenario(input)
  if (E.isLeft(decoded)) return E.left(decoded.left.map((problem) => problem.message))
  const scenario = decoded.right
  const board = scenarioBoard(scenario.map)
  if (E.isLeft(board)) return E.left(board.left.map((problem) => problem.message))
  const problems = checkState(board.right, scenario.state, 'state')
  if (problems.length > 0) return E.left(problems.map((problem) => problem.message))
  const result = checkScenario(scenario)
  if (E.isLeft(result)) return E.left(result.left.map((problem) => problem.message))
  const verdict: Verdict = result.right.legal
    ? {
        kind: 'note',
        title: `Scenario loaded. Its move is legal: ${moveInWords(board.right, scenario.move, { state: scenario.state })} (${formatMove(board.right, scenario.move)}). Use "Play the scenario's move" to apply it.`,
        lines: result.right.events.map((event) => eventInWords(board.right, event, { state: scenario.state })),
      }
    : { kind: 'refused', title: `the scenario's move ${formatMove(board.right, scenario.move)}`, violations: result.right.violations }
  return E.right({ scenario, board: board.right, verdict })
}

/** Offers `text` as a file download. */
export const download = (text: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
