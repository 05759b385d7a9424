/**
 * What players read: the words of violations, events and moves, made from
 * their ids and the names the map and the position carry. English is the
 * default catalogue; a host passes its own (`options.messages`) to show
 * them in another language.
 *
 * @since 0.2.0
 * @module
 */
import type { Board } from '../model/board.js'
import type { GameEvent } from '../model/event.js'
import type { HeroesMove } from '../model/heroes-state.js'
import type { RingMove } from '../model/ring-state.js'
import { violationCodes, type Violation } from '../model/violation.js'
import type { WordsOptions } from './catalogue.js'
import { eventEnglish, moveEnglish } from './log-english.js'
import { namesOf, say, type SubjectKind } from './names.js'

export type { Catalogue, CatalogueError, Messages, Names, WordsOptions } from './catalogue.js'
export { english } from './english.js'

// The catalogue holds the entries of all three kinds: a key is one of the subject's kind, or the subject has no words.
const isKey = (kind: SubjectKind, key: string): boolean =>
  kind === 'violation' ? (violationCodes as ReadonlyArray<string>).includes(key) : Object.hasOwn(kind === 'event' ? eventEnglish : moveEnglish, key)

// A subject's type or code is the key of its entry; a value without a known one (an odd argument) has no words.
const keyOf = (subject: unknown, kind: SubjectKind): string | null => {
  const key = typeof subject === 'object' && subject !== null ? (subject as Readonly<Record<string, unknown>>)[kind === 'violation' ? 'code' : 'type'] : undefined
  return typeof key === 'string' && isKey(kind, key) ? key : null
}

const wordsOf = (board: Board, subject: unknown, kind: SubjectKind, options: WordsOptions | undefined): string => {
  const key = keyOf(subject, kind)
  return key === null ? '' : say(options, key, subjectOf(subject), namesOf(board, options), kind)
}

const subjectOf = (subject: unknown): Readonly<Record<string, unknown>> => (typeof subject === 'object' && subject !== null ? (subject as Readonly<Record<string, unknown>>) : {})

/**
 * The words of a violation, with the map's names for regions (and the
 * state's for figures and units, given `options.state`), from the English
 * catalogue or `options.messages`. A value that is not a violation of a
 * known code has no words: `''`.
 *
 * @since 0.2.0
 * @category words
 * @example
 * import { compile, violation, violationInWords } from 'marchlaw'
 * import { demoIsles } from 'marchlaw/maps'
 * const board = compile(demoIsles)
 * if (board._tag === 'Right') {
 *   const v = violation('NO_MOVEMENT', { region: 'oakwood' })
 *   console.log(violationInWords(board.right, v)) // The army is already in Oakwood.
 *   console.log(violationInWords(board.right, v, { messages: { NO_MOVEMENT: (e, n) => `Déjà à ${n.region(e.region)}.` } })) // Déjà à Oakwood.
 *   console.log(violationInWords(board.right, v, { messages: { NO_MOVEMENT: "L'armée est déjà à {region}." } })) // L'armée est déjà à Oakwood.
 *   const heard: string[] = []
 *   const broken = { NO_MOVEMENT: () => { throw new Error('oops') } }
 *   console.log(violationInWords(board.right, v, { messages: broken, onCatalogueError: (e) => heard.push(`${e.key}: ${e.reason}`) })) // The army is already in Oakwood.
 *   console.log(heard) // [ 'NO_MOVEMENT: threw' ]
 * }
 */
export const violationInWords = (board: Board, violation: Violation, options?: WordsOptions): string => wordsOf(board, violation, 'violation', options)

/**
 * The words of an event, with the map's names; `''` for a value that is
 * not an event of a known type.
 *
 * @since 0.2.0
 * @category words
 * @example
 * import { compile, eventInWords } from 'marchlaw'
 * import { demoIsles } from 'marchlaw/maps'
 * const board = compile(demoIsles)
 * if (board._tag === 'Right') console.log(eventInWords(board.right, { type: 'march-slot-used', left: 1 })) // A March Action Slot used, 1 left
 */
export const eventInWords = (board: Board, event: GameEvent, options?: WordsOptions): string => wordsOf(board, event, 'event', options)

/**
 * The words of a move, for a log or a confirmation ("red marches Serf to
 * Oakwood"); `''` for a value that is not a move of a known type.
 *
 * @since 0.2.0
 * @category words
 * @example
 * import { compile, moveInWords } from 'marchlaw'
 * import { demoIsles } from 'marchlaw/maps'
 * const board = compile(demoIsles)
 * if (board._tag === 'Right') console.log(moveInWords(board.right, { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' })) // Red marches r1 to Oakwood
 */
export const moveInWords = (board: Board, move: HeroesMove | RingMove, options?: WordsOptions): string => wordsOf(board, move, 'move', options)
