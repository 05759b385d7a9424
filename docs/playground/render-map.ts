/**
 * The map as SVG, drawn from the map's `layout`: borders, impassable lines,
 * ferry routes with their graticule labels at the edge, then every region
 * with its name, terrain, markers and piece badges, lit or refused for the
 * selected group.
 *
 * @module
 */
import type { Board } from '../../src/index.js'
import { contentsOf, regionName, regionWords, type RegionContents } from './contents.js'
import type { Position } from './openings.js'
import type { PlannedArmy, Targets } from './selection.js'
import { attackSign, definitions, el, label, markIcon, ownerColour, terrainLook, verdictSign } from './svg-parts.js'

/** Everything one drawing of the map depends on. */
export interface Picture {
  readonly board: Board
  readonly state: Position
  readonly targets: Targets | null
  readonly origin: string | null
  readonly plan: ReadonlyArray<PlannedArmy>
  readonly expanded: ReadonlySet<string>
  readonly showIds: boolean
}

type Point = readonly [number, number]

const WIDTH = 116
const HEIGHT = 80

/** Where each region is drawn: the layout, or a circle for a map without one. */
export const positions = (board: Board): ReadonlyMap<string, Point> => {
  const layout = board.map.layout ?? {}
  const placed = new Map<string, Point>()
  board.ids.forEach((id, i) => {
    const given = Object.hasOwn(layout, id) ? layout[id] : undefined
    const angle = (2 * Math.PI * i) / Math.max(1, board.ids.length)
    placed.set(id, given ?? [500 + 380 * Math.cos(angle), 360 + 300 * Math.sin(angle)])
  })
  return placed
}

interface Frame {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

const frameOf = (placed: ReadonlyMap<string, Point>): Frame => {
  const xs = [...placed.values()].map(([x]) => x)
  const ys = [...placed.values()].map(([, y]) => y)
  return { left: Math.min(...xs) - 100, top: Math.min(...ys) - 60, right: Math.max(...xs) + 100, bottom: Math.max(...ys) + 70 }
}

const at = (placed: ReadonlyMap<string, Point>, id: string): Point => placed.get(id) ?? [0, 0]

const borders = (board: Board, placed: ReadonlyMap<string, Point>): SVGElement => {
  const group = el('g', { class: 'borders', 'aria-hidden': 'true' })
  for (const [a, b] of board.map.adjacent) {
    const [x1, y1] = at(placed, a)
    const [x2, y2] = at(placed, b)
    const sea = board.regions.get(a)?.kind === 'sea' || board.regions.get(b)?.kind === 'sea'
    group.append(el('line', { x1, y1, x2, y2, class: sea ? 'border coast' : 'border' }))
  }
  for (const [a, b] of board.map.impassable ?? []) {
    const [x1, y1] = at(placed, a)
    const [x2, y2] = at(placed, b)
    const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2]
    const length = Math.hypot(x2 - x1, y2 - y1) || 1
    const [nx, ny] = [(-(y2 - y1) / length) * 22, ((x2 - x1) / length) * 22]
    group.append(
      el(
        'g',
        { class: 'impassable' },
        el('title', {}, `impassable line between ${regionName(board, a)} and ${regionName(board, b)}`),
        el('line', { x1, y1, x2, y2, class: 'impassable-line' }),
        el('line', { x1: mx - nx, y1: my - ny, x2: mx + nx, y2: my + ny, class: 'impassable-wall' }),
      ),
    )
  }
  return group
}

const edgePoint = (frame: Frame, [x, y]: Point): Point => {
  const distances = [
    [x - frame.left, [frame.left + 14, y]],
    [frame.right - x, [frame.right - 14, y]],
    [y - frame.top, [x, frame.top + 14]],
    [frame.bottom - y, [x, frame.bottom - 14]],
  ] as const
  const nearest = [...distances].sort(([a], [b]) => a - b)[0]
  return nearest === undefined ? [x, y] : nearest[1]
}

const centre = (points: ReadonlyArray<Point>): Point => [
  points.reduce((sum, [x]) => sum + x, 0) / Math.max(1, points.length),
  points.reduce((sum, [, y]) => sum + y, 0) / Math.max(1, points.length),
]

