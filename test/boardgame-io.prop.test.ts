// Properties of marchlaw/boardgame.io over generated boards and positions, each played on a
// real boardgame.io Client: a move changes G exactly when explain finds nothing against it, and
// then into the position applyMove gives; no view shows a face-down token kind, and a view gets
// the verdicts of the full position.
import { Client } from 'boardgame.io/client'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import { heroesGameFrom, ringGameFrom } from '../src/boardgame-io.js'
import { heroes, ring, type HeroesState, type RingMove } from '../src/index.js'
import { encodeState } from '../src/json.js'
import { arbitraryMarches } from '../src/arbitraries/heroes.js'
import { arbitraryArmyDieMove, arbitraryCharacterDieMove, arbitraryJunkDieMove } from '../src/arbitraries/ring-moves.js'
import { arbitraryRingPosition, smallSize, type RingPosition } from '../src/arbitraries/ring.js'

const shownKinds = (state: HeroesState): ReadonlyArray<string> =>
  Object.values(state.exploration ?? {}).flatMap((tokens) => tokens.flatMap((token) => (token.kind === null ? [] : [token.kind])))

/** Up to twenty legal moves of the free side, so that legal moves are played as often as refused ones. */
const someLegal = (position: RingPosition): ReadonlyArray<RingMove> => {
  const moves: RingMove[] = []
  for (const move of ring.legalMoves(position.board, position.state, 'free', 'army-die')) if (moves.push(move) >= 20) break
  return moves
}

const ringScene = arbitraryRingPosition(smallSize).chain((position) =>
  fc.record({
    position: fc.constant(position),
    move: fc.oneof(
      ...(someLegal(position).length > 0 ? [fc.constantFrom(...someLegal(position)), fc.constantFrom(...someLegal(position))] : []),
      arbitraryArmyDieMove(position, 'free'),
      arbitraryCharacterDieMove(position, 'free'),
      arbitraryJunkDieMove(position, 'free'),
      arbitraryArmyDieMove(position, 'shadow'),
    ),
  }),
)

describe('marchlaw/boardgame.io, over generated positions', () => {
  test.prop([ringScene], { numRuns: 60 })('ring: play changes G exactly when explain finds nothing, into the position of applyMove', ({ position, move }) => {
    const game = ringGameFrom({ map: position.map, state: position.state })
    if (E.isLeft(game)) throw new Error(game.left.message)
    const client = Client({ game: game.right, numPlayers: 2, playerID: '0' })
    client.start()
    const before = client.store.getState().G
    const reasons = game.right.explain(before, '0', move)
    client.moves['play']?.(move)
    const after = client.store.getState()
    client.stop()
    const applied = ring.applyMove(position.board, position.state, move)
    if (reasons.length > 0) {
      expect(after.G).toBe(before)
      expect(after.ctx.currentPlayer).toBe('0')
      if (move.side === 'free' && E.isLeft(applied)) expect(reasons).toEqual(applied.left)
    } else {
      expect(E.isRight(applied)).toBe(true)
      if (E.isRight(applied)) expect(encodeState(after.G.state)).toEqual(encodeState(applied.right.state))
      expect(after.ctx.currentPlayer).toBe('1')
    }
  })

  test.prop([arbitraryMarches(4)], { numRuns: 40 })('heroes: no view shows a face-down kind, and a view gets the verdicts of the position', ({ position, moves }) => {
    const game = heroesGameFrom({ map: position.map, state: position.state })
    if (E.isLeft(game)) throw new Error(game.left.message)
    const client = Client({ game: game.right, numPlayers: Object.keys(game.right.players).length, playerID: '0' })
    client.start()
    for (const move of moves) {
      const full = client.store.getState()
      const view = client.getState()
      if (view === null || full.ctx.gameover !== undefined) break
      expect(shownKinds(view.G.state)).toEqual([])
      const player = full.ctx.currentPlayer
      expect(game.right.explain(view.G, player, move)).toEqual(game.right.explain(full.G, player, move))
      const mine = game.right.players[player]
      client.updatePlayerID(player)
      const legal = mine === undefined ? null : heroes.legalMoves(position.board, full.G.state, mine).next()
      // Play the generated March if it is the player's, else the player's first legal move, else pass.
      const played = move.faction === mine ? move : legal !== null && legal.done !== true ? legal.value : null
      if (played === null) client.moves['pass']?.()
      else client.moves['play']?.(played)
    }
    const end = client.getState()
    if (end !== null) expect(shownKinds(end.G.state)).toEqual([])
    client.stop()
  })
})
