import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { NODE_WIDTH, emptyVector, forEachLeaf, forEachValue, valueAt, vectorOf, withValueAt, withValuesAt, type Vector } from '../src/core/persistent-vector.js'

/** The model of a vector: a plain array, holes and `undefined` both meaning an empty slot. */
type Model = ReadonlyArray<number | undefined>

/** A vector of the test's values (the element type admits the empty slot). */
type Numbers = Vector<number | undefined>

/** One version and what it must hold. */
interface Version {
  readonly vector: Numbers
  readonly model: Model
}

/**
 * Slot indexes: mostly small (so that writes collide and share leaves), some
 * across a few levels, some up to 40,000 (a trie of four levels).
 */
const index = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 70 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 1100 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 40_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(31, 32, 33, 1023, 1024, 1025, 32_767, 32_768, 40_000) },
)

/** A value, sometimes `undefined` (emptying the slot). */
const value = fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined, freq: 5 })

/** What a vector starts from: the empty one, or one built from an array (with empty slots). */
const start = fc.oneof(
  { weight: 1, arbitrary: fc.constant<ReadonlyArray<number | undefined> | null>(null) },
  { weight: 3, arbitrary: fc.array(value, { maxLength: 1200 }) },
)

/**
 * An update applied to an earlier version (`base` picks it, so versions
 * branch): one slot, or several at once, with indexes from a small pool
 * repeated so that a later pair names a slot an earlier pair of the same call
 * named.
 */
const update = fc.oneof(
  fc.record({ kind: fc.constant('one' as const), base: fc.nat(), index, value }),
  fc.record({
    kind: fc.constant('many' as const),
    base: fc.nat(),
    pairs: fc.array(fc.tuple(fc.oneof(index, fc.constantFrom(3, 40, 1030)), value), { maxLength: 12 }),
  }),
)

const applyToModel = (model: Model, pairs: ReadonlyArray<readonly [number, number | undefined]>): Model => {
  const next = model.slice()
  for (const [i, v] of pairs) next[i] = v
  return next
}

/** The filled slots of a model, in slot order. */
const filled = (model: Model): ReadonlyArray<readonly [number, number]> => {
  const out: Array<readonly [number, number]> = []
  model.forEach((v, i) => {
    if (v !== undefined) out.push([i, v])
  })
  return out
}

const visited = (vector: Numbers): ReadonlyArray<readonly [number, number | undefined]> => {
  const out: Array<readonly [number, number | undefined]> = []
  forEachValue(vector, (v, i) => out.push([i, v]))
  return out
}

/** The filled slots found leaf by leaf, checking each leaf's shape on the way. */
const visitedByLeaf = (vector: Numbers): ReadonlyArray<readonly [number, number]> => {
  const out: Array<readonly [number, number]> = []
  let last = -1
  forEachLeaf(vector, (leaf, base) => {
    expect(base % NODE_WIDTH).toBe(0)
    expect(base).toBeGreaterThan(last)
    expect(leaf.length).toBeLessThanOrEqual(NODE_WIDTH)
    last = base
    leaf.forEach((v, slot) => {
      if (v !== undefined) out.push([base + slot, v])
    })
  })
  return out
}

/** Every slot of the model, and a few past its end. */
const expectMatches = ({ vector, model }: Version): void => {
  // Slots that read wrong, as [index, read, expected]: an empty list when all agree (a long array compared whole is slow to diff).
  const wrong: Array<readonly [number, number | undefined, number | undefined]> = []
  for (let i = 0; i < model.length + 40; i++) {
    const read = valueAt(vector, i)
    if (read !== model[i]) wrong.push([i, read, model[i]])
  }
  expect(wrong.slice(0, 5)).toEqual([])
  for (const far of [model.length + 1000, 40_001, 65_536, 1_048_576, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 2])
    if (far >= model.length) expect(valueAt(vector, far)).toBeUndefined()
  for (const negative of [-1, -2, -31, -32, -33, -40_000, -(2 ** 31)]) expect(valueAt(vector, negative)).toBeUndefined()
  expect(visited(vector)).toEqual(filled(model))
  expect(visitedByLeaf(vector)).toEqual(filled(model))
}

