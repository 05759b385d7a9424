// The boundary of the rules entry, fed what an untrusted client or a host without types may send:
// any value in any argument, and near misses of real moves and states. No function may throw, and
// no malformed move may be judged legal. "Malformed" is the codecs' word: what decodeMove refuses.
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { army, compile, eventMovement, exploration, heroes, lintMap, march, replay, ring, type Board } from '../src/index.js'
import { decodeMove, decodeState } from '../src/json.js'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

const boardOf = (map: unknown): Board => {
  const board = compile(map as Parameters<typeof compile>[0])
  if (E.isLeft(board)) throw new Error('a bundled map compiles')
  return board.right
}
const isles = boardOf(demoIsles)
const marches = boardOf(demoMarches)

/** The first few items of whatever a generator function gives, so that a long listing stays cheap. */
const firstOf = (items: Iterable<unknown>): unknown[] => {
  const out: unknown[] = []
  for (const item of items) {
    out.push(item)
    if (out.length >= 5) break
  }
  return out
}

const wellFormed = (move: unknown): boolean => E.isRight(decodeMove(move))
const wellFormedState = (state: unknown): boolean => E.isRight(decodeState(state))

type Verdict = E.Either<ReadonlyArray<{ readonly code: string }>, unknown>
type Judge = (board: unknown, state: unknown, move: unknown) => Verdict

const judges: ReadonlyArray<readonly [string, Judge, 'ring' | 'heroes']> = [
  ['ring.validateMove', ring.validateMove as Judge, 'ring'],
  ['ring.applyMove', ring.applyMove as Judge, 'ring'],
  ['army.validateMove', army.validateMove as Judge, 'ring'],
  ['army.applyMove', army.applyMove as Judge, 'ring'],
  ['eventMovement.validateMove', eventMovement.validateMove as Judge, 'ring'],
  ['eventMovement.applyMove', eventMovement.applyMove as Judge, 'ring'],
  ['heroes.validateMove', heroes.validateMove as Judge, 'heroes'],
  ['heroes.applyMove', heroes.applyMove as Judge, 'heroes'],
  ['march.validateMove', march.validateMove as Judge, 'heroes'],
  ['march.applyMove', march.applyMove as Judge, 'heroes'],
  ['exploration.validateMove', exploration.validateMove as Judge, 'heroes'],
  ['exploration.applyMove', exploration.applyMove as Judge, 'heroes'],
]

const positions = { ring: { board: marches, state: demoMarchesOpening }, heroes: { board: isles, state: demoIslesOpening } } as const

const ringMoves = [...firstOf(ring.legalMoves(marches, demoMarchesOpening, 'free', 'army-die'))]
const heroesMoves = [...firstOf(heroes.legalMoves(isles, demoIslesOpening, 'red'))]
const eventMoves = [...firstOf(ring.legalMoves(marches, demoMarchesOpening, 'shadow', { armies: 1, regions: 2 }))]
const realMoves = [...firstOf(ring.legalMoves(realBoard, realOpeningAtWar, 'free', 'army-die'))]

/** A JSON-shaped value with one thing changed at a random place: a field dropped, replaced, or added. */
const nearMiss = (value: unknown): fc.Arbitrary<unknown> =>
  fc.tuple(fc.nat(), fc.nat(2), fc.anything(), fc.string({ maxLength: 6 })).map(([pick, how, replacement, key]) => {
    const copy: unknown = JSON.parse(JSON.stringify(value))
    const places: Array<{ readonly parent: Record<string, unknown> | unknown[]; readonly key: string | number }> = []
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach((item, at) => (places.push({ parent: node, key: at }), walk(item)))
      else if (typeof node === 'object' && node !== null)
        for (const [name, item] of Object.entries(node)) places.push({ parent: node as Record<string, unknown>, key: name }), walk(item)
    }
    walk(copy)
    const place = places[pick % Math.max(1, places.length)]
    if (place === undefined) return replacement
    const parent = place.parent as Record<string | number, unknown>
    if (how === 0) {
      if (Array.isArray(place.parent)) place.parent.splice(Number(place.key), 1)
      else delete parent[place.key]
    } else if (how === 1) parent[place.key] = replacement
    else if (!Array.isArray(place.parent)) parent[`${key}-extra`] = replacement
    else parent[place.key] = [replacement]
    return copy
  })

