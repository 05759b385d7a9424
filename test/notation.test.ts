// The move notation: the forms its module documents, and the errors of lines that are not moves.
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decodeRecord } from '../src/json/codec/record.js'
import { decodeScenario } from '../src/json/codec/scenario.js'
import { heroesDemo } from '../src/demo/heroes.js'
import { ringDemo } from '../src/demo/ring.js'
import { compile } from '../src/board/graph.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import { formatMove, parseMove } from '../src/json/notation.js'
import type { RingState } from '../src/model/ring-state.js'

const compiled = compile(demoIsles)
if (E.isLeft(compiled)) throw new Error('Demo Isles compiles')
const board = compiled.right

describe('parseMove', () => {
  it.each([
    ['red march r1,r2 to mire', { type: 'march', faction: 'red', units: ['r1', 'r2'], to: 'mire' }],
    ['red march r1 by hill > mire', { type: 'march', faction: 'red', units: ['r1'], to: 'mire', path: ['hill', 'mire'] }],
    ['red march r1 to mire by hill', { type: 'march', faction: 'red', units: ['r1'], to: 'mire', path: ['hill'] }],
    ['red march r1 to mire by -', { type: 'march', faction: 'red', units: ['r1'], to: 'mire', path: [] }],
    ['red resolve t7', { type: 'resolve-exploration', faction: 'red', token: 't7' }],
    ['free army g-r1,g-l1 to osgiliath ; g-r2 to minas', { type: 'army-die', side: 'free', moves: [{ figures: ['g-r1', 'g-l1'], to: 'osgiliath' }, { figures: ['g-r2'], to: 'minas' }] }],
    ['free character g-r1,strider to osgiliath', { type: 'character-die', side: 'free', moves: [{ figures: ['g-r1', 'strider'], to: 'osgiliath' }] }],
    ['shadow event 2/2 s-r1 by ithilien > osgiliath ; s-r2 by morgul', { type: 'event-move', side: 'shadow', allowance: { armies: 2, regions: 2 }, moves: [{ figures: ['s-r1'], path: ['ithilien', 'osgiliath'] }, { figures: ['s-r2'], path: ['morgul'] }] }],
    ['free army -', { type: 'army-die', side: 'free', moves: [] }],
    ['free army - to a', { type: 'army-die', side: 'free', moves: [{ figures: [], to: 'a' }] }],
    ['red march "r 1","-" to "north sea"', { type: 'march', faction: 'red', units: ['r 1', '-'], to: 'north sea' }],
    ['  red   march r1 , r2   to mire  ', { type: 'march', faction: 'red', units: ['r1', 'r2'], to: 'mire' }],
  ])('reads %j', (line, move) => {
    expect(parseMove(board, line)).toEqual(E.right(move))
  })

  it('writes what it reads, spaced as the module documents', () => {
    expect(formatMove(board, { type: 'army-die', side: 'free', moves: [{ figures: ['g-r1', 'g-l1'], to: 'osgiliath' }, { figures: ['g-r2'], to: 'minas' }] })).toBe(
      'free army g-r1,g-l1 to osgiliath ; g-r2 to minas',
    )
    expect(formatMove(board, { type: 'march', faction: 'red', units: ['r 1'], to: 'a>b' })).toBe('red march "r 1" to "a>b"')
  })

  it.each([
    ['', 1, 'a faction or a side'],
    ['red', 4, '"march", "resolve", "army", "character", "event" or "attack"'],
    ['red march r1 too mire', 14, '"to" or "by"'],
    ['red march r1 to', 16, 'a region id'],
    ['red march r1 to mire mire', 22, 'the end of the move'],
    ['red army r1 to mire', 1, 'a side, "free" or "shadow", before a ring move'],
    ['free event two r1 by a', 12, 'an allowance "armies/regions", such as 2/3'],
    ['free army r1 by a', 14, '"to"'],
    ['red march "r1 to mire', 11, 'a closed JSON string'],
    ['red march r1 by -', 18, 'a path of one region or more'],
    ['free event -1/2 r1 by a', 12, 'an allowance "armies/regions", such as 2/3'],
    ['free event 1.5/2 r1 by a', 12, 'an allowance "armies/regions", such as 2/3'],
    ['free event 0/2 r1 by a', 12, 'an allowance "armies/regions", such as 2/3'],
    ['free event 1/1e3 r1 by a', 12, 'an allowance "armies/regions", such as 2/3'],
    ['free event 99999999999999999999/2 r1 by a', 12, 'an allowance "armies/regions", such as 2/3'],
  ])('says where %j cannot be read', (line, column, expected) => {
    const read = parseMove(board, line)
    expect(E.isLeft(read) ? { column: read.left.column, expected: read.left.expected } : read).toEqual({ column, expected })
    if (E.isLeft(read)) expect(read.left.message).toMatch(new RegExp(`^The move ".*" cannot be read at column ${column}: expected .+, got .+\\.$`))
  })
})

