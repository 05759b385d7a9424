// Timing: warm up, size a batch so that it takes a few milliseconds (the
// clock's resolution then costs nothing), run batches until the time budget
// is spent, and report the median of the per-batch ns/op. Medians, not means:
// a garbage collection or a scheduler hiccup lands in one batch and is ignored.
import { performance } from 'node:perf_hooks'

/** Whatever a measured function returns is kept here, so the JIT cannot drop the call. */
let sink = 0
export const keep = (value) => {
  if (value !== undefined && value !== null) sink = (sink + 1) | 0
}
export const sinkValue = () => sink

/** The median of `values` (numbers), the mean of the middle two for an even count. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Median ns per call of `run`, with `budgetMs` spent in all (a quarter of it
 * warming up), in batches of about `batchMs`.
 */
export const measure = (run, { budgetMs = 400, batchMs = 5, minBatches = 15 } = {}) => {
  const warmUntil = performance.now() + budgetMs / 4
  let calls = 0
  const warmStart = performance.now()
  while (performance.now() < warmUntil || calls < 3) {
    keep(run())
    calls++
  }
  const perCall = (performance.now() - warmStart) / calls
  const batch = Math.max(1, Math.round(batchMs / Math.max(perCall, 1e-6)))
  const samples = []
  const until = performance.now() + (budgetMs * 3) / 4
  while (performance.now() < until || samples.length < minBatches) {
    const start = performance.now()
    for (let i = 0; i < batch; i++) keep(run())
    samples.push(((performance.now() - start) * 1e6) / batch)
    if (samples.length >= 2000) break
  }
  const ns = median(samples)
  return { nsPerOp: ns, opsPerSecond: 1e9 / ns, batches: samples.length, batch }
}

/**
 * Items per second yielded by `start()`'s iterator: each pass stops after
 * `cap` items or `passMs` milliseconds (a two-army enumeration on a big map
 * has billions of moves), passes repeat for `budgetMs`; the median of the
 * passes' rates.
 */
export const measureRate = (start, { budgetMs = 600, cap = 200_000, passMs = 150, minPasses = 3 } = {}) => {
  const pass = () => {
    let count = 0
    const begin = performance.now()
    const stop = begin + passMs
    for (const item of start()) {
      keep(item)
      if (++count >= cap || ((count & 15) === 0 && performance.now() > stop)) break
    }
    return { count, ms: performance.now() - begin }
  }
  pass()
  const rates = []
  let items = 0
  let capped = false
  const until = performance.now() + budgetMs
  while (performance.now() < until || rates.length < minPasses) {
    const { count, ms } = pass()
    items = count
    capped = count >= cap || ms >= passMs
    if (count > 0) rates.push((count * 1000) / Math.max(ms, 1e-3))
    else break
    if (rates.length >= 200) break
  }
  const perSecond = rates.length === 0 ? 0 : median(rates)
  return { nsPerOp: perSecond === 0 ? null : 1e9 / perSecond, opsPerSecond: perSecond, items, capped }
}
