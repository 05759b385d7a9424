/**
 * Scenes: a generated position with one move of it, legal or illegal as
 * asked. A legal move is drawn by the rules' own `randomMove` from a seed the
 * arbitrary holds, so that every shrink of the seed or of the position is
 * again a legal move of its position; an illegal one is a plausible or junk
 * move that the rules refuse.
 *
 * @internal
 * @module
 */
import * as fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { heroes, ring, type Allowance, type Board, type HeroesMove, type HeroesState, type MapFile, type RingMove, type RingState, type Side } from 'marchlaw'
import { heroesPositions, arbitraryMarchChoice, buildMarch, marchable, type HeroesPosition } from './heroes.js'
import { arbitraryRingPosition, type RingPosition } from './ring.js'
import { arbitraryAnyEventMove, arbitraryAttack, arbitraryDieMove } from './ring-moves.js'
import { seeded } from './seeded.js'

/**
 * Whether a scene's move is to be legal or illegal.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export type Verdict = 'legal' | 'illegal'

/**
 * A heroes position (map, board, state) and one move of it.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export interface HeroesScene {
  readonly map: MapFile
  readonly board: Board
  readonly state: HeroesState
  readonly move: HeroesMove
}

/**
 * A ring position (map, board, state) and one move of it.
 *
 * @since 0.2.0
 * @category arbitraries
 */
export interface RingScene {
  readonly map: MapFile
  readonly board: Board
  readonly state: RingState
  readonly move: RingMove
}

const seeds = fc.integer({ min: 0, max: 0x7fffffff })
const cleanHeroes = heroesPositions(false)

const heroesScene = (position: HeroesPosition, move: HeroesMove | null): HeroesScene | null =>
  move === null ? null : { map: position.map, board: position.board, state: position.state, move }

const isScene = <S>(scene: S | null): scene is S => scene !== null

/** A heroes scene: `legal` draws a move by the rules, `illegal` keeps a built March they refuse. @internal */
export const heroesScenes = (verdict: Verdict): fc.Arbitrary<HeroesScene> =>
  verdict === 'legal'
    ? fc
        .tuple(cleanHeroes.map((p): HeroesPosition => ({ ...p, state: marchable(p.state) })), fc.nat(), seeds)
        .map(([position, pick, seed]) => {
          const faction = position.factions[pick % position.factions.length] ?? 'red'
          return heroesScene(position, heroes.randomMove(position.board, position.state, faction, seeded(seed)))
        })
        .filter(isScene)
    : fc
        .tuple(cleanHeroes, arbitraryMarchChoice)
        .map(([position, choice]) => heroesScene(position, buildMarch(position, choice)))
        .filter(isScene)
        .filter((scene) => E.isLeft(heroes.validateMove(scene.board, scene.state, scene.move)))

const allowances: fc.Arbitrary<Allowance> = fc.record({ armies: fc.integer({ min: 1, max: 2 }), regions: fc.integer({ min: 1, max: 2 }) })
const actions = fc.oneof(fc.constantFrom<'army-die' | 'character-die'>('army-die', 'character-die'), allowances)
const sides = fc.constantFrom<Side>('free', 'shadow')

const ringScene = (position: RingPosition, move: RingMove | null): RingScene | null =>
  move === null ? null : { map: position.map, board: position.board, state: position.state, move }

/** A ring scene: `legal` draws a die or event move by the rules, `illegal` keeps a plausible or junk move they refuse. @internal */
export const ringScenes = (verdict: Verdict): fc.Arbitrary<RingScene> =>
  verdict === 'legal'
    ? fc
        .tuple(arbitraryRingPosition(), sides, actions, seeds)
        .map(([position, side, action, seed]) => ringScene(position, ring.randomMove(position.board, position.state, side, action, seeded(seed))))
        .filter(isScene)
    : fc
        .tuple(arbitraryRingPosition(), sides)
        .chain(([position, side]) =>
          fc
            .oneof(arbitraryDieMove(position, side), arbitraryAnyEventMove(position, side), arbitraryAttack(position, side))
            .map((move): RingScene => ({ map: position.map, board: position.board, state: position.state, move })),
        )
        .filter((scene) => E.isLeft(ring.validateMove(scene.board, scene.state, scene.move)))
