/**
 * The playground's session: the map, the timeline of positions, the
 * selected group, the ring action and what the panel shows; and every change
 * the user can make to it, each a function from one session to the next.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { compile, eventInWords, exploration, moveInWords, heroes, ring, type Board, type HeroesState, type MapFile, type RingState, type Side } from '../../src/index.js'
import { bundledMaps } from '../../src/maps/index.js'
import { regionName } from './contents.js'
import { advance, amend, redo, startAt, undo, type LogLine, type Timeline } from './history.js'
import { openings, type Move, type Position } from './openings.js'
import type { Verdict } from './panel.js'
import type { LoadedScenario } from './scenario-io.js'
import { armiesAllowed, attackOn, moveTo, noSelection, pick, plannedMove, targetsOf, toggle, type RingAction, type Selection, type Targets } from './selection.js'

/** Everything the page shows, and nothing else. */
export interface Session {
  /** The bundled map's name, or `loaded` for a map that came with a scenario. */
  readonly mapName: string
  readonly mapSource: string | MapFile
  readonly board: Board
  readonly timeline: Timeline
  readonly selection: Selection
  readonly action: RingAction
  readonly combine: boolean
  /** The heroes faction whose view is shown, or `null` for the host's. */
  readonly viewAs: string | null
  readonly expanded: ReadonlySet<string>
  readonly showIds: boolean
  readonly verdict: Verdict | null
  /** Who moved last: the pieces picked in a region are theirs when they stand there. */
  readonly player: string | null
}

const fresh = (mapName: string, mapSource: string | MapFile, board: Board, state: Position, move: Move, log: ReadonlyArray<LogLine>, verdict: Verdict | null): Session => ({
  mapName,
  mapSource,
  board,
  timeline: startAt({ state, log, lastMove: move }),
  selection: noSelection,
  action: actionOf(move),
  combine: false,
  viewAs: null,
  expanded: new Set(),
  showIds: false,
  verdict,
  player: null,
})

const actionOf = (move: Move): RingAction =>
  move.type === 'event-move'
    ? { kind: 'event-move', allowance: move.allowance }
    : move.type === 'character-die' || (move.type === 'attack' && move.die === 'character')
      ? { kind: 'character-die' }
      : { kind: 'army-die' }

/** The opening of a bundled map, or `null` when it has none or does not compile. */
export const openSession = (mapName: string): Session | null => {
  const map = Object.hasOwn(bundledMaps, mapName) ? bundledMaps[mapName] : undefined
  const opening = Object.hasOwn(openings, mapName) ? openings[mapName] : undefined
  if (map === undefined || opening === undefined) return null
  const board = compile(map)
  if (E.isLeft(board)) return null
  return fresh(mapName, mapName, board.right, opening.state, opening.move, [], null)
}

/** A session on a loaded scenario: its map, its state, its move ready to play, its first army selected. */
export const scenarioSession = (loaded: LoadedScenario): Session => {
  const { scenario, board } = loaded
  const mapName = typeof scenario.map === 'string' ? scenario.map : 'loaded'
  const session = fresh(mapName, scenario.map, board, scenario.state, scenario.move, [{ kind: 'edit', text: 'scenario loaded' }], loaded.verdict)
  const move = scenario.move
  const figures = move.type === 'march' ? move.units : move.type === 'resolve-exploration' ? [] : move.type === 'attack' ? move.figures : (move.moves[0]?.figures ?? [])
  const first = figures[0]
  const region = first === undefined ? undefined : scenario.state.ruleset === 'heroes' ? scenario.state.units[first]?.region : scenario.state.figures[first]?.region
  return region === undefined ? session : { ...session, selection: { region, ticked: figures, plan: [] } }
}

/** The position as the chosen viewer sees it. */
export const shownState = (session: Session): Position => {
  const state = session.timeline.present.state
  return state.ruleset === 'heroes' && session.viewAs !== null ? exploration.playerView(state, session.viewAs) : state
}

/** Where the selected group can go, or `null` when nothing is selected. */
export const targetsOfSession = (session: Session): Targets | null =>
  session.selection.region === null ? null : targetsOf(session.board, shownState(session), session.selection, session.action)

const applied = (board: Board, state: Position, move: Move) =>
  state.ruleset === 'heroes' ? heroes.applyMove(board, state, move) : ring.applyMove(board, state, move)

/** Plays `move` on the present position: a new moment with its events, or the refusal with every violation. */
export const play = (session: Session, move: Move, offer?: string): Session => {
  const present = session.timeline.present
  const outcome = applied(session.board, present.state, move)
  const title = moveInWords(session.board, move, { state: present.state })
  if (E.isLeft(outcome)) {
    const verdict: Verdict = offer === undefined ? { kind: 'refused', title, violations: outcome.left } : { kind: 'refused', title, violations: outcome.left, offer }
    return { ...session, timeline: amend(session.timeline, { ...present, lastMove: move }), verdict }
  }
  const lines = outcome.right.events.map((event) => eventInWords(session.board, event, { state: present.state }))
  const log: ReadonlyArray<LogLine> = [...present.log, { kind: 'move', text: title }, ...lines.map((text): LogLine => ({ kind: 'event', text }))]
  const player = move.type === 'march' || move.type === 'resolve-exploration' ? move.faction : move.side
  return {
    ...session,
    timeline: advance(session.timeline, { state: outcome.right.state, log, lastMove: move }),
    selection: noSelection,
    verdict: { kind: 'applied', title, lines },
    player,
  }
}

