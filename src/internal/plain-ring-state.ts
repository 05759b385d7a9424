/**
 * A ring state a server receives, checked by hand in one pass: what the
 * boundary's shapes check (boundary.ts), with no closure per field, no list
 * of keys and no string, since a state the library has never seen is read
 * in full on every call. It answers only whether the whole state fits; the
 * shapes, run once it says no, say where it goes wrong. It reads what the
 * shapes read (own enumerable keys, as `Object.keys` lists them) and may
 * refuse more than they do (a field that is own but not enumerable, a
 * prototype that lends keys to `for...in`), never less, so that "fits" here
 * always means the shapes find nothing.
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

/**
 * The figures standing in the regions a die move leaves and enters, filled
 * in by one pass, for the length of one call. Mutable only while the pass
 * runs.
 *
 * @internal
 */
export interface Gathered {
  readonly to: string
  /** The region of the group's first figure, if it was found. */
  readonly origin: string | undefined
  readonly inTo: string[]
  readonly inOrigin: string[]
}

const isId = (value: unknown): boolean => typeof value === 'string' && value.length > 0

const isSide = (value: unknown): boolean => value === 'free' || value === 'shadow'

const isFigureKind = (kind: unknown): boolean =>
  kind === 'regular' || kind === 'elite' || kind === 'leader' || kind === 'nazgul' || kind === 'companion' || kind === 'minion'

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value)

// The fields are read by name (one shape for every figure of a record, so each read is one check), then the keys
// walked only to find a field that is not the format's, or a required one that is not the figure's own.
// Object.prototype.hasOwnProperty is written out, not Object.hasOwn: V8 answers it from the for-in's own enumeration.
const plainFigure = (figure: unknown): boolean => {
  if (typeof figure !== 'object' || figure === null) return false
  const { kind, region, nation, side, name } = figure as Readonly<Record<string, unknown>>
  if (!isFigureKind(kind) || !isId(region) || (nation !== undefined && !isId(nation))) return false
  if ((side !== undefined && !isSide(side)) || (name !== undefined && typeof name !== 'string')) return false
  let required = 0
  for (const key in figure) {
    if (!Object.prototype.hasOwnProperty.call(figure, key)) return false
    if (key === 'kind' || key === 'region') required++
    else if (key !== 'nation' && key !== 'side' && key !== 'name') return false
  }
  return required === 2
}

// The record is read with Object.values (and Object.keys where ids are gathered): builtins, as fast whatever
// records the process walked before, where a for...in over the record, or a read per id, slows down for good once
// it has walked a large record (which V8 keeps as a dictionary) in the same place.
const plainFigures = (figures: unknown, gathered: Gathered | null): boolean => {
  if (!isObject(figures)) return false
  const all = Object.values(figures)
  if (gathered === null) {
    for (let at = 0; at < all.length; at++) if (!plainFigure(all[at])) return false
    // The shapes refuse an empty id; one that is not enumerable they do not see, but refusing it here only means asking them.
    return !Object.hasOwn(figures, '')
  }
  const ids = Object.keys(figures)
  if (ids.length !== all.length) return false
  const { to } = gathered
  const origin = gathered.origin ?? ''
  for (let at = 0; at < all.length; at++) {
    const figure = all[at]
    const id = ids[at] as string
    if (!plainFigure(figure) || id.length === 0) return false
    // Lengths first: most regions differ from both in length, and that costs no call to compare strings.
    const { region } = figure as { readonly region: string }
    const { length } = region
    if (length === to.length && region === to) gathered.inTo.push(id)
    else if (length === origin.length && region === origin) gathered.inOrigin.push(id)
  }
  return true
}

const plainNation = (nation: unknown): boolean => {
  if (typeof nation !== 'object' || nation === null) return false
  const { side, atWar } = nation as Readonly<Record<string, unknown>>
  if (!isSide(side) || typeof atWar !== 'boolean') return false
  let required = 0
  for (const key in nation) {
    if (!Object.prototype.hasOwnProperty.call(nation, key) || (key !== 'side' && key !== 'atWar')) return false
    required++
  }
  return required === 2
}

const plainNations = (nations: unknown): boolean => {
  if (!isObject(nations)) return false
  for (const key in nations) if (!Object.prototype.hasOwnProperty.call(nations, key) || key.length === 0 || !plainNation(nations[key])) return false
  return true
}

const plainControl = (control: unknown): boolean => {
  if (!isObject(control)) return false
  for (const key in control) if (!Object.prototype.hasOwnProperty.call(control, key) || key.length === 0 || !isSide(control[key])) return false
  return true
}

const plainFields = (state: Readonly<Record<string, unknown>>, gathered: Gathered | null): boolean => {
  let required = 0
  for (const key in state) {
    if (!Object.prototype.hasOwnProperty.call(state, key)) return false
    const value = state[key]
    switch (key) {
      case 'format':
        if (value !== 'marchlaw/state@1') return false
        required++
        break
      case 'ruleset':
        if (value !== 'ring') return false
        required++
        break
      case 'nations':
        if (!plainNations(value)) return false
        required++
        break
      case 'figures':
        if (!plainFigures(value, gathered)) return false
        required++
        break
      // An optional field may be given as undefined, which means absent.
      case '$schema':
        if (value !== undefined && typeof value !== 'string') return false
        break
      case 'control':
        if (value !== undefined && !plainControl(value)) return false
        break
      case 'stackingLimit':
        if (value !== undefined && !(Number.isSafeInteger(value) && (value as number) >= 1)) return false
        break
      case 'stackingCheck':
        if (value !== undefined && value !== 'each-move' && value !== 'end-of-action') return false
        break
      default:
        return false
    }
  }
  return required === 4
}

/**
 * Whether `state` is a ring state of the format, checked in one pass (see
 * the module's note); with `gathered`, the ids of the figures in its two
 * regions are pushed onto its lists on the way, in the record's order.
 *
 * @internal
 */
export const isPlainRingState = (state: unknown, gathered: Gathered | null = null): boolean => {
  try {
    return isObject(state) && plainFields(state, gathered)
  } catch {
    // A value that cannot be read is the shapes' to describe.
    return false
  }
}
