/**
 * The `marchlaw` command, as a function of its arguments and a small world
 * (files to read, two output streams) so that it can be tested without a
 * process. Exit codes: 0 legal / clean, 1 illegal / map errors, 2 input that
 * cannot be read or understood, or a usage error.
 *
 * @since 0.1.0
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { DecodeError } from './codec/decode-error.js'
import { decodeMap } from './codec/map.js'
import { encodeMap } from './codec/map.js'
import { encodeResult } from './codec/result.js'
import { decodeScenario, type Scenario } from './codec/scenario.js'
import { heroesDemo } from './demo/heroes.js'
import { ringDemo } from './demo/ring.js'
import { eventInWords } from './words.js'
import { lintMap, type MapError } from './map-lint.js'
import { bundledMap, bundledMaps } from './maps/index.js'
import type { GameEvent } from './event.js'
import { formatMove } from './notation.js'
import { checkScenario, scenarioBoard } from './scenario.js'

/**
 * What the command may touch: reading a file (`Left` with the reason when it
 * cannot), and writing lines to standard output and standard error.
 *
 * @since 0.1.0
 * @category cli
 * @internal
 */
export interface CliWorld {
  readonly readFile: (path: string) => E.Either<string, string>
  readonly out: (line: string) => void
  readonly err: (line: string) => void
}

/**
 * The exit codes of the command.
 *
 * @since 0.1.0
 * @category cli
 * @internal
 */
export const exitCodes = { ok: 0, refused: 1, badInput: 2 } as const

const version = '0.1.0'

const usage = `marchlaw ${version}: legal army moves on region maps

Usage:
  marchlaw lint MAP.json|NAME    check a map; errors and warnings with their JSON paths
  marchlaw check SCENARIO.json [--json]
                                 judge the move of a scenario (map, state, move)
  marchlaw maps [NAME]           list the bundled maps, or print one as JSON
  marchlaw demo                  play the scripted demo games on the bundled maps
  marchlaw --help | --version

Exit codes:
  0  lint: no errors (warnings may be printed); check: the move is legal
  1  lint: the map has errors, of shape or of content, each with its JSON path;
     check: the move is illegal (every reason printed)
  2  the file cannot be read or is not JSON; check: the scenario does not fit
     the format (file, JSON path and what was expected are printed); a usage
     error
  3  an internal error of marchlaw (please report it)

With --json, check prints exactly the Result of the format on standard output:
  {"legal":true,"events":[...],"state":{...}} or {"legal":false,"violations":[...]}
and, on exit 2, {"error":"invalid-input","file":...,"problems":[...]}.`

type Parsed = E.Either<string, unknown>

const positionOf = (text: string, message: string): string => {
  const at = /position (\d+)/.exec(message)
  if (at?.[1] === undefined) return ''
  const offset = Number(at[1])
  const before = text.slice(0, offset).split('\n')
  return ` (line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1})`
}

const parseJson = (text: string): Parsed => {
  try {
    return E.right(JSON.parse(text))
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown)
    return E.left(`not valid JSON: ${message}${positionOf(text, message)}`)
  }
}

const readJson = (world: CliWorld, file: string): Parsed =>
  E.chain((text: string) => parseJson(text))(E.mapLeft((reason: string) => `cannot read the file: ${reason}`)(world.readFile(file)))

const badInput = (world: CliWorld, file: string, problems: ReadonlyArray<string>, json: boolean, details?: ReadonlyArray<DecodeError>): number => {
  for (const problem of problems) world.err(`${file}: ${problem}`)
  if (json) world.out(JSON.stringify({ error: 'invalid-input', file, problems: details ?? problems.map((message) => ({ message })) }))
  return exitCodes.badInput
}

