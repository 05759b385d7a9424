/**
 * marchlaw: decides whether an army move on a region map is legal, why not,
 * and what the position is after it. This entry holds the rules, over
 * typed positions; `marchlaw/json` reads and writes the JSON files of the
 * format, and `marchlaw/maps` holds the bundled maps. A bot or a game that
 * builds its positions in code needs only this one (and fp-ts). Each
 * namespace is also an entry of its own, named as its file (`marchlaw/ring`,
 * `marchlaw/event-movement`, ..., and `marchlaw/graph` for {@link compile}
 * and the map's queries): the same functions, for a bundler such as esbuild
 * that keeps a namespace whole once a game reads one of its members.
 *
 * Every function checks the shape of what it is given, so a caller without
 * types (JavaScript, or a server passing on what a client sent) gets an
 * answer, never a throw: `validateMove` and `applyMove` give `Left` with
 * `MALFORMED_MOVE`, `MALFORMED_STATE` or `MALFORMED_BOARD` (with the JSON
 * path and what was expected there), or `WRONG_RULESET`; `legalMoves`
 * yields nothing, `randomMove` gives `null`, `reach` gives no region (or
 * every region refused, for a malformed group); `compile` and `lintMap`
 * give the map error `MALFORMED_MAP`. The library keeps nothing you pass
 * it: a state you build is read afresh on every call ({@link adopt} makes
 * the library's own copy once), and the states it returns are frozen and
 * its own, safe in immer, Redux and boardgame.io.
 *
 * @module marchlaw
 */
export type { MapFile, MapParty, MapRegion, RegionKind, SettlementKind, FerrySegment, RegionPair } from './model/map.js'
export { lintMap, type MapError, type MapLint, type MapProblemCode } from './board/lint.js'
export {
  compile,
  neighbours,
  border,
  staticNeighbours,
  towerNeighbours,
  reachable,
  pathTo,
  type Board,
  type Region,
  type Border,
  type Neighbours,
  type PlacedPiece,
} from './board/graph.js'
export type {
  HeroesState,
  HeroesUnit,
  HeroesPiece,
  ExplorationToken,
  PendingExploration,
  MarchMove,
  ResolveExplorationMove,
  HeroesMove,
} from './model/heroes-state.js'
export type {
  RingState,
  Side,
  FigureKind,
  Nation,
  Figure,
  StackingCheck,
  ArmyStep,
  ArmyDieMove,
  CharacterDieMove,
  Allowance,
  ArmyRoute,
  EventMove,
  AttackDie,
  AttackMove,
  RingMove,
} from './model/ring-state.js'
export { violationCodes, type Violation, type ViolationCode, type Violations, type Entity, type StopReason, type Evidence } from './model/violation.js'
export type { GameEvent, GameEventType } from './model/event.js'
export { violation } from './words/violation.js'
export { english, violationInWords, eventInWords, moveInWords, type Catalogue, type CatalogueError, type Messages, type Names, type WordsOptions } from './words/words.js'
export type { Applied, Reach, Replay, ReplayRefusal } from './model/outcome.js'
export type { GameRecord, RecordedMove } from './model/record.js'
export { replay, type ReplayedState } from './json/replay.js'
export { adopt } from './input/adopt.js'
export { positionKey } from './input/position-key.js'
export type { MoveFilter } from './ring/army/move-filter.js'
export type { DrawOptions } from './ring/army/draw.js'

export * as march from './heroes/march.js'
export * as exploration from './heroes/exploration.js'
export * as heroes from './heroes/heroes.js'
export * as army from './ring/army.js'
export * as eventMovement from './ring/event-movement.js'
export * as ring from './ring/ring.js'
