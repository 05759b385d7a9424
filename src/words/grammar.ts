/**
 * The grammar the English words are written with: lists, numbers,
 * capitals, readable ids, and the words of routes and allowances that
 * several entries share.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Evidence } from '../model/violation.js'
import type { Names } from './catalogue.js'

/**
 * "a", "a and b", "a, b and c".
 *
 * @internal
 */
export const and = (names: ReadonlyArray<string>): string => {
  // A loop rather than slice and join: reach words a list of enemy Army units for each region holding them.
  const last = names.length - 1
  if (last < 1) return names[0] ?? ''
  let words = names[0] ?? ''
  for (let i = 1; i < last; i++) words += `, ${names[i] ?? ''}`
  return `${words} and ${names[last] ?? ''}`
}

/**
 * "1 step", "2 steps".
 *
 * @internal
 */
export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`

/**
 * The verb after a list: one id takes the singular, several the plural.
 *
 * @internal
 */
export const verb = (names: ReadonlyArray<string>, one: string, many: string): string => (names.length === 1 ? one : many)

/**
 * The words with their first letter a capital: a name or id may open a
 * sentence.
 *
 * @internal
 */
export const capital = (words: string): string => {
  const first = words.charCodeAt(0)
  // a to z only: most messages open with a capital already, and those pay one comparison.
  return first >= 97 && first <= 122 ? String.fromCharCode(first - 32) + words.slice(1) : words
}

/**
 * An id written for a player: hyphens and underscores as spaces, each word
 * with a capital ("south-reach" as "South Reach").
 *
 * @internal
 */
export const readable = (id: string): string => {
  // One pass over the words, not filter, map and join: a refused move's words name each nation of its stacks this way.
  let words = ''
  for (const word of id.split(SEPARATORS)) if (word !== '') words += (words === '' ? '' : ' ') + word.charAt(0).toUpperCase() + word.slice(1)
  return words || id
}

const SEPARATORS = /[-_]+/

/**
 * "to C, through A and B": the regions passed through, then where the army
 * ends; an empty path goes nowhere.
 *
 * @internal
 */
export const routeWords = (path: ReadonlyArray<string>, n: Names): string => {
  const end = path[path.length - 1]
  if (end === undefined) return 'nowhere'
  return `to ${n.region(end)}${path.length > 1 ? `, through ${and(path.slice(0, -1).map(n.region))}` : ''}`
}

/**
 * The words of a die move's armies: "a and b to C; d to E".
 *
 * @internal
 */
export const armyStepWords = (moves: ReadonlyArray<{ readonly figures: ReadonlyArray<string>; readonly to: string }>, n: Names): string =>
  moves.map((m) => `${and(m.figures.map(n.piece))} to ${n.region(m.to)}`).join('; ')

/**
 * The words of an event move's armies: "a to C, through B; d to E".
 *
 * @internal
 */
export const eventRouteWords = (moves: ReadonlyArray<{ readonly figures: ReadonlyArray<string>; readonly path: ReadonlyArray<string> }>, n: Names): string =>
  moves.map((r) => `${and(r.figures.map(n.piece))} ${routeWords(r.path, n)}`).join('; ')

/**
 * The words of an event card's allowance: "2 armies, 3 regions".
 *
 * @internal
 */
export const allowanceWords = (allowance: { readonly armies: number; readonly regions: number }): string =>
  `${plural(allowance.armies, 'army', 'armies')}, ${plural(allowance.regions, 'region', 'regions')}`

/**
 * How far the army may go, and who holds it back.
 *
 * @internal
 */
export const paceWords = (e: Evidence<'TOO_FAR'>, n: Names): string =>
  e.unit === undefined ? `at most ${e.limit} ${e.limit === 1 ? 'is' : 'are'} allowed` : `${n.piece(e.unit)}, the slowest unit of the army, moves at most ${e.limit}`
