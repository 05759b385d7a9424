// A catalogue that cannot break the library: templates loaded from a JSON file of strings translate, and an entry
// that is not a string or a function, throws, or answers something other than a string gives way to English, with
// the host told through onCatalogueError. Then the English words themselves: a capital first, the map's names of
// nations and factions, enemy stacks by kind, and grammar by number for every code that lists ids.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile, eventInWords, moveInWords, ring, violationCodes, violationInWords, type Board, type CatalogueError, type Messages, type MapFile, type RingState } from '../src/index.js'
import { decodeMap, encodeMap } from '../src/json.js'
import { demoIsles } from '../src/maps/demo-isles.js'
import { violation } from '../src/words/violation.js'

const boardOf = (map: MapFile): Board => {
  const board = compile(map)
  if (E.isLeft(board)) throw new Error(`the map compiles: ${JSON.stringify(board.left)}`)
  return board.right
}

const isles = boardOf(demoIsles)
const french: Messages = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'catalogue-fr.json'), 'utf8'))

// A small ring world: two nations with display names, one without, and a stack of two kinds.
const world: MapFile = {
  format: 'marchlaw/map@1',
  regions: {
    'old-ford': { kind: 'land', name: 'Old Ford' },
    'ash-hill': { kind: 'land', name: 'Ash Hill', nation: 'ashland' },
    'far-fen': { kind: 'land', name: 'Far Fen', nation: 'south-reach' },
  },
  adjacent: [
    ['old-ford', 'ash-hill'],
    ['old-ford', 'far-fen'],
  ],
  nations: { ashland: { name: 'the Ashen Realm' }, westmark: { name: 'Westmark of the Downs' } },
}
const board = boardOf(world)
const state: RingState = {
  format: 'marchlaw/state@1',
  ruleset: 'ring',
  nations: { westmark: { side: 'free', atWar: false }, ashland: { side: 'shadow', atWar: true }, 'south-reach': { side: 'shadow', atWar: true } },
  figures: {
    'wm-r1': { kind: 'regular', nation: 'westmark', region: 'old-ford' },
    'wm-l1': { kind: 'leader', nation: 'westmark', region: 'old-ford', name: 'Captain Brand' },
    'ag-r1': { kind: 'regular', nation: 'ashland', region: 'ash-hill' },
    'ag-r2': { kind: 'regular', nation: 'ashland', region: 'ash-hill' },
    'ag-e1': { kind: 'elite', nation: 'ashland', region: 'ash-hill' },
    'sr-r1': { kind: 'regular', nation: 'south-reach', region: 'ash-hill' },
  },
}

describe('display names in the map format', () => {
  it('decode, encode and compile, and anything but a name is refused', () => {
    const decoded = decodeMap(world)
    expect(decoded).toEqual(E.right(world))
    expect(encodeMap(world)).toMatchObject({ nations: { ashland: { name: 'the Ashen Realm' } } })
    expect(E.isLeft(decodeMap({ ...world, factions: { red: { name: 3 } } }))).toBe(true)
    expect(E.isLeft(decodeMap({ ...world, nations: { ashland: { name: 'A', side: 'shadow' } } }))).toBe(true)
    expect(E.isLeft(compile({ ...world, nations: { ashland: { title: 'A' } } } as never))).toBe(true)
  })
})

