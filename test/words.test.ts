// What players read: messages in the map's names on the bundled maps, a catalogue that replaces every text, and the
// wording of the cases issue 13 names.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decodeScenario } from '../src/json/codec/scenario.js'
import type { GameEvent, GameEventType } from '../src/model/event.js'
import { compile, type Board } from '../src/board/graph.js'
import type { HeroesMove } from '../src/model/heroes-state.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import type { RingMove } from '../src/model/ring-state.js'
import { checkScenario, scenarioBoard } from '../src/json/scenario.js'
import { violationCodes, type Evidence, type Violation, type ViolationCode } from '../src/model/violation.js'
import { violation } from '../src/words/violation.js'
import { english, eventInWords, moveInWords, violationInWords, type Catalogue } from '../src/words/words.js'

const root = join(import.meta.dirname, '..', 'conformance')
const scenarioFiles = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(join(root, dir.name)).filter((file) => file.endsWith('.json')).map((file) => join(root, dir.name, file)))

const regionFields = ['region', 'from', 'to', 'last'] as const

/** The region ids a violation's evidence names, as [field, id]. */
const regionsOf = (v: Violation): ReadonlyArray<string> => {
  const record: Readonly<Record<string, unknown>> = v
  const single = regionFields.flatMap((field) => (typeof record[field] === 'string' && v.code !== 'UNKNOWN_ID' ? [String(record[field])] : []))
  return v.code === 'NOT_TOGETHER' ? [...single, ...v.regions] : single
}

const everyViolation = (v: Violation): ReadonlyArray<Violation> => (v.code === 'NO_PATH' ? [v, ...v.reasons.flatMap(everyViolation)] : [v])

describe('messages on the bundled maps', () => {
  it('name the regions of the scenario tables by their names, never by their ids', () => {
    let named = 0
    for (const file of scenarioFiles) {
      const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
      const scenario = decodeScenario(typeof raw === 'object' && raw !== null && 'scenario' in raw ? raw.scenario : null)
      if (E.isLeft(scenario) || typeof scenario.right.map !== 'string') continue
      const board = scenarioBoard(scenario.right.map)
      const result = checkScenario(scenario.right)
      if (E.isLeft(board) || E.isLeft(result) || result.right.legal) continue
      for (const v of result.right.violations.flatMap(everyViolation))
        for (const id of regionsOf(v)) {
          const name = board.right.regions.get(id)?.name
          if (name === undefined) continue
          expect(v.message, `${file}: ${v.code}`).toContain(name)
          if (!name.toLowerCase().includes(id)) expect(v.message, `${file}: ${v.code}`).not.toContain(id)
          named++
        }
    }
    expect(named).toBeGreaterThan(40)
  })

  it("name figures by the state's names, and a single Leader in the singular", () => {
    const file = scenarioFiles.find((path) => path.endsWith('leader-alone.json'))
    expect(file).toBeDefined()
    const raw: unknown = JSON.parse(readFileSync(file ?? '', 'utf8'))
    const decoded = decodeScenario(typeof raw === 'object' && raw !== null && 'scenario' in raw ? raw.scenario : null)
    if (E.isLeft(decoded) || decoded.right.state.ruleset !== 'ring') throw new Error('leader-alone.json is a ring scenario')
    const { state } = decoded.right
    const leaders = Object.entries(state.figures).filter(([, figure]) => figure.kind === 'leader')
    const figures = Object.fromEntries(Object.entries(state.figures).map(([id, figure]) => [id, { ...figure, name: `Lord ${id}` }]))
    const result = checkScenario({ ...decoded.right, state: { ...state, figures } })
    if (E.isLeft(result) || result.right.legal) throw new Error('leader-alone.json is illegal')
    const alone = result.right.violations.find((v) => v.code === 'LEADER_ALONE')
    expect(alone?.code).toBe('LEADER_ALONE')
    if (alone?.code !== 'LEADER_ALONE') return
    for (const id of alone.leaders) expect(alone.message).toContain(`Lord ${id}`)
    expect(alone.message.startsWith(alone.leaders.length === 1 ? 'Leader Lord' : 'Leaders Lord')).toBe(true)
    expect(leaders.length).toBeGreaterThan(0)
  })
})

const compiled = compile(demoIsles)
if (E.isLeft(compiled)) throw new Error('Demo Isles compiles')
const board: Board = compiled.right

