// A compiled board keeps its own copy of the map: a caller editing the map after compile changes no name,
// border or message, and the caller's map is neither frozen nor changed by compile.
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compile, moveInWords, neighbours, violation, violationInWords, type MapFile } from '../src/index.js'
import { demoIsles } from '../src/maps/index.js'

type Editable = { -readonly [K in keyof MapFile]: any }

describe('compile keeps nothing the caller passes', () => {
  it('a map edited after compile changes no message, neighbour or name of the board', () => {
    const map = JSON.parse(JSON.stringify({ ...demoIsles, factions: { red: { name: 'The Red Court' } } })) as Editable
    const before = JSON.stringify(map)
    const compiled = compile(map as MapFile)
    if (E.isLeft(compiled)) throw new Error('the map compiles')
    const board = compiled.right
    // compile neither freezes nor changes the caller's map.
    expect(JSON.stringify(map)).toBe(before)
    expect(Object.isFrozen(map)).toBe(false)
    expect(Object.isFrozen(map.regions.oakwood)).toBe(false)
    expect(board.map).not.toBe(map)

    const march = { type: 'march', faction: 'red', units: ['r1'], to: 'oakwood' } as const
    const said = moveInWords(board, march)
    const stay = violationInWords(board, violation('NO_MOVEMENT', { region: 'oakwood' }))
    const next = neighbours(board, 'greenvale')
    expect(said).toContain('The Red Court')
    expect(said).toContain('Oakwood')
    expect(stay).toContain('Oakwood')

    map.factions.red.name = 'Somebody Else'
    map.regions.oakwood.name = 'Elsewhere'
    map.name = 'Another Map'
    map.adjacent.length = 0
    delete map.regions.greenvale

    expect(moveInWords(board, march)).toBe(said)
    expect(violationInWords(board, violation('NO_MOVEMENT', { region: 'oakwood' }))).toBe(stay)
    expect(neighbours(board, 'greenvale')).toEqual(next)
    expect(board.map.name).toBe('Demo Isles')
    expect(board.map.regions['oakwood']?.name).toBe('Oakwood')
    expect(board.map.factions?.['red']?.name).toBe('The Red Court')
    expect(Object.isFrozen(board.map)).toBe(true)
    expect(Object.isFrozen(board.map.regions['oakwood'])).toBe(true)
  })
})
