/**
 * The few `Either` and non-empty-array functions the library runs, written
 * here so that the rules entry carries no fp-ts at run time: fp-ts ships
 * `fp-ts/lib/*` as CommonJS, which no bundler can shake, and that alone was
 * twice the size of the rules. The values are fp-ts's own
 * (`{ _tag: 'Left', left }`, `{ _tag: 'Right', right }`), and the types are
 * fp-ts's, imported as types only, so a caller's `E.isLeft`, `E.fold` and
 * `pipe` work on them unchanged. Its functions are the library's own; the
 * types are the published ones, which is why the module itself is not
 * marked internal (the published types would lose `Either`).
 *
 * @module
 */
import type { Either, Left, Right } from 'fp-ts/lib/Either.js'
import type { ReadonlyNonEmptyArray } from 'fp-ts/lib/ReadonlyNonEmptyArray.js'

export type { Either }

/** @internal */
export const left = <E = never, A = never>(e: E): Either<E, A> => ({ _tag: 'Left', left: e })

/** @internal */
export const right = <E = never, A = never>(a: A): Either<E, A> => ({ _tag: 'Right', right: a })

/** @internal */
export const isLeft = <E, A>(ma: Either<E, A>): ma is Left<E> => ma._tag === 'Left'

/** @internal */
export const isRight = <E, A>(ma: Either<E, A>): ma is Right<A> => ma._tag === 'Right'

/** @internal */
export const mapLeft =
  <E, G>(f: (e: E) => G) =>
  <A>(ma: Either<E, A>): Either<G, A> =>
    ma._tag === 'Left' ? left(f(ma.left)) : ma

/** @internal */
export const chain =
  <E, A, B>(f: (a: A) => Either<E, B>) =>
  (ma: Either<E, A>): Either<E, B> =>
    ma._tag === 'Left' ? ma : f(ma.right)

/** @internal */
export const isNonEmpty = <A>(as: ReadonlyArray<A>): as is ReadonlyNonEmptyArray<A> => as.length > 0

/** The items of `as`, then `last`: one or more, as the types say. @internal */
export const appended = <A>(as: ReadonlyArray<A>, last: A): ReadonlyNonEmptyArray<A> => {
  const all = [...as, last]
  // Always true, `last` being in it: the check is what tells the types so.
  return isNonEmpty(all) ? all : [last]
}
