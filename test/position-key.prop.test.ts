// positionKey is canonical: equal positions give equal keys whether a state spells its defaults out or leaves them
// out (FORMAT.md's defaults of both rulesets), and whether a settlement captured and recaptured left `control: {}`
// behind or was never taken. A key still tells apart positions that differ.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from '../src/core/either.js'
import { army, compile, positionKey, type Board } from '../src/index.js'
import type { HeroesState } from '../src/model/heroes-state.js'
import type { ArmyDieMove, RingState, Side } from '../src/model/ring-state.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { arbitraryRingPosition, smallSize } from '../src/arbitraries/ring.js'

/** The state with every default of the ring written out: the same position. */
const spelledOutRing = (board: Board, state: RingState, schema: boolean): RingState => {
  const control: Record<string, Side> = {}
  for (const [id, region] of board.regions) {
    const side = region.nation === undefined ? undefined : state.nations[region.nation]?.side
    if (region.settlement !== undefined && side !== undefined) control[id] = side
  }
  const figures = Object.fromEntries(
    Object.entries(state.figures).map(([id, figure]) => {
      const side = figure.nation === undefined ? undefined : state.nations[figure.nation]?.side
      return [id, side === undefined ? figure : { ...figure, side }]
    }),
  )
  return { ...(schema ? { $schema: 'https://example.org/state.json' } : {}), stackingLimit: 10, stackingCheck: 'each-move', ...state, control: { ...control, ...state.control }, figures } as RingState
}

/** The state with every default of heroes written out: the same position. */
const spelledOutHeroes = (state: HeroesState, regions: ReadonlyArray<string>): HeroesState => {
  const empty = Object.fromEntries(regions.map((region) => [region, []]))
  return { vessels: {}, towers: {}, pending: null, ...state, exploration: { ...empty, ...state.exploration } }
}

describe('positionKey is canonical', () => {
  test.prop([arbitraryRingPosition(smallSize), fc.boolean()], { numRuns: 100 })('ring: the same with the defaults spelled out, another with another stacking limit', ({ board, state }, schema) => {
    const key = positionKey(board, state)
    expect(key).not.toBeNull()
    expect(positionKey(board, spelledOutRing(board, state, schema))).toBe(key)
    expect(positionKey(board, { ...state, stackingLimit: (state.stackingLimit ?? 10) + 1 })).not.toBe(key)
    expect(positionKey(board, { ...state, stackingCheck: state.stackingCheck === 'end-of-action' ? 'each-move' : 'end-of-action' })).not.toBe(key)
  })

  test.prop([anyHeroesPosition], { numRuns: 100 })('heroes: the same with the defaults spelled out, another with slots tracked', (position) => {
    const key = positionKey(position.board, position.state)
    expect(key).not.toBeNull()
    expect(positionKey(position.board, spelledOutHeroes(position.state, position.board.ids))).toBe(key)
    expect(positionKey(position.board, { ...position.state, marchSlots: (position.state.marchSlots ?? 0) + 1 })).not.toBe(key)
  })

  // a — b — c, b a town of gondor's. The shadow army takes b and leaves it; the free army takes it back.
  const board = (() => {
    const compiled = compile({
      format: 'marchlaw/map@1',
      regions: { a: { kind: 'land', nation: 'mordor' }, b: { kind: 'land', nation: 'gondor', settlement: 'town' }, c: { kind: 'land', nation: 'gondor' } },
      adjacent: [['a', 'b'], ['b', 'c']],
    })
    if (E.isLeft(compiled)) throw new Error('the map compiles')
    return compiled.right
  })()
  const step = (side: Side, figures: ReadonlyArray<string>, to: string): ArmyDieMove => ({ type: 'army-die', side, moves: [{ figures, to }] })
  const played = (state: RingState, moves: ReadonlyArray<ArmyDieMove>): RingState =>
    moves.reduce((now, move) => {
      const applied = army.applyMove(board, now, move)
      if (E.isLeft(applied)) throw new Error(`${JSON.stringify(move)} applies: ${applied.left.map((v) => v.code).join()}`)
      return applied.right.state
    }, state)

  test.prop([fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.boolean()], { numRuns: 30 })(
    'ring: a settlement captured and recaptured gives the key of the position never captured',
    (shadowCount, freeCount, spelled) => {
      const shadow = Array.from({ length: shadowCount }, (_, i) => `s${i}`)
      const free = Array.from({ length: freeCount }, (_, i) => `g${i}`)
      const state: RingState = {
        format: 'marchlaw/state@1',
        ruleset: 'ring',
        nations: { gondor: { side: 'free', atWar: true }, mordor: { side: 'shadow', atWar: true } },
        figures: Object.fromEntries([
          ...shadow.map((id) => [id, { kind: 'regular' as const, nation: 'mordor', region: 'a' }]),
          ...free.map((id) => [id, { kind: 'regular' as const, nation: 'gondor', region: 'c' }]),
        ]),
        ...(spelled ? { control: {} } : {}),
      }
      const taken = played(state, [step('shadow', shadow, 'b')])
      expect(taken.control).toEqual({ b: 'shadow' })
      const retaken = played(taken, [step('shadow', shadow, 'a'), step('free', free, 'b')])
      const never = played(state, [step('free', free, 'b')])
      expect(positionKey(board, retaken)).toBe(positionKey(board, never))
      expect(positionKey(board, retaken)).toBe(positionKey(board, JSON.parse(JSON.stringify(never)) as RingState))
      expect(positionKey(board, taken)).not.toBe(positionKey(board, played(state, [])))
    },
  )
})
