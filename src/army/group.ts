/**
 * The checks every army move makes against the position in progress: the
 * moving group itself (known, listed once, owned, not moved yet, together,
 * an Army), each step, each region entered, the stacking limit and the
 * Leaders left behind.
 *
 * @since 0.1.0
 * @module
 */
import { figureSide, isArmyUnit, leadsCharacterDie, stackingLimitOf, type Group } from './figures.js'
import { figureOf, figuresIn, regionOf, type Position } from './position.js'
import { border, type Board } from '../graph.js'
import type { Side } from '../model/ring-state.js'
import { ownValue } from '../internal/own-record.js'
import { type Violation } from '../model/violation.js'
import { violation } from '../words/ring.js'
import { idWords } from '../words/ring.js'
import { entryFaults } from './entry.js'

const NONE: ReadonlyArray<string> = []

export type { Group } from './figures.js'

/**
 * A group and the violations of its figures, as {@link checkGroup} finds them.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export interface GroupCheck {
  readonly group: Group
  readonly violations: ReadonlyArray<Violation>
}

/**
 * Checks the figures of one moving group against the action so far: each is
 * known, listed once, of the acting side and not moved yet in this action;
 * all start in one region; and there is an Army unit among them. `army` is
 * the index the violations carry. `notAtWar` names the nations of its Army
 * units that are not At War.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const checkGroup = (
  position: Position,
  side: Side,
  figures: ReadonlyArray<string>,
  army: number,
): GroupCheck => {
  const { nations } = position.state
  const violations: Violation[] = []
  const known: string[] = []
  // A Set, not list look-ups: a group may list 100,000 figures, or 40,000 unknown ids twice. The others are made
  // only when needed (a repeated id, a second region), so that the common group of a few figures allocates little.
  const listed = new Set<string>()
  let twice: Set<string> | null = null
  let origin: string | null = null
  let regionSet: Set<string> | null = null
  // Bounded by the nations of the game, not by the figures: a list is enough.
  const notAtWar: string[] = []
  let isArmy = false
  if (figures.length === 0) violations.push(violation('EMPTY_ARMY', {}, army))
  for (const id of figures) {
    if (listed.has(id)) {
      twice ??= new Set<string>()
      if (!twice.has(id)) violations.push(violation('DUPLICATE_ID', { id }, army))
      twice.add(id)
      continue
    }
    listed.add(id)
    const figure = figureOf(position, id)
    if (figure === undefined) {
      violations.push(violation('UNKNOWN_ID', { id, entity: 'figure' }, army))
      continue
    }
    known.push(id)
    const owner = figureSide(nations, figure)
    // ruling R2 (docs/rulings.md#r2): a figure of no known side belongs to nobody who may move it.
    if (owner !== side) violations.push(violation('NOT_OWNED', { id, owner: owner ?? figure.nation ?? 'no side', actor: side }, army))
    if (position.moved.size > 0 && position.moved.has(id)) violations.push(violation('MOVED_TWICE', { id }, army))
    const region = regionOf(position, id) ?? figure.region
    if (origin === null) origin = region
    else if (region !== origin) (regionSet ??= new Set([origin])).add(region)
    const armyUnit = isArmyUnit(figure.kind)
    if (armyUnit) isArmy = true
    // ruling R9 (docs/rulings.md#r9): only the Army units of a nation not At War hold the army back; its Leaders and Characters do not.
    if (armyUnit && figure.nation !== undefined && ownValue(nations, figure.nation)?.atWar === false && !notAtWar.includes(figure.nation))
      notAtWar.push(figure.nation)
  }
  if (regionSet !== null) {
    violations.push(violation('NOT_TOGETHER', { regions: [...regionSet].sort() }, army))
    origin = null
  }
  // ruling R14 (docs/rulings.md#r14): a list of unknown ids is not also called NOT_AN_ARMY.
  if (known.length > 0 && !isArmy) violations.push(violation('NOT_AN_ARMY', { figures: [...figures] }, army))
  return { group: { figures, known, origin, isArmy, notAtWar: notAtWar.sort() }, violations }
}

/**
 * Why a group may not use a Character die: none of its known figures is a
 * Leader, Nazgul or Character (ruling R4).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const checkLed = (position: Position, group: Group, army: number): ReadonlyArray<Violation> =>
  group.known.length === 0 || group.known.some((id) => leadsCharacterDie(figureOf(position, id)?.kind ?? 'regular'))
    ? []
    : [violation('NEEDS_LEADER', { figures: [...group.figures] }, army)]

/**
 * Why a group may not step from one region to the next: an impassable line,
 * or no shared border.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const checkStep = (board: Board, from: string, to: string, army: number): ReadonlyArray<Violation> => {
  const how = border(board, from, to)
  if (how === 'adjacent') return []
  return [violation(how === 'impassable' ? 'IMPASSABLE' : 'NOT_ADJACENT', { from, to }, army)]
}

/**
 * The enemy Army units in a region now: Army units of a known side other
 * than the acting one, sorted.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const enemyArmyUnits = (position: Position, side: Side, region: string): ReadonlyArray<string> =>
  figuresIn(position, region)
    .filter((id) => isEnemyArmyUnit(position, side, id))
    .sort()

const isEnemyArmyUnit = (position: Position, side: Side, id: string): boolean => {
  const figure = figureOf(position, id)
  if (figure === undefined || !isArmyUnit(figure.kind)) return false
  const owner = figureSide(position.state.nations, figure)
  return owner !== undefined && owner !== side
}

/**
 * Whether a region holds an enemy Army unit of `side`: what
 * {@link enemyArmyUnits} lists, asked as a question (no list built, the first
 * one found answers).
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const holdsEnemyArmy = (position: Position, side: Side, region: string): boolean => {
  for (const id of figuresIn(position, region)) if (isEnemyArmyUnit(position, side, id)) return true
  return false
}

/**
 * Why a group may not enter a region: unknown, not land, enemy Army units
 * there (ruling R5: only Army units occupy a region), or a nation of the group
 * not At War entering another nation's region. `enemiesIn` finds the enemy
 * Army units of a region; a caller asking about many groups passes one that
 * remembers its answers.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const checkEntry = (
  board: Board,
  position: Position,
  side: Side,
  group: Group,
  region: string,
  army: number,
  enemiesIn: (region: string) => ReadonlyArray<string> = (here) => enemyArmyUnits(position, side, here),
): ReadonlyArray<Violation> => {
  const violations: Violation[] = []
  // The enemy units are looked for only in a region the map knows.
  entryFaults(violations, board, group, region, board.regions.has(region) ? enemiesIn(region) : NONE, army, idWords)
  return violations
}

/**
 * A region over the stacking limit now: the moving side's Army units count;
 * Leaders and Characters do not, nor enemy Army units (a region holding
 * them is ENEMY_ARMY): ruling R7 (docs/rulings.md#r7).
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const checkStacking = (position: Position, side: Side, region: string, army?: number): ReadonlyArray<Violation> => {
  const limit = stackingLimitOf(position.state)
  let count = 0
  for (const id of figuresIn(position, region)) {
    const figure = figureOf(position, id)
    if (figure !== undefined && isArmyUnit(figure.kind) && figureSide(position.state.nations, figure) === side) count++
  }
  return count > limit ? [violation('STACKING_LIMIT', { region, count, limit }, army)] : []
}

/**
 * Free Peoples Leaders left now in a region without Free Peoples Army units.
 *
 * @since 0.1.0
 * @category ring
 * @internal
 */
export const checkLeaders = (position: Position, region: string, army?: number): ReadonlyArray<Violation> => {
  const { nations } = position.state
  const leaders: string[] = []
  let guarded = false
  for (const id of figuresIn(position, region)) {
    const figure = figureOf(position, id)
    if (figure === undefined) continue
    if (figure.kind === 'leader') leaders.push(id)
    else if (isArmyUnit(figure.kind) && figureSide(nations, figure) === 'free') guarded = true
  }
  return leaders.length > 0 && !guarded ? [violation('LEADER_ALONE', { region, leaders: leaders.sort() }, army)] : []
}
