import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { entryOf, keyedRecordOf, plainRecordOf, slotFor, withEntry, type KeyedRecord, type Keys } from '../src/core/persistent-record.js'

/**
 * Keys: plain names, names an object inherits or treats specially
 * (`__proto__`, `constructor`, `toString`), the empty string, and
 * integer-like names (which a JavaScript object lists first, in numeric order).
 */
const keyPool = ['a', 'b', 'zeta', 'k3', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '2', '10', 'inherited'] as const
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keyPool) }, { weight: 1, arbitrary: fc.string({ maxLength: 3 }) })

/** A value, sometimes `undefined` (an entry a record leaves out; for withEntry, a removal). */
const value = fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined, freq: 5 })

/** Sets `key` as an own enumerable data property, even `__proto__`. */
const define = (target: Record<string, number>, k: string, v: number | undefined): void => {
  Object.defineProperty(target, k, { value: v, enumerable: true, writable: true, configurable: true })
}

/**
 * A plain record of the entries (in that order), inheriting `inherited` and
 * `a` from its prototype: a keyed record must see own entries only.
 */
const recordOf = (entries: ReadonlyArray<readonly [string, number | undefined]>, withPrototype: boolean): Record<string, number> => {
  const prototype: Record<string, number> = {}
  define(prototype, 'inherited', 1000)
  define(prototype, 'a', 1001)
  const record: Record<string, number> = withPrototype ? (Object.create(prototype) as Record<string, number>) : {}
  for (const [k, v] of entries) define(record, k, v)
  return record
}

/** The model of one version: its entries. */
interface Model {
  readonly entries: ReadonlyMap<string, number>
}

/**
 * The model of the key order, shared by every version made from one plain
 * record (the documented slot order): the plain record's own key order, then
 * each key the first time any version set it. A key removed and set again
 * keeps its first place.
 */
interface Family {
  readonly order: string[]
}

/** The plain record a version must read as: the model's entries, defined in slot order. */
const expectedPlain = (family: Family, model: Model): Record<string, number> => {
  const plain: Record<string, number> = {}
  for (const k of family.order) {
    const v = model.entries.get(k)
    if (v !== undefined) define(plain, k, v)
  }
  return plain
}

const expectVersion = (record: KeyedRecord<number>, family: Family, model: Model): void => {
  for (const k of new Set([...keyPool, ...family.order, 'valueOf', '__defineGetter__'])) expect(entryOf(record, k)).toBe(model.entries.get(k))
  const plain = plainRecordOf(record)
  const expected = expectedPlain(family, model)
  expect(Object.keys(plain)).toEqual(Object.keys(expected))
  expect(Object.entries(plain)).toEqual(Object.entries(expected))
  expect(Object.getPrototypeOf(plain)).toBe(Object.prototype)
  expect(Object.hasOwn(plain, '__proto__')).toBe(model.entries.has('__proto__'))
  expect(JSON.stringify(plain)).toBe(JSON.stringify(expected))
}

const update = fc.record({ base: fc.nat(), key, value })

