/**
 * The English words of the violations only the heroes ruleset gives: a
 * heroes game carries these and the shared ones, and none of the ring's.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import type { Evidence } from '../model/violation.js'
import type { Entries, Names } from './catalogue.js'
import { and, capital, paceWords, plural } from './grammar.js'

/**
 * The violation codes only the heroes ruleset gives.
 *
 * @internal
 */
export type HeroesCode = 'ARMY_TOO_LARGE' | 'MUST_STOP' | 'NO_PATH' | 'PATH_MISMATCH' | 'NO_MARCH_SLOT' | 'EXPLORATION_PENDING' | 'NOT_REVEALED'

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

/**
 * The English words of the codes only the heroes ruleset gives, as written
 * (see `sharedEnglish`).
 *
 * @internal
 */
export const heroesEnglish: Entries<HeroesCode> = {
  ARMY_TOO_LARGE: (e) => `An army has at most ${e.limit} units; this one has ${e.count}.`,
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
}
