/**
 * The board functions the rules entry publishes (the design card's `graph`):
 * compile a map, ask how regions meet, and search them. Each lives in
 * `board/`, the bottom layer, which no ruleset is imported by.
 *
 * @since 0.1.0
 * @module
 */
export type { Board, Border, Region } from './board.js'
export { compile } from './compile.js'
export { border, neighbours, staticNeighbours, towerNeighbours, type PlacedPiece } from './neighbours.js'
export { pathTo, reachable, type Neighbours } from './search.js'