describe('persistent record', () => {
  test.prop(
    [fc.array(fc.tuple(key, value), { maxLength: 14 }), fc.boolean(), fc.array(update, { maxLength: 20 }), fc.array(fc.boolean(), { maxLength: 21 })],
    { numRuns: 150 },
  )('reads as a Map model after sets and removals, every version keeping its own entries', (initial, withPrototype, updates, readEarly) => {
    const plain = recordOf(initial, withPrototype)
    const family: Family = { order: [] }
    const entries = new Map<string, number>()
    for (const k of Object.keys(plain)) {
      const v = plain[k]
      if (v !== undefined) {
        entries.set(k, v)
        family.order.push(k)
      }
    }
    const versions: Array<{ readonly record: KeyedRecord<number>; readonly model: Model; read: Readonly<Record<string, number>> | null }> = [
      { record: keyedRecordOf(plain), model: { entries }, read: null },
    ]
    updates.forEach((u, at) => {
      const base = versions[u.base % versions.length]
      if (base === undefined) return
      // Some versions are read as plain records before later versions are made from them.
      if (readEarly[at] === true) base.read = plainRecordOf(base.record)
      const next = new Map(base.model.entries)
      if (u.value === undefined) next.delete(u.key)
      else {
        next.set(u.key, u.value)
        if (!family.order.includes(u.key)) family.order.push(u.key)
      }
      versions.push({ record: withEntry(base.record, u.key, u.value), model: { entries: next }, read: null })
    })
    for (const version of versions) {
      expectVersion(version.record, family, version.model)
      if (version.read !== null) expect(plainRecordOf(version.record)).toBe(version.read)
    }
  })

  test.prop([fc.array(fc.tuple(key, value), { maxLength: 14 }), fc.boolean()], { numRuns: 100 })(
    'a keyed record of a plain one holds its own defined entries, in its key order',
    (initial, withPrototype) => {
      const plain = recordOf(initial, withPrototype)
      const ownDefined = Object.keys(plain).filter((k) => plain[k] !== undefined)
      const record = keyedRecordOf(plain)
      expect(record.keys.names).toEqual(ownDefined)
      if (withPrototype && !Object.hasOwn(plain, 'inherited')) expect(entryOf(record, 'inherited')).toBeUndefined()
      expect(Object.entries(plainRecordOf(record))).toEqual(ownDefined.map((k) => [k, plain[k]]))
    },
  )

  test.prop([fc.array(fc.tuple(key, value), { maxLength: 10 })], { numRuns: 50 })('plainRecordOf builds once and returns the same object', (initial) => {
    const record = keyedRecordOf(recordOf(initial, false))
    const first = plainRecordOf(record)
    expect(plainRecordOf(record)).toBe(first)
    const changed = withEntry(record, 'added', 1)
    expect(plainRecordOf(changed)).not.toBe(first)
    expect(plainRecordOf(changed)).toBe(plainRecordOf(changed))
    expect(plainRecordOf(record)).toBe(first)
    expect(Object.hasOwn(first, 'added')).toBe(false)
  })

  it('keeps __proto__ a plain own entry, and the prototype untouched', () => {
    const plain: Record<string, number> = {}
    define(plain, '__proto__', 1)
    define(plain, 'b', 2)
    const record = keyedRecordOf(plain)
    expect(entryOf(record, '__proto__')).toBe(1)
    const changed = withEntry(record, '__proto__', 3)
    const read = plainRecordOf(changed)
    expect(Object.keys(read)).toEqual(['__proto__', 'b'])
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(read, '__proto__')?.value).toBe(3)
    expect(JSON.stringify(read)).toBe('{"__proto__":3,"b":2}')
    expect(entryOf(record, '__proto__')).toBe(1)
  })

  it('ignores entries a record inherits', () => {
    const prototype = { inherited: 1 }
    const plain = Object.create(prototype) as Record<string, number>
    plain['own'] = 2
    const record = keyedRecordOf(plain)
    expect(entryOf(record, 'inherited')).toBeUndefined()
    expect(entryOf(record, 'toString')).toBeUndefined()
    expect(plainRecordOf(record)).toEqual({ own: 2 })
  })

  it('removing a key it never held returns the record itself; removing a held key drops it', () => {
    const record = keyedRecordOf({ a: 1, b: 2 })
    expect(withEntry(record, 'missing', undefined)).toBe(record)
    const without = withEntry(record, 'a', undefined)
    expect(entryOf(without, 'a')).toBeUndefined()
    expect(plainRecordOf(without)).toEqual({ b: 2 })
    expect(Object.keys(plainRecordOf(withEntry(without, 'c', 3)))).toEqual(['b', 'c'])
    expect(plainRecordOf(record)).toEqual({ a: 1, b: 2 })
  })

  it('slotFor gives a new key the next slot and a known key its own', () => {
    const keys: Keys = { slotOf: new Map(), names: [] }
    expect(slotFor(keys, 'x')).toBe(0)
    expect(slotFor(keys, 'y')).toBe(1)
    expect(slotFor(keys, 'x')).toBe(0)
    expect(slotFor(keys, '__proto__')).toBe(2)
    expect(keys.names).toEqual(['x', 'y', '__proto__'])
  })

  it('keeps order and entries across a record of many keys', () => {
    const plain: Record<string, number> = {}
    for (let i = 0; i < 3000; i++) plain[`k${i}`] = i
    let record = keyedRecordOf(plain)
    record = withEntry(record, 'k1500', undefined)
    record = withEntry(record, 'k2999', -1)
    record = withEntry(record, 'new', 7)
    const read = plainRecordOf(record)
    const keys = Object.keys(read)
    expect(keys.length).toBe(3000)
    expect(keys[0]).toBe('k0')
    expect(keys[1499]).toBe('k1499')
    expect(keys[1500]).toBe('k1501')
    expect(keys.slice(-2)).toEqual(['k2999', 'new'])
    expect(read['k2999']).toBe(-1)
    expect(entryOf(record, 'k1500')).toBeUndefined()
    expect(Object.keys(plainRecordOf(keyedRecordOf(plain)))).toEqual(Object.keys(plain))
  })
})
