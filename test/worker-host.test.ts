// A host that runs the library in a worker thread: positions and moves cross
// to the worker by postMessage (a structured clone), the worker's copy of the
// library judges and applies them, and its answers cross back the same way.
// What crosses is plain data whichever side made it: a state applyMove made
// (whose records are read on demand) arrives as the plain copy of it, and
// each side's answers on the other's states are its answers on its own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compile, heroes, ring, type Board } from '../src/index.js'
import { demoIsles, demoIslesOpening } from '../src/maps/index.js'
import type { HeroesMove, HeroesState } from '../src/model/heroes-state.js'
import type { MapFile } from '../src/model/map.js'
import type { RingMove, RingState } from '../src/model/ring-state.js'
import { seeded } from './fixtures/seeded.js'

/** One question to ask on both sides: a move on a state, of one ruleset. */
interface Job {
  readonly ruleset: 'ring' | 'heroes'
  readonly state: RingState | HeroesState
  readonly move: RingMove | HeroesMove
}

/** What a side answers: validateMove's verdict and applyMove's result, as they cross a thread. */
interface Answer {
  readonly verdict: unknown
  readonly applied: unknown
}

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./fixtures/war-of-the-ring/${name}`, import.meta.url)), 'utf8'))

const boardOf = (map: MapFile): Board => {
  const compiled = compile(map)
  if (E.isLeft(compiled)) throw new Error(compiled.left[0]?.message)
  return compiled.right
}

const realMap = fixture('map.json') as MapFile
const realBoard = boardOf(realMap)
const islesBoard = boardOf(demoIsles)

/** Each state of a ring playout (the states applyMove made, read on demand), with the move drawn on it and one refused there. */
const ringJobs = (length: number, seed: number): Job[] => {
  const random = seeded(seed)
  let state = fixture('opening-all-at-war.json') as RingState
  const jobs: Job[] = []
  for (let turn = 0; jobs.length < 2 * length && turn < 8 * length; turn++) {
    const side = turn % 2 === 0 ? 'free' : 'shadow'
    const move = ring.randomMove(realBoard, state, side, random() < 0.75 ? 'army-die' : 'character-die', random, { draw: 'playout' })
    if (move === null) continue
    jobs.push({ ruleset: 'ring', state, move })
    // The same figures sent by the other side: refused, with its reasons in words.
    jobs.push({ ruleset: 'ring', state, move: { ...move, side: side === 'free' ? 'shadow' : 'free' } })
    const applied = ring.applyMove(realBoard, state, move)
    if (E.isLeft(applied)) throw new Error(`a drawn move was refused: ${applied.left[0].code}`)
    state = applied.right.state
  }
  return jobs
}

/** The same for a heroes playout on Demo Isles, the refused move a March of the other faction's units. */
const heroesJobs = (length: number, seed: number): Job[] => {
  const random = seeded(seed)
  let state: HeroesState = demoIslesOpening
  const jobs: Job[] = []
  for (let turn = 0; jobs.length < 2 * length && turn < 8 * length; turn++) {
    const faction = state.pending?.faction ?? (turn % 2 === 0 ? 'red' : 'blue')
    const move = heroes.randomMove(islesBoard, state, faction, random, { draw: 'playout' })
    if (move === null) {
      state = demoIslesOpening
      continue
    }
    jobs.push({ ruleset: 'heroes', state, move })
    if (move.type === 'march') jobs.push({ ruleset: 'heroes', state, move: { ...move, faction: faction === 'red' ? 'blue' : 'red' } })
    const applied = heroes.applyMove(islesBoard, state, move)
    if (E.isLeft(applied)) throw new Error(`a drawn move was refused: ${applied.left[0].code}`)
    state = applied.right.state
  }
  return jobs
}

const answerHere = ({ ruleset, state, move }: Job): Answer =>
  ruleset === 'ring'
    ? { verdict: ring.validateMove(realBoard, state as RingState, move as RingMove), applied: ring.applyMove(realBoard, state as RingState, move as RingMove) }
    : { verdict: heroes.validateMove(islesBoard, state as HeroesState, move as HeroesMove), applied: heroes.applyMove(islesBoard, state as HeroesState, move as HeroesMove) }

/** What a value is once it has crossed a thread: its structured clone. */
const crossed = <T>(value: T): T => structuredClone(value)

// The worker runs the library as a package user does: the rules entry bundled to one ES module, loaded by plain Node.
const workerSource = `
import { parentPort, workerData } from 'node:worker_threads'
import * as lib from './marchlaw.mjs'
const boards = { ring: lib.compile(workerData.realMap).right, heroes: lib.compile(workerData.isles).right }
parentPort.on('message', (jobs) => {
  parentPort.postMessage(jobs.map(({ ruleset, state, move }) => {
    const rules = ruleset === 'ring' ? lib.ring : lib.heroes
    return { verdict: rules.validateMove(boards[ruleset], state, move), applied: rules.applyMove(boards[ruleset], state, move) }
  }))
})
`

let directory = ''
let worker: Worker | null = null

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'marchlaw-worker-'))
  await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: join(directory, 'marchlaw.mjs'),
    logLevel: 'silent',
  })
  writeFileSync(join(directory, 'worker.mjs'), workerSource)
  worker = new Worker(join(directory, 'worker.mjs'), { workerData: { realMap, isles: demoIsles } })
})

afterAll(async () => {
  await worker?.terminate()
  if (directory !== '') rmSync(directory, { recursive: true, force: true })
})

/** The worker's answers to `jobs`, sent and received by postMessage. */
const askWorker = (jobs: ReadonlyArray<Job>): Promise<ReadonlyArray<Answer>> =>
  new Promise((resolve, reject) => {
    if (worker === null) return reject(new Error('no worker'))
    worker.once('message', (answers: ReadonlyArray<Answer>) => resolve(answers))
    worker.once('error', reject)
    worker.postMessage(jobs)
  })

describe('in a worker thread', () => {
  const cases = [
    ['ring, the real board', ringJobs(40, 7)],
    ['heroes, Demo Isles', heroesJobs(40, 11)],
  ] as const

  test.each(cases)('%s: the worker answers as this thread does, on states made here', async (_, jobs) => {
    expect(jobs.length).toBeGreaterThan(40)
    const answers = await askWorker(jobs)
    expect(answers).toHaveLength(jobs.length)
    let refused = 0
    jobs.forEach((job, at) => {
      const here = answerHere(job)
      if (E.isLeft(here.verdict as E.Either<unknown, unknown>)) refused++
      // What crosses is the plain copy of each answer, read on demand fields and all.
      expect(answers[at]).toEqual(crossed(here))
    })
    // Both kinds of question were asked: moves drawn as legal, and the same figures sent by the other side.
    expect(refused).toBeGreaterThan(0)
    expect(refused).toBeLessThan(jobs.length)
  })

  test.each(cases)('%s: states that come back from the worker are judged here as the states they copy', async (_, jobs) => {
    const answers = await askWorker(jobs)
    jobs.forEach((job, at) => {
      const applied = answers[at]?.applied as E.Either<unknown, { readonly state: RingState | HeroesState }>
      const mine = answerHere(job).applied as E.Either<unknown, { readonly state: RingState | HeroesState }>
      if (E.isLeft(applied) || E.isLeft(mine)) return
      // The next move of the playout, asked of the worker's next state and of this thread's.
      const next = jobs[at + 2] ?? jobs[at + 1]
      if (next === undefined) return
      const theirs = answerHere({ ...next, state: applied.right.state })
      const ours = answerHere({ ...next, state: mine.right.state })
      expect(theirs).toEqual(ours)
    })
  })
})
