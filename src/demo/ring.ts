/**
 * A short scripted ring game on Demo Marches, told in words: a Leader who
 * must follow his army, a Character die, a split whose remainder moves under
 * the same die, two armies with one die, a Nazgul staying behind, captures
 * by die and by event card, an event army passing through a stack above the
 * limit, a nation not At War held at its border, an attack declared, and a
 * move refused for each reason. Built only on the public functions.
 *
 * @since 0.1.0
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { formatMove } from '../json/notation.js'
import { eventInWords, moveInWords } from '../words/words.js'
import { compile, type Board } from '../board/graph.js'
import type { HeroesMove } from '../model/heroes-state.js'
import { demoMarches } from '../maps/demo-marches.js'
import { demoMarchesOpening } from '../maps/openings.js'
import * as ring from '../ring/ring.js'
import type { ArmyStep, RingMove, Side } from '../model/ring-state.js'

const armyDie = (side: Side, ...moves: ReadonlyArray<ArmyStep>): RingMove => ({ type: 'army-die', side, moves })
const characterDie = (side: Side, ...moves: ReadonlyArray<ArmyStep>): RingMove => ({ type: 'character-die', side, moves })
const go = (figures: ReadonlyArray<string>, to: string): ArmyStep => ({ figures, to })

/** One step of the script: what is tried and why it is worth showing. */
interface Step {
  readonly shows: string
  readonly move: RingMove | HeroesMove
}

const script: ReadonlyArray<Step> = [
  { shows: 'a Leader may not be left without Army units', move: armyDie('free', go(['hf-r1', 'hf-r2'], 'highfold-downs')) },
  {
    shows: 'a Character die; the Leader follows the army that vacates the Hall, the Companion may stay',
    move: characterDie('free', go(['hf-r1', 'hf-r2', 'hf-captain'], 'highfold-downs')),
  },
  { shows: 'a Character die needs a Leader or Character in the moving army', move: characterDie('free', go(['wm-r1'], 'westmark-ford')) },
  {
    shows: 'merging into a friendly army, then moving the merged army with the same die',
    move: armyDie('free', go(['wm-r1'], 'westmark-ford'), go(['wm-r1', 'wm-r4'], 'old-bridge')),
  },
  {
    shows: 'a split whose remainder also moves under the same die; the Marshal stays with Army units',
    move: armyDie('free', go(['wm-r1', 'wm-r2'], 'westmark-ford'), go(['wm-e1'], 'westmark-fields')),
  },
  {
    shows: 'two armies from two regions with one Army die',
    move: armyDie('free', go(['sd-r1', 'sd-e1'], 'barrow-fort'), go(['wm-r4'], 'westmark-fields')),
  },
  { shows: 'Silverwood is not At War: it may not enter Westmark, though friendly', move: armyDie('free', go(['sw-e1', 'sw-e2'], 'westmark-fields')) },
  { shows: 'a Nazgul stays behind on its own', move: armyDie('shadow', go(['ih-r1', 'ih-r2'], 'broken-hills')) },
  { shows: 'an Army die captures River Watch, free of enemy Army units', move: armyDie('shadow', go(['ih-r1', 'ih-r2'], 'river-watch')) },
  {
    shows: 'an event card: through the stack of nine at Ash Gate (twelve while passing), capturing Old Bridge on the way; a second army two regions',
    move: {
      type: 'event-move',
      side: 'shadow',
      allowance: { armies: 2, regions: 4 },
      moves: [
        { figures: ['ap-r1', 'ap-r2', 'ap-e1'], path: ['ash-gate', 'river-watch', 'old-bridge', 'crossroads'] },
        { figures: ['fm-r1', 'fm-r2'], path: ['sun-road', 'dim-marsh'] },
      ],
    },
  },
  { shows: 'too many Army units in one region', move: armyDie('shadow', go(['at-r1', 'at-r2', 'at-r3'], 'ash-gate')) },
  { shows: 'enemy Army units must be attacked, not entered', move: armyDie('free', go(['wm-e1', 'wm-r4'], 'crossroads')) },
  {
    shows: 'so the same army attacks Crossroads instead: nothing moves, the battle is the host\'s',
    move: { type: 'attack', side: 'free', die: 'army', figures: ['wm-e1', 'wm-r4'], target: 'crossroads' },
  },
  { shows: 'a region without enemy Army units is no target', move: { type: 'attack', side: 'free', die: 'army', figures: ['wm-e1'], target: 'westmark-ford' } },
  { shows: 'a Nazgul alone is not an army', move: armyDie('shadow', go(['rider-1'], 'iron-forge')) },
  { shows: 'an Army die moves at most two armies', move: armyDie('shadow', go(['ag-r1'], 'ash-tower'), go(['at-r1'], 'iron-forge'), go(['sr-r1'], 'sun-road')) },
  { shows: 'an empty action', move: armyDie('shadow') },
  { shows: 'an army must move', move: armyDie('shadow', go(['sr-r1'], 'sun-port')) },
  { shows: 'one region at a time with a die', move: armyDie('free', go(['wm-r3', 'wm-marshal'], 'old-bridge')) },
  { shows: 'an impassable line', move: armyDie('shadow', go(['ih-r1', 'ih-r2'], 'dim-marsh')) },
  { shows: 'armies do not walk into the mere', move: armyDie('shadow', go(['fm-r1', 'fm-r2'], 'still-mere')) },
  { shows: 'an event card sets how far', move: { type: 'event-move', side: 'free', allowance: { armies: 1, regions: 1 }, moves: [{ figures: ['sd-r1', 'sd-e1'], path: ['old-bridge', 'westmark-ford'] }] } },
  {
    shows: 'figures unknown, listed twice, of the other side, or apart',
    move: armyDie('free', go(['wm-r3', 'wm-r3', 'ghost', 'ag-r1', 'sd-r1'], 'atlantis')),
  },
  { shows: 'a heroes March is not a ring move', move: { type: 'march', faction: 'red', units: ['hf-r1'], to: 'highfold-hall' } },
]

const play = (board: Board): ReadonlyArray<string> => {
  const lines: string[] = ['Demo Marches, ring ruleset: the Free Peoples hold the west, the Shadow comes from the east.']
  let state = demoMarchesOpening
  const where = ring.reach(board, state, ['ap-r1', 'ap-r2', 'ap-e1'], { armies: 1, regions: 4 })
  const name = (id: string): string => board.regions.get(id)?.name ?? id
  lines.push(`An event card of 4 regions takes the Ash Plain army to: ${Object.keys(where.reachable).sort().map(name).join(', ')}.`)
  script.forEach((step, i) => {
    lines.push(`${i + 1}. ${step.shows}: ${moveInWords(board, step.move, { state })}`, `   as typed: ${formatMove(board, step.move)}`)
    const outcome = ring.applyMove(board, state, step.move)
    if (E.isLeft(outcome)) {
      lines.push('   refused:')
      for (const reason of outcome.left) lines.push(`   - ${reason.code}${reason.army === undefined ? '' : ` (army ${reason.army + 1})`}: ${reason.message}`)
    } else {
      lines.push('   legal:')
      for (const event of outcome.right.events) lines.push(`   - ${eventInWords(board, event, { state })}`)
      state = outcome.right.state
    }
  })
  return lines
}

/**
 * The lines of the scripted ring demo, ready to print (`marchlaw demo`).
 *
 * @since 0.1.0
 * @category demo
 */
export const ringDemo = (): ReadonlyArray<string> => {
  const board = compile(demoMarches)
  return E.isLeft(board) ? board.left.map((problem) => `Demo Marches does not compile: ${problem.message}`) : play(board.right)
}
