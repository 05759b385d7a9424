// Random playouts, as a bot would run them: draw a random legal move of the
// player to act (randomMove: every legal move equally likely, without
// listing them all), apply it, repeat. The player to act
// alternates; whoever has no move passes; when neither has one, or after
// `length` moves, the game starts again from its opening.
import * as E from 'fp-ts/lib/Either.js'
import * as current from '../dist/index.js'
import { prng } from './boards.mjs'

/**
 * A playout loop: `moveOf(board, state, turn, random)` draws the move of the
 * player whose turn it is (`null`: that player passes), `applyMove` plays it.
 * After `passLimit` passes in a row, or `length` moves, the game restarts
 * from `opening`.
 */
const playout = (moveOf, applyMove, passLimit) => (board, opening, length, seed) => {
  const random = prng(seed)
  let state = opening
  let turn = 0
  let played = 0
  let passes = 0
  while (played < length) {
    const move = moveOf(board, state, turn++, random)
    if (move === null) {
      if (++passes >= passLimit) ((state = opening), (passes = 0))
      continue
    }
    passes = 0
    const applied = applyMove(board, state, move)
    if (E.isLeft(applied)) throw new Error(`a legal move was refused: ${applied.left[0].code}`)
    state = applied.right.state
    played++
  }
  return played
}

/**
 * A heroes playout of this build on `board` from `opening`: the explorer
 * resolves its token first, then red and blue alternate. With `draw`, this
 * build draws that way (`{ draw: 'playout' }`).
 */
export const heroesPlayoutOf = ({ draw } = {}) => heroesPlayoutWith(current, { draw })

/** A heroes playout of any build of the library (`lib`, its rules entry), as {@link heroesPlayoutOf}; a build without `draw` reads no fifth argument. */
export const heroesPlayoutWith = (lib, { draw } = {}) =>
  playout(
    (board, state, turn, random) =>
      lib.heroes.randomMove(board, state, state.pending?.faction ?? (turn % 2 === 0 ? 'red' : 'blue'), random, ...(draw === undefined ? [] : [{ draw }])),
    lib.heroes.applyMove,
    2,
  )

/** One heroes playout on `board` from `opening`, drawn evenly. */
export const heroesPlayout = heroesPlayoutOf()

/**
 * A ring playout with a given build of the library (`lib`, its rules entry):
 * the sides alternate, each rolling an Army die (three times in four) or a
 * Character die, or, with `cards`, playing an event card of two armies and
 * two regions one turn in three. A build without `randomMove` lists the
 * moves and picks one. With `draw`, this build draws that way
 * (`{ draw: 'playout' }`).
 */
export const ringPlayoutOf = (lib, { cards = false, draw } = {}) =>
  playout(
    (board, state, turn, random) => {
      const side = turn % 2 === 0 ? 'free' : 'shadow'
      const roll = random()
      const action = cards && roll < 1 / 3 ? { armies: 2, regions: 2 } : roll < 0.75 ? 'army-die' : 'character-die'
      // `draw` ('playout'): this build's cheaper draw for playouts; a build without it reads no sixth argument.
      if (typeof lib.ring.randomMove === 'function') return lib.ring.randomMove(board, state, side, action, random, ...(draw === undefined ? [] : [{ draw }]))
      const every = [...lib.ring.legalMoves(board, state, side, action)]
      return every.length === 0 ? null : every[Math.floor(random() * every.length)]
    },
    lib.ring.applyMove,
    4,
  )

/** One ring playout of this build: the sides alternate, each rolling an Army die (three times in four) or a Character die. */
export const ringPlayout = ringPlayoutOf(current)
