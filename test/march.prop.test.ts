import { describe, expect } from 'vitest'
import { test, fc } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { compile, type Board } from '../src/board/graph.js'
import type { HeroesState, MarchMove } from '../src/model/heroes-state.js'
import * as march from '../src/heroes/march.js'
import * as exploration from '../src/heroes/exploration.js'
import * as heroes from '../src/heroes/heroes.js'
import type { Violations } from '../src/model/violation.js'
import { seeded } from './fixtures/seeded.js'
import { anyHeroesPosition, arbitraryMarches, marchable, type HeroesPosition } from '../src/arbitraries/heroes.js'
import { arbitraryValidMarches, deepFreeze } from './arbitrary/heroes.js'
import {
  LIMIT,
  canonicalArmies,
  legalDestinations,
  oracleArmy,
  pathLegal,
  requiredCodes,
  simplePath,
  stopReason,
  unitsIn,
} from './oracle/heroes.js'

const codesOf = (verdict: E.Either<Violations, unknown>): ReadonlyArray<string> =>
  E.isLeft(verdict) ? [...new Set(verdict.left.map((v) => v.code))].sort() : []

const show = (move: MarchMove): string => JSON.stringify(move)

const armyKey = (units: ReadonlyArray<string>): string => [...units].sort().join(',')

/** The state and the same state with marches unblocked, so that both refusals and legal marches are common. */
const bothStates = (state: HeroesState): ReadonlyArray<HeroesState> => [state, marchable(state)]

/** The faction whose army `units` is, as reach reads it: that of the first known unit. */
const factionOf = (state: HeroesState, units: ReadonlyArray<string>): string | undefined =>
  units.map((id) => state.units[id]).find((unit) => unit !== undefined)?.faction

/** Every legal move of every faction, grouped by army. */
const legalByArmy = (board: Board, state: HeroesState, faction: string): ReadonlyMap<string, ReadonlyArray<MarchMove>> => {
  const groups = new Map<string, MarchMove[]>()
  for (const move of march.legalMoves(board, state, faction)) {
    const key = armyKey(move.units)
    groups.set(key, [...(groups.get(key) ?? []), move])
  }
  return groups
}

describe('march: validation against the brute-force oracle', () => {
  test.prop([arbitraryMarches(6)], { numRuns: 120 })('validateMove never throws and agrees with the oracle', ({ position, moves }) => {
    const { board } = position
    for (const state of bothStates(position.state)) {
      for (const move of moves) {
        const verdict = march.validateMove(board, state, move)
        if (move.path === undefined) {
          const best = legalDestinations(board, state, move.faction, move.units).get(move.to)
          expect(E.isRight(verdict), show(move)).toBe(best !== undefined)
          // without a path, the rules' path: the shortest, then the smallest sequence of ids
          if (E.isRight(verdict)) expect(verdict.right).toEqual({ ...move, path: best })
        } else {
          const legal = pathLegal(board, state, { ...move, path: move.path })
          if (E.isRight(verdict)) {
            expect(legal, show(move)).toBe(true)
            expect(verdict.right).toEqual(move)
          } else {
            // a legal path the oracle accepts is refused only if it loops (entering a region twice is not ruled on)
            const army = oracleArmy(board, state, move.faction, move.units)
            expect(legal && army !== null && simplePath(army.origin, move.path), `${show(move)} refused: ${codesOf(verdict).join()}`).toBe(false)
          }
        }
      }
    }
  })

  test.prop([arbitraryMarches(6)], { numRuns: 120 })('a refusal names every rule the oracle sees broken', ({ position, moves }) => {
    const { board } = position
    for (const state of bothStates(position.state)) {
      for (const move of moves) {
        const required = requiredCodes(board, state, move)
        const verdict = march.validateMove(board, state, move)
        if (required.size > 0) expect(E.isLeft(verdict), show(move)).toBe(true)
        const codes = codesOf(verdict)
        for (const code of required) expect(codes, `${show(move)} should report ${code}`).toContain(code)
        if (E.isRight(verdict)) continue
        for (const v of verdict.left) {
          // a stop is reported with the reason the region really has
          if (v.code === 'MUST_STOP') expect(v.reason).toBe(stopReason(board, state, move.faction, v.region))
          // NO_PATH explains itself with the reasons a route fails
          if (v.code === 'NO_PATH') {
            expect(v.reasons.length, show(move)).toBeGreaterThan(0)
            for (const reason of v.reasons) expect(['TOO_FAR', 'MUST_STOP', 'NOT_ADJACENT', 'IMPASSABLE']).toContain(reason.code)
          }
        }
      }
    }
  })

  test.prop([arbitraryValidMarches(6)], { numRuns: 120 })('every march the oracle finds legal is valid', ({ position, moves }) => {
    for (const move of moves) {
      const verdict = march.validateMove(position.board, position.state, move)
      expect(codesOf(verdict), show(move)).toEqual([])
    }
  })
})

