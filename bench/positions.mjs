// The targets of issue 24 on many positions, this build against 0.1.0 in one
// process. The real 105-region board: 160 mid-game positions, 100 reached by
// random dice playouts of this build from the setup with every nation At War
// (fixed seeds) and the 60 of test/fixtures/war-of-the-ring/midgame.json
// (playouts from both setups: in 30 of them no nation is At War, which
// narrows what is legal), and about 19,000 single-army die moves on them,
// about three in five legal (a move 0.1.0 judges otherwise, under a ruling
// changed since, is left out). The playout rows and the heap row play games
// from the setup with every nation At War. Heroes: a generated 30 by 30 grid
// (900 land regions, one in ten a desert or a swamp, 120 units), armies of up
// to 3 sent up to 3 steps away. This build is measured on states it owns (adopted once,
// as a bot's states from applyMove are), 0.1.0 on the plain objects it cached.
// The inputs are made here; each build is measured in a worker thread of its
// own (position-worker.mjs, the rows in position-rows.mjs).
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import * as E from 'fp-ts/lib/Either.js'
import * as current from '../dist/index.js'
import { demoIsles } from '../dist/maps.js'
import { BASELINE, baselineEntry } from './baseline.mjs'
import { boardOf, islesOpening, prng } from './boards.mjs'
import { measure, median } from './measure.mjs'
import { realMap, realMidgame, realOpening } from './real-board.mjs'

/** The position after `length` moves of a random dice playout of this build from `opening`. */
const playedTo = (board, opening, length, seed) => {
  const random = prng(seed)
  let state = opening
  for (let turn = 0, played = 0, passes = 0; played < length && passes < 4; turn++) {
    const side = turn % 2 === 0 ? 'free' : 'shadow'
    const move = current.ring.randomMove(board, state, side, random() < 0.75 ? 'army-die' : 'character-die', random)
    if (move === null) {
      passes++
      continue
    }
    passes = 0
    const applied = current.ring.applyMove(board, state, move)
    if (E.isLeft(applied)) throw new Error(`a drawn move was refused: ${applied.left[0].code}`)
    state = applied.right.state
    played++
  }
  // Plain JSON again, as a host that stores or sends positions holds them: 0.1.0 must read it as its own.
  return JSON.parse(JSON.stringify(state))
}

/**
 * About 120 single-army die moves of a position: the side's groups (each
 * stack, or part of it) sent to a neighbour, and a few sent two regions away
 * or mixed with the other side's figures, so that about two in five are refused.
 */
