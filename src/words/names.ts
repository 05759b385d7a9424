/**
 * The names a catalogue entry is handed, made from a board and a state, and
 * the one way every entry is said: a host's template or function where it
 * gives one that works, the English words otherwise.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { MapParty } from '../model/map.js'
import type { Violation } from '../model/violation.js'
import type { CatalogueError, Names, WordsOptions } from './catalogue.js'
import { english } from './english.js'
import { allowanceWords, and, armyStepWords, eventRouteWords, plural, readable } from './grammar.js'

/**
 * What the words read of a board: its regions' names and the map's names of
 * nations and factions. Every compiled board is one; the words take no more,
 * so that they import nothing of the rules.
 *
 * @internal
 */
export interface NamedBoard {
  readonly regions: ReadonlyMap<string, { readonly name?: string }>
  readonly map: { readonly nations?: Readonly<Record<string, MapParty>>; readonly factions?: Readonly<Record<string, MapParty>> }
}

type Fields = Readonly<Record<string, unknown>>

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null

const own = (record: unknown, key: string): unknown => (isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined)

const nameIn = (record: unknown, id: string): string | undefined => nameOf(own(record, id))

const nameOf = (named: unknown): string | undefined => {
  const name = own(named, 'name')
  return typeof name === 'string' && name !== '' ? name : undefined
}

// A board made by compile has its regions in a Map; anything else names nothing, and the ids stand in.
const regionsOf = (board: unknown): ReadonlyMap<string, { readonly name?: unknown }> | undefined => {
  const regions = isRecord(board) ? board['regions'] : undefined
  return regions instanceof Map ? (regions as ReadonlyMap<string, { readonly name?: unknown }>) : undefined
}

/** The piece of a state with an id, as a value to read its fields from; `undefined` for none. @internal */
export type PieceAt = (id: string) => unknown

const NO_PIECE: PieceAt = () => undefined

// The pieces of a state's record, read only where the state has the shape of one.
const piecesOf = (state: unknown): PieceAt => {
  const ruleset = own(state, 'ruleset')
  const pieces = ruleset === 'heroes' ? own(state, 'units') : ruleset === 'ring' ? own(state, 'figures') : undefined
  return isRecord(pieces) ? (id) => own(pieces, id) : NO_PIECE
}

/**
 * What a subject is: the words of a violation whose words cannot be made
 * are its code, as a sentence; an event's or a move's are none, since
 * "Violation moved." would tell a player of a violation where there is none.
 *
 * @internal
 */
export type SubjectKind = 'violation' | 'event' | 'move'

/** The words of a catalogue that has none for a key, or whose words cannot be made. */
const lastResort = (key: string, kind: SubjectKind): string => (kind === 'violation' ? `Violation ${key}.` : '')

const report = (options: WordsOptions | undefined, error: CatalogueError): void => {
  const hear: unknown = options?.onCatalogueError
  if (typeof hear !== 'function') return
  try {
    hear(error)
  } catch {
    // A host's listener that throws must not turn a message into an exception.
  }
}

// The fields a template slot words as regions, pieces, nations, sides; anything else is written as it is.
const regionSlots = new Set(['region', 'from', 'to', 'last', 'target', 'regions', 'path'])
const pieceSlots = new Set(['id', 'unit', 'units', 'figures', 'leaders'])
const nationSlots = new Set(['nations', 'regionNation'])
const sideSlots = new Set(['owner', 'actor', 'attacker', 'defenders', 'by', 'faction', 'side'])

const listOf = (value: unknown, word: (id: string) => string): string =>
  typeof value === 'string' ? word(value) : Array.isArray(value) ? and(value.map((item) => (typeof item === 'string' ? word(item) : String(item)))) : ''

const slotWords = (key: string, subject: Fields, slot: string, names: Names): string | undefined => {
  if (slot === 'stack' && key === 'ENEMY_ARMY' && Array.isArray(subject['units'])) return names.stack(subject['units'].filter((id): id is string => typeof id === 'string'))
  if (!Object.hasOwn(subject, slot)) return undefined
  const value = subject[slot]
  if (slot === 'reasons' && Array.isArray(value)) return value.filter(isRecord).map((r) => names.violation(r as Violation)).join(' ')
  if (slot === 'moves' && Array.isArray(value))
    return key === 'event-move'
      ? eventRouteWords(value as Parameters<typeof eventRouteWords>[0], names)
      : armyStepWords(value as Parameters<typeof armyStepWords>[0], names)
  if (slot === 'allowance' && isRecord(value)) return allowanceWords(value as Parameters<typeof allowanceWords>[0])
  if (key === 'UNKNOWN_ID' && slot === 'id') return String(value)
  if (key === 'settlement-captured' && slot === 'from') return listOf(value, names.side)
  if (regionSlots.has(slot)) return listOf(value, names.region)
  if (pieceSlots.has(slot)) return listOf(value, names.piece)
  if (nationSlots.has(slot)) return listOf(value, names.nation)
  if (sideSlots.has(slot)) return listOf(value, names.side)
  if (Array.isArray(value)) return listOf(value, String)
  return value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value)
}

