/**
 * How a state made by `applyMove` carries its large records in the
 * library's persistent form. The next state keeps the format's shape (its
 * `figures`, `units` or `exploration` is a record like any other, read and
 * serialised the usual way), but that record is built only when someone
 * reads it; the library itself asks the persistent form. A bot that applies
 * moves and asks the library about the results never pays for a copy of a
 * record, so a move costs what it touches, whatever the size of the game.
 *
 * The persistent forms are kept beside the state, attached to the mark of
 * what the library owns (owned.ts, a private name), never in a field: nothing reachable from a state is a `Map`, a `Set` or
 * a caller's object, so JSON, `structuredClone`, `postMessage` and immer see
 * plain data. Every state this module makes is the library's own: frozen,
 * its other fields the library's frozen copies (see owned.ts), so the
 * persistent form can never disagree with it. A state rebuilt from one (a
 * spread with a changed field, a clone) carries nothing and is read afresh,
 * reusing the persistent form of any record it kept.
 *
 * @since 0.1.0
 * @module
 * @internal
 */
import { entryOf, keyedRecordOf, plainRecordOf, type KeyedRecord } from './persistent-record.js'
import { pieceOf, readPieces, recordOf, tableOf, type PieceTable, type Pieces, type Placed } from './piece-table.js'
import { isOwned, owned, ownCopy, ownedWith } from './owned.js'
import { setOwn } from './own-record.js'
import { NONE } from './list.js'

/**
 * A field in persistent form, as a state carries it: a table of pieces, or
 * a keyed record of other entries.
 *
 * @since 0.1.0
 * @category model
 * @internal
 */
export type Form = PieceTable<Placed> | KeyedRecord<unknown>

/** The forms a state carries, by field name: the one object attached to its mark. */
type Forms = Readonly<Record<string, Form>>

const isTable = (form: Form): form is PieceTable<Placed> => 'view' in form

// The keyed record of each plain `entries` record the library built, so that a state rebuilt around it reads it back.
const entryRecords = new WeakMap<object, KeyedRecord<unknown>>()

/** The form `field` of `state` carries, if any: own keys of the forms only. */
const formIn = (state: object, field: string): Form | undefined => {
  // Only `revise` attaches anything, and only the forms a state carries.
  const forms = ownedWith(state) as Forms | null | undefined
  return forms !== undefined && forms !== null && Object.hasOwn(forms, field) ? forms[field] : undefined
}

const plainOf = (form: Form): Readonly<Record<string, unknown>> => {
  if (isTable(form)) return recordOf(form)
  const known = form.memo.plain
  if (known !== null) return known
  const plain = plainRecordOf(form)
  entryRecords.set(plain, form)
  return plain
}

// One getter per field name, shared by every carrying state, so V8 gives them all the same shape. The last one asked
// for is at hand: every move of a ruleset asks for its one field's, where a look-up by name costs a hash and a compare.
const getters = new Map<string, PropertyDescriptor>()
let lastName: string | null = null
let lastGetter: PropertyDescriptor = {}
const lazy = (name: string): PropertyDescriptor => {
  if (name === lastName) return lastGetter
  lastName = name
  const known = getters.get(name)
  if (known !== undefined) return (lastGetter = known)
  const descriptor: PropertyDescriptor = {
    get(this: object) {
      // `this` is the state, or an object whose prototype chain leads to one.
      for (let at: object | null = this; at !== null; at = Object.getPrototypeOf(at)) {
        const form = formIn(at, name)
        if (form !== undefined) return plainOf(form)
      }
      return undefined
    },
    enumerable: true,
    configurable: false,
  }
  getters.set(name, descriptor)
  return (lastGetter = descriptor)
}

// Annex B's __defineGetter__ gives an object a getter without reading a descriptor object, which V8 does about 100 ns
// faster than defineProperty, once per move applied. Its getter is configurable, as a new state's stays only until it
// is frozen (owned.ts), so the state a caller sees is the same. A host without it defines the property.
const defineGetter: unknown = Reflect.get(Object.prototype, '__defineGetter__')

