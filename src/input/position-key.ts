/**
 * A key of a position, for transposition tables.
 *
 * @since 0.2.0
 * @module
 */
import { positionProblem, rulesetOf } from './boundary.js'
import type { Board } from '../board/graph.js'
import type { HeroesState } from '../model/heroes-state.js'
import type { RingState, Side } from '../model/ring-state.js'
import { ownValue } from '../core/own-record.js'
import { byString } from '../core/list.js'

type Field = readonly [string, unknown]
/** A field with its value already written. */
type Written = readonly [string, string]

const byKey = ([x]: Written, [y]: Written): number => byString(x, y)

// Fields in key order, so that the order they were set in does not matter. Written from entries, never rebuilt as
// objects: a key `__proto__` stays a key.
const record = (fields: ReadonlyArray<Written>): string => `{${[...fields].sort(byKey).map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`

// A field set to undefined is a field left out, as JSON has it.
const fieldsOf = (value: unknown): Field[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).filter(([, field]) => field !== undefined) : []

const written = ([key, field]: Field): Written => [key, canonical(field)]

/** A value written with every object's fields in key order. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) return record(fieldsOf(value).map(written))
  return JSON.stringify(value) ?? 'null'
}

// The fields a state may spell out or leave out for the same position (FORMAT.md): a field at its default is
// dropped, so that both spellings give one key. `$schema` only points at the schema; it is no part of a position.
const heroesFields = (state: HeroesState): ReadonlyArray<Written> =>
  fieldsOf(state).flatMap((field): Written[] => {
    const [key, value] = field
    if (key === '$schema' || (key === 'pending' && value === null)) return []
    if (key === 'vessels' || key === 'towers') return fieldsOf(value).length === 0 ? [] : [written(field)]
    if (key !== 'exploration') return [written(field)]
    // A region whose tokens are all revealed holds none, as a region never listed does.
    const stacks = fieldsOf(value).filter(([, tokens]) => !Array.isArray(tokens) || tokens.length > 0)
    return stacks.length === 0 ? [] : [[key, record(stacks.map(written))]]
  })

const ringFields = (board: Board, state: RingState): ReadonlyArray<Written> => {
  const home = (nation: unknown): Side | undefined => (typeof nation === 'string' ? ownValue(state.nations, nation)?.side : undefined)
  return fieldsOf(state).flatMap((field): Written[] => {
    const [key, value] = field
    if (key === '$schema' || (key === 'stackingLimit' && value === 10) || (key === 'stackingCheck' && value === 'each-move')) return []
    if (key === 'control') {
      // A settlement held by its own nation's side is no difference from the map: a capture and recapture leaves none.
      const differences = fieldsOf(value).filter(([region, side]) => side !== home(board.regions.get(region)?.nation))
      return differences.length === 0 ? [] : [[key, record(differences.map(written))]]
    }
    if (key !== 'figures') return [written(field)]
    const figures = fieldsOf(value).map(([id, figure]): Written => {
      const own = fieldsOf(figure)
      const nation = own.find(([name]) => name === 'nation')?.[1]
      // A side spelled out beside a nation of that side says nothing more.
      const plain = own.filter(([name, side]) => name !== 'side' || nation === undefined || side !== home(nation))
      return [id, record(plain.map(written))]
    })
    return [[key, record(figures)]]
  })
}

/**
 * A key of a position: the same string for two states that hold the same
 * position, whatever their object identity or the order of their fields,
 * and a different one for states that differ in anything (a figure's
 * region, a nation at war, control, a pending exploration). It is the
 * position written out with every record's fields in key order, so two
 * different positions never share a key. It is canonical: a field at its
 * default gives the key of the field left out (`stackingLimit: 10`,
 * `stackingCheck: "each-move"`, `pending: null`, empty `vessels`, `towers`,
 * `exploration` or `control`, a region with no tokens left, a settlement
 * held by its own nation's side after a capture and recapture, a figure's
 * `side` beside a nation of that side, `$schema`). `null` for a value that
 * is not a position on `board`.
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
  const ruleset = rulesetOf(state)
  if (positionProblem(ruleset, board, state) !== null) return null
  return record(state.ruleset === 'heroes' ? heroesFields(state) : ringFields(board, state))
}
