/**
 * The words of the ring ruleset: its violations made and named with the
 * English words of the codes it gives (its own and the shared ones), and
 * none of the heroes's, so that a ring game carries only these.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Violation } from '../model/violation.js'
import type { HeroesState } from '../model/heroes-state.js'
import type { RingState } from '../model/ring-state.js'
import { ringEnglish } from './ring-english.js'
import { kindStack, namesWith, saidIn, type NamedBoard, type PieceAt } from './names.js'
import { blanksIn, namingWith, type Naming } from './naming.js'
import { sharedEnglish } from './shared-english.js'
import { violationWith } from './violation.js'

const said = /* @__PURE__ */ saidIn(sharedEnglish, ringEnglish)

const idNames = /* @__PURE__ */ namesWith(null, undefined, kindStack, (v, names) => said(String(v.code), v, names))

/**
 * The English words of a ring violation without a map: ids stand for
 * names.
 *
 * @internal
 */
export const idWords = (v: Violation): string => said(v.code, v, idNames)

/**
 * Makes a violation of the ring ruleset with its English message in ids,
 * as `violation()` does.
 *
 * @internal
 */
export const violation = /* @__PURE__ */ violationWith(idWords)

/**
 * The {@link Naming} of a board and a ring state, enemy stacks by kind and
 * nation; `carried` reads the figures where the library carries them
 * (see ring/naming.ts).
 *
 * @internal
 */
export const namingOf: (board: NamedBoard, state: HeroesState | RingState, carried?: PieceAt) => Naming = /* @__PURE__ */ namingWith(said, kindStack, blanksIn)
