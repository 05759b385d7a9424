/**
 * The rulings of an army die move, each written once: a function of what
 * the position says (a figure, a region, a census) that answers with the
 * violation it finds, without words, or `null`. The verdict in words
 * (`validateMove`, `reach`) collects every one and puts the words on at the
 * edge; the yes/no question (`isLegalArmy`) stops at the first it finds.
 *
 * A violation made here has the fields `violation()` gives it, in its
 * order, and an empty message: the caller words it once, in the names it
 * answers in.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { acrossBorder, type Region } from '../../board/board.js'
import type { Board } from '../../board/graph.js'
import { sharesRoute } from '../../board/routes.js'
import type { FigureKind, Nation, Side } from '../../model/ring-state.js'
import type { Violation } from '../../model/violation.js'
import { isArmyUnit } from './figures.js'

/**
 * A violation found by a ruling: its code and evidence, its message still
 * empty.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export type Fault = { message: string } & Violation

/**
 * Appends `fault`, if any, to `into` (it mutates `into`): how a judge
 * gathers what the rulings find.
 *
 * @internal
 */
export const addFault = (into: Fault[], fault: Fault | null): void => {
  if (fault !== null) into.push(fault)
}

/**
 * Ruling R2 (docs/rulings.md#r2): a figure moves only for the side it plays
 * for, its nation's side before its own; a figure of no known side belongs
 * to nobody who may move it. `owner`: the side it plays for, as
 * `sideWith` of figures.ts reads it; `nation`, its nation. NOT_OWNED.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const ownerFault = (owner: Side | undefined, nation: string | undefined, id: string, side: Side, army: number): Fault | null =>
  owner === side ? null : { code: 'NOT_OWNED', message: '', id, owner: owner ?? nation ?? 'no side', actor: side, army }

/**
 * Ruling R14 (docs/rulings.md#r14): a moving group needs an Army unit, and a
 * list of unknown ids is not also called not an army. `known`: how many of
 * the listed figures are known; `isArmy`, whether one of them is an Army
 * unit. NOT_AN_ARMY.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const armyFault = (known: number, isArmy: boolean, figures: ReadonlyArray<string>, army: number): Fault | null =>
  known === 0 || isArmy ? null : { code: 'NOT_AN_ARMY', message: '', figures: [...figures], army }

/**
 * Ruling R4 (docs/rulings.md#r4): a Character die moves only a group that
 * holds a Leader, a Nazgul or a Character itself. `led` says whether the
 * group's known figures do; a group of no known figure is judged for
 * nothing here. NEEDS_LEADER.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const leaderFault = (known: number, led: boolean, figures: ReadonlyArray<string>, army: number): Fault | null =>
  known === 0 || led ? null : { code: 'NEEDS_LEADER', message: '', figures: [...figures], army }

/**
 * Ruling R15 (docs/rulings.md#r15): a group whose destination is the region
 * it stands in does not move, and nothing else of the move is judged.
 * NO_MOVEMENT.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const stayFault = (origin: string | null, to: string, army: number): Fault | null =>
  origin !== null && to === origin ? { code: 'NO_MOVEMENT', message: '', region: origin, army } : null

/**
 * A step leads only across a border the two regions share (a ferry route
 * included), never over an impassable line. IMPASSABLE or NOT_ADJACENT.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const stepFault = (board: Board, from: string, to: string, army: number): Fault | null =>
  // Most steps cross a plain border: one look-up. Past that, only a ferry route joins two regions. This is areAdjacent
  // (board/routes.ts) spelt out: calling it made the ring game by marchlaw/ring 15 B larger gzipped, past its 16 kB target.
  acrossBorder(board, from, to) !== undefined || (from !== to && sharesRoute(board, from, to))
    ? null
    : { code: board.impassable.get(from)?.has(to) === true ? 'IMPASSABLE' : 'NOT_ADJACENT', message: '', from, to, army }

/**
 * Ruling R1 (docs/rulings.md#r1): armies enter only land, never a sea or a
 * capital region. NOT_LAND.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const landFault = (place: Region, region: string, army: number): Fault | null =>
  isEnterable(place) ? null : { code: 'NOT_LAND', message: '', region, kind: place.kind, army }

/**
 * Ruling R1 (docs/rulings.md#r1): whether an army may enter `place` at all:
 * land only. What {@link landFault} refuses, asked of a region by every draw.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const isEnterable = (place: Region | undefined): boolean => place?.kind === 'land'

/**
 * Ruling R5 (docs/rulings.md#r5): a region holding enemy Army units is
 * attacked, not entered; enemy Leaders and Characters alone never block.
 * `count`: how many enemy Army units stand there; `units`: which, sorted (the
 * violation holds a copy), or `null` for a question that only asks whether.
 * ENEMY_ARMY.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const enemyFault = (region: string, count: number, units: ReadonlyArray<string> | null, army: number): Fault | null =>
  count === 0 ? null : { code: 'ENEMY_ARMY', message: '', region, units: units === null ? [] : [...units], army }

/**
 * Ruling R9 (docs/rulings.md#r9): an Army unit of a nation not At War
 * closes every region of another nation to its army. `notAtWar`: the
 * nations of the group's Army units not At War, sorted. NOT_AT_WAR.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const warFault = (place: Region, region: string, notAtWar: ReadonlyArray<string>, army: number): Fault | null => {
  const regionNation = place.nation
  if (regionNation === undefined || notAtWar.length === 0) return null
  if (notAtWar.length === 1 && !isClosedTo(regionNation, notAtWar[0] as string)) return null
  const nations = notAtWar.filter((nation) => isClosedTo(regionNation, nation))
  return nations.length === 0 ? null : { code: 'NOT_AT_WAR', message: '', region, nations, regionNation, army }
}

/**
 * Ruling R9 (docs/rulings.md#r9), R17 (docs/rulings.md#r17): whether a
 * figure of `kind`, of the nation `entry` (`undefined`: none the position
 * knows), holds its army back: an Army unit of a nation not At War. Its
 * army enters only its nation's regions and never attacks; Leaders, Nazgul
 * and Characters hold nothing back.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const holdsBack = (kind: FigureKind, entry: Nation | undefined): boolean => isArmyUnit(kind) && entry?.atWar === false

/**
 * Ruling R9 (docs/rulings.md#r9): whether a region of the nation
 * `regionNation` (`undefined`: of no nation) is closed to Army units of
 * `nation`, a nation not At War: a region of another nation. A region of no
 * nation is open to all.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const isClosedTo = (regionNation: string | undefined, nation: string): boolean => regionNation !== undefined && nation !== regionNation

/**
 * Ruling R7 (docs/rulings.md#r7): a region may hold at most `limit` Army
 * units of the moving side; Leaders, Characters and enemy units do not
 * count. `count` is the side's Army units there after the move; `army` is
 * absent where the stack is judged once for the whole action. STACKING_LIMIT.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const stackingFault = (region: string, count: number, limit: number, army?: number): Fault | null =>
  count <= limit
    ? null
    : { code: 'STACKING_LIMIT', message: '', region, count, limit, ...(army === undefined ? {} : { army }) }

/**
 * Ruling R8 (docs/rulings.md#r8): a Free Peoples Leader is never left in a
 * region without a Free Peoples Army unit. `leadersLeft`: how many Leaders
 * stay there; `guardsLeft`, how many Free Peoples Army units stay with
 * them; `leaders`, which Leaders stay (sorted), asked only of a fault.
 * LEADER_ALONE.
 *
 * @since 0.2.0
 * @category ring
 * @internal
 */
export const leaderAloneFault = (region: string, leadersLeft: number, guardsLeft: number, leaders: () => ReadonlyArray<string>, army?: number): Fault | null =>
  leadersLeft <= 0 || guardsLeft > 0
    ? null
    : { code: 'LEADER_ALONE', message: '', region, leaders: [...leaders()], ...(army === undefined ? {} : { army }) }
