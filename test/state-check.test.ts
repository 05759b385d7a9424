import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { HeroesState } from '../src/model/heroes-state.js'
import type { MapFile } from '../src/model/map.js'
import type { Figure, RingState } from '../src/model/ring-state.js'
import { checkState } from '../src/json/state-check.js'
import { arbitraryMap, boardOf } from '../src/arbitraries/map.js'
import { arbitraryHeroesState, arbitraryRingState } from '../src/arbitraries/state.js'

const map: MapFile = {
  format: 'marchlaw/map@1',
  regions: {
    greenvale: { kind: 'land' },
    mire: { kind: 'land', terrain: 'swamp' },
    'north-sea': { kind: 'sea' },
    'red-capital': { kind: 'capital', faction: 'red' },
    minas: { kind: 'land', nation: 'gondor', settlement: 'stronghold' },
    edoras: { kind: 'land', nation: 'rohan' },
  },
  adjacent: [
    ['greenvale', 'mire'],
    ['mire', 'minas'],
    ['minas', 'edoras'],
  ],
}
const board = boardOf(map)

const heroes: HeroesState = {
  format: 'marchlaw/state@1',
  ruleset: 'heroes',
  speeds: { red: { serf: 2, warrior: 2 }, blue: { serf: 2 } },
  units: { r1: { faction: 'red', type: 'warrior', region: 'greenvale' }, r2: { faction: 'red', type: 'serf', region: 'red-capital' } },
  vessels: { 'b-ship': { faction: 'blue', region: 'north-sea' } },
  towers: { t1: { faction: 'red', region: 'mire' } },
  exploration: { mire: [{ id: 't7', kind: 'ruins' }, { id: 't8', kind: null }] },
  pending: { kind: 'exploration', faction: 'red', region: 'greenvale', revealed: { id: 't6', kind: 'village' }, more: 0 },
}

const ring: RingState = {
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: { gondor: { side: 'free', atWar: false }, sauron: { side: 'shadow', atWar: true } },
  figures: {
    'g-r1': { kind: 'regular', nation: 'gondor', region: 'minas' },
    'g-l1': { kind: 'leader', nation: 'gondor', side: 'free', region: 'minas' },
    nz1: { kind: 'nazgul', nation: 'sauron', region: 'edoras' },
    strider: { kind: 'companion', side: 'free', region: 'greenvale' },
    wk: { kind: 'minion', nation: 'sauron', region: 'mire' },
  },
  control: { minas: 'shadow' },
}

const messages = (state: HeroesState | RingState, root?: string): ReadonlyArray<string> =>
  checkState(board, state, root).map((problem) => problem.message)

const withFigure = (id: string, figure: Figure): RingState => ({ ...ring, figures: { ...ring.figures, [id]: figure } })

describe('checkState, heroes', () => {
  it('finds nothing wrong with a state that fits the map', () => {
    expect(checkState(board, heroes)).toEqual([])
  })

  it('reports a unit type without a Speed for its faction', () => {
    const state = { ...heroes, units: { r1: { faction: 'red', type: 'paladin', region: 'greenvale' } } }
    expect(checkState(board, state)).toEqual([
      {
        path: 'state.units.r1.type',
        expected: 'a unit type with a Speed for faction "red"',
        got: '"paladin"',
        message: 'state.units.r1.type: unit type "paladin" has no Speed for faction "red"',
      },
    ])
    expect(messages({ ...heroes, units: { u: { faction: 'green', type: 'serf', region: 'mire' } } })).toEqual([
      'state.units.u.type: unit type "serf" has no Speed for faction "green"',
    ])
  })

  it('reports pieces and a pending exploration off the map', () => {
    const state: HeroesState = {
      ...heroes,
      units: { 'a b': { faction: 'red', type: 'serf', region: 'atlantis' } },
      vessels: { v: { faction: 'blue', region: 'deep' } },
      towers: { t: { faction: 'red', region: 'hill' } },
      pending: { kind: 'exploration', faction: 'red', region: 'bog', revealed: { id: 't9', kind: null }, more: 1 },
    }
    expect(messages(state)).toEqual([
      'state.units["a b"].region: region "atlantis" is not on the map',
      'state.vessels.v.region: region "deep" is not on the map',
      'state.towers.t.region: region "hill" is not on the map',
      'state.pending.region: region "bog" is not on the map',
    ])
  })

  it('reports a tower or a pending exploration at sea; a vessel may be there', () => {
    const state: HeroesState = {
      ...heroes,
      towers: { t: { faction: 'red', region: 'north-sea' } },
      pending: { kind: 'exploration', faction: 'red', region: 'north-sea', revealed: { id: 't9', kind: null }, more: 0 },
    }
    expect(messages(state)).toEqual([
      'state.towers.t.region: "north-sea" is a sea region; towers stand on land',
      'state.pending.region: "north-sea" is a sea region; exploration tokens lie on land',
    ])
  })

  it('reports exploration tokens off the land, and a token id used twice', () => {
    const state: HeroesState = {
      ...heroes,
      exploration: { 'north-sea': [{ id: 't1', kind: null }], nowhere: [], mire: [{ id: 't1', kind: 'ruins' }, { id: 't6', kind: null }] },
    }
    expect(messages(state)).toEqual([
      'state.exploration["north-sea"]: "north-sea" is a sea region; exploration tokens lie on land',
      'state.exploration.nowhere: region "nowhere" is not on the map',
      'state.exploration.mire[0].id: token id "t1" is already used at state.exploration["north-sea"][0].id',
      'state.pending.revealed.id: token id "t6" is already used at state.exploration.mire[1].id',
    ])
  })

  it('does not read ids from Object.prototype', () => {
    const state: HeroesState = { ...heroes, units: { u: { faction: 'constructor', type: 'toString', region: 'mire' } } }
    expect(messages(state)).toEqual(['state.units.u.type: unit type "toString" has no Speed for faction "constructor"'])
  })
})

