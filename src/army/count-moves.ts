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
import { pairJudge, type Footprint, type PairJudge } from './pairs.js'
import { enemyArmyUnits } from './group.js'
import { figureOf, type Position } from './position.js'
import { touchingPairs } from '../internal/count-moves.js'
import { neighbours, type Board } from '../graph.js'
import { ownValue } from '../internal/own-record.js'
import type { Side } from '../model/ring-state.js'

/** The candidates of one group of a stock: its counts, and the destinations it may enter within the stacking limit. */
interface GroupOfStock {
  readonly counts: ReadonlyArray<number>
  readonly footprints: ReadonlyArray<Footprint>
  readonly stacking: ReadonlyArray<Footprint>
}

/** Candidates of one footprint: from different regions, a pair's verdict depends on nothing else. */
interface FootprintClass {
  readonly footprint: Footprint
  readonly alone: boolean
  many: number
}

/** The number of a group's counts in mixed radix. */
const codeOf = (counts: ReadonlyArray<number>, weights: ReadonlyArray<number>): number => {
  let code = 0
  for (let k = 0; k < counts.length; k++) code += (counts[k] ?? 0) * (weights[k] ?? 0)
  return code
}

/**
 * The legal pairs of two groups of one region that fit together (or of one
 * group twice): every two different destinations each may enter within the
 * limit, all legal or all not, which any one of them shows.
 */
const sameRegionPairs = (pairs: PairJudge, first: GroupOfStock, second: GroupOfStock, same: boolean): number => {
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
  const open = new Map<string, { readonly open: boolean; readonly enemy: boolean; readonly nation: string | undefined }>()
  const entryOf = (region: string) => {
    let known = open.get(region)
    if (known === undefined) {
      const place = board.regions.get(region)
      // ruling R5 (docs/rulings.md#r5): Army units of the other side close a region; its Leaders and Characters alone do not.
      const enemy = enemyArmyUnits(position, side, region).length > 0
      known = { open: place?.kind === 'land' && !enemy, enemy, nation: place?.nation }
      open.set(region, known)
    }
    return known
  }
  let alone = 0
  let sameRegion = 0
  let attacks = 0
  const classes = new Map<string, FootprintClass>()
  for (const stock of stocksOf(position, side)) {
    const around = neighbours(board, stock.region)
    const to = around.filter((region) => entryOf(region).open)
    const targets = around.filter((region) => entryOf(region).enemy).length
    const sizes = stock.classes.map((c) => c.ids.length)
    const army = stock.classes.map((c) => isArmyUnit(c.kind))
    const leads = stock.classes.map((c) => leadsCharacterDie(c.kind))
    const leader = stock.classes.map((c) => c.kind === 'leader')
    // ruling R9 (docs/rulings.md#r9): Army units of a nation not At War enter only their own nation's regions.
    const notAtWar = stock.classes.map((c) => {
      const nation = figureOf(position, c.ids[0] ?? '')?.nation
      return isArmyUnit(c.kind) && nation !== undefined && ownValue(nations, nation)?.atWar === false ? nation : null
    })
    const groups: GroupOfStock[] = []
    let aloneHere = 0
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
      let closedTo: string | null | undefined = null
      for (let i = 0; i < counts.length; i++) {
        const n = counts[i] ?? 0
        if (n === 0) continue
        if (army[i] === true) units += n
        if (leader[i] === true) leaders += n
        if (leads[i] === true) leading = true
        const nation = notAtWar[i] ?? null
        if (nation !== null) closedTo = closedTo === null || closedTo === nation ? nation : undefined
      }
      if (units === 0 || (action === 'character-die' && !leading)) continue
      // ruling R18 (docs/rulings.md#r18): each group attacks each adjacent region of enemy Army units, as legalAttacks lists them;
      // ruling R17 (docs/rulings.md#r17): not with Army units of a nation not At War.
      if (closedTo === null) attacks += targets
      const footprints: Footprint[] = []
      const stacking: Footprint[] = []
      for (const region of to) {
        const { nation } = entryOf(region)
        // A group with Army units of a nation not At War enters no region of another nation.
        if (nation !== undefined && closedTo !== null && closedTo !== nation) continue
        const footprint = { origin: stock.region, to: region, units, leaders }
        footprints.push(footprint)
        if (pairs.stacks(footprint)) stacking.push(footprint)
        const legal = pairs.alone(footprint)
        if (legal) aloneHere++
        const key = `${region}\u0000${units}\u0000${leaders}`
        const known = classes.get(`${stock.region}\u0000${key}`)
        if (known === undefined) classes.set(`${stock.region}\u0000${key}`, { footprint, alone: legal, many: 1 })
        else known.many++
      }
      if (footprints.length > 0) groups.push({ counts: [...counts], footprints, stacking })
    }
    alone += aloneHere
    if (action !== 'army-die') continue
    sameRegion -= (aloneHere * (aloneHere - 1)) / 2
    // The groups that fit beside a group are those within what it leaves of each class: only they are walked.
    const weights: number[] = []
    let weight = 1
    for (let k = sizes.length - 1; k >= 0; k--) {
      weights[k] = weight
      weight *= (sizes[k] ?? 0) + 1
    }
    const byCode = new Map<number, GroupOfStock>()
    for (const group of groups) if (group.stacking.length > 0) byCode.set(codeOf(group.counts, weights), group)
    for (const [code, first] of byCode) {
      const room = sizes.map((size, k) => size - (first.counts[k] ?? 0))
      const other = room.map(() => 0)
      for (;;) {
        let at = other.length - 1
        while (at >= 0 && other[at] === room[at]) other[at--] = 0
        if (at < 0) break
        other[at] = (other[at] ?? 0) + 1
        const otherCode = codeOf(other, weights)
        if (otherCode < code) continue
        const second = byCode.get(otherCode)
        if (second !== undefined) sameRegion += sameRegionPairs(pairs, first, second, otherCode === code)
      }
    }
  }
  if (action !== 'army-die') return alone + attacks
  let pairCount = (alone * (alone - 1)) / 2 + sameRegion
  const list = [...classes.values()]
  touchingPairs(
    list.length,
    (i) => list[i]?.footprint.origin ?? '',
    (i) => list[i]?.footprint.to ?? '',
    (i, j) => {
      const first = list[i]
      const second = list[j]
      if (first === undefined || second === undefined || first.footprint.origin === second.footprint.origin) return
      const ways = first.many * second.many
      if (first.alone && second.alone) pairCount -= ways
      if (pairs.legal(first.footprint, second.footprint) || pairs.legal(second.footprint, first.footprint)) pairCount += ways
    },
  )
  return alone + pairCount + attacks
}