describe('the message of a long line', () => {
  it('quotes a bounded excerpt around the column, on one line', () => {
    const read = parseMove(board, 'x'.repeat(2_000_000))
    expect(E.isLeft(read) && read.left.column).toBe(2_000_001)
    if (E.isLeft(read)) {
      expect(read.left.message.length).toBeLessThan(300)
      expect(read.left.message).toMatch(/^The move "…x{60}" cannot be read at column 2000001: expected .+, got .+\.$/)
    }
    const late = parseMove(board, `red march r1 to mire ${'y'.repeat(100_000)} mire`)
    if (E.isLeft(late)) expect(late.left.message).toMatch(/^The move "red march r1 to mire y{39}…" cannot be read at column 22: expected the end of the move, got "y{59}…\.$/)
    expect(E.isLeft(late) && late.left.column).toBe(22)
  })
})

describe('a scenario whose move is in notation', () => {
  const scenario = (move: unknown) => ({
    format: 'marchlaw/scenario@1',
    map: 'demo-isles',
    state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: { serf: 2 } }, units: { r1: { faction: 'red', type: 'serf', region: 'greenvale' } } },
    move,
  })
  it('decodes to the move object', () => {
    const decoded = decodeScenario(scenario('red march r1 to oakwood'))
    expect(E.isRight(decoded) ? decoded.right.move : decoded.left).toEqual({ type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' })
  })
  it('names the path, the column and what was expected when the line is not a move', () => {
    const decoded = decodeScenario(scenario('red marches r1 to oakwood'))
    expect(E.isLeft(decoded) ? decoded.left.map((e) => e.message) : decoded.right).toEqual([
      'move: expected a move in notation ("march", "resolve", "army", "character", "event" or "attack" at column 5), got "red marches r1 to oakwood"',
    ])
  })
})

describe('a move in notation that reads but is not of the move format', () => {
  const ringState = { format: 'marchlaw/state@1', ruleset: 'ring', nations: {}, figures: {} }
  it('is refused in a scenario as the same move object is, with its path', () => {
    const decoded = decodeScenario({ format: 'marchlaw/scenario@1', map: 'demo-isles', state: ringState, move: 'free army "" to a' })
    expect(E.isLeft(decoded) ? decoded.left.map((e) => e.message) : decoded.right).toEqual(['move.moves[0].figures[0]: expected a non-empty string, got ""'])
  })
  it('is refused in a record, at the entry', () => {
    const decoded = decodeRecord({ format: 'marchlaw/record@1', map: 'demo-isles', state: ringState, moves: ['free army - to a', { move: 'red march "" to a' }] })
    expect(E.isLeft(decoded) ? decoded.left.map((e) => e.message) : decoded.right).toEqual(['moves[1].move.units[0]: expected a non-empty string, got ""'])
  })
  it('a negative allowance is refused in a record, not read as a move', () => {
    const decoded = decodeRecord({ format: 'marchlaw/record@1', map: 'demo-isles', state: ringState, moves: ['free event -1/2 sw-e1 by highfold-hall'] })
    expect(E.isLeft(decoded) ? decoded.left.map((e) => e.message) : decoded.right).toEqual([
      'moves[0]: expected a move in notation (an allowance "armies/regions", such as 2/3 at column 12), got "free event -1/2 sw-e1 by highfold-hall"',
    ])
  })
})

describe('the demos', () => {
  it('print every move as typed, in notation that reads back', () => {
    const typed = [...heroesDemo(), ...ringDemo()].filter((line) => line.startsWith('   as typed: ')).map((line) => line.slice('   as typed: '.length))
    expect(typed.length).toBeGreaterThan(20)
    for (const line of typed) {
      const read = parseMove(board, line)
      expect(E.isRight(read) ? formatMove(board, read.right) : read.left.message).toBe(line)
    }
  })
})

describe('the short form, given the position', () => {
  const state: RingState = {
    format: 'marchlaw/state@1',
    ruleset: 'ring',
    nations: { westmark: { side: 'free', atWar: true }, ashland: { side: 'shadow', atWar: true } },
    figures: {
      'wm-r3': { kind: 'regular', nation: 'westmark', region: 'westmark-citadel' },
      'wm-r1': { kind: 'regular', nation: 'westmark', region: 'westmark-citadel' },
      'wm-r2': { kind: 'regular', nation: 'westmark', region: 'westmark-citadel' },
      'wm-l1': { kind: 'leader', nation: 'westmark', region: 'westmark-citadel' },
      strider: { kind: 'companion', side: 'free', region: 'westmark-citadel' },
      'ag-r1': { kind: 'regular', nation: 'ashland', region: 'westmark-citadel' },
    },
  }
  it.each([
    ['free army 2 regular + leader from westmark-citadel to westmark-ford', { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r1', 'wm-r2', 'wm-l1'], to: 'westmark-ford' }] }],
    ['free army regular from westmark-citadel to a ; regulars from westmark-citadel to b', { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r1'], to: 'a' }, { figures: ['wm-r2'], to: 'b' }] }],
    ['free character regular + companion from westmark-citadel to a', { type: 'character-die', side: 'free', moves: [{ figures: ['wm-r1', 'strider'], to: 'a' }] }],
    ['free event 1/2 3 regular from westmark-citadel by a > b', { type: 'event-move', side: 'free', allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['wm-r1', 'wm-r2', 'wm-r3'], path: ['a', 'b'] }] }],
    ['shadow army regular from westmark-citadel to a', { type: 'army-die', side: 'shadow', moves: [{ figures: ['ag-r1'], to: 'a' }] }],
    ['free army wm-r3,wm-l1 to a', { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r3', 'wm-l1'], to: 'a' }] }],
  ])('reads %j', (line, move) => {
    expect(parseMove(board, line, state)).toEqual(E.right(move))
  })
  it.each([
    ['free army 4 regular from westmark-citadel to a', 11, '4 regular of free in westmark-citadel', 'got 3.'],
    ['free army 2 elite from westmark-citadel to a', 11, '2 elite of free in westmark-citadel', 'got 0.'],
    ['free army 2 regular westmark-citadel from x to a', 21, '"+" or "from"', 'got "westmark-citadel".'],
  ])('says what %j lacks', (line, column, expected, got) => {
    const read = parseMove(board, line, state)
    expect(E.isLeft(read) ? [read.left.column, read.left.expected] : read).toEqual([column, expected])
    if (E.isLeft(read)) expect(read.left.message.endsWith(got)).toBe(true)
  })
  it('reads regions by their names in the map, any case, where no region has that id', () => {
    const heroes = {
      format: 'marchlaw/state@1' as const,
      ruleset: 'heroes' as const,
      speeds: { red: { warrior: 2 } },
      units: { w1: { faction: 'red', type: 'warrior', region: 'greenvale' } },
    }
    expect(parseMove(board, 'red march warrior from Greenvale by oakwood > "high peaks"', heroes)).toEqual(
      E.right({ type: 'march', faction: 'red', units: ['w1'], to: 'high-peaks', path: ['oakwood', 'high-peaks'] }),
    )
    expect(parseMove(board, 'red march w1 to Atlantis', heroes)).toEqual(E.right({ type: 'march', faction: 'red', units: ['w1'], to: 'Atlantis' }))
    expect(parseMove(board, 'red march w1 to Oakwood')).toEqual(E.right({ type: 'march', faction: 'red', units: ['w1'], to: 'Oakwood' }))
  })
  it('reads ids only without a position', () => {
    expect(E.isLeft(parseMove(board, 'free army 2 regular from westmark-citadel to a'))).toBe(true)
  })
})
