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
import { isArmyUnit, leadsCharacterDie } from './figures.js'
import { stocksOf } from './choice.js'
import { pairsApartChange, type Footprints, type Stand } from './count-apart.js'
import { countJudge, type CountJudge } from './count-judge.js'
import type { DieAction } from './legal-moves.js'
import { figureOf, type Position } from './position.js'
import { neighbours, type Board } from '../graph.js'
import { ownValue } from '../internal/own-record.js'
import type { Side } from '../model/ring-state.js'

/**
 * The groups of one stock that reach the same regions alike: the same Army
 * units, Leaders and nation kept out of other nations' regions. Each group
 * of a signature has the same footprints, so they are judged once and
 * counted `many` times.
 */
interface Signature {
  readonly index: number
  readonly units: number
  readonly leaders: number
  /** The places (in the stock's destinations) its groups may enter, and those of them they enter within the stacking limit. */
  readonly places: ReadonlyArray<number>
  readonly stacking: ReadonlyArray<number>
  /** How many of `places` are legal alone. */
  readonly legal: number
  /** Whether the groups of this signature may attack (none of their Army units is of a nation not At War). */
  readonly attacks: boolean
  many: number
}

/** The number of a group's counts in mixed radix. */
const codeOf = (counts: ReadonlyArray<number>, weights: ReadonlyArray<number>): number => {
  let code = 0
  for (let k = 0; k < counts.length; k++) code += (counts[k] ?? 0) * (weights[k] ?? 0)
  return code
}

/** A stock's region and the destinations open to its armies. */
interface Reach {
  readonly origin: number
  readonly to: ReadonlyArray<number>
}

/**
 * The legal pairs of two groups of one region that fit together, of
 * signatures `first` and `second`: every two different destinations each
 * may enter within the limit, all legal or all not, which any one of them
 * shows. `same` is one group taken twice.
 */
