import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { entriesOf, fieldEntry, isCarried, piecesOf, revised, type Form } from '../src/core/carried-fields.js'
import { isOwned } from '../src/core/owned.js'
import { compile, type Board } from '../src/board/graph.js'
import * as heroes from '../src/heroes/heroes.js'
import type { ExplorationToken, HeroesMove, HeroesState, HeroesUnit } from '../src/model/heroes-state.js'
import type { MapFile, MapRegion, RegionPair } from '../src/model/map.js'
import { keyedRecordOf, plainRecordOf, withEntry } from '../src/core/persistent-record.js'
import { ownTable, pieceOf, recordOf, relocated, tableOf } from '../src/core/piece-table.js'
import * as ring from '../src/ring/ring.js'
import type { Allowance, Figure, FigureKind, RingMove, RingState, Side } from '../src/model/ring-state.js'
import { anyHeroesPosition } from '../src/arbitraries/heroes.js'
import { deepFreeze } from './arbitrary/heroes.js'
import { arbitraryRingPosition, ordinarySize } from '../src/arbitraries/ring.js'

/** At most `count` items of a generator: the move lists of a large position are long, and a test needs a few. */
const first = <T>(items: Iterator<T>, count: number): T[] => {
  const out: T[] = []
  for (let n = 0; n < count; n++) {
    const next = items.next()
    if (next.done === true) break
    out.push(next.value)
  }
  return out
}

/** A deep copy made field by field, reading each field as any caller would. */
const plainCopy = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(plainCopy)
  if (typeof value !== 'object' || value === null) return value
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(value))
    Object.defineProperty(copy, key, { value: plainCopy((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true })
  return copy
}

const rightOf = <A>(result: E.Either<ReadonlyArray<{ readonly code: string }>, A>): A => {
  if (E.isLeft(result)) throw new Error(`a legal move was refused: ${result.left.map((v) => v.code).join(', ')}`)
  return result.right
}

/** The state with its fields in another order: rotated, maybe reversed. */
const reordered = <S extends object>(state: S, rotate: number, reverse: boolean): S => {
  const keys = Object.keys(state)
  const turned = keys.map((_, i) => keys[(i + rotate) % keys.length] ?? '')
  const order = reverse ? turned.reverse() : turned
  return Object.fromEntries(order.map((key) => [key, (state as Record<string, unknown>)[key]])) as S
}

/**
 * What a state made by applyMove must show of its shape: the fields of the
 * input in the input's order, then any new field; the persistent forms under
 * symbols that no enumeration sees.
 */
const expectShape = (before: object, after: object, mayChange: ReadonlyArray<string>): void => {
  const kept = Object.keys(before).filter((key) => Object.hasOwn(after, key))
  const added = Object.keys(after).filter((key) => !Object.hasOwn(before, key))
  expect(Object.keys(after)).toEqual([...kept, ...added])
  for (const key of [...added, ...Object.keys(before).filter((k) => !kept.includes(k))]) expect(mayChange).toContain(key)
  // Nothing rides on the state: its persistent forms are kept beside it, and it is frozen, the library's own.
  expect(Object.getOwnPropertySymbols(after)).toEqual([])
  expect(Object.isFrozen(after)).toBe(true)
  const text = JSON.stringify(after)
  expect(text).toBe(JSON.stringify(plainCopy(after)))
  expect(structuredClone(after)).toEqual(plainCopy(after))
  expect(JSON.parse(text)).toEqual(plainCopy(after))
}

// ---------------------------------------------------------------- ring

/** Where a ring move sends each figure it names. */
const ringDestinations = (move: RingMove): ReadonlyMap<string, string> => {
  const to = new Map<string, string>()
  if (move.type === 'attack') return to
  if (move.type === 'event-move') for (const route of move.moves) for (const id of route.figures) to.set(id, route.path[route.path.length - 1] ?? '')
  else for (const step of move.moves) for (const id of step.figures) to.set(id, step.to)
  return to
}

/** A record with the pieces sent elsewhere moved, built the plain way (same keys, same order). */
const movedPieces = <P extends { readonly region: string }>(pieces: Readonly<Record<string, P>>, to: ReadonlyMap<string, string>): Record<string, P> => {
  const out: Record<string, P> = {}
  for (const id of Object.keys(pieces)) {
    const piece = pieces[id]
    const region = to.get(id)
    if (piece !== undefined) out[id] = region === undefined ? piece : { ...piece, region }
  }
  return out
}

const ringActions: ReadonlyArray<'army-die' | 'character-die' | Allowance> = ['army-die', 'character-die', { armies: 2, regions: 2 }]
const sides: ReadonlyArray<Side> = ['free', 'shadow']

/** The answers of the ring rules about a state: its first legal moves for each side and action, and the verdicts on some moves. */
const ringAnswers = (board: Board, state: RingState, probes: ReadonlyArray<RingMove>, count = 30): unknown => ({
  moves: sides.map((side) => ringActions.map((action) => first(ring.legalMoves(board, state, side, action), count))),
  verdicts: probes.map((move) => ring.validateMove(board, state, move)),
})

// ---------------------------------------------------------------- heroes

/** The units after a heroes move: a March sends its units to its destination. */
const heroesDestinations = (move: HeroesMove): ReadonlyMap<string, string> =>
  move.type === 'march' ? new Map(move.units.map((id) => [id, move.to] as const)) : new Map()

/** The exploration tokens with the first one of `region` taken (its key dropped when none is left), in the same key order. */
const withoutFirstToken = (
  exploration: Readonly<Record<string, ReadonlyArray<ExplorationToken>>>,
  region: string,
): Record<string, ReadonlyArray<ExplorationToken>> => {
  const out: Record<string, ReadonlyArray<ExplorationToken>> = {}
  for (const key of Object.keys(exploration)) {
    const tokens = exploration[key] ?? []
    const left = key === region ? tokens.slice(1) : tokens
    if (left.length > 0) out[key] = left
  }
  return out
}

/**
 * The exploration tokens after a heroes move, by the rules written out: a
 * March ending on land with no exploration pending reveals the first token
 * there; resolving an exploration that will reveal more reveals the next one.
 */
const expectedExploration = (board: Board, state: HeroesState, move: HeroesMove): HeroesState['exploration'] => {
  const tokens = state.exploration
  if (tokens === undefined) return undefined
  const pending = state.pending ?? null
  if (move.type === 'march') {
    if (pending !== null || board.regions.get(move.to)?.kind !== 'land' || (Object.hasOwn(tokens, move.to) ? tokens[move.to] ?? [] : []).length === 0) return tokens
    return withoutFirstToken(tokens, move.to)
  }
  if (pending === null || pending.more <= 0 || (Object.hasOwn(tokens, pending.region) ? tokens[pending.region] ?? [] : []).length === 0) return tokens
  return withoutFirstToken(tokens, pending.region)
}

/** The answers of the heroes rules about a state: each faction's first legal moves, and the verdicts on some moves. */
const heroesAnswers = (board: Board, state: HeroesState, factions: ReadonlyArray<string>, probes: ReadonlyArray<HeroesMove>, count = 40): unknown => ({
  moves: factions.map((faction) => first(heroes.legalMoves(board, state, faction), count)),
  verdicts: probes.map((move) => heroes.validateMove(board, state, move)),
})

const boardOf = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(board.left.map((e) => e.message).join('\n'))
  return board.right
}

