/**
 * marchlaw/boardgame.io: both rulesets as boardgame.io 0.50 games.
 * `heroesGame` and `ringGame` give a `Game` on a bundled map, ready for a
 * `Client`, `Local` or a server (`heroesGameFrom` and `ringGameFrom`: on a
 * map, state and players of your own, checked first); its moves take marchlaw moves
 * as plain JSON and refuse a malformed or illegal one with `INVALID_MOVE`;
 * the game's `explain` gives a client the violations a move would be
 * refused for before it dispatches it, and its `reach` lights the regions
 * an army can reach, both straight from a `G`. The entry loads nothing of
 * boardgame.io at run time (an optional peer dependency: its types only).
 * `matchRecord` writes a match's moves, from its log, as a game record.
 *
 * @module marchlaw/boardgame.io
 */
export { heroesGame, heroesGameFrom, type HeroesGame } from './boardgame-io/heroes.js'
export { ringGame, ringGameFrom, type RingGame } from './boardgame-io/ring.js'
export type { GameOptions, Gameover, MarchlawG, SetupProblem } from './boardgame-io/setup.js'
export { matchRecord } from './boardgame-io/record.js'
