/**
 * Turning a caller's random numbers into a choice.
 *
 * @since 0.1.0
 * @module
 */

/**
 * An index in [0, `count`) from one call of `random`, which should return a
 * number in [0, 1). A generator that strays (1, a negative number, NaN) still
 * gives an index in range, so a draw never runs off its list or loops.
 * With nothing to choose from (`count` 0) it is -1, no index at all.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const randomIndex = (random: () => number, count: number): number => {
  const index = Math.floor(random() * count)
  return Number.isFinite(index) ? Math.min(count - 1, Math.max(0, index)) : 0
}
