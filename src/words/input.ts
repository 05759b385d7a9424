/**
 * The words of the input boundary: the violations both rulesets give of
 * malformed arguments and the wrong ruleset, made with the shared English
 * words only.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Violation } from '../model/violation.js'
import { countedStack, namesWith, saidIn } from './names.js'
import { sharedEnglish } from './shared-english.js'
import { violationWith } from './violation.js'

const said = /* @__PURE__ */ saidIn(sharedEnglish)

const idNames = /* @__PURE__ */ namesWith(null, undefined, countedStack, (v, names) => said(String(v.code), v, names))

/**
 * Makes a violation the input boundary gives, with its English message in
 * ids, as `violation()` does.
 *
 * @internal
 */
export const violation = /* @__PURE__ */ violationWith((v: Violation): string => said(v.code, v, idNames))
