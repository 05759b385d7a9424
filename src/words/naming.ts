/**
 * Wording violations in the map's and the state's names, once the rules
 * have found them: each ruleset makes its naming with the words of its own
 * codes (`heroes.ts`, `ring.ts`), and the words entry with all of them.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { HeroesState } from '../model/heroes-state.js'
import type { RingState } from '../model/ring-state.js'
import type { Violation, ViolationCode, Violations } from '../model/violation.js'
import type { Names } from './catalogue.js'
import { namesWith, type NamedBoard, type PieceAt, type Said, type StackWords } from './names.js'

/**
 * Words violations in the map's and the state's names, with the names made
 * once for a caller that words many lists on one board and state (`reach`
 * words one per region).
 *
 * @internal
 */
export interface Naming {
  /** The violations with their messages in these names. */
  readonly list: (violations: Violations) => Violations
  /** The words of a violation in these names, for a violation made here without words. */
  readonly words: (violation: Violation) => string
  /** The words of violations of `code` in these names: a caller wording many of one code finds its entry once. */
  readonly wordsOf: (code: ViolationCode) => (violation: Violation) => string
  /**
   * The words of violations alike but for one region: `sample` holds {@link blank} where that region's id goes, and
   * the words of each are those of `sample` with the region's name in the blank's place, two strings joined.
   * `null` where the words do not show the blank exactly once. Good for an entry that reads the region only through
   * {@link Names.region} and compares it with no id other violations alike would differ in.
   */
  readonly blankWords: (sample: Violation) => ((region: string) => string) | null
}

/**
 * The id a {@link Naming.blankWords} sample holds where its region goes:
 * unlike any a map gives (its name is then itself), and words showing it
 * other than once are made the slow way.
 *
 * @internal
 */
export const blank = '\u0000blank'

/**
 * How a {@link Naming} makes its {@link Naming.blankWords}, from the board
 * and the names of the naming.
 *
 * @internal
 */
export type BlankWords = (board: NamedBoard, names: Names) => Naming['blankWords']

/**
 * Words alike but for one region made from one sample's words, the region's
 * name put in the blank's place: what the ring's reach and far verdicts ask
 * of their naming, for every region of the board.
 *
 * @internal
 */
export const blanksIn: BlankWords = (board, names) => (sample) => {
  const words = names.violation(sample)
  const at = words.indexOf(blank)
  if (at < 0 || words.indexOf(blank, at + 1) >= 0 || board.regions.has(blank)) return null
  const head = words.slice(0, at)
  const tail = words.slice(at + blank.length)
  // The entry's own words, the blank's place given to the region: an entry that made the blank a capital would not show it.
  return (region) => head + names.region(region) + tail
}

// No words made from a sample: each caller words each violation itself, which gives the same words. What a ruleset
// whose rules never ask for blank words (the heroes') gives, so that its games carry no code that makes them.
const noBlanks: BlankWords = () => () => null

/**
 * How a ruleset makes the {@link Naming} of a board and state, saying its
 * violations with `said`, enemy stacks with `stack`, and words alike but
 * for one region with `blanks` (by default none: each is worded alone). A
 * naming holds the board and the state's record of pieces only while its
 * caller holds it: the violations it words keep their words, not it.
 *
 * @internal
 */
export const namingWith =
  (said: Said, stack: StackWords, blanks: BlankWords = noBlanks) =>
  (board: NamedBoard, state: HeroesState | RingState, carried?: PieceAt): Naming => {
    const names = namesWith(board, state, stack, (v, named) => said(String(v.code), v, named), carried)
    const rename = (v: Violation): Violation => {
      const made: Record<string, unknown> = { code: v.code, message: names.violation(v) }
      // Field by field rather than spread: evidence comes in a dozen shapes, and V8 copies spreads of many shapes the slow way.
      for (const key of Object.keys(v)) if (key !== 'code' && key !== 'message') made[key] = key === 'reasons' && v.code === 'NO_PATH' ? v.reasons.map(rename) : (v as Readonly<Record<string, unknown>>)[key]
      return made as Violation
    }
    return {
      words: names.violation,
      wordsOf: (code) => (v) => said(code, v, names),
      blankWords: blanks(board, names),
      list: ([first, ...rest]) => [rename(first), ...rest.map(rename)],
    }
  }