/** A grid map of `rows` × `cols` land regions `g<row>-<col>`, each bordering the next in its row and column. */
const gridMap = (rows: number, cols: number, region: (row: number, col: number) => MapRegion): MapFile => {
  const id = (row: number, col: number): string => `g${String(row).padStart(2, '0')}-${String(col).padStart(2, '0')}`
  const regions: Record<string, MapRegion> = {}
  const adjacent: RegionPair[] = []
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      regions[id(row, col)] = region(row, col)
      if (col + 1 < cols) adjacent.push([id(row, col), id(row, col + 1)])
      if (row + 1 < rows) adjacent.push([id(row, col), id(row + 1, col)])
    }
  return { format: 'marchlaw/map@1', regions, adjacent }
}

// ---------------------------------------------------------------- large positions

const RING_ROWS = 12
const RING_COLS = 12
const ringNations = ['gondor', 'rohan', 'sauron', 'isengard'] as const
const largeRingBoard = boardOf(
  gridMap(RING_ROWS, RING_COLS, (row, col) => {
    const nation = ringNations[(row < RING_ROWS / 2 ? 0 : 2) + (col % 2)] ?? 'gondor'
    const settlement = (row * RING_COLS + col) % 5 === 0 ? (['town', 'city', 'stronghold'] as const)[(row + col) % 3] : undefined
    return settlement === undefined ? { kind: 'land', nation } : { kind: 'land', nation, settlement }
  }),
)

/**
 * A ring position of 300 to 340 figures on a 12 × 12 grid: Free Peoples in
 * the upper two thirds, the Shadow in the lower two thirds (they meet in the
 * middle), a few to a region, so that armies are small and moves many.
 */
