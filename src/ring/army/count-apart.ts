/**
 * The pairs of a die's armies from two regions that share one, counted
 * region by region over totals rather than pair by pair. Every pair of
 * armies legal alone is counted once by the caller; here is what sharing a
 * region changes: less the pairs legal alone that fail together, plus the
 * pairs that pass together though one fails alone.
 *
 * Two armies from two regions share one in three ways. Both enter it: then
 * neither touches the other's origin, and they pass together when both pass
 * alone and the region holds both. One enters the region the other leaves
 * (and the other does not enter the first's origin): then, given the
 * first's guard where it leaves and the second's stacking where it goes,
 * their Army units and Leaders decide, so they are judged once per two
 * kinds of army (units and Leaders) and region. They swap regions: judged
 * pair by pair, as the second way counted them twice.
 *
 * @module
 * @internal
 */
import type { CountJudge } from './count-judge.js'
import type { StepIndex } from './count-reading.js'

/**
 * The armies of a stock's groups of one signature (count-groups.ts): each
 * group of it has the same footprints, so they are judged once and counted
 * `many` times.
 *
 * @internal
 */
export interface Armies {
  readonly units: number
  readonly leaders: number
  readonly many: number
  /** Whether its groups, alone, leave no Leader unguarded (wherever they go). */
  readonly guards: boolean
  /** Of each of the stock's destinations (by place): 0 its groups may not enter it, 1 they may but over the stacking limit, 2 within it. */
  readonly entry: ReadonlyArray<number>
  /** How many places they enter within the stacking limit. */
  readonly stacking: number
}

/**
 * A stock's region, its destinations, and its armies by signature.
 *
 * @internal
 */
export interface Stand {
  readonly origin: number
  readonly to: ReadonlyArray<number>
  readonly armies: ReadonlyArray<Armies>
}

/** Armies of one region by Army units and Leaders, with the groups that pass a check; the first `size` entries are the region's. */
interface Kinds {
  readonly units: number[]
  readonly leaders: number[]
  readonly many: number[]
  size: number
}

const file = (into: Kinds, units: number, leaders: number, many: number): void => {
  if (many === 0) return
  for (let k = 0; k < into.size; k++)
    if (into.units[k] === units && into.leaders[k] === leaders) {
      into.many[k] = (into.many[k] as number) + many
      return
    }
  into.units[into.size] = units
  into.leaders[into.size] = leaders
  into.many[into.size] = many
  into.size++
}

/** Whether the armies pass alone stepping to `place`. */
const alone = (armies: Armies, place: number): boolean => armies.guards && armies.entry[place] === 2

/**
 * What sharing regions changes to the count of pairs from two regions: the
 * legal pairs among those that share one, less the pairs of them legal
 * alone.
 *
 * @internal
 */
export const pairsApartChange = (judge: CountJudge, stands: ReadonlyArray<Stand>, index: StepIndex): number => {
  const regions = judge.numbers.ids.length
  const { standAt, from, stepStand, stepPlace } = index
  const guarded: Kinds = { units: [], leaders: [], many: [], size: 0 }
  const stacking: Kinds = { units: [], leaders: [], many: [], size: 0 }
  let change = 0
  for (let region = 0; region < regions; region++) {
    const start = from[region] as number
    const end = from[region + 1] as number
    if (start === end) continue
    // Both enter it (a stand steps into a region once, so two steps are from two regions): only two legal alone
    // that the region cannot hold together change anything.
    let most = 0
    for (let e = start; e < end; e++) {
      const place = stepPlace[e] as number
      for (const armies of (stands[stepStand[e] as number] as Stand).armies) if (alone(armies, place)) most = Math.max(most, armies.units)
    }
    if (!judge.stacks(region, 2 * most))
      for (let e = start; e < end; e++) {
        const place = stepPlace[e] as number
        for (const armies of (stands[stepStand[e] as number] as Stand).armies) {
          if (!alone(armies, place)) continue
          for (let d = e + 1; d < end; d++) {
            const otherPlace = stepPlace[d] as number
            for (const others of (stands[stepStand[d] as number] as Stand).armies)
              if (alone(others, otherPlace) && !judge.stacks(region, armies.units + others.units)) change -= armies.many * others.many
          }
        }
      }
    // One enters where the other leaves.
    const at = standAt[region] as number
    const stand = at < 0 ? undefined : stands[at]
    if (stand === undefined) continue
    guarded.size = 0
    stacking.size = 0
    let aloneIn = 0
    for (let e = start; e < end; e++) {
      const place = stepPlace[e] as number
      for (const armies of (stands[stepStand[e] as number] as Stand).armies) {
        if (armies.entry[place] === 0) continue
        if (armies.guards) file(guarded, armies.units, armies.leaders, armies.many)
        if (alone(armies, place)) aloneIn += armies.many
      }
    }
    let aloneOut = 0
    for (const armies of stand.armies) {
      file(stacking, armies.units, armies.leaders, armies.many * armies.stacking)
      if (armies.guards) aloneOut += armies.many * armies.stacking
    }
    change -= aloneIn * aloneOut
    for (let a = 0; a < guarded.size; a++)
      for (let b = 0; b < stacking.size; b++)
        if (judge.crossing(region, guarded.units[a] as number, guarded.leaders[a] as number, stacking.units[b] as number, stacking.leaders[b] as number))
          change += (guarded.many[a] as number) * (stacking.many[b] as number)
  }
  // They swap regions: counted above once at each region, as if each entered where the other leaves.
  for (const stand of stands) {
    const p = stand.origin
    for (let place = 0; place < stand.to.length; place++) {
      const q = stand.to[place] as number
      const at = q > p ? (standAt[q] as number) : -1
      const other = at < 0 ? undefined : stands[at]
      const back = other === undefined ? -1 : other.to.indexOf(p)
      if (other === undefined || back < 0) continue
      for (const one of stand.armies) {
        if (one.entry[place] === 0) continue
        for (const two of other.armies) {
          if (two.entry[back] === 0) continue
          const legal =
            judge.pair(p, q, one.units, one.leaders, q, p, two.units, two.leaders) || judge.pair(q, p, two.units, two.leaders, p, q, one.units, one.leaders)
          const counted =
            (one.guards && two.entry[back] === 2 && judge.crossing(q, one.units, one.leaders, two.units, two.leaders) ? 1 : 0) +
            (two.guards && one.entry[place] === 2 && judge.crossing(p, two.units, two.leaders, one.units, one.leaders) ? 1 : 0)
          change += one.many * two.many * ((legal ? 1 : 0) + (alone(one, place) && alone(two, back) ? 1 : 0) - counted)
        }
      }
    }
  }
  return change
}
