/**
 * A short scripted heroes game on Demo Isles, told in words: marches by
 * ferry, across the map edge and through a capital, a desert halt, a
 * battle, a swamp explored token by token, a slow Paladin, and a March
 * refused with all its reasons. Built only on the public functions.
 *
 * @since 0.1.0
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { formatMove } from '../json/notation.js'
import { eventInWords, moveInWords } from '../words/words.js'
import { compile, type Board } from '../board/graph.js'
import type { HeroesMove } from '../model/heroes-state.js'
import * as heroes from '../heroes/heroes.js'
import { demoIsles } from '../maps/demo-isles.js'
import { demoIslesOpening } from '../maps/openings.js'
import * as march from '../heroes/march.js'

/** One step of the script: what is tried and why it is worth showing. */
interface Step {
  readonly shows: string
  readonly move: HeroesMove
}

const script: ReadonlyArray<Step> = [
  { shows: 'a ferry route', move: { type: 'march', faction: 'red', units: ['r-serf-1'], to: 'south-harbor' } },
  { shows: 'graticule A, across the map edge', move: { type: 'march', faction: 'red', units: ['r-serf-2'], to: 'tidewood' } },
  {
    shows: 'tower, capital, tower at Speed 2',
    move: { type: 'march', faction: 'red', units: ['r-warrior-1', 'r-warrior-2'], to: 'ashfield', path: ['red-capital', 'ashfield'] },
  },
  {
    shows: 'a desert cannot be crossed',
    move: { type: 'march', faction: 'red', units: ['r-warrior-3'], to: 'amber-fields', path: ['sunscar', 'amber-fields'] },
  },
  { shows: 'a desert ends the March', move: { type: 'march', faction: 'red', units: ['r-warrior-3'], to: 'sunscar' } },
  { shows: 'a battle', move: { type: 'march', faction: 'red', units: ['r-serf-1'], to: 'lowmeadow' } },
  { shows: 'a swamp, its first token', move: { type: 'march', faction: 'red', units: ['r-warrior-1', 'r-warrior-2'], to: 'fenmire' } },
  { shows: 'no March before the token is resolved', move: { type: 'march', faction: 'red', units: ['r-warrior-4'], to: 'oakwood' } },
  { shows: 'the swamp reveals its second token', move: { type: 'resolve-exploration', faction: 'red', token: 'swamp-1' } },
  { shows: 'and no third', move: { type: 'resolve-exploration', faction: 'red', token: 'swamp-2' } },
  {
    shows: 'a Speed-1 Paladin holds two Warriors back',
    move: { type: 'march', faction: 'red', units: ['r-paladin', 'r-warrior-4', 'r-warrior-5'], to: 'high-peaks' },
  },
  { shows: 'the Warriors without him', move: { type: 'march', faction: 'red', units: ['r-warrior-4', 'r-warrior-5'], to: 'high-peaks' } },
  {
    shows: 'every reason a March is refused',
    move: {
      type: 'march',
      faction: 'blue',
      units: ['b-warrior-1', 'b-warrior-1', 'r-warrior-4', 'b-ghost'],
      to: 'north-harbor',
      path: ['sunscar', 'high-peaks', 'north-harbor'],
    },
  },
]

const play = (board: Board): ReadonlyArray<string> => {
  const lines: string[] = [`Demo Isles, heroes ruleset: red marches, blue defends.`]
  let state = demoIslesOpening
  const where = march.reach(board, state, ['r-paladin', 'r-warrior-4', 'r-warrior-5'])
  const name = (id: string): string => board.regions.get(id)?.name ?? id
  lines.push(`Red's Paladin army in ${name(where.origin ?? '?')} can reach: ${Object.keys(where.reachable).map(name).join(', ')}.`)
  script.forEach((step, i) => {
    lines.push(`${i + 1}. ${step.shows}: ${moveInWords(board, step.move, { state })}`, `   as typed: ${formatMove(board, step.move)}`)
    const outcome = heroes.applyMove(board, state, step.move)
    if (E.isLeft(outcome)) {
      lines.push(`   refused:`)
      for (const reason of outcome.left) lines.push(`   - ${reason.code}: ${reason.message}`)
    } else {
      lines.push(`   legal:`)
      for (const event of outcome.right.events) lines.push(`   - ${eventInWords(board, event, { state })}`)
      state = outcome.right.state
    }
  })
  return lines
}

/**
 * The lines of the scripted heroes demo, ready to print (`marchlaw demo`).
 *
 * @since 0.1.0
 * @category demo
 */
export const heroesDemo = (): ReadonlyArray<string> => {
  const board = compile(demoIsles)
  return E.isLeft(board) ? board.left.map((problem) => `Demo Isles does not compile: ${problem.message}`) : play(board.right)
}
