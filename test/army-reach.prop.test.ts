// reach of a die finds every region's violations without judging a move there (src/ring/army/far-verdict.ts): here every
// region's verdict is checked against validateMove's, field order and message included, on generated maps with sea
// and capital regions and on the real board, and the answer is checked to be plain data. A state the library owns
// has its regions' Army units remembered (src/ring/army/region-armies.ts), and what the board alone says from an origin
// is remembered, frozen and shared between answers (src/core/origin-steps.ts): both are checked too, and that answers
// share nothing that is not frozen.
import { describe, expect, it } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as army from '../src/ring/army.js'
import { adopt } from '../src/input/adopt.js'
import { compile, type Board } from '../src/board/graph.js'
import type { Reach } from '../src/model/outcome.js'
import type { RingState, Side } from '../src/model/ring-state.js'
import type { Violations } from '../src/model/violation.js'
import { arbitraryMap } from '../src/arbitraries/map.js'
import { arbitraryReachGroup } from '../src/arbitraries/ring-moves.js'
import { arbitraryRingMap, arbitraryRingState, ordinarySize, sideOfFigure, type RingPosition } from '../src/arbitraries/ring.js'
import { realBoard, realOpening, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

type DieAction = 'army-die' | 'character-die'

/** The side reach judges a group for: that of its first known figure (ruling R13). */
const actorOf = (state: RingState, figures: ReadonlyArray<string>): Side => {
  for (const id of figures) {
    const figure = Object.hasOwn(state.figures, id) ? state.figures[id] : undefined
    const side = figure === undefined ? undefined : sideOfFigure(state, figure)
    if (side !== undefined) return side
  }
  return 'free'
}

/** reach as its contract reads: each region judged by validateMove, with the attacks validateMove allows. */
const judgedOneByOne = (board: Board, state: RingState, figures: ReadonlyArray<string>, action: DieAction): Omit<Reach, 'origin'> => {
  const side = actorOf(state, figures)
  const reachable: Record<string, ReadonlyArray<string>> = {}
  const unreachable: Record<string, Violations> = {}
  const attackable: Record<string, ReadonlyArray<string>> = {}
  for (const to of board.ids) {
    const verdict = army.validateMove(board, state, { type: action, side, moves: [{ figures, to }] })
    if (E.isRight(verdict)) {
      reachable[to] = [to]
      continue
    }
    unreachable[to] = verdict.left
    const enemy = verdict.left.find((v) => v.code === 'ENEMY_ARMY')
    const die = action === 'army-die' ? 'army' : 'character'
    if (enemy?.code === 'ENEMY_ARMY' && E.isRight(army.validateMove(board, state, { type: 'attack', side, die, figures, target: to })))
      attackable[to] = enemy.units
  }
  return { reachable, unreachable, attackable }
}

/** The state as the library owns it, as applyMove's states are. */
const owned = (state: RingState): RingState => {
  const adopted = adopt(state)
  if (E.isLeft(adopted)) throw new Error(`state not adopted: ${JSON.stringify(adopted.left)}`)
  return adopted.right
}

const expectJudgedOneByOne = (board: Board, state: RingState, figures: ReadonlyArray<string>, action: DieAction): void => {
  const expected = judgedOneByOne(board, state, figures, action)
  // The caller's own state, then the library's (three times: each later reach reads what the first one remembered, its
  // enemy stacks' words and units among it).
  const mine = owned(state)
  for (const asked of [state, mine, mine, mine]) expectReach(board, asked, figures, action, expected)
}

const expectReach = (board: Board, state: RingState, figures: ReadonlyArray<string>, action: DieAction, expected: Omit<Reach, 'origin'>): void => {
  const { origin, reachable, unreachable, attackable } = army.reach(board, state, figures, action)
  // JSON, not toEqual: the regions in map order and each violation's fields in the order validateMove writes them.
  expect(JSON.stringify(unreachable)).toBe(JSON.stringify(expected.unreachable))
  expect(JSON.stringify(reachable)).toBe(JSON.stringify(expected.reachable))
  // A malformed group gets no `attackable` at all.
  expect(JSON.stringify(attackable ?? {})).toBe(JSON.stringify(expected.attackable))
  if (origin !== null) for (const id of figures) expect(state.figures[id]?.region).toBe(origin)
}

/** Every object and list an answer holds, itself included. */
const objectsIn = (value: unknown, into: Set<object> = new Set()): Set<object> => {
  if (typeof value !== 'object' || value === null || into.has(value)) return into
  into.add(value)
  for (const inner of Object.values(value)) objectsIn(inner, into)
  return into
}

const compiled = (map: Parameters<typeof compile>[0]): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`generated map does not compile: ${JSON.stringify(board.left)}`)
  return board.right
}

