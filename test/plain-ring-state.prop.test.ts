// The ring state checked by hand in one pass (src/input/plain-ring-state.ts) against the shapes it stands in
// for: "fits" exactly where the shapes find nothing, on near misses of real states; the figures it gathers on the
// way are those a walk over the record finds; and a die move on a state read that way gets the verdict it gets
// on the library's own copy of the state.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, compile, ring, type Board } from '../src/index.js'
import { dieInput, inputProblem, ringStateShapeProblem } from '../src/input/boundary.js'
import { isPlainRingState, type Gathered } from '../src/input/plain-ring-state.js'
import { demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import type { RingMove, RingState } from '../src/model/ring-state.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

const boardOf = (map: unknown): Board => {
  const board = compile(map as Parameters<typeof compile>[0])
  if (E.isLeft(board)) throw new Error('a bundled map compiles')
  return board.right
}
const marches = boardOf(demoMarches)

const opening = realOpeningAtWar as RingState
const scenes: ReadonlyArray<readonly [Board, RingState]> = [
  [marches, demoMarchesOpening as RingState],
  [realBoard, opening],
]

/** Values a near miss puts in place of a field, beside anything at all: the near misses of the format's own values. */
const replacement = fc.oneof(
  fc.anything(),
  fc.constantFrom<unknown>('', 'land', 'free', 'shadow', 'regular', 'leader', 'ring', 'heroes', 'marchlaw/state@1', 0, 1, 2.5, -1, true, null, undefined, [], {}),
)

/** A copy of a state with one to three things changed at random places: a field dropped, replaced, or added. */
const nearMiss = (state: RingState): fc.Arbitrary<unknown> =>
  fc.array(fc.tuple(fc.nat(), fc.nat(2), replacement, fc.constantFrom('kind', 'region', 'nation', 'side', 'name', 'atWar', 'control', 'extra', '', '__proto__')), { minLength: 1, maxLength: 3 }).map((changes) => {
    const copy: unknown = structuredClone(state)
    for (const [pick, how, value, key] of changes) {
      const places: Array<{ readonly parent: Record<string, unknown>; readonly key: string }> = []
      const walk = (node: unknown): void => {
        if (typeof node !== 'object' || node === null) return
        for (const [name, item] of Object.entries(node)) places.push({ parent: node as Record<string, unknown>, key: name }), walk(item)
      }
      walk(copy)
      const place = places[pick % Math.max(1, places.length)]
      if (place === undefined) continue
      if (how === 0) delete place.parent[place.key]
      else if (how === 1) place.parent[place.key] = value
      else Object.defineProperty(place.parent, key, { value, enumerable: true, writable: true, configurable: true })
    }
    return copy
  })

const walked = (state: RingState, region: string): ReadonlyArray<string> => Object.keys(state.figures).filter((id) => state.figures[id]?.region === region)

const oneArmyMoves = (board: Board, state: RingState): ReadonlyArray<RingMove> => {
  const moves: RingMove[] = []
  for (const move of ring.legalMoves(board, state, 'free', 'army-die')) {
    if (move.type !== 'attack' && move.moves.length === 1) moves.push(move)
    if (moves.length >= 6) break
  }
  return moves
}

describe('the ring state checked by hand', () => {
  test.prop([fc.constantFrom(...scenes).chain(([, state]) => nearMiss(state))], { numRuns: 800 })(
    'fits exactly where the shapes find nothing, on near misses of real states',
    (state) => {
      expect(isPlainRingState(state)).toBe(ringStateShapeProblem(state) === null)
    },
  )

  test.prop([fc.anything()], { numRuns: 300 })('never fits a value the shapes refuse', (value) => {
    if (isPlainRingState(value)) expect(ringStateShapeProblem(value)).toBeNull()
  })

  it('refuses what only a prototype gives, as the shapes do', () => {
    const figure = Object.assign(Object.create({ kind: 'regular' }) as object, { region: 'minas' })
    const state = { ...opening, figures: { ...opening.figures, odd: figure } }
    expect(isPlainRingState(state)).toBe(false)
    expect(ringStateShapeProblem(state)).not.toBeNull()
  })

  it('fits a figure of every kind the format has, and no other kind, as the shapes do', () => {
    const [id, figure] = Object.entries(opening.figures)[0] ?? []
    if (id === undefined || figure === undefined) throw new Error('the opening has figures')
    for (const kind of ['regular', 'elite', 'leader', 'nazgul', 'companion', 'minion', 'Regular', 'hero', '']) {
      const state = { ...opening, figures: { ...opening.figures, [id]: { ...figure, kind } } }
      expect(isPlainRingState(state)).toBe(ringStateShapeProblem(state) === null)
    }
    expect(isPlainRingState({ ...opening, figures: { ...opening.figures, [id]: { ...figure, kind: 'minion' } } })).toBe(true)
  })

  it('refuses a figure or a nation that is an array given the fields, as the shapes do', () => {
    const [id, figure] = Object.entries(opening.figures)[0] ?? []
    const [nation, entry] = Object.entries(opening.nations)[0] ?? []
    if (id === undefined || nation === undefined) throw new Error('the opening has figures and nations')
    const arrays = [
      { ...opening, figures: { ...opening.figures, [id]: Object.assign([], figure) } },
      { ...opening, nations: { ...opening.nations, [nation]: Object.assign([], entry) } },
    ]
    for (const state of arrays) {
      expect(ringStateShapeProblem(state)).not.toBeNull()
      expect(isPlainRingState(state)).toBe(false)
    }
  })

  it('refuses a nation with a field more, one inherited, or one of another type, as the shapes do', () => {
    const [nation, entry] = Object.entries(opening.nations)[0] ?? []
    if (nation === undefined || entry === undefined) throw new Error('the opening has nations')
    const nations = [
      { ...entry, extra: 1 },
      Object.assign(Object.create({ atWar: true }) as object, { side: entry.side }),
      { ...entry, atWar: 'yes' },
      { ...entry, side: 'neutral' },
    ]
    for (const odd of nations) {
      const state = { ...opening, nations: { ...opening.nations, [nation]: odd } }
      expect(ringStateShapeProblem(state)).not.toBeNull()
      expect(isPlainRingState(state)).toBe(false)
    }
    expect(isPlainRingState({ ...opening, nations: { ...opening.nations, '': entry } })).toBe(false)
  })

  test.prop([fc.constantFrom(...scenes), fc.nat(), fc.nat()], { numRuns: 100 })('gathers the figures a walk over the record finds in two regions', ([board, state], a, b) => {
    const to = board.ids[a % board.ids.length] ?? ''
    const origin = board.ids[b % board.ids.length] ?? ''
    const gathered: Gathered = { to, origin: origin === to ? '' : origin, inTo: [], inOrigin: [] }
    expect(isPlainRingState(structuredClone(state), gathered)).toBe(true)
    expect(gathered.inTo).toEqual(walked(state, to))
    expect(gathered.inOrigin).toEqual(origin === to ? [] : walked(state, origin))
  })

  test.prop([fc.constantFrom(...scenes).chain(([board, state]) => fc.tuple(fc.constant(board), nearMiss(state), fc.constantFrom(...oneArmyMoves(board, state))))], {
    numRuns: 300,
  })('reads a die move and a near miss of a state in one pass only where the boundary finds nothing, and judges as on an adopted copy', ([board, state, move]) => {
    const fresh = dieInput(board, state, move)
    if (fresh === null) return
    expect(inputProblem('ring', board, state, move)).toBeNull()
    const own = adopt(state as RingState)
    if (E.isLeft(own)) throw new Error('a state the boundary accepts is adopted')
    expect(ring.validateMove(board, state as RingState, move)).toEqual(ring.validateMove(board, own.right, move))
  })
})
