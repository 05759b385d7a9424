/**
 * `marchlaw conformance`: the rule cases of conformance/ judged by this
 * library, or by another engine over the JSON-lines protocol of
 * docs/conformance.md, each answer compared with the case's expectation.
 *
 * @internal
 * @module
 */
import * as E from '../core/either.js'
import { decodeScenario } from '../json/codec/scenario.js'
import { encodeResult } from '../json/codec/result.js'
import { checkScenario } from '../json/scenario.js'
import { readJsonText } from './json.js'
import type { EngineRun } from './engine.js'

/**
 * The version of the suite: its minor goes up when cases are added, its major
 * when a case's expectation changes. Written into conformance/index.json.
 *
 * @internal
 */
export const suiteVersion = '1.0.0'

/** @internal */
export const suiteFormat = 'marchlaw/conformance@1'

/** What a case expects: the verdict, and the codes (illegal) or the events and next state (legal) it names. @internal */
export interface Expectation {
  readonly legal: boolean
  readonly codes?: ReadonlyArray<string>
  readonly events?: ReadonlyArray<unknown>
  readonly state?: unknown
}

/** One case as the index lists it. @internal */
export interface SuiteCase {
  readonly id: string
  readonly file: string
  readonly ruleset: string
  readonly title: string
  readonly rule: string
  readonly rulings: ReadonlyArray<string>
  readonly section: string
  readonly expect: Expectation
}

/** conformance/index.json. @internal */
export interface SuiteIndex {
  readonly format: string
  readonly version: string
  readonly cases: ReadonlyArray<SuiteCase>
}

/** An engine's answer to one scenario, as the protocol has it; `error` when it could not judge it. @internal */
export interface Answer {
  readonly error?: string
  readonly legal: boolean
  readonly codes?: ReadonlyArray<string>
  readonly events?: ReadonlyArray<unknown>
  readonly state?: unknown
}

/** What the command may touch to run the suite. @internal */
export interface SuiteWorld {
  readonly readFile: (path: string) => E.Either<string, string | Uint8Array>
  readonly out: (line: string) => void
  readonly err: (line: string) => void
  /** The folder of the suite, ending in a separator. */
  readonly folder: string
  readonly runEngine: (command: string, input: string, timeoutMs: number) => EngineRun
}

/** The exit code of a run whose engine broke the protocol: crashed, timed out, or printed what is not an answer. @internal */
export const engineFailed = 4

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isStrings = (value: unknown): value is ReadonlyArray<string> => Array.isArray(value) && value.every((item) => typeof item === 'string')
const own = (value: Readonly<Record<string, unknown>>, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined)

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length <= 120 ? text : `${text.slice(0, 120)}…`
}

/** Where two JSON values first differ, as a path and the two values there; undefined when they are equal. @internal */
export const firstDifference = (expected: unknown, got: unknown, path: string): string | undefined => {
  if (Array.isArray(expected) && Array.isArray(got)) {
    for (let i = 0; i < Math.max(expected.length, got.length); i++) {
      if (i >= got.length) return `${path}[${i}]: expected ${show(expected[i])}, got nothing`
      if (i >= expected.length) return `${path}[${i}]: expected nothing, got ${show(got[i])}`
      const found = firstDifference(expected[i], got[i], `${path}[${i}]`)
      if (found !== undefined) return found
    }
    return undefined
  }
  if (isRecord(expected) && isRecord(got)) {
    for (const key of [...new Set([...Object.keys(expected), ...Object.keys(got)])].sort()) {
      const at = `${path}.${key}`
      if (!Object.hasOwn(got, key)) return `${at}: expected ${show(expected[key])}, got nothing`
      if (!Object.hasOwn(expected, key)) return `${at}: expected nothing, got ${show(got[key])}`
      const found = firstDifference(expected[key], got[key], at)
      if (found !== undefined) return found
    }
    return undefined
  }
  return Object.is(expected, got) ? undefined : `${path}: expected ${show(expected)}, got ${show(got)}`
}

/**
 * Every way an answer disagrees with a case's expectation; none when it
 * agrees. Codes are compared as a multiset; events and the next state only
 * where the case names them and the answer gives them.
 *
 * @internal
 */
