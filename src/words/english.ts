/**
 * The English catalogue, the words the library writes unless a host gives
 * its own: the words of each ruleset's violations, kept apart so that a game
 * of one ruleset carries only its own (`shared-english.ts`,
 * `heroes-english.ts`, `ring-english.ts`), and of the log (`log-english.ts`).
 *
 * @since 0.2.0
 * @module
 */
import type { Catalogue } from './catalogue.js'
import { heroesEnglish } from './heroes-english.js'
import { eventEnglish, moveEnglish } from './log-english.js'
import { ringEnglish } from './ring-english.js'
import { sharedEnglish } from './shared-english.js'

// Made in one call marked pure: a game that says only its own ruleset's violations leaves the whole catalogue out.
// Each entry opens with a capital itself (one that opens with a name makes it one), so the tables are the catalogue.
const catalogue = (): Catalogue => Object.freeze({ ...sharedEnglish, ...heroesEnglish, ...ringEnglish, ...eventEnglish, ...moveEnglish })

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
export const english: Catalogue = /* @__PURE__ */ catalogue()
