// The ring ruleset's die moves on the real board's positions of games under way (test/fixtures/war-of-the-ring/
// midgame.json: random dice playouts, half of them from the setup where no nation is At War) and on its two setups,
// for both sides and both dice, through the library's entry: the moves legalMoves yields are accepted by
// validateMove and applyMove, countMoves is the length of the listing, randomMove (both draws) gives a legal move
// exactly when there is one, and applyMove moves the named figures only, each to a neighbour of its region, keeps
// every figure, never takes the side past the stacking limit where it enters, nor Army units of a nation not At War
// into another nation's region; with the same answers on the plain state, on the library's own copy (adopt) and on
// a structuredClone of it. An Army die's listing runs to 55,000 moves (its pairs of armies), and checking a move
// costs a hundred times or more what listing it does: past LISTED_IN_FULL moves, the listing is walked in full on every
// state, but only its attacks and an even spread of its moves of one army and of its pairs are judged.
import { describe, expect, test } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { adopt, neighbours, ring, type RingMove, type RingState, type Side } from '../src/index.js'
import { realBoard, realMap, realMidgame, realOpening, realOpeningAtWar } from './fixtures/war-of-the-ring.js'
import { seeded } from './fixtures/seeded.js'

type Die = 'army-die' | 'character-die'
const sides: ReadonlyArray<Side> = ['free', 'shadow']
const dice: ReadonlyArray<Die> = ['army-die', 'character-die']

/** Up to this many moves of a side and die, every one is validated, applied and checked; past it, a sample. */
const LISTED_IN_FULL = 2_000
/** Of a longer listing, every attack is judged, and about this many of its moves of one army, and of its pairs, evenly spread. */
const SAMPLED = 100
/** Up to this many moves, every move's key is kept: the moves are shown distinct, and each even draw found among them. */
const KEYED = 10_000
/** Of the moves judged, about how many are asked of the plain state and the clone too. */
const ASKED_OF_EVERY_STATE = 2
const SEEDS = [1, 2]

const atPeace = (state: RingState): boolean => Object.values(state.nations).every((nation) => !nation.atWar)

const positions: ReadonlyArray<{ readonly name: string; readonly state: RingState }> = [
  { name: 'the setup, no nation At War', state: realOpening },
  { name: 'the setup, every nation At War', state: realOpeningAtWar },
  ...realMidgame.map((state, k) => ({ name: `mid-game position ${k}${atPeace(state) ? ', no nation At War' : ''}`, state })),
  // A state that says its own stacking limit, 4, which many of these stacks reach: judged after each army, or (a
  // house rule) once after both.
  ...[5, 25, 45].map((k) => ({ name: `mid-game position ${k}, stacking limit 4`, state: { ...realMidgame[k]!, stackingLimit: 4 } })),
  ...[15, 35, 55].map((k) => ({
    name: `mid-game position ${k}, stacking limit 4 once after both armies`,
    state: { ...realMidgame[k]!, stackingLimit: 4, stackingCheck: 'end-of-action' as const },
  })),
]

const owned = (state: RingState): RingState => {
  const own = adopt(state)
  if (E.isLeft(own)) throw new Error(own.left[0].message)
  return own.right
}

/** A move as a string, the same for equal moves (the figures in the order the move names them). */
const keyOf = (move: RingMove): string => {
  switch (move.type) {
    case 'army-die':
    case 'character-die':
      return `${move.type} ${move.side} ${move.moves.map((step) => `${step.figures.join(',')}>${step.to}`).join(' ')}`
    case 'attack':
      return `attack ${move.side} ${move.die} ${move.figures.join(',')}>${move.target}`
    case 'event-move':
      return `event ${JSON.stringify(move)}`
  }
}

/** A value as JSON with every object's keys in order: equal for equal states and events however their records were built. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  )

const isArmyUnit = (kind: string): boolean => kind === 'regular' || kind === 'elite'

/**
 * What is wrong with `after`, the state `applyMove` made of `before` by `move` of `side`: empty when only the named
 * figures moved, each to its step's region, a neighbour of the one region its army stood in, every figure kept as it
 * was but for its region, no region the move brings the side's Army units into holding more of them than the
 * stacking limit, and no Army unit of a nation not At War gone into another nation's region.
 */
