/**
 * The side panel: the selected group with a box per piece, the ring action
 * and its planned armies, the heroes March Action Slots, pending exploration
 * and player view, the ring nations At War and settlement controllers, the
 * verdict of the last move and the event log.
 *
 * @module
 */
import type { Board, HeroesState, RingState, Violation } from '../../src/index.js'
import { contentsOf, controllerOf, regionName } from './contents.js'
import type { LogLine } from './history.js'
import { button, h, violationItems } from './html.js'
import type { Position } from './openings.js'
import { armiesAllowed, type RingAction, type Selection } from './selection.js'

/** What the last action did: applied with its events, refused with its violations, or a note. */
export type Verdict =
  | { readonly kind: 'applied'; readonly title: string; readonly lines: ReadonlyArray<string> }
  | { readonly kind: 'refused'; readonly title: string; readonly violations: ReadonlyArray<Violation>; readonly offer?: string }
  | { readonly kind: 'note'; readonly title: string; readonly lines: ReadonlyArray<string> }

/** What the panel's controls ask for. */
export interface Controls {
  readonly tick: (id: string, on: boolean) => void
  readonly clearSelection: () => void
  readonly setAction: (action: RingAction) => void
  readonly setCombine: (on: boolean) => void
  readonly applyPlan: () => void
  readonly resolve: () => void
  readonly setSlots: (slots: number) => void
  readonly setViewAs: (faction: string | null) => void
  readonly setAtWar: (nation: string, atWar: boolean) => void
  readonly setStackingCheck: (check: 'each-move' | 'end-of-action') => void
  readonly selectInstead: (region: string) => void
}

const ownerHeading = (owner: string, player: string): string => (owner === player ? owner : `${owner} (${player})`)

/** The selected region's pieces, each with a box to tick. */
export const selectionPanel = (board: Board, state: Position, selection: Selection, controls: Controls): ReadonlyArray<Node> => {
  if (selection.region === null)
    return [h('p', { class: 'hint' }, {}, 'Click a region (or focus it and press Enter) to select the pieces there. Escape clears the selection.')]
  const planned = new Set(selection.plan.flatMap((army) => army.figures))
  const groups = contentsOf(board, state, selection.region).groups
  const lists = groups.map((group) =>
    h(
      'fieldset',
      { class: 'owner' },
      {},
      h('legend', {}, {}, ownerHeading(group.owner, group.player)),
      ...group.pieces.map((piece) =>
        h(
          'label',
          { class: 'piece' },
          {},
          h(
            'input',
            { type: 'checkbox', value: piece.id, 'data-piece': piece.id, checked: selection.ticked.includes(piece.id), disabled: planned.has(piece.id) },
            { change: (event) => controls.tick(piece.id, event.target instanceof HTMLInputElement && event.target.checked) },
          ),
          ` ${piece.id} `,
          h('span', { class: 'kind' }, {}, piece.kind + (planned.has(piece.id) ? ', planned' : '')),
        ),
      ),
    ),
  )
  return [
    h('p', {}, {}, 'From ', h('strong', { id: 'selected-region' }, {}, regionName(board, selection.region)), `: ${selection.ticked.length} ticked.`),
    ...(lists.length > 0 ? lists : [h('p', {}, {}, 'Nothing here to move.')]),
    button('Clear selection', controls.clearSelection, { id: 'clear-selection' }),
  ]
}

const radio = (name: string, value: string, text: string, checked: boolean, onChange: () => void): HTMLElement =>
  h('label', {}, {}, h('input', { type: 'radio', name, value, checked }, { change: onChange }), ` ${text}`)

const numberInput = (id: string, text: string, value: number, onChange: (value: number) => void): HTMLElement =>
  h(
    'label',
    { class: 'number' },
    {},
    `${text} `,
    h('input', { id, type: 'number', min: 1, max: 9, value }, {
      change: (event) => {
        const target = event.target
        if (target instanceof HTMLInputElement) onChange(Math.max(1, Math.min(9, Math.round(Number(target.value) || 1))))
      },
    }),
  )

