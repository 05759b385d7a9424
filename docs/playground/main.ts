/**
 * The playground page: holds the one current session, draws it, and turns
 * clicks, keys and form changes into the session's next value.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { bundledMaps } from '../../src/maps/index.js'
import { regionName, regionWords } from './contents.js'
import { button, h, violationItems } from './html.js'
import { actionPanel, heroesPanel, logPanel, ringPanel, selectionPanel, verdictPanel, type Controls } from './panel.js'
import { drawMap } from './render-map.js'
import { download, readScenario, scenarioText } from './scenario-io.js'
import {
  clickRegion,
  openSession,
  play,
  playersOf,
  playPlan,
  resolvePending,
  scenarioSession,
  selectRegion,
  setAction,
  setAtWar,
  setSlots,
  setStackingCheck,
  shownState,
  targetsOfSession,
  tick,
  travel,
  type Session,
} from './session.js'

const need = <T extends Element>(selector: string, kind: new () => T): T => {
  const found = document.querySelector(selector)
  if (!(found instanceof kind)) throw new Error(`the page has no ${selector}`)
  return found
}

const svg = need('#map', SVGSVGElement)
const reason = need('#reason', HTMLElement)
const mapPicker = need('#map-picker', HTMLSelectElement)

const firstSession = openSession('demo-isles')
if (firstSession === null) throw new Error('the bundled map demo-isles has no opening')
let session: Session = firstSession
let hovered: string | null = null

const update = (next: Session): void => {
  session = next
  render()
}

const controls: Controls = {
  tick: (id, on) => update(tick(session, id, on)),
  clearSelection: () => update({ ...session, selection: { region: null, ticked: [], plan: [] } }),
  setAction: (action) => update(setAction(session, action)),
  setCombine: (combine) => update({ ...session, combine, selection: { ...session.selection, plan: [] } }),
  applyPlan: () => update(playPlan(session)),
  resolve: () => update(resolvePending(session)),
  setSlots: (slots) => update(setSlots(session, slots)),
  setViewAs: (viewAs) => update({ ...session, viewAs }),
  setAtWar: (nation, atWar) => update(setAtWar(session, nation, atWar)),
  setStackingCheck: (check) => update(setStackingCheck(session, check)),
  selectInstead: (region) => update(selectRegion({ ...session, selection: { ...session.selection, region: null, ticked: [] } }, region)),
}

/** What the tooltip says of a region: where the group may go, or every reason it may not. */
const reasonOf = (region: string): ReadonlyArray<Node> => {
  const { board } = session
  const name = h('strong', {}, {}, regionName(board, region))
  const targets = targetsOfSession(session)
  if (targets === null) return [name, h('p', {}, {}, regionWords(board, shownState(session), region)), h('p', { class: 'hint' }, {}, 'Click to select the pieces here.')]
  if (region === session.selection.region) return [name, h('p', {}, {}, 'The selected army stands here. Click again to drop the selection.')]
  const path = targets.lit.get(region)
  if (path !== undefined) return [name, h('p', { class: 'can-go' }, {}, `Can go, by ${path.map((id) => regionName(board, id)).join(' > ')}. Click or press Enter to move.`)]
  const defenders = targets.attackable.get(region)
  if (defenders !== undefined)
    return [name, h('p', { class: 'can-attack' }, {}, `Enemy Army units here (${defenders.join(', ')}): no entry, but the army may attack. Click or press Enter to attack.`)]
  const violations = targets.refused.get(region) ?? []
  return [name, h('p', { class: 'cannot-go' }, {}, 'Cannot go here:'), h('ul', { class: 'violations' }, {}, ...violationItems(violations))]
}

const showReason = (region: string, near: DOMRect): void => {
  reason.replaceChildren(...reasonOf(region))
  reason.dataset['about'] = region
  const frame = need('#map-frame', HTMLElement).getBoundingClientRect()
  const left = Math.min(Math.max(0, near.right - frame.left + 8), Math.max(0, frame.width - 320))
  reason.style.left = `${left}px`
  reason.style.top = `${Math.max(0, near.top - frame.top)}px`
  reason.hidden = false
}

const hideReason = (): void => {
  reason.hidden = true
}

const regionElement = (region: string): SVGGElement | null => {
  const found = svg.querySelector(`[data-region="${CSS.escape(region)}"]`)
  return found instanceof SVGGElement ? found : null
}

const fill = (selector: string, nodes: ReadonlyArray<Node>): void => need(selector, HTMLElement).replaceChildren(...nodes)

