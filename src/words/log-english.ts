/**
 * The English words of events and moves, for a log: what `eventInWords`
 * and `moveInWords` say. No violation needs them, so a game that only
 * judges moves carries none.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { GameEventType } from '../model/event.js'
import type { HeroesMove } from '../model/heroes-state.js'
import type { RingMove } from '../model/ring-state.js'
import type { Catalogue } from './catalogue.js'
import { allowanceWords, and, armyStepWords, capital, eventRouteWords, routeWords, verb } from './grammar.js'

/**
 * The English log lines of every event type. They open with a capital, or
 * with a region's name or a piece's name or id, which stay as they are.
 * Complete by their type: the words say which types are events.
 *
 * @internal
 */
export const eventEnglish: Pick<Catalogue, GameEventType> = {
  moved: (e, n) => {
    const pieces = 'units' in e ? e.units : e.figures
    return `${and(pieces.map(n.piece))} moved from ${n.region(e.from)} ${e.path[e.path.length - 1] === e.to ? routeWords(e.path, n) : `to ${n.region(e.to)}`}`
  },
  battle: (e, n) =>
    `Battle in ${n.region(e.region)}: ${n.side(e.attacker)} ${e.attacker === 'free' ? 'attack' : 'attacks'} ${and(e.defenders.map((d) => n.side(d)))}${
      e.figures === undefined ? '' : ` with ${and(e.figures.map(n.piece))}${e.from === undefined ? '' : ` from ${n.region(e.from)}`}`
    }`,
  'exploration-revealed': (e, n) => `Token ${e.token} revealed in ${n.region(e.region)}: ${e.kind ?? 'face hidden'}`,
  'exploration-resolved': (e, n) => `Token ${e.token} in ${n.region(e.region)} resolved`,
  'settlement-captured': (e, n) => `${n.region(e.region)} captured by ${n.side(e.by)} from ${n.side(e.from)}`,
  'march-slot-used': (e) => `A March Action Slot used, ${e.left} left`,
}

/**
 * The English log lines of every move type, as {@link eventEnglish}: the
 * words say which types are moves.
 *
 * @internal
 */
export const moveEnglish: Pick<Catalogue, (HeroesMove | RingMove)['type']> = {
  march: (m, n) =>
    `${capital(n.side(m.faction))} marches ${and(m.units.map(n.piece))} ${
      m.path !== undefined && m.path[m.path.length - 1] === m.to ? routeWords(m.path, n) : `to ${n.region(m.to)}`
    }`,
  'resolve-exploration': (m, n) => `${capital(n.side(m.faction))} resolves token ${m.token}`,
  'army-die': (m, n) => `${capital(n.side(m.side))}, Army die: ${armyStepWords(m.moves, n)}`,
  'character-die': (m, n) => `${capital(n.side(m.side))}, Character die: ${armyStepWords(m.moves, n)}`,
  attack: (m, n) =>
    `${capital(n.side(m.side))}, ${m.die === 'army' ? 'Army' : 'Character'} die: ${and(m.figures.map(n.piece))} ${verb(m.figures, 'attacks', 'attack')} ${n.region(m.target)}`,
  'event-move': (m, n) => `${capital(n.side(m.side))}, event card (${allowanceWords(m.allowance)}): ${eventRouteWords(m.moves, n)}`,
}