const largeRingState: fc.Arbitrary<RingState> = fc
  .array(fc.record({ cell: fc.nat(10_000), roll: fc.nat(99), nation: fc.nat(1), shadow: fc.boolean() }), { minLength: 300, maxLength: 340 })
  .map((specs): RingState => {
    const ids = largeRingBoard.ids
    const figures: Record<string, Figure> = {}
    const band = Math.floor((ids.length * 2) / 3)
    specs.forEach((spec, i) => {
      const region = ids[spec.shadow ? ids.length - band + (spec.cell % band) : spec.cell % band] ?? 'g00-00'
      const nation = spec.shadow ? (spec.nation === 0 ? 'sauron' : 'isengard') : spec.nation === 0 ? 'gondor' : 'rohan'
      const kind: FigureKind = spec.roll < 60 ? 'regular' : spec.roll < 85 ? 'elite' : spec.shadow ? 'nazgul' : 'leader'
      figures[`f${i}`] = kind === 'nazgul' ? { kind, nation: 'sauron', region } : { kind, nation, region }
    })
    return {
      format: 'marchlaw/state@1',
      ruleset: 'ring',
      nations: {
        gondor: { side: 'free', atWar: true },
        rohan: { side: 'free', atWar: true },
        sauron: { side: 'shadow', atWar: true },
        isengard: { side: 'shadow', atWar: true },
      },
      figures,
    }
  })

const HEROES_ROWS = 18
const HEROES_COLS = 18
const heroesFactions = ['red', 'blue'] as const
const terrainOf = (row: number, col: number): string | undefined => [undefined, 'swamp', 'plains', 'desert', 'swamp', 'forest'][(row * 7 + col * 3) % 6]
const largeHeroesBoard = boardOf(
  gridMap(HEROES_ROWS, HEROES_COLS, (row, col) => {
    const terrain = terrainOf(row, col)
    return terrain === undefined ? { kind: 'land' } : { kind: 'land', terrain }
  }),
)

/**
 * A heroes position on an 18 × 18 grid: 300 to 340 units of two factions
 * spread a few to a region, and one to three face-down tokens on 288 of the
 * 324 regions (an exploration record of hundreds of entries).
 */
const largeHeroesState: fc.Arbitrary<HeroesState> = fc
  .record({
    units: fc.array(fc.record({ cell: fc.nat(10_000), faction: fc.nat(1), type: fc.nat(2) }), { minLength: 300, maxLength: 340 }),
    piles: fc.array(fc.nat(2), { minLength: HEROES_ROWS * HEROES_COLS, maxLength: HEROES_ROWS * HEROES_COLS }),
    marchSlots: fc.option(fc.integer({ min: 3, max: 20 }), { nil: undefined }),
  })
  .map(({ units, piles, marchSlots }): HeroesState => {
    const ids = largeHeroesBoard.ids
    const placed: Record<string, HeroesUnit> = {}
    units.forEach((u, i) => {
      placed[`u${i}`] = {
        faction: heroesFactions[u.faction] ?? 'red',
        type: ['serf', 'warrior', 'hero'][u.type] ?? 'serf',
        region: ids[u.cell % ids.length] ?? 'g00-00',
      }
    })
    const exploration: Record<string, ReadonlyArray<ExplorationToken>> = {}
    let token = 0
    ids.forEach((region, i) => {
      // Every ninth region has none, the rest one to three: hundreds of entries whatever the draw.
      const count = i % 9 === 4 ? 0 : 1 + (piles[i] ?? 0)
      if (count > 0) exploration[region] = Array.from({ length: count }, (_, n) => ({ id: `t${++token}`, kind: ['gold', 'monster', 'ruins'][n % 3] ?? null }))
    })
    return {
      format: 'marchlaw/state@1',
      ruleset: 'heroes',
      speeds: { red: { serf: 1, warrior: 2, hero: 3 }, blue: { serf: 2, warrior: 2, hero: 3 } },
      units: placed,
      exploration,
      ...(marchSlots === undefined ? {} : { marchSlots }),
      pending: null,
    }
  })

// ---------------------------------------------------------------- tests

