/**
 * The canonical groups of a stock as a count needs them, apart from the
 * board: how many groups share each signature (the Army units, Leaders and
 * nation kept out of other nations' regions that decide where a group may
 * go and how it is judged), and for the Army die how many pairs of groups
 * that fit together in the stock share each two signatures.
 *
 * @module
 * @internal
 */
import { isArmyUnit, stackingLimitOf } from './figures.js'
import { countsWithin, type RegionStock } from './choice.js'
import type { DieAction } from './die.js'
import { figureOf, type Position } from './position.js'
import { ownValue } from '../../core/own-record.js'
import { perNumber } from '../../core/memo.js'
import { holdsBack } from './rulings.js'

/**
 * A stock's groups by signature. `closedTo` of a signature: -1 enters any
 * region, -2 (nations of two not At War) only regions of no nation, else
 * only those of the stock's nation kept out of others' regions of that
 * index (see {@link stockGroups}).
 *
 * @internal
 */
export interface StockGroups {
  readonly units: ReadonlyArray<number>
  readonly leaders: ReadonlyArray<number>
  readonly closedTo: ReadonlyArray<number>
  readonly many: ReadonlyArray<number>
  /** Pairs of two different groups that fit together: the signatures of the first and second, and how many such pairs. */
  readonly firsts: ReadonlyArray<number>
  readonly seconds: ReadonlyArray<number>
  readonly pairs: ReadonlyArray<number>
  /** Of each signature, how many of its groups fit twice in the stock (two armies of the same figures' classes and counts). */
  readonly twice: ReadonlyArray<number>
  /**
   * How many groups may attack instead (none of a nation not At War), of
   * every size: an attack enters no region, so no stacking limit bounds it,
   * and the groups above are only those a limit lets move.
   */
  readonly attackers: number
}

/** A class's role in a group: of Army units, of Leaders, or of other figures that lead a Character die. */
const UNITS = 0
const LEADERS = 1
const LEADING = 2

/**
 * What decides a stock's groups: per class its size, its role, and the
 * nation it is kept out of others' regions for (an index into `closed`,
 * -1: none).
 */
interface Shape {
  readonly closed: ReadonlyArray<string>
  readonly sizes: ReadonlyArray<number>
  readonly roles: ReadonlyArray<number>
  readonly closedOf: ReadonlyArray<number>
}

const shapeOf = (position: Position, stock: RegionStock): Shape => {
  const { nations } = position.state
  const sizes: number[] = []
  const roles: number[] = []
  // ruling R9 (docs/rulings.md#r9): Army units of a nation not At War enter only their own nation's regions.
  const closed: string[] = []
  const closedOf: number[] = []
  for (const c of stock.classes) {
    const units = isArmyUnit(c.kind)
    sizes.push(c.ids.length)
    roles.push(units ? UNITS : c.kind === 'leader' ? LEADERS : LEADING)
    const nation = units ? figureOf(position, c.ids[0] ?? '')?.nation : undefined
    let at = -1
    if (nation !== undefined && holdsBack(c.kind, ownValue(nations, nation))) {
      at = closed.indexOf(nation)
      if (at < 0) at = closed.push(nation) - 1
    }
    closedOf.push(at)
  }
  return { closed, sizes, roles, closedOf }
}

/** A shape's key as a number, ten bits a class, while it fits (a few classes of fewer than 64 figures, a limit under 64); else `undefined`. */
const numberOf = (shape: Shape, action: DieAction, limit: number): number | undefined => {
  if (limit >= 64) return undefined
  let key = (action === 'army-die' ? 1 : 2) + 2 * limit
  for (let k = 0; k < shape.sizes.length; k++) {
    const size = shape.sizes[k] as number
    const at = shape.closedOf[k] as number
    if (size >= 64 || at >= 3 || key >= 2 ** 42) return undefined
    key = key * 1024 + size * 16 + (shape.roles[k] as number) * 4 + at + 1
  }
  return key
}

// A stock's groups follow from its shape alone, and a game has few shapes (one regular, two regulars and a Leader):
// each is worked out once, keyed by a number (a map finds it without hashing a string). Only numbers are kept, and no
// more than `SHAPES_KEPT` shapes; a shape too big for the key is worked out each time.
const SHAPES_KEPT = 1024
const byShape = /* @__PURE__ */ perNumber<StockGroups>(SHAPES_KEPT)

/**
 * The groups of a stock a die moves (each with an Army unit, and for a
 * Character die a Leader, Nazgul or Character; none with more Army units
 * than the stacking limit), by signature, and the nations its signatures'
 * `closedTo` name.
 *
 * @internal
 */
