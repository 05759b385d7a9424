// The library's own Either values are fp-ts's: fp-ts's functions read them,
// and they are built exactly as fp-ts builds them.
import * as FE from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as RA from 'fp-ts/lib/ReadonlyArray.js'
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as E from '../src/core/either.js'

describe('the internal Either', () => {
  test.prop([fc.anything()])('left and right build the values fp-ts builds', (value) => {
    expect(E.left(value)).toStrictEqual(FE.left(value))
    expect(E.right(value)).toStrictEqual(FE.right(value))
  })
  test.prop([fc.anything(), fc.boolean()])('isLeft and isRight agree with fp-ts on either shape', (value, isLeft) => {
    const ours = isLeft ? E.left(value) : E.right(value)
    const theirs = isLeft ? FE.left(value) : FE.right(value)
    expect(E.isLeft(ours)).toBe(FE.isLeft(theirs))
    expect(E.isRight(ours)).toBe(FE.isRight(theirs))
    expect(E.isLeft(theirs)).toBe(isLeft)
    expect(FE.isRight(ours)).toBe(!isLeft)
  })
  test.prop([fc.integer(), fc.boolean()])('mapLeft and chain agree with fp-ts', (n, isLeft) => {
    const start: E.Either<number, number> = isLeft ? E.left(n) : E.right(n)
    const half = (k: number): E.Either<number, number> => (k % 2 === 0 ? E.right(k / 2) : E.left(k))
    expect(E.mapLeft((k: number) => `${k}`)(start)).toStrictEqual(pipe(start, FE.mapLeft((k: number) => `${k}`)))
    expect(E.chain(half)(start)).toStrictEqual(pipe(start, FE.chain(half)))
  })
  test.prop([fc.array(fc.integer())])('isNonEmpty agrees with fp-ts', (list) => {
    expect(E.isNonEmpty(list)).toBe(RA.isNonEmpty(list))
  })
  test.prop([fc.integer()])('a value is returned unchanged where nothing is mapped', (n) => {
    const right = E.right<string, number>(n)
    expect(E.mapLeft((s: string) => s.length)(right)).toBe(right)
    const left = E.left<string, number>('no')
    expect(E.chain((k: number) => E.right<string, number>(k + 1))(left)).toBe(left)
  })
})
