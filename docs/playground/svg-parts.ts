/**
 * The pieces the map is drawn with: an element builder, the terrain
 * patterns (so terrain is never told by colour alone) and the small icons of
 * capitals, towers, vessels, tokens and settlements.
 *
 * @module
 */

const SVG = 'http://www.w3.org/2000/svg'

/** Attributes of an SVG element; `undefined` leaves one out. */
export type Attributes = Readonly<Record<string, string | number | undefined>>

/** An SVG element with its attributes and children (strings become text). */
export const el = (tag: string, attributes: Attributes = {}, ...children: ReadonlyArray<SVGElement | string>): SVGElement => {
  const element = document.createElementNS(SVG, tag)
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, String(value))
  for (const child of children) element.append(child)
  return element
}

/** Text with a pale halo, readable over lines and patterns. */
export const label = (x: number, y: number, text: string, attributes: Attributes = {}): SVGElement =>
  el('text', { x, y, 'text-anchor': 'middle', class: 'label', ...attributes }, text)

/** The fill and pattern of a terrain, and of the kinds of region without one. */
export interface TerrainLook {
  readonly fill: string
  readonly pattern: string | null
}

const looks: Readonly<Record<string, TerrainLook>> = {
  plains: { fill: '#e8f1cf', pattern: null },
  forest: { fill: '#cfe4c0', pattern: 'forest' },
  mountains: { fill: '#e3ddd3', pattern: 'mountains' },
  hills: { fill: '#e9e1c6', pattern: 'hills' },
  desert: { fill: '#f6e3a6', pattern: 'desert' },
  swamp: { fill: '#d3e4dc', pattern: 'swamp' },
  moor: { fill: '#e4dbe6', pattern: 'hills' },
  sea: { fill: '#cfe2f6', pattern: 'sea' },
  capital: { fill: '#f6efe1', pattern: null },
}

/** How a region of this kind and terrain is filled. */
export const terrainLook = (kind: string, terrain: string | undefined): TerrainLook =>
  looks[kind === 'land' ? (terrain ?? 'plains') : kind] ?? { fill: '#eeeeee', pattern: null }

const pattern = (id: string, size: number, ...children: ReadonlyArray<SVGElement>): SVGElement =>
  el('pattern', { id: `pattern-${id}`, width: size, height: size, patternUnits: 'userSpaceOnUse' }, ...children)

