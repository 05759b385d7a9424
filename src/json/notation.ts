/**
 * A move notation, as SAN is for chess: one short line a person can read
 * and type, for bot logs, bug reports and tests. Figures and units are
 * named by id, regions by id with `>` between the regions of a path:
 *
 * ```text
 * red march r1,r2 to mire              a March, the library finds the path
 * red march r1 by hill > mire          a March by a given path (it ends in mire)
 * red resolve t7                       resolving a revealed token
 * free army g-r1,g-l1 to osgiliath ; g-r2 to minas
 * free character g-r1,strider to osgiliath
 * shadow event 2/2 s-r1 by ithilien > osgiliath ; s-r2 by morgul
 * free attack army g-r1,g-l1 at osgiliath     an attack with an Army die (or `character`)
 * ```
 *
 * An id with a space, a control character or one of `, ; > "` in it, and
 * an id spelled as a word of the notation (`to`, `from`, `army`, `-`, ...),
 * is written as a JSON string (`"north sea"`, `"from"`); `-` stands for an
 * empty list. What {@link formatMove}
 * writes, {@link parseMove} reads back as exactly the same move. Given the
 * position, `parseMove` also reads a shorter form for people typing moves,
 * pieces by kind and count: `red march 2 warrior + paladin from greenvale
 * to oakwood`.
 *
 * @since 0.2.0
 * @module
 */
import * as E from '../core/either.js'
import type { Board } from '../board/graph.js'
import type { HeroesMove, HeroesState, MarchMove } from '../model/heroes-state.js'
import { pickerOf, regionNamed, type Picker } from './notation-groups.js'
import { isAllowanceCount } from './notation-write.js'
import type { Allowance, ArmyRoute, ArmyStep, RingMove, RingState, Side } from '../model/ring-state.js'

/**
 * Why a line is not a move: where (`column`, from 1), what was expected
 * there, and a sentence saying both.
 *
 * @since 0.2.0
 * @category model
 */
export interface NotationError {
  readonly column: number
  readonly expected: string
  readonly message: string
}

export { formatMove } from './notation-write.js'

interface Token {
  readonly text: string
  /** A bare word, a quoted id, or one of `, ; >`. */
  readonly kind: 'word' | 'quoted' | ',' | ';' | '>'
  readonly column: number
}

// A message quotes this much of a long line, around the column, so that a line of megabytes gives a message of one line.
const excerptLength = 60

