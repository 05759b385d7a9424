// marchlaw inside immer, as boardgame.io, Redux Toolkit and every immer user run it: the state
// lives in a store, each move is played inside `produce` on a draft (a Proxy revoked when
// `produce` returns), and the result is deep-frozen. Whole games played that way must give the
// verdicts and moves of the same games played on plain copies.
import { castDraft, produce, setAutoFreeze } from 'immer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, heroes, ring, type Board, type HeroesMove, type HeroesState, type RingMove, type RingState, type Side } from '../src/index.js'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'
import { seeded } from './fixtures/seeded.js'

const boardOf = (map: Parameters<typeof compile>[0]): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error('a bundled map compiles')
  return board.right
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

interface Store<S> {
  readonly state: S
  readonly log: ReadonlyArray<string>
}

beforeAll(() => setAutoFreeze(true))
afterAll(() => setAutoFreeze(true))

const sides: ReadonlyArray<Side> = ['free', 'shadow']

/** One ring turn: the side's die, a move drawn and applied on whatever state it is given. */
const ringTurn = (board: Board, state: RingState, turn: number, random: () => number): { readonly move: RingMove | null; readonly next: RingState | null; readonly count: number } => {
  const side = sides[turn % 2] ?? 'free'
  const action = turn % 3 === 2 ? 'character-die' : 'army-die'
  const move = ring.randomMove(board, state, side, action, random)
  let count = 0
  for (const _ of ring.legalMoves(board, state, side, action)) if (++count >= 50) break
  if (move === null) return { move, next: null, count }
  const applied = ring.applyMove(board, state, move)
  if (E.isLeft(applied)) throw new Error(`randomMove drew an illegal move: ${applied.left[0].code}`)
  return { move, next: applied.right.state, count }
}

const playRing = (board: Board, start: RingState, turns: number, seed: number): void => {
  const inStore = seeded(seed)
  const onCopies = seeded(seed)
  let store: Store<RingState> = { state: start, log: [] }
  let copy = plain(start)
  for (let turn = 0; turn < turns; turn++) {
    let fromDraft: ReturnType<typeof ringTurn> | null = null
    store = produce(store, (draft) => {
      // The library reads the draft itself: no `original()`, no `current()`.
      fromDraft = ringTurn(board, draft.state as RingState, turn, inStore)
      if (fromDraft.next !== null) draft.state = fromDraft.next
      draft.log.push(JSON.stringify(fromDraft.move))
    })
    const fromCopy = ringTurn(board, copy, turn, onCopies)
    expect(fromDraft).not.toBeNull()
    const drafted = fromDraft as unknown as ReturnType<typeof ringTurn>
    expect(drafted.move).toEqual(fromCopy.move)
    expect(drafted.count).toBe(fromCopy.count)
    // After `produce` every draft is revoked and the store frozen: the library must still read it.
    expect(Object.isFrozen(store.state)).toBe(true)
    expect(plain(store.state)).toEqual(plain(fromCopy.next ?? copy))
    expect([...ring.legalMoves(board, store.state, 'free', 'army-die')].slice(0, 20)).toEqual(
      [...ring.legalMoves(board, fromCopy.next ?? copy, 'free', 'army-die')].slice(0, 20),
    )
    copy = plain(fromCopy.next ?? copy)
  }
}

const heroesTurn = (board: Board, state: HeroesState, factions: ReadonlyArray<string>, turn: number, random: () => number): { readonly move: HeroesMove | null; readonly next: HeroesState | null; readonly count: number } => {
  const faction = state.pending?.faction ?? factions[turn % factions.length] ?? 'red'
  const move = heroes.randomMove(board, state, faction, random)
  let count = 0
  for (const _ of heroes.legalMoves(board, state, faction)) if (++count >= 50) break
  if (move === null) return { move, next: null, count }
  const applied = heroes.applyMove(board, state, move)
  if (E.isLeft(applied)) throw new Error(`randomMove drew an illegal move: ${applied.left[0].code}`)
  return { move, next: applied.right.state, count }
}

const playHeroes = (board: Board, start: HeroesState, turns: number, seed: number): void => {
  const factions = Object.keys(start.speeds)
  const inStore = seeded(seed)
  const onCopies = seeded(seed)
  let store: Store<HeroesState> = { state: start, log: [] }
  let copy = plain(start)
  for (let turn = 0; turn < turns; turn++) {
    let fromDraft: ReturnType<typeof heroesTurn> | null = null
    store = produce(store, (draft) => {
      fromDraft = heroesTurn(board, draft.state as HeroesState, factions, turn, inStore)
      if (fromDraft.next !== null) draft.state = castDraft(fromDraft.next)
      draft.log.push(JSON.stringify(fromDraft.move))
    })
    const fromCopy = heroesTurn(board, copy, factions, turn, onCopies)
    const drafted = fromDraft as unknown as ReturnType<typeof heroesTurn>
    expect(drafted.move).toEqual(fromCopy.move)
    expect(drafted.count).toBe(fromCopy.count)
    expect(Object.isFrozen(store.state)).toBe(true)
    expect(plain(store.state)).toEqual(plain(fromCopy.next ?? copy))
    for (const faction of factions) expect([...heroes.legalMoves(board, store.state, faction)].slice(0, 20)).toEqual([...heroes.legalMoves(board, fromCopy.next ?? copy, faction)].slice(0, 20))
    copy = plain(fromCopy.next ?? copy)
  }
}

describe('inside immer, with auto-freeze', () => {
  it('plays a ring game on Demo Marches move for move as on plain copies', () => {
    playRing(boardOf(demoMarches), demoMarchesOpening, 60, 7)
  })

  it('plays a ring game on the real 105-region board move for move as on plain copies', () => {
    playRing(realBoard, realOpeningAtWar, 60, 11)
  })

  it('plays a heroes game on Demo Isles move for move as on plain copies', () => {
    playHeroes(boardOf(demoIsles), demoIslesOpening, 60, 5)
  })

  it('a state made inside produce is read after produce returned (the drafts it came from are revoked)', () => {
    const board = boardOf(demoIsles)
    let store = { state: demoIslesOpening }
    const move = heroes.legalMoves(board, demoIslesOpening, 'red').next().value
    if (move === undefined) throw new Error('the opening has a move')
    store = produce(store, (draft) => {
      const applied = heroes.applyMove(board, draft.state as HeroesState, move)
      if (E.isRight(applied)) draft.state = castDraft(applied.right.state)
    })
    expect(() => [...heroes.legalMoves(board, store.state, 'red')]).not.toThrow()
    expect(() => heroes.validateMove(board, store.state, move)).not.toThrow()
    // The next state is drafted and changed by the host: the library reads the host's copy afresh.
    store = produce(store, (draft) => {
      draft.state.marchSlots = 0
    })
    const refused = heroes.validateMove(board, store.state, move)
    expect(E.isLeft(refused) && refused.left.map((v) => v.code)).toContain('NO_MARCH_SLOT')
  })

  it('a ring state made by applyMove goes into a store without the MapSet plugin', () => {
    const board = boardOf(demoMarches)
    const move = ring.legalMoves(board, demoMarchesOpening, 'free', 'army-die').next().value
    if (move === undefined) throw new Error('the opening has a move')
    const store = produce({ state: demoMarchesOpening }, (draft) => {
      const applied = ring.applyMove(board, draft.state as RingState, move)
      if (E.isRight(applied)) draft.state = applied.right.state
    })
    expect(plain(store.state.figures)).not.toEqual(plain(demoMarchesOpening.figures))
  })
})
