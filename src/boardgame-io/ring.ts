/**
 * The ring ruleset as a boardgame.io game: the two sides take turns, a turn
 * being one action (an Army die, a Character die, an event card's moves or
 * an attack) or a pass. Which die or card a player has is the host's: the
 * game judges the action the move names.
 *
 * @since 0.2.0
 * @module
 */
import type { Game } from 'boardgame.io'
import * as E from 'fp-ts/lib/Either.js'
import { ring, type Allowance, type Board, type Reach, type RingMove, type RingState, type Side, type Violation } from '../index.js'
import { demoMarchesOpening } from '../maps/index.js'
import { actorOf, actorProblem, bundledGame, firstOf, gameHead, gameoverOf, lookupOf, own, positionIn, refusal, settingOf, unreadable, type GameOptions, type MarchlawG, type Setting, type SetupProblem } from './setup.js'

/**
 * A boardgame.io `Game` of the ring ruleset, with the board it plays on,
 * its players, and the questions a client asks before dispatching a move.
 *
 * @since 0.2.0
 * @category boardgame.io
 */
export interface RingGame extends Game<MarchlawG<RingState>> {
  readonly board: Board
  /** boardgame.io player ids to sides. */
  readonly players: Readonly<Record<string, string>>
  /** Every violation `moves.play(move)` would be refused for; none when it is legal. */
  readonly explain: (G: MarchlawG<RingState>, playerID: string | null, move: unknown) => ReadonlyArray<Violation>
  /** Where a group can go from `G` with a die or an event card's allowance, and why not elsewhere. */
  readonly reach: (G: MarchlawG<RingState>, figures: ReadonlyArray<string>, action: 'army-die' | 'character-die' | Allowance) => Reach
}

const judge = (setting: Setting<RingState>, G: MarchlawG<RingState>, playerID: string | null, move: unknown): ReadonlyArray<Violation> => {
  // The boundary of the library checks the shape of the position and the move: a caller sends what it likes.
  const verdict = ring.validateMove(setting.board, positionIn(G) as RingState, move as RingMove)
  const found = E.isLeft(verdict) ? verdict.left : []
  if (unreadable(found)) return found
  const actor = actorProblem(setting, playerID, actorOf(move, 'side'))
  return actor === null ? found : [actor, ...found]
}

const isSide = (actor: unknown): actor is Side => actor === 'free' || actor === 'shadow'

/**
 * A bounded list for a bot, one army at a time: the one-army moves of an
 * Army die (they come before its two-army moves), then the Character die's
 * moves and attacks. Event cards are the host's, so none is offered.
 */
const offered = (setting: Setting<RingState>, state: RingState, side: Side): ReadonlyArray<RingMove> => {
  const armyDie = firstOf(ring.legalMoves(setting.board, state, side, 'army-die'), setting.enumerate, (move) => move.type !== 'attack' && move.moves.length === 1)
  return [...armyDie, ...firstOf(ring.legalMoves(setting.board, state, side, 'character-die'), setting.enumerate - armyDie.length)]
}

const gameOf = (setting: Setting<RingState>): RingGame => ({
  ...gameHead(setting, 'marchlaw-ring'),
  moves: lookupOf({
    // Judged on the draft itself: the library reads a position afresh and keeps nothing of it.
    play: ({ G, playerID, events }, ...args: ReadonlyArray<unknown>) => {
      const move = args[0]
      if (judge(setting, G, playerID, move).length > 0) return refusal(G, args)
      const applied = ring.applyMove(setting.board, G.state, move as RingMove)
      if (E.isLeft(applied)) return refusal(G, args)
      events.endTurn()
      return { state: applied.right.state, events: applied.right.events, passes: 0 }
    },
    pass: ({ G, events }) => {
      events.endTurn()
      return { state: G.state, events: [], passes: G.passes + 1 }
    },
  }),
  turn: {
    order: {
      playOrder: () => [...setting.order],
      first: () => 0,
      next: ({ ctx }) => (ctx.playOrderPos + 1) % setting.order.length,
    },
  },
  endIf: ({ G, ctx }) => gameoverOf(setting, G, ctx.turn),
  ai: {
    enumerate: (G, _ctx, playerID) => {
      const side = own(setting.players, playerID)
      const moves = isSide(side) ? offered(setting, G.state, side) : []
      return moves.length > 0 ? moves.map((move) => ({ move: 'play', args: [move] })) : [{ move: 'pass' }]
    },
  },
  explain: (G, playerID, move) => judge(setting, G, playerID, move),
  reach: (G, figures, action) => ring.reach(setting.board, positionIn(G) as RingState, figures, action),
})

/**
 * The ring ruleset as a boardgame.io 0.50 game, straight from its options:
 * a map of your own (or a bundled map's name), a starting state, the
 * players, a turn limit. The options are checked before any game starts:
 * `Left` with the problem (`UNKNOWN_MAP`, `MAP_REFUSED`, `NO_STATE`,
 * `STATE_REFUSED`, `BAD_OPTION`) when they are not usable, `Right` with the
 * game otherwise. With no options it is the game of {@link ringGame}.
 *
 * @since 0.2.0
 * @category boardgame.io
 * @example
 * import { ringGameFrom } from 'marchlaw/boardgame.io'
 * import * as E from 'fp-ts/lib/Either.js'
 * const game = ringGameFrom({ turns: 12 })
 * if (E.isRight(game)) console.log(game.right.players['1']) // shadow
 * const refused = ringGameFrom({ players: { '0': 'free', '1': 'free' } })
 * if (E.isLeft(refused)) console.log(refused.left.code) // BAD_OPTION
 */
export const ringGameFrom = (options?: GameOptions<RingState>): E.Either<SetupProblem, RingGame> =>
  E.map(gameOf)(settingOf<RingState>('ring', options, (name) => (name === 'demo-marches' ? demoMarchesOpening : undefined), () => ({ '0': 'free', '1': 'shadow' })))

/**
 * The ring ruleset as a boardgame.io 0.50 `Game`, ready for `Client`,
 * `Local` or a server: the opening of the bundled Demo Marches (the only
 * bundled ring map, and what any other value plays), the Free Peoples as
 * player '0' and the Shadow as '1'. `moves.play(move)` takes a ring move as
 * plain JSON and answers a malformed or illegal one with `INVALID_MOVE`,
 * the state unchanged (ask `explain` for the reasons); `moves.pass()` ends
 * the turn. For a map, state or players of your own, see
 * {@link ringGameFrom}.
 *
 * @since 0.2.0
 * @category boardgame.io
 * @example
 * import { ringGame } from 'marchlaw/boardgame.io'
 * import { Client } from 'boardgame.io/client'
 * const game = ringGame()
 * const client = Client({ game, numPlayers: 2 })
 * client.start()
 * const G = client.getState()?.G
 * const move = { type: 'army-die', side: 'free', moves: [{ figures: ['sw-e1'], to: 'highfold-hall' }] }
 * if (G !== undefined) console.log(game.explain(G, '0', move).map((v) => v.code)) // [ 'NOT_ADJACENT', 'NOT_AT_WAR' ]
 * client.stop()
 */
export const ringGame = (_map: 'demo-marches' = 'demo-marches'): RingGame => bundledGame(ringGameFrom({ map: 'demo-marches' }))