// Ring maps with impassable lines and nations, and grid maps with sea and capital regions an army may not enter.
const positions: fc.Arbitrary<RingPosition> = fc
  .oneof(arbitraryRingMap(ordinarySize), arbitraryMap({ minRegions: 2, maxRegions: 8, features: ['sea', 'capitals', 'impassable', 'ferries', 'nations', 'names'] }))
  .chain((map) => arbitraryRingState(map, ordinarySize).map((state) => ({ map, board: compiled(map), state })))

const scenes = positions.chain((position) => fc.tuple(fc.constant(position), arbitraryReachGroup(position), fc.constantFrom<DieAction>('army-die', 'character-die')))

/** The real opening, and with tighter rules so that the stacking is judged in far regions too (with either check). */
const realScenes: ReadonlyArray<readonly [RingState, ReadonlyArray<DieAction>]> = [
  [realOpening, ['army-die', 'character-die']],
  [realOpeningAtWar, ['army-die', 'character-die']],
  [{ ...realOpeningAtWar, stackingLimit: 1 }, ['army-die']],
  [{ ...realOpeningAtWar, stackingLimit: 1, stackingCheck: 'end-of-action' }, ['army-die']],
]

/** Groups of the real opening: each region's figures, and its Army units alone (leaving its Leaders behind). */
const realGroups = (state: RingState): ReadonlyArray<ReadonlyArray<string>> => {
  const byRegion = new Map<string, string[]>()
  for (const [id, figure] of Object.entries(state.figures)) byRegion.set(figure.region, [...(byRegion.get(figure.region) ?? []), id])
  const groups: Array<ReadonlyArray<string>> = []
  for (const ids of byRegion.values()) {
    const units = ids.filter((id) => ['regular', 'elite'].includes(state.figures[id]?.kind ?? ''))
    groups.push(ids)
    if (units.length > 0 && units.length < ids.length) groups.push(units)
  }
  return groups
}

