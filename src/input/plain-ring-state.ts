/**
 * A ring state a server receives, checked by hand in one pass: what the
 * boundary's shapes check (boundary.ts), with no closure per field, no list
 * of keys and no string, since a state the library has never seen is read
 * in full on every call. It answers only whether the whole state fits; the
 * shapes, run once it says no, say where it goes wrong. It reads what the
 * shapes read (own enumerable keys, as `Object.keys` lists them) and may
 * refuse more than they do (a field that is own but not enumerable, a
 * prototype that lends keys to `for...in`), never less, so that "fits" here
 * always means the shapes find nothing, for an object that answers the
 * same each time it is asked (a proxy whose traps change their answers
 * from call to call can tell the two walks different things; a figure's
 * getter could already).
 *
 * While it walks the figures it can also gather the ids of those standing
 * in one or two regions: the regions a die move of one army leaves and
 * enters, which its judgement asks about next, so that the figures are read
 * once, not once more per region.
 *
 * @since 0.2.0
 * @module
 * @internal
 */
import { fields, flag, isObject, oneOf, positive, record, text, type Shape } from './shape.js'
import { ownValue } from '../core/own-record.js'

/**
 * The figures standing in the regions a die move leaves and enters, filled
 * in by one pass, for the length of one call. Mutable only while the pass
 * runs.
 *
 * @internal
 */
export interface Gathered {
  readonly to: string
  /** The region of the group's first figure; `''` (no region's id) if it was not found, or is `to`. */
  readonly origin: string
  readonly inTo: string[]
  readonly inOrigin: string[]
}

/** Whether `value` is one of the two sides. @internal */
export const isSide = (value: unknown): boolean => value === 'free' || value === 'shadow'

/** A side of the ring: `"free"` or `"shadow"`. @internal */
export const side: Shape = oneOf('free', 'shadow')

/** The kind of a figure. @internal */
export const figureKind: Shape = oneOf('regular', 'elite', 'leader', 'nazgul', 'companion', 'minion')

// The kinds of figureKind compared one by one, where the pass reads every figure: the shape searches its list.
const isFigureKind = (kind: unknown): boolean =>
  kind === 'regular' || kind === 'elite' || kind === 'leader' || kind === 'nazgul' || kind === 'companion' || kind === 'minion'

// The record is read with Object.values and Object.keys: builtins, as fast whatever
// records the process walked before, where a for...in over the record, or a read per id, slows down for good once
// it has walked a large record (which V8 keeps as a dictionary) in the same place.
// Each figure is checked in place, in the loop, each string once: most of what a figure costs is V8's own checks of
// what a test reads, so a test written twice (a call that checks an id, then its length compared) is paid twice,
// about a tenth of the call. The fields are read by name (one shape for every figure of a record, so each read is one
// check), then the keys walked only to find a field that is not the format's, or a required one that is not the
// figure's own. An array is no figure, whatever fields it is given: the shapes want an object that is not one.
// Object.prototype.hasOwnProperty is written out, not Object.hasOwn: V8 answers it from the for-in's own enumeration.
const plainFigures = (figures: unknown, gathered: Gathered): boolean => {
  // The empty id, which the shapes refuse, asked once of the record rather than of each id (one that is own but not
  // enumerable is refused too, which the shapes would not: they then have the last word).
  if (!isObject(figures) || Object.hasOwn(figures, '')) return false
  const all = Object.values(figures)
  // The same own enumerable keys, in the same order, as the values: a proxy that lists more of one than of the other
  // is refused here; one that answers otherwise is read differently by the shapes anyway.
  const ids = Object.keys(figures)
  if (ids.length !== all.length) return false
  const { to, origin } = gathered
  const toLength = to.length
  const originLength = origin.length
  for (let at = 0; at < all.length; at++) {
    const figure: unknown = all[at]
    if (!isObject(figure)) return false
    const { kind, region, nation, side, name } = figure as Readonly<Record<string, unknown>>
    if (typeof region !== 'string' || !isFigureKind(kind)) return false
    const { length } = region
    if (length === 0 || (nation !== undefined && (typeof nation !== 'string' || nation.length === 0))) return false
    if ((side !== undefined && side !== 'free' && side !== 'shadow') || (name !== undefined && typeof name !== 'string')) return false
    let required = 0
    for (const key in figure) {
      if (!Object.prototype.hasOwnProperty.call(figure, key)) return false
      if (key === 'kind' || key === 'region') required++
      else if (key !== 'nation' && key !== 'side' && key !== 'name') return false
    }
    if (required !== 2) return false
    // Lengths first: most regions differ from both in length, and that costs no call to compare strings.
    if (length === toLength && region === to) gathered.inTo.push(ids[at] as string)
    else if (length === originLength && region === origin) gathered.inOrigin.push(ids[at] as string)
  }
  return true
}

/**
 * The nations of a ring state, as the shapes check them.
 *
 * @internal
 */
export const ringNations: Shape = record(fields({ side, atWar: flag }))

// The nations by hand, as the figures are: read on every call for a state never seen, where the shapes' closure
// per field and list of keys per nation cost about a seventh of the call. Their keys are walked here, not by a
// walk shared with the die move's steps: one walk over objects of several shapes is slower for each (ring-boundary.ts).
const plainNations = (nations: unknown): boolean => {
  if (!isObject(nations)) return false
  for (const key in nations) {
    if (!Object.prototype.hasOwnProperty.call(nations, key) || key.length === 0) return false
    const nation = nations[key]
    if (!isObject(nation) || !isSide(nation['side']) || typeof nation['atWar'] !== 'boolean') return false
    let fields = 0
    for (const field in nation) {
      if (!Object.prototype.hasOwnProperty.call(nation, field) || (field !== 'side' && field !== 'atWar')) return false
      fields++
    }
    if (fields !== 2) return false
  }
  return true
}

/**
 * The optional fields of a ring state, as the shapes check them: rare, or
 * small (a `control` of a few regions), so the pass asks the shapes.
 *
 * @internal
 */
export const ringStateOptional: Readonly<Record<string, Shape>> = {
  $schema: text,
  control: record(side),
  stackingLimit: positive,
  stackingCheck: oneOf('each-move', 'end-of-action'),
}

const plainFields = (state: Readonly<Record<string, unknown>>, gathered: Gathered): boolean => {
  let required = 0
  for (const key in state) {
    if (!Object.prototype.hasOwnProperty.call(state, key)) return false
    const value = state[key]
    if (key === 'format' ? value === 'marchlaw/state@1' : key === 'ruleset' ? value === 'ring' : key === 'nations' ? plainNations(value) : key === 'figures' && plainFigures(value, gathered)) required++
    else {
      // An optional field may be given as undefined, which means absent.
      const shape = ownValue(ringStateOptional, key)
      if (shape === undefined || (value !== undefined && shape(value) !== null)) return false
    }
  }
  return required === 4
}

// No figure stands in the region '' (an id is never empty): nothing is ever gathered here.
const NOWHERE: Gathered = { to: '', origin: '', inTo: [], inOrigin: [] }

/**
 * Whether `state` is a ring state of the format, checked in one pass (see
 * the module's note); with `gathered`, the ids of the figures in its two
 * regions are pushed onto its lists on the way, in the record's order.
 *
 * @internal
 */
export const isPlainRingState = (state: unknown, gathered: Gathered = NOWHERE): boolean => {
  try {
    return isObject(state) && plainFields(state, gathered)
  } catch {
    // A value that cannot be read is the shapes' to describe.
    return false
  }
}
