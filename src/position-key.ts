/**
 * A key of a position, for transposition tables.
 *
 * @since 0.2.0
 * @module
 */
import { positionProblem } from './internal/boundary.js'
import type { Board } from './graph.js'
import type { HeroesState } from './model/heroes-state.js'
import type { RingState } from './model/ring-state.js'

/** A value written with every object's fields in key order, so that the order they were set in does not matter. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries: Array<readonly [string, unknown]> = Object.entries(value)
    entries.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    const fields: string[] = []
    for (const [key, field] of entries) {
      // A field set to undefined is a field left out, as JSON has it.
      if (field !== undefined) fields.push(`${JSON.stringify(key)}:${canonical(field)}`)
    }
    return `{${fields.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * A key of a position: the same string for two states that hold the same
 * position, whatever their object identity or the order of their fields,
 * and a different one for states that differ in anything (a figure's
 * region, a nation at war, control, a pending exploration). It is the
 * position written out with every record's fields in key order, so two
 * different positions never share a key. `null` for a value that is not a
 * position on `board`.
 *
 * @since 0.2.0
 * @category search
 * @example
 * import { compile, positionKey } from 'marchlaw'
 * import * as E from 'fp-ts/lib/Either.js'
 * const board = compile({ format: 'marchlaw/map@1', regions: { a: { kind: 'land' }, b: { kind: 'land' } }, adjacent: [['a', 'b']] })
 * const one = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 1 } }, units: { s1: { faction: 'red', type: 'serf', region: 'a' } } } as const
 * const same = { units: { s1: { region: 'a', type: 'serf', faction: 'red' } }, speeds: { red: { serf: 1 } }, ruleset: 'heroes', format: 'marchlaw/state@1' } as const
 * if (E.isRight(board)) console.log(positionKey(board.right, one) === positionKey(board.right, same)) // true
 */
export const positionKey = (board: Board, state: RingState | HeroesState): string | null => {
  const ruleset = typeof state === 'object' && state !== null && state.ruleset === 'heroes' ? 'heroes' : 'ring'
  return positionProblem(ruleset, board, state) === null ? canonical(state) : null
}
