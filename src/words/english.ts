/**
 * The English catalogue, the words the library writes unless a host gives
 * its own, and the grammar it is written with (lists, numbers, capitals).
 *
 * @since 0.2.0
 * @module
 */
import type { Evidence, ViolationCode } from '../model/violation.js'
import type { Catalogue, Names } from './catalogue.js'

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

// The verb after a list: one id takes the singular, several the plural.
const verb = (names: ReadonlyArray<string>, one: string, many: string): string => (names.length === 1 ? one : many)

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
export const readable = (id: string): string =>
  id
    .split(/[-_]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || id

/** "the Free Peoples", "the Shadow", or a faction as the names give it. */
const sideOf = (side: string, n: Names): string => n.side(side)

// "to C, through A and B": the regions passed through, then where the army ends; an empty path goes nowhere.
const routeWords = (path: ReadonlyArray<string>, n: Names): string => {
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
      const around = e.steps !== undefined && r.steps !== e.steps
      // When both routes are too long the evidence keeps only the way around: the shortest is said from `steps`.
      const shortest = around && stops.length === 0 ? `the shortest way takes ${plural(e.steps, 'step', 'steps')} (and must stop on the way); ` : ''
      why.push(
        `${shortest}${around ? (shortest === '' ? 'the way around takes' : 'the way around the stops takes') : 'the shortest way takes'} ${plural(r.steps, 'step', 'steps')}, while ${paceWords(r, n)}`,
      )
    } else if (r.code === 'NOT_ADJACENT') why.push(`no way over land leads there from ${n.region(r.from)}`)
    else if (r.code === 'IMPASSABLE') why.push(`an impassable line parts it from ${n.region(r.from)}, and no other way over land leads there`)
    else if (r.code !== 'MUST_STOP') why.push(n.violation(r).replace(/\.$/, ''))
  if (stops.length > 0) why.unshift(`the shortest way must stop in ${and(stops)} before it gets there`)
  return why.length === 0 ? `The army has no way to reach ${to} in this March.` : `The army cannot reach ${to} in this March: ${why.join(', and ')}.`
}

// Advice only where the evidence says it can be followed: the die this army could attack the region with.
const enemyWords = (e: Evidence<'ENEMY_ARMY'>, n: Names): string =>
  `An army may not enter ${n.region(e.region)}, held by ${n.stack(e.units)}${
    e.attack === undefined ? '' : `; attack it with the ${e.attack === 'army' ? 'Army' : 'Character'} die instead`
  }.`

// The messages of violations as written: none opens with an id, which a capital would change; a side's words
// ("the Free Peoples") or a name may, and get their capital below.
const messages: Pick<Catalogue, ViolationCode> = {
  UNKNOWN_ID: (e) => (e.entity === 'unit-type' ? `Unit type "${e.id}" has no Speed in this position.` : `There is no ${e.entity} "${e.id}".`),
  DUPLICATE_ID: (e, n) => `The move lists ${n.piece(e.id)} more than once.`,
  NOT_OWNED: (e, n) => `The move takes ${n.piece(e.id)}, which belongs to ${sideOf(e.owner, n)}, not to ${sideOf(e.actor, n)}.`,
  NOT_TOGETHER: (e, n) => `An army moves from one region, but these figures stand in ${and(e.regions.map(n.region))}.`,
  EMPTY_ARMY: () => 'Nothing to move: the army has no figures.',
  NO_MOVEMENT: (e, n) => `The army is already in ${n.region(e.region)}.`,
  NOT_ADJACENT: (e, n) =>
    e.from === e.to ? `A step must leave ${n.region(e.from)}; it cannot enter the region it is in.` : `No step leads from ${n.region(e.from)} to ${n.region(e.to)}: the two are not adjacent.`,
  IMPASSABLE: (e, n) => `An impassable line separates ${n.region(e.from)} from ${n.region(e.to)}.`,
  STACKING_LIMIT: (e, n) => `After the move, ${n.region(e.region)} would hold ${plural(e.count, 'unit', 'units')}, more than the limit of ${e.limit}.`,
  ARMY_TOO_LARGE: (e) => `An army has at most ${e.limit} units; this one has ${e.count}.`,
  NOT_LAND: (e, n) => `Armies march on land, and ${n.region(e.region)} is a ${e.kind} region.`,
  TOO_FAR: (e, n) => `The move takes ${plural(e.steps, 'step', 'steps')}; ${paceWords(e, n)}.`,
  MUST_STOP: (e, n) =>
    e.reason === 'desert'
      ? `The army must stop on entering the desert of ${n.region(e.region)}; it may leave it with a later March.`
      : `The army must stop on entering ${n.region(e.region)}: an opponent there means a battle, which ends the March.`,
  NO_PATH: noPathWords,
  PATH_MISMATCH: (e, n) =>
    e.last === null ? `The path is empty; it must end in ${n.region(e.to)}.` : `The path ends in ${n.region(e.last)}, not in the destination ${n.region(e.to)}.`,
  NO_MARCH_SLOT: () => 'No March Action Slot is left this round.',
  EXPLORATION_PENDING: (e, n) =>
    e.owner === undefined
      ? `Resolve the exploration token ${e.token} in ${n.region(e.region)} first.`
      : `${capital(n.side(e.owner))} must first resolve the exploration token ${e.token} in ${n.region(e.region)}.`,
  NOT_REVEALED: (e) =>
    e.revealed === null ? `Token ${e.token} is not revealed: no exploration is waiting.` : `Token ${e.token} is not the revealed one; ${e.revealed} is.`,
  NOT_AN_ARMY: (e, n) => `An army needs an Army unit, and ${and(e.figures.map(n.piece))} ${verb(e.figures, 'is not one', 'are none')}.`,
  TOO_MANY_ARMIES: (e) => `This action moves at most ${e.limit} ${e.limit === 1 ? 'army' : 'armies'}, not ${e.count}.`,
  MOVED_TWICE: (e, n) => `This action has already moved ${n.piece(e.id)}.`,
  NEEDS_LEADER: (e, n) =>
    `A Character die moves an army with a Leader, Nazgul or Character, and ${and(e.figures.map(n.piece))} ${verb(e.figures, 'has', 'have')} none.`,
  LEADER_ALONE: (e, n) =>
    `${verb(e.leaders, 'Leader', 'Leaders')} ${and(e.leaders.map(n.piece))} would be in ${n.region(e.region)} without Free Peoples Army units.`,
  ENEMY_ARMY: enemyWords,
  NOT_AT_WAR: (e, n) =>
    `${and(e.nations.map(n.nation))} ${verb(e.nations, 'is', 'are')} not At War and cannot enter ${n.region(e.region)}, inside the borders of ${n.nation(e.regionNation)}.`,
  NO_ENEMY: (e, n) => `There is nothing to attack in ${n.region(e.region)}: it holds no enemy Army units.`,
  NOT_AT_WAR_ATTACK: (e, n) => `${and(e.nations.map(n.nation))} ${verb(e.nations, 'is', 'are')} not At War and cannot attack.`,
  WRONG_RULESET: (e) => `This is a ${e.ruleset} move; the position is of the ${e.expected} ruleset.`,
  MALFORMED_MOVE: (e) => `This is not a move of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_STATE: (e) => `This is not a position of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_BOARD: (e) => `This is not a board: expected ${e.expected}.`,
}

