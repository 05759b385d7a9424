// The move notation round-trips: parseMove(board, formatMove(board, move)) is exactly the move, on generated moves of
// both rulesets (plausible and junk) and on moves whose ids hold the notation's own signs.
import { describe, expect } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import type { HeroesMove } from '../src/model/heroes-state.js'
import { formatMove, parseMove } from '../src/json/notation.js'
import type { RingMove, Side } from '../src/model/ring-state.js'
import { anyHeroesPosition, arbitraryMarchChoice, buildMarch } from '../src/arbitraries/heroes.js'
import { arbitraryDieScene, arbitraryEventScene } from '../src/arbitraries/ring-moves.js'
import { arbitraryRingPosition, smallSize } from '../src/arbitraries/ring.js'
import * as ring from '../src/ring/ring.js'
import { boardOf, arbitraryMap } from '../src/arbitraries/map.js'

const roundTrip = (board: Parameters<typeof formatMove>[0], move: HeroesMove | RingMove): void => {
  const line = formatMove(board, move)
  expect(line).not.toContain('\n')
  expect(parseMove(board, line)).toEqual(E.right(move))
}

// Ids with spaces, quotes, the separators , ; > and the empty-list sign -, and keywords of the notation.
const strangeId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.constantFrom('-', 'to', 'by', 'march', 'a b', 'x,y', 'p;q', 'a>b', '"q"', '\\', ' lead', 'é', '2/3'),
)
const ids = fc.array(strangeId, { maxLength: 4 })
const side = fc.constantFrom<Side>('free', 'shadow')
const count = fc.integer({ min: 1, max: 12 })

const strangeMove: fc.Arbitrary<HeroesMove | RingMove> = fc.oneof(
  fc.record({ type: fc.constant('march' as const), faction: strangeId, units: ids, to: strangeId }),
  fc.record({ type: fc.constant('march' as const), faction: strangeId, units: ids, to: strangeId, path: ids }),
  fc.record({ type: fc.constant('resolve-exploration' as const), faction: strangeId, token: strangeId }),
  fc.record({
    type: fc.constantFrom('army-die' as const, 'character-die' as const),
    side,
    moves: fc.array(fc.record({ figures: ids, to: strangeId }), { maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant('event-move' as const),
    side,
    allowance: fc.record({ armies: count, regions: count }),
    moves: fc.array(fc.record({ figures: ids, path: ids }), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('attack' as const), side, die: fc.constantFrom('army' as const, 'character' as const), figures: ids, target: strangeId }),
)

describe('move notation', () => {
  test.prop([anyHeroesPosition, arbitraryMarchChoice])('round-trips generated heroes marches', (position, choice) => {
    roundTrip(position.board, buildMarch(position, choice))
  })

  test.prop([anyHeroesPosition, fc.string({ minLength: 1 })])('round-trips exploration resolutions', (position, token) => {
    roundTrip(position.board, { type: 'resolve-exploration', faction: 'red', token })
  })

  test.prop([arbitraryDieScene()])('round-trips generated ring die moves', ({ position, move }) => {
    roundTrip(position.board, move)
  })

  test.prop([arbitraryEventScene()])('round-trips generated ring event moves', ({ position, move }) => {
    roundTrip(position.board, move)
  })

  test.prop([arbitraryRingPosition(smallSize), side, fc.constantFrom('army-die' as const, 'character-die' as const)], { numRuns: 60 })(
    'round-trips every attack legalMoves lists',
    ({ board, state }, actor, die) => {
      for (const move of ring.legalMoves(board, state, actor, die)) if (move.type === 'attack') roundTrip(board, move)
    },
  )

  test.prop([arbitraryMap().map(boardOf), strangeMove])('round-trips moves whose ids hold the notation signs', (board, move) => {
    roundTrip(board, move)
  })
})
