/**
 * Undo and redo: every position the user reached is kept as it was, so going
 * back shows exactly the earlier picture and nothing is recomputed.
 *
 * @module
 */
import type { Move, Position } from './openings.js'

/** One line of the log: the events of a move in words, or an edit of the position. */
export interface LogLine {
  readonly kind: 'move' | 'event' | 'edit'
  readonly text: string
}

/** A position the user reached, with the log that led to it and the move last tried. */
export interface Moment {
  readonly state: Position
  readonly log: ReadonlyArray<LogLine>
  readonly lastMove: Move
}

/** The moments before the present one, the present, and those undone. */
export interface Timeline {
  readonly past: ReadonlyArray<Moment>
  readonly present: Moment
  readonly future: ReadonlyArray<Moment>
}

/** A timeline that starts at `moment`. */
export const startAt = (moment: Moment): Timeline => ({ past: [], present: moment, future: [] })

/** The timeline after reaching `moment`: the present joins the past, undone moments are dropped. */
export const advance = (timeline: Timeline, moment: Moment): Timeline => ({
  past: [...timeline.past, timeline.present],
  present: moment,
  future: [],
})

/** The present replaced in place, for what is not worth an undo step (the move last tried). */
export const amend = (timeline: Timeline, moment: Moment): Timeline => ({ ...timeline, present: moment })

/** One step back, or the same timeline at the start. */
export const undo = (timeline: Timeline): Timeline => {
  const previous = timeline.past[timeline.past.length - 1]
  if (previous === undefined) return timeline
  return { past: timeline.past.slice(0, -1), present: previous, future: [timeline.present, ...timeline.future] }
}

/** One step forward again, or the same timeline when nothing was undone. */
export const redo = (timeline: Timeline): Timeline => {
  const [next, ...rest] = timeline.future
  if (next === undefined) return timeline
  return { past: [...timeline.past, timeline.present], present: next, future: rest }
}