const dieMovesOf = (board, state, seed) => {
  const random = prng(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const byRegion = new Map()
  for (const [id, figure] of Object.entries(state.figures)) {
    const side = figure.nation === undefined ? figure.side : state.nations[figure.nation]?.side
    const key = `${side} ${figure.region}`
    byRegion.set(key, [...(byRegion.get(key) ?? []), id])
  }
  const stacks = [...byRegion.entries()].map(([key, ids]) => ({ side: key.split(' ')[0], region: key.split(' ')[1], ids: ids.sort() }))
  const moves = []
  for (let tries = 0; moves.length < 120 && tries < 2000; tries++) {
    const stack = pick(stacks)
    const near = current.neighbours(board, stack.region)
    if (near.length === 0) continue
    const figures = stack.ids.slice(0, 1 + Math.floor(random() * stack.ids.length))
    const roll = random()
    let to = pick(near)
    if (roll < 0.12) to = pick(current.neighbours(board, to).filter((r) => r !== stack.region && !near.includes(r))) ?? to
    moves.push({ type: random() < 0.8 ? 'army-die' : 'character-die', side: stack.side, moves: [{ figures, to }] })
  }
  return moves
}

/** A 30 by 30 grid of land (one region in ten a desert or a swamp), 120 units of red and blue in stacks of up to 3. */
const heroesGrid = () => {
  const random = prng(900)
  const side = 30
  const id = (x, y) => `g${String(y * side + x).padStart(3, '0')}`
  const regions = {}
  const adjacent = []
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const roll = random()
      regions[id(x, y)] = roll < 0.05 ? { kind: 'land', terrain: 'desert' } : roll < 0.1 ? { kind: 'land', terrain: 'swamp' } : { kind: 'land' }
      if (x + 1 < side) adjacent.push([id(x, y), id(x + 1, y)])
      if (y + 1 < side) adjacent.push([id(x, y), id(x, y + 1)])
    }
  regions['red-capital'] = { kind: 'capital', faction: 'red' }
  regions['blue-capital'] = { kind: 'capital', faction: 'blue' }
  adjacent.push(['red-capital', id(0, 15)], ['blue-capital', id(side - 1, 15)])
  const units = {}
  const types = ['hero', 'warrior', 'serf']
  for (let i = 0; i < 120; i++) {
    const stack = Math.floor(i / 3)
    const x = (stack * 7) % side
    const y = Math.floor((stack * 7) / side) * 3 + (stack % 3)
    units[`u${String(i).padStart(3, '0')}`] = { faction: x < side / 2 ? 'red' : 'blue', type: types[i % 3], region: id(x, y % side) }
  }
  const speeds = { hero: 3, warrior: 2, serf: 1 }
  const map = { format: 'marchlaw/map@1', name: 'Grid 30 x 30', regions, adjacent }
  const state = { format: 'marchlaw/state@1', ruleset: 'heroes', speeds: { red: speeds, blue: speeds }, units }
  return { map, state }
}

/** Marches of armies of up to 3 units sent 1 to 3 steps away (legal), and as many refused (too far, or the other faction's units). */
const marchesOf = (board, state) => {
  const random = prng(3)
  const byRegion = new Map()
  for (const [unit, { faction, region }] of Object.entries(state.units)) byRegion.set(`${faction} ${region}`, [...(byRegion.get(`${faction} ${region}`) ?? []), unit])
  const legal = []
  const refused = []
  for (const [key, ids] of byRegion) {
    const [faction, region] = key.split(' ')
    for (let k = 0; k < 12; k++) {
      const units = ids.slice(0, 1 + Math.floor(random() * Math.min(3, ids.length)))
      // A walk of 1 to 6 steps: the Speed of the army decides which are legal.
      let to = region
      const steps = 1 + Math.floor(random() * 6)
      for (let s = 0; s < steps; s++) {
        const near = current.neighbours(board, to).filter((r) => r.startsWith('g'))
        to = near[Math.floor(random() * near.length)] ?? to
      }
      if (to === region) continue
      const move = { type: 'march', faction, units, to }
      ;(E.isRight(current.heroes.validateMove(board, state, move)) ? legal : refused).push(move)
    }
  }
  return { legal, refused }
}

// Each row is measured in this many rounds, the two builds in turn (which goes first alternates), each build in a
// worker thread of its own: the machine's speed drifts by a third within a minute here, and two builds measured one
// after the other in one thread share the harness's inline caches, which favoured whichever ran first by up to a
// fifth (the same build against itself). A row's figures are the medians of its rounds, its ratio the median of the
// rounds' ratios.
const ROUNDS = 5

/** A worker thread holding one build (`entry`, its rules entry) and the rows of position-rows.mjs, once ready. */
const workerOf = (entry, inputs, owns) =>
  answerOf(new Worker(new URL('./position-worker.mjs', import.meta.url), { workerData: { entry, inputs, owns } })).then(({ worker }) => worker)

// The next message of `worker`; a thread that fails, or stops, without one fails the bench rather than hang it.
const answerOf = (worker) =>
  new Promise((resolve, reject) => {
    const failed = (error) => {
      worker.off('message', answered)
      reject(error instanceof Error ? error : new Error(`a bench worker stopped (${String(error)})`))
    }
    const answered = (message) => {
      for (const event of ['error', 'messageerror', 'exit']) worker.off(event, failed)
      resolve({ worker, message })
    }
    for (const event of ['error', 'messageerror', 'exit']) worker.once(event, failed)
    worker.once('message', answered)
  })

