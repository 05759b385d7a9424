// One build of the library in a worker thread of its own, measuring the rows
// of position-rows.mjs when asked: positions.mjs starts one for this build
// and one for 0.1.0 and asks them in turn.
import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { rowsOf } from './position-rows.mjs'

const { entry, inputs, owns } = workerData
const lib = await import(pathToFileURL(entry).href)
const rows = rowsOf(lib, inputs, owns)
parentPort.on('message', ({ operation, budgetMs }) => {
  globalThis.gc?.()
  const run = rows[operation]
  parentPort.postMessage(run === undefined ? null : run(budgetMs))
})
parentPort.postMessage('ready')