const ferries = (board: Board, placed: ReadonlyMap<string, Point>, frame: Frame): SVGElement => {
  const group = el('g', { class: 'ferries' })
  for (const segment of board.map.ferries ?? []) {
    const ends = segment.endpoints.map((id) => at(placed, id))
    const names = segment.endpoints.map((id) => regionName(board, id)).join(', ')
    const graticule = segment.graticule
    const hub = graticule === undefined ? centre(ends) : edgePoint(frame, centre(ends))
    const route = el('g', { class: 'ferry' }, el('title', {}, graticule === undefined ? `ferry route: ${names}` : `ferry route ${graticule}: ${names}, across the map edge`))
    for (const [x, y] of ends) route.append(el('line', { x1: x, y1: y, x2: hub[0], y2: hub[1], class: 'ferry-line' }))
    if (graticule === undefined && ends.length > 2) route.append(el('circle', { cx: hub[0], cy: hub[1], r: 4, class: 'ferry-hub' }))
    if (graticule !== undefined)
      route.append(
        el('circle', { cx: hub[0], cy: hub[1], r: 12, class: 'graticule' }),
        el('text', { x: hub[0], y: hub[1] + 5, 'text-anchor': 'middle', class: 'graticule-label' }, graticule),
      )
    group.append(route)
  }
  return group
}

const plans = (placed: ReadonlyMap<string, Point>, origin: string | null, plan: ReadonlyArray<PlannedArmy>, state: Position): SVGElement => {
  const group = el('g', { class: 'plans', 'aria-hidden': 'true' })
  plan.forEach((army, i) => {
    const first = army.figures[0]
    const from = first === undefined ? origin : state.ruleset === 'ring' ? (state.figures[first]?.region ?? origin) : origin
    if (from === null) return
    const points = [at(placed, from), ...army.path.map((id) => at(placed, id))]
    group.append(el('polyline', { points: points.map(([x, y]) => `${x},${y}`).join(' '), class: 'plan-line', 'marker-end': 'url(#arrow-head)' }))
    const [x, y] = at(placed, army.to)
    group.append(label(x, y - HEIGHT / 2 - 6, `army ${i + 1} planned`, { class: 'label plan-label' }))
  })
  return group
}

const shapeOf = (kind: string, x: number, y: number, fill: string): SVGElement =>
  kind === 'sea'
    ? el('ellipse', { cx: x, cy: y, rx: WIDTH / 2 + 4, ry: HEIGHT / 2 + 2, fill, class: 'shape' })
    : el('rect', { x: x - WIDTH / 2, y: y - HEIGHT / 2, width: WIDTH, height: HEIGHT, rx: kind === 'capital' ? 4 : 18, fill, class: 'shape' })

const badges = (contents: RegionContents, x: number, y: number, expanded: boolean): SVGElement => {
  const group = el('g', { class: 'badges', 'data-expand': 'toggle' })
  contents.groups.forEach((pieces, i) => {
    const width = 12 + pieces.badge.length * 6.2
    const top = y + 15 + i * 15
    group.append(
      el(
        'g',
        { class: 'badge' },
        el('title', {}, `${pieces.owner}: ${pieces.pieces.map((p) => `${p.id} (${p.kind})`).join(', ')}; click to ${expanded ? 'hide' : 'show'} the ids`),
        el('rect', { x: x - width / 2, y: top, width, height: 13, rx: 6.5, fill: ownerColour(pieces.player), class: 'badge-back' }),
        el('text', { x, y: top + 10, 'text-anchor': 'middle', class: 'badge-text' }, pieces.badge),
      ),
    )
  })
  if (expanded && contents.groups.length > 0) {
    const lines = contents.groups.map((g) => `${g.owner}: ${g.pieces.map((p) => p.id).join(', ')}`)
    const top = y + 17 + contents.groups.length * 15
    const width = Math.max(...lines.map((line) => line.length)) * 5.6 + 10
    group.append(
      el('rect', { x: x - width / 2, y: top - 2, width, height: lines.length * 12 + 4, rx: 3, class: 'ids-back' }),
      ...lines.map((line, i) => el('text', { x, y: top + 8 + i * 12, 'text-anchor': 'middle', class: 'ids-text' }, line)),
    )
  }
  return group
}

const marks = (contents: RegionContents, x: number, y: number, hideTokens: boolean): SVGElement => {
  const group = el('g', { class: 'marks' })
  const count = contents.marks.length
  contents.marks.forEach((mark, i) => {
    if (mark.caption !== undefined) {
      const width = 16 + mark.caption.length * 5.4
      group.append(markIcon(mark.kind, x - width / 2 + 7, y - 26, ownerColour(mark.owner ?? 'none'), mark.label, ''))
      group.append(label(x + 8, y - 22, mark.caption, { class: 'label caption' }))
      return
    }
    const mx = x + (i - (count - 1) / 2) * 17
    const letter = mark.kind === 'token' && !hideTokens ? (/\(([^)])/.exec(mark.label)?.[1] ?? '?') : '?'
    group.append(markIcon(mark.kind, mx, y - 26, ownerColour(mark.owner ?? 'none'), mark.label, letter))
  })
  return group
}

