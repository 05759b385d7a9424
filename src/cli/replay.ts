/**
 * The command's `replay`: a game record played move by move, each move
 * told in words with its events, up to the first illegal one.
 *
 * @internal
 * @module
 */
import { dirname, isAbsolute, join } from 'node:path'
import type { DecodeError, Json } from '../json/codec/decode-error.js'
import { gameEventCodec } from '../json/codec/event.js'
import { decodeMap } from '../json/codec/map.js'
import { moveCodec } from '../json/codec/move.js'
import { decodeRecord } from '../json/codec/record.js'
import { encodeState } from '../json/codec/state.js'
import { violationCodec } from '../json/codec/violation.js'
import { compile, type Board } from '../board/graph.js'
import * as E from '../core/either.js'
import { writeMove } from '../json/notation-write.js'
import { scenarioBoard } from '../json/scenario.js'
import { checkState } from '../json/state-check.js'
import { bundledMap } from '../maps/index.js'
import type { GameEvent } from '../model/event.js'
import type { HeroesMove } from '../model/heroes-state.js'
import type { RingMove } from '../model/ring-state.js'
import { replay } from '../json/replay.js'
import { eventInWords, moveInWords } from '../words/words.js'

/**
 * What `replay` borrows from the rest of the command: its world, reading a
 * JSON file, refusing input that cannot be read (exit 2), and making a line
 * that holds input fit to print (its control characters shown as escapes,
 * a long line cut).
 *
 * @internal
 */
export interface ReplayTools {
  readonly out: (line: string) => void
  readonly readJson: (file: string) => E.Either<string, unknown>
  readonly badInput: (file: string, problems: ReadonlyArray<string>, details?: ReadonlyArray<DecodeError>) => number
  readonly cut: (line: string) => string
}

const mapProblem = (path: string, message: string): DecodeError => ({ path, expected: 'a map without errors', got: message, message: `${path}: ${message}` })

// A `map` that names no bundled map is a file, found from the record's folder (from the working folder for standard input).
const boardOf = (tools: ReplayTools, file: string, map: string | object): E.Either<number, Board> => {
  if (typeof map !== 'string' || bundledMap(map) !== undefined) {
    const board = scenarioBoard(map as Parameters<typeof scenarioBoard>[0])
    return E.isLeft(board) ? E.left(tools.badInput(file, board.left.map((error) => error.message), board.left)) : board
  }
  // The record may itself be standard input, which can be read only once.
  if (map === '-') {
    const problem = { path: 'map', expected: 'a bundled map name, a map file or a map', got: '"-"', message: 'map: "-" (standard input) cannot be a record\'s map; name a map file or a bundled map, or write the map into the record' }
    return E.left(tools.badInput(file, [problem.message], [problem]))
  }
  const path = file === '-' || isAbsolute(map) ? map : join(dirname(file), map)
  const source = tools.readJson(path)
  if (E.isLeft(source)) return E.left(tools.badInput(path, [`the record's map: ${source.left}`]))
  const decoded = decodeMap(source.right, '')
  if (E.isLeft(decoded)) return E.left(tools.badInput(path, decoded.left.map((error) => error.message), decoded.left))
  const board = compile(decoded.right)
  if (E.isRight(board)) return board
  const problems = board.left.map((error) => mapProblem(error.path, error.message))
  return E.left(tools.badInput(path, problems.map((problem) => problem.message), problems))
}

// The moves played, each with its index and its events; a decoded record's moves are moves of the format.
const played = (moves: ReadonlyArray<HeroesMove | RingMove>, events: ReadonlyArray<ReadonlyArray<GameEvent>>): ReadonlyArray<Json> =>
  events.flatMap((list, index) => {
    const move = moves[index]
    return move === undefined ? [] : [{ index, move: moveCodec.encode(move), events: list.map((event) => gameEventCodec.encode(event)) }]
  })

/**
 * Replays the record in `file`: exit 0 when every move is legal, 1 at the
 * first illegal one (its index, its notation, every reason), 2 for a
 * record that cannot be read or does not fit the format or its map. The
 * codes are written out here: run.ts, which holds their table, imports
 * this file.
 *
 * @internal
 */
export const replayRecord = (tools: ReplayTools, file: string, json: boolean): number => {
  const source = tools.readJson(file)
  if (E.isLeft(source)) return tools.badInput(file, [source.left])
  const record = decodeRecord(source.right)
  if (E.isLeft(record)) return tools.badInput(file, record.left.map((error) => error.message), record.left)
  const board = boardOf(tools, file, record.right.map)
  if (E.isLeft(board)) return board.left
  const { state } = record.right
  const problems = checkState(board.right, state, 'state')
  if (problems.length > 0) return tools.badInput(file, problems.map((problem) => problem.message), problems)
  const moves = record.right.moves.map((entry) => entry.move)
  const game = replay(board.right, state, moves)
  // After the checks above only a move can be refused; a refusal of the position itself is input that does not fit.
  if (E.isLeft(game) && game.left.index === null) return tools.badInput(file, game.left.violations.map((v) => `state: ${v.message}`))
  const { positions, events } = E.isRight(game) ? game.right : game.left.before
  if (json) {
    // The moves played, and the last position: after the game, or the one the refused move was judged in.
    const before = played(moves, events)
    const last = encodeState(positions[positions.length - 1] ?? state)
    if (E.isRight(game)) tools.out(JSON.stringify({ legal: true, moves: before, state: last }))
    else {
      const refused = game.left.move as HeroesMove | RingMove
      const violations = game.left.violations.map((v) => violationCodec.encode(v))
      tools.out(JSON.stringify({ legal: false, index: game.left.index, move: moveCodec.encode(refused), notation: writeMove(refused), violations, moves: before, state: last }))
    }
    return E.isRight(game) ? 0 : 1
  }
  record.right.moves.slice(0, events.length).forEach((entry, index) => {
    const by = entry.player === undefined ? '' : ` (${entry.player})`
    tools.out(tools.cut(`moves[${index}]${by}: ${moveInWords(board.right, entry.move, { state: positions[index] ?? state })}`))
    if (entry.comment !== undefined) tools.out(tools.cut(`  # ${entry.comment}`))
    for (const event of events[index] ?? []) tools.out(tools.cut(`  ${eventInWords(board.right, event, { state: positions[index + 1] ?? state })}`))
  })
  if (E.isRight(game)) {
    tools.out(moves.length === 0 ? 'legal: the record has no moves' : `legal: all ${moves.length} move${moves.length === 1 ? '' : 's'} of the record`)
    return 0
  }
  const { index, move, violations } = game.left
  tools.out(tools.cut(`illegal: moves[${index ?? 0}]: ${writeMove(move as HeroesMove | RingMove)}`))
  for (const v of violations) tools.out(tools.cut(`  ${v.code}: ${v.message}`))
  return 1
}