const ask = (worker, operation, budgetMs) => {
  const answer = answerOf(worker)
  worker.postMessage({ operation, budgetMs })
  return answer.then(({ message }) => message)
}

// A row's median over the rounds that gave a figure; `null` when none did.
const medianOf = (values) => {
  const given = values.filter((v) => v !== null)
  return given.length === 0 ? null : median(given)
}

/** How many of the positions are reached by playouts of this build; the mid-game positions of midgame.json follow them. */
const PLAYED = 100

/**
 * The inputs of every row (position-rows.mjs), made once with this build:
 * the 160 positions (plain JSON: the 100 playout positions, then the 60 of
 * midgame.json), their legal and refused moves in order and shuffled, the
 * heroes grid and its Marches, Demo Isles; and this build's board of the
 * real map with the positions it owns, for the rows measured here.
 * `others`: the rules entries of the other builds to be measured (0.1.0):
 * a move one of them judges otherwise than this build is left out
 * (`leftOut` counts them), so that every build is asked the same questions
 * with the same answers.
 */
export const rowInputs = (others = []) => {
  const board = boardOf(current, realMap)
  // A ruling changed since 0.1.0 (R9: a Leader of a nation not At War may go with another nation's Army units into
  // that nation's region) makes a few moves of the positions where no nation is At War legal here and refused by
  // 0.1.0: a legal row would then time a refusal for one build, and a row on a state applyMove just made would have
  // no state to ask for the other. Each other build judges every move on its own board.
  const judges = others.map((lib) => ({ lib, board: boardOf(lib, realMap) }))
  const leftOut = { moves: 0, made: 0 }
  // The playout positions first, with the seeds they always had, so that their moves are the same as before the
  // mid-game positions came; those are read as they are stored, a host's plain JSON.
  const played = Array.from({ length: PLAYED }, (_, k) => playedTo(board, realOpening, 10 + (k % 50), 1000 + k))
  const positions = [...played, ...realMidgame]
  const legal = []
  const illegal = []
  positions.forEach((position, k) => {
    for (const move of dieMovesOf(board, position, 5000 + k)) {
      const isLegal = E.isRight(current.ring.validateMove(board, position, move))
      if (judges.every(({ lib, board: theirs }) => E.isRight(lib.ring.validateMove(theirs, position, move)) === isLegal)) (isLegal ? legal : illegal).push({ k, move })
      else leftOut.moves++
    }
  })
  // The same moves in a seeded shuffle, so that each call asks about another position, as a search tree or a server
  // of many games does: what the library keeps of the last position asked serves no next call. Shown beside the rows
  // in order, under the same targets; a target is met only where both orders meet it.
  const shuffled = (list) => {
    const random = prng(99)
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }
  // A state applyMove has just made, asked about once, as a server asks about the position a client's last move made
  // and a bot about each child it opens: a legal move of the position applied, then another of its die moves asked of
  // the result, sorted by what this build says of it there. Each build applies the move itself, untimed.
  const justMade = { legal: [], illegal: [] }
  const owned = positions.map((p, k) => {
    const adopted = current.adopt(p)
    if (E.isLeft(adopted)) throw new Error(`bench position ${k} is not a state: ${adopted.left[0].message}`)
    return adopted.right
  })
  const byPosition = positions.map(() => ({ legal: [], illegal: [] }))
  for (const { k, move } of legal) byPosition[k].legal.push(move)
  for (const { k, move } of illegal) byPosition[k].illegal.push(move)
  byPosition.forEach(({ legal: moves, illegal: refused }, k) => {
    moves.forEach((apply, at) => {
      const child = current.ring.applyMove(board, owned[k], apply).right.state
      // Every build found `apply` legal (above), so each makes a state of its own.
      const theirs = judges.map(({ lib, board: their }) => ({ lib, board: their, child: lib.ring.applyMove(their, positions[k], apply).right.state }))
      for (const ask of [moves[at + 1], refused[at]]) {
        if (ask === undefined) continue
        const isLegal = E.isRight(current.ring.validateMove(board, child, ask))
        if (theirs.every(({ lib, board: their, child: made }) => E.isRight(lib.ring.validateMove(their, made, ask)) === isLegal)) (isLegal ? justMade.legal : justMade.illegal).push({ k, apply, ask })
        else leftOut.made++
      }
    })
  })
  const grid = heroesGrid()
  const { legal: marches, refused } = marchesOf(boardOf(current, grid.map), grid.state)
  const inputs = {
    map: realMap,
    opening: realOpening,
    positions,
    legal,
    illegal,
    legalMixed: shuffled(legal),
    illegalMixed: shuffled(illegal),
    justMade,
    grid,
    marches,
    refused,
    isles: demoIsles,
    islesOpening,
  }
  return { inputs, board, owned, leftOut }
}