const excerptOf = (line: string, column: number): string => {
  if (line.length <= excerptLength) return line
  const start = Math.max(0, Math.min(column - 1 - excerptLength / 2, line.length - excerptLength))
  const end = start + excerptLength
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`
}

// What was expected is the library's words, but may quote ids the line gave: bounded more loosely than the line.
const shortened = (words: string, length: number): string => (words.length <= length ? words : `${words.slice(0, length)}…`)

// The line and the token are written as JSON strings, so the message stays on one line whatever the line holds.
const errorAt = (line: string, column: number, expected: string, got: string): NotationError => ({
  column,
  expected,
  message: `The move ${JSON.stringify(excerptOf(line, column))} cannot be read at column ${column}: expected ${shortened(expected, 4 * excerptLength)}, got ${shortened(got, excerptLength)}.`,
})

// Sticky patterns, tried where the reading stands: no copy of the rest of the line per token.
const space = /\s+/y
const sign = /[,;>]/y
// A JSON string literal, except that a control character may stand in it as it is (JSON wants it escaped).
const quotedString = /"(?:[^"\\]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y
const bareWord = /[^\s,;>"]+/y
const controlCharacter = /[\u0000-\u001f]/g

const matchAt = (pattern: RegExp, line: string, at: number): string | null => {
  pattern.lastIndex = at
  return pattern.exec(line)?.[0] ?? null
}

const escaped = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

const tokensOf = (line: string): E.Either<NotationError, ReadonlyArray<Token>> => {
  const tokens: Token[] = []
  let i = 0
  while (i < line.length) {
    const blank = matchAt(space, line, i)
    if (blank !== null) {
      i += blank.length
      continue
    }
    const c = line.charAt(i)
    if (matchAt(sign, line, i) !== null) tokens.push({ text: c, kind: c as ',' | ';' | '>', column: ++i })
    else if (c === '"') {
      const quoted = matchAt(quotedString, line, i)
      if (quoted === null) return E.left(errorAt(line, i + 1, 'a closed JSON string', JSON.stringify(line.slice(i, i + 40))))
      // With its control characters escaped, the literal is JSON, so this parse cannot fail.
      tokens.push({ text: String(JSON.parse(quoted.replace(controlCharacter, escaped))), kind: 'quoted', column: i + 1 })
      i += quoted.length
    } else {
      const text = matchAt(bareWord, line, i) ?? c
      tokens.push({ text, kind: 'word', column: i + 1 })
      i += text.length
    }
  }
  return E.right(tokens)
}

/**
 * A cursor over the tokens. A reading function returns `null` when the line
 * does not fit, after recording the first error in `error`.
 */
interface Reader {
  readonly line: string
  readonly tokens: ReadonlyArray<Token>
  /** Picks pieces for the short form (`2 warrior from greenvale`); `null` reads ids only. */
  readonly pick: Picker | null
  /** The region a typed word stands for: its id, or in the short form the id of the region it names. */
  readonly region: (text: string) => string
  /** For each token, whether the list of pieces that starts there is the short form: a `from` before the `to` or `by` that ends it. */
  readonly short: ReadonlyArray<boolean>
  at: number
  actor: string
  error: NotationError | null
}

const peek = (r: Reader): Token | undefined => r.tokens[r.at]

const fail = (r: Reader, expected: string): null => {
  const token = peek(r)
  r.error ??=
    token === undefined
      ? errorAt(r.line, r.line.length + 1, expected, 'the end of the line')
      : errorAt(r.line, token.column, expected, JSON.stringify(token.text))
  return null
}

const isWord = (token: Token | undefined, text: string): boolean => token?.kind === 'word' && token.text === text

/** Takes the word `text` if it comes next. */
const take = (r: Reader, text: string): boolean => {
  if (!isWord(peek(r), text)) return false
  r.at++
  return true
}

const id = (r: Reader, what: string): string | null => {
  const token = peek(r)
  if (token === undefined || (token.kind !== 'word' && token.kind !== 'quoted') || isWord(token, '-')) return fail(r, what)
  r.at++
  return token.text
}

// Items apart by `separator`, or `-` for none. A list of armies is empty only where `-` ends the line: an army's
// own list of figures may be `-` too.
const list = <T>(r: Reader, separator: ',' | ';' | '>', item: () => T | null): ReadonlyArray<T> | null => {
  if (isWord(peek(r), '-') && (separator !== ';' || r.at === r.tokens.length - 1)) {
    r.at++
    return []
  }
  const items: T[] = []
  do {
    const next = item()
    if (next === null) return null
    items.push(next)
  } while (peek(r)?.kind === separator && ++r.at)
  return items
}

// For each token, whether the list of pieces starting there is the short form, worked out once from the end of the
// line back, so that a line of many armies is read in one pass.
const shortAhead = (tokens: ReadonlyArray<Token>): ReadonlyArray<boolean> => {
  const short: boolean[] = new Array<boolean>(tokens.length + 1).fill(false)
  for (let at = tokens.length - 1; at >= 0; at--) {
    const token = tokens[at]
    short[at] = token === undefined || token.kind === ';' || isWord(token, 'to') || isWord(token, 'by') ? false : isWord(token, 'from') || (short[at + 1] ?? false)
  }
  return short
}

// `2 warrior + paladin from greenvale`: counts (1 where absent) of kinds, joined by `+`, picked from the state.
const groupOf = (r: Reader, pick: Picker): ReadonlyArray<string> | null => {
  const asked: Array<{ readonly count: number; readonly kind: string; readonly column: number }> = []
  do {
    const counted = peek(r)
    const count = counted?.kind === 'word' && /^\d+$/.test(counted.text) ? Number(counted.text) : null
    const column = counted?.column ?? r.line.length + 1
    if (count !== null) r.at++
    const kind = id(r, 'a kind of piece, such as warrior or regular')
    if (kind === null) return null
    asked.push({ count: count ?? 1, kind, column })
  } while (take(r, '+'))
  if (!take(r, 'from')) return fail(r, '"+" or "from"')
  const region = regionOf(r)
  if (region === null) return null
  const picked: string[] = []
  for (const { count, kind, column } of asked) {
    const found = pick(r.actor, kind, count, region)
    if (E.isLeft(found)) {
      r.error ??= errorAt(r.line, column, `${count} ${kind} of ${r.actor} in ${region}`, `${found.left}`)
      return null
    }
    for (const id of found.right) picked.push(id)
  }
  return picked
}

const idList = (r: Reader, what: string): ReadonlyArray<string> | null =>
  r.pick !== null && r.short[r.at] === true ? groupOf(r, r.pick) : list(r, ',', () => id(r, what))

const regionOf = (r: Reader): string | null => {
  const text = id(r, 'a region id')
  return text === null ? null : r.region(text)
}

const pathList = (r: Reader): ReadonlyArray<string> | null => list(r, '>', () => regionOf(r))

const allowanceOf = (r: Reader): Allowance | null => {
  const token = peek(r)
  // Digits only: `-1`, `1.5`, `1e3` and a number past 2^53 are no allowance, as the move format says.
  const [armies, regions, ...more] = token?.kind === 'word' ? token.text.split('/').map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)) : []
  if (armies === undefined || regions === undefined || more.length > 0 || !isAllowanceCount(armies) || !isAllowanceCount(regions))
    return fail(r, 'an allowance "armies/regions", such as 2/3')
  r.at++
  return { armies, regions }
}

const marchOf = (r: Reader, faction: string): MarchMove | null => {
  const units = idList(r, 'a unit id')
  if (units === null) return null
  if (take(r, 'by')) {
    const route = pathList(r)
    if (route === null) return null
    const to = route[route.length - 1]
    // An empty path is written after its destination: `to mire by -`.
    return to === undefined ? fail(r, 'a path of one region or more') : { type: 'march', faction, units, to, path: route }
  }
  if (!take(r, 'to')) return fail(r, '"to" or "by"')
  const to = regionOf(r)
  if (to === null) return null
  if (!take(r, 'by')) return { type: 'march', faction, units, to }
  const route = pathList(r)
  return route === null ? null : { type: 'march', faction, units, to, path: route }
}

const dieMoveOf = (r: Reader, side: Side, type: 'army-die' | 'character-die'): RingMove | null => {
  const moves = list<ArmyStep>(r, ';', () => {
    const figures = idList(r, 'a figure id')
    if (figures === null) return null
    if (!take(r, 'to')) return fail(r, '"to"')
    const to = regionOf(r)
    return to === null ? null : { figures, to }
  })
  return moves === null ? null : { type, side, moves }
}

const eventMoveOf = (r: Reader, side: Side): RingMove | null => {
  const allowance = allowanceOf(r)
  if (allowance === null) return null
  const moves = list<ArmyRoute>(r, ';', () => {
    const figures = idList(r, 'a figure id')
    if (figures === null) return null
    if (!take(r, 'by')) return fail(r, '"by"')
    const route = pathList(r)
    return route === null ? null : { figures, path: route }
  })
  return moves === null ? null : { type: 'event-move', side, allowance, moves }
}

const attackOf = (r: Reader, side: Side): RingMove | null => {
  const die = take(r, 'army') ? 'army' : take(r, 'character') ? 'character' : null
  if (die === null) return fail(r, '"army" or "character", the die of the attack')
  const figures = idList(r, 'a figure id')
  if (figures === null) return null
  if (!take(r, 'at')) return fail(r, '"at"')
  const target = regionOf(r)
  return target === null ? null : { type: 'attack', side, die, figures, target }
}

const moveOf = (r: Reader): HeroesMove | RingMove | null => {
  const actor = id(r, 'a faction or a side')
  if (actor === null) return null
  r.actor = actor
  const verb = peek(r)?.kind === 'word' ? (peek(r)?.text ?? '') : ''
  if (verb === 'march' || verb === 'resolve') {
    r.at++
    if (verb === 'march') return marchOf(r, actor)
    const token = id(r, 'a token id')
    return token === null ? null : { type: 'resolve-exploration', faction: actor, token }
  }
  if (verb !== 'army' && verb !== 'character' && verb !== 'event' && verb !== 'attack') return fail(r, '"march", "resolve", "army", "character", "event" or "attack"')
  if (actor !== 'free' && actor !== 'shadow') {
    r.at--
    return fail(r, 'a side, "free" or "shadow", before a ring move')
  }
  r.at++
  if (verb === 'attack') return attackOf(r, actor)
  return verb === 'event' ? eventMoveOf(r, actor) : dieMoveOf(r, actor, verb === 'army' ? 'army-die' : 'character-die')
}

/**
 * Reads a move written in notation (what {@link formatMove} writes), or says
 * where and why it cannot. Given the position, it also reads the short
 * form people type, where a list of pieces is kinds and counts picked from
 * a region (`red march 2 warrior + paladin from greenvale to oakwood`,
 * `free army 2 regular + leader from westmark-citadel to westmark-ford`):
 * the pieces of the mover there, of that unit type or figure kind, in the
 * order of their ids; a region may then be typed by its name in the map
 * (`"High Peaks"`, any case) where no region has that id. It reads the form
 * only: whether the ids exist and the move is legal is for `validateMove`.
 *
 * It answers any value in any argument without throwing: a `text` that is
 * not a string is `Left` at column 1, expecting `a line of text`; a board
 * not made by `compile` names no region (every region is typed by its id);
 * a `state` that is not a state of the format has no pieces to pick, so the
 * short form finds none. Reading takes time in proportion to the line, with
 * or without a position.
 *
 * @since 0.2.0
 * @category notation
 * @example
 * import { compile } from 'marchlaw'
 * import { parseMove } from 'marchlaw/json'
 * import { demoIsles } from 'marchlaw/maps'
 * const board = compile(demoIsles)
 * if (board._tag === 'Right') {
 *   const move = parseMove(board.right, 'red march r1 by greenvale > oakwood')
 *   if (move._tag === 'Right') console.log(move.right) // { type: 'march', faction: 'red', units: [ 'r1' ], to: 'oakwood', path: [ 'greenvale', 'oakwood' ] }
 *   const typo = parseMove(board.right, 'red march r1 too oakwood')
 *   if (typo._tag === 'Left') console.log(typo.left.message) // The move "red march r1 too oakwood" cannot be read at column 14: expected "to" or "by", got "too".
 *   const state = {
 *     format: 'marchlaw/state@1' as const, ruleset: 'heroes' as const, speeds: { red: { serf: 2, warrior: 2 } },
 *     units: { w2: { faction: 'red', type: 'warrior', region: 'greenvale' }, w1: { faction: 'red', type: 'warrior', region: 'greenvale' }, s1: { faction: 'red', type: 'serf', region: 'greenvale' } },
 *   }
 *   const typed = parseMove(board.right, 'red march 2 warriors + serf from greenvale to oakwood', state)
 *   if (typed._tag === 'Right' && typed.right.type === 'march') console.log(typed.right.units) // [ 'w1', 'w2', 's1' ]
 *   const short = parseMove(board.right, 'red march 3 warrior from greenvale to oakwood', state)
 *   if (short._tag === 'Left') console.log(short.left.message) // The move "red march 3 warrior from greenvale to oakwood" cannot be read at column 11: expected 3 warrior of red in greenvale, got 2.
 * }
 */
export const parseMove = (board: Board, text: string, state?: HeroesState | RingState): E.Either<NotationError, HeroesMove | RingMove> =>
  state === undefined ? readMove(text) : readMove(text, pickerOf(state), regionNamed(board))

const notText = (text: unknown): NotationError => ({
  column: 1,
  expected: 'a line of text',
  message: `The move cannot be read at column 1: expected a line of text, got ${Array.isArray(text) ? 'a list' : text === null ? 'null' : `a value of type ${typeof text}`}.`,
})

/**
 * {@link parseMove} without a board: what the scenario codec reads a
 * `"move"` string with, before the scenario's map is compiled.
 *
 * @internal
 */
export const readMove = (
  text: unknown,
  pick: Picker | null = null,
  region: (text: string) => string = (id) => id,
): E.Either<NotationError, HeroesMove | RingMove> => {
  if (typeof text !== 'string') return E.left(notText(text))
  const tokens = tokensOf(text)
  if (E.isLeft(tokens)) return tokens
  const short = pick === null ? [] : shortAhead(tokens.right)
  const r: Reader = { line: text, tokens: tokens.right, pick, region, short, at: 0, actor: '', error: null }
  const move = moveOf(r)
  if (move !== null && peek(r) === undefined) return E.right(move)
  if (move !== null) fail(r, 'the end of the move')
  return E.left(r.error ?? errorAt(text, 1, 'a move', JSON.stringify(text)))
}