/** The ring action: Army die, Character die or event card, and the armies planned in it. */
export const actionPanel = (board: Board, action: RingAction, combine: boolean, selection: Selection, controls: Controls): ReadonlyArray<Node> => {
  const allowance = action.kind === 'event-move' ? action.allowance : { armies: 2, regions: 2 }
  const allowed = armiesAllowed(action)
  const plan = selection.plan.map((army, i) =>
    h('li', {}, {}, `army ${i + 1}: ${army.figures.join(', ')} to ${regionName(board, army.to)}${army.path.length > 1 ? ` by ${army.path.join(' > ')}` : ''}`),
  )
  return [
    h(
      'fieldset',
      { class: 'action' },
      {},
      h('legend', {}, {}, 'Move with'),
      radio('action', 'army-die', 'Army die (up to 2 armies, 1 region)', action.kind === 'army-die', () => controls.setAction({ kind: 'army-die' })),
      radio('action', 'character-die', 'Character die (1 army with a Leader, Nazgul or Character)', action.kind === 'character-die', () =>
        controls.setAction({ kind: 'character-die' }),
      ),
      radio('action', 'event-move', 'Event card', action.kind === 'event-move', () => controls.setAction({ kind: 'event-move', allowance })),
      h(
        'div',
        { class: 'allowance' },
        {},
        numberInput('allow-armies', 'armies', allowance.armies, (armies) => controls.setAction({ kind: 'event-move', allowance: { ...allowance, armies } })),
        numberInput('allow-regions', 'regions each', allowance.regions, (regions) => controls.setAction({ kind: 'event-move', allowance: { ...allowance, regions } })),
      ),
    ),
    h(
      'label',
      {},
      {},
      h('input', { id: 'combine', type: 'checkbox', checked: combine, disabled: allowed < 2 }, {
        change: (event) => controls.setCombine(event.target instanceof HTMLInputElement && event.target.checked),
      }),
      ` Plan ${allowed < 2 ? 'several armies' : `up to ${allowed} armies`} in one action (otherwise each click moves one army with its own action)`,
    ),
    ...(plan.length > 0
      ? [
          h('ol', { id: 'plan' }, {}, ...plan),
          h('p', { class: 'hint' }, {}, `Now pick the next army, or apply the ${plan.length === 1 ? 'army' : 'armies'} planned.`),
          button('Apply planned armies now', controls.applyPlan, { id: 'apply-plan' }),
        ]
      : []),
  ]
}

/** March Action Slots, the pending exploration and the player view of a heroes position. */
export const heroesPanel = (state: HeroesState, factions: ReadonlyArray<string>, viewAs: string | null, controls: Controls): ReadonlyArray<Node> => {
  const slots = state.marchSlots
  const pending = state.pending ?? null
  return [
    h(
      'p',
      { id: 'slots' },
      {},
      'March Action Slots left: ',
      h('strong', {}, {}, slots === undefined ? 'not tracked' : String(slots)),
      ' ',
      button('New round (2)', () => controls.setSlots(2), { id: 'new-round' }),
      ' ',
      button('+1 (Muster)', () => controls.setSlots((slots ?? 0) + 1), { id: 'muster' }),
    ),
    pending === null
      ? h('p', { id: 'pending' }, {}, 'No exploration pending.')
      : h(
          'div',
          { id: 'pending', class: 'pending' },
          {},
          h(
            'p',
            {},
            {},
            `${pending.faction} explores ${pending.region}: token ${pending.revealed.id} is revealed (${pending.revealed.kind ?? 'face hidden'})`,
            pending.more > 0 ? `; ${pending.more} more to reveal after it.` : '.',
            ' No March is legal until it is resolved.',
          ),
          button(`Resolve token ${pending.revealed.id}`, controls.resolve, { id: 'resolve' }),
        ),
    h(
      'label',
      {},
      {},
      'Show the board as ',
      h(
        'select',
        { id: 'view-as' },
        {
          change: (event) => {
            const value = event.target instanceof HTMLSelectElement ? event.target.value : ''
            controls.setViewAs(value === '' ? null : value)
          },
        },
        h('option', { value: '', selected: viewAs === null }, {}, 'the host (every token shown)'),
        ...factions.map((faction) => h('option', { value: faction, selected: viewAs === faction }, {}, `${faction} sees it (playerView)`)),
      ),
    ),
  ]
}

