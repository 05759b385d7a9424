/**
 * The attacks of a die numbered, in canonical order (ruling R12
 * (docs/rulings.md#r12)): for each region in id order, each canonical group,
 * each adjacent region holding enemy Army units. The listing walks the
 * numbers; a draw picks one, without listing them: a region of 10,000
 * figures beside the enemy has more attacks than could ever be listed.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { runOf } from '../../core/list.js'
import { attackDieOf } from './attack.js'
import { isArmyUnit, leadsCharacterDie } from './figures.js'
import { pickFigures, stocksOf, takesAny, type RegionStock } from './choice.js'
import { holdsEnemyArmy } from './census.js'
import type { DieAction } from './die.js'
import type { Position } from './position.js'
import { neighbours, type Board } from '../../board/graph.js'
import { ownValue } from '../../core/own-record.js'
import type { AttackMove, Side } from '../../model/ring-state.js'
import { holdsBack } from './rulings.js'
import { plainRanks, type GroupRanks } from './group-rank.js'

/** A stock beside the enemy: its targets, and the classes an attacking group may take figures of. */
interface Front {
  readonly stock: RegionStock
  readonly targets: ReadonlyArray<string>
  /** Per class, how many figures a group may take: 0 for Army units of a nation not At War. */
  readonly open: ReadonlyArray<number>
  readonly army: ReadonlyArray<boolean>
  readonly leads: ReadonlyArray<boolean>
  /** The first attack number of the stock. */
  readonly first: number
  /** The count vectors of the open classes (all zeros included), ranked. */
  readonly groups: GroupRanks
}

/**
 * The attack numbers of `side` for a die: how many, the attack of each
 * number (`null` for one that is no legal attack), and whether any is one.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export interface AttackSpace {
  readonly attackCount: number
  readonly attack: (number: number) => AttackMove | null
  readonly anyAttack: boolean
}

/**
 * Every attack of a die as a number: per stock beside the enemy (regions in
 * id order), each count vector of the classes that may attack (the last
 * varying fastest), each target; a number whose group holds no Army unit
 * (or, for a Character die, nobody to lead) is no attack.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const attackSpace = (board: Board, position: Position, side: Side, action: DieAction): AttackSpace => {
  const die = attackDieOf(action)
  const { nations } = position.state
  const fronts: Front[] = []
  let attackCount = 0
  let anyAttack = false
  for (const stock of stocksOf(position, side)) {
    // ruling R18 (docs/rulings.md#r18): an attack is on a neighbour holding enemy Army units.
    const targets = neighbours(board, stock.region).filter((region) => holdsEnemyArmy(position, side, region))
    if (targets.length === 0) continue
    const army = stock.classes.map((c) => isArmyUnit(c.kind))
    const leads = stock.classes.map((c) => leadsCharacterDie(c.kind))
    // ruling R17 (docs/rulings.md#r17): Army units of a nation not At War never attack, so their classes give none.
    const open = stock.classes.map((c) => (holdsBack(c.kind, ownValue(nations, c.owner)) ? 0 : c.ids.length))
    const groups = plainRanks(open)
    const armed = takesAny(open, army)
    const led = action !== 'character-die' || takesAny(open, leads)
    if (armed && led) anyAttack = true
    fronts.push({ stock, targets, open, army, leads, first: attackCount, groups })
    attackCount += groups.size * targets.length
  }
  const attack = (number: number): AttackMove | null => {
    const front = runOf(fronts, number)
    if (front === undefined || number < front.first) return null
    const offset = number - front.first
    const target = front.targets[offset % front.targets.length]
    if (target === undefined) return null
    const counts = front.open.map(() => 0)
    front.groups.countsOf(Math.floor(offset / front.targets.length), counts)
    if (!takesAny(counts, front.army) || (action === 'character-die' && !takesAny(counts, front.leads))) return null
    return { type: 'attack', side, die, figures: pickFigures(front.stock, counts), target }
  }
  return { attackCount, attack, anyAttack }
}
