/**
 * The English words of the violations both rulesets give, and of those
 * the input boundary gives (a malformed argument, the wrong ruleset).
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Entries } from './catalogue.js'
import { and, paceWords, plural } from './grammar.js'

/**
 * The violation codes both rulesets and the input boundary give.
 *
 * @internal
 */
export type SharedCode = 'UNKNOWN_ID' | 'DUPLICATE_ID' | 'NOT_OWNED' | 'NOT_TOGETHER' | 'EMPTY_ARMY' | 'NO_MOVEMENT' | 'NOT_ADJACENT' | 'IMPASSABLE' | 'STACKING_LIMIT' | 'NOT_LAND' | 'TOO_FAR' | 'WRONG_RULESET' | 'MALFORMED_MOVE' | 'MALFORMED_STATE' | 'MALFORMED_BOARD'

/**
 * The English words of the codes both rulesets give, as written, each
 * opening with a capital: none opens with an id, which a capital would
 * change; one that opens with a side's words ("the Free Peoples") or a name
 * makes its first letter a capital itself (`capital`), so that the catalogue
 * is these entries as they are and no message is read again for its first
 * letter.
 *
 * @internal
 */
export const sharedEnglish: Entries<SharedCode> = {
  UNKNOWN_ID: (e) => (e.entity === 'unit-type' ? `Unit type "${e.id}" has no Speed in this position.` : `There is no ${e.entity} "${e.id}".`),
  DUPLICATE_ID: (e, n) => `The move lists ${n.piece(e.id)} more than once.`,
  NOT_OWNED: (e, n) => `The move takes ${n.piece(e.id)}, which belongs to ${n.side(e.owner)}, not to ${n.side(e.actor)}.`,
  NOT_TOGETHER: (e, n) => `An army moves from one region, but these figures stand in ${and(e.regions.map(n.region))}.`,
  EMPTY_ARMY: () => 'Nothing to move: the army has no figures.',
  NO_MOVEMENT: (e, n) => `The army is already in ${n.region(e.region)}.`,
  NOT_ADJACENT: (e, n) =>
    e.from === e.to ? `A step must leave ${n.region(e.from)}; it cannot enter the region it is in.` : `No step leads from ${n.region(e.from)} to ${n.region(e.to)}: the two are not adjacent.`,
  IMPASSABLE: (e, n) => `An impassable line separates ${n.region(e.from)} from ${n.region(e.to)}.`,
  STACKING_LIMIT: (e, n) => `After the move, ${n.region(e.region)} would hold ${plural(e.count, 'unit', 'units')}, more than the limit of ${e.limit}.`,
  NOT_LAND: (e, n) => `Armies march on land, and ${n.region(e.region)} is a ${e.kind} region.`,
  TOO_FAR: (e, n) => `The move takes ${plural(e.steps, 'step', 'steps')}; ${paceWords(e, n)}.`,
  WRONG_RULESET: (e) => `This is a ${e.ruleset} move; the position is of the ${e.expected} ruleset.`,
  MALFORMED_MOVE: (e) => `This is not a move of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_STATE: (e) => `This is not a position of the format: at ${e.path}, expected ${e.expected}.`,
  MALFORMED_BOARD: (e) => `This is not a board: expected ${e.expected}.`,
}