describe('any value at the boundary', () => {
  test.prop([fc.anything(), fc.anything(), fc.anything()], { numRuns: 300 })(
    'no judge throws on any board, state and move, and none answers Right to them',
    (board, state, move) => {
      for (const [name, judge] of judges) {
        const verdict = judge(board, state, move)
        expect(E.isLeft(verdict), name).toBe(true)
      }
    },
  )

  test.prop([fc.anything()], { numRuns: 300 })('no judge throws on any move with a real position, and only a well-formed move may be Right', (move) => {
    for (const [name, judge, ruleset] of judges) {
      const { board, state } = positions[ruleset]
      const verdict = judge(board, state, move)
      if (E.isRight(verdict)) expect(wellFormed(move), name).toBe(true)
    }
  })

  test.prop([fc.anything()], { numRuns: 200 })('no judge throws on any state with a real board and move', (state) => {
    for (const [name, judge, ruleset] of judges) {
      const move = ruleset === 'ring' ? ringMoves[0] : heroesMoves[0]
      const verdict = judge(positions[ruleset].board, state, move)
      expect(E.isLeft(verdict), name).toBe(true)
    }
  })

  test.prop([fc.constantFrom(...ringMoves, ...eventMoves).chain(nearMiss)], { numRuns: 400 })(
    'a near miss of a real ring move is refused unless it is still a well-formed move',
    (move) => {
      const verdict = ring.validateMove(marches, demoMarchesOpening, move as never)
      if (E.isRight(verdict)) expect(wellFormed(move)).toBe(true)
      else if (!wellFormed(move)) expect(verdict.left.map((v) => v.code)).toEqual(expect.arrayContaining([expect.stringMatching(/^(MALFORMED_MOVE|WRONG_RULESET)$/)]))
      const applied = ring.applyMove(marches, demoMarchesOpening, move as never)
      expect(E.isRight(applied)).toBe(E.isRight(verdict))
    },
  )

  test.prop([fc.constantFrom(...realMoves).chain(nearMiss)], { numRuns: 200 })('likewise on the real 105-region board', (move) => {
    const verdict = ring.validateMove(realBoard, realOpeningAtWar, move as never)
    if (E.isRight(verdict)) expect(wellFormed(move)).toBe(true)
  })

  test.prop([fc.constantFrom(...heroesMoves).chain(nearMiss)], { numRuns: 400 })(
    'a near miss of a real heroes move is refused unless it is still a well-formed move',
    (move) => {
      const verdict = heroes.validateMove(isles, demoIslesOpening, move as never)
      if (E.isRight(verdict)) expect(wellFormed(move)).toBe(true)
      else if (!wellFormed(move)) expect(verdict.left.map((v) => v.code)).toEqual(expect.arrayContaining([expect.stringMatching(/^(MALFORMED_MOVE|WRONG_RULESET)$/)]))
    },
  )

  test.prop([fc.constantFrom<unknown>(demoMarchesOpening, demoIslesOpening, realOpeningAtWar).chain(nearMiss)], { numRuns: 300 })(
    'a near miss of a real state: no function throws, and a state the codecs refuse is refused',
    (state) => {
      const ringVerdict = ring.validateMove(marches, state as never, ringMoves[0] as never)
      const heroesVerdict = heroes.validateMove(isles, state as never, heroesMoves[0] as never)
      if (!wellFormedState(state)) {
        expect(E.isLeft(ringVerdict)).toBe(true)
        expect(E.isLeft(heroesVerdict)).toBe(true)
      }
      firstOf(ring.legalMoves(marches, state as never, 'free', 'army-die'))
      firstOf(heroes.legalMoves(isles, state as never, 'red'))
      ring.randomMove(marches, state as never, 'free', 'army-die', () => 0.5)
      heroes.randomMove(isles, state as never, 'red', () => 0.5)
      ring.reach(marches, state as never, ['wm-r1'], 'army-die')
      march.reach(isles, state as never, ['r-w1'])
      exploration.playerView(state as never, 'red')
    },
  )

  test.prop([fc.anything(), fc.anything(), fc.anything(), fc.anything(), fc.anything()], { numRuns: 300 })(
    'listings, draws, reach and views take any value in any argument without throwing, and give nothing for a malformed one',
    (a, b, c, d, e) => {
      const args: ReadonlyArray<readonly [unknown, unknown, unknown, unknown]> = [
        [a, demoMarchesOpening, 'free', 'army-die'],
        [marches, b, 'free', 'army-die'],
        [marches, demoMarchesOpening, c, 'army-die'],
        [marches, demoMarchesOpening, 'free', d],
      ]
      for (const [board, state, side, action] of args) {
        const listed = firstOf((ring.legalMoves as (...x: unknown[]) => Iterable<unknown>)(board, state, side, action))
        const drawn = (ring.randomMove as (...x: unknown[]) => unknown)(board, state, side, action, Math.random)
        for (const move of [...listed, ...(drawn === null ? [] : [drawn])]) expect(E.isRight(ring.validateMove(marches, demoMarchesOpening, move as never))).toBe(true)
        ;(ring.reach as (...x: unknown[]) => unknown)(board, state, [side], action)
        firstOf((army.legalMoves as (...x: unknown[]) => Iterable<unknown>)(board, state, side, action))
        ;(army.randomMove as (...x: unknown[]) => unknown)(board, state, side, action, Math.random)
        ;(army.reach as (...x: unknown[]) => unknown)(board, state, side, action)
        firstOf((eventMovement.legalMoves as (...x: unknown[]) => Iterable<unknown>)(board, state, side, action))
        ;(eventMovement.reach as (...x: unknown[]) => unknown)(board, state, side, action)
      }
      expect((ring.randomMove as (...x: unknown[]) => unknown)(marches, demoMarchesOpening, 'free', 'army-die', e)).toBe(typeof e === 'function' ? expect.anything() : null)
      for (const [board, state, faction] of [
        [a, demoIslesOpening, 'red'],
        [isles, b, 'red'],
        [isles, demoIslesOpening, c],
      ] as const) {
        const listed = firstOf((heroes.legalMoves as (...x: unknown[]) => Iterable<unknown>)(board, state, faction))
        const drawn = (heroes.randomMove as (...x: unknown[]) => unknown)(board, state, faction, Math.random)
        for (const move of [...listed, ...(drawn === null ? [] : [drawn])]) expect(E.isRight(heroes.validateMove(isles, demoIslesOpening, move as never))).toBe(true)
        firstOf((march.legalMoves as (...x: unknown[]) => Iterable<unknown>)(board, state, faction))
        ;(march.randomMove as (...x: unknown[]) => unknown)(board, state, faction, Math.random)
        ;(march.reach as (...x: unknown[]) => unknown)(board, state, [faction])
        ;(march.reach as (...x: unknown[]) => unknown)(isles, demoIslesOpening, d)
        ;(exploration.reveal as (...x: unknown[]) => unknown)(board, state, faction, e)
        ;(exploration.playerView as (...x: unknown[]) => unknown)(b, c)
      }
    },
  )

  test.prop([fc.anything(), fc.anything(), fc.anything(), fc.array(fc.anything(), { maxLength: 4 })], { numRuns: 300 })(
    'replay takes any value in any argument without throwing; only a list of well-formed moves on a real position may be Right',
    (board, state, moves, list) => {
      const replayAny = replay as (...x: unknown[]) => ReturnType<typeof replay>
      expect(E.isLeft(replayAny(board, state, moves))).toBe(true)
      for (const [ruleset, { board: real, state: opening }] of Object.entries(positions)) {
        for (const given of [moves, list, [...(ruleset === 'ring' ? ringMoves : heroesMoves).slice(0, 1), ...list]]) {
          const game = replayAny(real, opening, given)
          if (E.isRight(game)) expect(Array.isArray(given) && given.every(wellFormed), ruleset).toBe(true)
          else if (Array.isArray(given) && game.left.index !== null) expect(given[game.left.index]).toBe(game.left.move)
        }
        if (E.isRight(replayAny(real, state, []))) expect(wellFormedState(state)).toBe(true)
      }
    },
  )

  test.prop([fc.anything()], { numRuns: 300 })('compile and lintMap take any value: Left map errors, never a throw', (map) => {
    const compiled = compile(map as never)
    expect(E.isLeft(compiled)).toBe(true)
    expect(lintMap(map as never).errors.length).toBeGreaterThan(0)
  })

  test.prop([nearMiss(demoIsles)], { numRuns: 300 })('a near miss of a real map compiles or gives errors, never a throw', (map) => {
    const compiled = compile(map as never)
    if (E.isRight(compiled)) expect(lintMap(map as never).errors).toEqual([])
  })
})