describe('states made by applyMove', () => {
  const steps = fc.array(fc.record({ pick: fc.nat(), action: fc.nat(2) }), { minLength: 1, maxLength: 5 })

  test.prop([arbitraryRingPosition(ordinarySize), steps, fc.nat(7), fc.boolean()], { numRuns: 40 })(
    'ring: each next state reads, serialises and answers as a plain copy of it, and the input is never changed',
    ({ board, state }, picks, rotate, reverse) => {
      let now: RingState = deepFreeze(reordered(state, rotate, reverse))
      picks.forEach(({ pick, action }, turn) => {
        const side = sides[turn % 2] ?? 'free'
        const moves = first(ring.legalMoves(board, now, side, ringActions[action] ?? 'army-die'), 40)
        const move = moves[pick % Math.max(1, moves.length)]
        if (move === undefined) return
        const text = JSON.stringify(now)
        const next = rightOf(ring.applyMove(board, now, move)).state
        // The first read builds the record; every later read must give that same object.
        const figures = next.figures
        expect(next.figures).toBe(figures)
        expect(JSON.stringify(now)).toBe(text)
        expectShape(now, next, ['control'])
        // An attack moves no figure: its next state has nothing new to carry.
        if (move.type !== 'attack') expect(isCarried(next, 'figures')).toBe(true)
        expect(Object.getOwnPropertyDescriptor(next, 'figures')?.enumerable).toBe(true)
        expect(JSON.stringify(next.figures)).toBe(JSON.stringify(movedPieces(now.figures, ringDestinations(move))))
        expect(next.figures).toBe(figures)
        // The library's copy of what did not change, shared from then on.
        expect(next.nations).toEqual(now.nations)
        if (isOwned(now)) expect(next.nations).toBe(now.nations)
        else expect(next.nations).not.toBe(now.nations)
        // A clone, and a spread with a changed field, carry nothing and must be read afresh, to the same answers.
        const probes = [move, ...first(ring.legalMoves(board, next, sides[(turn + 1) % 2] ?? 'free', 'army-die'), 3)]
        expect(ringAnswers(board, next, probes)).toEqual(ringAnswers(board, structuredClone(next), probes))
        expect(ringAnswers(board, { ...next, stackingLimit: 5 }, probes)).toEqual(ringAnswers(board, { ...structuredClone(next), stackingLimit: 5 }, probes))
        now = deepFreeze(next)
      })
    },
  )

  test.prop([anyHeroesPosition, steps, fc.nat(7), fc.boolean()], { numRuns: 40 })(
    'heroes: each next state reads, serialises and answers as a plain copy of it, and the input is never changed',
    ({ board, state, factions }, picks, rotate, reverse) => {
      let now: HeroesState = deepFreeze(reordered(state, rotate, reverse))
      picks.forEach(({ pick }, turn) => {
        const faction = now.pending?.faction ?? factions[turn % factions.length] ?? 'red'
        const moves = first(heroes.legalMoves(board, now, faction), 40)
        const move = moves[pick % Math.max(1, moves.length)]
        if (move === undefined) return
        const text = JSON.stringify(now)
        const next = rightOf(heroes.applyMove(board, now, move)).state
        const units = next.units
        const exploration = next.exploration
        expect(next.units).toBe(units)
        expect(next.exploration).toBe(exploration)
        expect(JSON.stringify(now)).toBe(text)
        expectShape(now, next, ['pending'])
        expect(JSON.stringify(next.units)).toBe(JSON.stringify(movedPieces(now.units, heroesDestinations(move))))
        expect(JSON.stringify(next.exploration)).toBe(JSON.stringify(expectedExploration(board, now, move)))
        expect(next.units).toBe(units)
        expect(next.exploration).toBe(exploration)
        const probes = [move, ...first(heroes.legalMoves(board, next, factions[(turn + 1) % factions.length] ?? 'red'), 3)]
        expect(heroesAnswers(board, next, factions, probes)).toEqual(heroesAnswers(board, structuredClone(next), factions, probes))
        expect(heroesAnswers(board, { ...next, marchSlots: 5 }, factions, probes)).toEqual(
          heroesAnswers(board, { ...structuredClone(next), marchSlots: 5 }, factions, probes),
        )
        now = deepFreeze(next)
      })
    },
  )
})

/**
 * Plays the same moves on a state and, in step, on structured clones of it:
 * at every step both list the same moves and apply them with the same
 * events, and (every step, or only at the end) serialise alike. Returns the
 * number of moves played.
 */
const walkTwins = <S, M, P extends { readonly pick: number }>(
  start: S,
  steps: ReadonlyArray<P>,
  compareEachStep: boolean,
  game: {
    readonly moves: (state: S, step: P, turn: number) => ReadonlyArray<M>
    readonly apply: (state: S, move: M) => { readonly state: S; readonly events: ReadonlyArray<unknown> }
  },
): number => {
  let now = start
  let twin = structuredClone(start)
  let played = 0
  steps.forEach((step, turn) => {
    const moves = game.moves(now, step, turn)
    expect(moves).toEqual(game.moves(twin, step, turn))
    const move = moves[step.pick % Math.max(1, moves.length)]
    if (move === undefined) return
    const applied = game.apply(now, move)
    const copied = game.apply(structuredClone(twin), move)
    expect(applied.events).toEqual(copied.events)
    // Read or not between moves: a carried state whose records were never built must come out the same.
    if (compareEachStep) expect(JSON.stringify(applied.state)).toBe(JSON.stringify(copied.state))
    now = applied.state
    twin = copied.state
    played++
  })
  expect(JSON.stringify(now)).toBe(JSON.stringify(twin))
  return played
}