describe('a catalogue of strings', () => {
  it('translates, its slots filled with the names of the map and the state', () => {
    const says = (code: Parameters<typeof violation>[0], evidence: never): string => violationInWords(isles, violation(code, evidence), { messages: french })
    expect(says('NO_MOVEMENT', { region: 'oakwood' } as never)).toBe("L'armée est déjà à Oakwood.")
    expect(says('NOT_ADJACENT', { from: 'greenvale', to: 'fenmire' } as never)).toBe("Fenmire n'est pas voisin de Greenvale.")
    expect(says('STACKING_LIMIT', { region: 'oakwood', count: 6, limit: 5 } as never)).toBe('Oakwood compterait 6 unités après le mouvement, au-delà de la limite de 5.')
    const noPath = violation('NO_PATH', { to: 'high-peaks', reasons: [violation('MUST_STOP', { region: 'oakwood', reason: 'battle' })] })
    expect(violationInWords(isles, noPath, { messages: french })).toBe("L'armée ne peut atteindre High Peaks : L'armée doit s'arrêter à Oakwood.")
    const enemy = violation('ENEMY_ARMY', { region: 'ash-hill', units: ['ag-e1', 'ag-r1'] })
    expect(violationInWords(board, enemy, { messages: french, state })).toBe('Une armée ne peut entrer à Ash Hill, tenu par 1 Regular and 1 Elite of the Ashen Realm (ag-e1 and ag-r1).')
    const leaderless = violation('NEEDS_LEADER', { figures: ['wm-r1', 'wm-l1'] })
    expect(violationInWords(board, leaderless, { messages: french, state })).toBe("Un dé de Personnage déplace une armée menée par un Chef, et wm-r1 and Captain Brand n'en ont pas.")
    const closed = violation('NOT_AT_WAR', { region: 'far-fen', nations: ['westmark'], regionNation: 'south-reach' })
    expect(violationInWords(board, closed, { messages: french, state })).toBe("Westmark of the Downs n'est pas en guerre et ne peut entrer à Far Fen, dans les frontières de South Reach.")
  })

  it('translates events and moves', () => {
    expect(eventInWords(board, { type: 'moved', figures: ['wm-l1'], from: 'old-ford', to: 'far-fen', path: ['far-fen'] }, { messages: french, state })).toBe('Captain Brand de Old Ford à Far Fen')
    expect(eventInWords(board, { type: 'settlement-captured', region: 'far-fen', by: 'free', from: 'shadow' }, { messages: french })).toBe('Far Fen prise par the Free Peoples à the Shadow')
    expect(moveInWords(board, { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r1'], to: 'ash-hill' }] }, { messages: french })).toBe("the Free Peoples, dé d'Armée : wm-r1 to Ash Hill")
    const event = { type: 'event-move', side: 'free', allowance: { armies: 1, regions: 2 }, moves: [{ figures: ['wm-r1'], path: ['far-fen'] }] } as const
    expect(moveInWords(board, event, { messages: french })).toBe('the Free Peoples, carte (1 army, 2 regions) : wm-r1 to Far Fen')
  })

  it('leaves a slot that names no field as written', () => {
    expect(violationInWords(isles, violation('NO_MOVEMENT', { region: 'oakwood' }), { messages: { NO_MOVEMENT: 'Déjà là ({where}, {region})' } })).toBe('Déjà là ({where}, Oakwood)')
  })

  it('accepts the very entry a translator writes first, and a state of null', () => {
    const v = violation('NO_MOVEMENT', { region: 'oakwood' })
    expect(violationInWords(isles, v, { messages: { NO_MOVEMENT: 'Déjà là' } })).toBe('Déjà là')
    expect(violationInWords(isles, v, { state: null })).toBe('The army is already in Oakwood.')
    expect(violationInWords(isles, v, { state: {} as never, messages: null as never })).toBe('The army is already in Oakwood.')
  })
})

describe('an entry that cannot be used', () => {
  const v = violation('NO_MOVEMENT', { region: 'oakwood' })
  const english = 'The army is already in Oakwood.'
  const cases: ReadonlyArray<readonly [string, unknown, CatalogueError['reason']]> = [
    ['a number', 42, 'not-an-entry'],
    ['an object', { text: 'Déjà là' }, 'not-an-entry'],
    ['null', null, 'not-an-entry'],
    ['a function answering a number', () => 42, 'not-a-string'],
    ['a function answering an object', () => ({ toString: () => 'x' }), 'not-a-string'],
    [
      'a function that throws',
      () => {
        throw new Error('no words')
      },
      'threw',
    ],
  ]
  it.each(cases)('%s gives way to English, and the host hears why', (_, entry, reason) => {
    const heard: CatalogueError[] = []
    const words = violationInWords(isles, v, { messages: { NO_MOVEMENT: entry } as never, onCatalogueError: (error) => heard.push(error) })
    expect(words).toBe(english)
    expect(heard.map((error) => [error.key, error.reason])).toEqual([['NO_MOVEMENT', reason]])
  })

  it('gives way to English inside NO_PATH, in events and in moves, and survives a listener that throws', () => {
    const heard: string[] = []
    const onCatalogueError = (error: CatalogueError): void => {
      heard.push(error.key)
      throw new Error('the host fails too')
    }
    const reasons: Messages = { NO_PATH: (e, n) => e.reasons.map(n.violation).join(' ') }
    const messages = { ...reasons, MUST_STOP: () => null, battle: 7, march: () => undefined } as never
    const stop = violation('MUST_STOP', { region: 'oakwood', reason: 'battle' })
    const noPath = violation('NO_PATH', { to: 'high-peaks', reasons: [stop] })
    expect(violationInWords(isles, noPath, { messages, onCatalogueError })).toBe(violationInWords(isles, stop))
    expect(eventInWords(isles, { type: 'battle', region: 'oakwood', attacker: 'red', defenders: ['blue'] }, { messages, onCatalogueError })).toBe('Battle in Oakwood: Red attacks Blue')
    expect(moveInWords(isles, { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' }, { messages, onCatalogueError })).toBe('Red marches r1 to Oakwood')
    expect(heard).toEqual(['MUST_STOP', 'battle', 'march'])
  })

  it('reads only the catalogue\'s own entries, never what its prototype holds', () => {
    const messages = Object.create({ NO_MOVEMENT: 'inherited' }) as Messages
    expect(violationInWords(isles, v, { messages })).toBe(english)
  })
})

describe('English', () => {
  it.each(violationCodes)('%s opens with a capital, with ids as they are', (code) => {
    // Evidence of every field in lower case, so that an id opening a sentence would show.
    const evidence: Readonly<Record<string, unknown>> = {
      id: 'x1', entity: 'region', owner: 'shadow', actor: 'free', regions: ['old-ford'], region: 'old-ford', from: 'old-ford', to: 'ash-hill', count: 2, limit: 1,
      kind: 'sea', steps: 2, reason: 'battle', reasons: [], last: null, token: 't1', revealed: null, figures: ['wm-r1'], leaders: ['wm-r1'], units: ['ag-r1'],
      nations: ['westmark'], regionNation: 'ashland', ruleset: 'ring', expected: 'heroes', path: 'move',
    }
    const words = violation(code, evidence as never).message
    expect(words).toMatch(/^[A-Z]/)
    expect(violationInWords(board, violation(code, evidence as never), { state })).toMatch(/^[A-Z]/)
  })

  it('names nations and factions by the map\'s names, or by their ids written readably', () => {
    const closed = violation('NOT_AT_WAR', { region: 'ash-hill', nations: ['westmark', 'south-reach'], regionNation: 'ashland' })
    expect(violationInWords(board, closed)).toBe('Westmark of the Downs and South Reach are not At War and cannot enter Ash Hill, inside the borders of the Ashen Realm.')
    const factions = boardOf({ ...demoIsles, factions: { red: { name: 'the Red Host' } } })
    const battle = { type: 'battle', region: 'oakwood', attacker: 'red', defenders: ['blue'] } as const
    expect(eventInWords(factions, battle)).toBe('Battle in Oakwood: the Red Host attacks Blue')
    expect(moveInWords(factions, { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' })).toBe('The Red Host marches r1 to Oakwood')
    const owned = violation('NOT_OWNED', { id: 'b1', owner: 'blue', actor: 'red' })
    expect(violationInWords(factions, owned)).toBe('The move takes b1, which belongs to Blue, not to the Red Host.')
  })

  it('describes an enemy stack by kind and count, per nation, and keeps the ids in the evidence', () => {
    const verdict = ring.validateMove(board, state, { type: 'army-die', side: 'free', moves: [{ figures: ['wm-r1', 'wm-l1'], to: 'ash-hill' }] })
    if (E.isRight(verdict)) throw new Error('Ash Hill holds enemy Army units')
    const enemy = verdict.left.find((v) => v.code === 'ENEMY_ARMY')
    expect(enemy).toMatchObject({ code: 'ENEMY_ARMY', region: 'ash-hill', units: ['ag-e1', 'ag-r1', 'ag-r2', 'sr-r1'] })
    expect(enemy?.message).toMatch(/^An army may not enter Ash Hill, held by 2 Regulars and 1 Elite of the Ashen Realm and 1 Regular of South Reach/)
  })
})

// Every code whose message lists ids, with one id and with several: the verb and the nouns agree.
const grammar: ReadonlyArray<readonly [string, Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>, string, string]> = [
  ['NOT_TOGETHER', { regions: ['old-ford'] }, { regions: ['old-ford', 'ash-hill'] },
    'An army moves from one region, but these figures stand in Old Ford.', 'An army moves from one region, but these figures stand in Old Ford and Ash Hill.'],
  ['NOT_AN_ARMY', { figures: ['wm-l1'] }, { figures: ['wm-l1', 'x2'] },
    'An army needs an Army unit, and Captain Brand is not one.', 'An army needs an Army unit, and Captain Brand and x2 are none.'],
  ['NEEDS_LEADER', { figures: ['sa2a'] }, { figures: ['sa2a', 'sa2b'] },
    'A Character die moves an army with a Leader, Nazgul or Character, and sa2a has none.', 'A Character die moves an army with a Leader, Nazgul or Character, and sa2a and sa2b have none.'],
  ['LEADER_ALONE', { region: 'old-ford', leaders: ['wm-l1'] }, { region: 'old-ford', leaders: ['wm-l1', 'x2', 'x3'] },
    'Leader Captain Brand would be in Old Ford without Free Peoples Army units.', 'Leaders Captain Brand, x2 and x3 would be in Old Ford without Free Peoples Army units.'],
  ['ENEMY_ARMY', { region: 'ash-hill', units: ['ag-r1'] }, { region: 'ash-hill', units: ['ag-r1', 'ag-r2'] },
    'An army may not enter Ash Hill, held by 1 Regular of the Ashen Realm.', 'An army may not enter Ash Hill, held by 2 Regulars of the Ashen Realm.'],
  ['NOT_AT_WAR', { region: 'ash-hill', nations: ['westmark'], regionNation: 'ashland' }, { region: 'ash-hill', nations: ['westmark', 'south-reach'], regionNation: 'ashland' },
    'Westmark of the Downs is not At War and cannot enter Ash Hill, inside the borders of the Ashen Realm.',
    'Westmark of the Downs and South Reach are not At War and cannot enter Ash Hill, inside the borders of the Ashen Realm.'],
  ['NOT_AT_WAR_ATTACK', { nations: ['westmark'] }, { nations: ['westmark', 'south-reach'] },
    'Westmark of the Downs is not At War and cannot attack.', 'Westmark of the Downs and South Reach are not At War and cannot attack.'],
]

describe('grammar by number', () => {
  it.each(grammar)('%s with one id and with several', (code, one, several, singular, plural) => {
    expect(violationInWords(board, violation(code as never, one as never), { state })).toBe(singular)
    expect(violationInWords(board, violation(code as never, several as never), { state })).toBe(plural)
  })

  it('without a state, an enemy stack is counted by number too', () => {
    expect(violation('ENEMY_ARMY', { region: 'b', units: ['x1'] }).message).toBe('An army may not enter b, held by 1 enemy Army unit (x1).')
    expect(violation('ENEMY_ARMY', { region: 'b', units: ['x1', 'x2'] }).message).toBe('An army may not enter b, held by 2 enemy Army units (x1 and x2).')
  })
})
