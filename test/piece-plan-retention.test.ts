// What a table read through its plan (core/piece-moves.ts's Plan) keeps alive: the vectors and keys it reads, not
// the table before it, whose memos (its plain record, a hundred or a thousand figures copied) go with it.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, ring } from '../src/index.js'
import type { Board } from '../src/board/graph.js'
import type { RingState } from '../src/model/ring-state.js'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

describe('a state read only through its plan', () => {
  it('does not keep the state before it (and that state\'s plain record) alive', async () => {
    const compiled = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
    if (E.isLeft(compiled)) throw new Error('the map compiles')
    const board: Board = compiled.right
    const start: RingState = {
      format: 'marchlaw/state@1',
      ruleset: 'ring',
      nations: { gondor: { side: 'free', atWar: true } },
      figures: Object.fromEntries(Array.from({ length: 2000 }, (_, n) => [`r${n}`, { kind: 'regular' as const, nation: 'gondor', region: 'a' }])),
    }
    const step = (state: RingState, id: string): RingState => {
      const applied = ring.applyMove(board, state, { type: 'army-die', side: 'free', moves: [{ figures: [id], to: 'b' }] })
      if (E.isLeft(applied)) throw new Error(applied.left.map((v) => v.code).join())
      return applied.right.state
    }
    let previous: RingState | null = step(start, 'r0')
    const next = step(previous, 'r1')
    // The previous state was sent out whole (its record read), then dropped; the next one is asked one question.
    const record = new WeakRef(previous.figures)
    previous = null
    expect(E.isRight(ring.validateMove(board, next, { type: 'army-die', side: 'free', moves: [{ figures: ['r2'], to: 'b' }] }))).toBe(true)
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      gc()
    }
    // Before the change, the first read built the next table and let the previous one go.
    expect(record.deref()).toBeUndefined()
    expect(next.figures['r1']?.region).toBe('b')
  })
})