// Every function every entry exports, found by walking the entries (a new export is covered without editing this
// list), called with any values: real boards, maps and states among them, so that a call goes past its first check.
import * as rulesEntry from '../src/index.js'
import * as jsonEntry from '../src/json.js'
import * as mapsEntry from '../src/maps/index.js'
import * as boardgameEntry from '../src/boardgame-io.js'
import { assertNoPoisoning, restoreGlobals } from '@fast-check/poisoning'

type Callable = (...args: unknown[]) => unknown
const isNamespace = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && (value as { readonly [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module'
// A codec's reading methods are exports too: what a host calls on a value off the wire. (Its `encode` takes a
// value of its type, as io-ts has it; the encode* functions are the ones that take any value.)
const codecMethods = ['decode', 'is'] as const
const isCodec = (value: unknown): value is Readonly<Record<(typeof codecMethods)[number], Callable>> =>
  typeof value === 'object' && value !== null && codecMethods.every((method) => typeof (value as Readonly<Record<string, unknown>>)[method] === 'function')

const exported = (entry: string, namespace: Readonly<Record<string, unknown>>): Array<readonly [string, Callable]> =>
  Object.entries(namespace).flatMap(([name, value]): Array<readonly [string, Callable]> => {
    if (typeof value === 'function') return [[`${entry}.${name}`, value as Callable]]
    if (isNamespace(value)) return exported(`${entry}.${name}`, value)
    if (isCodec(value)) return codecMethods.map((method) => [`${entry}.${name}.${method}`, (...args: unknown[]) => value[method](...args)] as const)
    return []
  })

// Declarations marked @internal that a namespace still carries at run time: they take the library's own
// representation of a position, never a value from a host.
const internal = new Set(['marchlaw.eventMovement.judgeEventMove', 'marchlaw.eventMovement.routes', 'marchlaw.eventMovement.combinationMove'])

const everyExport = [
  ...exported('marchlaw', rulesEntry),
  ...exported('marchlaw/json', jsonEntry),
  ...exported('marchlaw/maps', mapsEntry),
  ...exported('marchlaw/boardgame.io', boardgameEntry),
].filter(([name]) => !internal.has(name))

const hostile = fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withMap: true, withSet: true, withBigInt: true, withDate: true, withTypedArray: true, withSparseArray: true })
const argument = fc.oneof(
  { weight: 3, arbitrary: hostile },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(isles, marches, demoIsles, demoMarches, demoIslesOpening, demoMarchesOpening, 'red', 'free', 'army-die', { armies: 1, regions: 2 }, ['r-w1']) },
)