/** Gives the state `next`, not yet frozen, the getter of its carried field `name`. */
const carry = (next: object, name: string): void => {
  const descriptor = lazy(name)
  if (typeof defineGetter === 'function') defineGetter.call(next, name, descriptor.get)
  else Object.defineProperty(next, name, descriptor)
}

/**
 * The table of the pieces in `state[field]`: the one the state carries, else
 * the one cached for (or built from) the record.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const piecesOf = <S extends { readonly [F in K]: Readonly<Record<string, Placed>> }, K extends string>(
  state: S,
  field: K,
): PieceTable<S[K][string]> => (carriedTableOf(state, field) ?? tableOf(state[field])) as PieceTable<S[K][string]>

/**
 * The table of pieces `state[field]` is carried as, if it is: read there, a
 * piece costs a look-up, where reading the field from the state would
 * build its whole record.
 *
 * @since 0.3.0
 * @category queries
 * @internal
 */
export const carriedTableOf = (state: object, field: string): PieceTable<Placed> | undefined => {
  const form = formIn(state, field)
  return form !== undefined && isTable(form) ? form : undefined
}

/**
 * The piece with an id, read in the table `state[field]` is carried as;
 * `undefined` when the state carries no table for the field, whose record
 * is then read as it is. What names a state's pieces without building the
 * record of a state applyMove made.
 *
 * @since 0.3.0
 * @category queries
 * @internal
 */
export const carriedPieceAt = (state: object, field: string): ((id: string) => Placed | undefined) | undefined => {
  const table = carriedTableOf(state, field)
  return table === undefined ? undefined : (id) => pieceOf(table, id)
}

/**
 * The pieces in `state[field]` for the length of one call: the table the
 * state carries, else the table of a record the library built, else a view
 * of the caller's record that keeps nothing.
 *
 * @since 0.2.0
 * @category queries
 * @internal
 */
export const piecesRead = <S extends { readonly [F in K]: Readonly<Record<string, Placed>> }, K extends string>(
  state: S,
  field: K,
): Pieces<S[K][string]> =>
  (carriedTableOf(state, field) ?? readPieces(state[field])) as Pieces<S[K][string]>

/**
 * The entries of `state[field]` as a keyed record: the one the state
 * carries, else one cached for (or built from) the record; `undefined` when
 * the state leaves the field out.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const entriesOf = <S extends { readonly [F in K]?: Readonly<Record<string, unknown>> }, K extends string>(
  state: S,
  field: K,
): KeyedRecord<NonNullable<S[K]>[string]> | undefined => {
  const form = formIn(state, field)
  if (form !== undefined && !isTable(form)) return form as KeyedRecord<NonNullable<S[K]>[string]>
  const plain = state[field]
  if (plain === undefined) return undefined
  const own = isOwned(plain)
  const known = own ? entryRecords.get(plain) : undefined
  if (known !== undefined) return known as KeyedRecord<NonNullable<S[K]>[string]>
  // A record the library did not build is read afresh and copied: it may change after this call.
  const record = keyedRecordOf<unknown>(plain, ownCopy)
  if (own) entryRecords.set(plain, record)
  return record as KeyedRecord<NonNullable<S[K]>[string]>
}

/**
 * The entry `key` of the record `state[field]`, read where it is: in the
 * keyed record the state carries, else in the plain record (never an
 * inherited property); `undefined` when absent.
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const fieldEntry = <S extends { readonly [F in K]?: Readonly<Record<string, unknown>> }, K extends string>(
  state: S,
  field: K,
  key: string,
): NonNullable<S[K]>[string] | undefined => {
  const form = formIn(state, field)
  if (form !== undefined && !isTable(form)) return entryOf(form, key) as NonNullable<S[K]>[string] | undefined
  const plain = state[field]
  return plain !== undefined && Object.hasOwn(plain, key) ? (plain[key] as NonNullable<S[K]>[string]) : undefined
}

/**
 * Whether `state[field]` is carried in persistent form (reading it from the
 * state would build its plain record).
 *
 * @since 0.1.0
 * @category queries
 * @internal
 */
