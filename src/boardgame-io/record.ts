/**
 * A boardgame.io match's moves as a marchlaw game record: what a server
 * keeps of a match (its log) written in the library's format, so that the
 * game can be replayed, verified, saved and shared apart from boardgame.io.
 *
 * @since 0.2.0
 * @module
 */
import type { LogEntry } from 'boardgame.io'
import * as E from 'fp-ts/lib/Either.js'
import type { GameRecord, HeroesMove, HeroesState, RecordedMove, RingMove, RingState } from '../index.js'
import { moveProblem } from '../input/boundary.js'
import { settingOf, type GameOptions, type SetupProblem } from './setup.js'
import { demoIslesOpening, demoMarchesOpening } from '../maps/index.js'

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value)

const own = (record: Readonly<Record<string, unknown>>, key: string): unknown => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined)

// boardgame.io logs only the moves the game took, so a logged move that does not fit the format is a log edited by
// hand or redacted: refused with its path rather than recorded for replay to refuse.
const isMoveOf = (ruleset: 'heroes' | 'ring', move: unknown): move is HeroesMove | RingMove => moveProblem(ruleset, move) === null

const unusable = (path: string, expected: string): SetupProblem => ({
  code: 'BAD_OPTION',
  path,
  expected,
  message: `The match log is not usable: at ${path}, expected ${expected}.`,
})

const openings = { heroes: { map: 'demo-isles', state: demoIslesOpening }, ring: { map: 'demo-marches', state: demoMarchesOpening } } as const

/**
 * The record of a match of the game `heroesGameFrom(options)` or
 * `ringGameFrom(options)` makes, given the same options (or of
 * `heroesGame()` or `ringGame()` on its bundled map, given none), from its
 * boardgame.io log (a client's `log`, or what a server's storage
 * fetches with `{ log: true }`): the map and the starting position of the
 * options (a bundled map's opening when absent), then each `play` move in
 * the order played, with the boardgame.io player id as its `player`. A
 * pass is no move of the rules and leaves no entry; a move undone (UNDO)
 * leaves none, unless it is redone. The moves are written as the log has
 * them: replaying the record (`replay`) is what verifies them. `Left` with
 * the problem when the options are not usable, or with `BAD_OPTION` and
 * the path of the first log entry whose move was redacted or is not there.
 *
 * @since 0.2.0
 * @category boardgame.io
 * @example
 * import { heroesGame, matchRecord } from 'marchlaw/boardgame.io'
 * import { Client } from 'boardgame.io/client'
 * import * as E from 'fp-ts/lib/Either.js'
 * const client = Client({ game: heroesGame(), numPlayers: 2 })
 * client.start()
 * client.moves.play({ type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' })
 * const record = matchRecord('heroes', client.log ?? [])
 * if (E.isRight(record)) console.log(record.right.map, JSON.stringify(record.right.moves)) // demo-isles [{"move":{"type":"march","faction":"red","units":["r-serf-1"],"to":"high-peaks"},"player":"0"}]
 * client.stop()
 */
export const matchRecord = (
  ruleset: 'heroes' | 'ring',
  log: ReadonlyArray<LogEntry>,
  options?: GameOptions<HeroesState> | GameOptions<RingState>,
): E.Either<SetupProblem, GameRecord> => {
  if (ruleset !== 'heroes' && ruleset !== 'ring') return E.left(unusable('ruleset', "'heroes' or 'ring'"))
  // The players are not the record's: any table settingOf accepts will do when the options give none.
  const setting = settingOf<HeroesState | RingState>(
    ruleset,
    options,
    (name) => (name === openings[ruleset].map ? openings[ruleset].state : undefined),
    () => ({ '0': ruleset === 'ring' ? 'free' : 'red' }),
  )
  if (E.isLeft(setting)) return setting
  if (!Array.isArray(log)) return E.left(unusable('log', 'a list of log entries'))
  // A pass is kept as null until the end, so that an undo takes back the pass and not the move before it.
  const moves: Array<RecordedMove | null> = []
  const undone: Array<RecordedMove | null> = []
  for (let at = 0; at < log.length; at++) {
    const entry: unknown = log[at]
    const action = isRecord(entry) ? own(entry, 'action') : undefined
    if (!isRecord(action)) continue
    const type = own(action, 'type')
    // An undo takes back the last move of the turn; a redo plays it again. Nothing else in the log is a move.
    if (type === 'UNDO') {
      const last = moves.pop()
      if (last !== undefined) undone.push(last)
      continue
    }
    if (type === 'REDO') {
      const again = undone.pop()
      if (again !== undefined) moves.push(again)
      continue
    }
    const payload = own(action, 'payload')
    if (type !== 'MAKE_MOVE' || !isRecord(payload)) continue
    if (own(payload, 'type') !== 'play') {
      undone.length = 0
      moves.push(null)
      continue
    }
    const args = own(payload, 'args')
    const move: unknown = Array.isArray(args) ? args[0] : undefined
    if (!isMoveOf(ruleset, move)) return E.left(unusable(`log[${at}].action.payload.args[0]`, `the move played, a ${ruleset} move of the format (a log without redactions)`))
    const player = own(payload, 'playerID')
    undone.length = 0
    moves.push({ move, ...(typeof player === 'string' && player.length > 0 ? { player } : {}) })
  }
  const map = isRecord(options) ? own(options, 'map') : undefined
  return E.right({ format: 'marchlaw/record@1', map: (map ?? openings[ruleset].map) as GameRecord['map'], state: setting.right.start, moves: moves.filter((entry) => entry !== null) })
}
