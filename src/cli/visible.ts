/**
 * How the command prints text that comes from its input (ids, names,
 * comments, file names, an engine's words) on a line for a person: every
 * control character is shown as an escape, so that one printed line is one
 * line of marchlaw's and no input can forge a verdict or hide one from a
 * terminal.
 *
 * @internal
 * @module
 */

const named: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

// C0 (line breaks among them), DEL and C1: the characters a terminal acts on instead of showing.
// eslint-disable-next-line no-control-regex
const control = /[\u0000-\u001f\u007f-\u009f]/g

/**
 * `text` with each control character (U+0000 to U+001F, U+007F, U+0080 to
 * U+009F) written as a visible escape: `\n`, `\r`, `\t`, or `\u001b` and
 * the like.
 *
 * @internal
 */
export const visible = (text: string): string =>
  text.replace(control, (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
