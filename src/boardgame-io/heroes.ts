/**
 * The heroes ruleset as a boardgame.io game: each player plays a faction,
 * a turn is one March (or a pass), and a March that reveals an exploration
 * token keeps the turn with its player until the token is resolved.
 *
 * @since 0.2.0
 * @module
 */
import type { Ctx, Game } from 'boardgame.io'
import * as E from 'fp-ts/lib/Either.js'
import { exploration, heroes, march, type Board, type HeroesMove, type HeroesState, type Reach, type Violation } from '../index.js'
import { demoIslesOpening } from '../maps/index.js'
import { actorOf, actorProblem, bundledGame, firstOf, gameHead, gameoverOf, lookupOf, own, positionIn, refusal, settingOf, unreadable, type GameOptions, type MarchlawG, type Setting, type SetupProblem } from './setup.js'

/**
 * A boardgame.io `Game` of the heroes ruleset, with the board it plays on,
 * its players, and the questions a client asks before dispatching a move.
 *
 * @since 0.2.0
 * @category boardgame.io
 */
export interface HeroesGame extends Game<MarchlawG<HeroesState>> {
  readonly board: Board
  /** boardgame.io player ids to factions. */
  readonly players: Readonly<Record<string, string>>
  /** Every violation `moves.play(move)` would be refused for; none when it is legal. */
  readonly explain: (G: MarchlawG<HeroesState>, playerID: string | null, move: unknown) => ReadonlyArray<Violation>
  /** Where an army can March from `G`, and why not elsewhere. */
  readonly reach: (G: MarchlawG<HeroesState>, units: ReadonlyArray<string>) => Reach
}

/** Every faction of a position, those with Speeds first. */
const factionsOf = (state: HeroesState): Readonly<Record<string, string>> => {
  const factions = new Set([...Object.keys(state.speeds), ...Object.values(state.units).map((unit) => unit.faction)])
  return Object.fromEntries([...factions].map((faction, n) => [String(n), faction]))
}

const judge = (setting: Setting<HeroesState>, G: MarchlawG<HeroesState>, playerID: string | null, move: unknown): ReadonlyArray<Violation> => {
  // The boundary of the library checks the shape of the position and the move: a caller sends what it likes.
  const verdict = heroes.validateMove(setting.board, positionIn(G) as HeroesState, move as HeroesMove)
  const found = E.isLeft(verdict) ? verdict.left : []
  if (unreadable(found)) return found
  const actor = actorProblem(setting, playerID, actorOf(move, 'faction'))
  return actor === null ? found : [actor, ...found]
}

/** The position of the player whose faction's exploration is pending, if any. */
const revealer = (setting: Setting<HeroesState>, G: MarchlawG<HeroesState>): number | undefined => {
  const pending = G.state.pending ?? null
  if (pending === null) return undefined
  const at = setting.order.findIndex((id) => own(setting.players, id) === pending.faction)
  return at < 0 ? undefined : at
}

const nextPlayer = (setting: Setting<HeroesState>, G: MarchlawG<HeroesState>, ctx: Ctx): number =>
  revealer(setting, G) ?? (ctx.playOrderPos + 1) % setting.order.length

/**
 * `G` as every player and spectator sees it. It fails closed: a `G` a host
 * rebuilt into something that is not a record shows nothing, and its
 * position is seen through `exploration.playerView`, which hides every
 * face-down token even of a position that does not check.
 */
const viewOf = (G: unknown): MarchlawG<HeroesState> => {
  if (typeof G !== 'object' || G === null) return G as MarchlawG<HeroesState>
  if (Array.isArray(G)) return {} as MarchlawG<HeroesState>
  return { ...(G as MarchlawG<HeroesState>), state: exploration.playerView(own(G as Readonly<Record<string, unknown>>, 'state') as HeroesState, '') }
}

