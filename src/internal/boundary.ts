/**
 * The boundary of the rules entry: every public function checks the shape
 * of its board, state and move before judging them, so that a host that
 * passes on what an untrusted client sent gets a refusal, never a throw and
 * never a verdict on something that is not a move. A state or board the
 * library made itself is known and passes at once; anything else is walked
 * (the walk costs what reading the position costs anyway).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { isBoard, type Board } from '../board/board.js'
import type { Reach } from '../model/outcome.js'
import { isOwned, putField } from './owned.js'
import { figureKind, isPlainRingState, ringNations, ringStateOptional, type Gathered } from './plain-ring-state.js'
export { isId, isSide } from './plain-ring-state.js'
import { viewOf } from './piece-view.js'
import { piecesRead } from './carried-fields.js'
import type { PieceTable, Pieces } from './piece-table.js'
import type { ArmyDieMove, CharacterDieMove, Figure, RingState } from '../model/ring-state.js'
import { count, fields, id, list, mismatch, oneOf, orNull, positive, record, tagged, text, type Mismatch, type Shape } from './shape.js'
import type { Violations } from '../model/violation.js'
import { violation } from '../words/violation.js'


const side = oneOf('free', 'shadow')
const ids = list(id)

const ringStateShape: Shape = fields(
  {
    format: oneOf('marchlaw/state@1'),
    ruleset: oneOf('ring'),
    nations: ringNations,
    figures: record(fields({ kind: figureKind, region: id }, { nation: id, side, name: text })),
  },
  ringStateOptional,
)

/**
 * Where a value given as a ring state first differs from the format's
 * shape, as the shapes find it (what {@link stateProblem} words once the
 * pass by hand has said no); `null` when it fits.
 *
 * @internal
 */
export const ringStateMismatch = (state: unknown): Mismatch | null => mismatch(ringStateShape, state, 'state')

const piece = fields({ faction: id, region: id })
const token = fields({ id, kind: orNull(text) })

const heroesStateShape: Shape = fields(
  {
    format: oneOf('marchlaw/state@1'),
    ruleset: oneOf('heroes'),
    speeds: record(record(positive)),
    units: record(fields({ faction: id, type: id, region: id }, { name: text })),
  },
  {
    $schema: text,
    vessels: record(piece),
    towers: record(piece),
    exploration: record(list(token)),
    marchSlots: count,
    pending: orNull(fields({ kind: oneOf('exploration'), faction: id, region: id, revealed: token, more: count })),
  },
)

const step = fields({ figures: ids, to: id })
const allowance = fields({ armies: positive, regions: positive })

const ringMoveShape: Shape = tagged('type', {
  'army-die': fields({ type: text, side, moves: list(step) }),
  'character-die': fields({ type: text, side, moves: list(step) }),
  'event-move': fields({ type: text, side, allowance, moves: list(fields({ figures: ids, path: ids })) }),
  attack: fields({ type: text, side, die: oneOf('army', 'character'), figures: ids, target: id }),
})

const heroesMoveShape: Shape = tagged('type', {
  march: fields({ type: text, faction: id, units: ids, to: id }, { path: ids }),
  'resolve-exploration': fields({ type: text, faction: id, token: id }),
})

/** A ruleset's name. @internal */
export type Ruleset = 'ring' | 'heroes'

const stateShapes: Readonly<Record<Ruleset, Shape>> = { ring: ringStateShape, heroes: heroesStateShape }
const moveShapes: Readonly<Record<Ruleset, Shape>> = { ring: ringMoveShape, heroes: heroesMoveShape }
const otherRuleset: Readonly<Record<Ruleset, Ruleset>> = { ring: 'heroes', heroes: 'ring' }
const moveTypes: Readonly<Record<Ruleset, ReadonlyArray<string>>> = {
  ring: ['army-die', 'character-die', 'event-move', 'attack'],
  heroes: ['march', 'resolve-exploration'],
}

const rulesetOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Readonly<Record<string, unknown>>)['ruleset'] : undefined

const typeOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Readonly<Record<string, unknown>>)['type'] : undefined

/**
 * What is wrong with a state given to a function of `ruleset`:
 * `WRONG_RULESET` for a state of the other ruleset, or `MALFORMED_STATE`
 * with the path; `null` when it fits.
 *
 * @internal
 */
