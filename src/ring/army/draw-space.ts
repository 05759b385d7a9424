/**
 * The numbered candidates of a die: every group within the stacking limit
 * of each of the side's regions and every neighbour an Army may enter, in
 * the order the listing walks them, each judged alone on demand; and how
 * two of them make one move. The listing (legal-moves.ts), the even draw
 * (draw.ts), the count's companions (move-space.ts) all read the
 * candidates here, so that what makes a candidate is written once.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { runOf } from '../../core/list.js'
import { isArmyUnit, leadsCharacterDie, stackingLimitOf } from './figures.js'
import { groupRanks, type GroupRanks } from './group-rank.js'
import { fitTogether, pickFigures, stocksOf, takesAny, type RegionStock } from './choice.js'
import type { DieAction, DieMove } from './die.js'
import { attackSpace } from './attack-draw.js'
import { footprintOf, isAlone, isPairLegal, pairJudge, type Footprint, type PairJudge } from './pairs.js'
import { holdsEnemyArmy } from './census.js'
import { figureOf, type Position } from './position.js'
import { neighbours, type Board } from '../../board/graph.js'
import { ownValue } from '../../core/own-record.js'
import type { ArmyStep, AttackMove, Side } from '../../model/ring-state.js'
import { holdsBack, isClosedTo, isEnterable } from './rulings.js'

/**
 * A single army that passes every check not depending on other armies.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Candidate {
  readonly stock: RegionStock
  readonly counts: ReadonlyArray<number>
  readonly figures: ReadonlyArray<string>
  readonly to: string
}

/**
 * Whether two armies touch no region in common: each is then judged in the
 * pair exactly as alone, in either order, since an army changes the position
 * only in the region it leaves and the one it enters (their stacking and the
 * Leaders left there), and Army dice move only the acting side's figures. So
 * such a pair is legal exactly when both armies are legal alone, and needs no
 * judging of its own.
 */
const apart = (a: Candidate, b: Candidate): boolean =>
  a.stock.region !== b.stock.region && a.to !== b.to && a.to !== b.stock.region && b.to !== a.stock.region

/**
 * A candidate army with what pairing needs: its footprint, and whether it is
 * legal alone.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface Judged extends Candidate {
  readonly alone: boolean
  readonly footprint: Footprint
}

/**
 * The legal move of two candidates together, in canonical form, or `null`:
 * in candidate order, or reversed where only that order is legal.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const pairMove = (side: Side, pairs: PairJudge, first: Judged, second: Judged): DieMove | null => {
  const both = (moves: readonly [ArmyStep, ArmyStep]): DieMove => ({ type: 'army-die', side, moves })
  if (apart(first, second)) return first.alone && second.alone ? both([stepOf(first), stepOf(second)]) : null
  // ruling R12 (docs/rulings.md#r12): two groups of one region entering one region are one group.
  if (second.stock === first.stock && (second.to === first.to || !fitTogether(first.stock, [first.counts, second.counts]))) return null
  // The figures picked after the first army's are of the same classes as the candidate's, so its footprint holds.
  const asListed = isPairLegal(pairs, first.footprint, second.footprint)
  if (!asListed && !isPairLegal(pairs, second.footprint, first.footprint)) return null
  const later = stepOf(second, second.stock === first.stock ? pickFigures(second.stock, second.counts, first.counts) : second.figures)
  return both(asListed ? [stepOf(first), later] : [later, stepOf(first)])
}

/** The step of a candidate army, with its own figures or those given. */
const stepOf = (candidate: Candidate, figures: ReadonlyArray<string> = candidate.figures): ArmyStep => ({ figures, to: candidate.to })

/**
 * The move of one candidate alone.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const singleMove = (side: Side, action: DieAction, candidate: Candidate): DieMove => ({ type: action, side, moves: [stepOf(candidate)] })

/** What a draw needs of one region's stock: its neighbours and what each class brings to a group. */
interface Source {
  readonly stock: RegionStock
  readonly to: ReadonlyArray<string>
  /** Groups of the stock: every count per class within the stacking limit (all zeros, number 0, is none). */
  readonly ranks: GroupRanks
  /** The first number of the stock's candidates. */
  readonly first: number
  readonly army: ReadonlyArray<boolean>
  readonly leads: ReadonlyArray<boolean>
  /** The nation of each class of Army units when it is not At War, else `null`. */
  readonly notAtWar: ReadonlyArray<string | null>
}

