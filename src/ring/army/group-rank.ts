/**
 * The groups of a stock within the stacking limit, numbered in the order
 * `groupCounts` yields them, without walking them: a draw turns a number
 * into its group in work bounded by the classes and the limit, however many
 * figures a region holds.
 *
 * @since 0.2.0
 * @module
 * @internal
 */

/**
 * How many groups of counts per class there are (all zeros included), and
 * the counts of each number, in mixed-radix order (the last class varying
 * fastest) among those of at most `limit` Army units.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface GroupRanks {
  /** How many count vectors, the one of all zeros (number 0) included. */
  readonly size: number
  /** The counts of number `rank` (0 <= rank < size), written into `counts`. */
  readonly countsOf: (rank: number, counts: number[]) => void
}

/**
 * The ranks of the groups of classes of `sizes` (`army[i]`: class `i` is of
 * Army units) with at most `limit` Army units in all.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const groupRanks = (sizes: ReadonlyArray<number>, army: ReadonlyArray<boolean>, limit: number): GroupRanks => {
  const n = sizes.length
  let units = 0
  for (let i = 0; i < n; i++) if (army[i] === true) units += sizes[i] as number
  const cap = Math.max(0, Math.floor(limit))
  // No cut (every group within the limit): the plain mixed radix, the product of the sizes plus one. Nor for a table
  // too large to keep (thousands of classes under a limit in the thousands, no position of a game): its numbers then
  // include groups above the limit, which are judged and refused like any other illegal draw. The bound, 2^20 cells, is
  // written here, not as a constant of the module: a game that ranks no group would carry that statement.
  if (!(units > limit) || n * (cap + 1) > 1 << 20) return plainRanks(sizes)
  // ruling R7 (docs/rulings.md#r7): a group of more Army units than the limit is refused wherever it goes, so it gets no
  // number. `ways[i * (cap + 1) + u]`: how many counts of classes i.. hold at most u Army units.
  const width = cap + 1
  const ways = new Float64Array((n + 1) * width).fill(1)
  for (let i = n - 1; i >= 0; i--) {
    const size = sizes[i] as number
    const row = i * width
    const next = (i + 1) * width
    if (army[i] !== true) {
      for (let u = 0; u <= cap; u++) ways[row + u] = (size + 1) * (ways[next + u] as number)
      continue
    }
    // A sliding sum over the counts this class may take: ways[i][u] = sum of ways[i+1][u - c], c = 0..min(size, u).
    let sum = 0
    for (let u = 0; u <= cap; u++) {
      sum += ways[next + u] as number
      if (u - size - 1 >= 0) sum -= ways[next + u - size - 1] as number
      ways[row + u] = sum
    }
  }
  return {
    size: ways[cap] as number,
    countsOf: (rank, counts) => {
      let rest = rank
      let room = cap
      for (let i = 0; i < n; i++) {
        const size = sizes[i] as number
        const next = (i + 1) * width
        if (army[i] !== true) {
          const each = ways[next + room] ?? 1
          const taken = Math.min(size, Math.floor(rest / each))
          counts[i] = taken
          rest -= taken * each
          continue
        }
        let taken = 0
        for (; taken < Math.min(size, room); taken++) {
          const each = ways[next + room - taken] as number
          if (rest < each) break
          rest -= each
        }
        counts[i] = taken
        room -= taken
      }
    },
  }
}

/**
 * The count vectors of classes of `sizes`, every count from none to all,
 * ranked as the digits of a number whose last class turns fastest: a
 * stock's groups when no limit bounds them, and the attacks of a stock.
 *
 * @internal
 */
export const plainRanks = (sizes: ReadonlyArray<number>): GroupRanks => {
  let size = 1
  for (const s of sizes) size *= s + 1
  return {
    size,
    countsOf: (rank, counts) => {
      let rest = rank
      for (let i = sizes.length - 1; i >= 0; i--) {
        const radix = (sizes[i] as number) + 1
        counts[i] = rest % radix
        rest = Math.floor(rest / radix)
      }
    },
  }
}
