// The search API of issue 15 on the real board and the bundled ring map:
// countMoves against listing, the event-card draw, positionKey, the factored
// move space, and playouts that mix dice and event cards against dice alone.
// Called from bench/run.mjs with one line; prints its own targets.
import { readFileSync } from 'node:fs'

import * as E from 'fp-ts/lib/Either.js'
import { ringPlayoutOf } from './playout.mjs'
import { measure } from './measure.mjs'

const fixture = (name) => JSON.parse(readFileSync(new URL(`../test/fixtures/war-of-the-ring/${name}`, import.meta.url), 'utf8'))

/** Counting a generator's moves: what a bot without countMoves pays. */
const listed = (moves) => {
  let count = 0
  for (let next = moves.next(); next.done !== true; next = moves.next()) count++
  return count
}

/**
 * Rows for each setting, recorded with `record(operation, setting, result, note)`;
 * `settings` are `{ name, board, figures, state }` of ring positions.
 */
export const searchBench = ({ lib, boardOf, record, wanted, budget, bundled }) => {
  const owned = (state) => {
    const adopted = lib.adopt(state)
    if (E.isLeft(adopted)) throw new Error(`a bench position is not a state: ${adopted.left[0].message}`)
    return adopted.right
  }
  const realBoard = boardOf(fixture('map.json'))
  const settings = [
    ...bundled,
    { name: 'war-of-the-ring', board: realBoard, state: fixture('opening-all-at-war.json') },
    { name: 'war-of-the-ring (not at war)', board: realBoard, state: fixture('opening.json') },
  ].map((s) => ({ ...s, state: owned(s.state), figures: Object.keys(s.state.figures).length }))
  const targets = []
  const time = (operation, setting, run, budgetMs = 400) => {
    if (!wanted(operation, setting)) return null
    const result = measure(run, { budgetMs: budget(budgetMs), batchMs: 1, minBatches: 3 })
    record(operation, setting, result)
    return result
  }
  for (const setting of settings) {
    const { board, state } = setting
    const ring = lib.ring
    // Both sides for a die: the Free Peoples have fewer moves, so listing them is cheaper and the ratio smaller.
    for (const [label, action, side] of [
      ['army die', 'army-die', 'shadow'],
      ['army die, free', 'army-die', 'free'],
      ['event 2 armies, 2 regions', { armies: 2, regions: 2 }, 'shadow'],
    ]) {
      const count = time(`search countMoves (${label})`, setting, () => ring.countMoves(board, state, side, action))
      const list = time(`search listing every move (${label})`, setting, () => listed(ring.legalMoves(board, state, side, action)), 200)
      if (count !== null && list !== null) {
        const agree = ring.countMoves(board, state, side, action) === listed(ring.legalMoves(board, state, side, action))
        const speedup = list.nsPerOp / count.nsPerOp
        targets.push({ target: `${setting.name}: countMoves (${label}) agrees with listing and is at least 20 times faster`, met: agree && speedup >= 20, worst: `${speedup.toFixed(1)}x${agree ? '' : ', counts differ'}` })
      }
    }
    const draw = time('search event draw (2 armies, 2 regions)', setting, () => ring.randomMove(board, state, 'free', { armies: 2, regions: 2 }, Math.random))
    if (draw !== null) targets.push({ target: `${setting.name}: an event-card draw takes at most 1 ms`, met: draw.nsPerOp <= 1e6, worst: `${(draw.nsPerOp / 1e6).toFixed(2)} ms` })
    time('search positionKey', setting, () => lib.positionKey(board, state))
    time('search army.moveSpace (army die)', setting, () => lib.army.moveSpace(board, state, 'shadow', 'army-die'))
    const length = 100
    const play = (cards) => {
      const operation = cards ? 'search playout, dice and event cards' : 'search playout, dice only'
      if (!wanted(operation, setting)) return null
      let seed = 1
      const result = measure(() => ringPlayoutOf(lib, { cards })(board, state, length, seed++), { budgetMs: budget(2000), batchMs: 1, minBatches: 3 })
      const perMove = { nsPerOp: result.nsPerOp / length, opsPerSecond: result.opsPerSecond * length }
      record(operation, setting, perMove, `ops/s = moves played per second, games of ${length} moves`)
      return perMove
    }
    const dice = play(false)
    const cards = play(true)
    if (dice !== null && cards !== null)
      targets.push({ target: `${setting.name}: a playout with event cards within 10 times the time of one with dice`, met: cards.nsPerOp <= 10 * dice.nsPerOp, worst: `${(cards.nsPerOp / dice.nsPerOp).toFixed(1)}x` })
  }
  console.error('\nissue 15 targets:')
  for (const t of targets) console.error(`  ${t.met ? 'met   ' : 'MISSED'} ${t.target}: ${t.worst}`)
  return targets
}