describe('large positions', () => {
  const steps = fc.array(fc.record({ pick: fc.nat(), action: fc.nat(2) }), { minLength: 4, maxLength: 8 })

  test.prop([largeRingState, steps, fc.boolean()], { numRuns: 4 })(
    'ring: moves applied to carried states give the states the same moves give applied to clones, step by step',
    (state, picks, compareEachStep) => {
      const board = largeRingBoard
      const played = walkTwins(state, picks, compareEachStep, {
        moves: (now, { action }, turn) => first(ring.legalMoves(board, now, sides[turn % 2] ?? 'free', ringActions[action] ?? 'army-die'), 50),
        apply: (now, move) => rightOf(ring.applyMove(board, now, move)),
      })
      expect(played).toBeGreaterThan(0)
    },
  )

  test.prop([largeHeroesState, steps, fc.boolean()], { numRuns: 4 })(
    'heroes: moves applied to carried states give the states the same moves give applied to clones, step by step',
    (state, picks, compareEachStep) => {
      const board = largeHeroesBoard
      const played = walkTwins(state, picks, compareEachStep, {
        moves: (now, _step, turn) => first(heroes.legalMoves(board, now, now.pending?.faction ?? heroesFactions[turn % 2] ?? 'red'), 50),
        apply: (now, move) => rightOf(heroes.applyMove(board, now, move)),
      })
      expect(played).toBeGreaterThan(0)
    },
  )

  test.prop([largeHeroesState, fc.array(fc.nat(), { minLength: 2, maxLength: 6 })], { numRuns: 6 })(
    'heroes: marches that reveal tokens from a large exploration record leave exactly the tokens not yet revealed',
    (state, picks) => {
      const board = largeHeroesBoard
      let now = deepFreeze(state)
      let tokens: Readonly<Record<string, ReadonlyArray<ExplorationToken>>> = state.exploration ?? {}
      expect(Object.keys(tokens).length).toBeGreaterThan(256)
      let revealed = 0
      picks.forEach((pick, turn) => {
        const faction = now.pending?.faction ?? heroesFactions[turn % 2] ?? 'red'
        const moves = first(heroes.legalMoves(board, now, faction), 200)
        // Marches that end where tokens lie are the ones this test is about; a pending exploration must be resolved first.
        const revealing = moves.filter((m) => m.type === 'resolve-exploration' || (Object.hasOwn(tokens, m.to) && (tokens[m.to]?.length ?? 0) > 0))
        const move = revealing[pick % Math.max(1, revealing.length)] ?? moves[pick % Math.max(1, moves.length)]
        if (move === undefined) return
        const expected = expectedExploration(board, now, move) ?? {}
        const { state: next, events } = rightOf(heroes.applyMove(board, now, move))
        if (events.some((event) => event.type === 'exploration-revealed')) revealed++
        const read = next.exploration
        expect(next.exploration).toBe(read)
        const exploration = read ?? {}
        expect(exploration).toEqual(expected)
        expect(Object.keys(exploration)).toEqual(Object.keys(expected))
        // The input's record is as it was.
        expect(now.exploration).toEqual(tokens)
        tokens = expected
        now = deepFreeze(next)
      })
      expect(revealed).toBeGreaterThan(0)
    },
  )

  it('a March that reveals a token leaves the other regions of a 300-region record untouched and in order', () => {
    const regions: Record<string, MapRegion> = {}
    const adjacent: RegionPair[] = []
    for (let i = 0; i < 300; i++) {
      regions[`l${i}`] = i === 150 ? { kind: 'land', terrain: 'swamp' } : { kind: 'land' }
      if (i > 0) adjacent.push([`l${i - 1}`, `l${i}`])
    }
    const board = boardOf({ format: 'marchlaw/map@1', regions, adjacent })
    const exploration: Record<string, ReadonlyArray<ExplorationToken>> = {}
    // Keys in an order that is not the regions' order, so that "in order" means the record's own order.
    for (let i = 299; i >= 0; i--) exploration[`l${i}`] = [{ id: `a${i}`, kind: 'gold' }, ...(i % 2 === 0 ? [{ id: `b${i}`, kind: 'ruins' }] : [])]
    const state: HeroesState = deepFreeze({
      format: 'marchlaw/state@1',
      ruleset: 'heroes',
      speeds: { red: { warrior: 1 } },
      units: { w1: { faction: 'red', type: 'warrior', region: 'l149' }, w2: { faction: 'red', type: 'warrior', region: 'l10' } },
      exploration,
    })
    const marched = rightOf(heroes.applyMove(board, state, { type: 'march', faction: 'red', units: ['w1'], to: 'l150' })).state
    expect(marched.pending).toEqual({ kind: 'exploration', faction: 'red', region: 'l150', revealed: { id: 'a150', kind: 'gold' }, more: 1 })
    const afterFirst = withoutFirstToken(exploration, 'l150')
    expect(marched.exploration).toEqual(afterFirst)
    expect(Object.keys(marched.exploration ?? {})).toEqual(Object.keys(exploration))
    expect(JSON.stringify(marched.exploration)).toBe(JSON.stringify(afterFirst))
    // The swamp reveals its second token on resolving the first; its key then goes.
    const resolved = rightOf(heroes.applyMove(board, marched, { type: 'resolve-exploration', faction: 'red', token: 'a150' })).state
    expect(resolved.pending?.revealed).toEqual({ id: 'b150', kind: 'ruins' })
    const afterSecond = withoutFirstToken(afterFirst, 'l150')
    expect(Object.hasOwn(afterSecond, 'l150')).toBe(false)
    expect(resolved.exploration).toEqual(afterSecond)
    expect(Object.keys(resolved.exploration ?? {})).toEqual(Object.keys(afterSecond))
    const settled = rightOf(heroes.applyMove(board, resolved, { type: 'resolve-exploration', faction: 'red', token: 'b150' })).state
    expect(settled.pending).toBeNull()
    const again = rightOf(heroes.applyMove(board, settled, { type: 'march', faction: 'red', units: ['w2'], to: 'l11' })).state
    const afterThird = withoutFirstToken(afterSecond, 'l11')
    expect(again.exploration).toEqual(afterThird)
    expect(Object.keys(again.exploration ?? {})).toEqual(Object.keys(afterThird))
    expect(JSON.stringify(again)).toBe(JSON.stringify(plainCopy(again)))
    expect(state.exploration).toBe(exploration)
    expect(Object.keys(exploration).length).toBe(300)
    expect(exploration['l150']?.length).toBe(2)
  })
})