/** Selects the pieces of `region`, keeping the armies already planned. */
export const selectRegion = (session: Session, region: string): Session => ({
  ...session,
  selection: pick(session.board, shownState(session), region, session.player, session.selection.plan),
})

/**
 * A click (or Enter) on a region: picks its pieces when nothing is selected,
 * drops the selection on its own region, and otherwise sends the group there:
 * a lit region moves it (or plans it, when several armies share the action),
 * an attackable one is attacked, any other shows the refusal.
 */
export const clickRegion = (session: Session, region: string): Session => {
  const { selection } = session
  if (selection.region === null) return selectRegion(session, region)
  if (region === selection.region && selection.plan.length === 0) return { ...session, selection: noSelection }
  const targets = targetsOfSession(session)
  const path = targets?.lit.get(region)
  const state = session.timeline.present.state
  const attack = targets?.attackable.has(region) === true ? attackOn(state, selection, session.action, region) : null
  if (attack !== null) return play(session, attack)
  const move = moveTo(session.board, state, selection, session.action, region, path)
  const planning = state.ruleset === 'ring' && session.combine && selection.plan.length + 1 < armiesAllowed(session.action)
  if (path !== undefined && planning) {
    const plan = [...selection.plan, { figures: selection.ticked, to: region, path }]
    return { ...session, selection: { region: null, ticked: [], plan }, verdict: { kind: 'note', title: `army ${plan.length} planned: ${selection.ticked.join(', ')} to ${regionName(session.board, region)}`, lines: [] } }
  }
  return play(session, move, path === undefined ? region : undefined)
}

/** Applies the armies planned so far. */
export const playPlan = (session: Session): Session => {
  const move = plannedMove(session.timeline.present.state, session.selection, session.action)
  return move === null ? session : play(session, move)
}

/** Resolves the revealed exploration token. */
export const resolvePending = (session: Session): Session => {
  const state = session.timeline.present.state
  if (state.ruleset !== 'heroes' || state.pending === undefined || state.pending === null) return session
  return play(session, { type: 'resolve-exploration', faction: state.pending.faction, token: state.pending.revealed.id })
}

const edit = (session: Session, state: Position, text: string): Session => {
  const present = session.timeline.present
  return {
    ...session,
    timeline: advance(session.timeline, { ...present, state, log: [...present.log, { kind: 'edit', text }] }),
    selection: { ...session.selection, plan: [] },
    verdict: { kind: 'note', title: text, lines: [] },
  }
}

/** Sets the March Action Slots left. */
export const setSlots = (session: Session, slots: number): Session => {
  const state = session.timeline.present.state
  if (state.ruleset !== 'heroes') return session
  const next: HeroesState = { ...state, marchSlots: slots }
  return edit(session, next, `March Action Slots set to ${slots}`)
}

/** Puts a nation At War, or takes it out. */
export const setAtWar = (session: Session, nation: string, atWar: boolean): Session => {
  const state = session.timeline.present.state
  const known = state.ruleset === 'ring' && Object.hasOwn(state.nations, nation) ? state.nations[nation] : undefined
  if (state.ruleset !== 'ring' || known === undefined) return session
  const next: RingState = { ...state, nations: { ...state.nations, [nation]: { ...known, atWar } } }
  return edit(session, next, `${nation} ${atWar ? 'is now At War' : 'is no longer At War'}`)
}

/** Chooses when a two-army die action checks the stacking limit. */
export const setStackingCheck = (session: Session, stackingCheck: 'each-move' | 'end-of-action'): Session => {
  const state = session.timeline.present.state
  if (state.ruleset !== 'ring') return session
  return edit(session, { ...state, stackingCheck }, `stacking checked ${stackingCheck === 'each-move' ? 'after each army' : 'after the whole action'}`)
}

/** Ticks or unticks a piece of the selection. */
export const tick = (session: Session, id: string, on: boolean): Session => ({ ...session, selection: toggle(session.selection, id, on) })

/** A new ring action; the armies planned under the old one are dropped. */
export const setAction = (session: Session, action: RingAction): Session => ({
  ...session,
  action,
  combine: session.combine && armiesAllowed(action) > 1,
  selection: { ...session.selection, plan: [] },
})

/** One step back or forward in the timeline; the selection is dropped. */
export const travel = (session: Session, back: boolean): Session => {
  const timeline = back ? undo(session.timeline) : redo(session.timeline)
  if (timeline === session.timeline) return session
  return { ...session, timeline, selection: noSelection, verdict: { kind: 'note', title: back ? 'Undone: the previous position is back.' : 'Redone.', lines: [] } }
}

/** The factions of a heroes position (for the player view), or the sides of a ring one. */
export const playersOf = (state: Position): ReadonlyArray<string> => {
  if (state.ruleset === 'heroes') return Object.keys(state.speeds).sort()
  const sides: ReadonlyArray<Side> = ['free', 'shadow']
  return sides
}