export const stateProblem = (ruleset: Ruleset, state: unknown): Violations | null => {
  if (typeof state === 'object' && state !== null && isOwned(state) && rulesetOf(state) === ruleset) return null
  if (ruleset === 'ring' && isPlainRingState(state)) return null
  const wrong = mismatch(stateShapes[ruleset], state, 'state')
  if (wrong === null) return null
  if (rulesetOf(state) === otherRuleset[ruleset]) return [violation('WRONG_RULESET', { ruleset, expected: otherRuleset[ruleset] })]
  return [violation('MALFORMED_STATE', wrong)]
}

/**
 * What is wrong with a board and a state given to a function of `ruleset`:
 * `MALFORMED_BOARD`, or what {@link stateProblem} finds; `null` when both fit.
 *
 * @internal
 */
export const positionProblem = (ruleset: Ruleset, board: unknown, state: unknown): Violations | null =>
  isBoard(board) ? stateProblem(ruleset, state) : [violation('MALFORMED_BOARD', { expected: 'a board made by compile' })]

// The moves a bot sends millions of times, checked by hand: a die move, a March. Anything else, or anything
// these refuse, goes through the shapes, which also say where it goes wrong.
const isIdArray = (value: unknown): boolean => {
  if (!Array.isArray(value)) return false
  for (let at = 0; at < value.length; at++) {
    const id = value[at]
    if (typeof id !== 'string' || id.length === 0) return false
  }
  return true
}
// Object.prototype.hasOwnProperty written out, not Object.hasOwn: V8 answers it from the for-in's own enumeration.
const ownKeys = (value: object): number => {
  let count = 0
  for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) count++
  return count
}
const isPlainDieMove = (move: Readonly<Record<string, unknown>>): boolean => {
  const { side, moves } = move
  if ((side !== 'free' && side !== 'shadow') || !Array.isArray(moves) || ownKeys(move) !== 3) return false
  for (let at = 0; at < moves.length; at++) {
    const step: unknown = moves[at]
    if (typeof step !== 'object' || step === null || Array.isArray(step)) return false
    const { figures, to } = step as Readonly<Record<string, unknown>>
    if (!isIdArray(figures) || typeof to !== 'string' || to.length === 0 || ownKeys(step) !== 2) return false
  }
  return true
}
const isPlainMarch = (move: Readonly<Record<string, unknown>>): boolean => {
  const { faction, units, to, path } = move
  const fields = path === undefined ? 4 : 5
  return typeof faction === 'string' && faction.length > 0 && isIdArray(units) && typeof to === 'string' && to.length > 0 && (path === undefined || isIdArray(path)) && ownKeys(move) === fields
}
// A die move is the ring's, a March the heroes': the type alone says which checks by hand apply.
const fitsAtOnce = (ruleset: Ruleset, type: unknown, move: unknown, accepted: ReadonlyArray<string>): boolean => {
  if (type === 'army-die' || type === 'character-die') return ruleset === 'ring' && accepted.includes(type) && isPlainDieMove(move as Readonly<Record<string, unknown>>)
  return type === 'march' && ruleset === 'heroes' && accepted.includes(type) && isPlainMarch(move as Readonly<Record<string, unknown>>)
}

/**
 * What is wrong with a move given to a function of `ruleset` that takes
 * the move types `accepted`: `WRONG_RULESET` for a move of the other
 * ruleset, `MALFORMED_MOVE` with the path otherwise; `null` when it fits.
 *
 * @internal
 */
export const moveProblem = (ruleset: Ruleset, move: unknown, accepted: ReadonlyArray<string> = moveTypes[ruleset]): Violations | null => {
  const type = typeOf(move)
  if (fitsAtOnce(ruleset, type, move, accepted)) return null
  if (typeof type === 'string' && moveTypes[otherRuleset[ruleset]].includes(type))
    return [violation('WRONG_RULESET', { ruleset: otherRuleset[ruleset], expected: ruleset })]
  const wrong = mismatch(moveShapes[ruleset], move, 'move')
  if (wrong !== null) return [violation('MALFORMED_MOVE', wrong)]
  if (typeof type === 'string' && !accepted.includes(type))
    return [violation('MALFORMED_MOVE', { path: 'move.type', expected: accepted.map((t) => JSON.stringify(t)).join(' or ') })]
  return null
}

/**
 * Board, state and move together: the first problem found, in that order.
 *
 * @internal
 */
export const inputProblem = (ruleset: Ruleset, board: unknown, state: unknown, move: unknown, accepted?: ReadonlyArray<string>): Violations | null =>
  positionProblem(ruleset, board, state) ?? moveProblem(ruleset, move, accepted)