describe('march: applying a valid march', () => {
  const checkApplied = (position: HeroesPosition, move: MarchMove): void => {
    const { board, state } = position
    const valid = march.validateMove(board, state, move)
    if (E.isLeft(valid)) return
    const army = oracleArmy(board, state, move.faction, move.units)
    expect(army, show(move)).not.toBeNull()
    if (army === null) return
    const path = valid.right.path ?? []
    const applied = march.applyMove(board, state, move)
    expect(E.isRight(applied), show(move)).toBe(true)
    if (E.isLeft(applied)) return
    const { state: next, events } = applied.right
    const { to, faction } = move

    // stacking: at most 5 units of the faction in the destination, those already there counted
    expect(unitsIn(next, faction, to).length).toBeLessThanOrEqual(LIMIT)

    // the path: ends in `to`, no longer than the lowest Speed, nothing entered after a stop region
    expect(path.length).toBeGreaterThan(0)
    expect(path.length).toBeLessThanOrEqual(army.speed)
    expect(path[path.length - 1]).toBe(to)
    // the origin never stops its own army, even entered again on the way (the contract exempts it; see the report)
    for (const region of path.slice(0, -1))
      if (region !== army.origin) expect(stopReason(board, state, faction, region), `${show(move)} goes on after ${region}`).toBeNull()

    // units conserved; only the named ones move, all to `to`
    expect(Object.keys(next.units).sort()).toEqual(Object.keys(state.units).sort())
    const named = new Set(move.units)
    for (const [id, before] of Object.entries(state.units)) {
      const after = next.units[id]
      expect(after?.faction).toBe(before.faction)
      expect(after?.type).toBe(before.type)
      expect(after?.region).toBe(named.has(id) ? to : before.region)
    }
    expect(next.speeds).toEqual(state.speeds)
    expect('vessels' in next).toBe('vessels' in state)
    expect(next.vessels).toEqual(state.vessels)
    expect('towers' in next).toBe('towers' in state)
    expect(next.towers).toEqual(state.towers)

    // events: march-slot-used (when tracked), moved, battle (when opponents hold `to`), exploration-revealed
    const types = events.map((e) => e.type)
    let at = 0
    if (state.marchSlots === undefined) {
      expect('marchSlots' in next).toBe(false)
      expect(types).not.toContain('march-slot-used')
    } else {
      expect(next.marchSlots).toBe(state.marchSlots - 1)
      expect(events[0]).toEqual({ type: 'march-slot-used', left: state.marchSlots - 1 })
      at = 1
    }
    expect(events[at]).toEqual({ type: 'moved', units: move.units, from: army.origin, to, path })
    const holders = [...Object.values(state.units), ...Object.values(state.vessels ?? {}), ...Object.values(state.towers ?? {})]
      .filter((piece) => piece.region === to && piece.faction !== faction)
      .map((piece) => piece.faction)
    const spot = board.map.regions[to]
    const enemyCapital = spot?.kind === 'capital' && spot.faction !== faction
    const battle = events.find((e) => e.type === 'battle')
    if (holders.length > 0) {
      expect(battle, show(move)).toBeDefined()
      if (battle?.type === 'battle') {
        expect(battle.region).toBe(to)
        expect(battle.attacker).toBe(faction)
        expect(battle.defenders).toEqual([...battle.defenders].sort())
        expect(battle.defenders).not.toContain(faction)
        for (const defender of holders) expect(battle.defenders).toContain(defender)
      }
    } else if (!enemyCapital) expect(battle, show(move)).toBeUndefined()
    const tokens = spot?.kind === 'land' ? (state.exploration?.[to] ?? []) : []
    const expected = [
      ...(state.marchSlots === undefined ? [] : ['march-slot-used']),
      'moved',
      ...(battle === undefined ? [] : ['battle']),
      ...(tokens.length > 0 ? ['exploration-revealed'] : []),
    ]
    expect(types, show(move)).toEqual(expected)
  }

  test.prop([arbitraryValidMarches(5)], { numRuns: 120 })('stacking, path, conservation and events hold after a legal march', ({ position, moves }) => {
    for (const move of moves) checkApplied(position, move)
  })

  test.prop([arbitraryMarches(6)], { numRuns: 80 })('applyMove of any generated move that validates never fails', ({ position, moves }) => {
    for (const state of bothStates(position.state)) {
      for (const move of moves) {
        const verdict = march.validateMove(position.board, state, move)
        const applied = march.applyMove(position.board, state, move)
        expect(E.isRight(applied), show(move)).toBe(E.isRight(verdict))
        if (E.isLeft(verdict) && E.isLeft(applied)) expect(codesOf(applied)).toEqual(codesOf(verdict))
        checkApplied({ ...position, state }, move)
      }
    }
  })
})

