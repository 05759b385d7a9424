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

/**
 * A die's armies by footprint (origin, destination, Army units and
 * Leaders), over every stock, each with how many groups make it. A stock's
 * armies are filed together, destination by destination.
 *
 * @internal
 */
export interface Footprints {
  readonly origins: number[]
  readonly ends: number[]
  readonly units: number[]
  readonly leaders: number[]
  readonly many: number[]
  /** 1 when the army alone leaves no Leader unguarded. */
  readonly guards: number[]
  /** 1 when the army alone keeps its destination within the stacking limit. */
  readonly stacks: number[]
  /** 1 when both: it passes alone. */
  readonly alone: number[]
}

/**
 * A stock's region, its destinations, and where its footprints to each are
 * filed: those to `to[p]` from `starts[p]` until `starts[p + 1]`.
 *
 * @internal
 */
export interface Stand {
  readonly origin: number
  readonly to: ReadonlyArray<number>
  readonly starts: ReadonlyArray<number>
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
      into.many[k] = (into.many[k] ?? 0) + many
      return
    }
  into.units[into.size] = units
  into.leaders[into.size] = leaders
  into.many[into.size] = many
  into.size++
}

/**
 * What sharing regions changes to the count of pairs from two regions: the
 * legal pairs among those that share one, less the pairs of them legal
 * alone.
 *
 * @internal
 */
export const pairsApartChange = (judge: CountJudge, footprints: Footprints, stands: ReadonlyArray<Stand>): number => {
  const { origins, ends, units, leaders, many, guards, stacks, alone } = footprints
  const regions = judge.numbers.ids.length
  const count = origins.length
  // The footprints entering each region, in one array.
  // Plain arrays: typed ones cost more to make than this walk saves on them.
  const from: number[] = new Array<number>(regions + 1).fill(0)
  for (let f = 0; f < count; f++) {
    const end = (ends[f] ?? 0) + 1
    from[end] = (from[end] ?? 0) + 1
  }
  for (let r = 0; r < regions; r++) from[r + 1] = (from[r + 1] ?? 0) + (from[r] ?? 0)
  const entering: number[] = new Array<number>(count).fill(0)
  const next = from.slice(0, regions)
  for (let f = 0; f < count; f++) {
    const end = ends[f] ?? 0
    const at = next[end] ?? 0
    entering[at] = f
    next[end] = at + 1
  }
  const standAt: number[] = new Array<number>(regions).fill(-1)
  stands.forEach((stand, s) => (standAt[stand.origin] = s))
  const guarded: Kinds = { units: [], leaders: [], many: [], size: 0 }
  const stacking: Kinds = { units: [], leaders: [], many: [], size: 0 }
  let change = 0
  for (let region = 0; region < regions; region++) {
    const start = from[region] ?? 0
    const end = from[region + 1] ?? 0
    if (start === end) continue
    // Both enter it: only two legal alone that the region cannot hold together change anything.
    let most = 0
    for (let e = start; e < end; e++) {
      const f = entering[e] ?? 0
      if (alone[f] === 1) most = Math.max(most, units[f] ?? 0)
    }
    if (!judge.stacks(region, 2 * most))
      for (let e = start; e < end; e++) {
        const f = entering[e] ?? 0
        if (alone[f] !== 1) continue
        for (let d = e + 1; d < end; d++) {
          const g = entering[d] ?? 0
          if (alone[g] === 1 && origins[g] !== origins[f] && !judge.stacks(region, (units[f] ?? 0) + (units[g] ?? 0))) change -= (many[f] ?? 0) * (many[g] ?? 0)
        }
      }
    // One enters where the other leaves.
    const at = standAt[region] ?? -1
    const stand = at < 0 ? undefined : stands[at]
    if (stand === undefined) continue
    guarded.size = 0
    stacking.size = 0
    let aloneIn = 0
    for (let e = start; e < end; e++) {
      const f = entering[e] ?? 0
      file(guarded, units[f] ?? 0, leaders[f] ?? 0, (guards[f] ?? 0) * (many[f] ?? 0))
      aloneIn += (alone[f] ?? 0) * (many[f] ?? 0)
    }
    let aloneOut = 0
    for (let f = stand.starts[0] ?? 0; f < (stand.starts[stand.to.length] ?? 0); f++) {
      file(stacking, units[f] ?? 0, leaders[f] ?? 0, (stacks[f] ?? 0) * (many[f] ?? 0))
      aloneOut += (alone[f] ?? 0) * (many[f] ?? 0)
    }
    change -= aloneIn * aloneOut
    for (let a = 0; a < guarded.size; a++)
      for (let b = 0; b < stacking.size; b++)
        if (judge.crossing(region, guarded.units[a] ?? 0, guarded.leaders[a] ?? 0, stacking.units[b] ?? 0, stacking.leaders[b] ?? 0))
          change += (guarded.many[a] ?? 0) * (stacking.many[b] ?? 0)
  }
  // They swap regions: counted above once at each region, as if each entered where the other leaves.
  for (const stand of stands) {
    const p = stand.origin
    for (let place = 0; place < stand.to.length; place++) {
      const q = stand.to[place] ?? 0
      const at = q > p ? (standAt[q] ?? -1) : -1
      const other = at < 0 ? undefined : stands[at]
      const back = other === undefined ? -1 : other.to.indexOf(p)
      if (other === undefined || back < 0) continue
      for (let f = stand.starts[place] ?? 0; f < (stand.starts[place + 1] ?? 0); f++)
        for (let g = other.starts[back] ?? 0; g < (other.starts[back + 1] ?? 0); g++) {
          const uf = units[f] ?? 0
          const lf = leaders[f] ?? 0
          const ug = units[g] ?? 0
          const lg = leaders[g] ?? 0
          const legal = judge.pair(p, q, uf, lf, q, p, ug, lg) || judge.pair(q, p, ug, lg, p, q, uf, lf)
          const counted =
            (guards[f] === 1 && stacks[g] === 1 && judge.crossing(q, uf, lf, ug, lg) ? 1 : 0) +
            (guards[g] === 1 && stacks[f] === 1 && judge.crossing(p, ug, lg, uf, lf) ? 1 : 0)
          change += (many[f] ?? 0) * (many[g] ?? 0) * ((legal ? 1 : 0) + (alone[f] ?? 0) * (alone[g] ?? 0) - counted)
        }
    }
  }
  return change
}