// The regions a move of one army leaves and enters, as far as the move and the record it names tell before the
// record is checked (a wrong guess only gathers the figures of another region): the pass gathers who stands there.
const gatheredFor = (state: object, move: object): Gathered | null => {
  const { moves } = move as ArmyDieMove | CharacterDieMove
  const step = moves[0]
  if (step === undefined || moves.length !== 1) return null
  const origin: unknown = (state as { readonly figures?: Readonly<Record<string, { readonly region?: unknown } | undefined>> }).figures?.[step.figures[0] ?? '']?.region
  return { to: step.to, origin: typeof origin === 'string' && origin !== step.to ? origin : '', inTo: [], inOrigin: [] }
}

/**
 * A die move with its ring position, checked in one go where both are
 * what a bot or a server sends most: the figures to judge the move with.
 * For a state the library owns, its table; for a plain state never seen,
 * a view of its figures checked in one pass, the regions the army leaves
 * and enters already walked. `null` wherever {@link inputProblem} is to be
 * asked instead, which includes everything it would refuse: figures only
 * where it finds nothing.
 *
 * @internal
 */
export const dieInput = (board: unknown, state: unknown, move: unknown, accepted: ReadonlyArray<string> = moveTypes.ring): Pieces<Figure> | null => {
  if (!isBoard(board) || typeof state !== 'object' || state === null) return null
  try {
    if (!fitsAtOnce('ring', typeOf(move), move, accepted)) return null
    if (isOwned(state)) return (state as { readonly ruleset?: unknown }).ruleset === 'ring' ? piecesRead(state as RingState, 'figures') : null
    const gathered = gatheredFor(state, move as object)
    if (!isPlainRingState(state, gathered ?? undefined)) return null
    const asked = gathered === null ? [] : [{ region: gathered.to, ids: gathered.inTo }, { region: gathered.origin, ids: gathered.inOrigin }]
    return viewOf<Figure, PieceTable<Figure>>((state as RingState).figures, asked)
  } catch {
    // A move that cannot be read is the shapes' to describe.
    return null
  }
}

/** The answer of `reach` to arguments that are not a board, a position and a group: nowhere to go. @internal */
export const nowhere: Reach = Object.freeze({ origin: null, reachable: Object.freeze({}), unreachable: Object.freeze({}) })

/**
 * What is wrong with the group of figures or units given to `reach`, as
 * `validateMove` would say it of the move `reach` judges (the group stands
 * at `root` in it); `null` when it fits.
 *
 * @internal
 */
export const groupProblem = (group: unknown, root: string): Violations | null => {
  const wrong = mismatch(ids, group, root)
  return wrong === null ? null : [violation('MALFORMED_MOVE', wrong)]
}

/** What is wrong with the die given to `reach`, as `validateMove` says it of the move's type; `null` when it fits. @internal */
export const dieProblem = (action: unknown): Violations | null =>
  isDieAction(action) ? null : [violation('MALFORMED_MOVE', { path: 'move.type', expected: '"army-die" or "character-die"' })]

/** What is wrong with the allowance given to `reach`, as `validateMove` says it of the move's allowance; `null` when it fits. @internal */
export const allowanceProblem = (action: unknown): Violations | null => {
  const wrong = mismatch(allowance, action, 'move.allowance')
  return wrong === null ? null : [violation('MALFORMED_MOVE', wrong)]
}

/** The answer of `reach` to a group it cannot judge: every region of the board, unreachable for the same reasons. @internal */
export const unreachableEverywhere = (board: Board, violations: Violations): Reach => {
  const unreachable: Record<string, Violations> = {}
  for (const region of board.ids) putField(unreachable, region, violations)
  return { origin: null, reachable: {}, unreachable }
}



/** Whether `value` is a list of ids. @internal */
export const isIdList = (value: unknown): value is ReadonlyArray<string> => mismatch(ids, value, 'ids') === null

/** Whether `value` is a die of the ring: `army-die` or `character-die`. @internal */
export const isDieAction = (value: unknown): value is 'army-die' | 'character-die' => value === 'army-die' || value === 'character-die'


/** Whether `value` is an event card's allowance. @internal */
export const isAllowance = (value: unknown): boolean => mismatch(allowance, value, 'allowance') === null

/** Whether `value` is a `random` function. @internal */
export const isRandom = (value: unknown): value is () => number => typeof value === 'function'
