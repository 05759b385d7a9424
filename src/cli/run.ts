/**
 * The `marchlaw` command, as a function of its arguments and a small world
 * (files to read, two output streams) so that it can be tested without a
 * process. Exit codes: 0 legal / clean, 1 illegal / map errors, 2 input that
 * cannot be read or understood, or a usage error (3, an internal error, is
 * the executable's).
 *
 * @since 0.1.0
 * @module
 */
import * as E from '../core/either.js'
import type { DecodeError } from '../json/codec/decode-error.js'
import { decodeMap } from '../json/codec/map.js'
import { encodeMap } from '../json/codec/map.js'
import { encodeResult } from '../json/codec/result.js'
import { decodeScenario, type Scenario } from '../json/codec/scenario.js'
import { heroesDemo } from '../demo/heroes.js'
import { ringDemo } from '../demo/ring.js'
import { eventInWords } from '../words/words.js'
import { lintMap, type MapError } from '../board/lint.js'
import { bundledMap, bundledMaps } from '../maps/index.js'
import type { GameEvent } from '../model/event.js'
import { formatMove } from '../json/notation.js'
import { checkScenario, scenarioBoard } from '../json/scenario.js'
import { inputLimits, readJsonText } from './json.js'
import { replayRecord } from './replay.js'
import { runConformance } from './conformance.js'
import { visible } from './visible.js'
import type { EngineRun } from './engine.js'

/**
 * What the command may touch: reading a file, or standard input for `-`
 * (`Left` with the reason when it cannot; bytes are checked as UTF-8, a
 * string is taken as already decoded), and writing lines to standard output
 * and standard error.
 *
 * @since 0.1.0
 * @category cli
 * @internal
 */
export interface CliWorld {
  readonly readFile: (path: string) => E.Either<string, string | Uint8Array>
  readonly out: (line: string) => void
  readonly err: (line: string) => void
  /** For `conformance`: the suite's folder (ending in a separator) and how to run another engine. */
  readonly conformance?: { readonly folder: string; readonly runEngine: (command: string, input: string, timeoutMs: number) => EngineRun }
}

/**
 * The exit codes of the command; 3 is an internal error, reported by the
 * executable itself.
 *
 * @since 0.1.0
 * @category cli
 * @internal
 */
export const exitCodes = { ok: 0, refused: 1, badInput: 2, internal: 3 } as const

const version = '0.2.0'

/**
 * What the command asks for after an internal error: a report with the
 * command and its input files. It names no address: marchlaw has no public
 * home yet, and a dead link helps nobody.
 *
 * @since 0.2.0
 * @category cli
 * @internal
 */
export const reportRequest = 'This is a bug of marchlaw, not of your input; please report it with the command you ran and its input files.'

/**
 * The address of the JSON Schema of a kind of file, as the package publishes
 * it, for the `"$schema"` line that editors read.
 *
 * @since 0.1.0
 * @category cli
 * @internal
 */
export const schemaAddress = (kind: 'map' | 'state' | 'move' | 'scenario' | 'record'): string => `https://unpkg.com/marchlaw@${version}/schemas/${kind}.schema.json`

const usage = `marchlaw ${version}: legal army moves on region maps

Usage:
  marchlaw lint MAP.json|NAME|- ... [--json]
                                 check maps; errors and warnings with their JSON paths
  marchlaw check SCENARIO.json|- [--json]
                                 judge the move of a scenario (map, state, move)
  marchlaw replay RECORD.json|- [--json]
                                 replay a game record, each move in words with its
                                 events, up to the first illegal move
  marchlaw maps [NAME]           list the bundled maps, or print one as JSON
  marchlaw demo                  play the scripted demo games on the bundled maps
  marchlaw conformance [--engine "CMD"] [--timeout SECONDS]
                                 run the conformance suite against this library,
                                 or against another engine (docs/conformance.md)
  marchlaw --help | --version

A file name of - reads standard input. Files are UTF-8 JSON (a byte-order
mark is skipped) of at most ${inputLimits.bytes / (1024 * 1024)} MiB; docs/format.md gives the format and its
limits.

Exit codes:
  0  lint: no errors (warnings may be printed); check: the move is legal;
     replay: every move of the record is legal
  1  lint: a map has errors, of shape or of content, each with its JSON path;
     check: the move is illegal (every reason printed);
     replay: a move is illegal (its index, notation and every reason printed)
  2  a file cannot be read, is not UTF-8 JSON, repeats a key or passes a
     limit; check, replay: the scenario or record (or the record's map)
     does not fit the format (file, JSON path and what was expected are
     printed); a usage error; the output cannot be
     written
  3  an internal error of marchlaw (please report it with the command and
     its input files)
  4  conformance --engine: the engine failed (could not start, crashed, did
     not answer every case within --timeout, default 60 s, or printed a line
     that is no answer)

conformance prints a line a case and a summary; it exits 0 when every case
agrees, 1 when some disagree.

With several files, lint exits with the highest code of any of them.

With --json, check, lint and replay print one JSON document on standard output and
nothing else, whatever the exit code. check prints exactly the Result of the
format:
  {"legal":true,"events":[...],"state":{...}} or {"legal":false,"violations":[...]}
and, on exit 2, {"error":"invalid-input","file":...,"problems":[...]}.
replay --json prints {"legal":true,"moves":[{"index","move","events"}],"state":...}
or {"legal":false,"index","move","notation","violations","moves":[...],"state":...}.
lint --json prints {"files":[...]}, one entry a file:
  {"file":...,"errors":[{"code","path","id","message"}],"warnings":[...]} or,
  for a file it cannot read, {"file":...,"error":"invalid-input","problems":[...]}.
A usage error prints {"error":"usage","problems":[{"message":...}]} (exit 2),
an internal error {"error":"internal","problems":[{"message":...}]} (exit 3).`

