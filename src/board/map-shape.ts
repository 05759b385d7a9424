/**
 * The shape of a map file, checked before anything reads it: a value that
 * is not a map is answered with where it first differs, never a throw.
 *
 * @since 0.2.0
 * @module
 */
import { fields, finite, id, list, miss, shapeProblem, oneOf, record, text, type ShapeProblem, type Shape } from '../input/shape.js'

const two = (expected: string, item: Shape): Shape => {
  const items = list(item)
  return (value) => (Array.isArray(value) && value.length === 2 ? items(value) : miss(expected))
}
const pair = /* @__PURE__ */ two('a pair of region ids', id)
const point = /* @__PURE__ */ two('a point [x, y]', finite)

const mapShape: Shape = /* @__PURE__ */ fields(
  {
    format: oneOf('marchlaw/map@1'),
    regions: record(
      fields(
        { kind: oneOf('land', 'sea', 'capital') },
        { name: text, terrain: text, nation: id, settlement: oneOf('town', 'city', 'stronghold', 'fortification'), faction: id },
      ),
    ),
    adjacent: list(pair),
  },
  {
    $schema: text,
    name: text,
    impassable: list(pair),
    ferries: list(fields({ endpoints: list(id) }, { graticule: id })),
    layout: record(point),
    nations: record(fields({}, { name: text })),
    factions: record(fields({}, { name: text })),
  },
)

/**
 * Where a value given as a map first differs from the format's shape, as a
 * path inside the map (`regions.a.kind`, the way {@link lintMap} writes
 * them); `null` when it fits.
 *
 * @internal
 */
export const mapShapeProblem = (map: unknown): ShapeProblem | null => {
  const wrong = shapeProblem(mapShape, map, '')
  return wrong === null ? null : { path: wrong.path.replace(/^\./, '') || '(the map)', expected: wrong.expected }
}