describe('march: the states of a game', () => {
  // The library remembers what it counted in a region of a state it returned; a copy of that state, read afresh, must be judged the same.
  test.prop([arbitraryMarches(4), fc.integer()], { numRuns: 60 })('a state from applyMove is judged as a plain copy of it is, move after move', ({ position, moves }, seed) => {
    const { board, factions } = position
    const random = seeded(seed)
    let state = marchable(position.state)
    for (let turn = 0; turn < 12; turn++) {
      const copy = structuredClone(state)
      for (const move of moves) expect(march.validateMove(board, state, move), show(move)).toEqual(march.validateMove(board, copy, move))
      const faction = factions[turn % factions.length] ?? ''
      expect([...march.legalMoves(board, state, faction)]).toEqual([...march.legalMoves(board, copy, faction)])
      const next = heroes.randomMove(board, state, faction, random)
      if (next === null) continue
      const applied = heroes.applyMove(board, state, next)
      expect(E.isRight(applied), show(next as MarchMove)).toBe(true)
      if (E.isRight(applied)) state = applied.right.state
    }
  })
})

describe('march: legalMoves and reach against the oracle', () => {
  test.prop([anyHeroesPosition], { numRuns: 60 })('legalMoves yields exactly the canonical legal marches, each valid', (position) => {
    const { board, factions } = position
    for (const state of bothStates(position.state)) {
      for (const faction of factions) {
        const yielded = [...march.legalMoves(board, state, faction)]
        const keys = yielded.map((m) => `${armyKey(m.units)}->${m.to}`)
        expect(new Set(keys).size, 'one move per army and destination').toBe(keys.length)
        const expected = new Map<string, ReadonlyArray<string>>()
        for (const army of canonicalArmies(state, faction))
          for (const [to, path] of legalDestinations(board, state, faction, army)) expected.set(`${armyKey(army)}->${to}`, path)
        expect([...keys].sort()).toEqual([...expected.keys()].sort())
        for (const move of yielded) {
          expect(move.faction).toBe(faction)
          expect(move.path).toEqual(expected.get(`${armyKey(move.units)}->${move.to}`))
          const verdict = march.validateMove(board, state, move)
          expect(codesOf(verdict), show(move)).toEqual([])
          if (E.isRight(verdict)) expect(verdict.right).toEqual(move)
        }
        if ((state.pending ?? null) !== null || state.marchSlots === 0) expect(yielded).toEqual([])
      }
    }
  })

  const checkReach = (board: Board, state: HeroesState, units: ReadonlyArray<string>, legal?: ReadonlyArray<MarchMove>): void => {
    const where = march.reach(board, state, units)
    const reachable = Object.keys(where.reachable)
    const unreachable = Object.keys(where.unreachable)
    // every region in exactly one of the two
    expect([...reachable, ...unreachable].sort()).toEqual([...board.ids].sort())
    for (const region of unreachable) expect(where.unreachable[region]?.length ?? 0).toBeGreaterThan(0)
    const faction = factionOf(state, units)
    const oracle = faction === undefined ? new Map<string, ReadonlyArray<string>>() : legalDestinations(board, state, faction, units)
    expect(reachable.sort(), JSON.stringify(units)).toEqual([...oracle.keys()].sort())
    if (legal !== undefined) expect(reachable.sort()).toEqual(legal.map((m) => m.to).sort())
    if (faction === undefined) return
    const army = oracleArmy(board, state, faction, units)
    expect(where.origin).toBe(army === null ? null : army.origin)
    for (const [to, path] of Object.entries(where.reachable)) {
      expect(pathLegal(board, state, { type: 'march', faction, units, to, path }), `${to} by ${path.join()}`).toBe(true)
    }
    // the reasons are those validateMove gives to a march without a path
    for (const [to, reasons] of Object.entries(where.unreachable)) {
      const verdict = march.validateMove(board, state, { type: 'march', faction, units, to })
      expect([...new Set(reasons.map((v) => v.code))].sort(), `${JSON.stringify(units)} -> ${to}`).toEqual(codesOf(verdict))
    }
  }

  test.prop([anyHeroesPosition], { numRuns: 40 })('reach agrees with legalMoves and the oracle for every canonical army', (position) => {
    const { board, factions } = position
    for (const state of bothStates(position.state)) {
      for (const faction of factions) {
        const byArmy = legalByArmy(board, state, faction)
        for (const army of canonicalArmies(state, faction).slice(0, 12)) checkReach(board, state, army, byArmy.get(armyKey(army)) ?? [])
      }
    }
  })

  test.prop([arbitraryMarches(4)], { numRuns: 60 })('reach of any group, junk included, covers the map and agrees with the oracle', ({ position, moves }) => {
    for (const state of bothStates(position.state)) for (const move of moves) checkReach(position.board, state, move.units)
  })
})

