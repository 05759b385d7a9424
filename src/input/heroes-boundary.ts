/**
 * The input boundary of the heroes ruleset: the shapes of a heroes state
 * and move, and the checks every heroes function makes of what it is given
 * before judging it. It knows the ring only by its move types (to say
 * `WRONG_RULESET`), never by its shapes, so a heroes game carries none.
 *
 * The functions take the ruleset's name as the combined boundary does
 * (`boundary.ts`), so that a call reads the same whichever it imports.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Violations } from '../model/violation.js'
import { count, fields, id, isId, list, oneOf, orNull, positive, record, tagged, text, type Shape } from './shape.js'
import { violation } from '../words/heroes.js'
import { boardProblem, groupProblemIn, ids, isIdArray, moveProblemIn, ownKeys, stateProblemIn, type RulesetInput } from './shared-boundary.js'
export { isDrawOptions, isId, isIdList, isRandom, nowhere, unreachableEverywhere } from './shared-boundary.js'

const piece = /* @__PURE__ */ fields({ faction: id, region: id })
const token = /* @__PURE__ */ fields({ id, kind: /* @__PURE__ */ orNull(text) })

const heroesStateShape: Shape = /* @__PURE__ */ fields(
  {
    format: /* @__PURE__ */ oneOf('marchlaw/state@1'),
    ruleset: /* @__PURE__ */ oneOf('heroes'),
    speeds: /* @__PURE__ */ record(/* @__PURE__ */ record(positive)),
    units: /* @__PURE__ */ record(/* @__PURE__ */ fields({ faction: id, type: id, region: id }, { name: text })),
  },
  {
    $schema: text,
    vessels: /* @__PURE__ */ record(piece),
    towers: /* @__PURE__ */ record(piece),
    exploration: /* @__PURE__ */ record(/* @__PURE__ */ list(token)),
    marchSlots: count,
    pending: /* @__PURE__ */ orNull(
      /* @__PURE__ */ fields({ kind: /* @__PURE__ */ oneOf('exploration'), faction: id, region: id, revealed: token, more: count }),
    ),
  },
)

const heroesMoveShape: Shape = /* @__PURE__ */ tagged('type', {
  march: /* @__PURE__ */ fields({ type: text, faction: id, units: ids, to: id }, { path: ids }),
  'resolve-exploration': /* @__PURE__ */ fields({ type: text, faction: id, token: id }),
})

const isPlainMarch = (move: Readonly<Record<string, unknown>>): boolean => {
  const { faction, units, to, path } = move
  const fields = path === undefined ? 4 : 5
  return isId(faction) && isIdArray(units) && isId(to) && (path === undefined || isIdArray(path)) && ownKeys(move) === fields
}

/**
 * What the boundary knows of the heroes ruleset.
 *
 * @internal
 */
export const heroesInput: RulesetInput = {
  ruleset: 'heroes',
  other: 'ring',
  stateShape: heroesStateShape,
  moveShape: heroesMoveShape,
  moveTypes: ['march', 'resolve-exploration'],
  otherMoveTypes: ['army-die', 'character-die', 'event-move', 'attack'],
  // A heroes state never seen goes through the shapes.
  plainState: () => false,
  fitsAtOnce: (type, move, accepted) => type === 'march' && accepted.includes(type) && isPlainMarch(move as Readonly<Record<string, unknown>>),
  violation,
}

/**
 * What is wrong with a state given to a heroes function: `WRONG_RULESET`
 * for a ring state, or `MALFORMED_STATE` with the path; `null` when it fits.
 *
 * @internal
 */
export const stateProblem = (state: unknown): Violations | null => stateProblemIn(heroesInput, state)

/**
 * What is wrong with a board and a state given to a heroes function:
 * `MALFORMED_BOARD`, or what {@link stateProblem} finds; `null` when both fit.
 *
 * @internal
 */
export const positionProblem = (board: unknown, state: unknown): Violations | null =>
  boardProblem(heroesInput, board) ?? stateProblemIn(heroesInput, state)

/**
 * What is wrong with a move given to a heroes function that takes the move
 * types `accepted`; `null` when it fits.
 *
 * @internal
 */
export const moveProblem = (move: unknown, accepted?: ReadonlyArray<string>): Violations | null => moveProblemIn(heroesInput, move, accepted)

/**
 * Board, state and move together: the first problem found, in that order.
 *
 * @internal
 */
export const inputProblem = (board: unknown, state: unknown, move: unknown, accepted?: ReadonlyArray<string>): Violations | null =>
  boardProblem(heroesInput, board) ?? stateProblemIn(heroesInput, state) ?? moveProblemIn(heroesInput, move, accepted)

/**
 * What is wrong with the group of units given to `reach`, as `validateMove`
 * would say it of the March `reach` judges (the group stands at `root` in
 * it); `null` when it fits.
 *
 * @internal
 */
export const groupProblem = (group: unknown, root: string): Violations | null => groupProblemIn(heroesInput, group, root)