/** Nations At War (with a box each), settlement controllers and the stacking rule of a ring position. */
export const ringPanel = (board: Board, state: RingState, controls: Controls): ReadonlyArray<Node> => {
  const nations = Object.entries(state.nations).map(([nation, { side, atWar }]) =>
    h(
      'li',
      {},
      {},
      h(
        'label',
        {},
        {},
        h('input', { type: 'checkbox', 'data-nation': nation, checked: atWar }, {
          change: (event) => controls.setAtWar(nation, event.target instanceof HTMLInputElement && event.target.checked),
        }),
        ` ${nation} (${side}): ${atWar ? 'At War' : 'not At War'}`,
      ),
    ),
  )
  const settlements = board.ids
    .filter((id) => board.regions.get(id)?.settlement !== undefined)
    .map((id) => h('li', { 'data-settlement': id }, {}, `${regionName(board, id)} (${board.regions.get(id)?.settlement ?? ''}): ${controllerOf(board, state, id) ?? 'no one'}`))
  const check = state.stackingCheck ?? 'each-move'
  return [
    h('h3', {}, {}, 'Nations (tick: At War)'),
    h('ul', { id: 'nations', class: 'plain' }, {}, ...nations),
    h(
      'label',
      {},
      {},
      `Stacking limit ${state.stackingLimit ?? 10}, checked `,
      h(
        'select',
        { id: 'stacking-check' },
        { change: (event) => controls.setStackingCheck(event.target instanceof HTMLSelectElement && event.target.value === 'end-of-action' ? 'end-of-action' : 'each-move') },
        h('option', { value: 'each-move', selected: check === 'each-move' }, {}, 'after each army of a die'),
        h('option', { value: 'end-of-action', selected: check === 'end-of-action' }, {}, 'after the whole die action'),
      ),
    ),
    h('h3', {}, {}, 'Settlements and who holds them'),
    h('ul', { id: 'settlements', class: 'plain columns' }, {}, ...settlements),
  ]
}

/** The verdict of the last move: its events, or every violation. */
export const verdictPanel = (board: Board, verdict: Verdict | null, controls: Controls): ReadonlyArray<Node> => {
  if (verdict === null) return [h('p', { class: 'hint' }, {}, 'The result of each move shows here.')]
  const title = h('p', { class: `verdict-title ${verdict.kind}` }, {}, verdict.kind === 'refused' ? 'Refused: ' : '', verdict.title)
  if (verdict.kind !== 'refused') return [title, h('ul', {}, {}, ...verdict.lines.map((line) => h('li', {}, {}, line)))]
  const offer = verdict.offer
  return [
    title,
    h('ul', { class: 'violations' }, {}, ...violationItems(verdict.violations)),
    ...(offer === undefined ? [] : [button(`Select the pieces in ${regionName(board, offer)} instead`, () => controls.selectInstead(offer), { id: 'select-instead' })]),
  ]
}

/** The event log, newest last. */
export const logPanel = (log: ReadonlyArray<LogLine>): ReadonlyArray<Node> =>
  log.length === 0 ? [h('li', { class: 'hint' }, {}, 'No move yet.')] : log.map((line) => h('li', { class: `log-${line.kind}` }, {}, line.text))
