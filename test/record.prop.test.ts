// A game record reads back to the game it was written from: random playouts of both rulesets, over generated
// positions and the bundled maps, are replayed, encoded (moves as objects or in notation, with players,
// comments and times), read back through JSON and replayed again to the same positions and events.
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile, replay, type Board, type GameRecord, type HeroesState, type MapFile, type RingState } from '../src/index.js'
import { decodeRecord, encodeRecord } from '../src/json.js'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { deepFreeze } from './arbitrary/heroes.js'
import { arbitraryRingPosition, smallSize } from '../src/arbitraries/ring.js'
import { heroesPlayout, ringPlayout } from './records/playout.js'

const boardOf = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error('a bundled map compiles')
  return board.right
}

interface Game {
  readonly map: string | MapFile
  readonly board: Board
  readonly states: ReadonlyArray<HeroesState | RingState>
  readonly moves: GameRecord['moves']
}

const annotation = fc.record(
  {
    player: fc.constantFrom('ann', 'bo', 'player 0'),
    comment: fc.string({ maxLength: 12 }),
    time: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
  },
  { requiredKeys: [] },
)

const withNotes = (game: { readonly states: ReadonlyArray<HeroesState | RingState>; readonly moves: ReadonlyArray<{ readonly move: GameRecord['moves'][number]['move'] }> }) =>
  fc.array(annotation, { minLength: game.moves.length, maxLength: game.moves.length }).map((notes) => game.moves.map(({ move }, at) => ({ move, ...notes[at] })))

const length = fc.integer({ min: 0, max: 30 })
const seed = fc.integer()

const heroesGame: fc.Arbitrary<Game> = fc.oneof(
  fc.tuple(anyHeroesPosition, seed, length).map(([position, s, n]) => ({ map: position.map as string | MapFile, board: position.board, ...heroesPlayout(position.board, position.state, s, n) })),
  fc.tuple(seed, length).map(([s, n]) => ({ map: 'demo-isles' as string | MapFile, board: boardOf(demoIsles), ...heroesPlayout(boardOf(demoIsles), demoIslesOpening, s, n) })),
).chain((game) => withNotes(game).map((moves) => ({ ...game, moves })))

const ringGame: fc.Arbitrary<Game> = fc.oneof(
  fc.tuple(arbitraryRingPosition(smallSize), seed, length).map(([position, s, n]) => ({ map: position.map as string | MapFile, board: position.board, ...ringPlayout(position.board, position.state, s, n) })),
  fc.tuple(seed, length).map(([s, n]) => ({ map: 'demo-marches' as string | MapFile, board: boardOf(demoMarches), ...ringPlayout(boardOf(demoMarches), demoMarchesOpening, s, n) })),
).chain((game) => withNotes(game).map((moves) => ({ ...game, moves })))

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('a game record', () => {
  test.prop([fc.oneof(heroesGame, ringGame), fc.boolean()], { numRuns: 40 })(
    'replays its playout, and reads back from JSON to the same record and the same game, its moves as objects or in notation',
    (game, notation) => {
      const start = game.states[0]
      if (start === undefined) throw new Error('a playout has a start')
      const moves = game.moves.map((entry) => entry.move)
      const played = replay(game.board, deepFreeze(asJson(start)) as HeroesState | RingState, deepFreeze(asJson(moves)) as typeof moves)
      if (E.isLeft(played)) throw new Error(`a playout replays: ${JSON.stringify(played.left)}`)
      expect(asJson(played.right.positions)).toEqual(asJson(game.states))
      expect(played.right.events).toHaveLength(moves.length)

      const record: GameRecord = { format: 'marchlaw/record@1', map: game.map, state: start, moves: game.moves }
      const read = decodeRecord(JSON.parse(JSON.stringify(encodeRecord(record, { notation }))))
      if (E.isLeft(read)) throw new Error(`an encoded record decodes: ${JSON.stringify(read.left)}`)
      expect(read.right).toEqual(asJson(record))
      const again = replay(game.board, read.right.state, read.right.moves.map((entry) => entry.move))
      if (E.isLeft(again)) throw new Error('a record read back replays')
      expect(asJson(again.right)).toEqual(asJson(played.right))
    },
  )

  test.prop([fc.oneof(heroesGame, ringGame).filter((game) => game.moves.length > 0), fc.nat()], { numRuns: 40 })(
    'cut anywhere, it replays to the position there; a move of the other ruleset put there is refused at that index, with the game before it',
    (game, pick) => {
      const at = pick % game.moves.length
      const start = game.states[0] as HeroesState | RingState
      const moves = game.moves.map((entry) => entry.move)
      const cut = replay(game.board, start, moves.slice(0, at))
      if (E.isLeft(cut)) throw new Error('a prefix of a playout replays')
      expect(asJson(cut.right.positions.at(-1))).toEqual(asJson(game.states[at]))
      const alien = start.ruleset === 'heroes' ? { type: 'army-die', side: 'free', moves: [] } : { type: 'march', faction: 'red', units: ['x'], to: 'y' }
      const refused = replay(game.board, start, [...moves.slice(0, at), alien as never, ...moves.slice(at + 1)])
      if (E.isRight(refused)) throw new Error('a move of the other ruleset is refused')
      expect(refused.left.index).toBe(at)
      expect(refused.left.move).toBe(alien)
      expect(refused.left.violations.map((v) => v.code)).toContain('WRONG_RULESET')
      expect(asJson(refused.left.before)).toEqual(asJson(cut.right))
    },
  )
})

describe('encodeRecord on a value that is not a record', () => {
  const encode = encodeRecord as (value: unknown, options?: unknown) => unknown
  const valid = { format: 'marchlaw/record@1', map: 'demo-isles', state: demoIslesOpening, moves: [] }
  test.prop([fc.oneof(fc.anything(), fc.record({ moves: fc.anything() }), fc.anything().map((moves) => ({ ...valid, moves: [moves] }))), fc.anything()], { numRuns: 300 })(
    'gives null, never a throw, for any value the record decoder refuses',
    (value, options) => {
      for (const written of [encode(value), encode(value, { notation: true }), encode(value, options)]) {
        if (written !== null) expect(E.isRight(decodeRecord(JSON.parse(JSON.stringify(written))))).toBe(true)
        if (E.isLeft(decodeRecord(value))) expect(written).toBeNull()
      }
    },
  )
  test.each([[{ moves: null }], [{ moves: [null] }], [5], ['x'], [{}], [{ moves: [{}] }], [{ ...valid, moves: [{}] }], [{ ...valid, moves: [{ move: { type: 'event-move', side: 'free', allowance: { armies: -1, regions: 2 }, moves: [] } }] }]])(
    'gives null for %j',
    (value) => {
      expect(encode(value)).toBeNull()
      expect(encode(value, { notation: true })).toBeNull()
    },
  )
  it('still writes a record', () => {
    expect(encode(valid, { notation: true })).toEqual(valid)
  })
})
