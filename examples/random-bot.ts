/**
 * A bot that plays random legal moves on a bundled map and tells what
 * happened. Run it from a clone of the repository (see README, "Examples"):
 *
 *   ring on Demo Marches, 12 moves:  npm run example -- random-bot ring 12
 *   heroes on Demo Isles, 12 moves:  npm run example -- random-bot heroes 12
 *
 * A third argument is the seed: the same seed plays the same game.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { compile, eventInWords, heroes, ring } from 'marchlaw'
import { formatMove } from 'marchlaw/json'
import { demoIsles, demoIslesOpening, demoMarches, demoMarchesOpening } from 'marchlaw/maps'
import type { Board, HeroesState, RingState, Side } from 'marchlaw'

/** mulberry32: a seeded PRNG, so a seed replays its game. */
const seeded = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}


const boardOf = (map: typeof demoIsles): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error('a bundled map always compiles')
  return board.right
}


/** One turn: the move chosen (in notation) and its events in words, or null when the player has no legal move. */
interface Turn<S> {
  readonly said: string
  readonly events: ReadonlyArray<string>
  readonly state: S
}

const ringTurn = (board: Board, state: RingState, side: Side, random: () => number): Turn<RingState> | null => {
  const die = random() < 0.75 ? 'army-die' : 'character-die'
  // randomMove draws one legal move, each as likely as any other, without listing them all.
  const move = ring.randomMove(board, state, side, die, random)
  if (move === null) return null
  const applied = ring.applyMove(board, state, move)
  // randomMove draws only legal moves, and applyMove never refuses a legal one.
  if (E.isLeft(applied)) throw new Error(`refused: ${applied.left[0].message}`)
  return { said: formatMove(board, move), events: applied.right.events.map((event) => eventInWords(board, event, { state })), state: applied.right.state }
}

const heroesTurn = (board: Board, state: HeroesState, faction: string, random: () => number): Turn<HeroesState> | null => {
  const move = heroes.randomMove(board, state, faction, random)
  if (move === null) return null
  const applied = heroes.applyMove(board, state, move)
  if (E.isLeft(applied)) throw new Error(`refused: ${applied.left[0].message}`)
  return { said: formatMove(board, move), events: applied.right.events.map((event) => eventInWords(board, event, { state })), state: applied.right.state }
}

/** Plays `moves` turns, each player in turn; a player with no legal move passes; two passes in a row end the game. */
const play = <S>(players: ReadonlyArray<string>, opening: S, moves: number, turn: (state: S, player: string) => Turn<S> | null, next: (state: S, turnNumber: number) => string): ReadonlyArray<string> => {
  const lines: string[] = []
  let state = opening
  let passes = 0
  for (let n = 0; n < moves && passes < players.length; n++) {
    const player = next(state, n)
    const played = turn(state, player)
    if (played === null) {
      passes++
      lines.push(`${n + 1}. ${player} has no legal move and passes`)
      continue
    }
    passes = 0
    state = played.state
    lines.push(`${n + 1}. ${played.said}`)
    for (const event of played.events) lines.push(`     ${event}`)
  }
  return lines
}

const [game = 'ring', count = '12', seed = '7'] = process.argv.slice(2)
const random = seeded(Number(seed))
const moves = Math.max(0, Number.parseInt(count, 10) || 0)

if (game === 'heroes') {
  const board = boardOf(demoIsles)
  console.log(`Demo Isles, heroes ruleset, ${moves} random moves (seed ${seed}):`)
  const lines = play(['red', 'blue'], demoIslesOpening, moves, (state, faction) => heroesTurn(board, state, faction, random), (state, n) =>
    // While a token waits, only the faction that explores may act.
    state.pending?.faction ?? (n % 2 === 0 ? 'red' : 'blue'),
  )
  for (const line of lines) console.log(line)
} else if (game === 'ring') {
  const board = boardOf(demoMarches)
  console.log(`Demo Marches, ring ruleset, ${moves} random moves (seed ${seed}):`)
  const lines = play(['free', 'shadow'], demoMarchesOpening, moves, (state, side) => ringTurn(board, state, side === 'free' ? 'free' : 'shadow', random), (_, n) =>
    n % 2 === 0 ? 'free' : 'shadow',
  )
  for (const line of lines) console.log(line)
} else {
  console.error('usage: random-bot.ts [ring|heroes] [moves] [seed]')
  process.exitCode = 2
}