const subtitle = (board: Board, state: Position, id: string): string => {
  const region = board.regions.get(id)
  if (region === undefined) return ''
  if (region.kind === 'capital') return `capital · ${region.faction ?? '?'}`
  if (region.kind === 'sea') return 'sea'
  const terrain = region.terrain ?? (state.ruleset === 'ring' ? '' : 'plains')
  return [region.nation, terrain].filter((part) => part !== undefined && part !== '').join(' · ') || 'no nation'
}

const region = (picture: Picture, placed: ReadonlyMap<string, Point>, id: string): SVGElement => {
  const { board, state, targets } = picture
  const place = board.regions.get(id)
  const [x, y] = at(placed, id)
  const look = terrainLook(place?.kind ?? 'land', place?.terrain)
  const verdict =
    targets === null ? 'none' : id === picture.origin ? 'origin' : targets.lit.has(id) ? 'lit' : targets.attackable.has(id) ? 'attackable' : 'refused'
  const contents = contentsOf(board, state, id)
  const hideTokens = state.ruleset === 'heroes' && Object.values(state.exploration ?? {}).some((tokens) => tokens.some((t) => t.kind === null))
  const group = el('g', {
    class: `region ${place?.kind ?? 'land'} verdict-${verdict}`,
    'data-region': id,
    'data-verdict': verdict,
    tabindex: 0,
    role: 'button',
    'aria-label': `${regionWords(board, state, id)}${
      verdict === 'lit' ? '. The selected army can go here.' : verdict === 'attackable' ? '. The selected army can attack here.' : verdict === 'origin' ? '. The selected army is here.' : ''
    }`,
    'aria-describedby': 'reason',
  })
  group.append(shapeOf(place?.kind ?? 'land', x, y, look.fill))
  if (look.pattern !== null) group.append(shapeOf(place?.kind ?? 'land', x, y, `url(#pattern-${look.pattern})`))
  if (verdict === 'refused') {
    const veil = shapeOf(place?.kind ?? 'land', x, y, '#7a7a7a')
    veil.setAttribute('class', 'veil')
    group.append(veil)
  }
  const outline = shapeOf(place?.kind ?? 'land', x, y, 'none')
  outline.setAttribute('class', `outline${place?.kind === 'capital' ? ' capital-outline' : ''}`)
  group.append(outline)
  group.append(label(x, y - 7, regionName(board, id), { class: 'label name' }))
  group.append(label(x, y + 6, subtitle(board, state, id), { class: 'label terrain' }))
  group.append(marks(contents, x, y, hideTokens))
  group.append(badges(contents, x, y, picture.showIds || picture.expanded.has(id)))
  // The bottom-right corner is the one free of captions, names and badges.
  if (verdict === 'lit' || verdict === 'refused') group.append(verdictSign(verdict === 'lit', x + WIDTH / 2 - 9, y + HEIGHT / 2 - 9))
  if (verdict === 'attackable') group.append(attackSign(x + WIDTH / 2 - 9, y + HEIGHT / 2 - 9))
  if (verdict === 'origin') group.append(label(x + WIDTH / 2 - 16, y - HEIGHT / 2 - 4, 'from here', { class: 'label origin-label' }))
  return group
}

/** Draws the picture into `svg`, replacing what was there. */
export const drawMap = (svg: SVGSVGElement, picture: Picture): void => {
  const placed = positions(picture.board)
  const frame = frameOf(placed)
  svg.setAttribute('viewBox', `${frame.left} ${frame.top} ${frame.right - frame.left} ${frame.bottom - frame.top}`)
  svg.replaceChildren(
    definitions(),
    el('rect', { x: frame.left, y: frame.top, width: frame.right - frame.left, height: frame.bottom - frame.top, class: 'map-back' }),
    borders(picture.board, placed),
    ferries(picture.board, placed, frame),
    el('g', { class: 'regions' }, ...picture.board.ids.map((id) => region(picture, placed, id))),
    plans(placed, picture.origin, picture.plan, picture.state),
  )
}
