/**
 * Writing a move in the notation: each id bare where it reads back as an id,
 * else quoted as a JSON string; `parseMove` (notation.ts) reads it back.
 *
 * @since 0.2.0
 * @module
 */
import type { Board } from '../board/graph.js'
import type { HeroesMove, MarchMove } from '../model/heroes-state.js'
import type { RingMove, Side } from '../model/ring-state.js'

// A bare word holds no space, none of `, ; > "` and no control character (U+0000 to U+001F), and is no keyword:
// anything else is written as a JSON string, which escapes what a line cannot show.
const bare = /^[^\s,;>"\u0000-\u001f]+$/

/** The words the notation reads as its own: an id spelled so is written quoted, so that it reads back as an id. */
const keywords: ReadonlySet<string> = new Set(['-', '+', 'march', 'resolve', 'army', 'character', 'event', 'attack', 'to', 'by', 'at', 'from'])

const word = (id: string): string => (bare.test(id) && !keywords.has(id) ? id : JSON.stringify(id))

const ids = (list: ReadonlyArray<string>): string => (list.length === 0 ? '-' : list.map(word).join(','))

const path = (regions: ReadonlyArray<string>): string => (regions.length === 0 ? '-' : regions.map(word).join(' > '))

const listed = <T>(items: ReadonlyArray<T>, write: (item: T) => string): string => (items.length === 0 ? '-' : items.map(write).join(' ; '))

const march = (move: MarchMove): string => {
  const head = `${word(move.faction)} march ${ids(move.units)}`
  if (move.path === undefined) return `${head} to ${word(move.to)}`
  const last = move.path[move.path.length - 1]
  return last === move.to ? `${head} by ${path(move.path)}` : `${head} to ${word(move.to)} by ${path(move.path)}`
}

// What formatMove writes from is read through these: own fields only, lists without holes, so that a value which
// is not a move (a host without types, an untrusted client) is told apart instead of written as "undefined".
type Fields = Readonly<Record<string, unknown>>
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
const own = (value: Fields, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined)
const isText = (value: unknown): value is string => typeof value === 'string'
const isTexts = (value: unknown): value is ReadonlyArray<string> => {
  if (!Array.isArray(value)) return false
  for (let at = 0; at < value.length; at++) if (!Object.hasOwn(value, at) || typeof value[at] !== 'string') return false
  return true
}
const isListOf = (value: unknown, item: (value: Fields) => boolean): value is ReadonlyArray<Fields> => {
  if (!Array.isArray(value)) return false
  for (let at = 0; at < value.length; at++) {
    const entry: unknown = Object.hasOwn(value, at) ? value[at] : undefined
    if (!isFields(entry) || !item(entry)) return false
  }
  return true
}
// An allowance's counts are whole numbers of 1 or more, as the move format has them: the notation writes and reads no other.
/** An allowance count the notation writes and reads: a positive safe integer. @internal */
export const isAllowanceCount = (count: unknown): count is number => typeof count === 'number' && Number.isSafeInteger(count) && count > 0
const isSide = (value: unknown): value is Side => value === 'free' || value === 'shadow'

const isWritable = (move: Fields): boolean => {
  switch (own(move, 'type')) {
    case 'march': {
      const route = own(move, 'path')
      return isText(own(move, 'faction')) && isTexts(own(move, 'units')) && isText(own(move, 'to')) && (route === undefined || isTexts(route))
    }
    case 'resolve-exploration':
      return isText(own(move, 'faction')) && isText(own(move, 'token'))
    case 'army-die':
    case 'character-die':
      return isSide(own(move, 'side')) && isListOf(own(move, 'moves'), (step) => isTexts(own(step, 'figures')) && isText(own(step, 'to')))
    case 'event-move': {
      const allowance = own(move, 'allowance')
      return (
        isSide(own(move, 'side')) &&
        isFields(allowance) &&
        isAllowanceCount(own(allowance, 'armies')) &&
        isAllowanceCount(own(allowance, 'regions')) &&
        isListOf(own(move, 'moves'), (route) => isTexts(own(route, 'figures')) && isTexts(own(route, 'path')))
      )
    }
    case 'attack': {
      const die = own(move, 'die')
      return isSide(own(move, 'side')) && (die === 'army' || die === 'character') && isTexts(own(move, 'figures')) && isText(own(move, 'target'))
    }
    default:
      return false
  }
}

/**
 * The move in notation: one line, ids as they are (see the module's doc
 * for the forms). An id that is not a plain word (a space, one of
 * `, ; > "`, a control character, or a word of the notation such as `to`
 * or `from`) is written as a JSON string, so the line reads back as the
 * same move. A value that is not a move of the format (an unknown `type`,
 * a field missing or of another type, an allowance that is not two whole
 * numbers of 1 or more) is written as the empty string,
 * which {@link parseMove} reads as no move.
 *
 * @since 0.2.0
 * @category notation
 * @example
 * import { compile } from 'marchlaw'
 * import { formatMove } from 'marchlaw/json'
 * import { demoIsles } from 'marchlaw/maps'
 * const board = compile(demoIsles)
 * if (board._tag === 'Right') {
 *   console.log(formatMove(board.right, { type: 'march', faction: 'red', units: ['r1', 'r2'], to: 'oakwood' })) // red march r1,r2 to oakwood
 *   console.log(formatMove(board.right, { type: 'event-move', side: 'free', allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['g1'], path: ['a', 'b'] }] })) // free event 1/2 g1 by a > b
 *   console.log(formatMove(board.right, { type: 'march', faction: 'red', units: ['from'], to: 'tab\there' })) // red march "from" to "tab\there"
 *   console.log(JSON.stringify(formatMove(board.right, { type: 'fly' } as never))) // ""
 * }
 */
export const formatMove = (_board: Board, move: HeroesMove | RingMove): string => writeMove(move)

/**
 * {@link formatMove} without a board: what a record's encoder writes its
 * moves with.
 *
 * @internal
 */
export const writeMove = (move: HeroesMove | RingMove): string => {
  if (!isFields(move) || !isWritable(move)) return ''
  switch (move.type) {
    case 'march':
      return march(move)
    case 'resolve-exploration':
      return `${word(move.faction)} resolve ${word(move.token)}`
    case 'army-die':
    case 'character-die':
      return `${move.side} ${move.type === 'army-die' ? 'army' : 'character'} ${listed(move.moves, (m) => `${ids(m.figures)} to ${word(m.to)}`)}`
    case 'event-move':
      return `${move.side} event ${move.allowance.armies}/${move.allowance.regions} ${listed(move.moves, (r) => `${ids(r.figures)} by ${path(r.path)}`)}`
    case 'attack':
      return `${move.side} attack ${move.die} ${ids(move.figures)} at ${word(move.target)}`
  }
}