export const isCarried = (state: object, field: string): boolean => formIn(state, field) !== undefined

const NO_FIELDS: Readonly<Record<string, Form>> = {}

/**
 * A copy of `state` with the fields of `patch` replaced or added, the fields
 * of `without` removed, and the fields of `carried` held in the persistent
 * forms given (a table the library owns: see piece-table.ts's `ownTable`);
 * the other fields the state carries stay carried, and the fields keep their
 * order. The way to derive one state from another inside the library: a
 * spread would build every carried record.
 *
 * @since 0.1.0
 * @category combinators
 * @internal
 */
export const revised = <S extends object>(
  state: S,
  patch: Partial<S>,
  without: ReadonlyArray<keyof S & string> = NONE,
  carried: Readonly<Record<string, Form>> = NO_FIELDS,
): S => {
  let forms: Record<string, Form> | null = null
  for (const name in carried) if (Object.prototype.hasOwnProperty.call(carried, name)) (forms ??= {})[name] = carried[name] as Form
  return revise(state, patch as Record<string, unknown>, without, forms, false)
}

/**
 * A copy of `state` with the pieces of `field` now `table` (a table the
 * library made for it, see piece-table.ts's `movedTo`) and the fields of
 * `fresh` replaced or added, as {@link revised} does: the one step
 * `applyMove` takes per move. The values of `fresh` must be the library's
 * own, just made and frozen, and used nowhere else: the next state holds
 * them as they are, where `revised` would copy them.
 *
 * @since 0.2.0
 * @category combinators
 * @internal
 */
export const withPieces = <S extends object>(state: S, field: keyof S & string, table: PieceTable<Placed>, fresh: Partial<S> | null): S => {
  // A computed key makes an own key even of `__proto__`, at a store site of its own (setOwn's serves every record).
  return revise(state, fresh as Record<string, unknown> | null, NONE, { [field]: table }, true)
}

/**
 * The fields a ruleset's states usually hold before the one they carry, in
 * that order, and an object literal of them read from a state: a state
 * whose keys begin so is built from that literal, where field-by-field
 * stores under names known only at run time cost V8 about ten times as much
 * (see {@link withOnlyPieces}).
 *
 * @since 0.3.0
 * @category model
 * @internal
 */
export interface Lead<S> {
  readonly names: ReadonlyArray<string>
  readonly head: (state: S) => object
  /** The field the states usually hold after the one they carry (not `__proto__`): stored where no other name is. */
  readonly after: string
}

/**
 * {@link withPieces} for a state that carries no field in persistent form
 * but `field`, as a ring state carries its figures: `applyMove`'s one step
 * per move, each field of the state compared by name, where the general
 * revision asks each field four questions. Where the state's keys begin
 * with `lead`'s names and then `field`, and `fresh` changes none of those,
 * the next state starts as `lead`'s literal. Any other state is revised in
 * full.
 *
 * @since 0.3.0
 * @category combinators
 * @internal
 */
