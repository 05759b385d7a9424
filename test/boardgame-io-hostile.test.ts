// A hostile client against marchlaw/boardgame.io: every name of Object.prototype (and __proto__)
// sent as a move, and arguments boardgame.io cannot write into its log line, through a Local
// master with two clients and through boardgame.io's own Master as a server runs it (its
// in-memory storage, in-process, no network). The match goes on as it was, and no promise rejects.
import type { Game, State } from 'boardgame.io'
import { Client } from 'boardgame.io/client'
import { createMatch } from 'boardgame.io/internal'
import { Master } from 'boardgame.io/master'
import { Local } from 'boardgame.io/multiplayer'
import { Server } from 'boardgame.io/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { heroesGame, heroesGameFrom, ringGame, type HeroesGame, type RingGame } from '../src/boardgame-io.js'
import { demoIslesOpening } from '../src/maps/index.js'

/** Every name a plain object inherits, and the one that reaches its prototype. */
const inherited: ReadonlyArray<string> = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])]

/** Arguments that break boardgame.io 0.50's log line (`${args}`) when a move refuses them. */
const unwritable = (): ReadonlyArray<unknown> => [
  [JSON.parse('{ "toString": 1 }')],
  [JSON.parse('{ "valueOf": {}, "toString": [] }')],
  JSON.parse('{ "toString": "x" }'),
  [[JSON.parse('{ "valueOf": 2, "toString": 3 }')]],
  [JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`)],
  [Object.create(null)],
  [Symbol('move')],
]

const games: ReadonlyArray<readonly [string, () => HeroesGame | RingGame, unknown]> = [
  ['heroes', () => heroesGame(), { type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' }],
  ['ring', () => ringGame(), { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r4'], to: 'westmark-citadel' }] }],
]

/** A move action as a client sends it, without credentials. */
const move = (type: string, args: unknown, playerID = '0'): Parameters<Master['onUpdate']>[0] & { readonly type: 'MAKE_MOVE' } =>
  ({ type: 'MAKE_MOVE', payload: { type, args, playerID } }) as Parameters<Master['onUpdate']>[0] & { readonly type: 'MAKE_MOVE' }

let rejected: unknown[] = []
const onRejection = (reason: unknown): void => {
  rejected.push(reason)
}
beforeEach(() => {
  rejected = []
  process.on('unhandledRejection', onRejection)
})
afterEach(() => {
  process.off('unhandledRejection', onRejection)
})

/** Long enough for a promise a transport dropped to settle and be reported. */
const settled = (): Promise<void> => new Promise((done) => setTimeout(done, 20))

let matches = 0

describe.each(games)('%s: a hostile client changes nothing', (_name, made, legal) => {
  it('through a Local master with two clients: every prototype name as a move, then unwritable arguments', async () => {
    const game = made()
    const matchID = `hostile-${matches++}`
    const multiplayer = Local()
    const clients = ['0', '1'].map((playerID) => Client({ game: game as Game, numPlayers: 2, matchID, playerID, multiplayer }))
    clients.forEach((client) => client.start())
    const [first, second] = clients
    if (first === undefined || second === undefined) throw new Error('two clients')
    const start = first.getState()
    expect(start?.G).toBeDefined()
    for (const name of inherited) {
      // The client's own reducer runs the action, and its transport hands it to the master, unawaited, as a socket would.
      first.store.dispatch(move(name, []))
      await settled()
    }
    for (const args of unwritable()) {
      first.store.dispatch(move('play', args))
      await settled()
    }
    expect(rejected).toEqual([])
    for (const client of clients) {
      expect(client.getState()?.G).toEqual(start?.G)
      expect(client.getState()?.ctx.currentPlayer).toBe('0')
    }
    // The match goes on: a legal move is played, and both clients see it.
    first.moves['play']?.(legal)
    await settled()
    expect(second.getState()?.ctx.currentPlayer).toBe('1')
    expect(second.getState()?.G).not.toEqual(start?.G)
    expect(rejected).toEqual([])
    clients.forEach((client) => client.stop())
  })

  it("through boardgame.io's Master as a server runs it: every update resolves, G as it was", async () => {
    const game = made()
    const { db } = Server({ games: [game], origins: [] })
    const created = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false })
    if ('setupDataError' in created) throw new Error(created.setupDataError)
    const matchID = `server-${matches++}`
    db.createMatch(matchID, created)
    const sent: unknown[] = []
    const master = new Master(game, db, { send: (message) => sent.push(message), sendAll: (message) => sent.push(message) })
    const stored = () => {
      // The server's in-memory storage answers at once.
      const { state } = db.fetch(matchID, { state: true }) as { readonly state?: State }
      if (state === undefined) throw new Error('no match')
      return state
    }
    const start = stored()
    for (const name of inherited) await expect(master.onUpdate(move(name, []), stored()._stateID, matchID, '0')).resolves.not.toThrow()
    for (const args of unwritable()) {
      await expect(master.onUpdate(move('play', args), stored()._stateID, matchID, '0')).resolves.not.toThrow()
    }
    await settled()
    expect(rejected).toEqual([])
    expect(stored().G).toEqual(start.G)
    expect(stored().ctx.currentPlayer).toBe('0')
    await master.onUpdate(move('play', [legal]), stored()._stateID, matchID, '0')
    expect(stored().ctx.currentPlayer).toBe('1')
    expect(stored().G).not.toEqual(start.G)
  })
})

describe('the lookup tables of the games', () => {
  it.each(games)('%s: moves and players hold no inherited name', (_name, made) => {
    const game = made()
    for (const name of inherited) {
      expect(name in (game.moves ?? {})).toBe(false)
      expect(name in game.players).toBe(false)
    }
    expect(Object.keys(game.moves ?? {})).toEqual(['play', 'pass'])
  })
})

describe('arguments boardgame.io cannot write', () => {
  it('heroes: play and a pass refused while an exploration is pending take them with G as it was, on a headless client too', () => {
    const pending = { kind: 'exploration', faction: 'red', region: 'fenmire', revealed: { id: 'swamp-0', kind: 'a will-o-wisp' }, more: 0 } as const
    const made = heroesGameFrom({ state: { ...demoIslesOpening, pending } })
    if (made._tag === 'Left') throw new Error(made.left.message)
    const client = Client({ game: made.right as Game, numPlayers: 2, playerID: '0' })
    client.start()
    const start = client.getState()
    for (const args of unwritable())
      for (const name of ['play', 'pass']) {
        // Without a master the client's own reducer runs the move, so a throw in boardgame.io's log line would come out of dispatch.
        expect(() => client.store.dispatch(move(name, args))).not.toThrow()
        expect(client.getState()?.G).toEqual(start?.G)
      }
    client.moves['pass']?.()
    expect(client.getState()?.G).toEqual(start?.G)
    client.moves['play']?.({ type: 'resolve-exploration', faction: 'red', token: 'swamp-0' })
    expect(client.getState()?.ctx.currentPlayer).toBe('1')
    client.stop()
  })
})
