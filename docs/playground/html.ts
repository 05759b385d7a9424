/**
 * A small builder of HTML elements for the side panel, and the words of a
 * violation with the reasons nested under it.
 *
 * @module
 */
import type { Violation } from '../../src/index.js'

/** Attributes of an HTML element; `false` and `undefined` leave one out, `true` sets it empty. */
export type HtmlAttributes = Readonly<Record<string, string | number | boolean | undefined>>

/** Listeners by event name. */
export type Listeners = Readonly<Record<string, (event: Event) => void>>

/** An HTML element with attributes, listeners and children (strings become text). */
export const h = (
  tag: string,
  attributes: HtmlAttributes = {},
  listeners: Listeners = {},
  ...children: ReadonlyArray<Node | string>
): HTMLElement => {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue
    element.setAttribute(name, value === true ? '' : String(value))
  }
  for (const [name, listener] of Object.entries(listeners)) element.addEventListener(name, listener)
  for (const child of children) element.append(child)
  return element
}

/** A button with its label and what it does. */
export const button = (text: string, onClick: () => void, attributes: HtmlAttributes = {}): HTMLElement =>
  h('button', { type: 'button', ...attributes }, { click: () => onClick() }, text)

/** Every message of a violation list, as list items; a NO_PATH lists its reasons beneath. */
export const violationItems = (violations: ReadonlyArray<Violation>): ReadonlyArray<HTMLElement> =>
  violations.map((v) => {
    const item = h('li', { 'data-code': v.code }, {}, h('code', {}, {}, v.code), ' ', v.message)
    if (v.code === 'NO_PATH' && v.reasons.length > 0) item.append(h('ul', {}, {}, ...violationItems(v.reasons)))
    return item
  })

/** Every message of a violation list, flattened, as plain lines (for tests and screen readers). */
export const violationLines = (violations: ReadonlyArray<Violation>): ReadonlyArray<string> =>
  violations.flatMap((v) => [v.message, ...(v.code === 'NO_PATH' ? violationLines(v.reasons) : [])])