const problemsOf = (before: RingState, move: RingMove, side: Side, after: RingState): string[] => {
  const problems: string[] = []
  const sideOf = (figure: RingState['figures'][string]): Side | undefined => (figure.nation === undefined ? figure.side : before.nations[figure.nation]?.side)
  const steps = move.type === 'army-die' || move.type === 'character-die' ? move.moves : []
  const destination = new Map<string, string>()
  for (const [army, step] of steps.entries()) {
    const origins = new Set(step.figures.map((id) => before.figures[id]?.region))
    if (origins.size !== 1) problems.push(`army ${army} stands in ${[...origins].join(', ')}`)
    for (const origin of origins) if (origin !== undefined && !neighbours(realBoard, origin).includes(step.to)) problems.push(`army ${army}: ${step.to} is no neighbour of ${origin}`)
    for (const id of step.figures) {
      const figure = before.figures[id]
      if (figure === undefined) problems.push(`army ${army} names ${id}, no figure`)
      else if (sideOf(figure) !== side) problems.push(`army ${army} names ${id}, not of ${side}`)
      else if (isArmyUnit(figure.kind) && figure.nation !== undefined && before.nations[figure.nation]?.atWar === false) {
        const into = realMap.regions[step.to]?.nation
        if (into !== undefined && into !== figure.nation) problems.push(`${id} (${figure.nation}, not At War) went into ${step.to} (${into})`)
      }
      destination.set(id, step.to)
    }
  }
  const ids = Object.keys(before.figures)
  if (Object.keys(after.figures).length !== ids.length) problems.push(`${ids.length} figures before, ${Object.keys(after.figures).length} after`)
  for (const id of ids) {
    const was = before.figures[id]!
    const now = after.figures[id]
    if (now === undefined) problems.push(`${id} is gone`)
    else {
      if (now.region !== (destination.get(id) ?? was.region)) problems.push(`${id} is in ${now.region}, was in ${was.region}, sent to ${destination.get(id) ?? 'nowhere'}`)
      if (now.kind !== was.kind || now.nation !== was.nation || now.side !== was.side || now.name !== was.name) problems.push(`${id} changed: ${JSON.stringify(was)} to ${JSON.stringify(now)}`)
    }
  }
  const limit = before.stackingLimit ?? 10
  for (const step of steps) {
    if (!step.figures.some((id) => isArmyUnit(before.figures[id]?.kind ?? ''))) continue
    const count = Object.values(after.figures).filter((figure) => figure.region === step.to && isArmyUnit(figure.kind) && sideOf(figure) === side).length
    if (count > limit) problems.push(`${step.to} holds ${count} Army units of ${side}, limit ${limit}`)
  }
  return problems
}

describe('the fixture', () => {
  test('holds 60 mid-game positions, 30 of them with no nation At War, each of the 100 figures of the setup', () => {
    expect(realMidgame).toHaveLength(60)
    expect(realMidgame.filter(atPeace)).toHaveLength(30)
    expect(realMidgame.filter((state) => Object.values(state.nations).every((nation) => nation.atWar))).toHaveLength(30)
    for (const state of realMidgame) expect(Object.keys(state.figures).sort()).toEqual(Object.keys(realOpening.figures).sort())
  })
})

