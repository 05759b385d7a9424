/**
 * The shape of a catalogue of words: what each entry is handed, what it may
 * be (a template with named slots, or a function), and what a host hears
 * when one of its entries cannot be used.
 *
 * @since 0.2.0
 * @module
 */
import type { GameEvent, GameEventType } from '../model/event.js'
import type { HeroesMove, HeroesState } from '../model/heroes-state.js'
import type { RingMove, RingState } from '../model/ring-state.js'
import type { Evidence, Violation, ViolationCode } from '../model/violation.js'

/**
 * What a catalogue entry is handed beside the evidence: the display names of
 * regions, pieces, nations and sides or factions, the words of an enemy
 * stack, and the words of a nested violation (the reasons of `NO_PATH`) in
 * the same catalogue.
 *
 * @since 0.2.0
 * @category model
 */
export interface Names {
  /** The map's name of a region, or its id. */
  readonly region: (id: string) => string
  /** The state's name of a unit or figure, or its id. */
  readonly piece: (id: string) => string
  /** The map's name of a nation (`map.nations`), or its id written readably ("south-reach" as "South Reach"). */
  readonly nation: (id: string) => string
  /**
   * A ring side ("the Free Peoples", "the Shadow"), or the map's name of a
   * heroes faction (`map.factions`), or its id written readably.
   */
  readonly side: (id: string) => string
  /**
   * Enemy Army units by kind and count, per nation ("6 Regulars and 3 Elites
   * of Ashland"), given the state; without it, their count and ids.
   */
  readonly stack: (units: ReadonlyArray<string>) => string
  /** The words of a violation, in the catalogue these names serve. */
  readonly violation: (violation: Violation) => string
}

/**
 * Every text the library writes, keyed by violation code, event type and
 * move type: functions of the evidence (or the event, or the move) and the
 * {@link Names}. Complete by its type, so a new code has no words until its
 * entry is written.
 *
 * @since 0.2.0
 * @category model
 */
export type Catalogue = { readonly [C in ViolationCode]: (evidence: Evidence<C>, names: Names) => string } & {
  readonly [T in GameEventType]: (event: Extract<GameEvent, { readonly type: T }>, names: Names) => string
} & { readonly [T in (HeroesMove | RingMove)['type']]: (move: Extract<HeroesMove | RingMove, { readonly type: T }>, names: Names) => string }

/**
 * Entries that replace the English ones, key by key: each a function, as in
 * a {@link Catalogue}, or a template string whose slots name fields of the
 * evidence (of the event, of the move), as a catalogue loaded from a JSON
 * file of strings has them: `"{to} n'est pas voisin de {from}."`.
 *
 * A slot `{field}` takes the field of that name, in words: regions (`region`,
 * `from`, `to`, `last`, `target`, `regions`, `path`) by the map's names;
 * pieces (`id`, `unit`, `units`, `figures`, `leaders`) by the state's;
 * `nations` and `regionNation` by the map's nation names; sides and
 * factions (`owner`, `actor`, `attacker`, `defenders`, `by`, `faction`,
 * `side`, and `from` of `settlement-captured`) as {@link Names.side} words
 * them; lists as "a, b and c"; numbers in digits. `NO_PATH`'s `{reasons}`
 * are the words of each reason; `ENEMY_ARMY` adds `{stack}` (see
 * {@link Names.stack}); a die move's `{moves}` and an event move's
 * `{moves}` and `{allowance}` are worded as the English entries word them.
 * The slots of each code are the fields of its `Evidence` (docs/format.md,
 * and the `Violation` type): for instance `NOT_ADJACENT` has `{from}` and
 * `{to}`, `STACKING_LIMIT` `{region}`, `{count}` and `{limit}`. A slot that
 * names no field stays as written.
 *
 * @since 0.2.0
 * @category model
 */
export type Messages = { readonly [K in keyof Catalogue]?: string | Catalogue[K] }

/**
 * Why an entry of `options.messages` was not used: it is neither a string
 * nor a function (`not-an-entry`), it threw (`threw`, with what it threw),
 * or it returned something other than a string (`not-a-string`, with what
 * it returned). The English words of `key` stand in its place.
 *
 * @since 0.2.0
 * @category model
 */
export interface CatalogueError {
  /** The code, event type or move type of the entry. */
  readonly key: string
  /** Why it was not used. */
  readonly reason: 'not-an-entry' | 'threw' | 'not-a-string'
  /** What the entry was, threw or returned. */
  readonly cause?: unknown
}

/**
 * Options of the words functions: `messages` replaces entries of the English
 * catalogue (a whole {@link Catalogue}, or some entries, functions or
 * template strings: see {@link Messages}); `state` gives the names of
 * figures and units and the kinds of an enemy stack; `onCatalogueError`
 * hears of each entry of `messages` that could not be used, whose English
 * words stand in its place (the words functions never throw for a bad
 * entry, and what `onCatalogueError` throws is ignored).
 *
 * @since 0.2.0
 * @category model
 */
export interface WordsOptions {
  /** Entries replacing the English ones, by key. */
  readonly messages?: Messages
  /** The position whose figures and units are named, and whose enemy stacks are counted by kind. */
  readonly state?: HeroesState | RingState | null
  /** Hears of each entry of `messages` that could not be used; its English words stand in its place. */
  readonly onCatalogueError?: (error: CatalogueError) => void
}

/**
 * English entries of some violation codes, as written: each opens with a
 * capital (an entry that opens with a name makes it one).
 *
 * @internal
 */
export type Entries<C extends ViolationCode> = { readonly [K in C]: (evidence: Evidence<K>, names: Names) => string }
