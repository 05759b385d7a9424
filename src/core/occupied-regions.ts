/**
 * The occupied regions of a table of pieces, in string order: kept as bits
 * by each region's place in that order, flipped after a move for the regions
 * it emptied or first filled, and read by place (the playout draws) or as a
 * list of names (the listings), the list made only when asked.
 *
 * @since 0.3.0
 * @module
 * @internal
 */
import type { Family, Occupied, Pieces, Ranking } from './table.js'
import type { Placed } from './piece-view.js'
import { byString } from './list.js'
import { carrying, listsOf, tableOfView, workOf, type Carrier } from './region-index.js'

/**
 * The occupied regions, sorted in string order (the order move generation
 * walks them).
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const occupiedRegions = (pieces: Pieces<Placed>): ReadonlyArray<string> => {
  const occupied = occupiedOf(pieces)
  if (occupied.names !== null) return occupied.names
  const { bits, ranking } = occupied
  const names: string[] = []
  // In string order by walking the places, not by occupiedAt's count: a game that never draws carries no count.
  for (let rank = 0; rank < ranking.size; rank++) if (isSet(bits, rank)) names.push(ranking.names[ranking.byRank[rank] as number] as string)
  return (occupied.names = names)
}

/**
 * The occupied regions of `pieces`, to count and read one by one in string
 * order ({@link occupiedAt}) without the list of names.
 *
 * @internal
 */
export const occupiedOf = (pieces: Pieces<Placed>): Occupied => {
  const table = pieces.view ? tableOfView(pieces) : pieces
  const worked = workOf(table)
  if (worked.occupied !== null) return worked.occupied
  const ranking = rankingOf(table.family)
  const lists = listsOf(table, worked)
  const bits = new Array<number>(Math.ceil(ranking.size / 30)).fill(0)
  let count = 0
  for (let region = 0; region < lists.length; region++) if (lists[region] !== undefined) count += flip(bits, ranking.rankOf[region] as number)
  carrying(carryOccupied)
  return (worked.occupied = { ranking, bits, count, names: null })
}

/**
 * The occupied region at place `at` in string order, `0 <= at < count`: a
 * walk over the set bits before it, a few dozen, where the names were a list.
 *
 * @internal
 */
export const occupiedAt = (occupied: Occupied, at: number): string => {
  const { bits, ranking } = occupied
  let left = at
  for (let word = 0; word < bits.length; word++) {
    let set = bits[word] as number
    // The bits set in the word, counted in a few steps: a word before the one sought is passed whole.
    let count = set - ((set >>> 1) & 0x55555555)
    count = (count & 0x33333333) + ((count >>> 2) & 0x33333333)
    count = Math.imul((count + (count >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
    if (left >= count) {
      left -= count
      continue
    }
    for (; left > 0; left--) set &= set - 1
    return ranking.names[ranking.byRank[word * 30 + 31 - Math.clz32(set & -set)] as number] as string
  }
  return ''
}

/** Whether the bit of place `rank` in `bits` is set. */
const isSet = (bits: ReadonlyArray<number>, rank: number): boolean => (((bits[(rank / 30) | 0] as number) >> rank % 30) & 1) === 1

/** Flips the bit of place `rank` in `bits` (it mutates them): 1 when it is set now, -1 when cleared. */
const flip = (bits: number[], rank: number): number => {
  const word = (rank / 30) | 0
  const bit = 1 << rank % 30
  const now = (bits[word] as number) ^ bit
  bits[word] = now
  return now & bit ? 1 : -1
}

/** The regions the family of a table numbered so far in string order, made again only once it numbers another. */
const rankingOf = (family: Family<Placed>): Ranking => {
  const { names } = family.regions
  const known = family.ranking
  if (known !== null && known.size === names.length) return known
  const byRank = names.map((_, number) => number).sort((a, b) => byString(names[a] as string, names[b] as string))
  const rankOf: number[] = []
  byRank.forEach((number, rank) => (rankOf[number] = rank))
  return (family.ranking = { size: names.length, rankOf, byRank, names })
}

/** The occupied regions of a table made by a move, from those of the table it was made from and the regions it changed. */
const carryOccupied: Carrier = (table, from, worked, moved) => {
  const before = from.occupied
  // A region first numbered since ranks among the others afresh: worked out whole when asked.
  if (before === null || before.ranking !== rankingOf(table.family)) return
  const { lists } = worked
  let { bits, count } = before
  // The lists settle found just before (a table's occupied regions are found from its lists, so the table it was made
  // from had them) say whether a region the move changed still holds a piece, without a walk; only one the move
  // emptied or first filled flips its bit, the bits copied once. The bit is compared, not the lists before: the
  // regions of a move of several armies may name one region twice, which would flip it back.
  for (const region of moved) {
    const rank = before.ranking.rankOf[region] as number
    if (isSet(bits, rank) === (lists?.[region] === undefined)) {
      if (bits === before.bits) bits = bits.slice()
      count += flip(bits as number[], rank)
    }
  }
  worked.occupied = { ranking: before.ranking, bits, count, names: null }
}
