import { it } from 'vitest'
import { performance } from 'node:perf_hooks'
import * as ring from '../src/ring.js'
import { realBoard, realOpening, realOpeningAtWar } from './fixtures/war-of-the-ring.js'
it('probe', () => {
  for (const state of [realOpening, realOpeningAtWar]) for (const side of ['free', 'shadow'] as const) for (const action of ['army-die', { armies: 2, regions: 2 }, { armies: 2, regions: 1 }, { armies: 1, regions: 3 }] as const) {
    for (let i = 0; i < 5; i++) ring.randomMove(realBoard, state, side, action, Math.random)
    let t = performance.now(); for (let i = 0; i < 50; i++) ring.randomMove(realBoard, state, side, action, Math.random); const td = (performance.now() - t) / 50
    t = performance.now(); for (let i = 0; i < 5; i++) ring.countMoves(realBoard, state, side, action); const tc = (performance.now() - t) / 5
    console.log(side, JSON.stringify(action), 'draw', td.toFixed(3), 'count', tc.toFixed(1))
  }
}, 120000)