describe('march: hidden information and purity', () => {
  test.prop([arbitraryMarches(5)], { numRuns: 80 })("validation gives the same verdict on a player's view", ({ position, moves }) => {
    const { board, factions } = position
    for (const state of bothStates(position.state)) {
      for (const viewer of factions) {
        const view = exploration.playerView(state, viewer)
        for (const move of moves) {
          const full = march.validateMove(board, state, move)
          const seen = march.validateMove(board, view, move)
          expect(E.isRight(seen), show(move)).toBe(E.isRight(full))
          expect(codesOf(seen)).toEqual(codesOf(full))
          if (E.isRight(full) && E.isRight(seen)) expect(seen.right).toEqual(full.right)
          const token = state.pending?.revealed.id ?? 't1'
          for (const resolve of [{ type: 'resolve-exploration', faction: move.faction, token }, { type: 'resolve-exploration', faction: viewer, token: 't2' }] as const) {
            expect(codesOf(heroes.validateMove(board, view, resolve))).toEqual(codesOf(heroes.validateMove(board, state, resolve)))
          }
        }
      }
    }
  })

  test.prop([arbitraryMarches(4), fc.boolean()], { numRuns: 60 })('no function mutates its input', ({ position, moves }, unblock) => {
    const map = deepFreeze(structuredClone(position.map))
    const compiled = compile(map)
    expect(E.isRight(compiled)).toBe(true)
    if (E.isLeft(compiled)) return
    const board = compiled.right
    const adjacencyBefore = JSON.stringify([...board.adjacency])
    const state = deepFreeze(structuredClone(unblock ? marchable(position.state) : position.state))
    const snapshot = structuredClone(state)
    const frozenMoves = deepFreeze(structuredClone(moves))
    for (const move of frozenMoves) {
      march.validateMove(board, state, move)
      march.applyMove(board, state, move)
      heroes.validateMove(board, state, move)
      heroes.applyMove(board, state, move)
      march.reach(board, state, move.units)
      const resolve = deepFreeze({ type: 'resolve-exploration', faction: move.faction, token: state.pending?.revealed.id ?? 't1' } as const)
      exploration.validateMove(board, state, resolve)
      exploration.applyMove(board, state, resolve)
      heroes.applyMove(board, state, resolve)
    }
    for (const faction of position.factions) {
      for (const move of march.legalMoves(board, state, faction)) march.applyMove(board, state, move)
      for (const move of heroes.legalMoves(board, state, faction)) heroes.applyMove(board, state, move)
      exploration.playerView(state, faction)
      for (const region of board.ids) exploration.reveal(board, state, faction, region)
    }
    expect(state).toEqual(snapshot)
    expect(JSON.stringify([...board.adjacency])).toBe(adjacencyBefore)
  })
})
