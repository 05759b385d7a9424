// Random playouts, as a bot would run them: draw a random legal move of the
// player to act (randomMove: every legal move equally likely, without
// listing them all), apply it, repeat. The player to act
// alternates; whoever has no move passes; when neither has one, or after
// `length` moves, the game starts again from its opening.
import * as E from 'fp-ts/lib/Either.js'
import { heroes, ring } from '../dist/index.js'
import { prng } from './boards.mjs'

/** One heroes playout on `board` from `opening`: the explorer resolves its token first, then red and blue alternate. */
export const heroesPlayout = (board, opening, length, seed) => {
  const random = prng(seed)
  let state = opening
  let turn = 0
  let played = 0
  let passes = 0
  while (played < length) {
    const faction = state.pending?.faction ?? (turn % 2 === 0 ? 'red' : 'blue')
    turn++
    const move = heroes.randomMove(board, state, faction, random)
    if (move === null) {
      if (++passes >= 2) ((state = opening), (passes = 0))
      continue
    }
    passes = 0
    const applied = heroes.applyMove(board, state, move)
    if (E.isLeft(applied)) throw new Error(`a legal move was refused: ${applied.left[0].code}`)
    state = applied.right.state
    played++
  }
  return played
}

/** One ring playout: the sides alternate, each rolling an Army die (three times in four) or a Character die. */
export const ringPlayout = (board, opening, length, seed) => {
  const random = prng(seed)
  let state = opening
  let turn = 0
  let played = 0
  let passes = 0
  while (played < length) {
    const side = turn % 2 === 0 ? 'free' : 'shadow'
    turn++
    const die = random() < 0.75 ? 'army-die' : 'character-die'
    const move = ring.randomMove(board, state, side, die, random)
    if (move === null) {
      if (++passes >= 4) ((state = opening), (passes = 0))
      continue
    }
    passes = 0
    const applied = ring.applyMove(board, state, move)
    if (E.isLeft(applied)) throw new Error(`a legal move was refused: ${applied.left[0].code}`)
    state = applied.right.state
    played++
  }
  return played
}
