// marchlaw/boardgame.io under real boardgame.io 0.50: headless clients, the Local master with
// two clients, RandomBot and MCTSBot. Whole games of both rulesets; refused moves leave the
// state as it was; explain names the codes; no view shows a face-down token kind; a state
// after a game round-trips through the JSON codecs.
import { Client } from 'boardgame.io/client'
import { INVALID_MOVE } from 'boardgame.io/core'
import { Local } from 'boardgame.io/multiplayer'
import { MCTSBot, RandomBot, Step } from 'boardgame.io/ai'
import * as E from 'fp-ts/lib/Either.js'
import { isDraft } from 'immer'
import { describe, expect, it } from 'vitest'
import { heroesGame, heroesGameFrom, ringGame, ringGameFrom, type HeroesGame, type MarchlawG, type RingGame } from '../src/boardgame-io.js'
import { decodeState, encodeState } from '../src/json.js'
import { demoIsles, demoIslesOpening } from '../src/maps/index.js'
import type { HeroesState, RingState } from '../src/index.js'
import { seeded } from './fixtures/seeded.js'

const made = <T>(game: E.Either<unknown, T>): T => {
  if (E.isLeft(game)) throw new Error(`the game was refused: ${JSON.stringify(game.left)}`)
  return game.right
}

/** Every face-down token kind a view shows (it must show none). */
const shownKinds = (state: HeroesState): ReadonlyArray<string> =>
  Object.values(state.exploration ?? {}).flatMap((tokens) => tokens.flatMap((token) => (token.kind === null ? [] : [token.kind])))

/** One enumerated action of the current player, drawn with `random`. */
const drawn = (game: HeroesGame | RingGame, G: MarchlawG<HeroesState> | MarchlawG<RingState>, ctx: Parameters<NonNullable<HeroesGame['ai']>['enumerate']>[1], random: () => number) => {
  // The games share one enumerate shape; the union of their G is read by each game as its own.
  const actions = (game.ai?.enumerate as (G: unknown, ctx: unknown, playerID: string) => ReadonlyArray<{ readonly move: string; readonly args?: ReadonlyArray<unknown> }>)(G, ctx, ctx.currentPlayer)
  const action = actions[Math.floor(random() * actions.length)]
  if (action === undefined) throw new Error('enumerate offered nothing')
  return action
}

const roundTrips = (state: HeroesState | RingState): void => {
  const decoded = decodeState(JSON.parse(JSON.stringify(encodeState(state))))
  expect(E.isRight(decoded)).toBe(true)
  if (E.isRight(decoded)) expect(encodeState(decoded.right)).toEqual(encodeState(state))
}

