/**
 * What players read: the words of violations, events and moves, made from
 * their ids and the names the map and the position carry. English is the
 * default catalogue; a host passes its own (`options.messages`) to show
 * them in another language.
 *
 * @since 0.2.0
 * @module
 */
import type { GameEvent, GameEventType } from './model/event.js'
import type { Board } from './graph.js'
import type { HeroesMove, HeroesState, HeroesUnit } from './model/heroes-state.js'
import type { Figure, RingMove, RingState } from './model/ring-state.js'
import type { Evidence, Violation, ViolationCode, Violations } from './model/violation.js'

/**
 * What a catalogue entry is handed beside the evidence: the display name of
 * a region, and of a figure or unit (its id where it has none), and the
 * words of a nested violation (the reasons of `NO_PATH`) in the same
 * catalogue.
 *
 * @since 0.2.0
 * @category model
 */
export interface Names {
  /** The map's name of a region, or its id. */
  readonly region: (id: string) => string
  /** The state's name of a unit or figure, or its id. */
  readonly piece: (id: string) => string
  /** The words of a violation, in the catalogue these names serve. */
  readonly violation: (violation: Violation) => string
}

/**
 * Every text the library writes, keyed by violation code, event type and
 * move type: functions of the evidence (or the event, or the move) and the
 * {@link Names}. Complete by its type, so a new code has no words until its
 * entry is written.
 *
 * @since 0.2.0
 * @category model
 */
export type Catalogue = { readonly [C in ViolationCode]: (evidence: Evidence<C>, names: Names) => string } & {
  readonly [T in GameEventType]: (event: Extract<GameEvent, { readonly type: T }>, names: Names) => string
} & { readonly [T in (HeroesMove | RingMove)['type']]: (move: Extract<HeroesMove | RingMove, { readonly type: T }>, names: Names) => string }

/**
 * Options of the words functions: `messages` replaces entries of the English
 * catalogue (pass a whole {@link Catalogue} to translate everything);
 * `state` gives the names of figures and units.
 *
 * @since 0.2.0
 * @category model
 */
export interface WordsOptions {
  readonly messages?: Partial<Catalogue>
  readonly state?: HeroesState | RingState
}

