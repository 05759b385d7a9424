/**
 * Runs another engine's command for `marchlaw conformance --engine`: its
 * words split as a shell splits them (quotes and backslashes), but with no
 * shell in between, so that a time-out ends the engine itself and not only a
 * shell that waits for it.
 *
 * @internal
 * @module
 */
import { spawnSync } from 'node:child_process'

/** How an engine's run ended, and what it printed. @internal */
export interface EngineRun {
  readonly stdout: string
  readonly stderr: string
  /** The exit code; null when a signal ended it. */
  readonly status: number | null
  readonly signal: string | null
  readonly timedOut: boolean
  /** Why the run failed beyond its exit code: the command could not be started, or printed too much. */
  readonly failure?: string
}

/**
 * The words of a command line: blanks part words, quotes ('...' or "...")
 * keep blanks inside one, a backslash keeps the next character. Undefined
 * for a quote left open.
 *
 * @internal
 */
export const commandWords = (line: string): ReadonlyArray<string> | undefined => {
  const words: string[] = []
  let word: string | undefined
  let quote: string | undefined
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? ''
    if (quote !== undefined) {
      if (c === quote) quote = undefined
      else if (c === '\\' && quote === '"' && i + 1 < line.length) word = `${word ?? ''}${line[++i] ?? ''}`
      else word = `${word ?? ''}${c}`
    } else if (c === "'" || c === '"') {
      quote = c
      word = word ?? ''
    } else if (c === '\\' && i + 1 < line.length) word = `${word ?? ''}${line[++i] ?? ''}`
    else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else word = `${word ?? ''}${c}`
  }
  if (quote !== undefined) return undefined
  if (word !== undefined) words.push(word)
  return words
}

// An engine that prints more than this is broken; the cap keeps it from filling the memory.
const mostOutput = 256 * 1024 * 1024

/**
 * Runs `command` with `input` on its standard input and waits for it to end,
 * at most `timeoutMs` (then it is killed).
 *
 * @internal
 */
export const runEngine = (command: string, input: string, timeoutMs: number): EngineRun => {
  const words = commandWords(command)
  if (words === undefined || words.length === 0 || words[0] === undefined)
    return { stdout: '', stderr: '', status: null, signal: null, timedOut: false, failure: `the engine could not be started: ${words === undefined ? 'a quote is left open in the command' : 'the command is empty'}` }
  const [program, ...args] = words
  const run = spawnSync(program ?? '', args, { input, encoding: 'utf8', timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: mostOutput, windowsHide: true })
  const code = run.error !== undefined && 'code' in run.error ? String(run.error.code) : ''
  const base = { stdout: run.stdout ?? '', stderr: run.stderr ?? '', status: run.status, signal: run.signal, timedOut: code === 'ETIMEDOUT' }
  if (code === 'ENOENT') return { ...base, failure: `the engine could not be started: no such command: ${program ?? ''}` }
  if (code === 'EACCES') return { ...base, failure: `the engine could not be started: permission denied: ${program ?? ''}` }
  if (code === 'ENOBUFS') return { ...base, failure: `the engine was stopped: it printed more than ${mostOutput / (1024 * 1024)} MiB` }
  return base
}