// ---------------------------------------------------------------- revised, directly

interface Piece {
  readonly region: string
  readonly tag: number
}

type Loose = Record<string, unknown>

const fieldNames = ['format', 'alpha', 'pieces', 'entries', 'beta'] as const
const pieceIds = ['p1', 'p2', 'p3', '__proto__', 'q'] as const
const entryKeys = ['x', 'y', 'z', 'constructor'] as const

/** Sets `key` as an own enumerable data property, even `__proto__`. */
const define = (target: Loose, key: string, value: unknown): void => {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

const piecesRecord = fc
  .subarray([...pieceIds])
  .chain((ids) => fc.tuple(...ids.map(() => fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.nat(9)))).map((placed) => ({ ids, placed })))
  .map(({ ids, placed }) => {
    const record: Loose = {}
    ids.forEach((id, i) => define(record, id, { region: placed[i]?.[0] ?? 'a', tag: placed[i]?.[1] ?? 0 }))
    return record as Record<string, Piece>
  })

const entriesRecord = fc.subarray([...entryKeys]).chain((keys) =>
  fc.tuple(...keys.map(() => fc.array(fc.nat(9), { maxLength: 2 }))).map((values) => {
    const record: Loose = {}
    keys.forEach((key, i) => define(record, key, values[i] ?? []))
    return record as Record<string, ReadonlyArray<number>>
  }),
)

/** A persistent form to carry, different from any plain value it may replace: a relocated table, or a record with a changed entry. */
const carriedForm = (name: 'pieces' | 'entries'): fc.Arbitrary<Form> =>
  name === 'pieces'
    ? fc
        .tuple(piecesRecord, fc.constantFrom(...pieceIds), fc.constantFrom('a', 'b', 'c', 'd'))
        .map(([record, id, to]) => ownTable(relocated(tableOf(record), new Map([[id, to]]))))
    : fc.tuple(entriesRecord, fc.constantFrom(...entryKeys), fc.option(fc.array(fc.nat(9), { maxLength: 2 }), { nil: undefined })).map(([record, key, value]) =>
        (withEntry(keyedRecordOf<unknown>(record), key, value)),
      )

const plainOfForm = (form: Form): unknown => ('view' in form ? recordOf(form) : plainRecordOf(form))

const plainValue = (name: string): fc.Arbitrary<unknown> =>
  name === 'pieces' ? piecesRecord : name === 'entries' ? entriesRecord : fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(null))

/** One call of revised: a patch, the fields to drop and the fields to carry, over disjoint names. */
interface Revision {
  readonly patch: Loose
  readonly without: ReadonlyArray<string>
  readonly carried: Readonly<Record<string, Form>>
}

const revision: fc.Arbitrary<Revision> = fc
  .array(fc.constantFrom('patch', 'drop', 'carry', 'keep'), { minLength: 6, maxLength: 6 })
  .chain((roles) => {
    const names = [...fieldNames, 'gamma']
    const role = (name: string): string => roles[names.indexOf(name)] ?? 'keep'
    const patched = names.filter((name) => role(name) === 'patch')
    const carried = (['pieces', 'entries'] as const).filter((name) => role(name) === 'carry')
    return fc
      .record({
        patchValues: fc.tuple(...patched.map(plainValue)),
        carriedValues: fc.tuple(...carried.map(carriedForm)),
      })
      .map(({ patchValues, carriedValues }) => {
        const patch: Loose = {}
        patched.forEach((name, i) => define(patch, name, patchValues[i]))
        const forms: Record<string, Form> = {}
        carried.forEach((name, i) => {
          const form = carriedValues[i]
          if (form !== undefined) forms[name] = form
        })
        return { patch, without: names.filter((name) => role(name) === 'drop'), carried: forms }
      })
  })