/**
 * The numbered candidates of a side on a position: how many, and the
 * candidate of each number (`null` for one that is not legal).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface DrawSpace {
  readonly side: Side
  readonly action: DieAction
  readonly pairs: PairJudge
  /** How many numbers there are. */
  readonly size: number
  readonly candidate: (number: number) => Judged | null
  /** How many attack numbers follow every number and pair: each legal attack is one of them. */
  readonly attackCount: number
  /** The attack of an attack number, or `null` when it is not a legal attack. */
  readonly attack: (number: number) => AttackMove | null
  /** Whether any attack number is a legal attack. */
  readonly anyAttack: boolean
}

/** Whether an Army of `side` may enter a region at all (land, no enemy Army unit), and the region's nation. */
interface Entry {
  readonly open: boolean
  readonly nation: string | undefined
}

/**
 * The draw space of `side` for a die on a position.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const drawSpace = (board: Board, position: Position, side: Side, action: DieAction): DrawSpace => {
  const { nations } = position.state
  const entries = new Map<string, Entry>()
  // The same conditions as judgeEntry, as facts of the region: land, and no Army unit of the other side in it.
  const entryOf = (region: string): Entry => {
    const known = entries.get(region)
    if (known !== undefined) return known
    const place = board.regions.get(region)
    // ruling R5 (docs/rulings.md#r5): Army units of the other side close a region; its Leaders and Characters alone do not.
    // Each neighbour asked once: its enemy count alone is read, no tally made.
    const enemy = holdsEnemyArmy(position, side, region)
    const entry = { open: isEnterable(place) && !enemy, nation: place?.nation }
    entries.set(region, entry)
    return entry
  }
  const sources: Source[] = []
  const limit = stackingLimitOf(position.state)
  let size = 0
  for (const stock of stocksOf(position, side)) {
    // Only the neighbours an Army of the side may enter at all get numbers: the others could never make a candidate.
    const to = neighbours(board, stock.region).filter((region) => entryOf(region).open)
    const army: boolean[] = []
    const leads: boolean[] = []
    const notAtWar: Array<string | null> = []
    for (const c of stock.classes) {
      army.push(isArmyUnit(c.kind))
      leads.push(leadsCharacterDie(c.kind))
      const nation = figureOf(position, c.ids[0] ?? '')?.nation
      // ruling R9 (docs/rulings.md#r9): Leaders and Characters of a nation not At War do not close a border.
      notAtWar.push(nation !== undefined && holdsBack(c.kind, ownValue(nations, nation)) ? nation : null)
    }
    // A stock with no Army unit (or, for a Character die, nobody to lead) has no candidate: it gets no numbers at all.
    if (!army.includes(true) || (action === 'character-die' && !leads.includes(true))) continue
    // ruling R7 (docs/rulings.md#r7): only the groups within the stacking limit get numbers, as legalMoves lists only
    // them: a region of 10,000 figures has the numbers of a region of ten.
    const ranks = groupRanks(
      stock.classes.map((c) => c.ids.length),
      army,
      limit,
    )
    sources.push({ stock, to, ranks, first: size, army, leads, notAtWar })
    size += (ranks.size - 1) * to.length
  }
  const pairs = pairJudge(position, side)
  // Judged once each, by number: undefined until asked.
  const judged: Array<Judged | null | undefined> = []
  const judge = (number: number): Judged | null => {
    const source = runOf(sources, number)
    if (source === undefined) return null
    const offset = number - source.first
    const to = source.to[offset % source.to.length]
    if (to === undefined) return null
    // The group is number offset / neighbours + 1 in the order groupCounts counts: the last class varies fastest.
    const counts = source.stock.classes.map(() => 0)
    source.ranks.countsOf(Math.floor(offset / source.to.length) + 1, counts)
    if (!takesAny(counts, source.army) || (action === 'character-die' && !takesAny(counts, source.leads))) return null
    const entry = entryOf(to)
    // ruling R9 (docs/rulings.md#r9): Army units of a nation not At War enter only their own nation's regions.
    const closes = (i: number): boolean => {
      const held = source.notAtWar[i]
      return held !== null && held !== undefined && isClosedTo(entry.nation, held)
    }
    if (counts.some((n, i) => n > 0 && closes(i))) return null
    const figures = pickFigures(source.stock, counts)
    const footprint = footprintOf(pairs, source.stock, counts, to)
    return { stock: source.stock, counts, figures, to, alone: isAlone(pairs, footprint), footprint }
  }
  const candidate = (number: number): Judged | null => {
    let known = judged[number]
    if (known === undefined) {
      known = judge(number)
      judged[number] = known
    }
    return known
  }
  // ruling R18 (docs/rulings.md#r18): an attack is a die action of its own, listed whole (they are few and all legal).
  const { attackCount, attack, anyAttack } = attackSpace(board, position, side, action)
  return { side, action, pairs, size, candidate, attackCount, attack, anyAttack }
}