describe('persistent vector', () => {
  test.prop([start, fc.array(update, { maxLength: 14 })], { numRuns: 60 })(
    'reads as an array model after any updates, every version keeping its own values',
    (initial, updates) => {
      const versions: Version[] = [
        initial === null ? { vector: emptyVector, model: [] } : { vector: vectorOf(initial), model: initial.slice() },
      ]
      for (const u of updates) {
        const base = versions[u.base % versions.length]
        if (base === undefined) continue
        const pairs = u.kind === 'one' ? [[u.index, u.value] as const] : u.pairs
        const vector =
          u.kind === 'one'
            ? withValueAt(base.vector, u.index, u.value)
            : withValuesAt(
                base.vector,
                u.pairs.map(([i]) => i),
                u.pairs.map(([, v]) => v),
              )
        versions.push({ vector, model: applyToModel(base.model, pairs) })
      }
      // Checked after every update was made: an update that wrote into a shared node would show in an earlier version.
      for (const version of versions) expectMatches(version)
      expect(emptyVector.shift).toBe(0)
      expect(emptyVector.root).toEqual([])
    },
  )

  test.prop([fc.array(value, { maxLength: 1200 })], { numRuns: 60 })('vectorOf holds each item in its slot', (items) => {
    expectMatches({ vector: vectorOf(items), model: items })
  })

  test.prop([fc.array(fc.tuple(index, value), { minLength: 1, maxLength: 20 })], { numRuns: 60 })(
    'withValuesAt equals the same pairs written one at a time, the later pair winning',
    (pairs) => {
      const base: Numbers = vectorOf([1, 2, 3, undefined, 5])
      const together = withValuesAt(
        base,
        pairs.map(([i]) => i),
        pairs.map(([, v]) => v),
      )
      const oneByOne = pairs.reduce<Numbers>((vector, [i, v]) => withValueAt(vector, i, v), base)
      const model = applyToModel([1, 2, 3, undefined, 5], pairs)
      expectMatches({ vector: together, model })
      expectMatches({ vector: oneByOne, model })
      expectMatches({ vector: base, model: [1, 2, 3, undefined, 5] })
    },
  )

  it('grows by levels to reach far slots and keeps the near ones', () => {
    let vector: Vector<string> = emptyVector
    const at = [0, 15, 16, 31, 32, 255, 256, 1023, 1024, 4095, 4096, 32_767, 32_768, 40_000]
    for (const i of at) vector = withValueAt(vector, i, `v${i}`)
    // As many levels as slot 40,000 needs, and no more.
    const levels = vector.shift / Math.log2(NODE_WIDTH) + 1
    expect(NODE_WIDTH ** levels).toBeGreaterThan(40_000)
    expect(NODE_WIDTH ** (levels - 1)).toBeLessThanOrEqual(40_000)
    for (const i of at) expect(valueAt(vector, i)).toBe(`v${i}`)
    const seen: number[] = []
    forEachValue(vector, (_, i) => seen.push(i))
    expect(seen).toEqual(at)
    expect(valueAt(vector, 40_001)).toBeUndefined()
    expect(valueAt(vector, 33)).toBeUndefined()
  })

  it('an empty update changes no value', () => {
    const vector = vectorOf([1, 2, 3])
    const same = withValuesAt(vector, [], [])
    expectMatches({ vector: same, model: [1, 2, 3] })
    expectMatches({ vector, model: [1, 2, 3] })
  })

  it('emptying every slot leaves nothing to visit', () => {
    const vector = vectorOf([1, 2, 3])
    const emptied = withValuesAt(vector, [0, 1, 2], [undefined, undefined, undefined])
    expect(visited(emptied)).toEqual([])
    expect(valueAt(emptied, 1)).toBeUndefined()
    expect(visited(vector)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ])
  })
})
