/**
 * An engine adapter for `marchlaw conformance --engine`, the smallest one:
 * it reads one case a line on standard input, `{"id", "scenario"}`, judges
 * the scenario and prints one answer a line on standard output,
 * `{"id", "legal", "codes"}` or `{"id", "legal", "events", "state"}`. This one
 * wraps marchlaw itself; an adapter for another engine turns the scenario's
 * map, state and move into that engine's own and its verdict back. Run it
 * from the repository root (see docs/conformance.md):
 *
 *   marchlaw conformance --engine "node examples/run.mjs conformance-engine"
 *
 * @module
 */
import { createInterface } from 'node:readline'
import { checkScenario, decodeScenario, encodeResult } from 'marchlaw/json'

/** The answer of the protocol to one line of input; a case it cannot read gets an error line of its own. */
const answer = (line: string): string => {
  const input: unknown = JSON.parse(line)
  const { id, scenario } = input as { readonly id: string; readonly scenario: unknown }
  const decoded = decodeScenario(scenario)
  if (decoded._tag === 'Left') return JSON.stringify({ id, error: decoded.left.map((e) => e.message).join('; ') })
  const checked = checkScenario(decoded.right)
  if (checked._tag === 'Left') return JSON.stringify({ id, error: checked.left.map((e) => e.message).join('; ') })
  const result = checked.right
  if (!result.legal) return JSON.stringify({ id, legal: false, codes: result.violations.map((v) => v.code) })
  const { events, state } = encodeResult(result) as { readonly events: unknown; readonly state: unknown }
  return JSON.stringify({ id, legal: true, events, state })
}

// One answer a line, as each case arrives: an engine may answer as it reads, or read everything first.
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim() !== '') process.stdout.write(`${answer(line)}\n`)
}
