// The same world with every id replaced by a hostile one (`__proto__`,
// `constructor`, `toString`, ids holding NUL...) gives the same verdicts,
// codes, evidence, events, next states and reaches, modulo the renaming.
// The renaming keeps the order of ids, so that every "smallest in id order"
// choice picks the same thing in both worlds.
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from '../src/board/graph.js'
import * as heroes from '../src/heroes/heroes.js'
import type { HeroesMove, HeroesState } from '../src/model/heroes-state.js'
import type { MapFile } from '../src/model/map.js'
import * as march from '../src/heroes/march.js'
import * as ring from '../src/ring/ring.js'
import type { RingMove, RingState } from '../src/model/ring-state.js'
import { anyHeroesPosition, arbitraryMarchChoice, buildMarch } from '../src/arbitraries/heroes.js'
import { arbitraryDieScene, arbitraryEventScene } from '../src/arbitraries/ring-moves.js'
import { smallSize } from '../src/arbitraries/ring.js'

const hostile = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  '\u0000',
  'a\u0000b',
  '__proto__\u0000',
]

type Rename = (id: string) => string

/** Fields whose value is an id or a list of ids (a list of pairs too). */
const idFields = new Set(['nation', 'faction', 'region', 'to', 'from', 'path', 'figures', 'units', 'endpoints', 'adjacent', 'impassable', 'token', 'id',
  'leaders', 'owner', 'actor', 'defenders', 'attacker', 'regionNation', 'origin', 'last', 'nations', 'regions', 'unit', 'target'])
/** Fields whose value is a record keyed by ids. */
const recordFields = new Set(['regions', 'nations', 'figures', 'control', 'layout', 'units', 'speeds', 'towers', 'vessels', 'exploration', 'reachable', 'unreachable', 'attackable'])

type Mode = 'id' | 'struct' | 'record' | 'ids-record'

/** A value with every id in it (record keys too) passed through `rename`; field names and the format's words stay. */
const renamed = <T>(value: T, rename: Rename): T => {
  const walk = (v: unknown, mode: Mode): unknown => {
    if (typeof v === 'string') return mode === 'id' ? rename(v) : v
    if (Array.isArray(v)) return v.map((x) => walk(x, mode === 'id' ? 'id' : 'struct'))
    if (typeof v !== 'object' || v === null) return v
    if (mode === 'record' || mode === 'ids-record')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [rename(k), walk(x, mode === 'ids-record' ? 'id' : 'struct')]))
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => {
        const inner: Mode = recordFields.has(k) && !Array.isArray(x) && typeof x === 'object' ? (k === 'reachable' || k === 'attackable' ? 'ids-record' : 'record') : idFields.has(k) ? 'id' : 'struct'
        return [k, walk(x, inner)]
      }),
    )
  }
  return walk(value, 'struct') as T
}

/** Every id a world uses, sorted. */
const idsOf = (...values: unknown[]): ReadonlyArray<string> => {
  const ids = new Set<string>()
  for (const value of values)
    renamed(value, (id) => {
      ids.add(id)
      return id
    })
  return [...ids].sort()
}

/**
 * An order-keeping renaming of `ids` onto hostile names: every bare hostile
 * name is used (as far as there are ids), the rest are hostile names followed
 * by NUL and a number; the chosen names, sorted, go to the sorted ids.
 */
const arbitraryRenaming = (ids: ReadonlyArray<string>): fc.Arbitrary<ReadonlyMap<string, string>> => {
  const bare = Math.min(hostile.length, ids.length)
  const suffixed: string[] = []
  for (const name of hostile) for (let k = 0; k < ids.length; k++) suffixed.push(`${name}\u0000${String(k).padStart(4, '0')}`)
  return fc
    .tuple(fc.subarray(hostile, { minLength: bare, maxLength: bare }), fc.subarray(suffixed, { minLength: ids.length - bare, maxLength: ids.length - bare }))
    .map(([names, more]) => {
      const chosen = [...names, ...more].sort()
      return new Map(ids.map((id, i) => [id, chosen[i] ?? id]))
    })
}

/** What is compared: every field but the messages, whose wording carries the ids inside sentences. */
const withoutMessages = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutMessages)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'message').map(([k, x]) => [k, withoutMessages(x)]))
  return value
}

/** JSON-like copy, reading lazy fields, keeping `__proto__` as an own key. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null))

const boardOf = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`a renamed map must compile: ${board.left[0]?.message ?? ''}`)
  return board.right
}

const expectSame = (original: unknown, hostileResult: unknown, back: Rename): void => {
  expect(withoutMessages(renamed(plain(hostileResult), back))).toEqual(withoutMessages(plain(original)))
}

describe('a renamed ring world', () => {
  // An empty id is no id of the format (MALFORMED_MOVE whatever it is renamed to): renaming it would change the verdict.
  const scenes = fc.oneof(arbitraryDieScene(smallSize), arbitraryEventScene(smallSize)).filter(({ move }) => !JSON.stringify(move).includes('""')).chain(({ position, move }) =>
    arbitraryRenaming(idsOf(position.map, position.state, move)).map((names) => ({ position, move, names })),
  )

  test.prop([scenes], { numRuns: 150 })('validates, applies and reaches alike', ({ position, move, names }) => {
    const rename: Rename = (id) => names.get(id) ?? id
    const inverse = new Map([...names].map(([a, b]) => [b, a]))
    const back: Rename = (id) => inverse.get(id) ?? id
    const map = renamed(position.map, rename)
    const state = renamed(position.state, rename) as RingState
    const hostileMove = renamed(move, rename) as RingMove
    const board = boardOf(map)
    expectSame(ring.applyMove(position.board, position.state, move), ring.applyMove(board, state, hostileMove), back)
    expectSame(ring.validateMove(position.board, position.state, move), ring.validateMove(board, state, hostileMove), back)
    const figures = move.moves[0]?.figures ?? []
    const action = move.type === 'event-move' ? move.allowance : move.type
    expectSame(
      ring.reach(position.board, position.state, figures, action),
      ring.reach(board, state, figures.map(rename), action),
      back,
    )
  })
})

describe('a renamed heroes world', () => {
  const scenes = fc.tuple(anyHeroesPosition, arbitraryMarchChoice).chain(([position, choice]) => {
    const move: HeroesMove = buildMarch(position, choice)
    return arbitraryRenaming(idsOf(position.map, position.state, move)).map((names) => ({ position, move, names }))
  })

  test.prop([scenes], { numRuns: 150 })('validates, applies and reaches alike', ({ position, move, names }) => {
    const rename: Rename = (id) => names.get(id) ?? id
    const inverse = new Map([...names].map(([a, b]) => [b, a]))
    const back: Rename = (id) => inverse.get(id) ?? id
    const map = renamed(position.map, rename)
    const state = renamed(position.state, rename) as HeroesState
    const hostileMove = renamed(move, rename) as HeroesMove
    const board = boardOf(map)
    expectSame(heroes.applyMove(position.board, position.state, move), heroes.applyMove(board, state, hostileMove), back)
    expectSame(heroes.validateMove(position.board, position.state, move), heroes.validateMove(board, state, hostileMove), back)
    const units = move.type === 'march' ? move.units : []
    expectSame(march.reach(position.board, position.state, units), march.reach(board, state, units.map(rename)), back)
  })
})
