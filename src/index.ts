/**
 * marchlaw: decides whether an army move on a region map is legal, why not,
 * and what the position is after it. This entry holds the rules, over
 * typed positions; `marchlaw/json` reads and writes the JSON files of the
 * format, and `marchlaw/maps` holds the bundled maps. A bot or a game that
 * builds its positions in code needs only this one (and fp-ts).
 *
 * @module marchlaw
 */
export type { MapFile, MapRegion, RegionKind, SettlementKind, FerrySegment, RegionPair } from './map.js'
export { lintMap, type MapError, type MapLint, type MapProblemCode } from './map-lint.js'
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
} from './graph.js'
export type {
  HeroesState,
  HeroesUnit,
  HeroesPiece,
  ExplorationToken,
  PendingExploration,
  MarchMove,
  ResolveExplorationMove,
  HeroesMove,
} from './heroes-state.js'
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
  RingMove,
} from './ring-state.js'
export { violation, violationCodes, type Violation, type ViolationCode, type Violations, type Entity, type StopReason, type Evidence } from './violation.js'
export type { GameEvent, GameEventType } from './event.js'
export { english, violationInWords, eventInWords, moveInWords, type Catalogue, type Names, type WordsOptions } from './words.js'
export type { Applied, Reach } from './outcome.js'

export * as march from './march.js'
export * as exploration from './exploration.js'
export * as heroes from './heroes.js'
export * as army from './army.js'
export * as eventMovement from './event-movement.js'
export * as ring from './ring.js'
