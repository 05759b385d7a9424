/**
 * Counting a die's moves from the classes of each region's figures, without
 * building a single candidate army: an army's verdict alone and in pairs
 * depends only on its footprint (where it leaves and enters, its Army units
 * and Leaders), so groups are walked as counts per class and judged as
 * footprints.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { isArmyUnit, leadsCharacterDie } from './figures.js'
import { stocksOf } from './choice.js'
import type { DieAction } from './legal-moves.js'
import { pairJudge, type Footprint, type PairJudge, type RegionCounts } from './pairs.js'
import { figureOf, type Position } from './position.js'
import { regionNumbers, touchingPairsApart } from '../internal/count-moves.js'
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
  readonly footprints: ReadonlyArray<Footprint>
  /** Of each footprint, its destination's place in the stock's destinations, and whether it is legal alone. */
  readonly places: ReadonlyArray<number>
  readonly alone: ReadonlyArray<boolean>
  readonly stacking: ReadonlyArray<Footprint>
  /** How many of `footprints` are legal alone. */
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

/**
 * The legal pairs of two groups of one region that fit together, of
 * signatures `first` and `second`: every two different destinations each
 * may enter within the limit, all legal or all not, which any one of them
 * shows. `same` is one group taken twice.
 */
const sameRegionPairs = (pairs: PairJudge, first: Signature, second: Signature, same: boolean): number => {
  let one = first.stacking[0]
  let other = second.stacking.find((f) => f.to !== one?.to)
  if (other === undefined) {
    other = second.stacking[0]
    one = first.stacking.find((f) => f.to !== other?.to)
  }
  if (one === undefined || other === undefined || !(pairs.legal(one, other) || pairs.legal(other, one))) return 0
  if (same) return (first.stacking.length * (first.stacking.length - 1)) / 2
  let shared = 0
  for (const f of second.stacking) if (first.stacking.some((g) => g.to === f.to)) shared++
  return first.stacking.length * second.stacking.length - shared
}

/** Where a group may step from a region, with what it finds there. */
interface Entry {
  readonly open: boolean
  readonly enemy: boolean
  readonly nation: string | undefined
  /** Its counts, read only where a group may enter. */
  readonly counts: RegionCounts | null
  /** The region's number among those this count met. */
  readonly number: number
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
  const pairs = pairJudge(position, side)
  // ruling R5 (docs/rulings.md#r5): Army units of the other side close a region; its Leaders and Characters alone do not.
  // The other side's stocks (kept with the position) say where they stand, without reading any region's figures.
  const held = new Set<string>()
  for (const stock of stocksOf(position, side === 'free' ? 'shadow' : 'free'))
    if (stock.classes.some((c) => isArmyUnit(c.kind))) held.add(stock.region)
  const entries = new Map<string, Entry>()
  const numbers = regionNumbers()
  const entryOf = (region: string): Entry => {
    let known = entries.get(region)
    if (known === undefined) {
      const place = board.regions.get(region)
      const enemy = held.has(region)
      const open = place?.kind === 'land' && !enemy
      known = { open, enemy, nation: place?.nation, counts: open ? pairs.counts(region) : null, number: numbers.of(region) }
      entries.set(region, known)
    }
    return known
  }
  let alone = 0
  let sameRegion = 0
  let attacks = 0
  // Candidates of one footprint, over every stock: from different regions, a pair's verdict depends on nothing else.
  const classFootprints: Footprint[] = []
  const classAlone: boolean[] = []
  const classMany: number[] = []
  for (const stock of stocksOf(position, side)) {
    const around = neighbours(board, stock.region)
    const leaving = pairs.counts(stock.region)
    const to = around.filter((region) => entryOf(region).open)
    let targets = 0
    for (const region of around) if (entryOf(region).enemy) targets++
    const classes = stock.classes
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
    for (const c of classes) {
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
    const signatures = new Map<number, Signature>()
    const signatureOf = (units: number, leaders: number, closedTo: number): Signature => {
      // closedTo: -1 enters any region, -2 (nations of two not At War) only regions of no nation, else that nation's.
      const key = ((closedTo + 2) * (unitsHere + 1) + units) * (leadersHere + 1) + leaders
      const known = signatures.get(key)
      if (known !== undefined) return known
      const footprints: Footprint[] = []
      const places: number[] = []
      const alone: boolean[] = []
      const stacking: Footprint[] = []
      let legal = 0
      const nation = closedTo >= 0 ? closed[closedTo] : undefined
      for (let place = 0; place < to.length; place++) {
        const region = to[place] ?? ''
        const entry = entryOf(region)
        if (entry.nation !== undefined && closedTo !== -1 && entry.nation !== nation) continue
        const footprint: Footprint = { origin: stock.region, to: region, units, leaders, leaving, entering: entry.counts ?? pairs.counts(region) }
        footprints.push(footprint)
        places.push(place)
        if (pairs.stacks(footprint)) stacking.push(footprint)
        const passes = pairs.alone(footprint)
        alone.push(passes)
        if (passes) legal++
      }
      const made: Signature = { index: signatures.size, footprints, places, alone, stacking, legal, attacks: closedTo === -1, many: 0 }
      signatures.set(key, made)
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
    // Class keys of this stock: a destination's place among `to`, then units and Leaders.
    const classAt = new Map<number, number>()
    for (const signature of signatures.values()) {
      // ruling R18 (docs/rulings.md#r18): each group attacks each adjacent region of enemy Army units, as legalAttacks lists them;
      // ruling R17 (docs/rulings.md#r17): not with Army units of a nation not At War.
      if (signature.attacks) attacks += targets * signature.many
      aloneHere += signature.legal * signature.many
      if (action !== 'army-die') continue
      signature.footprints.forEach((footprint, f) => {
        const key = ((signature.places[f] ?? 0) * (unitsHere + 1) + footprint.units) * (leadersHere + 1) + footprint.leaders
        const at = classAt.get(key)
        if (at !== undefined) classMany[at] = (classMany[at] ?? 0) + signature.many
        else {
          classAt.set(key, classFootprints.length)
          classFootprints.push(footprint)
          classAlone.push(signature.alone[f] === true)
          classMany.push(signature.many)
        }
      })
    }
    alone += aloneHere
    if (action !== 'army-die') continue
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
          sameRegion += sameRegionPairs(pairs, first, second, true)
          continue
        }
        const key = first.index * signatures.size + second.index
        let ways = known.get(key)
        if (ways === undefined) {
          ways = sameRegionPairs(pairs, first, second, false)
          known.set(key, ways)
        }
        sameRegion += ways
      }
    }
  }
  if (action !== 'army-die') return alone + attacks
  let pairCount = (alone * (alone - 1)) / 2 + sameRegion
  touchingPairsApart(
    numbers.count(),
    classFootprints.map((footprint) => entryOf(footprint.origin).number),
    classFootprints.map((footprint) => entryOf(footprint.to).number),
    (i, j) => {
      const first = classFootprints[i]
      const second = classFootprints[j]
      if (first === undefined || second === undefined) return
      const ways = (classMany[i] ?? 0) * (classMany[j] ?? 0)
      if (classAlone[i] === true && classAlone[j] === true) pairCount -= ways
      if (pairs.legal(first, second) || pairs.legal(second, first)) pairCount += ways
    },
  )
  return alone + pairCount + attacks
}