/** Runs what a call gave far enough to reach its work: the first few items of a listing. */
const drained = (answer: unknown): void => {
  if (typeof answer === 'object' && answer !== null && !Array.isArray(answer) && typeof (answer as { readonly next?: unknown }).next === 'function') firstOf(answer as Iterable<unknown>)
}

// The prototypes and globals of the language: the test runner's own globals change as it runs, and are not watched.
const notBuiltIn = /^(?!(Object|Array|Function|String|Number|Boolean|BigInt|Symbol|Map|Set|WeakMap|WeakSet|RegExp|JSON|Math|Promise|Error|TypeError|RangeError|SyntaxError|Date|Reflect|Proxy|ArrayBuffer|Uint8Array|Int32Array|Float64Array|structuredClone)$)/

describe('every export of every entry', () => {
  it('are found: the rules, json, maps and boardgame.io entries each export functions', () => {
    for (const entry of ['marchlaw.', 'marchlaw/json.', 'marchlaw/maps.', 'marchlaw/boardgame.io.']) expect(everyExport.some(([name]) => name.startsWith(entry))).toBe(true)
    expect(everyExport.map(([name]) => name)).toEqual(expect.arrayContaining(['marchlaw/json.checkState', 'marchlaw.ring.validateMove', 'marchlaw.violation', 'marchlaw/json.mapCodec.decode', 'marchlaw/json.encodeMap']))
  })

  test.each(everyExport)('%s answers any value in every argument, throws nothing and pollutes no prototype', (_name, call) => {
    fc.assert(
      fc.property(fc.array(argument, { maxLength: 6 }), (args) => {
        try {
          drained(call(...args))
        } finally {
          assertNoPoisoning({ ignoredRootRegex: notBuiltIn })
        }
      }),
      { numRuns: 60 },
    )
    restoreGlobals({ ignoredRootRegex: notBuiltIn })
  })
})

describe('the arguments that threw', () => {
  it('are answered: a map where a board goes, no scenario, nothing to encode, no board for the graph', () => {
    const checked = jsonEntry.checkState(demoIsles as never, demoIslesOpening)
    expect(checked.map((problem) => [problem.path, problem.expected])).toEqual([['board', 'a board made by compile']])
    expect(jsonEntry.checkState(isles, { format: 'marchlaw/state@1' } as never).length).toBeGreaterThan(0)
    expect(jsonEntry.checkState(isles, demoIslesOpening)).toEqual([])
    expect(E.isLeft(jsonEntry.checkScenario(null as never))).toBe(true)
    for (const encode of [jsonEntry.encodeMap, jsonEntry.encodeState, jsonEntry.encodeScenario, jsonEntry.encodeResult] as ReadonlyArray<(value: unknown) => unknown>)
      expect(encode(undefined)).toBeNull()
    expect(jsonEntry.encodeState(demoIslesOpening)).toEqual(JSON.parse(JSON.stringify(demoIslesOpening)))
    expect(rulesEntry.neighbours(demoIsles as never, 'greenvale')).toEqual([])
    expect(rulesEntry.border(undefined as never, 'a', 'b')).toBe('none')
    expect(rulesEntry.pathTo(null as never, 'a')).toBeNull()
    expect(rulesEntry.violation(undefined as never, undefined as never)).toEqual({ code: undefined, message: '' })
    expect(rulesEntry.eventInWords(isles, null as never)).toBe('')
    expect(mapsEntry.bundledMap(Object.create(null) as never)).toBeUndefined()
  })
})
