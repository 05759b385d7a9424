/**
 * Counting a die's moves from the classes of each region's figures, without
 * building a single candidate army: an army's verdict alone and in pairs
 * depends only on its footprint (where it leaves and enters, its Army units
 * and Leaders), so groups are walked as counts per class and judged as
 * footprints, in numbers (count-judge.ts).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { pairsApartChange, type Armies, type Stand } from './count-apart.js'
import { countJudge, type CountJudge } from './count-judge.js'
import { countReading, type CountReading, type Stock } from './count-reading.js'
import type { RegionNumbers } from '../../core/region-numbers.js'
import type { DieAction } from './die.js'
import type { Position } from './position.js'
import type { Board } from '../../board/graph.js'
import type { Side } from '../../model/ring-state.js'
import { isClosedTo } from './rulings.js'
import { NONE } from '../../core/list.js'

/**
 * How the groups of one signature (count-groups.ts) reach the stock's
 * destinations: each group of it has the same footprints, so they are
 * judged once.
 */
interface Signature extends Armies {
  /** The places its groups enter within the stacking limit. */
  readonly places: ReadonlyArray<number>
}

/**
 * The legal pairs of two groups of one region that fit together, of
 * signatures `first` and `second`: every two different destinations each
 * may enter within the limit, all legal or all not, which any one of them
 * shows. `same` is one group taken twice.
 */
const sameRegionPairs = (judge: CountJudge, stock: Stock, first: Signature, second: Signature, same: boolean): number => {
  const { origin, to } = stock
  // A stock's destinations are different regions (a region's neighbours are), so two places are two regions.
  let one = first.places[0]
  let other = second.places.find((p) => p !== one)
  if (other === undefined) {
    other = second.places[0]
    one = first.places.find((p) => p !== other)
  }
  if (one === undefined || other === undefined) return 0
  const a = to[one] as number
  const b = to[other] as number
  if (!(judge.pair(origin, a, first.units, first.leaders, origin, b, second.units, second.leaders) || judge.pair(origin, b, second.units, second.leaders, origin, a, first.units, first.leaders))) return 0
  if (same) return (first.stacking * (first.stacking - 1)) / 2
  let shared = 0
  for (const p of second.places) if (first.places.includes(p)) shared++
  return first.stacking * second.stacking - shared
}

/**
 * How many moves `army.legalMoves` yields for a die: the single armies legal
 * alone, the legal pairs (Army die) and the attacks. Pairs that share no
 * region are counted from the armies legal alone. Pairs from one region go
 * to different destinations (ruling R12 (docs/rulings.md#r12)), neither the
 * region they leave, so each army's stacking is its own and the guard of
 * the Leaders left behind does not depend on where they go: for two groups
 * that fit together, the pairs are every two different destinations each
 * may enter within the limit, all legal or all not, which one of them
 * shows. Pairs from two regions that share one are judged once per two
 * footprints.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const countDieMoves = (board: Board, position: Position, side: Side, action: DieAction): number => {
  const reading = countReading(board, position, side, action)
  const judge = countJudge(reading.numbers, reading.totals, position.state, side)
  return dieMoves(reading, judge)
}

/**
 * A die's moves: one army, and for the Army die two (from one region or
 * two), and the attacks. A Character die moves one army (its reading has
 * no steps): the groups legal alone, each to every destination it may
 * enter, and the attacks.
 */
const dieMoves = (reading: CountReading, judge: CountJudge): number => {
  const { steps } = reading
  let alone = 0
  let sameRegion = 0
  let attacks = 0
  // From different regions, a pair's verdict depends on nothing but the two armies' footprints: one stand per stock,
  // in the reading's order (its index of steps numbers them so).
  const stands: Stand[] = []
  for (const stock of reading.stocks) {
    const { origin, to, targets, groups } = stock
    // ruling R18 (docs/rulings.md#r18): each group attacks each adjacent region of enemy Army units, as the attack numbers of attack-draw.ts give them;
    // ruling R17 (docs/rulings.md#r17): not with Army units of a nation not At War.
    attacks += targets * groups.attackers
    if (groups.many.length === 0 || to.length === 0) {
      stands.push({ origin, to, armies: NONE })
      continue
    }
    const signatures: Signature[] = []
    let aloneHere = 0
    for (let g = 0; g < groups.many.length; g++) {
      // A Character die moves one army: its groups' destinations are counted without the signatures only the Army
      // die's pairs read (building them made its count about three times slower).
      if (steps === null) {
        const units = groups.units[g] as number
        const closedTo = groups.closedTo[g] as number
        if (judge.guards(origin, units, groups.leaders[g] as number))
          for (const region of to) if (opens(judge.numbers, region, closedTo, closedTo >= 0 ? stock.closed[closedTo] : undefined) && judge.stacks(region, units)) aloneHere += groups.many[g] as number
        continue
      }
      const signature = reachOf(judge, stock, groups.units[g] as number, groups.leaders[g] as number, groups.many[g] as number, groups.closedTo[g] as number)
      signatures.push(signature)
      const many = groups.many[g] as number
      if (signature.guards) aloneHere += signature.stacking * many
    }
    alone += aloneHere
    if (steps === null) continue
    stands.push({ origin, to, armies: signatures })
    sameRegion -= (aloneHere * (aloneHere - 1)) / 2
    // The pairs of two groups depend on their signatures alone: judged once per two signatures.
    for (let g = 0; g < signatures.length; g++) {
      const twice = groups.twice[g] as number
      const signature = signatures[g]
      if (twice > 0 && signature !== undefined) sameRegion += twice * sameRegionPairs(judge, stock, signature, signature, true)
    }
    for (let k = 0; k < groups.pairs.length; k++) {
      const first = signatures[groups.firsts[k] as number]
      const second = signatures[groups.seconds[k] as number]
      if (first !== undefined && second !== undefined) sameRegion += (groups.pairs[k] as number) * sameRegionPairs(judge, stock, first, second, false)
    }
  }
  return steps === null ? alone + attacks : alone + (alone * (alone - 1)) / 2 + sameRegion + pairsApartChange(judge, stands, steps) + attacks
}

/**
 * Whether groups of signature `closedTo` (count-groups.ts) may enter a
 * region: ruling R9 (docs/rulings.md#r9), Army units of a nation not At War
 * enter only their own nation's regions or those of no nation.
 */
const opens = (numbers: RegionNumbers, region: number, closedTo: number, nation: string | undefined): boolean => {
  if (closedTo === -1) return true
  const owner = numbers.nation[region]
  // closedTo -2, `nation` undefined: Army units of two nations not At War, each closed out of the other's regions.
  return nation === undefined ? owner === undefined : !isClosedTo(owner, nation)
}

/** Where the groups of a signature may go from a stock, and how they fare alone. */
const reachOf = (judge: CountJudge, stock: Stock, units: number, leaders: number, many: number, closedTo: number): Signature => {
  const { origin, to, closed } = stock
  const entry: number[] = []
  const places: number[] = []
  const nation = closedTo >= 0 ? closed[closedTo] : undefined
  for (let place = 0; place < to.length; place++) {
    const region = to[place] as number
    if (!opens(judge.numbers, region, closedTo, nation)) entry.push(0)
    else if (!judge.stacks(region, units)) entry.push(1)
    else {
      entry.push(2)
      places.push(place)
    }
  }
  return { units, leaders, many, guards: judge.guards(origin, units, leaders), entry, stacking: places.length, places }
}