export const stockGroups = (position: Position, stock: RegionStock, action: DieAction): { readonly groups: StockGroups; readonly closed: ReadonlyArray<string> } => {
  const shape = shapeOf(position, stock)
  const limit = stackingLimitOf(position.state)
  const key = numberOf(shape, action, limit)
  const make = (): StockGroups => groupsOf(shape, action, limit)
  return { groups: key === undefined ? make() : byShape(key, make), closed: shape.closed }
}

/** Whether counts `a` come before `b` in mixed-radix order, or equal them (0). */
const order = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number => {
  for (let k = 0; k < a.length; k++) if ((a[k] as number) !== (b[k] as number)) return (a[k] as number) - (b[k] as number)
  return 0
}

const groupsOf = (shape: Shape, action: DieAction, limit: number): StockGroups => {
  const { sizes, roles, closedOf } = shape
  const n = sizes.length
  // ruling R7 (docs/rulings.md#r7): a group of more Army units than the stacking limit is refused wherever it goes, so
  // only groups within the limit are worked out: a region of 20,000 regulars has ten groups, not 20,000, and the pairs
  // beside them stay as few. (Attacks, which no limit bounds, are counted from the sizes: `attackers`.)
  const caps = sizes.map((size, i) => (roles[i] === UNITS ? Math.min(size, limit) : size))
  let unitsHere = 0
  let leadersHere = 0
  caps.forEach((size, i) => {
    if (roles[i] === UNITS) unitsHere += size
    if (roles[i] === LEADERS) leadersHere += size
  })
  const units: number[] = []
  const leaders: number[] = []
  const closedTo: number[] = []
  const many: number[] = []
  const signatureAt: number[] = []
  /** The signature of a group (-1: none the die moves), made when first met. */
  const signatureOf = (counts: ReadonlyArray<number>): number => {
    let groupUnits = 0
    let groupLeaders = 0
    let leading = false
    let closing = -1
    for (let i = 0; i < n; i++) {
      const taken = counts[i] as number
      if (taken === 0) continue
      if (roles[i] === UNITS) groupUnits += taken
      else leading = true
      if (roles[i] === LEADERS) groupLeaders += taken
      const nation = closedOf[i] as number
      if (nation !== -1) closing = closing === -1 || closing === nation ? nation : -2
    }
    if (groupUnits === 0 || (action === 'character-die' && !leading)) return -1
    const key = ((closing + 2) * (unitsHere + 1) + groupUnits) * (leadersHere + 1) + groupLeaders
    let signature = signatureAt[key]
    if (signature === undefined) {
      signature = units.length
      signatureAt[key] = signature
      units.push(groupUnits)
      leaders.push(groupLeaders)
      closedTo.push(closing)
      many.push(0)
    }
    return signature
  }
  // Each group the die moves, with its signature: the pairs below walk them.
  const groups: Array<ReadonlyArray<number>> = []
  const signatures: number[] = []
  const isUnits = roles.map((role) => role === UNITS)
  for (const counts of countsWithin(caps, isUnits, limit)) {
    const signature = signatureOf(counts)
    if (signature < 0) continue
    many[signature] = (many[signature] as number) + 1
    groups.push(counts.slice())
    signatures.push(signature)
  }
  const firsts: number[] = []
  const seconds: number[] = []
  const pairs: number[] = []
  const twice = many.map(() => 0)
  if (action === 'army-die') {
    const pairAt: number[] = []
    const room = sizes.map(() => 0)
    // The groups that fit beside a group are those within what it leaves of each class: only they are walked, each
    // unordered pair once (the second not before the first).
    for (let g = 0; g < groups.length; g++) {
      const taken = groups[g] as ReadonlyArray<number>
      const first = signatures[g] as number
      for (let k = 0; k < n; k++) room[k] = Math.min((sizes[k] as number) - (taken[k] as number), caps[k] as number)
      for (const other of countsWithin(room, isUnits, limit)) {
        const after = order(other, taken)
        if (after < 0) continue
        const second = signatureOf(other)
        if (second < 0) continue
        if (after === 0) {
          twice[first] = (twice[first] as number) + 1
          continue
        }
        const key = first * many.length + second
        const known = pairAt[key]
        if (known !== undefined) pairs[known] = (pairs[known] as number) + 1
        else {
          pairAt[key] = pairs.length
          firsts.push(first)
          seconds.push(second)
          pairs.push(1)
        }
      }
    }
  }
  // ruling R18 (docs/rulings.md#r18), R17 (docs/rulings.md#r17): the attackers are counted, not listed, from every class's size.
  let withUnits = 1
  let others = 1
  for (let k = 0; k < n; k++) {
    if (roles[k] !== UNITS) others *= (sizes[k] as number) + 1
    else if ((closedOf[k] as number) === -1) withUnits *= (sizes[k] as number) + 1
  }
  const attackers = (withUnits - 1) * (action === 'character-die' ? others - 1 : others)
  return { units, leaders, closedTo, many, firsts, seconds, pairs, twice, attackers }
}
