/**
 * Making a violation: its evidence and its English message, worded in ids
 * when it is made; a public function names the regions and pieces on the
 * way out.
 *
 * @since 0.1.0
 * @module
 */
import { violationCodes, type Evidence, type Violation, type ViolationCode } from '../model/violation.js'
import { idNames, say } from './names.js'

/**
 * The English words of a violation without a map: ids stand for names.
 * What `violation()` writes before a public function names things.
 *
 * @internal
 */
export const idWords = (v: Violation): string => say(undefined, v.code, v, idNames)

/**
 * The maker of violations whose message is `words` of the violation: each
 * ruleset makes its own with the words of its codes, so that a game of one
 * ruleset carries no words of the other. The rules make violations of their
 * own codes only; a code a host passes is checked by {@link violation}.
 *
 * @internal
 */
export const violationWith =
  (words: (v: Violation) => string) =>
  <C extends ViolationCode>(code: C, evidence: Evidence<C>, army?: number): Violation => {
    const made: Record<string, unknown> = { code, message: '' }
    // Field by field rather than spread: evidence comes in a dozen shapes, and V8 copies spreads of many shapes the slow way.
    // Evidence that is not a record (a host without types) gives none.
    const fields: object = typeof evidence === 'object' && evidence !== null ? evidence : {}
    for (const key of Object.keys(fields)) made[key] = (fields as Readonly<Record<string, unknown>>)[key]
    if (army !== undefined) made['army'] = army
    made['message'] = words(made as Violation)
    return made as Violation
  }

/**
 * Builds a violation of `code` from its evidence, with its message.
 *
 * @since 0.1.0
 * @category constructors
 * @example
 * import { violation } from 'marchlaw'
 * const v = violation('NOT_ADJACENT', { from: 'dunes', to: 'isle' })
 * console.log(v.message) // No step leads from dunes to isle: the two are not adjacent.
 */
export const violation: <C extends ViolationCode>(code: C, evidence: Evidence<C>, army?: number) => Violation = /* @__PURE__ */ violationWith(
  // A code the library does not have (a host without types) has no words to say.
  (v) => ((violationCodes as ReadonlyArray<unknown>).includes(v.code) ? idWords(v) : ''),
)