describe.each(positions)('$name', ({ state: plain }) => {
  const own = owned(plain)
  const clone = structuredClone(plain)
  const states = [
    ['plain', plain],
    ['adopted', own],
    ['clone', clone],
  ] as const
  const others = [states[0], states[2]] as const

  test.each(sides.flatMap((side) => dice.map((die) => ({ side, die }))))('$side, $die', ({ side, die }) => {
    const count = ring.countMoves(realBoard, own, side, die)
    for (const [, state] of states) expect(ring.countMoves(realBoard, state, side, die)).toBe(count)
    // The adopted state's listing, walked once: as long as the count, every move of the side and the die, all
    // distinct (up to KEYED moves); the moves to judge are picked on the way (every one up to LISTED_IN_FULL, else
    // every attack and an even spread of the moves of one army and of the pairs, the last pair among them).
    const everyOne = count <= LISTED_IN_FULL
    const stride = everyOne ? 1 : Math.ceil(count / SAMPLED)
    const picked = new Map<number, RingMove>()
    const singles: Array<readonly [number, RingMove]> = []
    const keys = count <= KEYED ? new Set<string>() : null
    const strays: string[] = []
    const attackDie = die === 'army-die' ? 'army' : 'character'
    let length = 0
    for (const move of ring.legalMoves(realBoard, own, side, die)) {
      const at = length++
      if (move.side !== side || (move.type === 'attack' ? move.die !== attackDie : move.type !== die)) strays.push(keyOf(move))
      if (move.type !== 'army-die' && move.type !== 'character-die') picked.set(at, move)
      else if (move.moves.length === 1) singles.push([at, move])
      else if (at % stride === 0 || at === count - 1) picked.set(at, move)
      keys?.add(keyOf(move))
    }
    const singleStride = everyOne ? 1 : Math.max(1, Math.ceil(singles.length / SAMPLED))
    singles.forEach(([at, move], i) => {
      if (i % singleStride === 0 || i === singles.length - 1) picked.set(at, move)
    })
    expect(length).toBe(count)
    expect(strays.slice(0, 5)).toEqual([])
    if (keys !== null) expect(keys.size).toBe(count)
    // The same listing on the plain state and the clone: as long, and the same move at every place picked.
    for (const [name, state] of others) {
      const differ: string[] = []
      let at = 0
      for (const move of ring.legalMoves(realBoard, state, side, die)) {
        const mine = picked.get(at++)
        if (mine !== undefined && keyOf(move) !== keyOf(mine)) differ.push(`${name}, move ${at - 1}: ${keyOf(move)}, not ${keyOf(mine)}`)
      }
      expect(differ.slice(0, 5)).toEqual([])
      expect(at).toBe(count)
    }

    // Each move picked is accepted by validateMove and applyMove, and applied as it says; a few of them are asked of
    // the plain state and the clone too, which must give the same verdict, the same state and the same events.
    const problems: string[] = []
    const every = Math.max(1, Math.floor(picked.size / ASKED_OF_EVERY_STATE))
    let judged = 0
    for (const move of picked.values()) {
      const verdict = ring.validateMove(realBoard, own, move)
      const applied = ring.applyMove(realBoard, own, move)
      if (E.isLeft(verdict)) problems.push(`${keyOf(move)} refused: ${verdict.left.map((v) => v.code).join(', ')}`)
      if (E.isLeft(applied)) {
        problems.push(`${keyOf(move)} not applied: ${applied.left.map((v) => v.code).join(', ')}`)
        continue
      }
      for (const problem of problemsOf(plain, move, side, applied.right.state)) problems.push(`${keyOf(move)}: ${problem}`)
      if (judged++ % every !== 0) continue
      const expected = canonical(applied.right)
      for (const [name, state] of others) {
        if (E.isLeft(ring.validateMove(realBoard, state, move))) problems.push(`${keyOf(move)} refused on the ${name} state`)
        const theirs = ring.applyMove(realBoard, state, move)
        if (E.isLeft(theirs)) problems.push(`${keyOf(move)} not applied on the ${name} state`)
        else if (canonical(theirs.right) !== expected) problems.push(`${keyOf(move)} applied otherwise on the ${name} state`)
      }
    }
    expect(problems.slice(0, 10)).toEqual([])

    // randomMove, seeded: the even draw gives a move of the listing, the playout draw a legal move of one army,
    // both null exactly when there is no move, and the same draws on every state.
    for (const seed of SEEDS) {
      const even = states.map(([, state]) => ring.randomMove(realBoard, state, side, die, seeded(seed)))
      const playout = states.map(([, state]) => ring.randomMove(realBoard, state, side, die, seeded(seed), { draw: 'playout' }))
      for (const drawn of [...even, ...playout]) {
        expect(drawn === null).toBe(count === 0)
        if (drawn !== null) expect(ring.validateMove(realBoard, own, drawn)).toEqual(E.right(drawn))
      }
      if (keys !== null) for (const drawn of even) if (drawn !== null) expect(keys.has(keyOf(drawn))).toBe(true)
      for (const drawn of playout) if (drawn?.type === 'army-die' || drawn?.type === 'character-die') expect(drawn.moves).toHaveLength(1)
      expect(new Set(even.map((drawn) => drawn && keyOf(drawn))).size).toBe(1)
      expect(new Set(playout.map((drawn) => drawn && keyOf(drawn))).size).toBe(1)
    }
  })
})
