// Perft-style: known positions and how many moves each action has there.
// countMoves must give the number, and (on the positions cheap enough to
// list in a test) legalMoves must list exactly that many.
import { describe, expect, it } from 'vitest'
import * as E from '../src/core/either.js'
import { compile, heroes, march, ring, type Board, type MapFile } from '../src/index.js'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import type { Allowance, RingState, Side } from '../src/model/ring-state.js'
import type { DieAction } from '../src/ring/army/legal-moves.js'
import { realBoard, realOpening, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

const boardOf = (map: MapFile): Board => {
  const compiled = compile(map)
  if (E.isLeft(compiled)) throw new Error('the bundled map compiles')
  return compiled.right
}

const marches = boardOf(demoMarches)

type Row = readonly [name: string, board: Board, state: RingState, side: Side, action: DieAction | Allowance, count: number, listed: boolean]

const table: ReadonlyArray<Row> = [
  ['real opening', realBoard, realOpening, 'free', 'army-die', 16813, true],
  ['real opening', realBoard, realOpening, 'free', 'character-die', 75, true],
  ['real opening', realBoard, realOpening, 'free', { armies: 1, regions: 1 }, 190, true],
  ['real opening', realBoard, realOpening, 'free', { armies: 2, regions: 1 }, 16813, false],
  ['real opening', realBoard, realOpening, 'free', { armies: 2, regions: 2 }, 95457, false],
  ['real opening', realBoard, realOpening, 'shadow', 'army-die', 49184, true],
  ['real opening', realBoard, realOpening, 'shadow', 'character-die', 111, true],
  ['real opening', realBoard, realOpening, 'shadow', { armies: 1, regions: 1 }, 346, true],
  ['real opening', realBoard, realOpening, 'shadow', { armies: 2, regions: 1 }, 49184, false],
  ['real opening', realBoard, realOpening, 'shadow', { armies: 2, regions: 2 }, 343084, false],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'free', 'army-die', 23309, true],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'free', 'character-die', 96, true],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'free', { armies: 1, regions: 1 }, 223, true],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'free', { armies: 2, regions: 1 }, 23305, false],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'free', { armies: 2, regions: 2 }, 186122, false],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'shadow', 'army-die', 50225, true],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'shadow', 'character-die', 111, true],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'shadow', { armies: 1, regions: 1 }, 349, true],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'shadow', { armies: 2, regions: 1 }, 50216, false],
  ['real opening, all at war', realBoard, realOpeningAtWar, 'shadow', { armies: 2, regions: 2 }, 397394, false],
  ['Demo Marches opening', marches, demoMarchesOpening, 'free', 'army-die', 1694, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'free', 'character-die', 31, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'free', { armies: 1, regions: 1 }, 68, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'free', { armies: 2, regions: 1 }, 1694, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'free', { armies: 2, regions: 2 }, 10063, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'shadow', 'army-die', 15313, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'shadow', 'character-die', 106, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'shadow', { armies: 1, regions: 1 }, 246, true],
  ['Demo Marches opening', marches, demoMarchesOpening, 'shadow', { armies: 2, regions: 1 }, 15347, true],
]

const listed = (board: Board, state: RingState, side: Side, action: DieAction | Allowance): number => {
  let count = 0
  const moves = ring.legalMoves(board, state, side, action)
  for (let next = moves.next(); next.done !== true; next = moves.next()) count++
  return count
}

describe('countMoves on known positions', () => {
  it.each(table.map((row) => [`${row[0]}: ${row[3]} ${JSON.stringify(row[4])}`, row] as const))('%s', (_, [, board, state, side, action, count, list]) => {
    expect(ring.countMoves(board, state, side, action)).toBe(count)
    if (list) expect(listed(board, state, side, action)).toBe(count)
  }, 30_000)

  it('Demo Isles opening: every faction counts the Marches it lists', () => {
    const isles = boardOf(demoIsles)
    const factions = Object.keys(demoIslesOpening.speeds)
    expect(factions.length).toBeGreaterThan(0)
    for (const faction of factions) {
      const count = heroes.countMoves(isles, demoIslesOpening, faction)
      expect(count).toBeGreaterThan(0)
      expect(count).toBe([...heroes.legalMoves(isles, demoIslesOpening, faction)].length)
      expect(march.countMoves(isles, demoIslesOpening, faction)).toBe(count)
    }
  })

  it('an invalid argument counts nothing, as legalMoves lists nothing', () => {
    expect(ring.countMoves(realBoard, realOpening, 'orcs' as Side, 'army-die')).toBe(0)
    expect(ring.countMoves(realBoard, realOpening, 'free', 'third-die' as DieAction)).toBe(0)
    expect(ring.countMoves(realBoard, realOpening, 'free', { armies: -1, regions: 2 })).toBe(0)
    const broken: unknown = { ...realOpening, figures: 3 }
    const faction: unknown = 7
    expect(ring.countMoves(realBoard, broken as RingState, 'free', 'army-die')).toBe(0)
    expect(heroes.countMoves(boardOf(demoIsles), demoIslesOpening, faction as string)).toBe(0)
  })
})

describe('countMoves on a crowded region', () => {
  const twoRegions = boardOf({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
  const crowd = (count: number, stackingLimit?: number): RingState => ({
    format: 'marchlaw/state@1',
    ruleset: 'ring',
    nations: { gondor: { side: 'free', atWar: true } },
    figures: Object.fromEntries(Array.from({ length: count }, (_, i) => [`g${i}`, { kind: 'regular', nation: 'gondor', region: 'a' }] as const)),
    ...(stackingLimit === undefined ? {} : { stackingLimit }),
  })

  // Groups of more Army units than the stacking limit go nowhere: the count never works them out (20,000 regulars used to exhaust the heap).
  it('counts the groups of 20,000 regulars of one region, one to ten of them entering the one neighbour', () => {
    expect(ring.countMoves(twoRegions, crowd(20000), 'free', 'army-die')).toBe(10)
    expect(ring.countMoves(twoRegions, crowd(20000, 3), 'free', 'character-die')).toBe(0)
  })

  it('agrees with listing where a class is larger than the stacking limit', () => {
    for (const [count, limit] of [[14, 10], [7, 2], [30, 4]] as const) {
      const state = crowd(count, limit)
      expect(ring.countMoves(twoRegions, state, 'free', 'army-die')).toBe([...ring.legalMoves(twoRegions, state, 'free', 'army-die')].length)
      expect(ring.countMoves(twoRegions, state, 'free', 'army-die')).toBe(limit)
    }
  })
})
