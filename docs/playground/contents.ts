/**
 * What a region holds, in the words and groups the map and the side panel
 * show: units by faction (heroes) or figures by nation (ring), towers,
 * vessels, face-down tokens, a capital, a settlement and its controller.
 *
 * @module
 */
import type { Board, HeroesState, RingState, Side } from '../../src/index.js'
import type { Position } from './openings.js'

/** One movable piece, as the selection panel lists it. */
export interface Piece {
  readonly id: string
  /** Unit type (heroes) or figure kind (ring). */
  readonly kind: string
  /** Faction (heroes), or nation, or side for a Character without nation (ring). */
  readonly owner: string
  /** Faction (heroes) or side (ring): who moves it. */
  readonly player: string
  /** Counts for the ring stacking limit and makes an army. */
  readonly armyUnit: boolean
}

/** The pieces of one owner in a region: one badge on the map. */
export interface PieceGroup {
  readonly owner: string
  readonly player: string
  readonly badge: string
  readonly pieces: ReadonlyArray<Piece>
}

/** A marker drawn in a region besides the badges. */
export interface Mark {
  readonly kind: 'capital' | 'tower' | 'vessel' | 'token' | 'settlement'
  readonly label: string
  /** The faction or side it belongs to, when it has one. */
  readonly owner?: string
  /** Words written beside the icon on the map, when the icon alone would not say enough. */
  readonly caption?: string
}

/** Everything a region shows. */
export interface RegionContents {
  readonly groups: ReadonlyArray<PieceGroup>
  readonly marks: ReadonlyArray<Mark>
}

const byId = (a: Piece, b: Piece): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const grouped = (pieces: ReadonlyArray<Piece>, badge: (owner: string, pieces: ReadonlyArray<Piece>) => string): ReadonlyArray<PieceGroup> => {
  const owners = new Map<string, Piece[]>()
  for (const piece of pieces) owners.set(piece.owner, [...(owners.get(piece.owner) ?? []), piece])
  return [...owners.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([owner, list]) => {
      const sorted = [...list].sort(byId)
      return { owner, player: sorted[0]?.player ?? owner, badge: badge(owner, sorted), pieces: sorted }
    })
}

const heroesPieces = (state: HeroesState, region: string): ReadonlyArray<Piece> =>
  Object.entries(state.units)
    .filter(([, unit]) => unit.region === region)
    .map(([id, unit]) => ({ id, kind: unit.type, owner: unit.faction, player: unit.faction, armyUnit: true }))

/** The side a ring figure plays for: its nation's, or its own (Characters without nation). */
export const sideOf = (state: RingState, nation: string | undefined, side: Side | undefined): Side | undefined =>
  nation === undefined ? side : (Object.hasOwn(state.nations, nation) ? state.nations[nation]?.side : undefined)

const ringPieces = (state: RingState, region: string): ReadonlyArray<Piece> =>
  Object.entries(state.figures)
    .filter(([, figure]) => figure.region === region)
    .map(([id, figure]) => ({
      id,
      kind: figure.kind,
      owner: figure.nation ?? figure.side ?? '?',
      player: sideOf(state, figure.nation, figure.side) ?? '?',
      armyUnit: figure.kind === 'regular' || figure.kind === 'elite',
    }))

const count = (pieces: ReadonlyArray<Piece>, kinds: ReadonlyArray<string>): number => pieces.filter((p) => kinds.includes(p.kind)).length

const ringBadge = (owner: string, pieces: ReadonlyArray<Piece>): string => {
  const army = count(pieces, ['regular', 'elite'])
  const extras = [
    [count(pieces, ['leader']), 'L'],
    [count(pieces, ['nazgul']), 'N'],
    [count(pieces, ['companion', 'minion']), 'C'],
  ] as const
  const extra = extras.filter(([n]) => n > 0).map(([n, letter]) => `+${n}${letter}`).join('')
  return `${owner} ${army > 0 ? String(army) : ''}${extra}`.trim()
}