const gameOf = (setting: Setting<HeroesState>): HeroesGame => ({
  ...gameHead(setting, 'marchlaw-heroes'),
  moves: lookupOf({
    // Judged on the draft itself: the library reads a position afresh and keeps nothing of it.
    play: ({ G, playerID, events }, ...args: ReadonlyArray<unknown>) => {
      const move = args[0]
      if (judge(setting, G, playerID, move).length > 0) return refusal(G, args)
      const applied = heroes.applyMove(setting.board, G.state, move as HeroesMove)
      if (E.isLeft(applied)) return refusal(G, args)
      const next = { state: applied.right.state, events: applied.right.events, passes: 0 }
      // A revealed token is resolved by its player before the turn passes on.
      if ((next.state.pending ?? null) === null) events.endTurn()
      return next
    },
    pass: ({ G, events }, ...args: ReadonlyArray<unknown>) => {
      if ((G.state.pending ?? null) !== null) return refusal(G, args)
      events.endTurn()
      return { state: G.state, events: [], passes: G.passes + 1 }
    },
  }),
  turn: {
    order: {
      playOrder: () => [...setting.order],
      first: ({ G }) => revealer(setting, G) ?? 0,
      next: ({ G, ctx }) => nextPlayer(setting, G, ctx),
    },
  },
  endIf: ({ G, ctx }) => gameoverOf(setting, G, ctx.turn),
  // ruling H16 (docs/rulings.md#h16): no player sees a face-down token, whoever looks.
  playerView: ({ G }) => viewOf(G),
  ai: {
    enumerate: (G, _ctx, playerID) => {
      const faction = own(setting.players, playerID)
      const moves = typeof faction !== 'string' ? [] : firstOf(heroes.legalMoves(setting.board, G.state, faction), setting.enumerate)
      return moves.length > 0 ? moves.map((move) => ({ move: 'play', args: [move] })) : [{ move: 'pass' }]
    },
  },
  explain: (G, playerID, move) => judge(setting, G, playerID, move),
  reach: (G, units) => march.reach(setting.board, positionIn(G) as HeroesState, units),
})

/**
 * The heroes ruleset as a boardgame.io 0.50 game, straight from its options:
 * a map of your own (or a bundled map's name), a starting state, the
 * players, a turn limit. The options are checked before any game starts:
 * `Left` with the problem (`UNKNOWN_MAP`, `MAP_REFUSED`, `NO_STATE`,
 * `STATE_REFUSED`, `BAD_OPTION`) when they are not usable, `Right` with the
 * game otherwise. With no options it is the game of {@link heroesGame}.
 *
 * @since 0.2.0
 * @category boardgame.io
 * @example
 * import { heroesGameFrom } from 'marchlaw/boardgame.io'
 * import { demoIsles, demoIslesOpening } from 'marchlaw/maps'
 * import * as E from 'fp-ts/lib/Either.js'
 * const game = heroesGameFrom({ map: demoIsles, state: demoIslesOpening, players: { '0': 'blue', '1': 'red' }, turns: 20 })
 * if (E.isRight(game)) console.log(game.right.players['0']) // blue
 * const refused = heroesGameFrom({ map: 'atlantis' })
 * if (E.isLeft(refused)) console.log(refused.left.code) // UNKNOWN_MAP
 */
export const heroesGameFrom = (options?: GameOptions<HeroesState>): E.Either<SetupProblem, HeroesGame> =>
  E.map(gameOf)(settingOf<HeroesState>('heroes', options, (name) => (name === 'demo-isles' ? demoIslesOpening : undefined), factionsOf))

/**
 * The heroes ruleset as a boardgame.io 0.50 `Game`, ready for `Client`,
 * `Local` or a server: the opening of the bundled Demo Isles (the only
 * bundled heroes map, and what any other value plays), red as player '0'
 * and blue as '1'. `moves.play(move)` takes a heroes move as plain JSON and
 * answers a malformed or illegal one with `INVALID_MOVE`, the state
 * unchanged (ask `explain` for the reasons); `moves.pass()` ends the turn,
 * but not while the player's exploration is pending. For a map, state or
 * players of your own, see {@link heroesGameFrom}.
 *
 * @since 0.2.0
 * @category boardgame.io
 * @example
 * import { heroesGame } from 'marchlaw/boardgame.io'
 * import { Client } from 'boardgame.io/client'
 * const client = Client({ game: heroesGame(), numPlayers: 2 })
 * client.start()
 * client.moves.play({ type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' })
 * console.log(client.getState()?.G.state.units['r-serf-1']?.region, client.getState()?.ctx.currentPlayer) // high-peaks 1
 * client.stop()
 */
export const heroesGame = (_map: 'demo-isles' = 'demo-isles'): HeroesGame => bundledGame(heroesGameFrom({ map: 'demo-isles' }))
