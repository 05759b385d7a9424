// One build of the library in a worker thread of its own, measuring the rows
// of position-rows.mjs when asked: positions.mjs starts one for each build it
// measures (this one and 0.1.0, or the two of compare.mjs) and asks them in
// turn.
import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { rowsOf } from './position-rows.mjs'

const { entry, inputs, owns } = workerData
const lib = await import(pathToFileURL(entry).href)
// `owns` null: a build of this library with `adopt` is measured on states it owns, as its bots' states are.
const rows = rowsOf(lib, inputs, owns ?? typeof lib.adopt === 'function')
parentPort.on('message', ({ operation, budgetMs }) => {
  // No operation: the names of the rows, in order.
  if (operation === null) return parentPort.postMessage(Object.keys(rows))
  globalThis.gc?.()
  const run = rows[operation]
  parentPort.postMessage(run === undefined ? null : run(budgetMs))
})
parentPort.postMessage('ready')