/** The model of a state: its fields in order, each a plain value or a carried form. */
type Field = { readonly kind: 'plain'; readonly value: unknown } | { readonly kind: 'carried'; readonly form: Form }
type ModelState = ReadonlyArray<readonly [string, Field]>

const revisedModel = (model: ModelState, { patch, without, carried }: Revision): ModelState => {
  const next: Array<readonly [string, Field]> = []
  for (const [name, field] of model) {
    if (without.includes(name)) continue
    const form = carried[name]
    if (form !== undefined) next.push([name, { kind: 'carried', form }])
    else if (Object.hasOwn(patch, name)) next.push([name, { kind: 'plain', value: patch[name] }])
    else next.push([name, field])
  }
  const has = (name: string): boolean => next.some(([n]) => n === name)
  for (const name of Object.keys(patch)) if (!has(name)) next.push([name, { kind: 'plain', value: patch[name] }])
  for (const name of Object.keys(carried)) {
    const form = carried[name]
    if (!has(name) && form !== undefined) next.push([name, { kind: 'carried', form }])
  }
  return next
}

const valueOf = (field: Field): unknown => (field.kind === 'plain' ? field.value : plainOfForm(field.form))

/** What a state must read as, field by field, and what the library must read in it. */
const expectState = (state: Loose, model: ModelState): void => {
  expect(Object.keys(state)).toEqual(model.map(([name]) => name))
  for (const [name, field] of model) {
    expect(isCarried(state, name)).toBe(field.kind === 'carried')
    expect(JSON.stringify(state[name])).toBe(JSON.stringify(valueOf(field)))
    // A made state holds the library's frozen copy of a plain field; the caller's own object is never kept.
    if (field.kind === 'plain') expect(state[name]).toEqual(field.value)
  }
  expect(Object.getOwnPropertySymbols(state)).toEqual([])
  const pieces = model.find(([name]) => name === 'pieces')?.[1]
  if (pieces !== undefined) {
    const record = valueOf(pieces) as Record<string, Piece>
    const table = piecesOf(state as { readonly pieces: Record<string, Piece> }, 'pieces')
    for (const id of pieceIds) {
      const piece = Object.hasOwn(record, id) ? record[id] : undefined
      expect(pieceOf(table, id)).toEqual(piece)
      expect(fieldEntry(state as { readonly pieces?: Record<string, Piece> }, 'pieces', id)).toEqual(piece)
    }
  }
  const entries = model.find(([name]) => name === 'entries')?.[1]
  const asEntries = state as { readonly entries?: Record<string, ReadonlyArray<number>> }
  if (entries === undefined) expect(entriesOf(asEntries, 'entries')).toBeUndefined()
  else {
    const record = valueOf(entries) as Record<string, ReadonlyArray<number>>
    const keyed = entriesOf(asEntries, 'entries')
    expect(keyed === undefined ? undefined : JSON.stringify(plainRecordOf(keyed))).toBe(JSON.stringify(record))
    for (const key of entryKeys) expect(fieldEntry(asEntries, 'entries', key)).toEqual(Object.hasOwn(record, key) ? record[key] : undefined)
  }
}