// The words of events and moves, for a log: they open with a capital, or with a region's name or a piece's name
// or id, which stay as they are.
const logLines: Omit<Catalogue, ViolationCode> = {
  moved: (e, n) => {
    const pieces = 'units' in e ? e.units : e.figures
    return `${and(pieces.map(n.piece))} moved from ${n.region(e.from)} ${e.path[e.path.length - 1] === e.to ? routeWords(e.path, n) : `to ${n.region(e.to)}`}`
  },
  battle: (e, n) =>
    `Battle in ${n.region(e.region)}: ${sideOf(e.attacker, n)} ${e.attacker === 'free' ? 'attack' : 'attacks'} ${and(e.defenders.map((d) => sideOf(d, n)))}${
      e.figures === undefined ? '' : ` with ${and(e.figures.map(n.piece))}${e.from === undefined ? '' : ` from ${n.region(e.from)}`}`
    }`,
  'exploration-revealed': (e, n) => `Token ${e.token} revealed in ${n.region(e.region)}: ${e.kind ?? 'face hidden'}`,
  'exploration-resolved': (e, n) => `Token ${e.token} in ${n.region(e.region)} resolved`,
  'settlement-captured': (e, n) => `${n.region(e.region)} captured by ${sideOf(e.by, n)} from ${sideOf(e.from, n)}`,
  'march-slot-used': (e) => `A March Action Slot used, ${e.left} left`,

  march: (m, n) =>
    `${capital(sideOf(m.faction, n))} marches ${and(m.units.map(n.piece))} ${
      m.path !== undefined && m.path[m.path.length - 1] === m.to ? routeWords(m.path, n) : `to ${n.region(m.to)}`
    }`,
  'resolve-exploration': (m, n) => `${capital(sideOf(m.faction, n))} resolves token ${m.token}`,
  'army-die': (m, n) => `${capital(sideOf(m.side, n))}, Army die: ${armyStepWords(m.moves, n)}`,
  'character-die': (m, n) => `${capital(sideOf(m.side, n))}, Character die: ${armyStepWords(m.moves, n)}`,
  attack: (m, n) =>
    `${capital(sideOf(m.side, n))}, ${m.die === 'army' ? 'Army' : 'Character'} die: ${and(m.figures.map(n.piece))} ${verb(m.figures, 'attacks', 'attack')} ${n.region(m.target)}`,
  'event-move': (m, n) => `${capital(sideOf(m.side, n))}, event card (${allowanceWords(m.allowance)}): ${eventRouteWords(m.moves, n)}`,
}

/**
 * The English catalogue: what the `message` of every violation holds, and
 * the words of every event and move. Every message opens with a capital
 * letter.
 *
 * @since 0.2.0
 * @category catalogue
 * @example
 * import { english } from 'marchlaw'
 * const names = { region: (id: string) => id.toUpperCase(), piece: (id: string) => id, nation: (id: string) => id, side: (id: string) => id, stack: (units: ReadonlyArray<string>) => units.join(', '), violation: () => '' }
 * console.log(english.NOT_ADJACENT({ from: 'dunes', to: 'isle' }, names)) // No step leads from DUNES to ISLE: the two are not adjacent.
 */
export const english: Catalogue = Object.freeze({
  ...(Object.fromEntries(
    Object.entries(messages).map(([key, entry]) => [key, (subject: never, names: Names): string => capital((entry as (subject: never, names: Names) => string)(subject, names))]),
  ) as unknown as Pick<Catalogue, ViolationCode>),
  ...logLines,
})
