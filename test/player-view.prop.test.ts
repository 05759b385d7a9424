// Views fail closed: a heroes position a host changed so that it no longer passes the shape check
// (a field the format lacks, marchSlots: -1, a token with one more field, another format version,
// ...) is still seen with every face-down token hidden, by exploration.playerView and by the
// heroes game's playerView, for every player and for a spectator.
import type { Ctx } from 'boardgame.io'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { heroesGame, heroesGameFrom } from '../src/boardgame-io.js'
import { exploration, type HeroesState } from '../src/index.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { demoIslesOpening } from '../src/maps/index.js'

/** The kinds the generated positions give their tokens. */
const KINDS = ['gold', 'monster', 'ruins']

type Piles = Readonly<Record<string, ReadonlyArray<{ readonly id: string; readonly kind: string | null }>>>

/** The tokens of a position, face down, with their region. */
const tokensOf = (state: HeroesState) => Object.entries(state.exploration ?? {}).flatMap(([region, tokens]) => tokens.map((token) => ({ region, token })))

/** Each token changed by `change`, the rest of the position as it was. */
const eachToken = (state: HeroesState, change: (token: { readonly id: string; readonly kind: string | null }) => unknown): unknown => ({
  ...state,
  exploration: Object.fromEntries(Object.entries(state.exploration ?? {}).map(([region, tokens]) => [region, tokens.map(change)])),
})

/** Ways a host may break a position, each keeping the face-down kinds somewhere in it. */
const mutations: ReadonlyArray<readonly [string, (state: HeroesState) => unknown]> = [
  ['as it is', (state) => state],
  ['a field the format lacks', (state) => ({ ...state, round: 2 })],
  ['marchSlots: -1', (state) => ({ ...state, marchSlots: -1 })],
  ['a token with one more field', (state) => eachToken(state, (token) => ({ ...token, note: token.kind }))],
  ['another format version', (state) => ({ ...state, format: 'marchlaw/state@2' })],
  ['another ruleset', (state) => ({ ...state, ruleset: 'ring' })],
  ['units that are not a record', (state) => ({ ...state, units: 3 })],
  ['a kind that is an object', (state) => eachToken(state, (token) => ({ id: token.id, kind: { face: token.kind } }))],
  ['an id that is a number', (state) => eachToken(state, (token) => ({ id: 7, kind: token.kind }))],
  ['a token where a list goes', (state) => ({ ...state, exploration: Object.fromEntries(tokensOf(state).map(({ region, token }) => [region, token])) })],
  ['the piles as a list', (state) => ({ ...state, exploration: Object.values(state.exploration ?? {}) })],
  ['a token kind in a list of its own', (state) => eachToken(state, (token) => [token.kind])],
  ['pending that is not a record', (state) => ({ ...state, pending: 'yes' })],
  ['a field the format lacks holding the kinds', (state) => ({ ...state, secret: tokensOf(state).map(({ token }) => token.kind) })],
]

/** Whether any face-down kind shows in `view`: the revealed token of a pending exploration lies face up, so it is left out. */
const shows = (view: unknown): boolean => {
  if (typeof view !== 'object' || view === null) return false
  const { pending: _faceUp, ...rest } = view as Readonly<Record<string, unknown>>
  const text = JSON.stringify(rest)
  return KINDS.some((kind) => text.includes(`"${kind}"`))
}

const scene = fc.record({
  position: anyHeroesPosition.filter((position) => tokensOf(position.state).length > 0),
  mutation: fc.constantFrom(...mutations),
})

describe('views fail closed', () => {
  test.prop([scene], { numRuns: 200 })('no face-down kind shows in any view of a position, broken or not', ({ position, mutation: [, mutate] }) => {
    const broken = mutate(position.state) as HeroesState
    // The test is about something: the broken position does hold the kinds.
    expect(JSON.stringify(broken.exploration ?? {})).toMatch(/"(gold|monster|ruins)"/)
    for (const faction of [...position.factions, '']) expect(shows(exploration.playerView(broken, faction))).toBe(false)
    const game = heroesGameFrom({ map: position.map, state: position.state })
    if (E.isLeft(game)) throw new Error(game.left.message)
    const view = game.right.playerView
    if (view === undefined) throw new Error('the heroes game has a playerView')
    const G = { state: broken, events: [], passes: 0 }
    for (const playerID of [...Object.keys(game.right.players), null]) {
      const seen = view({ G, ctx: JSON.parse('{}') as Ctx, playerID })
      expect(shows(seen.state)).toBe(false)
      expect(seen.events).toEqual([])
    }
  })

  it('a view of a position that checks keeps everything but the kinds; one that does not keeps its fields', () => {
    const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: {}, exploration: { mire: [{ id: 't1', kind: 'ruins' }] } } as const
    expect(exploration.playerView(state, 'red')).toEqual({ ...state, exploration: { mire: [{ id: 't1', kind: null }] } })
    const broken = JSON.parse('{ "round": 2, "format": "marchlaw/state@1", "ruleset": "heroes", "speeds": {}, "units": {}, "exploration": { "mire": [{ "id": "t1", "kind": "ruins", "x": 1 }], "fen": 4 } }')
    const piles: Piles = { mire: [{ id: 't1', kind: null }] }
    // The view keeps the fields of the format only: "round" is not one, and what it holds cannot be told.
    const { round: _round, ...known } = broken as Readonly<Record<string, unknown>>
    expect(exploration.playerView(broken, 'red')).toEqual({ ...known, exploration: piles })
    expect(Object.isFrozen(exploration.playerView(broken, 'red'))).toBe(true)
    expect(exploration.playerView(JSON.parse('[{ "exploration": { "mire": [{ "id": "t1", "kind": "ruins" }] } }]'), 'red')).toEqual({})
    for (const junk of [null, 3, 'state', undefined]) expect(exploration.playerView(junk as unknown as HeroesState, 'red')).toBe(junk)
  })

  it('a view of a position that does not check drops every field the format lacks, there and in a pending exploration', () => {
    const secret = ['ancient ruins', 'a lost hoard']
    const view = exploration.playerView({ ...demoIslesOpening, secret } as HeroesState, 'red')
    expect(Object.keys(view)).toEqual(Object.keys(demoIslesOpening))
    expect(JSON.stringify(view)).not.toMatch(/ancient ruins|a lost hoard/)
    const revealed = { id: 'swamp-1', kind: 'ancient ruins', next: secret }
    const pending = { kind: 'exploration', faction: 'red', region: 'fenmire', revealed, more: 1, rest: secret }
    const seen = exploration.playerView({ ...demoIslesOpening, marchSlots: -1, pending } as unknown as HeroesState, 'red')
    expect(seen.pending).toEqual({ kind: 'exploration', faction: 'red', region: 'fenmire', revealed: { id: 'swamp-1', kind: 'ancient ruins' }, more: 1 })
    expect(JSON.stringify(seen)).not.toContain('a lost hoard')
    expect(Object.isFrozen(seen)).toBe(true)
  })

  it("the game's view of a G that is not a record shows nothing of it", () => {
    const view = heroesGame().playerView
    if (view === undefined) throw new Error('the heroes game has a playerView')
    const ctx = JSON.parse('{}') as Ctx
    expect(view({ G: JSON.parse('[{ "state": { "exploration": { "mire": [{ "id": "t1", "kind": "ruins" }] } } }]'), ctx, playerID: '0' })).toEqual({})
    expect(view({ G: JSON.parse('null'), ctx, playerID: null })).toBeNull()
  })
})