describe('revised', () => {
  const startingState = fc.record({
    order: fc.shuffledSubarray([...fieldNames], { minLength: fieldNames.length }),
    format: fc.constant('marchlaw/state@1'),
    alpha: fc.integer(),
    beta: fc.string({ maxLength: 3 }),
    pieces: piecesRecord,
    entries: entriesRecord,
  })

  test.prop([startingState, fc.array(revision, { minLength: 1, maxLength: 5 })], { numRuns: 200 })(
    'replaces, drops and carries fields as a plain model does, keeping the order and leaving the input as it was',
    (start, revisions) => {
      const plain: Loose = {}
      for (const name of start.order) plain[name] = start[name]
      let state = plain
      let model: ModelState = start.order.map((name): readonly [string, Field] => [name, { kind: 'plain', value: start[name] }])
      expectState(state, model)
      for (const r of revisions) {
        const before = JSON.stringify(state)
        const keys = Object.keys(state)
        const next = revised(state, r.patch, r.without, r.carried)
        const nextModel = revisedModel(model, r)
        expectState(next, nextModel)
        // The input reads as before, carried fields included.
        expect(Object.keys(state)).toEqual(keys)
        expect(JSON.stringify(state)).toBe(before)
        expectState(state, model)
        state = next
        model = nextModel
      }
    },
  )

  it('a patch replacing a carried field drops its persistent form: the patched record is what is read', () => {
    const record = { p1: { region: 'a', tag: 1 }, p2: { region: 'b', tag: 2 } }
    const carried = revised({ format: 'f', pieces: record } as Loose, {}, [], { pieces: ownTable(relocated(tableOf(record), new Map([['p1', 'c']]))) })
    expect(isCarried(carried, 'pieces')).toBe(true)
    expect(pieceOf(piecesOf(carried as { readonly pieces: Record<string, Piece> }, 'pieces'), 'p1')?.region).toBe('c')
    const patchedRecord = { p1: { region: 'z', tag: 1 } }
    const patched = revised(carried, { pieces: patchedRecord })
    expect(isCarried(patched, 'pieces')).toBe(false)
    expect(patched['pieces']).toEqual(patchedRecord)
    expect(patched['pieces']).not.toBe(patchedRecord)
    expect(Object.getOwnPropertySymbols(patched)).toEqual([])
    expect(pieceOf(piecesOf(patched as { readonly pieces: Record<string, Piece> }, 'pieces'), 'p1')?.region).toBe('z')
    expect(pieceOf(piecesOf(patched as { readonly pieces: Record<string, Piece> }, 'pieces'), 'p2')).toBeUndefined()
    expect(fieldEntry(patched as { readonly pieces?: Record<string, Piece> }, 'pieces', 'p2')).toBeUndefined()
    // The carried state still reads its own form.
    expect((carried['pieces'] as Record<string, Piece>)['p1']?.region).toBe('c')
  })

  it('a state that carries nothing is copied as a spread', () => {
    const state: Loose = { b: 1, a: 2 }
    const next = revised(state, { c: 3, a: 4 })
    expect(next).toEqual({ b: 1, a: 4, c: 3 })
    expect(Object.keys(next)).toEqual(['b', 'a', 'c'])
    expect(state).toEqual({ b: 1, a: 2 })
  })

  it('keeps a field named __proto__ an own field of a carrying state, as a spread would, never its prototype', () => {
    const record = { p1: { region: 'a', tag: 1 } }
    const state = JSON.parse('{ "format": "f", "__proto__": { "polluted": true } }') as Loose
    const carried = revised({ ...state, pieces: record } as Loose, {}, [], { pieces: ownTable(relocated(tableOf(record), new Map([['p1', 'b']]))) })
    const next = revised(carried, JSON.parse('{ "__proto__": { "replaced": true } }') as Loose)
    for (const made of [carried, next]) {
      expect(Object.getPrototypeOf(made)).toBe(Object.prototype)
      expect(Object.keys(made)).toContain('__proto__')
    }
    expect(Object.getOwnPropertyDescriptor(next, '__proto__')?.value).toEqual({ replaced: true })
    expect('polluted' in {}).toBe(false)
  })
})

/** MDN's deep freeze: every own key, symbols included, so it reaches the persistent forms a state carries. */
const freezeAll = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const key of Reflect.ownKeys(value)) freezeAll((value as Record<PropertyKey, unknown>)[key])
  return Object.freeze(value)
}

describe('states frozen down to the persistent forms they carry', () => {
  const steps = fc.array(fc.record({ pick: fc.nat(), action: fc.nat(2) }), { minLength: 2, maxLength: 6 })

  test.prop([arbitraryRingPosition(ordinarySize), steps], { numRuns: 40 })('ring: a frozen state answers as its plain clone does', ({ board, state }, picks) => {
    let now: RingState = state
    picks.forEach(({ pick, action }, turn) => {
      const side = sides[turn % 2] ?? 'free'
      const moves = first(ring.legalMoves(board, now, side, ringActions[action] ?? 'army-die'), 40)
      const move = moves[pick % Math.max(1, moves.length)]
      if (move === undefined) return
      // Frozen before anything reads the new state, memos and region slots included.
      const next = freezeAll(rightOf(ring.applyMove(board, now, move)).state)
      const probes = [move, ...first(ring.legalMoves(board, next, sides[(turn + 1) % 2] ?? 'free', 'army-die'), 3)]
      expect(ringAnswers(board, next, probes)).toEqual(ringAnswers(board, structuredClone(next), probes))
      now = next
    })
  })

  test.prop([anyHeroesPosition, steps], { numRuns: 40 })('heroes: a frozen state answers as its plain clone does', ({ board, state, factions }, picks) => {
    let now: HeroesState = state
    picks.forEach(({ pick }, turn) => {
      const faction = now.pending?.faction ?? factions[turn % factions.length] ?? 'red'
      const moves = first(heroes.legalMoves(board, now, faction), 40)
      const move = moves[pick % Math.max(1, moves.length)]
      if (move === undefined) return
      const next = freezeAll(rightOf(heroes.applyMove(board, now, move)).state)
      const probes = [move, ...first(heroes.legalMoves(board, next, factions[(turn + 1) % factions.length] ?? 'red'), 3)]
      expect(heroesAnswers(board, next, factions, probes)).toEqual(heroesAnswers(board, structuredClone(next), factions, probes))
      now = next
    })
  })
})