describe('checkState, ring', () => {
  it('finds nothing wrong with a state that fits the map, nor with a map nation missing from nations', () => {
    expect(checkState(board, ring)).toEqual([])
  })

  it('reports a nation not in nations', () => {
    expect(messages(withFigure('x', { kind: 'regular', nation: 'mordor', region: 'minas' }))).toEqual([
      'state.figures.x.nation: nation "mordor" is not in state.nations',
    ])
  })

  it('reports a figure with neither nation nor side', () => {
    expect(messages(withFigure('x', { kind: 'companion', region: 'minas' }))).toEqual(['state.figures.x: a companion needs a nation or a side'])
    expect(messages(withFigure('y', { kind: 'elite', region: 'minas' }))).toEqual(['state.figures.y: an elite figure needs a nation'])
  })

  it('reports an Army unit, leader or nazgul with only a side', () => {
    for (const kind of ['regular', 'elite', 'leader', 'nazgul'] as const)
      expect(messages(withFigure('x', { kind, side: kind === 'nazgul' ? 'shadow' : 'free', region: 'minas' }))).toEqual([
        `state.figures.x: ${kind === 'elite' ? 'an' : 'a'} ${kind} figure needs a nation; only companions and minions may have just a side`,
      ])
  })

  it('reports a side that disagrees with the nation', () => {
    expect(checkState(board, withFigure('x', { kind: 'minion', nation: 'sauron', side: 'free', region: 'mire' }))).toEqual([
      {
        path: 'state.figures.x.side',
        expected: '"shadow"',
        got: '"free"',
        message: 'state.figures.x.side: side "free" disagrees with nation "sauron", which is on the shadow side',
      },
    ])
  })

  it('reports a leader of a shadow nation and a nazgul of a free one', () => {
    expect(messages(withFigure('x', { kind: 'leader', nation: 'sauron', region: 'mire' }))).toEqual([
      'state.figures.x.kind: a leader belongs to the free side, but nation "sauron" is on the shadow side',
    ])
    expect(messages(withFigure('x', { kind: 'nazgul', nation: 'gondor', region: 'mire' }))).toEqual([
      'state.figures.x.kind: a nazgul belongs to the shadow side, but nation "gondor" is on the free side',
    ])
  })

  it('reports a figure off the map and control of a region without a settlement', () => {
    const state: RingState = { ...withFigure('x y', { kind: 'regular', nation: 'gondor', region: 'osgiliath' }), control: { edoras: 'shadow', nowhere: 'free', minas: 'free' } }
    expect(messages(state, 'scenario.state')).toEqual([
      'scenario.state.figures["x y"].region: region "osgiliath" is not on the map',
      'scenario.state.control.edoras: region "edoras" has no settlement',
      'scenario.state.control.nowhere: region "nowhere" is not on the map',
    ])
  })
})

describe('generated states', () => {
  const maps = arbitraryMap({ maxRegions: 6 })
  test.prop([maps.chain((m) => fc.tuple(fc.constant(m), fc.oneof(arbitraryHeroesState(m), arbitraryRingState(m))))], { numRuns: 150 })(
    'fit the map they were generated for',
    ([generatedMap, state]) => {
      expect(checkState(boardOf(generatedMap), state)).toEqual([])
    },
  )
})
