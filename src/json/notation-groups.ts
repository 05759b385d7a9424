/**
 * The short form of the move notation, for people typing moves: pieces
 * named by kind and count (`2 warrior + paladin from greenvale`) instead of
 * by id, picked from a position.
 *
 * @since 0.2.0
 * @module
 */
import * as E from '../core/either.js'
import { isBoard } from '../board/board.js'
import { rulesetOf, stateProblem } from '../input/boundary.js'
import type { HeroesState } from '../model/heroes-state.js'
import type { RingState } from '../model/ring-state.js'

/**
 * Picks `count` pieces of `kind` of `actor` standing in `region`, leaving
 * out those it picked before for the same line: their ids, or how many
 * are left when too few. One picker reads one line.
 *
 * @internal
 */
export type Picker = (actor: string, kind: string, count: number, region: string) => E.Either<number, ReadonlyArray<string>>

/**
 * The region a typed word stands for: the region of that id, else the one
 * the map names so (case aside), else the word as it is (an unknown id for
 * `validateMove` to report). Anything but a board made by `compile` names
 * no region: every word stands for itself.
 *
 * @internal
 */
export const regionNamed = (board: unknown): ((text: string) => string) => {
  if (!isBoard(board)) return (text) => text
  const byName = new Map<string, string>()
  for (const [id, region] of board.regions) if (region.name !== undefined && !byName.has(region.name.toLowerCase())) byName.set(region.name.toLowerCase(), id)
  return (text) => (board.regions.has(text) ? text : (byName.get(text.toLowerCase()) ?? text))
}

interface Piece {
  readonly id: string
  readonly actor: string
  readonly kind: string
  readonly region: string
}

// The pieces of a state, read only once it has passed the format's check: a value that is not a state has none.
const piecesOf = (state: unknown): ReadonlyArray<Piece> => {
  const ruleset = rulesetOf(state)
  if (stateProblem(ruleset, state) !== null) return []
  const pieces: Piece[] = []
  if (ruleset === 'heroes') {
    const { units } = state as HeroesState
    for (const [id, unit] of Object.entries(units)) pieces.push({ id, actor: unit.faction, kind: unit.type, region: unit.region })
  } else {
    const { figures, nations } = state as RingState
    for (const [id, figure] of Object.entries(figures)) {
      const nation = figure.nation === undefined || !Object.hasOwn(nations, figure.nation) ? undefined : nations[figure.nation]
      const side = figure.side ?? nation?.side
      if (side !== undefined) pieces.push({ id, actor: side, kind: figure.kind, region: figure.region })
    }
  }
  return pieces
}

// JSON of the three strings: two different triples never share a key, whatever the ids hold.
const keyOf = (actor: string, kind: string, region: string): string => JSON.stringify([actor, kind, region])

interface Group {
  readonly ids: string[]
  picked: number
}

const groupsOf = (state: unknown): ReadonlyMap<string, Group> => {
  const groups = new Map<string, Group>()
  for (const piece of piecesOf(state)) {
    const key = keyOf(piece.actor, piece.kind, piece.region)
    const group = groups.get(key)
    if (group === undefined) groups.set(key, { ids: [piece.id], picked: 0 })
    else group.ids.push(piece.id)
  }
  for (const group of groups.values()) group.ids.sort()
  return groups
}

/**
 * The picker of a position: the pieces of the actor (a heroes faction, or a
 * ring side) in the region, of the asked unit type (heroes) or figure kind
 * (ring), in the order of their ids, so the same line always picks the
 * same pieces. `warrior` names a unit of type `warrior`; `warriors` does
 * too. A value that is not a state of the format has no pieces to pick.
 *
 * Each group of pieces keeps how many of it were picked already: a pick
 * takes the first ones left of the one or two groups it asks, so what was
 * picked is always the first of each group, and a line of many armies
 * costs what reading it costs.
 *
 * @internal
 */
export const pickerOf = (state: unknown): Picker => {
  // Read on the first pick: a line of ids only never walks the position.
  let read: ReadonlyMap<string, Group> | null = null
  return (actor, kind, count, region) => {
    read ??= groupsOf(state)
    const groups = read
    const asked = [groups.get(keyOf(actor, kind, region)), kind.endsWith('s') ? groups.get(keyOf(actor, kind.slice(0, -1), region)) : undefined].filter(
      (group) => group !== undefined,
    )
    const left = asked.reduce((sum, group) => sum + group.ids.length - group.picked, 0)
    if (left < count) return E.left(left)
    const picked: string[] = []
    while (picked.length < count) {
      // The group whose next id comes first, as one list of all the asked pieces in id order would give it.
      let next: Group | undefined
      for (const group of asked) {
        const id = group.ids[group.picked]
        if (id !== undefined && (next === undefined || id < (next.ids[next.picked] ?? ''))) next = group
      }
      if (next === undefined) break
      picked.push(next.ids[next.picked] ?? '')
      next.picked++
    }
    return E.right(picked)
  }
}