/**
 * A template filled: each `{slot}` naming a field of `subject` (see
 * {@link Messages}) replaced by its words, any other left as written.
 *
 * @internal
 */
export const fill = (template: string, key: string, subject: Fields, names: Names): string =>
  template.replace(/\{([A-Za-z]+)\}/g, (whole, slot: string) => slotWords(key, subject, slot, names) ?? whole)

/**
 * The host's entry of `key`, where `options.messages` holds one as its own
 * field: a string or a function; anything else is reported and not used.
 *
 * @internal
 */
export const customEntry = (options: WordsOptions | undefined, key: string): string | ((subject: never, names: Names) => unknown) | undefined => {
  const messages: unknown = options?.messages
  if (!isRecord(messages) || !Object.hasOwn(messages, key)) return undefined
  const entry = messages[key]
  if (typeof entry === 'string' || typeof entry === 'function') return entry as string | ((subject: never, names: Names) => unknown)
  if (entry !== undefined) report(options, { key, reason: 'not-an-entry', cause: entry })
  return undefined
}

// The English words of every key: each entry takes the subject of its own key, which the caller's key names.
const englishWords: Said = /* @__PURE__ */ saidIn(english)

/**
 * The words of `subject` (a violation, an event or a move) under `key`: the
 * host's entry where it gives one that works, else the English one (and the
 * host hears why, through `onCatalogueError`).
 *
 * @internal
 */
export const say = (options: WordsOptions | undefined, key: string, subject: Fields, names: Names, kind: SubjectKind = 'violation'): string => {
  const entry = options === undefined ? undefined : customEntry(options, key)
  if (entry === undefined) return englishWords(key, subject, names, kind)
  if (typeof entry === 'string') return fill(entry, key, subject, names)
  try {
    const words = entry(subject as never, names)
    if (typeof words === 'string') return words
    report(options, { key, reason: 'not-a-string', cause: words })
  } catch (error) {
    report(options, { key, reason: 'threw', cause: error })
  }
  return englishWords(key, subject, names, kind)
}

const sideNames: Readonly<Record<string, string>> = { free: 'the Free Peoples', shadow: 'the Shadow' }

/**
 * How a {@link Names}' `stack` words enemy Army units, given a look-up of
 * the state's pieces and the names of pieces and nations.
 *
 * @internal
 */
export type StackWords = (pieceAt: PieceAt, piece: (id: string) => string, nation: (id: string) => string) => (units: ReadonlyArray<string>) => string

// Units no state describes by kind and nation: their count and ids.
const countedUnits = (units: ReadonlyArray<string>, piece: (id: string) => string): string =>
  `${plural(units.length, 'enemy Army unit', 'enemy Army units')} (${and(units.map(piece))})`

/**
 * No words for a stack: what a heroes game's names say of one. Only the
 * ring's ENEMY_ARMY words a stack, and the heroes' words (its own codes and
 * the shared ones) have no entry that reads it, so a heroes game carries no
 * words of enemy Army units.
 *
 * @internal
 */
export const noStack: StackWords = () => () => ''

/**
 * Enemy Army units by kind and count, per nation, as the state describes
 * them ("6 Regulars and 3 Elites of Ashland"); units it does not describe
 * by their count and ids.
 *
 * @internal
 */