/**
 * Two or more builds (each `{ entry, owns }`: its rules entry, and whether
 * it is measured on states it owns, `null` for wherever it has `adopt`),
 * each in a worker thread of its own, ready to measure the rows of
 * position-rows.mjs on `inputs`. `rounds(operation, budgetMs)` measures one
 * row in {@link ROUNDS} rounds, the builds in turn (which goes first
 * alternates): each build's median, and the median of the rounds' ratios of
 * each build to the first, `null` where one has no figure. `once(at,
 * operation)` measures a row of one build once (a size); `names()` lists
 * the rows; `end()` stops the threads.
 */
export const buildsInTurn = async (builds, inputs) => {
  const workers = []
  try {
    for (const { entry, owns } of builds) workers.push(await workerOf(entry, inputs, owns))
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.terminate()))
    throw error
  }
  const rounds = async (operation, budgetMs, count = ROUNDS) => {
    const times = workers.map(() => [])
    for (let round = 0; round < count; round++)
      for (let turn = 0; turn < workers.length; turn++) {
        const at = (turn + round) % workers.length
        times[at].push(await ask(workers[at], operation, budgetMs / count))
      }
    // The ratio of each round's figures, measured one just after the other, is steadier than a ratio of medians.
    const ratios = times.map((mine) => medianOf(mine.map((value, at) => (value === null || times[0][at] === null ? null : value / times[0][at]))))
    return { medians: times.map(medianOf), ratios }
  }
  return {
    rounds,
    once: (at, operation) => ask(workers[at], operation, 0),
    names: () => ask(workers[0], null, 0),
    end: () => Promise.all(workers.map((worker) => worker.terminate())),
  }
}

/**
 * Every figure of issue 24's targets, measured for this build and 0.1.0
 * (`baseline`, its rules entry, or `{ error }`): ns per operation, or a rate.
 */
