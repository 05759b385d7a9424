// A boardgame.io match written as a game record: whole matches of both rulesets played by enumerated moves in
// a headless client, their log made a record, and the record replayed to the match's last position, through
// JSON and through `marchlaw replay`. Undone moves leave the record; a redacted move is refused.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from 'boardgame.io/client'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { heroesGameFrom, matchRecord, ringGameFrom, type HeroesGame, type RingGame } from '../src/boardgame-io.js'
import { compile, replay, type HeroesState, type RingState } from '../src/index.js'
import { decodeRecord, encodeRecord } from '../src/json.js'
import { runCli } from '../src/cli/run.js'
import { demoIsles, demoMarches } from '../src/maps/index.js'
import { seeded } from './fixtures/seeded.js'

const made = <T>(game: E.Either<unknown, T>): T => {
  if (E.isLeft(game)) throw new Error(`refused: ${JSON.stringify(game.left)}`)
  return game.right
}

type Enumerate = (G: unknown, ctx: unknown, playerID: string) => ReadonlyArray<{ readonly move: string; readonly args?: ReadonlyArray<unknown> }>

// A match of enumerated moves (passes among them), played until its end; its client, stopped.
const playMatch = (game: HeroesGame | RingGame, seed: number) => {
  const random = seeded(seed)
  const client = Client({ game: game as HeroesGame, numPlayers: 2, playerID: '0' })
  client.start()
  for (let step = 0; step < 80; step++) {
    const state = client.store.getState()
    if (state.ctx.gameover !== undefined) break
    const actions = (game.ai?.enumerate as Enumerate)(state.G, state.ctx, state.ctx.currentPlayer)
    const action = actions[Math.floor(random() * actions.length)] ?? { move: 'pass' }
    client.updatePlayerID(state.ctx.currentPlayer)
    client.moves[action.move]?.(...(action.args ?? []))
  }
  client.stop()
  return client
}

const boards = { heroes: made(compile(demoIsles)), ring: made(compile(demoMarches)) }

describe('matchRecord', () => {
  it.each([
    ['heroes', () => made(heroesGameFrom({ turns: 40 }))],
    ['ring', () => made(ringGameFrom({ turns: 40 }))],
  ] as const)('%s: a whole match replays, as written and read back, to its last position', (ruleset, game) => {
    const client = playMatch(game(), 5)
    const record = made(matchRecord(ruleset, client.log ?? []))
    const played = (client.log ?? []).filter((entry) => entry.action.type === 'MAKE_MOVE' && entry.action.payload.type === 'play').length
    expect(record.moves).toHaveLength(played)
    expect(played).toBeGreaterThan(10)
    expect(record.moves.every((entry) => entry.player === '0' || entry.player === '1')).toBe(true)
    // The store holds the whole state; getState() gives the player's view, without the face-down token kinds.
    const last = client.store.getState().G.state as HeroesState | RingState
    const game1 = made(replay(boards[ruleset], record.state, record.moves.map((entry) => entry.move)))
    expect(JSON.parse(JSON.stringify(game1.positions.at(-1)))).toEqual(JSON.parse(JSON.stringify(last)))
    const text = JSON.stringify(encodeRecord(record, { notation: true }))
    expect(made(decodeRecord(JSON.parse(text)))).toEqual(JSON.parse(JSON.stringify(record)))
    const out: string[] = []
    const code = runCli(['replay', 'match.json'], { readFile: () => E.right(text), out: (line) => out.push(line), err: (line) => out.push(line) })
    expect(code).toBe(0)
    expect(out.at(-1)).toBe(`legal: all ${played} moves of the record`)
  })

  it('takes the map and the starting position of the options', () => {
    const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
    const map = { format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] } as const
    const record = made(matchRecord('heroes', [], { map, state, players: { '0': 'red' } }))
    expect(record).toEqual({ format: 'marchlaw/record@1', map, state, moves: [] })
    expect(made(matchRecord('ring', [])).map).toBe('demo-marches')
    expect(E.isLeft(matchRecord('ring', [], { map: 'atlantis' }))).toBe(true)
  })

  it('leaves out a move undone, keeps one redone, and refuses a redacted move with its path', () => {
    const move = (type: string, args: unknown, playerID = '0') => ({ action: { type: 'MAKE_MOVE', payload: { type, args, playerID } }, _stateID: 0, turn: 1, phase: '' })
    const control = (type: 'UNDO' | 'REDO') => ({ action: { type, payload: { type: null, args: null, playerID: '0' } }, _stateID: 0, turn: 1, phase: '' })
    const m1 = { type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' }
    const m2 = { type: 'resolve-exploration', faction: 'red', token: 't' }
    const log = [move('play', [m1]), move('play', [m2]), control('UNDO'), control('UNDO'), control('REDO'), move('pass', [], '1')] as never
    expect(made(matchRecord('heroes', log)).moves).toEqual([{ move: m1, player: '0' }])
    const passUndone = [move('play', [m1]), move('pass', []), control('UNDO')] as never
    expect(made(matchRecord('heroes', passUndone)).moves).toEqual([{ move: m1, player: '0' }])
    const redacted = [move('play', [m1]), move('play', undefined)] as never
    const refused = matchRecord('heroes', redacted)
    expect(E.isLeft(refused) && refused.left).toMatchObject({ code: 'BAD_OPTION', path: 'log[1].action.payload.args[0]' })
    expect(E.isLeft(matchRecord('heroes', 'log' as never))).toBe(true)
    expect(E.isLeft(matchRecord('chess' as never, []))).toBe(true)
  })

  it('refuses a logged move that is not a move of the ruleset in the format, with its path', () => {
    const move = (args: unknown) => ({ action: { type: 'MAKE_MOVE', payload: { type: 'play', args, playerID: '0' } }, _stateID: 0, turn: 1, phase: '' })
    const m1 = { type: 'march', faction: 'red', units: ['r-serf-1'], to: 'high-peaks' }
    for (const wrong of [{ type: 'march', faction: 'red' }, { type: 'army-die', side: 'free', moves: [] }, { ...m1, extra: 1 }]) {
      const refused = matchRecord('heroes', [move([m1]), move([wrong])] as never)
      expect(E.isLeft(refused) && refused.left, JSON.stringify(wrong)).toMatchObject({ code: 'BAD_OPTION', path: 'log[1].action.payload.args[0]' })
    }
  })
})

describe('the docs of the boardgame.io games', () => {
  it('call heroesGame and ringGame with no options, which they no longer take (heroesGameFrom and ringGameFrom do)', () => {
    const folder = join(import.meta.dirname, '..', 'src', 'boardgame-io')
    const files = readdirSync(folder).filter((name) => name.endsWith('.ts'))
    expect(files).toContain('record.ts')
    for (const name of files) {
      const text = readFileSync(join(folder, name), 'utf8')
      expect(text.match(/\b(?:heroesGame|ringGame)\((?!\)|'demo-)[^)]/g), name).toBeNull()
    }
    expect(readFileSync(join(folder, 'record.ts'), 'utf8')).toMatch(/`heroesGameFrom\(options\)`/)
  })
})