const lint = (world: CliWorld, target: string): number => {
  const named = bundledMap(target)
  const source = named === undefined ? readJson(world, target) : E.right(encodeMap(named))
  if (E.isLeft(source)) return badInput(world, target, [source.left], false)
  const decoded = decodeMap(source.right, '')
  const show = (error: { readonly path: string; readonly message: string }): string =>
    error.path === '' ? error.message : `${error.path}: ${error.message.startsWith(`${error.path}: `) ? error.message.slice(error.path.length + 2) : error.message}`
  if (E.isLeft(decoded)) {
    for (const error of decoded.left) world.out(`${target}: error: ${show(error)} [FORMAT]`)
    world.out(`${target}: ${decoded.left.length} error${decoded.left.length === 1 ? '' : 's'}`)
    return exitCodes.refused
  }
  const { errors, warnings } = lintMap(decoded.right)
  const line = (severity: string) => (problem: MapError) => world.out(`${target}: ${severity}: ${problem.path}: ${problem.message} [${problem.code}]`)
  errors.forEach(line('error'))
  warnings.forEach(line('warning'))
  world.out(`${target}: ${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`)
  return errors.length > 0 ? exitCodes.refused : exitCodes.ok
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
    world.out(`legal: ${told.move}`)
    for (const event of verdict.events) world.out(`  ${told.event(event)}`)
  } else {
    world.out(`illegal: ${told.move}`)
    for (const v of verdict.violations) world.out(`  ${v.code}: ${v.message}`)
  }
  return verdict.legal ? exitCodes.ok : exitCodes.refused
}

const maps = (world: CliWorld, name: string | undefined): number => {
  if (name !== undefined) {
    const map = bundledMap(name)
    if (map === undefined) {
      world.err(`marchlaw: there is no bundled map "${name}"; the bundled maps are ${Object.keys(bundledMaps).join(', ')}`)
      return exitCodes.badInput
    }
    world.out(JSON.stringify(encodeMap(map), null, 2))
    return exitCodes.ok
  }
  for (const [key, map] of Object.entries(bundledMaps)) {
    const regions = Object.values(map.regions)
    const count = (kind: string): number => regions.filter((region) => region.kind === kind).length
    world.out(`${key}\t${map.name ?? key}: ${count('land')} land, ${count('sea')} sea, ${count('capital')} capital regions`)
  }
  return exitCodes.ok
}

/**
 * Runs the command with its arguments (without `node` and the script) and
 * returns the exit code.
 *
 * @since 0.1.0
 * @category cli
 * @internal
 */
export const runCli = (args: ReadonlyArray<string>, world: CliWorld): number => {
  const json = args.includes('--json')
  const unknownFlag = args.find((arg) => arg.startsWith('-') && !['--json', '--help', '-h', '--version'].includes(arg))
  const words = args.filter((arg) => !arg.startsWith('-'))
  const [command, ...rest] = words
  if (args.includes('--help') || args.includes('-h') || (command === undefined && !args.includes('--version'))) {
    world.out(usage)
    return command === undefined && !args.includes('--help') && !args.includes('-h') ? exitCodes.badInput : exitCodes.ok
  }
  if (args.includes('--version')) {
    world.out(version)
    return exitCodes.ok
  }
  const fail = (message: string): number => {
    world.err(`marchlaw: ${message}`)
    world.err('Run `marchlaw --help` for usage.')
    return exitCodes.badInput
  }
  if (unknownFlag !== undefined) return fail(`unknown option ${unknownFlag}`)
  if (json && command !== 'check') return fail('--json goes with check')
  switch (command) {
    case 'lint':
      return rest.length === 1 && rest[0] !== undefined ? lint(world, rest[0]) : fail('lint takes one map file (or a bundled map name)')
    case 'check':
      return rest.length === 1 && rest[0] !== undefined ? check(world, rest[0], json) : fail('check takes one scenario file')
    case 'maps':
      return rest.length <= 1 ? maps(world, rest[0]) : fail('maps takes at most one map name')
    case 'demo':
      if (rest.length > 0) return fail('demo takes no arguments')
      for (const line of [...heroesDemo(), '', ...ringDemo()]) world.out(line)
      return exitCodes.ok
    default:
      return fail(`unknown command "${command}"`)
  }
}