// One violation of every code, complete by its type: a code added without a sample fails the type check.
const samples: { readonly [C in ViolationCode]: Evidence<C> } = {
  UNKNOWN_ID: { id: 'atlantis', entity: 'region' },
  DUPLICATE_ID: { id: 'r1' },
  NOT_OWNED: { id: 'r1', owner: 'blue', actor: 'red' },
  NOT_TOGETHER: { regions: ['greenvale', 'oakwood'] },
  EMPTY_ARMY: {},
  NO_MOVEMENT: { region: 'oakwood' },
  NOT_ADJACENT: { from: 'greenvale', to: 'fenmire' },
  IMPASSABLE: { from: 'sunscar', to: 'high-peaks' },
  STACKING_LIMIT: { region: 'oakwood', count: 6, limit: 5 },
  ARMY_TOO_LARGE: { count: 6, limit: 5 },
  NOT_LAND: { region: 'mid-sea', kind: 'sea' },
  TOO_FAR: { steps: 3, limit: 2, unit: 'r1' },
  MUST_STOP: { region: 'sunscar', reason: 'desert' },
  NO_PATH: {
    to: 'high-peaks',
    steps: 2,
    reasons: [violation('MUST_STOP', { region: 'oakwood', reason: 'battle' }), violation('TOO_FAR', { steps: 5, limit: 2, unit: 'r1' })],
  },
  PATH_MISMATCH: { to: 'oakwood', last: 'greenvale' },
  NO_MARCH_SLOT: {},
  EXPLORATION_PENDING: { region: 'fenmire', token: 't1' },
  NOT_REVEALED: { token: 't2', revealed: 't1' },
  NOT_AN_ARMY: { figures: ['l1'] },
  TOO_MANY_ARMIES: { count: 3, limit: 2 },
  MOVED_TWICE: { id: 'r1' },
  NEEDS_LEADER: { figures: ['r1'] },
  LEADER_ALONE: { region: 'oakwood', leaders: ['l1'] },
  ENEMY_ARMY: { region: 'oakwood', units: ['b1', 'b2'] },
  NOT_AT_WAR: { region: 'oakwood', nations: ['rohan'], regionNation: 'gondor' },
  NO_ENEMY: { region: 'oakwood' },
  NOT_AT_WAR_ATTACK: { nations: ['rohan'] },
  WRONG_RULESET: { ruleset: 'ring', expected: 'heroes' },
  MALFORMED_MOVE: { path: 'move.units', expected: 'an array' },
  MALFORMED_STATE: { path: 'state.units.r1.region', expected: 'a non-empty string' },
  MALFORMED_BOARD: { expected: 'a board made by compile' },
}
const sampleOf = <C extends ViolationCode>(code: C): Violation => violation(code, samples[code])

const events: { readonly [T in GameEventType]: Extract<GameEvent, { readonly type: T }> } = {
  moved: { type: 'moved', units: ['r1'], from: 'greenvale', to: 'high-peaks', path: ['oakwood', 'high-peaks'] },
  battle: { type: 'battle', region: 'oakwood', attacker: 'red', defenders: ['blue'] },
  'exploration-revealed': { type: 'exploration-revealed', region: 'fenmire', token: 't1', kind: 'ruins' },
  'exploration-resolved': { type: 'exploration-resolved', region: 'fenmire', token: 't1' },
  'settlement-captured': { type: 'settlement-captured', region: 'oakwood', by: 'shadow', from: 'free' },
  'march-slot-used': { type: 'march-slot-used', left: 1 },
}

const moves: ReadonlyArray<HeroesMove | RingMove> = [
  { type: 'march', faction: 'red', units: ['r1'], to: 'high-peaks', path: ['oakwood', 'high-peaks'] },
  { type: 'resolve-exploration', faction: 'red', token: 't1' },
  { type: 'army-die', side: 'free', moves: [{ figures: ['r1'], to: 'oakwood' }] },
  { type: 'character-die', side: 'free', moves: [{ figures: ['r1', 'l1'], to: 'oakwood' }] },
  { type: 'event-move', side: 'shadow', allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['s1'], path: ['oakwood', 'greenvale'] }] },
  { type: 'attack', side: 'free', die: 'army', figures: ['r1'], target: 'oakwood' },
]

// A "translation" that tags every text with its key, built from the English catalogue's keys.
const keys = Object.keys(english)
const tagged: Partial<Catalogue> = Object.fromEntries(keys.map((key) => [key, () => `<${key}>`]))