export const kindStack: StackWords = (pieceAt, piece, nation) => (units) => {
  // Per nation, in the order its units come (sorted ids keep each nation's together), its Regulars and its Elites;
  // looked up by name, so that a stack of units of 20,000 nations is not searched nation by nation for each unit.
  const byNation = new Map<string, [nation: string, regulars: number, elites: number]>()
  let strays: string[] | null = null
  for (const id of units) {
    const figure = pieceAt(id)
    // Read as the figure gives them, inherited or not: a caller's state the rules would refuse is worded all the same.
    const { kind, nation: of } = isRecord(figure) ? figure : NOT_A_FIGURE
    if (typeof of !== 'string' || (kind !== 'regular' && kind !== 'elite')) {
      ;(strays ??= []).push(id)
      continue
    }
    let count = byNation.get(of)
    if (count === undefined) byNation.set(of, (count = [of, 0, 0]))
    count[kind === 'regular' ? 1 : 2]++
  }
  const counts = [...byNation.values()]
  if (counts.length === 0) return countedUnits(units, piece)
  const groups = counts.map(([of, regulars, elites]) => {
    const kinds = [plural(regulars, 'Regular', 'Regulars'), plural(elites, 'Elite', 'Elites')]
    return `${regulars === 0 ? kinds[1] : elites === 0 ? kinds[0] : and(kinds)} of ${nation(of)}`
  })
  if (strays !== null) groups.push(`${plural(strays.length, 'other Army unit', 'other Army units')} (${and(strays.map(piece))})`)
  return and(groups)
}

// What a piece that is no record says of its kind and nation: nothing.
const NOT_A_FIGURE: Fields = {}

/**
 * The {@link Names} of a board and a state, with `stack` worded by `stack`
 * and violations by `words`. A board or state of another shape names
 * nothing: the ids stand in. `carried` reads the state's pieces where the
 * library holds them in a form of its own: reading the record from such a
 * state would build it whole, a hundred figures copied to name the two a
 * refused move names.
 *
 * @internal
 */
export const namesWith = (
  board: NamedBoard | null,
  state: unknown,
  stack: StackWords,
  words: (violation: Violation, names: Names) => string,
  carried?: PieceAt,
): Names => {
  const pieces = carried ?? piecesOf(state)
  const regions = regionsOf(board)
  const map: unknown = isRecord(board) ? board['map'] : undefined
  const nations = own(map, 'nations')
  const factions = own(map, 'factions')
  const piece = (id: string): string => nameOf(pieces(id)) ?? id
  // A nation is named in every stack of its units a refused move or a reach words: its name is found once.
  const nationNames = new Map<string, string>()
  const nation = (id: string): string => {
    let name = nationNames.get(id)
    if (name === undefined) nationNames.set(id, (name = nameIn(nations, id) ?? readable(id)))
    return name
  }
  const names: Names = {
    region: (id) => {
      const name = regions?.get(id)?.name
      return typeof name === 'string' && name !== '' ? name : id
    },
    piece,
    nation,
    side: (id) => (Object.hasOwn(sideNames, id) ? (sideNames[id] as string) : (nameIn(factions, id) ?? readable(id))),
    stack: stack(pieces, piece, nation),
    violation: (v) => words(v, names),
  }
  return names
}

/**
 * The {@link Names} of a board and `options.state`, saying violations in
 * `options.messages`. A board or state of another shape names nothing: the
 * ids stand in.
 *
 * @internal
 */
export const namesOf = (board: NamedBoard | null, options?: WordsOptions): Names =>
  namesWith(board, isRecord(options) ? options['state'] : undefined, kindStack, (v, names) => say(options, String(v.code), v, names))

/**
 * The English names of ids: what `violation()` words every violation with,
 * before a public function names things.
 *
 * @internal
 */
export const idNames: Names = /* @__PURE__ */ namesOf(null)

/**
 * The English words of a subject under `key`, from one table of entries
 * as written (each opens with a capital itself), or the last resort of its
 * `kind` (a violation's, unless told) where the table has no entry for the
 * key or its words cannot be made. A ruleset says its violations with the
 * table of its own codes; the catalogue says every kind with all of them.
 *
 * @internal
 */
export type Said = (key: string, subject: Fields, names: Names, kind?: SubjectKind) => string

/**
 * {@link Said} over `tables`: the words the English catalogue gives of
 * every code the tables hold. The tables are passed apart, not spread into
 * one, so that a call marked pure has no argument a bundler must evaluate.
 * A function declaration, hoisted: `englishWords` above is made of it as
 * the module loads.
 *
 * @internal
 */
export function saidIn(...tables: ReadonlyArray<Readonly<Partial<Record<string, (subject: never, names: Names) => string>>>>): Said {
  const table: Readonly<Partial<Record<string, (subject: never, names: Names) => string>>> = Object.assign({}, ...tables)
  return (key, subject, names, kind = 'violation') => {
    const entry = Object.hasOwn(table, key) ? table[key] : undefined
    if (entry === undefined) return lastResort(key, kind)
    try {
      return entry(subject as never, names)
    } catch {
      // A subject without the fields of its key (a host's own violation, an odd event): the key is all that can be said.
      return lastResort(key, kind)
    }
  }
}
