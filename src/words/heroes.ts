/**
 * The words of the heroes ruleset: its violations made and named with the
 * English words of the codes it gives (its own and the shared ones), and
 * none of the ring's, so that a heroes game carries only these.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Violation } from '../model/violation.js'
import type { HeroesState } from '../model/heroes-state.js'
import type { RingState } from '../model/ring-state.js'
import { heroesEnglish } from './heroes-english.js'
import { noStack, namesWith, saidIn, type NamedBoard, type PieceAt } from './names.js'
import { namingWith, type Naming } from './naming.js'
import { sharedEnglish } from './shared-english.js'
import { violationWith } from './violation.js'

const said = /* @__PURE__ */ saidIn(sharedEnglish, heroesEnglish)

const idNames = /* @__PURE__ */ namesWith(null, undefined, noStack, (v, names) => said(String(v.code), v, names))

/**
 * The English words of a heroes violation without a map: ids stand for
 * names.
 *
 * @internal
 */
export const idWords = (v: Violation): string => said(v.code, v, idNames)

/**
 * Makes a violation of the heroes ruleset with its English message in ids,
 * as `violation()` does.
 *
 * @internal
 */
export const violation = /* @__PURE__ */ violationWith(idWords)

/**
 * The {@link Naming} of a board and a heroes state, with no words for an
 * enemy stack (only the ring words one); `carried` reads the units
 * where the library carries them (see heroes/naming.ts).
 *
 * @internal
 */
export const namingOf: (board: NamedBoard, state: HeroesState | RingState, carried?: PieceAt) => Naming = /* @__PURE__ */ namingWith(said, noStack)