// The longest line the command prints for a person; the rest is cut, never megabytes of one id.
const longestLine = 1000

const cut = (line: string): string => (line.length <= longestLine ? line : `${line.slice(0, longestLine)}… (cut; ${line.length} characters in all)`)

// A line for a person that holds input: its control characters shown as escapes, then cut.
const lineOf = (text: string): string => cut(visible(text))

type Parsed = E.Either<string, unknown>

const readJson = (world: CliWorld, file: string): Parsed => {
  const read = world.readFile(file)
  return E.isLeft(read) ? E.left(`cannot read ${file === '-' ? 'standard input' : 'the file'}: ${read.left}`) : readJsonText(read.right)
}

const nameOf = (file: string): string => (file === '-' ? '(standard input)' : file)

// With --json the document is the whole output: a program reading it gets no human lines beside it.
const badInput = (world: CliWorld, file: string, problems: ReadonlyArray<string>, json: boolean, details?: ReadonlyArray<DecodeError>): number => {
  if (json) world.out(JSON.stringify({ error: 'invalid-input', file, problems: details ?? problems.map((message) => ({ message })) }))
  else for (const problem of problems) world.err(lineOf(`${nameOf(file)}: ${problem}`))
  return exitCodes.badInput
}

type Problem = { readonly code: string; readonly path: string; readonly id?: string; readonly message: string }

type Linted =
  | { readonly file: string; readonly errors: ReadonlyArray<Problem>; readonly warnings: ReadonlyArray<Problem> }
  | { readonly file: string; readonly error: 'invalid-input'; readonly problems: ReadonlyArray<{ readonly message: string }> }

