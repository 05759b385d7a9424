// The boards the benchmark runs on: the two bundled maps with an opening
// position each, and generated planar-like maps (a triangulated grid with a
// few seas, deserts, swamps, impassable lines, ferries and nations) with
// figures spread over them in stacks. Everything is drawn from a seeded PRNG,
// so every run measures the same positions.

import * as E from 'fp-ts/lib/Either.js'
import { demoIslesOpening, demoMarchesOpening } from '../dist/maps.js'

/** The board `lib` (any build of the library) compiles from `map`; a bench map that does not compile stops the bench. */
export const boardOf = (lib, map) => {
  const compiled = lib.compile(map)
  if (E.isLeft(compiled)) throw new Error(`a bench map does not compile: ${compiled.left[0].message}`)
  return compiled.right
}

/** mulberry32: small, fast and good enough to scatter terrain; fixed seed, same map every run. */
export const prng = (seed) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pad = (n, width) => String(n).padStart(width, '0')

/** Regions per nation block side: nations are 5 x 5 blocks of the grid. */
const BLOCK = 5

/**
 * A map of `size` land-and-sea regions on a `side` x `side` grid. Each cell
 * borders its right and lower neighbours and one diagonal of each square
 * (so borders never cross: the map stays planar). About 3% of cells are sea,
 * 4% desert, 3% swamp, 10% settlements; 3% of borders are impassable lines.
 * The west half of the nations are Free Peoples, the east half Shadow; red's
 * capital is off the west edge, blue's off the east edge.
 */
export const generatedMap = (size, seed = 20240501) => {
  const random = prng(seed)
  const side = Math.ceil(Math.sqrt(size))
  const width = String(size - 1).length
  const id = (x, y) => `r${pad(y * side + x, width)}`
  const inside = (x, y) => x >= 0 && y >= 0 && x < side && y * side + x < size
  const regions = {}
  const cells = []
  const settlements = ['town', 'city', 'stronghold', 'fortification']
  for (let y = 0; y * side < size; y++)
    for (let x = 0; x < side && y * side + x < size; x++) {
      const roll = random()
      const nation = `n${Math.floor(x / BLOCK)}-${Math.floor(y / BLOCK)}`
      // The edge columns stay land so that capitals and ferries always have land to reach.
      if (roll < 0.03 && x > 0 && x < side - 1) regions[id(x, y)] = { kind: 'sea' }
      else {
        const region = { kind: 'land', nation }
        if (roll < 0.07) region.terrain = 'desert'
        else if (roll < 0.1) region.terrain = 'swamp'
        if (random() < 0.1) region.settlement = settlements[Math.floor(random() * settlements.length)]
        regions[id(x, y)] = region
      }
      cells.push([x, y])
    }
  const adjacent = []
  const impassable = []
  const join = (a, b) => ((regions[a].kind === 'land' || regions[b].kind === 'land') && random() < 0.03 ? impassable : adjacent).push([a, b])
  for (const [x, y] of cells) {
    if (inside(x + 1, y)) join(id(x, y), id(x + 1, y))
    if (inside(x, y + 1)) join(id(x, y), id(x, y + 1))
    if (random() < 0.5) {
      if (inside(x + 1, y + 1)) join(id(x, y), id(x + 1, y + 1))
    } else if (inside(x + 1, y) && inside(x, y + 1)) join(id(x + 1, y), id(x, y + 1))
  }
  const lastRow = Math.floor((size - 1) / side)
  regions['red-capital'] = { kind: 'capital', faction: 'red' }
  regions['blue-capital'] = { kind: 'capital', faction: 'blue' }
  adjacent.push(['red-capital', id(0, Math.floor(lastRow / 2))])
  adjacent.push(['blue-capital', id(side - 1, Math.floor(lastRow / 2))])
  const ferries = [
    { endpoints: [id(0, 0), id(side - 1, lastRow - 1)] },
    { endpoints: [id(0, lastRow - 1)], graticule: 'A' },
    { endpoints: [id(side - 1, 0), id(side - 1, 1)], graticule: 'A' },
  ]
  return { format: 'marchlaw/map@1', name: `Generated ${size}`, regions, adjacent, impassable, ferries }
}

/** The grid position of a generated region id, and whether the stacks leave it empty (every third diagonal). */
const gridOf = (map) => {
  const ids = Object.keys(map.regions).filter((r) => r.startsWith('r'))
  const side = Math.ceil(Math.sqrt(ids.length))
  return { ids, side, x: (i) => i % side, y: (i) => Math.floor(i / side) }
}