/** The controller of a ring settlement: the `control` entry, else the side of the region's nation. */
export const controllerOf = (board: Board, state: RingState, region: string): Side | undefined => {
  const control = state.control
  if (control !== undefined && Object.hasOwn(control, region)) return control[region]
  const nation = board.regions.get(region)?.nation
  return nation === undefined ? undefined : sideOf(state, nation, undefined)
}

const heroesMarks = (board: Board, state: HeroesState, region: string): ReadonlyArray<Mark> => {
  const marks: Mark[] = []
  const place = board.regions.get(region)
  if (place?.kind === 'capital') marks.push({ kind: 'capital', label: `capital of ${place.faction ?? '?'}`, owner: place.faction ?? '?' })
  for (const [id, tower] of Object.entries(state.towers ?? {}))
    if (tower.region === region) marks.push({ kind: 'tower', label: `tower ${id} (${tower.faction})`, owner: tower.faction })
  for (const [id, vessel] of Object.entries(state.vessels ?? {}))
    if (vessel.region === region) marks.push({ kind: 'vessel', label: `vessel ${id} (${vessel.faction})`, owner: vessel.faction })
  const exploration = state.exploration ?? {}
  const tokens = Object.hasOwn(exploration, region) ? (exploration[region] ?? []) : []
  for (const token of tokens) marks.push({ kind: 'token', label: `face-down token ${token.id}${token.kind === null ? '' : ` (${token.kind})`}` })
  return marks
}

const ringMarks = (board: Board, state: RingState, region: string): ReadonlyArray<Mark> => {
  const settlement = board.regions.get(region)?.settlement
  if (settlement === undefined) return []
  const controller = controllerOf(board, state, region)
  return [{ kind: 'settlement', label: `${settlement}, held by ${controller ?? 'no one'}`, owner: controller ?? 'none', caption: `${settlement} · ${controller ?? 'no one'}` }]
}

/** What `region` holds in `state`. */
export const contentsOf = (board: Board, state: Position, region: string): RegionContents =>
  state.ruleset === 'heroes'
    ? { groups: grouped(heroesPieces(state, region), (owner, pieces) => `${owner} ${pieces.length}`), marks: heroesMarks(board, state, region) }
    : { groups: grouped(ringPieces(state, region), ringBadge), marks: ringMarks(board, state, region) }

/** A piece by id, wherever it stands. */
export const pieceById = (state: Position, id: string): (Piece & { readonly region: string }) | undefined => {
  if (state.ruleset === 'heroes') {
    const unit = Object.hasOwn(state.units, id) ? state.units[id] : undefined
    return unit === undefined ? undefined : { id, kind: unit.type, owner: unit.faction, player: unit.faction, armyUnit: true, region: unit.region }
  }
  const figure = Object.hasOwn(state.figures, id) ? state.figures[id] : undefined
  if (figure === undefined) return undefined
  return {
    id,
    kind: figure.kind,
    owner: figure.nation ?? figure.side ?? '?',
    player: sideOf(state, figure.nation, figure.side) ?? '?',
    armyUnit: figure.kind === 'regular' || figure.kind === 'elite',
    region: figure.region,
  }
}

/** The name of a region to show: its `name`, else its id. */
export const regionName = (board: Board, region: string): string => board.regions.get(region)?.name ?? region

/** One sentence for screen readers: name, kind or terrain, nation, and everything in the region. */
export const regionWords = (board: Board, state: Position, region: string): string => {
  const place = board.regions.get(region)
  const what = [place?.kind === 'land' ? (place.terrain ?? 'land') : (place?.kind ?? 'region')]
  if (place?.nation !== undefined) what.push(`nation ${place.nation}`)
  const { groups, marks } = contentsOf(board, state, region)
  const pieces = groups.map((g) => `${g.owner}: ${g.pieces.map((p) => `${p.id} (${p.kind})`).join(', ')}`)
  const parts = [...pieces, ...marks.map((m) => m.label)]
  return `${regionName(board, region)}, ${what.join(', ')}${parts.length > 0 ? `; ${parts.join('; ')}` : '; empty'}`
}
