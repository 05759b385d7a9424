/**
 * marchlaw: decides whether an army move on a region map is legal, why not,
 * and what the position is after it.
 *
 * @packageDocumentation
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
export { violation, violationCodes, type Violation, type ViolationCode, type Violations, type Entity, type StopReason } from './violation.js'
export type { GameEvent, GameEventType } from './event.js'
export type { Applied, Reach } from './outcome.js'