/** The definitions every map uses: terrain patterns and the plan arrow head. */
export const definitions = (): SVGElement =>
  el(
    'defs',
    {},
    pattern('forest', 16, el('circle', { cx: 4, cy: 4, r: 2.2, fill: '#5d8f4e', opacity: 0.55 }), el('circle', { cx: 12, cy: 12, r: 2.2, fill: '#5d8f4e', opacity: 0.55 })),
    pattern('mountains', 18, el('path', { d: 'M2 14 L8 5 L14 14', fill: 'none', stroke: '#8a7b66', 'stroke-width': 1.3, opacity: 0.7 })),
    pattern('hills', 20, el('path', { d: 'M2 14 Q8 6 14 14', fill: 'none', stroke: '#9a8a60', 'stroke-width': 1.2, opacity: 0.6 })),
    pattern('desert', 10, el('circle', { cx: 2, cy: 3, r: 1, fill: '#b8913c' }), el('circle', { cx: 7, cy: 8, r: 1, fill: '#b8913c' })),
    pattern('swamp', 18, el('path', { d: 'M1 6 q3 -3 6 0 t6 0 M5 14 q3 -3 6 0', fill: 'none', stroke: '#4f7f6b', 'stroke-width': 1.2 })),
    pattern('sea', 24, el('path', { d: 'M0 8 q6 -5 12 0 t12 0 M0 20 q6 -5 12 0 t12 0', fill: 'none', stroke: '#6b9bc9', 'stroke-width': 1, opacity: 0.7 })),
    el(
      'marker',
      { id: 'arrow-head', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
      el('path', { d: 'M0 0 L10 5 L0 10 z', fill: '#b45309' }),
    ),
  )

/** The colour of a faction or side; the text beside it always names it too. */
export const ownerColour = (owner: string): string => {
  const known: Readonly<Record<string, string>> = {
    red: '#b3261e',
    blue: '#1f5fbf',
    free: '#1f5fbf',
    shadow: '#5b1f1f',
    none: '#666666',
  }
  if (Object.hasOwn(known, owner)) return known[owner] ?? '#555555'
  let hash = 0
  for (const char of owner) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return `hsl(${hash} 45% 35%)`
}

/** A small icon of a map marker, centred on (x, y), with its owner's colour and a tooltip. */
export const markIcon = (kind: string, x: number, y: number, colour: string, title: string, letter: string): SVGElement => {
  const shapes: Readonly<Record<string, string>> = {
    capital: `M${x - 7} ${y + 5} L${x - 7} ${y - 4} L${x - 3.5} ${y} L${x} ${y - 6} L${x + 3.5} ${y} L${x + 7} ${y - 4} L${x + 7} ${y + 5} Z`,
    tower: `M${x - 5} ${y + 6} L${x - 5} ${y - 3} L${x - 6} ${y - 3} L${x - 6} ${y - 7} L${x - 3} ${y - 7} L${x - 3} ${y - 5} L${x - 1} ${y - 5} L${x - 1} ${y - 7} L${x + 1} ${y - 7} L${x + 1} ${y - 5} L${x + 3} ${y - 5} L${x + 3} ${y - 7} L${x + 6} ${y - 7} L${x + 6} ${y - 3} L${x + 5} ${y - 3} L${x + 5} ${y + 6} Z`,
    vessel: `M${x - 8} ${y + 1} L${x + 8} ${y + 1} L${x + 5} ${y + 6} L${x - 5} ${y + 6} Z M${x - 1} ${y + 1} L${x - 1} ${y - 8} L${x + 6} ${y - 1} Z`,
    settlement: `M${x - 7} ${y + 6} L${x - 7} ${y - 1} L${x} ${y - 7} L${x + 7} ${y - 1} L${x + 7} ${y + 6} Z`,
  }
  if (kind === 'token')
    return el(
      'g',
      { class: 'mark token' },
      el('title', {}, title),
      el('rect', { x: x - 6.5, y: y - 6.5, width: 13, height: 13, rx: 2, fill: '#fffbe8', stroke: '#6b5a2a', 'stroke-width': 1.2 }),
      el('text', { x, y: y + 3.5, 'text-anchor': 'middle', class: 'token-letter' }, letter),
    )
  return el(
    'g',
    { class: `mark ${kind}` },
    el('title', {}, title),
    el('path', { d: shapes[kind] ?? '', fill: colour, stroke: '#ffffff', 'stroke-width': 0.8 }),
  )
}

/** A check mark (lit) or a cross (refused), so the verdict is not told by colour alone. */
export const verdictSign = (lit: boolean, x: number, y: number): SVGElement =>
  el(
    'g',
    { class: lit ? 'sign lit-sign' : 'sign refused-sign', 'aria-hidden': 'true' },
    el('circle', { cx: x, cy: y, r: 8, fill: lit ? '#137333' : '#6d6d6d' }),
    el('path', {
      d: lit ? `M${x - 4} ${y} L${x - 1} ${y + 3.5} L${x + 4.5} ${y - 3.5}` : `M${x - 3.5} ${y - 3.5} L${x + 3.5} ${y + 3.5} M${x + 3.5} ${y - 3.5} L${x - 3.5} ${y + 3.5}`,
      stroke: '#ffffff',
      'stroke-width': 2,
      fill: 'none',
    }),
  )

/** A target on red: the army may attack here (a sign, so not told by colour alone). */
export const attackSign = (x: number, y: number): SVGElement =>
  el(
    'g',
    { class: 'sign attack-sign', 'aria-hidden': 'true' },
    el('circle', { cx: x, cy: y, r: 8, fill: '#b3261e' }),
    el('circle', { cx: x, cy: y, r: 3.5, fill: 'none', stroke: '#ffffff', 'stroke-width': 1.6 }),
    el('path', { d: `M${x - 6} ${y} H${x - 2.5} M${x + 2.5} ${y} H${x + 6} M${x} ${y - 6} V${y - 2.5} M${x} ${y + 2.5} V${y + 6}`, stroke: '#ffffff', 'stroke-width': 1.6, fill: 'none' }),
  )
