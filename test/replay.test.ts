// replay on hand-made cases: a game of each ruleset, the first illegal move with the game before it, and the
// refusals that belong to no move (a malformed board, starting state or list: index null).
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile, replay, type RingMove } from '../src/index.js'
import { demoMarches, demoMarchesOpening } from '../src/maps/index.js'

const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' }, c: { kind: 'land' } }, adjacent: [['a', 'b'], ['b', 'c']] })
const heroes = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
const to = (region: string) => ({ type: 'march', faction: 'red', units: ['s1'], to: region }) as const

describe('replay', () => {
  if (E.isLeft(board)) throw new Error('the map compiles')
  it('gives every position, the starting one first, and the events of each move; the start is the library\'s copy', () => {
    const game = replay(board.right, heroes, [to('b'), to('c'), to('b')])
    if (E.isLeft(game)) throw new Error('legal')
    expect(game.right.positions.map((p) => p.units['s1']?.region)).toEqual(['a', 'b', 'c', 'b'])
    expect(game.right.events.map((list) => list.map((event) => event.type))).toEqual([['moved'], ['moved'], ['moved']])
    expect(game.right.positions[0]).toEqual(heroes)
    expect(game.right.positions[0]).not.toBe(heroes)
    expect(Object.isFrozen(game.right.positions)).toBe(true)
  })
  it('stops at the first illegal move: its index, the move as given, every violation, and the game before it', () => {
    const wrong = to('a')
    const game = replay(board.right, heroes, [to('b'), to('c'), wrong, to('b')])
    if (E.isRight(game)) throw new Error('illegal')
    expect(game.left.index).toBe(2)
    expect(game.left.move).toBe(wrong)
    expect(game.left.violations.map((v) => v.code)).toEqual(['NO_PATH'])
    expect(game.left.before.positions.map((p) => p.units['s1']?.region)).toEqual(['a', 'b', 'c'])
    expect(game.left.before.events).toHaveLength(2)
  })
  it('plays a ring game by the ruleset of its state, and refuses a heroes move in it with WRONG_RULESET', () => {
    const ringBoard = compile(demoMarches)
    if (E.isLeft(ringBoard)) throw new Error('the map compiles')
    const move: RingMove = { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r1'], to: 'westmark-fields' }] }
    const game = replay(ringBoard.right, demoMarchesOpening, [move])
    expect(E.isRight(game) && game.right.positions[1]?.figures['wm-r1']?.region).toBe('westmark-fields')
    const mixed = replay(ringBoard.right, demoMarchesOpening, [move, to('b')])
    expect(E.isLeft(mixed) && [mixed.left.index, mixed.left.violations.map((v) => v.code)]).toEqual([1, ['WRONG_RULESET']])
  })
  it('an empty game is its starting position', () => {
    const game = replay(board.right, heroes, [])
    expect(E.isRight(game) && game.right).toEqual({ positions: [heroes], events: [] })
  })
  it('refuses with index null what no move is to blame for: a board, a starting state or a list that is not one', () => {
    const refused = [replay({} as never, heroes, [to('b')]), replay(board.right, { ...heroes, units: 7 } as never, [to('b')]), replay(board.right, heroes, 'b' as never)]
    expect(refused.map((game) => E.isLeft(game) && [game.left.index, game.left.move, game.left.violations[0].code, game.left.before.positions.length])).toEqual([
      [null, null, 'MALFORMED_BOARD', 0],
      [null, null, 'MALFORMED_STATE', 0],
      [null, null, 'MALFORMED_MOVE', 0],
    ])
  })
})
