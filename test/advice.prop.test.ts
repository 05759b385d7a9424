// Advice a player can follow: a message suggests an attack only where this army, with this action, could declare one,
// on generated positions (validateMove and reach), in the scenario tables and in the ring demo. The advice shows in
// the evidence (`attack`, the die) and in the words; an event move never suggests it.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decodeScenario } from '../src/json/codec/scenario.js'
import { checkScenario, scenarioBoard } from '../src/json/scenario.js'
import type { Board } from '../src/board/graph.js'
import * as army from '../src/ring/army.js'
import * as eventMovement from '../src/ring/event-movement.js'
import * as ring from '../src/ring/ring.js'
import type { RingMove, RingState } from '../src/model/ring-state.js'
import type { Violation } from '../src/model/violation.js'
import { ringDemo } from '../src/demo/ring.js'
import { compile } from '../src/board/graph.js'
import { demoMarches, demoMarchesOpening } from '../src/maps/index.js'
import { arbitraryDieScene, arbitraryEventScene } from '../src/arbitraries/ring-moves.js'

const advises = (v: Violation): boolean => /instead/.test(v.message)

const everyViolation = (v: Violation): ReadonlyArray<Violation> => (v.code === 'NO_PATH' ? [v, ...v.reasons.flatMap(everyViolation)] : [v])

/** Every piece of advice in `violations` of `move` can be followed, and every attack that could be declared is advised. */
const followable = (board: Board, state: RingState, move: RingMove, violations: ReadonlyArray<Violation>): number => {
  let advised = 0
  for (const v of violations.flatMap(everyViolation)) {
    if (v.code !== 'ENEMY_ARMY') {
      expect(advises(v), `${v.code}: ${v.message}`).toBe(false)
      continue
    }
    expect(advises(v), v.message).toBe(v.attack !== undefined)
    if (move.type !== 'army-die' && move.type !== 'character-die') {
      expect(v.attack, 'an event move never suggests an attack').toBeUndefined()
      continue
    }
    const die = move.type === 'army-die' ? 'army' : 'character'
    const figures = v.army === undefined ? undefined : move.moves[v.army]?.figures
    expect(figures).toBeDefined()
    const attack = ring.validateMove(board, state, { type: 'attack', side: move.side, die, figures: figures ?? [], target: v.region })
    expect(E.isRight(attack), `${v.message}: the attack is ${E.isLeft(attack) ? attack.left.map((w) => w.code).join(', ') : 'legal'}`).toBe(v.attack === die)
    if (v.attack !== undefined) advised++
  }
  return advised
}

describe('advice on generated positions', () => {
  test.prop([arbitraryDieScene()], { numRuns: 300 })('a refused die move advises an attack exactly where the army could declare it', ({ position, move }) => {
    const verdict = ring.validateMove(position.board, position.state, move)
    if (E.isLeft(verdict)) followable(position.board, position.state, move, verdict.left)
    const applied = ring.applyMove(position.board, position.state, move)
    if (E.isLeft(applied)) followable(position.board, position.state, move, applied.left)
  })

  it('the generated die moves hold both kinds of ENEMY_ARMY, advised and not, so the property above can fail', () => {
    let advised = 0
    let unadvised = 0
    for (const { position, move } of fc.sample(arbitraryDieScene(), { numRuns: 400, seed: 22 })) {
      const verdict = ring.validateMove(position.board, position.state, move)
      if (E.isRight(verdict)) continue
      for (const v of verdict.left) if (v.code === 'ENEMY_ARMY') {
        if (v.attack === undefined) unadvised++
        else advised++
      }
    }
    expect(advised).toBeGreaterThan(0)
    expect(unadvised).toBeGreaterThan(0)
  })

  test.prop([arbitraryEventScene()], { numRuns: 200 })('a refused event move advises nothing', ({ position, move }) => {
    const verdict = ring.validateMove(position.board, position.state, move)
    if (E.isLeft(verdict)) followable(position.board, position.state, move, verdict.left)
  })

  test.prop([arbitraryDieScene()], { numRuns: 200 })("reach advises an attack exactly on the regions it lists as attackable, and an event card's reach never", ({ position, move }) => {
    const figures = move.moves[0]?.figures ?? []
    const where = army.reach(position.board, position.state, figures, move.type)
    for (const [region, reasons] of Object.entries(where.unreachable)) {
      const enemy = reasons.find((v) => v.code === 'ENEMY_ARMY')
      expect(enemy !== undefined && enemy.code === 'ENEMY_ARMY' && enemy.attack !== undefined, region).toBe(where.attackable?.[region] !== undefined)
      for (const v of reasons) if (v !== enemy) expect(advises(v), v.message).toBe(false)
    }
    const far = eventMovement.reach(position.board, position.state, figures, { armies: 1, regions: 3 })
    for (const reasons of Object.values(far.unreachable)) for (const v of reasons.flatMap(everyViolation)) expect(advises(v), v.message).toBe(false)
  })
})

const root = join(import.meta.dirname, '..', 'conformance')
const scenarioFiles = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(join(root, dir.name)).filter((file) => file.endsWith('.json')).map((file) => join(root, dir.name, file)))

describe('advice in the tables and the demo', () => {
  it('no scenario table advises a move that validateMove refuses', () => {
    let refused = 0
    let advised = 0
    for (const file of scenarioFiles) {
      const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
      const scenario = decodeScenario(typeof raw === 'object' && raw !== null && 'scenario' in raw ? raw.scenario : null)
      if (E.isLeft(scenario) || scenario.right.state.ruleset !== 'ring') continue
      const board = scenarioBoard(scenario.right.map)
      const result = checkScenario(scenario.right)
      if (E.isLeft(board) || E.isLeft(result) || result.right.legal) continue
      advised += followable(board.right, scenario.right.state, scenario.right.move as RingMove, result.right.violations)
      refused++
    }
    expect(refused).toBeGreaterThan(20)
    expect(advised).toBeGreaterThan(0)
  })

  it('a region the army does not border gets NOT_ADJACENT and no advice about what stands there', () => {
    const board = compile(demoMarches)
    if (E.isLeft(board)) throw new Error('demo-marches compiles')
    const far = ring.validateMove(board.right, demoMarchesOpening, { type: 'army-die', side: 'free', moves: [{ figures: ['hf-r1', 'hf-r2'], to: 'iron-pass' }] })
    if (E.isRight(far)) throw new Error('Iron Pass is far from Highfold Hall')
    expect(far.left.map((v) => v.code)).toEqual(expect.arrayContaining(['NOT_ADJACENT', 'ENEMY_ARMY']))
    for (const v of far.left) expect(v.message).not.toMatch(/attack/i)
  })

  it('the ring demo advises its one attack, and the next step declares it', () => {
    const lines = ringDemo()
    const advice = lines.filter((line) => line.startsWith('   - ') && line.includes('instead'))
    expect(advice).toEqual(['   - ENEMY_ARMY (army 1): An army may not enter Crossroads, held by 2 Regulars and 1 Elite of Ashland; attack it with the Army die instead.'])
    const at = lines.indexOf(advice[0] ?? '')
    expect(lines.slice(at).find((line) => line.startsWith('   - Battle in Crossroads'))).toBeDefined()
  })
})
