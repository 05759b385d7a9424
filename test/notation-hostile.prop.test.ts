// The move notation on what an untrusted client or a host without types may send: any value in any argument,
// ids with control characters and ids spelled as the notation's own words. Nothing throws, every error has a
// column that is a number, and what formatMove writes parseMove reads back, with and without a position.
import { describe, expect, it } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from '../src/board/graph.js'
import { formatMove, parseMove } from '../src/json/notation.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import { demoIslesOpening, demoMarchesOpening } from '../src/maps/openings.js'
import { exitCodes, runCli } from '../src/cli/run.js'
import type { HeroesMove } from '../src/model/heroes-state.js'
import type { RingMove, Side } from '../src/model/ring-state.js'

const boardOf = (map: unknown): Board => {
  const board = compile(map as Parameters<typeof compile>[0])
  if (E.isLeft(board)) throw new Error('the map compiles')
  return board.right
}
const isles = boardOf(demoIsles)
// No region names: with a position, a region is typed by its name too, and a hostile id may spell one.
const bare = boardOf({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })

const anyValue = fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withMap: true, withSet: true, withBigInt: true, withDate: true, withTypedArray: true, withSparseArray: true })

const keywords = ['-', '+', 'march', 'resolve', 'army', 'character', 'event', 'attack', 'to', 'by', 'at', 'from', 'free', 'shadow', '2', '1/2']
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))
const hostileId = fc.oneof(
  fc.constantFrom(...keywords),
  fc.string({ unit: anyCodeUnit, maxLength: 6 }),
  fc.string({ unit: fc.oneof(controlCharacter, fc.constantFrom('a', ' ', '"', '\\', ',', ';', '>')), minLength: 1, maxLength: 6 }),
)
const hostileIds = fc.array(hostileId, { maxLength: 4 })
const side = fc.constantFrom<Side>('free', 'shadow')
const hostileMove: fc.Arbitrary<HeroesMove | RingMove> = fc.oneof(
  fc.record({ type: fc.constant('march' as const), faction: hostileId, units: hostileIds, to: hostileId }),
  fc.record({ type: fc.constant('march' as const), faction: hostileId, units: hostileIds, to: hostileId, path: hostileIds }),
  fc.record({ type: fc.constant('resolve-exploration' as const), faction: hostileId, token: hostileId }),
  fc.record({ type: fc.constantFrom('army-die' as const, 'character-die' as const), side, moves: fc.array(fc.record({ figures: hostileIds, to: hostileId }), { maxLength: 3 }) }),
  fc.record({
    type: fc.constant('event-move' as const),
    side,
    allowance: fc.record({ armies: fc.integer({ min: 1, max: 12 }), regions: fc.integer({ min: 1, max: 12 }) }),
    moves: fc.array(fc.record({ figures: hostileIds, path: hostileIds }), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('attack' as const), side, die: fc.constantFrom('army' as const, 'character' as const), figures: hostileIds, target: hostileId }),
)

const expectAnswer = (read: unknown): void => {
  const answer = read as E.Either<{ readonly column: unknown; readonly expected: unknown; readonly message: unknown }, unknown>
  expect(answer._tag === 'Left' || answer._tag === 'Right').toBe(true)
  if (E.isLeft(answer)) {
    expect(Number.isInteger(answer.left.column)).toBe(true)
    expect(typeof answer.left.expected).toBe('string')
    expect(answer.left.message).toEqual(expect.not.stringMatching(/NaN|\n/))
  }
}

describe('the notation on any value', () => {
  test.prop([anyValue, anyValue, anyValue, anyValue], { numRuns: 300 })('parseMove answers any value in every argument', (board, text, state, options) => {
    expectAnswer((parseMove as (...args: unknown[]) => unknown)(board, text, state, options))
    expectAnswer((parseMove as (...args: unknown[]) => unknown)(isles, text, state))
    expectAnswer((parseMove as (...args: unknown[]) => unknown)(board, 'red march 2 warrior from greenvale to oakwood', state))
  })

  test.prop([anyValue, anyValue], { numRuns: 300 })('formatMove answers a string of one line for any value in every argument', (board, move) => {
    const line: unknown = (formatMove as (...args: unknown[]) => unknown)(board, move)
    expect(typeof line).toBe('string')
    expect(line).not.toContain('\n')
  })

  test.prop([fc.string({ unit: anyCodeUnit, maxLength: 40 }), fc.constantFrom(undefined, demoIslesOpening, demoMarchesOpening)], { numRuns: 500 })(
    'parseMove reads any line, control characters and quotes included, into a move or an error with a column',
    (line, state) => expectAnswer(parseMove(isles, line, state)),
  )

  it('answers the values that threw or read badly', () => {
    const left = (read: E.Either<{ readonly column: number; readonly expected: string }, unknown>) => (E.isLeft(read) ? [read.left.column, read.left.expected] : read)
    expect(left(parseMove(isles, '"\t"'))).toEqual([4, '"march", "resolve", "army", "character", "event" or "attack"'])
    expect(left(parseMove(isles, null as never))).toEqual([1, 'a line of text'])
    expect(left(parseMove(isles, 42 as never))).toEqual([1, 'a line of text'])
    expect(left(parseMove(undefined as never, 'red march 2 warrior from greenvale to oakwood', {} as never))).toEqual([11, '2 warrior of red in greenvale'])
    expect(left(parseMove(isles, 'red march 2 warrior from greenvale to oakwood', null as never))).toEqual([11, '2 warrior of red in greenvale'])
    expect(parseMove(undefined as never, 'red march r1 to a', {} as never)).toEqual(E.right({ type: 'march', faction: 'red', units: ['r1'], to: 'a' }))
    expect(formatMove(isles, { type: 'fly' } as never)).toBe('')
    expect(formatMove(isles, { type: 'march', faction: 'red', units: 'r1', to: 'a' } as never)).toBe('')
    expect(formatMove(isles, { type: 'attack', side: 'free', die: 'army', figures: [undefined], target: 'a' } as never)).toBe('')
    expect(E.isLeft(parseMove(isles, ''))).toBe(true)
  })

  it('writes control characters escaped and reads them back, escaped or not', () => {
    const move = { type: 'march' as const, faction: 'red', units: ['a\tb', '\u0000', 'x\u001fy'], to: 'c\nd' }
    const line = formatMove(isles, move)
    expect(line).toBe('red march "a\\tb","\\u0000","x\\u001fy" to "c\\nd"')
    expect(parseMove(isles, line)).toEqual(E.right(move))
    expect(parseMove(isles, 'red march "a\tb" to "\u0001"')).toEqual(E.right({ type: 'march', faction: 'red', units: ['a\tb'], to: '\u0001' }))
  })

  it('quotes ids spelled as the words of the notation, and reads them back as ids with a position', () => {
    const move = { type: 'army-die' as const, side: 'free' as const, moves: [{ figures: ['from', 'to', 'by', 'army', '+', '-'], to: 'at' }] }
    const line = formatMove(bare, move)
    expect(line).toBe('free army "from","to","by","army","+","-" to "at"')
    expect(parseMove(bare, line, demoMarchesOpening)).toEqual(E.right(move))
    expect(formatMove(bare, { type: 'march', faction: 'free', units: ['from'], to: 'b' })).toBe('free march "from" to b')
  })

  test.prop([fc.oneof(fc.integer({ max: 0 }), fc.double().filter((d) => !Number.isSafeInteger(d) || d <= 0), fc.constant(2 ** 53)), fc.integer({ min: 1, max: 12 }), fc.boolean()])(
    'writes no allowance of the event move that is not two whole numbers of 1 or more, and reads none',
    (wrong, right, first) => {
      const allowance = first ? { armies: wrong, regions: right } : { armies: right, regions: wrong }
      expect(formatMove(bare, { type: 'event-move', side: 'free', allowance, moves: [] })).toBe('')
      const read = parseMove(bare, `free event ${allowance.armies}/${allowance.regions} -`)
      expect(E.isLeft(read) ? [read.left.column, read.left.expected] : read).toEqual([12, 'an allowance "armies/regions", such as 2/3'])
    },
  )

  test.prop([hostileMove, fc.constantFrom(undefined, demoIslesOpening, demoMarchesOpening)], { numRuns: 500 })(
    'round-trips moves of hostile ids, keywords and control characters included, with and without a position',
    (move, state) => {
      const line = formatMove(bare, move)
      expect(line).not.toMatch(/[\u0000-\u001f]/)
      expect(parseMove(bare, line, state)).toEqual(E.right(move))
    },
  )
})

describe('a line of notation as a scenario move', () => {
  const check = (move: string) => {
    const out: string[] = []
    const scenario = JSON.stringify({ format: 'marchlaw/scenario@1', map: 'demo-isles', state: demoIslesOpening, move })
    const code = runCli(['check', 's.json'], { readFile: () => E.right(scenario), out: (line) => out.push(line), err: (line) => out.push(line) })
    return { code, out: out.join('\n') }
  }
  it.each(['"\t"', 'red march "\u0000" to "\t"', 'red march r1 to "'])('answers %j with a documented exit code, no internal error', (move) => {
    const { code, out } = check(move)
    expect([exitCodes.ok, exitCodes.refused, exitCodes.badInput]).toContain(code)
    expect(out).not.toMatch(/\n\s+at /)
  })
  it('reads a quoted id with a raw tab as the id', () => {
    expect(check('red march "\t" to oakwood').code).toBe(exitCodes.refused)
  })
})