export const manyPositionFigures = async (baseline, budget, wanted = () => true) => {
  const figures = []
  const have = baseline.error === undefined
  const row = (operation, now, then, target, unit = 'ns') => figures.push({ operation, now, then, target, unit })
  const { inputs, board, owned, leftOut } = rowInputs(have ? [baseline] : [])
  const { positions, legal, illegal, marches, refused } = inputs
  const builds = [{ entry: fileURLToPath(new URL('../dist/index.js', import.meta.url)), owns: true }]
  if (have) builds.push({ entry: baselineEntry(), owns: false })
  const turns = await buildsInTurn(builds, inputs)
  // Both builds, in turn: this build's median and 0.1.0's, and the median ratio of 0.1.0 to this build, turned over.
  const both = async (operation, target, budgetMs, unit = 'ns') => {
    if (!wanted(operation)) return
    const { medians, ratios } = await turns.rounds(operation, budget(budgetMs))
    row(operation, medians[0], have ? medians[1] : null, target, unit)
    if (have && ratios[1] !== null) figures[figures.length - 1].ratio = 1 / ratios[1]
  }
  // Once each: a size, not a time.
  const once = async (operation, target, unit) => {
    if (!wanted(operation)) return
    row(operation, await turns.once(0, operation), have ? await turns.once(1, operation) : null, target, unit)
  }
  try {
    await both('validateMove, legal move', { atMost: 0.15 }, 800)
    // Held to an absolute figure, not to 0.1.0: johnchampaign/war-of-the-ring's moveBlockReason took 0.6 to 0.7 µs on
    // this machine for such a move (issue 24), and this build must judge one faster.
    await both('validateMove, legal move of a whole army', { under: 600, against: "moveBlockReason's 0.6 to 0.7 µs" }, 800)
    await both('validateMove, illegal move, reasons in words', { atMost: 1 }, 800)
    await both('validateMove on a state object never seen', { atMost: 0.25 }, 400)
    await both('reach of one army', { atMost: 0.1 }, 800)
    await both('applyMove, one army', { atMost: 0.33 }, 800)
    await both('validateMove, legal move, positions interleaved', { atMost: 0.15 }, 800)
    await both('validateMove, illegal move, in words, positions interleaved', { atMost: 1 }, 800)
    await both('reach of one army, positions interleaved', { atMost: 0.1 }, 800)
    await both('applyMove, one army, positions interleaved', { atMost: 0.33 }, 800)
    await both('validateMove, legal move, on a state applyMove just made', { atMost: 0.15 }, 800)
    await both('validateMove, illegal move, in words, on a state applyMove just made', { atMost: 1 }, 800)
    await both('reach of one army, on a state applyMove just made', { atMost: 0.1 }, 800)
    await both('random dice playout, even draw, per move', { atMost: 0.1 }, 2500)
    // The cheaper draw for playouts (randomMove's `{ draw: 'playout' }`) against 0.1.0's even draw, the only one it has.
    await both("random dice playout, { draw: 'playout' }, per move", { atMost: 0.1 }, 2500)
    countAgainstListing(figures, board, owned, positions, budget, wanted)
    await once('heap kept per state (20,000 playout states)', { atMost: 1 }, 'bytes')
    await both('heroes grid: March validateMove, legal', { atMost: 0.5 }, 800)
    await both('heroes grid: March validateMove, refused', { atMost: 0.1 }, 800)
    await both('heroes grid: March applyMove', { atMost: 0.5 }, 800)
    await both('heroes random playout on Demo Isles, per move', { atMost: 0.2 }, 2500)
    // The cheaper draw for playouts (randomMove's `{ draw: 'playout' }`) against 0.1.0's even draw, the only one it has.
    await both("heroes random playout on Demo Isles, { draw: 'playout' }, per move", { atMost: 0.2 }, 2500)
  } finally {
    await turns.end()
  }
  const atPeace = realMidgame.filter((p) => Object.values(p.nations).every((n) => !n.atWar)).length
  const onMidgame = (list) => list.filter(({ k }) => k >= PLAYED).length
  const judged = have ? `; left out because ${BASELINE.version} judges them otherwise: ${leftOut.moves} of the positions' moves, ${leftOut.made} asked on states just made` : ''
  const note =
    `${positions.length} real-board positions: ${PLAYED} reached by playouts of this build from the opening (every nation At War) and the ${realMidgame.length} of midgame.json (${atPeace} with no nation At War); ` +
    `${legal.length} legal and ${illegal.length} refused single-army die moves (${onMidgame(legal)} and ${onMidgame(illegal)} on the mid-game positions), ` +
    `${inputs.justMade.legal.length} and ${inputs.justMade.illegal.length} on states applyMove just made${judged}; ` +
    `heroes grid: ${marches.length} legal and ${refused.length} refused Marches; each build in a worker thread of its own, measured in turn, the median of ${ROUNDS} rounds`
  return { figures, note }
}