const render = (): void => {
  const focused = document.activeElement instanceof SVGGElement ? (document.activeElement.dataset['region'] ?? null) : null
  const state = session.timeline.present.state
  const shown = shownState(session)
  const targets = targetsOfSession(session)
  drawMap(svg, {
    board: session.board,
    state: shown,
    targets,
    origin: session.selection.region,
    plan: session.selection.plan,
    expanded: session.expanded,
    showIds: session.showIds,
  })
  svg.setAttribute('aria-label', `${session.board.map.name ?? 'Map'}, ${state.ruleset} rules: one button per region`)
  mapPicker.replaceChildren(
    ...Object.keys(bundledMaps).map((name) => h('option', { value: name, selected: session.mapName === name }, {}, `${bundledMaps[name]?.name ?? name} (${name === 'demo-isles' ? 'heroes' : 'ring'})`)),
    ...(session.mapName === 'loaded' ? [h('option', { value: 'loaded', selected: true }, {}, `${session.board.map.name ?? 'loaded map'} (loaded)`)] : []),
  )
  need('#ruleset', HTMLElement).textContent = state.ruleset === 'heroes' ? 'heroes: the March action' : 'ring: army movement'
  fill('#selection', selectionPanel(session.board, shown, session.selection, controls))
  need('#action-section', HTMLElement).hidden = state.ruleset !== 'ring'
  need('#heroes-section', HTMLElement).hidden = state.ruleset !== 'heroes'
  need('#ring-section', HTMLElement).hidden = state.ruleset !== 'ring'
  if (state.ruleset === 'ring') {
    fill('#action', actionPanel(session.board, session.action, session.combine, session.selection, controls))
    fill('#ring', ringPanel(session.board, state, controls))
  } else fill('#heroes', heroesPanel(state, playersOf(state), session.viewAs, controls))
  fill('#verdict', verdictPanel(session.board, session.verdict, controls))
  fill('#log', logPanel(session.timeline.present.log))
  need('#undo', HTMLButtonElement).disabled = session.timeline.past.length === 0
  need('#redo', HTMLButtonElement).disabled = session.timeline.future.length === 0
  need('#show-ids', HTMLInputElement).checked = session.showIds
  const log = need('#log', HTMLElement)
  log.scrollTop = log.scrollHeight
  const again = focused === null ? null : regionElement(focused)
  if (again !== null) {
    again.focus()
    showReason(focused ?? '', again.getBoundingClientRect())
  } else if (hovered !== null) {
    const element = regionElement(hovered)
    if (element !== null) showReason(hovered, element.getBoundingClientRect())
  } else hideReason()
}

const regionOf = (target: EventTarget | null): string | null => {
  if (!(target instanceof Element)) return null
  const group = target.closest('[data-region]')
  return group instanceof SVGGElement ? (group.dataset['region'] ?? null) : null
}

const toggleExpanded = (region: string): void => {
  const expanded = new Set(session.expanded)
  if (expanded.has(region)) expanded.delete(region)
  else expanded.add(region)
  update({ ...session, expanded })
}

svg.addEventListener('click', (event) => {
  const region = regionOf(event.target)
  if (region === null) return
  if (event.target instanceof Element && event.target.closest('.badge') !== null && session.selection.region === null) toggleExpanded(region)
  else if (event.shiftKey) controls.selectInstead(region)
  else update(clickRegion(session, region))
})

svg.addEventListener('keydown', (event) => {
  const region = regionOf(event.target)
  if (region === null) return
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault()
    update(clickRegion(session, region))
  } else if (event.key === 'e' || event.key === 'E') toggleExpanded(region)
  else if (event.key === 's' || event.key === 'S') controls.selectInstead(region)
})

svg.addEventListener('mouseover', (event) => {
  const region = regionOf(event.target)
  if (region === null || region === hovered) return
  hovered = region
  const element = regionElement(region)
  if (element !== null) showReason(region, element.getBoundingClientRect())
})

svg.addEventListener('mouseleave', () => {
  hovered = null
  if (!(document.activeElement instanceof SVGGElement)) hideReason()
})

svg.addEventListener('focusin', (event) => {
  const region = regionOf(event.target)
  const element = region === null ? null : regionElement(region)
  if (region !== null && element !== null) showReason(region, element.getBoundingClientRect())
})

svg.addEventListener('focusout', () => {
  if (hovered === null) hideReason()
})

document.addEventListener('keydown', (event) => {
  const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement
  if (typing) return
  if (event.key === 'Escape') controls.clearSelection()
  else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
    event.preventDefault()
    update(travel(session, !event.shiftKey))
  } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'y') {
    event.preventDefault()
    update(travel(session, false))
  }
})

mapPicker.addEventListener('change', () => {
  const next = openSession(mapPicker.value)
  if (next !== null) update(next)
})

need('#undo', HTMLButtonElement).addEventListener('click', () => update(travel(session, true)))
need('#redo', HTMLButtonElement).addEventListener('click', () => update(travel(session, false)))
need('#show-ids', HTMLInputElement).addEventListener('change', (event) =>
  update({ ...session, showIds: event.target instanceof HTMLInputElement && event.target.checked }),
)

const scenarioBox = need('#scenario-text', HTMLTextAreaElement)
const currentText = (): string => scenarioText(session.mapSource, session.timeline.present.state, session.timeline.present.lastMove)

const load = (text: string): void => {
  const loaded = readScenario(text)
  const problems = need('#scenario-problems', HTMLElement)
  if (E.isLeft(loaded)) {
    problems.replaceChildren(h('p', {}, {}, 'This scenario cannot be loaded:'), h('ul', {}, {}, ...loaded.left.map((line) => h('li', {}, {}, line))))
    return
  }
  problems.replaceChildren(
    h('p', {}, {}, 'Scenario loaded.'),
    button("Play the scenario's move", () => update(play(session, session.timeline.present.lastMove)), { id: 'play-scenario' }),
  )
  update(scenarioSession(loaded.right))
}

need('#save', HTMLButtonElement).addEventListener('click', () => {
  scenarioBox.value = currentText()
})
need('#download', HTMLButtonElement).addEventListener('click', () => download(currentText(), `marchlaw-${session.mapName}-scenario.json`))
need('#load', HTMLButtonElement).addEventListener('click', () => load(scenarioBox.value))
need('#file', HTMLInputElement).addEventListener('change', (event) => {
  const file = event.target instanceof HTMLInputElement ? event.target.files?.[0] : undefined
  if (file !== undefined)
    void file.text().then((text) => {
      scenarioBox.value = text
      load(text)
    })
})

render()
