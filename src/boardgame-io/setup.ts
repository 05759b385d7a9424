/**
 * What both boardgame.io games share: reading the options (map, starting
 * state, players), the game's `G`, the player who owns a faction or side,
 * and the turn rules. Reaches the library only through its entries.
 *
 * @since 0.2.0
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { adopt, compile, violation, type Board, type GameEvent, type HeroesState, type MapError, type MapFile, type RingState, type Violation, type Violations } from '../index.js'
import { bundledMap } from '../maps/index.js'

/**
 * The game state `G` of a marchlaw game in boardgame.io.
 *
 * @since 0.2.0
 * @category boardgame.io
 */
export interface MarchlawG<S extends HeroesState | RingState> {
  /** The position, as the library returned it. */
  readonly state: S
  /** What the last move did, in the order it happened. */
  readonly events: ReadonlyArray<GameEvent>
  /** How many turns in a row ended with a pass. */
  readonly passes: number
}

/**
 * How a marchlaw game ends (`ctx.gameover`): after the turn limit of the
 * options, or when every player passed in a row.
 *
 * @since 0.2.0
 * @category boardgame.io
 */
export interface Gameover {
  readonly reason: 'turns' | 'passes'
  /** The turn the game ended in. */
  readonly turn: number
}

/**
 * The options of `heroesGame` and `ringGame`.
 *
 * @since 0.2.0
 * @category boardgame.io
 */
export interface GameOptions<S extends HeroesState | RingState> {
  /** A map, or the name of a bundled one; the ruleset's bundled map when absent. */
  readonly map?: MapFile | string
  /** The starting position; the bundled map's opening when absent. */
  readonly state?: S
  /**
   * boardgame.io player ids to the faction (heroes) or side (ring) each
   * plays, in turn order. Heroes: the factions of the state, in the order
   * of its `speeds`, as '0', '1', ...; ring: '0' free, '1' shadow.
   */
  readonly players?: Readonly<Record<string, string>>
  /** The game ends after this many turns; no limit when absent. */
  readonly turns?: number
  /** The most moves `ai.enumerate` offers a bot in one turn; 100 when absent. */
  readonly enumerate?: number
}

/**
 * Why a game could not be made from its options, each with a one-line
 * message.
 *
 * @since 0.2.0
 * @category boardgame.io
 */
export type SetupProblem = { readonly message: string } & (
  | { readonly code: 'UNKNOWN_MAP'; readonly name: string }
  | { readonly code: 'MAP_REFUSED'; readonly errors: ReadonlyArray<MapError> }
  | { readonly code: 'NO_STATE'; readonly map: string }
  | { readonly code: 'STATE_REFUSED'; readonly violations: Violations }
  | { readonly code: 'BAD_OPTION'; readonly path: string; readonly expected: string }
)

/**
 * What both games are made of once their options are read.
 *
 * @since 0.2.0
 * @internal
 */
export interface Setting<S extends HeroesState | RingState> {
  readonly board: Board
  readonly start: S
  readonly players: Readonly<Record<string, string>>
  readonly order: ReadonlyArray<string>
  readonly turns: number | null
  readonly enumerate: number
}

type Ruleset = 'heroes' | 'ring'

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The own entry `key` of `record`, never an inherited one.
 *
 * @since 0.2.0
 * @internal
 */
