// The reading the yes/no question of a die move reads (src/ring/army/reading.ts), asked in any order: a figure, a
// region's tally, one more question (the third reads it whole). Every answer is checked against a walk over the
// record, on a caller's state (a fresh reading), on a state the library owns, and on the states applyMove makes of
// it (a planned table of the same family). A kept reading reads a figure's region and nation from its table until it
// is read whole: what it read figure by figure must be what it lists then.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, army } from '../src/index.js'
import { bitsAt, figureAt, readingFor, tallyIn } from '../src/ring/army/reading.js'
import type { RingState } from '../src/model/ring-state.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'
import { figureAgrees, walkedTally } from './fixtures/ring-reading-oracle.js'
import { seeded } from './fixtures/seeded.js'
import { realBoard, realOpening } from './fixtures/war-of-the-ring.js'

type Op = { readonly kind: 'figure'; readonly pick: number } | { readonly kind: 'region'; readonly pick: number } | { readonly kind: 'question' }

const ops: fc.Arbitrary<ReadonlyArray<Op>> = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.nat().map((pick): Op => ({ kind: 'figure', pick })) },
    { weight: 2, arbitrary: fc.nat().map((pick): Op => ({ kind: 'region', pick })) },
    { weight: 1, arbitrary: fc.constant<Op>({ kind: 'question' }) },
  ),
  { maxLength: 40 },
)

/** Plays `script` on the reading of `state` (as `readingFor` gives it), checking every answer against `record`. */
const play = (state: RingState, record: RingState, regions: ReadonlyArray<string>, script: ReadonlyArray<Op>): void => {
  const ids = [...Object.keys(record.figures), 'no-such-figure']
  let reading = readingFor(state)
  for (const op of script) {
    if (op.kind === 'question') reading = readingFor(state)
    else if (op.kind === 'figure') figureAgrees(reading, record, ids[op.pick % ids.length] as string)
    else {
      const region = [...regions, 'nowhere'][op.pick % (regions.length + 1)] as string
      expect({ ...tallyIn(reading, region) }).toEqual(walkedTally(record, region))
    }
  }
  for (const id of ids) figureAgrees(reading, record, id)
  for (const region of regions) expect({ ...tallyIn(reading, region) }).toEqual(walkedTally(record, region))
}

describe('a reading asked in any order', () => {
  test.prop([arbitraryRingPosition(ordinarySize), ops, fc.nat()], { numRuns: 300 })(
    'answers as a walk over the record: a caller’s state, a state owned, and the state applyMove made of it',
    ({ board, state }, script, seed) => {
      const plain = JSON.parse(JSON.stringify(state)) as RingState
      play(plain, plain, board.ids, script)
      const own = adopt(plain)
      if (E.isLeft(own)) throw new Error('a generated state is adopted')
      play(own.right, plain, board.ids, script)
      const random = seeded(seed)
      const move = army.randomMove(board, own.right, 'free', 'army-die', random) ?? army.randomMove(board, own.right, 'shadow', 'army-die', random)
      if (move === null) return
      const applied = army.applyMove(board, own.right, move)
      if (E.isLeft(applied)) throw new Error('a drawn move is applied')
      const next = applied.right.state
      play(next, JSON.parse(JSON.stringify(next)) as RingState, board.ids, script)
    },
  )

  test.prop([ops, fc.nat()], { numRuns: 60 })('answers as a walk on the real opening and the states a playout makes of it', (script, seed) => {
    const own = adopt(realOpening)
    if (E.isLeft(own)) throw new Error('the opening is adopted')
    let state = own.right
    const random = seeded(seed)
    for (let turn = 0; turn < 3; turn++) {
      play(state, JSON.parse(JSON.stringify(state)) as RingState, realBoard.ids, script)
      const move = army.randomMove(realBoard, state, turn % 2 === 0 ? 'free' : 'shadow', 'army-die', random)
      if (move === null) break
      const applied = army.applyMove(realBoard, state, move)
      if (E.isLeft(applied)) throw new Error('a drawn move is applied')
      state = applied.right.state
    }
  })

  // A playout asks a few regions of each state: a state whose counts are still read from a state counted whole before
  // it passes them on, past the regions every move since changed (core/region-index.ts's carryCounts), up to a few
  // moves' worth, then counts afresh. Each tally is checked against a walk, along chains longer than that.
  test.prop([fc.nat(), fc.array(fc.nat({ max: 3 }), { minLength: 40, maxLength: 40 })], { numRuns: 40 })(
    'counts as a walk along a playout that asks a few regions of each state, after the first counted whole',
    (seed, asked) => {
      const own = adopt(realOpening)
      if (E.isLeft(own)) throw new Error('the opening is adopted')
      let state = own.right
      const random = seeded(seed)
      const first = readingFor(state)
      for (const region of realBoard.ids) expect({ ...tallyIn(first, region) }).toEqual(walkedTally(state, region))
      for (const [turn, few] of asked.entries()) {
        const move = army.randomMove(realBoard, state, turn % 2 === 0 ? 'free' : 'shadow', 'army-die', random, { draw: 'playout' })
        if (move === null) break
        const applied = army.applyMove(realBoard, state, move)
        if (E.isLeft(applied)) throw new Error('a drawn move is applied')
        state = applied.right.state
        const record = JSON.parse(JSON.stringify(state)) as RingState
        const reading = readingFor(state)
        for (let k = 0; k < few; k++) {
          const region = realBoard.ids[Math.floor(random() * realBoard.ids.length)] as string
          expect({ ...tallyIn(reading, region) }).toEqual(walkedTally(record, region))
        }
      }
      const last = readingFor(state)
      const record = JSON.parse(JSON.stringify(state)) as RingState
      for (const region of realBoard.ids) expect({ ...tallyIn(last, region) }).toEqual(walkedTally(record, region))
    },
  )

  it('reads an owned state through its table: each figure numbered by the family, its bits the family’s, shared with the states applyMove makes of it', () => {
    const own = adopt(realOpening)
    if (E.isLeft(own)) throw new Error('the opening is adopted')
    const reading = readingFor(own.right)
    const ids = Object.keys(realOpening.figures)
    expect(reading.numbered).toBe(true)
    // Numbered in the record's order, every figure known at once: nothing is read figure by figure.
    ids.forEach((id, number) => expect(figureAt(reading, id)).toBe(number))
    expect(reading.marks).toHaveLength(ids.length)
    for (const number of ids.keys()) expect(reading.marks[number]).toBe(bitsAt(reading, number))
    expect(reading.read).toBeNull()
    const move = army.randomMove(realBoard, own.right, 'free', 'army-die', seeded(1))
    if (move === null) throw new Error('the opening has a move')
    const applied = army.applyMove(realBoard, own.right, move)
    if (E.isLeft(applied)) throw new Error('a drawn move is applied')
    expect(readingFor(applied.right.state).marks).toBe(reading.marks)
  })

  it('a fresh reading of a caller’s state lists the figures it reads, in the order read', () => {
    const plain = JSON.parse(JSON.stringify(realOpening)) as RingState
    const reading = readingFor(plain)
    for (const id of Object.keys(plain.figures).slice(0, 12)) figureAt(reading, id)
    expect(reading.read?.bits.length).toBe(12)
    expect(reading.read?.figures.length).toBe(12)
  })
})