describe('the catalogue', () => {
  it('has words for every code, event type and move type, and nothing else', () => {
    expect([...keys].sort()).toEqual([...violationCodes, ...Object.keys(events), ...moves.map((m) => m.type)].sort())
  })

  it.each(violationCodes)('%s: English is one sentence in the names of the map; a catalogue replaces it', (code) => {
    const v = sampleOf(code)
    const words = violationInWords(board, v)
    expect(words).toMatch(/^\S.*\.$/)
    expect(words.slice(0, -1)).not.toMatch(/\.\s/)
    for (const id of regionsOf(v)) {
      expect(words).toContain(board.regions.get(id)?.name ?? id)
      // Built without a board, a violation's message holds the ids.
      expect(v.message).toContain(id)
    }
    expect(violationInWords(board, v, { messages: tagged })).toBe(`<${code}>`)
  })

  it('replaces the words of the reasons inside NO_PATH', () => {
    const words = violationInWords(board, sampleOf('NO_PATH'), { messages: { MUST_STOP: () => 'HALT', NO_PATH: (e, n) => e.reasons.map(n.violation).join('+') } })
    expect(words).toBe('HALT+The move takes 5 steps; r1, the slowest unit of the army, moves at most 2.')
  })

  it.each(Object.values(events))('event $type: English in the names of the map; a catalogue replaces it', (event) => {
    const words = eventInWords(board, event)
    if ('region' in event) expect(words).toContain(board.regions.get(event.region)?.name ?? event.region)
    expect(eventInWords(board, event, { messages: tagged })).toBe(`<${event.type}>`)
  })

  it.each(moves)('move $type: English in the names of the map; a catalogue replaces it', (move) => {
    const words = moveInWords(board, move, { state: { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: {}, units: { r1: { faction: 'red', type: 'serf', region: 'greenvale', name: 'Ragna' } } } })
    expect(words).toContain(move.type === 'resolve-exploration' ? 't1' : 'Oakwood')
    if (move.type !== 'resolve-exploration' && move.type !== 'event-move') expect(words).toContain('Ragna')
    expect(moveInWords(board, move, { messages: tagged })).toBe(`<${move.type}>`)
  })
})

describe('the wording issue 13 asked for', () => {
  it('NO_PATH tells the shortest route that must stop from the longer way around it', () => {
    expect(violationInWords(board, sampleOf('NO_PATH'))).toBe(
      'The army cannot reach High Peaks in this March: the shortest way must stop in Oakwood before it gets there, and the way around takes 5 steps, while r1, the slowest unit of the army, moves at most 2.',
    )
  })

  it('NO_PATH where both routes are too long says the shortest in its own steps, and the way around in its own', () => {
    // The evidence of r1 marching Greenvale -> Ashfield with a blue army in Stonecrest: the 4-step route stops there.
    const both = violation('NO_PATH', { to: 'ashfield', reasons: [violation('TOO_FAR', { steps: 6, limit: 2, unit: 'r1' })], steps: 4 })
    expect(violationInWords(board, both)).toBe(
      'The army cannot reach Ashfield in this March: the shortest way takes 4 steps (and must stop on the way); the way around the stops takes 6 steps, while r1, the slowest unit of the army, moves at most 2.',
    )
  })

  it('NO_PATH where no way over land leads there says so, from where', () => {
    const cut = violation('NO_PATH', { to: 'gull-isle', reasons: [violation('NOT_ADJACENT', { from: 'greenvale', to: 'gull-isle' })] })
    expect(violationInWords(board, cut)).toBe('The army cannot reach Gull Isle in this March: no way over land leads there from Greenvale.')
  })

  it('an event reads "to C, through A and B"', () => {
    expect(eventInWords(board, { type: 'moved', figures: ['s1'], from: 'greenvale', to: 'fenmire', path: ['oakwood', 'high-peaks', 'fenmire'] })).toBe(
      's1 moved from Greenvale to Fenmire, through Oakwood and High Peaks',
    )
  })
})

describe('each function words its own kind only', () => {
  const board = compile(demoIsles)
  if (board._tag === 'Left') throw new Error('demo-isles does not compile')
  const isles = board.right

  it('a known type with broken fields is never worded as a violation', () => {
    expect(eventInWords(isles, { type: 'moved', units: 'r1', from: 5 } as never)).not.toMatch(/Violation/)
    expect(moveInWords(isles, { type: 'march', faction: 'red', units: null, to: 'oakwood' } as never)).not.toMatch(/Violation/)
    expect(moveInWords(isles, { type: 'army-die', moves: [null] } as never)).not.toMatch(/Violation/)
    // A violation's own fallback stays its code.
    expect(violationInWords(isles, { code: 'NOT_ADJACENT', message: '' } as never)).not.toBe('')
  })

  it("a value of another kind has no words", () => {
    const moved: GameEvent = { type: 'moved', units: ['r1'], from: 'greenvale', to: 'oakwood', path: ['oakwood'] }
    expect(eventInWords(isles, moved)).not.toBe('')
    expect(violationInWords(isles, { code: 'moved', units: ['r1'], from: 'greenvale', to: 'oakwood', path: ['oakwood'] } as never)).toBe('')
    expect(moveInWords(isles, moved as never)).toBe('')
    expect(eventInWords(isles, { type: 'NOT_LAND', region: 'oakwood' } as never)).toBe('')
    expect(eventInWords(isles, { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' } as never)).toBe('')
    expect(moveInWords(isles, { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' })).not.toBe('')
  })
})
