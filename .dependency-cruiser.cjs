// The dependency rule of the house (docs/architecture.md): every import points down the layers, the two
// rulesets never import each other, and there is no import cycle, type-only imports included. `npm test`
// runs it (`npm run layers`); a rule that fails names the import that breaks it.
//
// The layers, bottom first, as the source is laid out today:
//   model      src/model/                      types of maps, states, moves, violations, events
//   board      src/board/, src/graph.ts        compile, lint, routes, search, neighbours
//   internal   src/internal/ (but count-moves) the position representation, shapes
//   words      src/words.ts, src/words/        the message catalogue; a violation is made with its words
//   input      src/internal/*boundary.ts       raw value -> checked value; refuses with violations, so above words:
//              one boundary per ruleset (heroes-, ring-) over shared-boundary.ts, and boundary.ts for both
//   heroes     march, exploration, heroes      the March and exploration rules
//   ring       army, event-movement, ring      the army-movement rules (and internal/count-moves.ts)
//   edges      entries, json/, codec/, cli/, boardgame-io/, maps/, demo/, adopt, position-key
const heroes = '^src/(march|exploration|heroes)([.]ts$|/)'
const ring = '^src/(army|event-movement|ring)([.]ts$|/)|^src/internal/count-moves[.]ts$'
const rulesets = `${heroes}|${ring}`
const board = '^src/(board/|graph[.]ts$)'
const input = '^src/internal/(boundary|shared-boundary|heroes-boundary|ring-boundary)[.]ts$'
// What one ruleset's game carries of the layers below the rules: its own boundary and words, never the other's.
const heroesBelow = '^src/internal/heroes-boundary[.]ts$|^src/words/(heroes|heroes-english)[.]ts$'
const ringBelow = '^src/internal/(ring-boundary|plain-ring-state)[.]ts$|^src/words/(ring|ring-english)[.]ts$'
const edges = '^src/(index|json|maps|boardgame-io|cli|adopt|position-key)[.]ts$|^src/(json|codec|cli|boardgame-io|maps|demo)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'No import cycle, type-only imports included: a cycle makes a layer of its files, and a bundler keeps all of it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'model-imports-model',
      comment: 'model/ holds types only and imports nothing but model/ (and the types of the peer packages).',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { pathNot: '^src/model/', dependencyTypesNot: ['npm', 'npm-peer', 'npm-dev', 'core'] },
    },
    {
      name: 'board-imports-no-ruleset',
      comment: 'The board layer knows maps, not rules: it imports only board, model, and the shapes and Either of internal/.',
      severity: 'error',
      from: { path: board },
      to: { pathNot: `${board}|^src/model/|^src/internal/(either|shape)[.]ts$`, dependencyTypesNot: ['npm', 'npm-peer', 'npm-dev', 'core'] },
    },
    {
      name: 'heroes-imports-no-ring',
      comment: 'A heroes game bundles no ring code: the heroes ruleset never imports the ring one.',
      severity: 'error',
      from: { path: heroes },
      to: { path: ring },
    },
    {
      name: 'ring-imports-no-heroes',
      comment: 'The ring ruleset never imports the heroes one.',
      severity: 'error',
      from: { path: ring },
      to: { path: heroes },
    },
    {
      name: 'heroes-carries-no-ring-input-or-words',
      comment:
        "A heroes game carries none of the ring's shapes or words: the heroes ruleset, its boundary and its words import neither the ring boundary (nor the plain ring state's pass) nor the ring words.",
      severity: 'error',
      from: { path: `${heroes}|${heroesBelow}` },
      to: { path: ringBelow },
    },
    {
      name: 'ring-carries-no-heroes-input-or-words',
      comment: "A ring game carries none of the heroes' shapes or words.",
      severity: 'error',
      from: { path: `${ring}|${ringBelow}` },
      to: { path: heroesBelow },
    },
    {
      name: 'shared-input-and-words-import-no-ruleset-of-their-own',
      comment: 'What both boundaries and both catalogues share imports neither ruleset part, or a game of one would carry the other.',
      severity: 'error',
      from: { path: '^src/internal/shared-boundary[.]ts$|^src/words/(shared-english|grammar|names|naming|input|violation|catalogue)[.]ts$' },
      to: { path: `${heroesBelow}|${ringBelow}` },
    },
    {
      name: 'lower-layers-import-no-ruleset',
      comment: 'The representation, the boundary and the words sit below both rulesets and import neither.',
      severity: 'error',
      from: { path: '^src/internal/|^src/words([.]ts$|/)', pathNot: ring },
      to: { path: rulesets },
    },
    {
      name: 'internal-imports-no-words',
      comment:
        'The representation builds no text: words are put on where a violation is made, by a ruleset or by the input boundaries (internal/*boundary.ts, which refuse a malformed move, state or board).',
      severity: 'error',
      from: { path: '^src/internal/', pathNot: `${ring}|${input}` },
      to: { path: '^src/words([.]ts$|/)' },
    },
    {
      name: 'rules-import-no-edge',
      comment: 'The rules never import an entry or an edge (JSON, codecs, the command line, boardgame.io, maps, demos).',
      severity: 'error',
      from: { path: `${rulesets}|${board}|^src/(model|internal)/|^src/words([.]ts$|/)` },
      to: { path: edges },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