describe('reach of a die, region by region', () => {
  test.prop([scenes], { numRuns: 300 })('is what validateMove says of a move to each region, word for word and in order', ([position, figures, action]) =>
    expectJudgedOneByOne(position.board, position.state, figures, action),
  )

  it('is what validateMove says on the real board, for every region of groups of each region of the opening', () => {
    for (const [state, actions] of realScenes)
      for (const figures of realGroups(state)) for (const action of actions) expectJudgedOneByOne(realBoard, state, figures, action)
  })

  it('is what validateMove says on a board of more regions than an object keeps in its fast shape', () => {
    // A corridor of 140 regions, its middle across an impassable line, with Gondor's army facing Mordor's.
    const ids = Array.from({ length: 140 }, (_, i) => `r${i}`)
    const map = {
      format: 'marchlaw/map@1' as const,
      regions: Object.fromEntries(ids.map((id, i) => [id, { kind: i % 37 === 5 ? ('sea' as const) : ('land' as const), name: `Region ${i}` }])),
      adjacent: ids.slice(1).map((id, i): [string, string] => [ids[i] ?? id, id]).filter(([a]) => a !== 'r70'),
      impassable: [['r70', 'r71']] as Array<[string, string]>,
    }
    const board = compiled(map)
    const state: RingState = {
      format: 'marchlaw/state@1',
      ruleset: 'ring',
      nations: { gondor: { side: 'free', atWar: true }, mordor: { side: 'shadow', atWar: true } },
      figures: {
        g1: { kind: 'regular', nation: 'gondor', region: 'r70' },
        g2: { kind: 'elite', nation: 'gondor', region: 'r70' },
        l1: { kind: 'leader', nation: 'gondor', region: 'r70' },
        m1: { kind: 'regular', nation: 'mordor', region: 'r69' },
        m2: { kind: 'regular', nation: 'mordor', region: 'r100' },
        g3: { kind: 'regular', nation: 'gondor', region: 'r120' },
      },
      stackingLimit: 2,
    }
    for (const figures of [['g1', 'g2'], ['g1'], ['g1', 'g2', 'l1'], ['m2'], ['g3', 'nobody']])
      for (const action of ['army-die', 'character-die'] as const) expectJudgedOneByOne(board, state, figures, action)
  })

  it('is what validateMove says for nations not At War, on a board whose kept verdicts are made again', () => {
    // A corridor of 150 regions of three kinds (Gondor's, Mordor's, no nation's): reach keeps what the board says of
    // fewer origins than it has. Gondor, not At War, is asked from every origin, then Rohan, At War, which makes what
    // the board says of every origin again but not what Gondor's nations may not enter from the last ones, then Gondor
    // again, from the last.
    const ids = Array.from({ length: 150 }, (_, i) => `r${i}`)
    const nationOf = (i: number): { nation?: string } => (i % 3 === 0 ? { nation: 'mordor' } : i % 3 === 1 ? { nation: 'gondor' } : {})
    const board = compiled({
      format: 'marchlaw/map@1',
      regions: Object.fromEntries(ids.map((id, i) => [id, { kind: 'land' as const, name: `Region ${i}`, ...nationOf(i) }])),
      adjacent: ids.slice(1).map((id, i): [string, string] => [ids[i] ?? id, id]),
    })
    const figures: Record<string, RingState['figures'][string]> = {}
    ids.forEach((id, i) => {
      figures[`g${i}`] = { kind: 'regular', nation: 'gondor', region: id }
      figures[`h${i}`] = { kind: 'regular', nation: 'rohan', region: id }
      if (i % 7 === 0) figures[`m${i}`] = { kind: 'regular', nation: 'mordor', region: id }
    })
    const state: RingState = {
      format: 'marchlaw/state@1',
      ruleset: 'ring',
      nations: { gondor: { side: 'free', atWar: false }, rohan: { side: 'free', atWar: true }, mordor: { side: 'shadow', atWar: true } },
      figures,
    }
    const mine = owned(state)
    // Every origin asked, every fifth one's answer checked.
    const expected = new Map(ids.flatMap((_, i) => (i % 5 === 0 ? [[i, judgedOneByOne(board, state, [`g${i}`], 'army-die')] as const] : [])))
    const gondor = (order: ReadonlyArray<number>): void =>
      order.forEach((i) => {
        const want = expected.get(i)
        if (want === undefined) army.reach(board, mine, [`g${i}`], 'army-die')
        else expectReach(board, mine, [`g${i}`], 'army-die', want)
      })
    const origins = ids.map((_, i) => i)
    gondor(origins)
    for (const i of origins) army.reach(board, mine, [`h${i}`], 'army-die')
    // The last origins first: what Gondor's nations may not enter from them is still kept.
    gondor(origins.slice().reverse())
  })

  test.prop([scenes], { numRuns: 100 })('shares with another answer only what is frozen: a list or a violation in two answers is frozen', ([position, figures, action]) => {
    const mine = owned(position.state)
    const other: DieAction = action === 'army-die' ? 'character-die' : 'army-die'
    const first = army.reach(position.board, mine, figures, action)
    const seen = objectsIn(first)
    for (const [state, asked] of [[mine, action], [mine, other], [position.state, action]] as const) {
      const again = army.reach(position.board, state, figures, asked)
      for (const shared of objectsIn(again)) if (seen.has(shared)) expect(Object.isFrozen(shared)).toBe(true)
    }
  })

  it('gives each answer lists of its own: changing one changes no later reach on the same state', () => {
    const state = owned(realOpeningAtWar)
    const figures = Object.keys(state.figures).filter((id) => state.figures[id]?.region === 'lorien')
    const first = army.reach(realBoard, state, figures, 'army-die')
    const before = JSON.stringify(first)
    // The first answers, whose enemy stacks a position asked about again remembers, each changed in turn.
    for (const answer of [first, army.reach(realBoard, state, figures, 'army-die'), army.reach(realBoard, state, figures, 'army-die')]) {
      let changed = 0
      for (const reasons of Object.values(answer.unreachable))
        for (const v of reasons) if (v.code === 'ENEMY_ARMY') (v.units as string[]).splice(0, v.units.length, `changed ${++changed}`)
      expect(changed).toBeGreaterThan(0)
      expect(JSON.stringify(army.reach(realBoard, state, figures, 'army-die'))).toBe(before)
    }
  })

  it('answers plain data: a structured clone and a JSON round trip are equal to it, and every message is a string field', () => {
    const figures = Object.keys(realOpeningAtWar.figures).filter((id) => realOpeningAtWar.figures[id]?.region === 'lorien')
    const where = army.reach(realBoard, realOpeningAtWar, figures, 'army-die')
    expect(Object.keys(where.unreachable).length).toBeGreaterThan(90)
    expect(structuredClone(where)).toEqual(where)
    expect(JSON.parse(JSON.stringify(where))).toEqual(where)
    for (const reasons of Object.values(where.unreachable))
      for (const v of reasons) expect(typeof Object.getOwnPropertyDescriptor(v, 'message')?.value).toBe('string')
  })
})
