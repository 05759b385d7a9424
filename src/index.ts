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
export { violation, violationCodes, type Violation, type ViolationCode, type Violations, type Entity, type StopReason, type Evidence } from './violation.js'
export { eventInWords, type GameEvent, type GameEventType } from './event.js'
export type { Applied, Reach } from './outcome.js'

export * as march from './march.js'
export * as exploration from './exploration.js'
export * as heroes from './heroes.js'
export * as army from './army.js'
export * as eventMovement from './event-movement.js'
export * as ring from './ring.js'

export type { DecodeError, Json } from './codec/decode-error.js'
export type { Codec } from './codec/primitive.js'
export { mapCodec, decodeMap, encodeMap } from './codec/map.js'
export { stateCodec, decodeState, decodeHeroesState, decodeRingState, encodeState } from './codec/state.js'
export { heroesStateCodec } from './codec/heroes-state.js'
export { ringStateCodec } from './codec/ring-state.js'
export { moveCodec, decodeMove, encodeMove } from './codec/move.js'
export { scenarioCodec, decodeScenario, encodeScenario, type Scenario } from './codec/scenario.js'
export { resultCodec, decodeResult, encodeResult, type Result } from './codec/result.js'
export { checkState } from './state-check.js'
export { checkScenario, scenarioBoard } from './scenario.js'

export { bundledMaps, bundledMap } from './maps/index.js'
export { demoIsles } from './maps/demo-isles.js'
export { demoMarches } from './maps/demo-marches.js'
export { demoIslesOpening, demoMarchesOpening } from './maps/openings.js'