export const disagreements = (expect: Expectation, answer: Answer): ReadonlyArray<string> => {
  if (answer.error !== undefined) return [`the engine could not judge it: ${show(answer.error)}`]
  if (expect.legal !== answer.legal) return [`expected ${expect.legal ? 'legal' : 'illegal'}, got ${answer.legal ? 'legal' : 'illegal'}`]
  if (!expect.legal) {
    if (expect.codes === undefined) return []
    const wanted = [...expect.codes].sort()
    const given = [...(answer.codes ?? [])].sort()
    return wanted.join(',') === given.join(',') ? [] : [`codes: expected ${wanted.join(', ')}, got ${given.length === 0 ? 'none' : given.join(', ')}`]
  }
  const found: string[] = []
  if (expect.events !== undefined && answer.events !== undefined) {
    const event = firstDifference(expect.events, answer.events, 'events')
    if (event !== undefined) found.push(event)
  }
  if (expect.state !== undefined && answer.state !== undefined) {
    const state = firstDifference(expect.state, answer.state, 'state')
    if (state !== undefined) found.push(state)
  }
  return found
}

/** This library's answer to a scenario: the Result of `check`, with the violations' codes. @internal */
export const libraryAnswer = (scenario: unknown): E.Either<string, Answer> => {
  const decoded = decodeScenario(scenario)
  const checked = E.chain(checkScenario)(decoded)
  if (E.isLeft(checked)) return E.left(`the scenario does not fit the format: ${checked.left.map((error) => error.message).join('; ')}`)
  const result: unknown = encodeResult(checked.right)
  if (!checked.right.legal) return E.right({ legal: false, codes: checked.right.violations.map((violation) => violation.code) })
  const events = isRecord(result) ? result['events'] : undefined
  return E.right({ legal: true, events: Array.isArray(events) ? events : [], state: isRecord(result) ? result['state'] : undefined })
}

/** A line of an engine's output read as an answer: its id and the answer, or why it is none. @internal */
export const readAnswer = (line: string): E.Either<string, { readonly id: string; readonly answer: Answer }> => {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return E.left(`not JSON: ${show(line)}`)
  }
  if (!isRecord(value)) return E.left(`not a JSON object: ${show(line)}`)
  const id = own(value, 'id')
  if (typeof id !== 'string') return E.left(`no "id" string: ${show(line)}`)
  const error = own(value, 'error')
  if (typeof error === 'string') return E.right({ id, answer: { error, legal: false } })
  const legal = own(value, 'legal')
  if (typeof legal !== 'boolean') return E.left(`${id}: no "legal" true or false, and no "error"`)
  const codes = own(value, 'codes')
  const events = own(value, 'events')
  const state = own(value, 'state')
  if (codes !== undefined && !isStrings(codes)) return E.left(`${id}: "codes" is not an array of strings`)
  if (events !== undefined && !Array.isArray(events)) return E.left(`${id}: "events" is not an array`)
  if (!legal && codes === undefined) return E.left(`${id}: an illegal verdict without "codes"`)
  return E.right({
    id,
    answer: { legal, ...(codes === undefined ? {} : { codes }), ...(events === undefined ? {} : { events: events as ReadonlyArray<unknown> }), ...(state === undefined ? {} : { state }) },
  })
}

const readJsonFile = (world: SuiteWorld, file: string): E.Either<string, unknown> => {
  const read = world.readFile(`${world.folder}${file}`)
  return E.isLeft(read) ? E.left(`cannot read ${file}: ${read.left}`) : E.mapLeft((reason: string) => `${file}: ${reason}`)(readJsonText(read.right))
}

const isCase = (value: unknown): value is SuiteCase =>
  isRecord(value) && typeof value['id'] === 'string' && typeof value['file'] === 'string' && isRecord(value['expect']) && typeof value['expect']['legal'] === 'boolean'

