// randomMove of both rulesets: it only ever returns a move legalMoves yields,
// `null` exactly when there is none, and every legal move is equally likely.
// Uniformity is shown exactly, not statistically: the draws of the ring space
// list the very moves of legalMoves, and the heroes draw is an index into them.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { drawCount, moveOfDraw } from '../src/ring/army/draw.js'
import { drawSpace } from '../src/ring/army/draw-space.js'
import { positionOf } from '../src/ring/army/position.js'
import { compile } from '../src/index.js'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import * as heroes from '../src/heroes/heroes.js'
import * as ring from '../src/ring/ring.js'
import type { DieAction } from '../src/ring/army/legal-moves.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'

const sides = ['free', 'shadow'] as const
const dice: ReadonlyArray<DieAction> = ['army-die', 'character-die']

/** A `random` that returns the given numbers in turn, then keeps returning the last one. */
const scripted = (numbers: ReadonlyArray<number>): (() => number) => {
  let at = 0
  return () => numbers[Math.min(at++, numbers.length - 1)] ?? 0
}

const key = (move: unknown): string => JSON.stringify(move)

describe('ring randomMove', () => {
  test.prop([arbitraryRingPosition(ordinarySize), fc.constantFrom(...sides), fc.constantFrom(...dice)], { numRuns: 150 })(
    'the draws, judged in order, are exactly the moves legalMoves lists, in its order',
    ({ board, state }, side, action) => {
      const space = drawSpace(board, positionOf(state), side, action)
      // Dense stacks make millions of draws: judging each is a test of patience, not of the rule.
      fc.pre(drawCount(space) <= 100_000)
      const drawn = []
      for (let draw = 0; draw < drawCount(space); draw++) {
        const move = moveOfDraw(space, draw)
        if (move !== null) drawn.push(move)
      }
      const singles = drawn.filter((move) => move.type !== 'attack' && move.moves.length === 1)
      const pairs = drawn.filter((move) => move.type !== 'attack' && move.moves.length === 2)
      const attacks = drawn.filter((move) => move.type === 'attack')
      expect([...singles, ...pairs, ...attacks]).toEqual([...ring.legalMoves(board, state, side, action)])
    },
  )

  test.prop([arbitraryRingPosition(ordinarySize), fc.array(fc.nat(), { minLength: 1, maxLength: 6 })], { numRuns: 60 })(
    'after each applied move the draws still list legalMoves: what is kept from the last position is only what the move left alone',
    ({ board, state }, picks) => {
      let now = state
      picks.forEach((pick, turn) => {
        const side = sides[turn % 2] ?? 'free'
        for (const action of dice) {
          // Draws first, so that the stocks are worked out on this state and carried to the next.
          const space = drawSpace(board, positionOf(now), side, action)
          fc.pre(drawCount(space) <= 100_000)
          const drawn = []
          for (let draw = 0; draw < drawCount(space); draw++) drawn.push(moveOfDraw(space, draw))
          const legal = drawn.filter((move) => move !== null)
          expect(new Set(legal.map(key))).toEqual(new Set([...ring.legalMoves(board, now, side, action)].map(key)))
        }
        const move = ring.randomMove(board, now, side, 'army-die', () => (pick % 997) / 997)
        if (move === null) return
        const applied = ring.applyMove(board, now, move)
        if (E.isLeft(applied)) throw new Error(`a drawn move was refused: ${applied.left[0].code}`)
        now = applied.right.state
      })
    },
  )

  test.prop([arbitraryRingPosition(ordinarySize), fc.constantFrom(...sides), fc.constantFrom(...dice), fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 1, maxLength: 200 })], {
    numRuns: 150,
  })('returns a move legalMoves lists, and null only when it lists none', ({ board, state }, side, action, numbers) => {
    const listed = new Set([...ring.legalMoves(board, state, side, action)].map(key))
    const move = ring.randomMove(board, state, side, action, scripted(numbers))
    if (listed.size === 0) expect(move).toBeNull()
    else expect(listed.has(key(move))).toBe(true)
  })

  it("still draws a legal move when random() keeps landing on an illegal draw (the narrowed draws, then the listing)", () => {
    const board = compile(demoMarches)
    if (E.isLeft(board)) throw new Error('a bundled map compiles')
    const listed = new Set([...ring.legalMoves(board.right, demoMarchesOpening, 'shadow', 'army-die')].map(key))
    const space = drawSpace(board.right, positionOf(demoMarchesOpening), 'shadow', 'army-die')
    const count = drawCount(space)
    let illegal = 0
    while (moveOfDraw(space, illegal) !== null) illegal++
    const move = ring.randomMove(board.right, demoMarchesOpening, 'shadow', 'army-die', scripted([(illegal + 0.5) / count]))
    expect(listed.has(key(move))).toBe(true)
  })

  it('draws an event move from the listing of an allowance', () => {
    const board = compile(demoMarches)
    if (E.isLeft(board)) throw new Error('a bundled map compiles')
    const allowance = { armies: 1, regions: 2 }
    const listed = [...ring.legalMoves(board.right, demoMarchesOpening, 'free', allowance)].map(key)
    expect(listed.length).toBeGreaterThan(1)
    const first = ring.randomMove(board.right, demoMarchesOpening, 'free', allowance, () => 0)
    const last = ring.randomMove(board.right, demoMarchesOpening, 'free', allowance, () => 0.999999)
    expect([key(first), key(last)]).toEqual([listed[0], listed[listed.length - 1]])
  })
})

