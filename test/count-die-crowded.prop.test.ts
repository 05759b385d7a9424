// The count of a die's pairs from two regions (src/ring/army/count-apart.ts) sums
// them region by region: two armies entering one region, one entering where
// the other leaves, two swapping regions. Generated positions rarely crowd
// one side's armies next to each other under a small stacking limit, so
// here they always do: every region is next to most others, most figures are
// of the side that moves, with Leaders to guard, and the limit is low.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from '../src/core/either.js'
import { army, compile, type Board } from '../src/index.js'
import type { Figure, FigureKind, RingState, Side } from '../src/model/ring-state.js'

const regions = ['a', 'b', 'c', 'd', 'e'] as const

const compiled = compile({
  format: 'marchlaw/map@1',
  regions: { a: { kind: 'land', nation: 'gondor' }, b: { kind: 'land' }, c: { kind: 'land', nation: 'rohan' }, d: { kind: 'land' }, e: { kind: 'land', nation: 'sauron' } },
  // Every two regions are neighbours but c and e: armies swap regions, and enter one another's.
  adjacent: [['a', 'b'], ['a', 'c'], ['a', 'd'], ['a', 'e'], ['b', 'c'], ['b', 'd'], ['b', 'e'], ['c', 'd'], ['d', 'e']],
})
if (E.isLeft(compiled)) throw new Error('the crowded map compiles')
const board: Board = compiled.right

const kinds: ReadonlyArray<FigureKind> = ['regular', 'regular', 'elite', 'leader', 'leader', 'nazgul', 'companion']
const nationsOf: Readonly<Record<Side, ReadonlyArray<string>>> = { free: ['gondor', 'rohan'], shadow: ['sauron', 'isengard'] }

const crowded = fc
  .record({
    side: fc.constantFrom<Side>('free', 'shadow'),
    figures: fc.array(
      fc.record({ kind: fc.constantFrom(...kinds), nation: fc.integer({ min: 0, max: 1 }), region: fc.integer({ min: 0, max: 3 }), enemy: fc.integer({ min: 0, max: 9 }) }),
      { minLength: 4, maxLength: 11 },
    ),
    atWar: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    stackingLimit: fc.integer({ min: 2, max: 5 }),
    stackingCheck: fc.constantFrom<'each-move' | 'end-of-action'>('each-move', 'end-of-action'),
  })
  .map(({ side, figures, atWar, stackingLimit, stackingCheck }): { readonly side: Side; readonly state: RingState } => {
    const placed: Record<string, Figure> = {}
    figures.forEach((spec, i) => {
      // One figure in ten is the other side's, in the fifth region or among the first four.
      const owner: Side = spec.enemy === 0 ? (side === 'free' ? 'shadow' : 'free') : side
      const region = regions[spec.enemy === 0 && spec.region % 2 === 0 ? 4 : spec.region] ?? 'a'
      const kind = spec.kind === 'nazgul' && owner === 'free' ? 'regular' : spec.kind === 'companion' && owner === 'shadow' ? 'elite' : spec.kind
      placed[`f${i}`] = kind === 'companion' ? { kind, side: owner, region } : { kind, nation: nationsOf[owner][spec.nation] ?? 'gondor', region }
    })
    const state: RingState = {
      format: 'marchlaw/state@1',
      ruleset: 'ring',
      nations: {
        gondor: { side: 'free', atWar: atWar[0] ?? true },
        rohan: { side: 'free', atWar: atWar[1] ?? true },
        sauron: { side: 'shadow', atWar: atWar[2] ?? true },
        isengard: { side: 'shadow', atWar: atWar[3] ?? true },
      },
      figures: placed,
      stackingLimit,
      stackingCheck,
    }
    return { side, state }
  })

describe('countMoves of an Army die on crowded positions', () => {
  test.prop([crowded], { numRuns: 300 })('the length of legalMoves', ({ side, state }) => {
    expect(army.countMoves(board, state, side, 'army-die')).toBe([...army.legalMoves(board, state, side, 'army-die')].length)
  })
})