/** The index of the suite and the scenario of each case, or why they cannot be read. @internal */
export const readSuite = (world: SuiteWorld): E.Either<string, { readonly index: SuiteIndex; readonly scenarios: ReadonlyArray<unknown> }> => {
  const index = readJsonFile(world, 'index.json')
  if (E.isLeft(index)) return index
  const raw = index.right
  if (!isRecord(raw) || raw['format'] !== suiteFormat || typeof raw['version'] !== 'string' || !Array.isArray(raw['cases']) || !raw['cases'].every(isCase))
    return E.left(`index.json: not an index of the format ${suiteFormat}`)
  const suite: SuiteIndex = { format: suiteFormat, version: raw['version'], cases: raw['cases'] }
  const scenarios: unknown[] = []
  for (const entry of suite.cases) {
    const file = readJsonFile(world, entry.file)
    if (E.isLeft(file)) return file
    if (!isRecord(file.right) || !Object.hasOwn(file.right, 'scenario')) return E.left(`${entry.file}: a case without a "scenario"`)
    scenarios.push(file.right['scenario'])
  }
  return E.right({ index: suite, scenarios })
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`

/** Why an engine left cases unanswered, from how its run ended. */
const endOf = (run: EngineRun, timeoutMs: number): string | undefined => {
  if (run.failure !== undefined) return run.failure
  if (run.timedOut) return `the engine was stopped after ${timeoutMs / 1000} s without answering every case (--timeout)`
  if (run.status !== 0) return run.status === null ? `the engine was ended by ${run.signal ?? 'a signal'}` : `the engine exited with code ${run.status}`
  return undefined
}

/**
 * Runs the suite: against this library without an engine, or against the
 * engine's command, every case on a line of its standard input. Prints a
 * line a case and a summary; returns the exit code (0 all agree, 1 some
 * disagree, 2 the suite cannot be read, 4 the engine failed).
 *
 * @internal
 */
export const runConformance = (world: SuiteWorld, engine: { readonly command: string; readonly timeoutMs: number } | undefined): number => {
  const suite = readSuite(world)
  if (E.isLeft(suite)) {
    world.err(`marchlaw: the conformance suite cannot be read: ${suite.left}`)
    return 2
  }
  const { index, scenarios } = suite.right
  const answers = new Map<string, Answer>()
  const problems: string[] = []
  let ended: string | undefined
  if (engine === undefined) {
    index.cases.forEach((entry, n) => {
      const answer = libraryAnswer(scenarios[n])
      if (E.isLeft(answer)) problems.push(`${entry.id}: ${answer.left}`)
      else answers.set(entry.id, answer.right)
    })
  } else {
    const input = index.cases.map((entry, n) => `${JSON.stringify({ id: entry.id, scenario: scenarios[n] })}\n`).join('')
    const run = world.runEngine(engine.command, input, engine.timeoutMs)
    const ids = new Set(index.cases.map((entry) => entry.id))
    run.stdout.split('\n').forEach((line, n) => {
      if (line.trim() === '') return
      const read = readAnswer(line)
      if (E.isLeft(read)) problems.push(`line ${n + 1} of the engine's output is ${read.left.startsWith('not ') ? '' : 'no answer: '}${read.left}`)
      else if (!ids.has(read.right.id)) problems.push(`line ${n + 1} of the engine's output answers a case the suite has not: ${show(read.right.id)}`)
      else if (answers.has(read.right.id)) problems.push(`line ${n + 1} of the engine's output answers ${read.right.id} a second time`)
      else answers.set(read.right.id, read.right.answer)
    })
    ended = endOf(run, engine.timeoutMs)
    const said = run.stderr.trim().split('\n').filter((line) => line.trim() !== '').slice(-3)
    if (ended !== undefined && said.length > 0) ended = `${ended}; its last words on standard error: ${said.map((line) => line.slice(0, 200)).join(' / ')}`
  }
  let passed = 0
  let unanswered = 0
  let partial = 0
  for (const entry of index.cases) {
    const answer = answers.get(entry.id)
    if (answer === undefined) {
      unanswered++
      world.out(`FAIL  ${entry.id}: no answer`)
      continue
    }
    const found = disagreements(entry.expect, answer)
    if (found.length === 0) {
      passed++
      if (entry.expect.legal && ((entry.expect.events !== undefined && answer.events === undefined) || (entry.expect.state !== undefined && answer.state === undefined))) partial++
      world.out(`ok    ${entry.id}`)
    } else world.out(`FAIL  ${entry.id}: ${found.join('; ')} (${entry.title})`)
  }
  for (const problem of problems) world.err(`marchlaw: ${problem}`)
  if (ended !== undefined) world.err(`marchlaw: ${ended}`)
  const failed = index.cases.length - passed
  const against = engine === undefined ? 'this library' : `the engine ${show(engine.command)}`
  const notes = [unanswered > 0 ? `${unanswered} unanswered` : '', partial > 0 ? `${plural(partial, 'legal answer')} without events or next state` : ''].filter((note) => note !== '')
  world.out(`conformance suite ${index.version} against ${against}: ${plural(index.cases.length, 'case')}, ${passed} passed, ${failed} failed${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`)
  // An engine that leaves a case unanswered failed, even when it exited 0 without a word.
  if (ended !== undefined || problems.length > 0 || (engine !== undefined && unanswered > 0)) return engine === undefined ? 1 : engineFailed
  return failed > 0 ? 1 : 0
}