describe('a random() that strays outside [0, 1)', () => {
  const strays = [1, 1.5, -0.25, Number.NaN, Number.POSITIVE_INFINITY]

  it('still draws a legal move in each ruleset, and returns', () => {
    const ringBoard = compile(demoMarches)
    const heroesBoard = compile(demoIsles)
    if (E.isLeft(ringBoard) || E.isLeft(heroesBoard)) throw new Error('the bundled maps compile')
    const allowance = { armies: 1, regions: 2 }
    const listedRing = new Set([...ring.legalMoves(ringBoard.right, demoMarchesOpening, 'shadow', 'army-die')].map(key))
    const listedEvent = new Set([...ring.legalMoves(ringBoard.right, demoMarchesOpening, 'free', allowance)].map(key))
    const listedHeroes = new Set([...heroes.legalMoves(heroesBoard.right, demoIslesOpening, 'red')].map(key))
    for (const stray of strays) {
      expect(listedRing.has(key(ring.randomMove(ringBoard.right, demoMarchesOpening, 'shadow', 'army-die', () => stray))), String(stray)).toBe(true)
      expect(listedEvent.has(key(ring.randomMove(ringBoard.right, demoMarchesOpening, 'free', allowance, () => stray))), String(stray)).toBe(true)
      expect(listedHeroes.has(key(heroes.randomMove(heroesBoard.right, demoIslesOpening, 'red', () => stray))), String(stray)).toBe(true)
    }
  })
})

describe('heroes randomMove', () => {
  test.prop([anyHeroesPosition], { numRuns: 150 })(
    'drawing k/n picks the k-th of the n moves legalMoves lists: every move equally likely',
    ({ board, state, factions }) => {
      for (const faction of factions) {
        const listed = [...heroes.legalMoves(board, state, faction)]
        if (listed.length === 0) expect(heroes.randomMove(board, state, faction, () => 0.5)).toBeNull()
        listed.forEach((move, k) => expect(heroes.randomMove(board, state, faction, () => (k + 0.5) / listed.length)).toEqual(move))
      }
    },
  )

  it('draws the resolution of a pending exploration for its faction only', () => {
    const board = compile(demoIsles)
    if (E.isLeft(board)) throw new Error('a bundled map compiles')
    const pending = { kind: 'exploration', faction: 'red', region: 'x', revealed: { id: 't9', kind: 'gold' }, more: 0 } as const
    const state = { ...demoIslesOpening, pending }
    expect(heroes.randomMove(board.right, state, 'red', Math.random)).toEqual({ type: 'resolve-exploration', faction: 'red', token: 't9' })
    expect(heroes.randomMove(board.right, state, 'blue', Math.random)).toBeNull()
  })
})
