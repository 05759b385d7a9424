// Generated legal marches for the property tests, found by the oracle (test/oracle/heroes.ts) and not by the
// rules: the positions and raw choices are the package's own arbitraries (src/arbitraries/heroes.ts).
import { fc } from '@fast-check/vitest'
import type { HeroesPosition, MarchChoice } from '../../src/arbitraries/heroes.js'
import { anyHeroesPosition, arbitraryMarchChoice, buildMarch, marchable } from '../../src/arbitraries/heroes.js'
import type { MarchMove } from '../../src/model/heroes-state.js'
import { canonicalArmies, legalDestinations, oracleArmy, simpleLegalPaths } from '../oracle/heroes.js'

const pick = <T>(items: ReadonlyArray<T>, n: number): T | undefined => (items.length === 0 ? undefined : items[n % items.length])

/** Freezes a value and everything inside it. */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * A legal march built from random choices with the oracle (not with
 * src/heroes/march.ts): a canonical army or a random group of one region, one of its
 * legal destinations, and no path, the rules' own path, or another legal one.
 */
export const validMarchFrom = (position: HeroesPosition, choice: MarchChoice): ReadonlyArray<MarchMove> => {
  const { board, state, factions } = position
  let faction: string
  let units: ReadonlyArray<string>
  const canonical = factions.flatMap((f) => canonicalArmies(state, f).map((army) => [f, army] as const))
  const chosen = pick(canonical, choice.a)
  if (choice.shape < 50 && chosen !== undefined) [faction, units] = chosen
  else {
    const built = buildMarch(position, { ...choice, shape: 0, pathMode: 0 })
    faction = built.faction
    units = built.units
  }
  const army = oracleArmy(board, state, faction, units)
  if (army === null) return []
  const destinations = [...legalDestinations(board, state, faction, units)].sort(([x], [y]) => (x < y ? -1 : 1))
  const destination = pick(destinations, choice.b)
  if (destination === undefined) return []
  const [to, best] = destination
  const move: MarchMove = { type: 'march', faction, units, to }
  if (choice.pathMode <= 1) return [move]
  if (choice.pathMode <= 3) return [{ ...move, path: best }]
  const other = pick(simpleLegalPaths(board, state, army, to), choice.mask)
  return [other === undefined ? move : { ...move, path: other }]
}

/** A position where a March can be legal, with a few legal marches over it (found by the oracle). */
export const arbitraryValidMarches = (
  count: number,
): fc.Arbitrary<{ readonly position: HeroesPosition; readonly moves: ReadonlyArray<MarchMove> }> =>
  fc
    .tuple(
      anyHeroesPosition.map((p): HeroesPosition => ({ ...p, state: marchable(p.state) })),
      fc.array(arbitraryMarchChoice, { minLength: 1, maxLength: count }),
    )
    .map(([position, choices]) => ({ position, moves: choices.flatMap((c) => validMarchFrom(position, c)) }))