// How many of the lowest ratios of the short pass are measured again.
const SUSPECTS = 6

// countMoves against listing, at every position and both dice: the worst ratio is the one that counts. On the owned
// positions the library keeps what a count read, so this is a state counted again; on the plain ones nothing is kept
// between calls, so it is what the first count of a state costs. This build against itself: no baseline, no worker.
const countAgainstListing = (figures, board, owned, positions, budget, wanted) => {
  const against = (operation, states, kept) => {
    if (!wanted(operation)) return
    let worst = null
    // Both warmed on a few positions first: the first position measured would otherwise pay for the compiler, on
    // both sides, and a 20 ms budget holds only a few calls of a cold listing there.
    for (const state of states.slice(0, 8))
      for (const side of ['free', 'shadow'])
        for (const action of ['army-die', 'character-die']) {
          current.ring.countMoves(board, state, side, action)
          for (const _ of current.ring.legalMoves(board, state, side, action));
        }
    const ratioAt = (k, side, action, ms) => {
      const state = states[k]
      const count = measure(() => current.ring.countMoves(board, state, side, action), { budgetMs: budget(ms), minBatches: 5 }).nsPerOp
      const list = measure(() => [...current.ring.legalMoves(board, state, side, action)].length, { budgetMs: budget(ms), minBatches: 5 }).nsPerOp
      return { times: list / count, count, list, k, side, action }
    }
    const all = []
    states.forEach((_, k) => {
      for (const side of ['free', 'shadow']) for (const action of ['army-die', 'character-die']) all.push(ratioAt(k, side, action, 20))
    })
    // The lowest of the short measures (four a position) is as much the machine's worst pause as the library's worst
    // position: the few lowest are measured again, five times as long, and the worst of those is the row's.
    for (const found of all.sort((a, b) => a.times - b.times).slice(0, SUSPECTS)) {
      const again = ratioAt(found.k, found.side, found.action, 100)
      if (worst === null || again.times < worst.times) worst = again
    }
    const note = worst === null ? undefined : `position ${worst.k}, ${worst.side} ${worst.action}: listing ${Math.round(worst.list)} ns${kept}`
    figures.push({ operation, now: worst?.count ?? null, then: worst?.list ?? null, target: { timesAtLeast: 20 }, unit: 'ns', note })
  }
  against('countMoves against listing, worst position', owned, '')
  against('countMoves against listing, worst position, plain state', positions, '; nothing kept between calls')
}

/** Whether a figure meets its target, and the words that say so. */
export const verdictOf = (figure) => {
  const { now, then, target } = figure
  if (target.under !== undefined && now !== null) {
    const ratio = then === null ? null : (figure.ratio ?? now / then)
    const of = ratio === null ? '' : `; ${ratio.toFixed(2)} of ${BASELINE.version}`
    return { met: now < target.under, ratio, says: `under ${target.under} ns, ${target.against} (target)${of}` }
  }
  if (now === null || then === null) return { met: false, ratio: null, says: now === null ? 'not measured (heap figures need node --expose-gc)' : 'no baseline' }
  if (target.timesAtLeast !== undefined) {
    const times = then / now
    return { met: times >= target.timesAtLeast, ratio: times, says: `${times.toFixed(1)}x faster than listing (target at least ${target.timesAtLeast}x)` }
  }
  // Rows measured in rounds carry the median of the rounds' ratios.
  const ratio = figure.ratio ?? now / then
  return { met: ratio <= target.atMost, ratio, says: `${ratio.toFixed(2)} of 0.1.0 (target at most ${target.atMost})` }
}

/** ms since `start`, for the progress lines. */
export const since = (start) => Math.round(performance.now() - start)
