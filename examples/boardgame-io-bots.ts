/**
 * A terminal client of marchlaw/boardgame.io: boardgame.io's RandomBot and
 * MCTSBot play one ruleset on its bundled map through a headless Client,
 * and each turn is printed with its events; first, a move the current
 * player may not make is asked about with `explain`, and its reasons are
 * printed as a client would show them. Run it from the repository root
 * (see README, "Examples"):
 *
 *   ring, 10 turns:    ... examples/boardgame-io-bots.ts ring 10
 *   heroes, 10 turns:  ... examples/boardgame-io-bots.ts heroes 10
 *
 * @module
 */
import { MCTSBot, RandomBot, Step } from 'boardgame.io/ai'
import { Client } from 'boardgame.io/client'
import type { Game } from 'boardgame.io'
import * as E from 'fp-ts/lib/Either.js'
import { eventInWords, type Board, type HeroesState, type RingState, type Violation } from 'marchlaw'
import { heroesGameFrom, ringGameFrom, type MarchlawG } from 'marchlaw/boardgame.io'

/** What this client needs of either game: a boardgame.io Game over a marchlaw G, and its explain. */
type Explaining<S extends HeroesState | RingState> = Game<MarchlawG<S>> & {
  readonly board: Board
  readonly explain: (G: MarchlawG<S>, playerID: string | null, move: unknown) => ReadonlyArray<Violation>
}

const play = async <S extends HeroesState | RingState>(game: Explaining<S>, turns: number, wrongMove: unknown): Promise<void> => {
  const enumerate = game.ai?.enumerate
  if (enumerate === undefined) return
  const client = Client({ game, numPlayers: 2 })
  client.start()
  console.log(`${game.name ?? 'marchlaw'}: player 0 asks about ${JSON.stringify(wrongMove)}`)
  for (const reason of game.explain(client.store.getState().G, '0', wrongMove)) console.log(`  refused, ${reason.code}: ${reason.message}`)
  const bots = [new RandomBot({ enumerate, seed: 'first' }), new MCTSBot({ game, enumerate, seed: 'second', iterations: 8, playoutDepth: 3 })]
  for (let step = 0; step < 4 * turns && client.store.getState().ctx.gameover === undefined; step++) {
    const before = client.store.getState()
    const bot = bots[before.ctx.currentPlayer === '0' ? 0 : 1]
    if (bot === undefined) break
    const action = await Step(client, bot)
    const what = action?.payload.type === 'play' ? JSON.stringify(action.payload.args[0]) : (action?.payload.type ?? 'nothing')
    console.log(`turn ${before.ctx.turn}, player ${before.ctx.currentPlayer}: ${what}`)
    for (const event of client.store.getState().G.events) console.log(`  ${eventInWords(game.board, event)}`)
  }
  console.log('game over:', JSON.stringify(client.store.getState().ctx.gameover))
  client.stop()
}

const [ruleset = 'ring', turnsArg = '10'] = process.argv.slice(2)
const turns = Number.parseInt(turnsArg, 10)
// A move player 0 may not make, asked about before the bots play.
const heroes = ruleset === 'heroes' ? heroesGameFrom({ turns }) : null
const ring = ruleset === 'heroes' ? null : ringGameFrom({ turns })
if (heroes !== null && E.isRight(heroes)) await play(heroes.right, turns, { type: 'march', faction: 'blue', units: ['b-warrior-1'], to: 'oakwood' })
else if (ring !== null && E.isRight(ring)) await play(ring.right, turns, { type: 'army-die', side: 'free', moves: [{ figures: ['sw-e1'], to: 'highfold-hall' }] })
else {
  console.error('the game options were refused')
  process.exitCode = 2
}