export const withOnlyPieces = <S extends object>(state: S, field: keyof S & string, table: PieceTable<Placed>, fresh: Partial<S> | null, lead?: Lead<S>): S => {
  const held = ownedWith(state)
  if (held === undefined || (held !== null && !carriesOnly(held as Forms, field))) return withPieces(state, field, table, fresh)
  const forms: Record<string, Form> = { [field]: table }
  const source = state as Record<string, unknown>
  const changes = fresh as Record<string, unknown> | null
  // The own keys listed once, where isLed and the copy each walked them with for...in.
  const names = Object.keys(state)
  let next: Record<string, unknown>
  // The keys the literal and the carried field already hold, skipped below.
  let at = 0
  // Whether the getter is given yet, kept as a flag where asking the new record cost a call. The changes below never
  // give `field` a value of their own: `fresh` holds other fields (applyMove's changes), and they skip a key given.
  let carried = false
  if (lead !== undefined && isLed(names, lead.names, field, changes)) {
    next = lead.head(state) as Record<string, unknown>
    carry(next, field)
    carried = true
    at = lead.names.length + 1
  } else next = {}
  for (; at < names.length; at++) {
    const name = names[at] as string
    if (name === field) {
      carry(next, name)
      carried = true
    }
    // A store under one name only, which V8 makes as a store under a name known in advance.
    else if (name === lead?.after) next[name] = changes !== null && Object.hasOwn(changes, name) ? changes[name] : source[name]
    else setOwn(next, name, changes !== null && Object.hasOwn(changes, name) ? changes[name] : source[name])
  }
  if (changes !== null) for (const name in changes) if (Object.prototype.hasOwnProperty.call(changes, name) && !Object.hasOwn(next, name)) setOwn(next, name, changes[name])
  if (!carried) carry(next, field)
  return owned(next, forms) as S
}

/** Whether the keys `keys` begin with `names` and then `field`, and `changes` replaces none of `names`. */
const isLed = (keys: ReadonlyArray<string>, names: ReadonlyArray<string>, field: string, changes: Readonly<Record<string, unknown>> | null): boolean => {
  if (keys.length <= names.length || keys[names.length] !== field) return false
  for (let at = 0; at < names.length; at++) if (keys[at] !== names[at]) return false
  return changes === null || !names.some((named) => Object.hasOwn(changes, named))
}

/** Whether `forms` holds no field in persistent form but `field`. */
const carriesOnly = (forms: Forms, field: string): boolean => {
  for (const name in forms) if (Object.prototype.hasOwnProperty.call(forms, name) && name !== field) return false
  return true
}

/**
 * {@link revised}'s work, the forms given unwrapped (in a record of the
 * caller's making, which the new state may keep as its own), `changes`
 * the patch (`null` for none) and `fresh` saying whether its values are
 * the library's own new ones. `applyMove` takes this step for every move a
 * bot searches: each field name is asked as few questions as it can be.
 */
const revise = <S extends object>(state: S, changes: Record<string, unknown> | null, without: ReadonlyArray<string>, given: Record<string, Form> | null, fresh: boolean): S => {
  const held = ownedWith(state)
  // A state the library owns holds only the library's own frozen values: they are shared, not copied again.
  const own = held !== undefined
  let forms = given
  if (held !== undefined && held !== null) {
    const before = held as Forms
    for (const name in before) {
      // A patch that replaces a carried field, or removes it, replaces its persistent form too.
      if (!Object.prototype.hasOwnProperty.call(before, name) || (changes !== null && Object.hasOwn(changes, name)) || (without.length > 0 && without.includes(name)) || (forms !== null && Object.hasOwn(forms, name))) continue
      setOwn((forms ??= {}), name, before[name])
    }
  }
  const next: Record<string, unknown> = {}
  const source = state as Record<string, unknown>
  // for...in lists own keys in the order Object.keys gives them, without making the list. Object.prototype's
  // hasOwnProperty is written out, not Object.hasOwn: V8 answers it from the for-in's own enumeration.
  for (const name in state) {
    if (!Object.prototype.hasOwnProperty.call(state, name) || (without.length > 0 && without.includes(name))) continue
    // A carried field is never read from `state`: reading it would build the record this module exists to avoid.
    if (forms !== null && Object.hasOwn(forms, name)) carry(next, name)
    else if (changes !== null && Object.hasOwn(changes, name)) setOwn(next, name, fresh ? changes[name] : ownCopy(changes[name]))
    else setOwn(next, name, own ? source[name] : ownCopy(source[name]))
  }
  if (changes !== null)
    for (const name in changes) if (Object.prototype.hasOwnProperty.call(changes, name) && !Object.hasOwn(next, name)) setOwn(next, name, fresh ? changes[name] : ownCopy(changes[name]))
  if (forms !== null) for (const name in forms) if (!Object.hasOwn(next, name)) carry(next, name)
  return owned(next, forms) as S
}
