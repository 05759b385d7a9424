// What marks a state as the library's own: nothing a caller can see, copy or forge. A copy of a state the library
// made, however it is made, is read as the caller's (its fields may differ from the original's), and asking whether
// a value is the library's never throws, whatever the value.
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { adopt, ring, type RingState } from '../src/index.js'
import { isOwned, ownedWith } from '../src/core/owned.js'
import { realBoard, realOpeningAtWar } from './fixtures/war-of-the-ring.js'

const made = (): RingState => {
  const opening = adopt(realOpeningAtWar)
  if (E.isLeft(opening)) throw new Error('the opening is adopted')
  const move = ring.randomMove(realBoard, opening.right, 'free', 'army-die', () => 0.5)
  if (move === null) throw new Error('the Free Peoples have a move')
  const applied = ring.applyMove(realBoard, opening.right, move)
  if (E.isLeft(applied)) throw new Error('a drawn move is legal')
  return applied.right.state as RingState
}

describe('the mark of what the library owns', () => {
  it('is on a state applyMove made, and shows in no key, symbol, JSON or clone of it', () => {
    const state = made()
    expect(isOwned(state)).toBe(true)
    expect(ownedWith(state)).not.toBeUndefined()
    expect(Reflect.ownKeys(state)).toEqual(Object.keys(state))
    expect(structuredClone(state)).toEqual(JSON.parse(JSON.stringify(state)))
    expect(adopt(state)).toEqual(E.right(state))
  })

  it('is on no copy: a spread, a clone, a copy of every property descriptor, a proxy', () => {
    const state = made()
    const descriptors = Object.getOwnPropertyDescriptors(state)
    const copies: ReadonlyArray<object> = [
      { ...state },
      Object.freeze({ ...state }),
      structuredClone(state),
      Object.freeze(Object.create(Object.getPrototypeOf(state), descriptors)),
      new Proxy(state, {}),
    ]
    for (const copy of copies) {
      expect(isOwned(copy)).toBe(false)
      expect(ownedWith(copy)).toBeUndefined()
    }
    // Adopting a copy of its fields makes the library's own copy of it, not the copy itself.
    for (const copy of copies.slice(0, 3)) {
      const adopted = adopt(copy as RingState)
      expect(E.isRight(adopted) && adopted.right !== copy && isOwned(adopted.right)).toBe(true)
    }
  })

  it('a frozen copy with its figures changed is judged as it now stands, not as the state it was copied from', () => {
    const state = made()
    const [id, figure] = Object.entries(state.figures).find(([, f]) => f.kind === 'regular') ?? []
    if (id === undefined || figure === undefined) throw new Error('the state has a regular')
    const elsewhere = realBoard.ids.find((region) => region !== figure.region && realBoard.regions.get(region)?.kind === 'land') as string
    const copy = Object.freeze({ ...state, figures: Object.freeze({ ...state.figures, [id]: Object.freeze({ ...figure, region: elsewhere }) }) })
    expect(ring.reach(realBoard, state, [id], 'army-die').origin).toBe(figure.region)
    expect(ring.reach(realBoard, copy, [id], 'army-die').origin).toBe(elsewhere)
  })

  it('asking never throws: a revoked proxy, a primitive, null, a function', () => {
    const revocable = Proxy.revocable(made(), {})
    revocable.revoke()
    for (const value of [revocable.proxy, 1, 'state', null, undefined, () => 0]) expect(isOwned(value as object)).toBe(false)
  })
})
