/**
 * The input boundary of the ring ruleset: the shapes of a ring state and
 * move, the pass by hand over a plain ring state, and the checks every ring
 * function makes of what it is given before judging it. It knows the heroes
 * ruleset only by its move types (to say `WRONG_RULESET`), never by its
 * shapes.
 *
 * The functions take the ruleset's name as the combined boundary does
 * (`boundary.ts`), so that a call reads the same whichever it imports.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { isBoard } from '../board/board.js'
import type { ArmyDieMove, CharacterDieMove, Figure, RingState } from '../model/ring-state.js'
import type { Violations } from '../model/violation.js'
import { violation } from '../words/ring.js'
import { isKept } from '../core/last-reading.js'
import { isOwned } from '../core/owned.js'
import type { PieceTable, Pieces } from '../core/piece-table.js'
import { viewOf } from '../core/piece-view.js'
import { figureKind, isPlainRingState, ringNations, ringStateOptional, side, type Gathered } from './plain-ring-state.js'
import { fields, id, list, shapeProblem, oneOf, positive, record, tagged, text, type ShapeProblem, type Shape } from './shape.js'
import { boardProblem, fieldOf, groupProblemIn, ids, isIdArray, moveProblemIn, stateProblemIn, type RulesetInput } from './shared-boundary.js'
export { isSide } from './plain-ring-state.js'
export { isDrawOptions, isId, isIdList, isRandom, nowhere, unreachableEverywhere } from './shared-boundary.js'

const ringStateShape: Shape = /* @__PURE__ */ fields(
  {
    format: /* @__PURE__ */ oneOf('marchlaw/state@1'),
    ruleset: /* @__PURE__ */ oneOf('ring'),
    nations: ringNations,
    figures: /* @__PURE__ */ record(/* @__PURE__ */ fields({ kind: figureKind, region: id }, { nation: id, side, name: text })),
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
export const ringStateShapeProblem = (state: unknown): ShapeProblem | null => shapeProblem(ringStateShape, state, 'state')

const step = /* @__PURE__ */ fields({ figures: ids, to: id })
const allowance = /* @__PURE__ */ fields({ armies: positive, regions: positive })

const dieMove = /* @__PURE__ */ fields({ type: text, side, moves: /* @__PURE__ */ list(step) })

const ringMoveShape: Shape = /* @__PURE__ */ tagged('type', {
  'army-die': dieMove,
  'character-die': dieMove,
  'event-move': /* @__PURE__ */ fields({ type: text, side, allowance, moves: /* @__PURE__ */ list(/* @__PURE__ */ fields({ figures: ids, path: ids })) }),
  attack: /* @__PURE__ */ fields({ type: text, side, die: /* @__PURE__ */ oneOf('army', 'character'), figures: ids, target: id }),
})

const ringMoveTypes: ReadonlyArray<string> = ['army-die', 'character-die', 'event-move', 'attack']

// Each object's own keys are walked where they are named, in a loop of its own: a walk shared by the move and its
// steps sees objects of several shapes and is slower for both. A key that is not the format's, or not own, refuses.
// Object.prototype.hasOwnProperty is written out, not Object.hasOwn: V8 answers it from the for-in's own enumeration.
const isPlainDieMove = (move: Readonly<Record<string, unknown>>): boolean => {
  const { side, moves } = move
  if ((side !== 'free' && side !== 'shadow') || !Array.isArray(moves)) return false
  let keys = 0
  for (const key in move) {
    if (!Object.prototype.hasOwnProperty.call(move, key) || (key !== 'type' && key !== 'side' && key !== 'moves')) return false
    keys++
  }
  if (keys !== 3) return false
  for (let at = 0; at < moves.length; at++) {
    const step: unknown = moves[at]
    if (typeof step !== 'object' || step === null || Array.isArray(step)) return false
    const { figures, to } = step as Readonly<Record<string, unknown>>
    if (!isIdArray(figures) || typeof to !== 'string' || to.length === 0) return false
    let fields = 0
    for (const key in step) {
      if (!Object.prototype.hasOwnProperty.call(step, key) || (key !== 'figures' && key !== 'to')) return false
      fields++
    }
    if (fields !== 2) return false
  }
  return true
}

// A die move is the ring's: its type alone says that the checks by hand apply. The ring's own list of move types,
// which `ring` passes, holds both dice: it is not searched.
const fitsAtOnce = (type: unknown, move: unknown, accepted: ReadonlyArray<string>): boolean =>
  (type === 'army-die' || type === 'character-die') && (accepted === ringMoveTypes || accepted.includes(type)) && isPlainDieMove(move as Readonly<Record<string, unknown>>)

/**
 * What the boundary knows of the ring ruleset.
 *
 * @internal
 */
export const ringInput: RulesetInput = {
  ruleset: 'ring',
  other: 'heroes',
  stateShape: ringStateShape,
  moveShape: ringMoveShape,
  moveTypes: ringMoveTypes,
  otherMoveTypes: ['march', 'resolve-exploration'],
  plainState: (state) => isPlainRingState(state),
  fitsAtOnce,
  violation,
}

/**
 * What is wrong with a state given to a ring function: `WRONG_RULESET`
 * for a heroes state, or `MALFORMED_STATE` with the path; `null` when it
 * fits.
 *
 * @internal
 */
export const stateProblem = (state: unknown): Violations | null => stateProblemIn(ringInput, state)

/**
 * What is wrong with a board and a state given to a ring function:
 * `MALFORMED_BOARD`, or what {@link stateProblem} finds; `null` when both fit.
 *
 * @internal
 */
export const positionProblem = (board: unknown, state: unknown): Violations | null => boardProblem(ringInput, board) ?? stateProblemIn(ringInput, state)

/**
 * What is wrong with a move given to a ring function that takes the move
 * types `accepted`; `null` when it fits.
 *
 * @internal
 */
export const moveProblem = (move: unknown, accepted?: ReadonlyArray<string>): Violations | null => moveProblemIn(ringInput, move, accepted)

/**
 * Board, state and move together: the first problem found, in that order.
 *
 * @internal
 */
export const inputProblem = (board: unknown, state: unknown, move: unknown, accepted?: ReadonlyArray<string>): Violations | null =>
  boardProblem(ringInput, board) ?? stateProblemIn(ringInput, state) ?? moveProblemIn(ringInput, move, accepted)

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
 * For a state the library owns, `'owned'`: the judgement reads it as its
 * own (and keeps what it read); for a plain state never seen, a view of
 * its figures checked in one pass, the regions the army leaves and enters
 * already walked. `null` wherever {@link inputProblem} is to be asked
 * instead, which includes everything it would refuse: figures only where
 * it finds nothing.
 *
 * @internal
 */
export const dieInput = (board: unknown, state: unknown, move: unknown, accepted: ReadonlyArray<string> = ringMoveTypes): Pieces<Figure> | 'owned' | null => {
  if (!isBoard(board) || typeof state !== 'object' || state === null) return null
  try {
    if (!fitsAtOnce(fieldOf(move, 'type'), move, accepted)) return null
    // A state kept by a reading is one the library owns: no look-up of its mark.
    if (isKept(state) || isOwned(state)) return (state as { readonly ruleset?: unknown }).ruleset === 'ring' ? 'owned' : null
    const gathered = gatheredFor(state, move as object)
    if (!isPlainRingState(state, gathered ?? undefined)) return null
    const asked = gathered === null ? [] : [{ region: gathered.to, ids: gathered.inTo }, { region: gathered.origin, ids: gathered.inOrigin }]
    return viewOf<Figure, PieceTable<Figure>>((state as RingState).figures, asked)
  } catch {
    // A move that cannot be read is the shapes' to describe.
    return null
  }
}

/** What is wrong with the die given to `reach`, as `validateMove` says it of the move's type; `null` when it fits. @internal */
export const dieProblem = (action: unknown): Violations | null =>
  isDieAction(action) ? null : [violation('MALFORMED_MOVE', { path: 'move.type', expected: '"army-die" or "character-die"' })]

/** What is wrong with the allowance given to `reach`, as `validateMove` says it of the move's allowance; `null` when it fits. @internal */
export const allowanceProblem = (action: unknown): Violations | null => {
  const wrong = shapeProblem(allowance, action, 'move.allowance')
  return wrong === null ? null : [violation('MALFORMED_MOVE', wrong)]
}

/** Whether `value` is a die of the ring: `army-die` or `character-die`. @internal */
export const isDieAction = (value: unknown): value is 'army-die' | 'character-die' => value === 'army-die' || value === 'character-die'

/** Whether `value` is an event card's allowance. @internal */
export const isAllowance = (value: unknown): boolean => shapeProblem(allowance, value, 'allowance') === null

/**
 * What is wrong with the group of figures given to `reach`, as
 * `validateMove` would say it of the move `reach` judges (the group stands
 * at `root` in it); `null` when it fits.
 *
 * @internal
 */
export const groupProblem = (group: unknown, root: string): Violations | null => groupProblemIn(ringInput, group, root)