const sameRegionPairs = (judge: CountJudge, reach: Reach, first: Signature, second: Signature, same: boolean): number => {
  const { origin, to } = reach
  let one = first.stacking[0]
  let other = second.stacking.find((p) => to[p] !== to[one ?? -1])
  if (other === undefined) {
    other = second.stacking[0]
    one = first.stacking.find((p) => to[p] !== to[other ?? -1])
  }
  if (one === undefined || other === undefined) return 0
  const a = to[one] ?? 0
  const b = to[other] ?? 0
  if (!(judge.pair(origin, a, first.units, first.leaders, origin, b, second.units, second.leaders) || judge.pair(origin, b, second.units, second.leaders, origin, a, first.units, first.leaders))) return 0
  if (same) return (first.stacking.length * (first.stacking.length - 1)) / 2
  let shared = 0
  for (const p of second.stacking) if (first.stacking.some((q) => to[q] === to[p])) shared++
  return first.stacking.length * second.stacking.length - shared
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
  const { nations } = position.state
  const judge = countJudge(board, position, side)
  const { numbers } = judge
  // ruling R5 (docs/rulings.md#r5): Army units of the other side close a region; its Leaders and Characters alone do not.
  // The other side's stocks (kept with the position) say where they stand, without reading any region's figures.
  const held = new Uint8Array(numbers.ids.length)
  for (const stock of stocksOf(position, side === 'free' ? 'shadow' : 'free')) {
    const region = numbers.of.get(stock.region)
    if (region !== undefined && stock.classes.some((c) => isArmyUnit(c.kind))) held[region] = 1
  }
  let alone = 0
  let sameRegion = 0
  let attacks = 0
  // Candidates of one footprint, over every stock: from different regions, a pair's verdict depends on nothing else.
  const footprints: Footprints = { origins: [], ends: [], units: [], leaders: [], many: [], guards: [], stacks: [] }
  const stands: Stand[] = []
  for (const stock of stocksOf(position, side)) {
    const around = neighbours(board, stock.region)
    const origin = numbers.of.get(stock.region)
    // A region of no neighbour (or off the board) gives no army a step.
    if (origin === undefined || around.length === 0) continue
    judge.tally(origin)
    const to: number[] = []
    let targets = 0
    for (const id of around) {
      const region = numbers.of.get(id) ?? 0
      if (held[region] === 1) targets++
      else if (numbers.land[region] === 1) {
        to.push(region)
        judge.tally(region)
      }
    }
    const reach: Reach = { origin, to }
    const sizes: number[] = []
    const army: boolean[] = []
    const leads: boolean[] = []
    const leader: boolean[] = []
    // ruling R9 (docs/rulings.md#r9): Army units of a nation not At War enter only their own nation's regions.
    // Each class's nation kept out of others' regions, as an index into `closed` (-1: none).
    const closed: string[] = []
    const closedOf: number[] = []
    let unitsHere = 0
    let leadersHere = 0
    for (const c of stock.classes) {
      const units = isArmyUnit(c.kind)
      sizes.push(c.ids.length)
      army.push(units)
      leads.push(leadsCharacterDie(c.kind))
      leader.push(c.kind === 'leader')
      if (units) unitsHere += c.ids.length
      if (c.kind === 'leader') leadersHere += c.ids.length
      const nation = units ? figureOf(position, c.ids[0] ?? '')?.nation : undefined
      if (nation === undefined || ownValue(nations, nation)?.atWar !== false) closedOf.push(-1)
      else {
        const at = closed.indexOf(nation)
        closedOf.push(at >= 0 ? at : closed.push(nation) - 1)
      }
    }
    const signatures: Signature[] = []
    const signatureAt = new Map<number, Signature>()
    const signatureOf = (units: number, leaders: number, closedTo: number): Signature => {
      // closedTo: -1 enters any region, -2 (nations of two not At War) only regions of no nation, else that nation's.
      const key = ((closedTo + 2) * (unitsHere + 1) + units) * (leadersHere + 1) + leaders
      const known = signatureAt.get(key)
      if (known !== undefined) return known
      const places: number[] = []
      const stacking: number[] = []
      let legal = 0
      const nation = closedTo >= 0 ? closed[closedTo] : undefined
      for (let place = 0; place < to.length; place++) {
        const region = to[place] ?? 0
        const owner = numbers.nation[region]
        if (owner !== undefined && closedTo !== -1 && owner !== nation) continue
        places.push(place)
        if (judge.stacks(origin, region, units)) stacking.push(place)
        if (judge.stacks(origin, region, units) && judge.guards(origin, region, units, leaders)) legal++
      }
      const made: Signature = { index: signatures.length, units, leaders, places, stacking, legal, attacks: closedTo === -1, many: 0 }
      signatures.push(made)
      signatureAt.set(key, made)
      return made
    }
    // The groups that fit beside a group are those within what it leaves of each class: only they are walked.
    const weights: number[] = []
    let weight = 1
    for (let k = sizes.length - 1; k >= 0; k--) {
      weights[k] = weight
      weight *= (sizes[k] ?? 0) + 1
    }
    const byCode = new Map<number, Signature>()
    const counts = sizes.map(() => 0)
    // Every count per class but all zeros, as a mixed-radix counter.
    for (;;) {
      let at = counts.length - 1
      while (at >= 0 && counts[at] === sizes[at]) counts[at--] = 0
      if (at < 0) break
      counts[at] = (counts[at] ?? 0) + 1
      let units = 0
      let leaders = 0
      let leading = false
      let closedTo = -1
      for (let i = 0; i < counts.length; i++) {
        const n = counts[i] ?? 0
        if (n === 0) continue
        if (army[i] === true) units += n
        if (leader[i] === true) leaders += n
        if (leads[i] === true) leading = true
        const nation = closedOf[i] ?? -1
        if (nation !== -1) closedTo = closedTo === -1 || closedTo === nation ? nation : -2
      }
      if (units === 0 || (action === 'character-die' && !leading)) continue
      const signature = signatureOf(units, leaders, closedTo)
      signature.many++
      if (action === 'army-die' && signature.stacking.length > 0) byCode.set(codeOf(counts, weights), signature)
    }
    let aloneHere = 0
    for (const signature of signatures) {
      // ruling R18 (docs/rulings.md#r18): each group attacks each adjacent region of enemy Army units, as legalAttacks lists them;
      // ruling R17 (docs/rulings.md#r17): not with Army units of a nation not At War.
      if (signature.attacks) attacks += targets * signature.many
      aloneHere += signature.legal * signature.many
    }
    alone += aloneHere
    if (action !== 'army-die') continue
    stands.push({ origin, to, starts: fileFootprints(footprints, judge, reach, signatures) })
    sameRegion -= (aloneHere * (aloneHere - 1)) / 2
    // The pairs of two groups depend on their signatures alone: judged once per two signatures.
    const known = new Map<number, number>()
    const room = sizes.map(() => 0)
    const other = sizes.map(() => 0)
    for (const [code, first] of byCode) {
      let left = code
      for (let k = 0; k < sizes.length; k++) {
        const taken = Math.floor(left / (weights[k] ?? 1))
        left -= taken * (weights[k] ?? 1)
        room[k] = (sizes[k] ?? 0) - taken
        other[k] = 0
      }
      for (;;) {
        let at = other.length - 1
        while (at >= 0 && other[at] === room[at]) other[at--] = 0
        if (at < 0) break
        other[at] = (other[at] ?? 0) + 1
        const otherCode = codeOf(other, weights)
        if (otherCode < code) continue
        const second = byCode.get(otherCode)
        if (second === undefined) continue
        if (otherCode === code) {
          sameRegion += sameRegionPairs(judge, reach, first, second, true)
          continue
        }
        const key = first.index * signatures.length + second.index
        let ways = known.get(key)
        if (ways === undefined) {
          ways = sameRegionPairs(judge, reach, first, second, false)
          known.set(key, ways)
        }
        sameRegion += ways
      }
    }
  }
  if (action !== 'army-die') return alone + attacks
  return alone + (alone * (alone - 1)) / 2 + sameRegion + pairsApartChange(judge, footprints, stands) + attacks
}

/**
 * Files a stock's footprints, destination by destination: one per Army
 * units and Leaders, however many signatures (nations kept out of others'
 * regions) share it. Where those to each destination start, and end.
 */
const fileFootprints = (footprints: Footprints, judge: CountJudge, reach: Reach, signatures: ReadonlyArray<Signature>): ReadonlyArray<number> => {
  const { origin, to } = reach
  const { units, leaders, many } = footprints
  const starts = [footprints.origins.length]
  for (let place = 0; place < to.length; place++) {
    const region = to[place] ?? 0
    const start = footprints.origins.length
    for (const signature of signatures) {
      if (!signature.places.includes(place)) continue
      let at = start
      while (at < units.length && (units[at] !== signature.units || leaders[at] !== signature.leaders)) at++
      if (at < units.length) {
        many[at] = (many[at] ?? 0) + signature.many
        continue
      }
      footprints.origins.push(origin)
      footprints.ends.push(region)
      units.push(signature.units)
      leaders.push(signature.leaders)
      many.push(signature.many)
      footprints.guards.push(judge.guards(origin, region, signature.units, signature.leaders) ? 1 : 0)
      footprints.stacks.push(judge.stacks(origin, region, signature.units) ? 1 : 0)
    }
    starts.push(footprints.origins.length)
  }
  return starts
}