/**
 * The regions that receive stacks, in the order stacks are dealt to them:
 * land regions off the empty diagonals, so that every stack has empty land
 * nearby to move into, however dense the map.
 */
const stackRegions = (map) => {
  const grid = gridOf(map)
  return grid.ids.filter((r, i) => map.regions[r].kind === 'land' && (grid.x(i) + grid.y(i)) % 3 !== 0)
}

/** Stack `s` of `stacks` goes to a region spread evenly over `places` (several stacks share a region when there are more stacks). */
const placeOf = (places, s, stacks) => places[stacks <= places.length ? Math.floor((s * places.length) / stacks) : s % places.length]

/** Whether a region lies in the west half of the grid. */
const westOf = (map) => {
  const grid = gridOf(map)
  const index = new Map(grid.ids.map((r, i) => [r, i]))
  return (region) => grid.x(index.get(region) ?? 0) < grid.side / 2
}

/**
 * A ring position of `count` figures on a generated map, in stacks of five
 * (regular, regular, elite, regular, and a Leader, Nazgul or Character), each
 * stack of its region's nation; every nation is At War.
 */
export const ringPosition = (map, count) => {
  const nations = {}
  const west = westOf(map)
  for (const [region, r] of Object.entries(map.regions))
    if (r.nation !== undefined && nations[r.nation] === undefined) nations[r.nation] = { side: west(region) ? 'free' : 'shadow', atWar: true }
  const places = stackRegions(map)
  const stacks = Math.ceil(count / 5)
  const width = String(count - 1).length
  const figures = {}
  for (let i = 0; i < count; i++) {
    const s = Math.floor(i / 5)
    const region = placeOf(places, s, stacks)
    const nation = map.regions[region].nation
    const side = nations[nation].side
    const slot = i % 5
    const id = `f${pad(i, width)}`
    if (slot === 4) {
      if (s % 10 === 9) figures[id] = side === 'free' ? { kind: 'companion', side: 'free', region } : { kind: 'minion', nation, region }
      else figures[id] = { kind: side === 'free' ? 'leader' : 'nazgul', nation, region }
    } else figures[id] = { kind: slot === 2 ? 'elite' : 'regular', nation, region }
  }
  return { format: 'marchlaw/state@1', ruleset: 'ring', nations, figures }
}

/**
 * A heroes position of `count` units on a generated map, in stacks of five
 * (three Speed-3 heroes, a warrior and a serf) of red in the west and blue
 * in the east, with three towers each and a face-down token on one land
 * region in ten (two in a swamp). March slots are not tracked.
 */
export const heroesPosition = (map, count) => {
  const west = westOf(map)
  const places = stackRegions(map)
  const stacks = Math.ceil(count / 5)
  const width = String(count - 1).length
  const units = {}
  const types = ['hero', 'hero', 'hero', 'warrior', 'serf']
  for (let i = 0; i < count; i++) {
    const region = placeOf(places, Math.floor(i / 5), stacks)
    units[`u${pad(i, width)}`] = { faction: west(region) ? 'red' : 'blue', type: types[i % 5], region }
  }
  const land = Object.keys(map.regions).filter((r) => map.regions[r].kind === 'land')
  const towers = {}
  for (const faction of ['red', 'blue'])
    land
      .filter((r) => west(r) === (faction === 'red'))
      .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 3)) === 0)
      .slice(0, 3)
      .forEach((region, i) => (towers[`${faction}-tower-${i + 1}`] = { faction, region }))
  const exploration = {}
  land.forEach((region, i) => {
    if (i % 10 !== 7) return
    const tokens = map.regions[region].terrain === 'swamp' ? 2 : 1
    exploration[region] = Array.from({ length: tokens }, (_, t) => ({ id: `t${i}-${t}`, kind: t === 0 ? 'ruins' : 'gold' }))
  })
  const speeds = { hero: 3, warrior: 2, serf: 2 }
  return { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: speeds, blue: speeds }, units, towers, exploration }
}

/**
 * Demo Isles (heroes): the opening of the bundled demo, with red's two
 * Warriors in oakwood made Speed-3 heroes so that a 3-step March exists.
 */
export const islesOpening = {
  ...demoIslesOpening,
  speeds: { ...demoIslesOpening.speeds, red: { ...demoIslesOpening.speeds.red, hero: 3 } },
  units: {
    ...demoIslesOpening.units,
    'r-warrior-1': { faction: 'red', type: 'hero', region: 'oakwood' },
    'r-warrior-2': { faction: 'red', type: 'hero', region: 'oakwood' },
  },
}

/** Demo Marches (ring): the opening of the bundled demo. */
export const marchesOpening = demoMarchesOpening
