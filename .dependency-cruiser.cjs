// The dependency rule of the house (docs/architecture.md): every import points down the layers, the two
// rulesets never import each other, and there is no import cycle, type-only imports included. `npm test`
// runs it (`npm run layers`); a rule that fails names the import that breaks it.
//
// The layers, bottom first:
//   model      src/model/          types of maps, states, moves, violations, events; imports nothing
//   footing    src/core/either.ts, src/core/list.ts, src/core/memo.ts, src/input/shape.ts: the Either, lists, memos
//              and shapes every layer uses (the memos are the core's, below the board so that it keeps none of its own)
//   board      src/board/          compile (regions numbered), lint, routes, search, neighbours
//   core       src/core/           the position representation and its memos
//   words      src/words/          the message catalogue; a violation is made with its words
//   input      src/input/          raw value -> checked value (boundary, adopt); refuses with violations
//   heroes     src/heroes/         the March and exploration rules
//   ring       src/ring/           the army-movement rules: die moves, attacks, event moves
//   edges      the entries (src/*.ts), json/, cli/, boardgame-io/, maps/, demo/, arbitraries/
const model = '^src/model/'
const footing = '^src/(core/(either|list|memo)|input/shape)[.]ts$'
const board = '^src/board/'
const core = '^src/core/'
const words = '^src/words/'
const input = '^src/input/'
const heroes = '^src/heroes/'
const ring = '^src/ring/'
const rulesets = `${heroes}|${ring}`
// What one ruleset's game carries of the layers below the rules: its own input boundary and words, never the other's.
const heroesBelow = '^src/input/heroes-boundary[.]ts$|^src/words/(heroes|heroes-english)[.]ts$'
const ringBelow = '^src/input/(ring-boundary|plain-ring-state)[.]ts$|^src/words/(ring|ring-english)[.]ts$'
const sharedBelow = '^src/input/(shared-boundary|shape)[.]ts$|^src/words/(shared-english|grammar|names|naming|violation|catalogue)[.]ts$'
const edges = '^src/[^/]+[.]ts$|^src/(json|cli|boardgame-io|maps|demo|arbitraries)/'
const outside = ['npm', 'npm-peer', 'npm-dev', 'core']
const only = (name, comment, from, allowed, pathNot) => ({
  name,
  comment,
  severity: 'error',
  from: pathNot === undefined ? { path: from } : { path: from, pathNot },
  to: { pathNot: allowed, dependencyTypesNot: outside },
})

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
    only('model-imports-model', 'model/ holds types only and imports nothing but model/ (and the types of the peer packages).', model, model),
    only('footing-imports-model', 'The Either, the lists, the memos and the shapes sit under every layer: they import only model/.', footing, `${footing}|${model}`),
    only('board-imports-board', 'The board knows maps, not rules: it imports only the board, the model and the footing.', board, `${board}|${model}|${footing}`),
    only('core-imports-below', 'The position representation reads boards, and no ruleset, words or input.', core, `${core}|${board}|${model}|${footing}`, footing),
    only('words-import-below', 'The words name what the board and the model say; they import no ruleset and no input.', words, `${words}|${core}|${board}|${model}|${footing}`),
    only('input-imports-below', 'The input boundary checks what a caller passes, below both rulesets: it imports neither.', input, `${input}|${words}|${core}|${board}|${model}|${footing}`, footing),
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
      comment: "A heroes game carries none of the ring's input boundary or words.",
      severity: 'error',
      from: { path: `${heroes}|${heroesBelow}` },
      to: { path: ringBelow },
    },
    {
      name: 'ring-carries-no-heroes-input-or-words',
      comment: "A ring game carries none of the heroes' input boundary or words.",
      severity: 'error',
      from: { path: `${ring}|${ringBelow}` },
      to: { path: heroesBelow },
    },
    {
      name: 'shared-input-and-words-import-no-ruleset-of-their-own',
      comment: 'The shared boundary and the shared words serve both rulesets, so they import neither ruleset\'s own.',
      severity: 'error',
      from: { path: sharedBelow },
      to: { path: `${heroesBelow}|${ringBelow}` },
    },
    {
      name: 'rules-import-no-edge',
      comment: 'The rules never import an entry or an edge (JSON, codecs, the command line, boardgame.io, maps, demos).',
      severity: 'error',
      from: { path: `${rulesets}|${input}|${words}|${core}|${board}|${model}` },
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