const lintOne = (world: CliWorld, target: string): Linted => {
  const named = target === '-' ? undefined : bundledMap(target)
  const source = named === undefined ? readJson(world, target) : E.right(encodeMap(named))
  if (E.isLeft(source)) return { file: target, error: 'invalid-input', problems: [{ message: source.left }] }
  const decoded = decodeMap(source.right, '')
  if (E.isLeft(decoded)) {
    const unprefixed = (error: DecodeError): string => (error.message.startsWith(`${error.path}: `) ? error.message.slice(error.path.length + 2) : error.message)
    return { file: target, errors: decoded.left.map((error) => ({ code: 'FORMAT', path: error.path, message: unprefixed(error) })), warnings: [] }
  }
  const { errors, warnings } = lintMap(decoded.right)
  const problem = (found: MapError): Problem => ({ code: found.code, path: found.path, id: found.id, message: found.message })
  return { file: target, errors: errors.map(problem), warnings: warnings.map(problem) }
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`

const lint = (world: CliWorld, targets: ReadonlyArray<string>, json: boolean): number => {
  const results = targets.map((target) => lintOne(world, target))
  if (json) world.out(JSON.stringify({ files: results }))
  let code: number = exitCodes.ok
  for (const result of results) {
    const name = nameOf(result.file)
    if ('error' in result) {
      if (!json) for (const problem of result.problems) world.err(lineOf(`${name}: ${problem.message}`))
      code = exitCodes.badInput
      continue
    }
    if (result.errors.length > 0 && code === exitCodes.ok) code = exitCodes.refused
    if (json) continue
    const line = (severity: string) => (problem: Problem) =>
      world.out(lineOf(`${name}: ${severity}: ${problem.path === '' ? '' : `${problem.path}: `}${problem.message} [${problem.code}]`))
    result.errors.forEach(line('error'))
    result.warnings.forEach(line('warning'))
    const isShape = result.errors.length > 0 && result.errors.every((error) => error.code === 'FORMAT')
    world.out(lineOf(`${name}: ${plural(result.errors.length, 'error')}${isShape ? '' : `, ${plural(result.warnings.length, 'warning')}`}`))
  }
  return code
}

// The move of a judged scenario in notation, and its events in the map's names (a judged scenario's map compiles).
const toldOf = (scenario: E.Either<unknown, Scenario>): { readonly move: string; readonly event: (event: GameEvent) => string } => {
  const board = E.isRight(scenario) ? scenarioBoard(scenario.right.map) : null
  if (board === null || E.isLeft(board) || E.isLeft(scenario)) return { move: '', event: (event) => event.type }
  const { move, state } = scenario.right
  return { move: formatMove(board.right, move), event: (event) => eventInWords(board.right, event, { state }) }
}

const check = (world: CliWorld, file: string, json: boolean): number => {
  const source = readJson(world, file)
  if (E.isLeft(source)) return badInput(world, file, [source.left], json)
  const scenario = decodeScenario(source.right)
  const result = E.chain(checkScenario)(scenario)
  if (E.isLeft(result)) return badInput(world, file, result.left.map((error) => error.message), json, result.left)
  const verdict = result.right
  const told = toldOf(scenario)
  if (json) world.out(JSON.stringify(encodeResult(verdict)))
  else if (verdict.legal) {
    world.out(lineOf(`legal: ${told.move}`))
    for (const event of verdict.events) world.out(lineOf(`  ${told.event(event)}`))
  } else {
    world.out(lineOf(`illegal: ${told.move}`))
    for (const v of verdict.violations) world.out(lineOf(`  ${v.code}: ${v.message}`))
  }
  return verdict.legal ? exitCodes.ok : exitCodes.refused
}

const maps = (world: CliWorld, name: string | undefined): number => {
  if (name !== undefined) {
    const map = bundledMap(name)
    if (map === undefined) {
      world.err(lineOf(`marchlaw: there is no bundled map "${name}"; the bundled maps are ${Object.keys(bundledMaps).join(', ')}`))
      return exitCodes.badInput
    }
    // The "$schema" line first, so that a map written from this one is checked and completed by an editor.
    const encoded = encodeMap(map)
    const withLine = typeof encoded === 'object' && encoded !== null && !Array.isArray(encoded) ? { $schema: schemaAddress('map'), ...encoded } : encoded
    world.out(JSON.stringify(withLine, null, 2))
    return exitCodes.ok
  }
  for (const [key, map] of Object.entries(bundledMaps)) {
    const regions = Object.values(map.regions)
    const count = (kind: string): number => regions.filter((region) => region.kind === kind).length
    world.out(`${key}\t${map.name ?? key}: ${count('land')} land, ${count('sea')} sea, ${count('capital')} capital regions`)
  }
  return exitCodes.ok
}

const flags = ['--json', '--help', '-h', '--version']

// The options of conformance that take a value, the next argument.
const valued = ['--engine', '--timeout']

const conformance = (world: CliWorld, options: ReadonlyMap<string, string>): number => {
  if (world.conformance === undefined) {
    world.err('marchlaw: the conformance suite is not available here')
    return exitCodes.badInput
  }
  const seconds = Number(options.get('--timeout') ?? '60')
  const command = options.get('--engine')
  if (command !== undefined && command.trim() === '') {
    world.err('marchlaw: --engine takes a command, such as --engine "node adapter.mjs"')
    return exitCodes.badInput
  }
  // Under 1 ms the time-out would round to 0, which waits for ever.
  if (!(Number.isFinite(seconds) && seconds >= 0.001 && seconds <= 86400)) {
    world.err('marchlaw: --timeout takes a number of seconds, at least 0.001 (1 ms) and at most 86400')
    return exitCodes.badInput
  }
  // Case ids, titles and an engine's words are input too: each line printed shows their control characters.
  const out = (line: string): void => world.out(lineOf(line))
  const err = (line: string): void => world.err(lineOf(line))
  return runConformance({ ...world, ...world.conformance, out, err }, command === undefined ? undefined : { command, timeoutMs: Math.round(seconds * 1000) })
}

/**
 * Runs the command with its arguments (without `node` and the script) and
 * returns the exit code.
 *
 * @since 0.1.0
 * @category cli
 * @internal
 */
export const runCli = (allArgs: ReadonlyArray<string>, world: CliWorld): number => {
  const options = new Map<string, string>()
  const args = allArgs.filter((arg, n) => !valued.includes(arg) && !valued.includes(allArgs[n - 1] ?? ''))
  // An option's value is never taken for --json: `conformance --engine --json` is no JSON run.
  const json = args.includes('--json')
  const fail = (message: string): number => {
    if (json) world.out(JSON.stringify({ error: 'usage', problems: [{ message: cut(message) }] }))
    else {
      world.err(lineOf(`marchlaw: ${message}`))
      world.err('Run `marchlaw --help` for usage.')
    }
    return exitCodes.badInput
  }
  for (const [n, arg] of allArgs.entries()) if (valued.includes(arg)) options.set(arg, allArgs[n + 1] ?? '')
  const missingValue = valued.find((name) => allArgs.at(-1) === name)
  if (missingValue !== undefined) return fail(`${missingValue} takes a value`)
  // A value that starts with "--" is another option, left there by a missing value.
  const optionAsValue = [...options].find(([, value]) => value.startsWith('--'))
  if (optionAsValue !== undefined) return fail(`${optionAsValue[0]} takes ${optionAsValue[0] === '--engine' ? 'a command, such as --engine "node adapter.mjs"' : 'a number of seconds'}, not the option ${optionAsValue[1]}`)
  // A lone "-" is standard input, a file name; anything else that starts with "-" is an option.
  const isOption = (arg: string): boolean => arg.startsWith('-') && arg !== '-'
  const unknownFlag = args.find((arg) => isOption(arg) && !flags.includes(arg))
  if (unknownFlag !== undefined) return fail(`unknown option ${unknownFlag}`)
  const [command, ...rest] = args.filter((arg) => !isOption(arg))
  if (args.includes('--help') || args.includes('-h')) {
    world.out(usage)
    return exitCodes.ok
  }
  if (args.includes('--version')) {
    world.out(version)
    return exitCodes.ok
  }
  if (command === undefined) {
    if (json) return fail('--json goes with check, lint or replay')
    world.err(usage)
    return exitCodes.badInput
  }
  if (json && command !== 'check' && command !== 'lint' && command !== 'replay') return fail('--json goes with check, lint or replay')
  if (rest.filter((arg) => arg === '-').length > 1) return fail('standard input (-) can be read only once')
  if (options.size > 0 && command !== 'conformance') return fail(`${[...options.keys()].join(' and ')} go${options.size === 1 ? 'es' : ''} with conformance`)
  switch (command) {
    case 'lint':
      return rest.length > 0 ? lint(world, rest, json) : fail('lint takes one or more map files (or bundled map names, or - for standard input)')
    case 'check':
      return rest.length === 1 && rest[0] !== undefined ? check(world, rest[0], json) : fail('check takes one scenario file (or - for standard input)')
    case 'replay':
      if (rest.length !== 1 || rest[0] === undefined) return fail('replay takes one record file (or - for standard input)')
      return replayRecord({ out: world.out, readJson: (file) => readJson(world, file), badInput: (file, problems, details) => badInput(world, file, problems, json, details), cut: lineOf }, rest[0], json)
    case 'maps':
      return rest.length <= 1 ? maps(world, rest[0]) : fail('maps takes at most one map name')
    case 'demo':
      if (rest.length > 0) return fail('demo takes no arguments')
      for (const line of [...heroesDemo(), '', ...ringDemo()]) world.out(line)
      return exitCodes.ok
    case 'conformance':
      return rest.length === 0 ? conformance(world, options) : fail('conformance takes no files; --engine "CMD" runs it against another engine')
    default:
      return fail(`unknown command "${command}"`)
  }
}

/**
 * Reports a failure of marchlaw itself (anything {@link runCli} threw) and
 * returns exit 3: one line and a request for a report, on standard error, or
 * with `--json` one JSON document on standard output, so that a program
 * reading the output still gets JSON.
 *
 * @since 0.2.0
 * @category cli
 * @internal
 */
export const internalError = (args: ReadonlyArray<string>, thrown: unknown, world: CliWorld): number => {
  const reason = thrown instanceof Error ? thrown.message : String(thrown)
  const told = `internal error: ${reason.length > 500 ? `${reason.slice(0, 500)}…` : reason}`
  if (args.includes('--json')) world.out(JSON.stringify({ error: 'internal', problems: [{ message: `${told.replace(/\.$/, '')}. ${reportRequest}` }] }))
  else {
    world.err(lineOf(`marchlaw: ${told}`))
    world.err(reportRequest)
  }
  return exitCodes.internal
}