describe('the games', () => {
  it("use boardgame.io's own INVALID_MOVE value", () => {
    expect(INVALID_MOVE).toBe('INVALID_MOVE')
  })

  it('heroesGame() and ringGame() are Games that go straight into a Client, and play', () => {
    const heroes = Client({ game: heroesGame(), numPlayers: 2 })
    heroes.start()
    heroes.moves['play']?.({ type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' })
    expect(heroes.getState()?.G.state.units['r-serf-1']?.region).toBe('high-peaks')
    expect(heroes.getState()?.ctx.currentPlayer).toBe('1')
    heroes.stop()
    const ring = Client({ game: ringGame('demo-marches'), numPlayers: 2 })
    ring.start()
    ring.moves['play']?.({ type: 'army-die', side: 'free', moves: [{ figures: ['wm-r4'], to: 'westmark-citadel' }] })
    expect(ring.getState()?.G.state.figures['wm-r4']?.region).toBe('westmark-citadel')
    expect(ring.getState()?.ctx.currentPlayer).toBe('1')
    ring.stop()
  })

  it("a bundled map's name, or any other value from a caller without types, plays the ruleset's bundled map", () => {
    for (const name of [undefined, 'demo-isles', JSON.parse('"atlantis"'), JSON.parse('{ "map": 3 }'), JSON.parse('null')]) {
      const game = heroesGame(name)
      expect(game.setup?.(JSON.parse('{}'))).toEqual({ state: demoIslesOpening, events: [], passes: 0 })
      expect(game.players).toEqual({ '0': 'red', '1': 'blue' })
    }
    for (const name of [undefined, 'demo-marches', JSON.parse('"demo-isles"'), JSON.parse('[]')]) expect(ringGame(name).players).toEqual({ '0': 'free', '1': 'shadow' })
  })

  it('refuse unusable options with a problem, never a throw', () => {
    const codes = [
      heroesGameFrom({ map: 'atlantis' }),
      heroesGameFrom({ map: { format: 'marchlaw/map@1', regions: { a: { kind: 'land' } }, adjacent: [['a', 'b']] } }),
      heroesGameFrom({ map: 'demo-marches' }),
      // What a caller without types may pass: JSON.parse gives values of no type.
      heroesGameFrom(JSON.parse('{ "state": { "format": "marchlaw/state@1", "ruleset": "heroes", "speeds": {}, "units": 3 } }')),
      ringGameFrom({ players: { '0': 'free', '1': 'free' } }),
      ringGameFrom({ players: { '0': 'neutral' } }),
      ringGameFrom({ turns: 0 }),
      ringGameFrom(JSON.parse('7')),
    ].map((game) => (E.isLeft(game) ? game.left.code : 'made'))
    expect(codes).toEqual(['UNKNOWN_MAP', 'MAP_REFUSED', 'NO_STATE', 'STATE_REFUSED', 'BAD_OPTION', 'BAD_OPTION', 'BAD_OPTION', 'BAD_OPTION'])
  })

  it('heroes: a whole game through enumerated moves, every view hiding the face-down tokens', () => {
    const game = made(heroesGameFrom({ turns: 30 }))
    const random = seeded(14)
    const client = Client({ game, numPlayers: 2, playerID: '0' })
    client.start()
    let played = 0
    for (let step = 0; step < 200; step++) {
      const state = client.store.getState()
      if (state.ctx.gameover !== undefined) break
      const action = drawn(game, state.G, state.ctx, random)
      client.updatePlayerID(state.ctx.currentPlayer)
      const move = client.moves[action.move]
      if (move === undefined) throw new Error(`no move ${action.move}`)
      move(...(action.args ?? []))
      const after = client.getState()
      expect(after?.G).not.toBe(state.G)
      played++
      if (after !== null) expect(shownKinds(after.G.state)).toEqual([])
    }
    const end = client.store.getState()
    expect(end.ctx.gameover).toMatchObject({ reason: expect.stringMatching(/^(turns|passes)$/) })
    expect(played).toBeGreaterThan(20)
    roundTrips(end.G.state)
    client.stop()
  })

  it('heroes: the player who reveals a token resolves it before the turn passes on', () => {
    const game = made(heroesGameFrom())
    const client = Client({ game, numPlayers: 2, playerID: '0' })
    client.start()
    client.moves['pass']?.()
    client.updatePlayerID('1')
    client.moves['play']?.({ type: 'march', faction: 'blue', units: ['b-warrior-1'], to: 'fenmire' })
    const revealed = client.getState()
    const held = client.store.getState().G
    expect(revealed?.ctx.currentPlayer).toBe('1')
    expect(revealed?.G.state.pending?.revealed.id).toBe('swamp-1')
    // The revealed token lies face up; the one still face down shows no kind.
    expect(revealed?.G.state.exploration?.['fenmire']).toEqual([{ id: 'swamp-2', kind: null }, { id: 'swamp-3', kind: null }])
    client.moves['pass']?.()
    expect(client.store.getState().G).toBe(held)
    client.moves['play']?.({ type: 'resolve-exploration', faction: 'blue', token: 'swamp-1' })
    expect(client.getState()?.ctx.currentPlayer).toBe('1')
    expect(client.getState()?.G.state.pending?.revealed.id).toBe('swamp-2')
    client.moves['play']?.({ type: 'resolve-exploration', faction: 'blue', token: 'swamp-2' })
    expect(client.getState()?.ctx.currentPlayer).toBe('0')
    expect(client.getState()?.G.state.pending ?? null).toBeNull()
    client.stop()
  })

  it('heroes: a starting state with a pending exploration starts with the player who revealed it', () => {
    const pending = { kind: 'exploration', faction: 'blue', region: 'fenmire', revealed: { id: 'swamp-0', kind: 'a will-o-wisp' }, more: 0 } as const
    const game = made(heroesGameFrom({ state: { ...demoIslesOpening, pending } }))
    const client = Client({ game, numPlayers: 2, playerID: '1' })
    client.start()
    expect(client.getState()?.ctx.currentPlayer).toBe('1')
    client.moves['play']?.({ type: 'resolve-exploration', faction: 'blue', token: 'swamp-0' })
    expect(client.getState()?.ctx.currentPlayer).toBe('0')
    client.stop()
  })

  it('heroes: malformed, illegal and foreign moves leave the state unchanged, and explain names their codes', () => {
    const game = made(heroesGameFrom())
    const client = Client({ game, numPlayers: 2, playerID: '0' })
    client.start()
    const before = client.store.getState()
    const refused: ReadonlyArray<unknown> = [
      null,
      'march',
      { type: 'teleport' },
      { type: 'march', faction: 'red', units: 'r-serf-1', to: 'high-peaks' },
      { type: 'march', faction: 'red', units: ['r-paladin'], to: 'north-harbor', path: ['north-harbor', 'high-peaks'] },
      { type: 'march', faction: 'blue', units: ['b-warrior-1'], to: 'fenmire' },
      { type: 'army-die', side: 'free', moves: [] },
    ]
    for (const move of refused) client.moves['play']?.(move)
    expect(client.store.getState().G).toBe(before.G)
    expect(client.store.getState().ctx.turn).toBe(before.ctx.turn)
    const G = before.G
    const codes = refused.map((move) => game.explain(G, '0', move).map((v) => v.code))
    expect(codes.slice(0, 4)).toEqual([['MALFORMED_MOVE'], ['MALFORMED_MOVE'], ['MALFORMED_MOVE'], ['MALFORMED_MOVE']])
    expect(codes[4]).toContain('PATH_MISMATCH')
    expect(codes[5]).toEqual(['NOT_OWNED'])
    expect(game.explain(G, '0', refused[5])[0]).toMatchObject({ id: 'blue', owner: 'player 1', actor: 'player 0' })
    expect(codes[6]).toEqual(['WRONG_RULESET'])
    expect(game.explain(G, '0', { type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' })).toEqual([])
    expect(game.reach(G, ['r-serf-1']).reachable).toHaveProperty('high-peaks')
    // A caller without types may hand explain and reach anything: they answer, never throw.
    for (const junk of [JSON.parse('null'), JSON.parse('{ "state": 4 }'), JSON.parse('[]')]) {
      expect(game.explain(junk, '0', { type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' }).map((v) => v.code)).toEqual(['MALFORMED_STATE'])
      expect(game.reach(junk, ['r-serf-1']).origin).toBeNull()
    }
    expect(made(ringGameFrom()).explain(JSON.parse('null'), '0', { type: 'army-die', side: 'free', moves: [] }).map((v) => v.code)).toEqual(['MALFORMED_STATE'])
    client.stop()
  })

  it('moves are judged on the immer draft boardgame.io hands them, with no original()', () => {
    const game = made(ringGameFrom())
    const play = game.moves?.['play']
    if (typeof play !== 'function') throw new Error('play is a move function')
    const drafts: boolean[] = []
    const watched = { ...game, moves: { ...game.moves, play: (context: Parameters<typeof play>[0], move: unknown) => (drafts.push(isDraft(context.G)), play(context, move)) } }
    const client = Client({ game: watched, numPlayers: 2, playerID: '0' })
    client.start()
    client.moves['play']?.({ type: 'army-die', side: 'free', moves: [{ figures: ['wm-r4'], to: 'westmark-citadel' }] })
    expect(drafts).toEqual([true])
    expect(client.store.getState().G.state.figures['wm-r4']?.region).toBe('westmark-citadel')
    client.stop()
  })

  it('heroes: a map given as an object with a state of its own, and players of its choosing', () => {
    const game = made(heroesGameFrom({ map: demoIsles, state: demoIslesOpening, players: { '0': 'blue', '1': 'red' } }))
    const client = Client({ game, numPlayers: 2, playerID: '0' })
    client.start()
    client.moves['play']?.({ type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' })
    expect(client.getState()?.G.state.units['r-serf-1']?.region).toBe('amber-fields')
    client.moves['play']?.({ type: 'march', faction: 'blue', units: ['b-warrior-1'], to: 'south-harbor' })
    expect(client.getState()?.G.state.units['b-warrior-1']?.region).toBe('south-harbor')
    expect(client.getState()?.ctx.currentPlayer).toBe('1')
    client.stop()
  })

  it('heroes: on the Local master, each client sees the face-down tokens hidden and refused moves change nothing', () => {
    const game = made(heroesGameFrom())
    const multiplayer = Local()
    const red = Client({ game, numPlayers: 2, playerID: '0', multiplayer })
    const blue = Client({ game, numPlayers: 2, playerID: '1', multiplayer })
    const spectator = Client({ game, numPlayers: 2, multiplayer })
    const clients = [red, blue, spectator]
    clients.forEach((client) => client.start())
    const views = (): ReadonlyArray<HeroesState | undefined> => clients.map((client) => client.getState()?.G.state)
    const start = views()
    expect(start.map((view) => (view === undefined ? ['no view'] : shownKinds(view)))).toEqual([[], [], []])
    red.moves['play']?.({ type: 'march', faction: 'blue', units: ['b-warrior-1'], to: 'fenmire' })
    red.moves['play']?.({ bogus: true })
    blue.moves['play']?.({ type: 'march', faction: 'blue', units: ['b-warrior-1'], to: 'fenmire' })
    expect(views()).toEqual(start)
    red.moves['pass']?.()
    blue.moves['play']?.({ type: 'march', faction: 'blue', units: ['b-warrior-1'], to: 'fenmire' })
    for (const view of views()) {
      expect(view === undefined ? ['no view'] : shownKinds(view)).toEqual([])
      expect(view?.pending?.revealed).toEqual({ id: 'swamp-1', kind: 'ancient ruins' })
    }
    expect(blue.getState()?.ctx.currentPlayer).toBe('1')
    clients.forEach((client) => client.stop())
  })

  it('ring: a whole game of RandomBot against MCTSBot on one headless client', async () => {
    const game = made(ringGameFrom({ turns: 16 }))
    const enumerate = game.ai?.enumerate
    if (enumerate === undefined) throw new Error('the ring game enumerates')
    const bots = { '0': new RandomBot({ enumerate, seed: 'free' }), '1': new MCTSBot({ game, enumerate, seed: 'shadow', iterations: 8, playoutDepth: 3 }) }
    const client = Client({ game, numPlayers: 2 })
    client.start()
    const start = client.getState()?.G.state
    for (let step = 0; step < 40 && client.getState()?.ctx.gameover === undefined; step++) {
      const player = client.getState()?.ctx.currentPlayer === '0' ? bots['0'] : bots['1']
      await Step(client, player)
    }
    const end = client.getState()
    expect(end?.ctx.gameover).toEqual({ reason: 'turns', turn: 17 })
    expect(end?.G.state).not.toEqual(start)
    if (end !== null) roundTrips(end.G.state)
    client.stop()
  })

  it('ring: two clients on the Local master play a game, each seeing the other side move', () => {
    const game = made(ringGameFrom({ turns: 12 }))
    const multiplayer = Local()
    const free = Client({ game, numPlayers: 2, playerID: '0', multiplayer })
    const shadow = Client({ game, numPlayers: 2, playerID: '1', multiplayer })
    free.start()
    shadow.start()
    const random = seeded(3)
    const clients = { '0': free, '1': shadow }
    for (let step = 0; step < 30; step++) {
      const state = free.getState()
      if (state === null || state.ctx.gameover !== undefined) break
      const mover = state.ctx.currentPlayer === '0' ? clients['0'] : clients['1']
      const action = drawn(game, state.G, state.ctx, random)
      mover.moves[action.move]?.(...(action.args ?? []))
      expect(shadow.getState()?.G).toEqual(free.getState()?.G)
    }
    const end = free.getState()
    expect(end?.ctx.gameover).toEqual({ reason: 'turns', turn: 13 })
    if (end !== null) roundTrips(end.G.state)
    free.stop()
    shadow.stop()
  })

  it('ring: refused moves from a client leave the state unchanged; explain and reach answer from G', () => {
    const game = made(ringGameFrom())
    const client = Client({ game, numPlayers: 2, playerID: '0' })
    client.start()
    const before = client.store.getState()
    const G = before.G
    const notAtWar = { type: 'army-die', side: 'free', moves: [{ figures: ['sw-e1'], to: 'highfold-hall' }] }
    const shadowMove = { type: 'army-die', side: 'shadow', moves: [{ figures: ['ih-r1'], to: 'iron-pass' }] }
    for (const move of [undefined, { type: 'army-die', side: 'free' }, notAtWar, shadowMove]) client.moves['play']?.(move)
    expect(client.store.getState().G).toBe(G)
    expect(client.store.getState().ctx.currentPlayer).toBe('0')
    expect(game.explain(G, '0', { type: 'army-die', side: 'free' }).map((v) => v.code)).toEqual(['MALFORMED_MOVE'])
    expect(game.explain(G, '0', notAtWar).map((v) => v.code)).toContain('NOT_AT_WAR')
    expect(game.explain(G, '0', shadowMove).map((v) => v.code)[0]).toBe('NOT_OWNED')
    expect(game.explain(G, null, shadowMove)[0]).toMatchObject({ code: 'NOT_OWNED', actor: 'a spectator' })
    const where = game.reach(G, ['wm-r4'], 'army-die')
    expect(where.origin).toBe('westmark-ford')
    const to = Object.keys(where.reachable)[0]
    if (to === undefined) throw new Error('the army at the ford can go somewhere')
    expect(game.explain(G, '0', { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r4'], to }] })).toEqual([])
    client.stop()
  })

  it('ring: enumerate is bounded and offers only legal moves', () => {
    const game = made(ringGameFrom({ enumerate: 5 }))
    const client = Client({ game, numPlayers: 2 })
    client.start()
    const state = client.getState()
    if (state === null) throw new Error('a started client has a state')
    const actions = game.ai?.enumerate(state.G, state.ctx, '1') ?? []
    expect(actions.length).toBe(5)
    for (const action of actions) {
      if (!('move' in action)) throw new Error('an enumerated action is a move')
      expect(game.explain(state.G, '1', action.args?.[0])).toEqual([])
    }
    client.stop()
  })
})