export const own = (record: Readonly<Record<string, unknown>>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined

const badOption = (path: string, expected: string): SetupProblem => ({
  code: 'BAD_OPTION',
  path,
  expected,
  message: `The game options are not usable: at ${path}, expected ${expected}.`,
})

/** An object to hand to compile, which checks the rest of its shape. */
const isMapObject = (value: unknown): value is MapFile => isRecord(value)

/** The map of the options, by name or as given, and the name of the bundled one (for its opening). */
const mapOf = (ruleset: Ruleset, option: unknown): E.Either<SetupProblem, { readonly map: MapFile; readonly name: string | null }> => {
  const name = option === undefined ? (ruleset === 'heroes' ? 'demo-isles' : 'demo-marches') : option
  if (typeof name === 'string') {
    const map = bundledMap(name)
    return map === undefined ? E.left({ code: 'UNKNOWN_MAP', name, message: `No map named "${name}" is bundled with marchlaw.` }) : E.right({ map, name })
  }
  return isMapObject(name) ? E.right({ map: name, name: null }) : E.left(badOption('options.map', 'a map or the name of a bundled map'))
}

/**
 * The options read and checked: a compiled board, the library's own copy
 * of the starting state, and the players.
 *
 * @since 0.2.0
 * @internal
 */
export const settingOf = <S extends HeroesState | RingState>(
  ruleset: Ruleset,
  options: unknown,
  opening: (name: string) => S | undefined,
  defaultPlayers: (state: S) => Readonly<Record<string, string>>,
): E.Either<SetupProblem, Setting<S>> => {
  if (options !== undefined && !isRecord(options)) return E.left(badOption('options', 'an object'))
  const given = options ?? {}
  const found = mapOf(ruleset, own(given, 'map'))
  if (E.isLeft(found)) return found
  // compile checks the map, so a map object of any shape is safe to hand it.
  const board = compile(found.right.map)
  if (E.isLeft(board)) return E.left({ code: 'MAP_REFUSED', errors: board.left, message: `The map has ${board.left.length} error(s); the first: ${board.left[0]?.message ?? ''}` })
  const givenState = own(given, 'state')
  const state = givenState ?? (found.right.name === null ? undefined : opening(found.right.name))
  if (state === undefined) return E.left({ code: 'NO_STATE', map: found.right.name ?? 'the given map', message: 'A map without a bundled opening needs a starting state (options.state).' })
  // adopt checks the shape of the state and answers a malformed one with MALFORMED_STATE.
  const adopted = adopt(state as S)
  if (E.isLeft(adopted)) return E.left({ code: 'STATE_REFUSED', violations: adopted.left, message: `The starting state is refused: ${adopted.left[0].message}` })
  if (adopted.right.ruleset !== ruleset) {
    const wrong = violation('WRONG_RULESET', { ruleset: adopted.right.ruleset, expected: ruleset })
    return E.left({ code: 'STATE_REFUSED', violations: [wrong], message: `The starting state is refused: ${wrong.message}` })
  }
  const players = own(given, 'players') ?? defaultPlayers(adopted.right)
  if (!isRecord(players) || Object.keys(players).length === 0) return E.left(badOption('options.players', 'an object of player ids to factions or sides'))
  const actors = new Set<string>()
  for (const [id, actor] of Object.entries(players)) {
    if (typeof actor !== 'string' || actor.length === 0) return E.left(badOption(`options.players.${id}`, 'a faction or side'))
    if (ruleset === 'ring' && actor !== 'free' && actor !== 'shadow') return E.left(badOption(`options.players.${id}`, "'free' or 'shadow'"))
    if (actors.has(actor)) return E.left(badOption(`options.players.${id}`, `a faction or side no other player plays ("${actor}" is taken)`))
    actors.add(actor)
  }
  const turns = own(given, 'turns')
  if (turns !== undefined && !(typeof turns === 'number' && Number.isInteger(turns) && turns > 0)) return E.left(badOption('options.turns', 'a whole number above 0'))
  const enumerate = own(given, 'enumerate') ?? 100
  if (!(typeof enumerate === 'number' && Number.isInteger(enumerate) && enumerate > 0)) return E.left(badOption('options.enumerate', 'a whole number above 0'))
  const table = lookupOf(players as Readonly<Record<string, string>>)
  return E.right({ board: board.right, start: adopted.right, players: table, order: Object.keys(table), turns: turns ?? null, enumerate })
}

/**
 * A frozen copy of `entries` without a prototype: boardgame.io and the games
 * look names up in such a table with `in` and `[]`, and a name a client
 * sends (`toString`, `__proto__`, `constructor`) must find nothing there
 * unless the game put it there.
 *
 * @since 0.2.0
 * @internal
 */
export const lookupOf = <V>(entries: Readonly<Record<string, V>>): Readonly<Record<string, V>> => {
  const table = Object.create(null) as Record<string, V>
  for (const name of Object.keys(entries)) Object.defineProperty(table, name, { value: entries[name], enumerable: true })
  return Object.freeze(table)
}

/** How deep boardgame.io's log line may find arrays in arrays before its writing runs out of stack. */
const WRITABLE_DEPTH = 64

/** Whether `value` is an object of JSON that turns into text by the prototype's own methods. */
const plainlyWritten = (value: object, prototype: object): boolean =>
  Object.getPrototypeOf(value) === prototype &&
  !Object.hasOwn(value, 'toString') &&
  !Object.hasOwn(value, 'valueOf') &&
  !Object.hasOwn(value, 'join') &&
  !Object.hasOwn(value, Symbol.toPrimitive)

/**
 * Whether boardgame.io 0.50 can write the arguments of a refused move into
 * its log line (it turns them into text with a template string, which
 * throws for an object whose own `toString` or `valueOf` is not a function,
 * an object without a prototype, a symbol, or arrays nested past the
 * stack). A move must not answer `INVALID_MOVE` to arguments it cannot
 * write: the throw would break the master's update.
 *
 * @since 0.2.0
 * @internal
 */
export const writable = (args: ReadonlyArray<unknown>): boolean => {
  const waiting: Array<{ readonly value: unknown; readonly depth: number }> = args.map((value) => ({ value, depth: 0 }))
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    const { value, depth } = next
    if (value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')) continue
    if (typeof value !== 'object') return false
    if (!Array.isArray(value)) {
      if (!plainlyWritten(value, Object.prototype)) return false
      continue
    }
    // An array is written as its items joined, each written in turn.
    if (depth >= WRITABLE_DEPTH || !plainlyWritten(value, Array.prototype)) return false
    for (const item of value as ReadonlyArray<unknown>) waiting.push({ value: item, depth: depth + 1 })
  }
  return true
}

/** boardgame.io's refusal of a move; its value is the string itself, so the entry need not load boardgame.io. */
const INVALID_MOVE = 'INVALID_MOVE'

/**
 * How a move refuses: `INVALID_MOVE`, or, for arguments boardgame.io could
 * not write into its log line (see {@link writable}), `G` as it was, so that
 * its logging never throws inside the master.
 *
 * @since 0.2.0
 * @internal
 */
export const refusal = <G>(G: G, args: ReadonlyArray<unknown>): G | typeof INVALID_MOVE => (writable(args) ? INVALID_MOVE : G)

/**
 * The game a bundled map's name makes: `made` of the options naming it.
 * A bundled map and its opening always pass their checks (the tests play
 * them), so `Left` here is a fault of marchlaw itself.
 *
 * @since 0.2.0
 * @internal
 */
export const bundledGame = <T>(made: E.Either<SetupProblem, T>): T => {
  if (E.isRight(made)) return made.right
  throw new Error(`marchlaw: a bundled map was refused (${made.left.message}); please report this with the map's name.`)
}

/**
 * The actor field of a move (`faction` or `side`), when it has one.
 *
 * @since 0.2.0
 * @internal
 */
export const actorOf = (move: unknown, field: 'faction' | 'side'): unknown => (isRecord(move) ? own(move, field) : undefined)

/**
 * NOT_OWNED when a move names a faction or side that is not the player's:
 * a player moves only for what it plays.
 *
 * @since 0.2.0
 * @internal
 */
export const actorProblem = (setting: Setting<HeroesState | RingState>, playerID: string | null, named: unknown): Violation | null => {
  const mine = typeof playerID === 'string' ? own(setting.players, playerID) : undefined
  if (typeof named !== 'string' || named === mine) return null
  const owner = setting.order.find((id) => own(setting.players, id) === named)
  return violation('NOT_OWNED', { id: named, owner: owner === undefined ? 'no player' : `player ${owner}`, actor: playerID === null ? 'a spectator' : `player ${playerID}` })
}

/**
 * The position inside a `G`, or `undefined` for a value that is not a `G`
 * (the library then answers MALFORMED_STATE): a caller without types may
 * pass anything to `explain` or `reach`.
 *
 * @since 0.2.0
 * @internal
 */
export const positionIn = (G: unknown): unknown => (isRecord(G) ? own(G, 'state') : undefined)

/**
 * The codes that mean the move could not be read at all: nothing else is
 * said about such a move.
 *
 * @since 0.2.0
 * @internal
 */
export const unreadable = (violations: ReadonlyArray<Violation>): boolean =>
  violations.some((v) => v.code === 'MALFORMED_MOVE' || v.code === 'MALFORMED_STATE' || v.code === 'MALFORMED_BOARD' || v.code === 'WRONG_RULESET')

/**
 * The first `limit` values of an iterable, pulling no more than that.
 *
 * @since 0.2.0
 * @internal
 */
export const firstOf = <T>(values: Iterable<T>, limit: number, keep: (value: T) => boolean = () => true): ReadonlyArray<T> => {
  const kept: T[] = []
  if (limit <= 0) return kept
  for (const value of values) {
    if (!keep(value)) break
    kept.push(value)
    if (kept.length >= limit) break
  }
  return kept
}

/**
 * The game end: the turn limit, or every player having passed in a row.
 *
 * @since 0.2.0
 * @internal
 */
export const gameoverOf = (setting: Setting<HeroesState | RingState>, G: MarchlawG<HeroesState | RingState>, turn: number): Gameover | undefined => {
  if (G.passes >= setting.order.length) return { reason: 'passes', turn }
  if (setting.turns !== null && turn > setting.turns) return { reason: 'turns', turn }
  return undefined
}

/**
 * What both games share before their moves: the name, the number of players
 * (the setting's order), the board, the players and the starting `G`.
 *
 * @internal
 */
export const gameHead = <S extends HeroesState | RingState>(setting: Setting<S>, name: string) =>
  ({
    name,
    minPlayers: setting.order.length,
    maxPlayers: setting.order.length,
    board: setting.board,
    players: setting.players,
    setup: (): MarchlawG<S> => ({ state: setting.start, events: [], passes: 0 }),
  }) as const
