// Whole games played by random legal moves from a seed: the long records of test/records/ and the games the
// record property replays. Each player in turn plays a random legal move (a heroes exploration is resolved by
// the faction that revealed it first); the game ends after `length` moves or when no one has a move.
import type { Board, HeroesMove, HeroesState, RingMove, RingState, Allowance } from '../../src/index.js'
import { heroes, ring } from '../../src/index.js'
import { seeded } from '../fixtures/seeded.js'

export interface Playout<S, M> {
  readonly states: ReadonlyArray<S>
  readonly moves: ReadonlyArray<{ readonly move: M; readonly player: string }>
}

export const heroesPlayout = (board: Board, start: HeroesState, seed: number, length: number): Playout<HeroesState, HeroesMove> => {
  const random = seeded(seed)
  const factions = [...new Set([...Object.keys(start.speeds), ...Object.values(start.units).map((unit) => unit.faction)])]
  const states: HeroesState[] = [start]
  const moves: Array<{ readonly move: HeroesMove; readonly player: string }> = []
  let state = start
  let turn = 0
  while (moves.length < length) {
    const pending = state.pending ?? null
    const order = pending === null ? factions.map((_, at) => factions[(turn + at) % factions.length] ?? '') : [pending.faction]
    const found = order.map((faction) => [faction, heroes.randomMove(board, state, faction, random)] as const).find(([, move]) => move !== null)
    if (found === undefined || found[1] === null) break
    const [faction, move] = found
    const applied = heroes.applyMove(board, state, move)
    if (applied._tag === 'Left') throw new Error(`a drawn move is legal: ${JSON.stringify(applied.left)}`)
    state = applied.right.state
    states.push(state)
    moves.push({ move, player: faction })
    if ((state.pending ?? null) === null) turn = factions.indexOf(faction) + 1
  }
  return { states, moves }
}

const actions = (random: () => number): ReadonlyArray<'army-die' | 'character-die' | Allowance> => {
  const allowance: Allowance = { armies: 1 + Math.floor(random() * 2), regions: 1 + Math.floor(random() * 3) }
  const all = ['army-die', 'character-die', allowance] as const
  const first = Math.floor(random() * all.length)
  return [...all.slice(first), ...all.slice(0, first)]
}

export const ringPlayout = (board: Board, start: RingState, seed: number, length: number): Playout<RingState, RingMove> => {
  const random = seeded(seed)
  const states: RingState[] = [start]
  const moves: Array<{ readonly move: RingMove; readonly player: string }> = []
  let state = start
  let stuck = 0
  for (let turn = 0; moves.length < length && stuck < 2; turn++) {
    const side = turn % 2 === 0 ? 'free' : 'shadow'
    const move = actions(random)
      .map((action) => ring.randomMove(board, state, side, action, random))
      .find((drawn) => drawn !== null)
    if (move === undefined || move === null) {
      stuck++
      continue
    }
    stuck = 0
    const applied = ring.applyMove(board, state, move)
    if (applied._tag === 'Left') throw new Error(`a drawn move is legal: ${JSON.stringify(applied.left)}`)
    state = applied.right.state
    states.push(state)
    moves.push({ move, player: side })
  }
  return { states, moves }
}