/** "a", "a and b", "a, b and c". */
const and = (names: ReadonlyArray<string>): string => {
  // A loop rather than slice and join: reach words a list of enemy Army units for each region holding them.
  const last = names.length - 1
  if (last < 1) return names[0] ?? ''
  let words = names[0] ?? ''
  for (let i = 1; i < last; i++) words += `, ${names[i] ?? ''}`
  return `${words} and ${names[last] ?? ''}`
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`

const sideWords = (side: string): string => (side === 'free' ? 'the Free Peoples' : side === 'shadow' ? 'the Shadow' : side)

// "to C, through A and B": the regions passed through, then where the army ends; an empty path goes nowhere.
const routeWords = (path: ReadonlyArray<string>, n: Names): string => {
  const end = path[path.length - 1]
  if (end === undefined) return 'nowhere'
  return `to ${n.region(end)}${path.length > 1 ? `, through ${and(path.slice(0, -1).map(n.region))}` : ''}`
}

const armyStepWords = (moves: ReadonlyArray<{ readonly figures: ReadonlyArray<string>; readonly to: string }>, n: Names): string =>
  moves.map((m) => `${and(m.figures.map(n.piece))} to ${n.region(m.to)}`).join('; ')

// How far the army may go, and who holds it back.
const paceWords = (e: Evidence<'TOO_FAR'>, n: Names): string =>
  e.unit === undefined ? `at most ${e.limit} ${e.limit === 1 ? 'is' : 'are'} allowed` : `${n.piece(e.unit)}, the slowest unit of the army, moves at most ${e.limit}`

// NO_PATH reasons come from one of two routes: the shortest over land, stop rules aside (`steps` long), or the
// shortest the stop rules allow. A TOO_FAR of another length than `steps` is the way around the stops.
const noPathWords = (e: Evidence<'NO_PATH'>, n: Names): string => {
  const to = n.region(e.to)
  const stops = e.reasons.flatMap((r) => (r.code === 'MUST_STOP' ? [n.region(r.region)] : []))
  const why: string[] = []
  for (const r of e.reasons)
    if (r.code === 'TOO_FAR') {
      const around = stops.length > 0 && e.steps !== undefined && r.steps !== e.steps
      why.push(`${around ? 'the way around takes' : 'the shortest way takes'} ${plural(r.steps, 'step', 'steps')}, while ${paceWords(r, n)}`)
    } else if (r.code === 'NOT_ADJACENT') why.push(`no way over land leads there from ${n.region(r.from)}`)
    else if (r.code === 'IMPASSABLE') why.push(`an impassable line parts it from ${n.region(r.from)}, and no other way over land leads there`)
    else if (r.code !== 'MUST_STOP') why.push(n.violation(r).replace(/\.$/, ''))
  if (stops.length > 0) why.unshift(`the shortest way must stop in ${and(stops)} before it gets there`)
  return why.length === 0 ? `The army has no way to reach ${to} in this March.` : `The army cannot reach ${to} in this March: ${why.join(', and ')}.`
}

/**
 * The English catalogue: what the `message` of every violation holds.
 *
 * @since 0.2.0
 * @category catalogue
 * @example
 * import { english } from 'marchlaw'
 * const names = { region: (id: string) => id.toUpperCase(), piece: (id: string) => id, violation: () => '' }
 * console.log(english.NOT_ADJACENT({ from: 'dunes', to: 'isle' }, names)) // ISLE is not adjacent to DUNES.
 */
export const english: Catalogue = {
  UNKNOWN_ID: (e) => (e.entity === 'unit-type' ? `Unit type "${e.id}" has no Speed in this position.` : `There is no ${e.entity} "${e.id}".`),
  DUPLICATE_ID: (e, n) => `${n.piece(e.id)} is listed more than once.`,
  NOT_OWNED: (e, n) => `${n.piece(e.id)} belongs to ${sideWords(e.owner)}, not to ${sideWords(e.actor)}.`,
  NOT_TOGETHER: (e, n) => `An army moves from one region, but these figures stand in ${and(e.regions.map(n.region))}.`,
  EMPTY_ARMY: () => 'Nothing to move: the army has no figures.',
  NO_MOVEMENT: (e, n) => `The army is already in ${n.region(e.region)}.`,
  NOT_ADJACENT: (e, n) =>
    e.from === e.to ? `A step must leave ${n.region(e.from)}; it cannot enter the region it is in.` : `${n.region(e.to)} is not adjacent to ${n.region(e.from)}.`,
  IMPASSABLE: (e, n) => `An impassable line separates ${n.region(e.from)} from ${n.region(e.to)}.`,
  STACKING_LIMIT: (e, n) => `${n.region(e.region)} would hold ${plural(e.count, 'unit', 'units')} after the move, more than the limit of ${e.limit}.`,
  ARMY_TOO_LARGE: (e) => `An army has at most ${e.limit} units; this one has ${e.count}.`,
  NOT_LAND: (e, n) => `${n.region(e.region)} is a ${e.kind} region; armies march on land.`,
  TOO_FAR: (e, n) => `The move takes ${plural(e.steps, 'step', 'steps')}; ${paceWords(e, n)}.`,
  MUST_STOP: (e, n) =>
    e.reason === 'desert'
      ? `The army must stop on entering the desert of ${n.region(e.region)}; it may leave it with a later March.`
      : `The army must stop on entering ${n.region(e.region)}: an opponent there means a battle, which ends the March.`,
  NO_PATH: noPathWords,
  PATH_MISMATCH: (e, n) =>
    e.last === null ? `The path is empty; it must end in ${n.region(e.to)}.` : `The path ends in ${n.region(e.last)}, not in the destination ${n.region(e.to)}.`,
  NO_MARCH_SLOT: () => 'No March Action Slot is left this round.',
  EXPLORATION_PENDING: (e, n) => `Resolve the exploration token ${e.token} in ${n.region(e.region)} first.`,
  NOT_REVEALED: (e) =>
    e.revealed === null ? `Token ${e.token} is not revealed: no exploration is waiting.` : `Token ${e.token} is not the revealed one; ${e.revealed} is.`,
  NOT_AN_ARMY: (e, n) => `${and(e.figures.map(n.piece))} ${e.figures.length === 1 ? 'is' : 'are'} no army: an army needs an Army unit.`,
  TOO_MANY_ARMIES: (e) => `This action moves at most ${e.limit} ${e.limit === 1 ? 'army' : 'armies'}, not ${e.count}.`,
  MOVED_TWICE: (e, n) => `${n.piece(e.id)} has already moved in this action.`,
  NEEDS_LEADER: (e, n) => `A Character die moves an army with a Leader, Nazgul or Character, and ${and(e.figures.map(n.piece))} has none.`,
  LEADER_ALONE: (e, n) =>
    `${e.leaders.length === 1 ? 'Leader' : 'Leaders'} ${and(e.leaders.map(n.piece))} would be in ${n.region(e.region)} without Free Peoples Army units.`,
  ENEMY_ARMY: (e, n) => `${n.region(e.region)} holds ${plural(e.units.length, 'enemy Army unit', 'enemy Army units')} (${and(e.units.map(n.piece))}): attack it instead.`,
  NOT_AT_WAR: (e, n) =>
    `${and(e.nations)} ${e.nations.length === 1 ? 'is' : 'are'} not At War and cannot enter ${n.region(e.region)}, inside the borders of ${e.regionNation}.`,
  NO_ENEMY: (e, n) => `${n.region(e.region)} holds no enemy Army units: there is nothing to attack.`,
  NOT_AT_WAR_ATTACK: (e) => `${and(e.nations)} ${e.nations.length === 1 ? 'is' : 'are'} not At War and cannot attack.`,
  WRONG_RULESET: (e) => `This is a ${e.ruleset} move; the position is of the ${e.expected} ruleset.`,
  MALFORMED_MOVE: (e) => `This is not a move of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_STATE: (e) => `This is not a position of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_BOARD: (e) => `This is not a board: expected ${e.expected}.`,

  moved: (e, n) =>
    `${and(('units' in e ? e.units : e.figures).map(n.piece))} moved from ${n.region(e.from)} ${e.path[e.path.length - 1] === e.to ? routeWords(e.path, n) : `to ${n.region(e.to)}`}`,
  battle: (e, n) =>
    `battle in ${n.region(e.region)}: ${sideWords(e.attacker)} ${e.attacker === 'free' ? 'attack' : 'attacks'} ${and(e.defenders.map(sideWords))}${
      e.figures === undefined ? '' : ` with ${and(e.figures.map(n.piece))}${e.from === undefined ? '' : ` from ${n.region(e.from)}`}`
    }`,
  'exploration-revealed': (e, n) => `token ${e.token} revealed in ${n.region(e.region)}: ${e.kind ?? 'face hidden'}`,
  'exploration-resolved': (e, n) => `token ${e.token} in ${n.region(e.region)} resolved`,
  'settlement-captured': (e, n) => `${n.region(e.region)} captured by ${sideWords(e.by)} from ${sideWords(e.from)}`,
  'march-slot-used': (e) => `a March Action Slot used, ${e.left} left`,

  march: (m, n) =>
    `${m.faction} marches ${and(m.units.map(n.piece))} ${m.path !== undefined && m.path[m.path.length - 1] === m.to ? routeWords(m.path, n) : `to ${n.region(m.to)}`}`,
  'resolve-exploration': (m) => `${m.faction} resolves token ${m.token}`,
  'army-die': (m, n) => `${sideWords(m.side)}, Army die: ${armyStepWords(m.moves, n)}`,
  'character-die': (m, n) => `${sideWords(m.side)}, Character die: ${armyStepWords(m.moves, n)}`,
  attack: (m, n) => `${sideWords(m.side)}, ${m.die === 'army' ? 'Army' : 'Character'} die: ${and(m.figures.map(n.piece))} ${m.figures.length === 1 ? 'attacks' : 'attack'} ${n.region(m.target)}`,
  'event-move': (m, n) =>
    `${sideWords(m.side)}, event card (${plural(m.allowance.armies, 'army', 'armies')}, ${plural(m.allowance.regions, 'region', 'regions')}): ${m.moves
      .map((r) => `${and(r.figures.map(n.piece))} ${routeWords(r.path, n)}`)
      .join('; ')}`,
}

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined

const nameOf = (entry: { readonly name?: string } | undefined, id: string): string => entry?.name ?? id

const entryOf = <K extends keyof Catalogue>(options: WordsOptions | undefined, key: K): Catalogue[K] => options?.messages?.[key] ?? english[key]

const namesOf = (board: Board | null, options?: WordsOptions): Names => {
  const state = options?.state
  const pieces: Readonly<Record<string, HeroesUnit | Figure>> | undefined =
    state === undefined ? undefined : state.ruleset === 'heroes' ? state.units : state.figures
  const names: Names = {
    region: (id) => nameOf(board?.regions.get(id), id),
    piece: (id) => nameOf(own(pieces, id), id),
    violation: (v) => {
      // The entry of `v.code` takes the evidence of that code, which `v` is; TypeScript cannot tie the two through the union.
      const words = entryOf(options, v.code) as (evidence: Violation, names: Names) => string
      return words(v, names)
    },
  }
  return names
}

const violationText = (board: Board | null, v: Violation, options?: WordsOptions): string => namesOf(board, options).violation(v)

// Made once: violation() words every violation the rules build, before a public function names things.
const idNames = namesOf(null)

/**
 * The words of a violation, with the map's names for regions (and the
 * state's for figures and units, given `options.state`), from the English
 * catalogue or `options.messages`.
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
 * }
 */
export const violationInWords = (board: Board, violation: Violation, options?: WordsOptions): string =>
  // A value that is not a violation of a known code has no words.
  typeof violation === 'object' && violation !== null && typeof violation.code === 'string' && Object.hasOwn(english, violation.code) ? violationText(board, violation, options) : ''

/**
 * The words of an event, with the map's names.
 *
 * @since 0.2.0
 * @category words
 * @example
 * import { compile, eventInWords } from 'marchlaw'
 * import { demoIsles } from 'marchlaw/maps'
 * const board = compile(demoIsles)
 * if (board._tag === 'Right') console.log(eventInWords(board.right, { type: 'march-slot-used', left: 1 })) // a March Action Slot used, 1 left
 */
export const eventInWords = (board: Board, event: GameEvent, options?: WordsOptions): string => {
  // A value that is not an event of a known type has no words.
  if (typeof event !== 'object' || event === null || typeof event.type !== 'string' || !Object.hasOwn(english, event.type)) return ''
  // As for violations: the entry of `event.type` takes that event.
  const words = entryOf(options, event.type) as (event: GameEvent, names: Names) => string
  return words(event, namesOf(board, options))
}

/**
 * The words of a move, for a log or a confirmation ("red marches Serf to
 * Oakwood").
 *
 * @since 0.2.0
 * @category words
 * @example
 * import { compile, moveInWords } from 'marchlaw'
 * import { demoIsles } from 'marchlaw/maps'
 * const board = compile(demoIsles)
 * if (board._tag === 'Right') console.log(moveInWords(board.right, { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' })) // red marches r1 to Oakwood
 */
export const moveInWords = (board: Board, move: HeroesMove | RingMove, options?: WordsOptions): string => {
  // A value that is not a move of a known type has no words.
  if (typeof move !== 'object' || move === null || typeof move.type !== 'string' || !Object.hasOwn(english, move.type)) return ''
  // As for violations: the entry of `move.type` takes that move.
  const words = entryOf(options, move.type) as (move: HeroesMove | RingMove, names: Names) => string
  return words(move, namesOf(board, options))
}

/**
 * The English words of a violation without a map: ids stand for names.
 * What `violation()` writes before a public function names things.
 *
 * @internal
 */
export const idWords = (v: Violation): string => idNames.violation(v)

/**
 * Words violations in the map's and the state's names, with the names made
 * once for a caller that words many lists on one board and state (`reach`
 * words one per region).
 *
 * @internal
 */
export interface Naming {
  /** The violations with their messages in these names. */
  readonly list: (violations: Violations) => Violations
  /** The words of a violation in these names, for a violation made here without words. */
  readonly words: (violation: Violation) => string
  /** The words of violations of `code` in these names: a caller wording many of one code finds its entry once. */
  readonly wordsOf: (code: ViolationCode) => (violation: Violation) => string
  /**
   * The words of violations alike but for one region: `sample` holds {@link blank} where that region's id goes, and
   * the words of each are those of `sample` with the region's name in the blank's place, two strings joined.
   * `null` where the words do not show the blank exactly once. Good for an entry that reads the region only through
   * {@link Names.region} and compares it with no id other violations alike would differ in.
   */
  readonly blankWords: (sample: Violation) => ((region: string) => string) | null
}

/**
 * The id a {@link Naming.blankWords} sample holds where its region goes:
 * unlike any a map gives (its name is then itself), and words showing it
 * other than once are made the slow way.
 *
 * @internal
 */
export const blank = '\u0000blank'

/**
 * The {@link Naming} of a board and state. It holds the board and the
 * state's record of pieces only while its caller holds it: the violations
 * it words keep their words, not it.
 *
 * @internal
 */
export const namingOf = (board: Board, state: HeroesState | RingState): Naming => {
  const options = { state }
  const names = namesOf(board, options)
  const rename = (v: Violation): Violation => {
    const made: Record<string, unknown> = { code: v.code, message: names.violation(v) }
    // Field by field rather than spread: evidence comes in a dozen shapes, and V8 copies spreads of many shapes the slow way.
    for (const key of Object.keys(v)) if (key !== 'code' && key !== 'message') made[key] = key === 'reasons' && v.code === 'NO_PATH' ? v.reasons.map(rename) : (v as Readonly<Record<string, unknown>>)[key]
    return made as Violation
  }
  return {
    words: names.violation,
    wordsOf: (code) => {
      // As in namesOf: the entry of `code` takes the violations of that code.
      const entry = entryOf(options, code) as (evidence: Violation, names: Names) => string
      return (v) => entry(v, names)
    },
    blankWords: (sample) => {
      const words = names.violation(sample)
      const at = words.indexOf(blank)
      if (at < 0 || words.indexOf(blank, at + 1) >= 0 || board.regions.has(blank)) return null
      const head = words.slice(0, at)
      const tail = words.slice(at + blank.length)
      return (region) => head + names.region(region) + tail
    },
    list: (violations) => {
      const [first, ...rest] = violations
      return [rename(first), ...rest.map(rename)]
    },
  }
}

/**
 * The violations with messages in the map's and the state's names. Run on
 * the Left path of the public functions only: a legal move never pays for
 * words. (A lazy `message` getter was tried and dropped: objects with an
 * accessor made an illegal `validateMove` three times slower than two
 * plain strings do.)
 *
 * @internal
 */
export const named = (board: Board, state: HeroesState | RingState, violations: Violations): Violations => namingOf(board, state).list(violations)
