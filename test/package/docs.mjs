// What a reader of the README and docs/*.md meets, read as CommonMark reads it: the code fences (a fence left
// open turns the prose after it into code on every site that renders the page) and the relative links (which
// must lead somewhere inside the package, where npm and node_modules readers follow them). Used by
// test/docs.test.ts on the working tree and by test/package/check.mjs on the installed tarball.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'

const fenceLine = /^ {0,3}(`{3,}|~{3,})(.*)$/

/**
 * The fence problems of a Markdown text, each as `line N: ...`. Inside an open fence, a line that starts with
 * a fence at least as long as the opening one must be a bare closing fence: one with words after it (an
 * info string, or prose run on) means the fence above was never closed where the writer meant.
 *
 * @param {string} text
 * @returns {string[]}
 */
export const fenceProblems = (text) => {
  const problems = []
  let open = null
  text.split(/\r?\n/).forEach((line, index) => {
    const found = fenceLine.exec(line)
    if (found === null) return
    const [, marker, rest] = found
    if (open === null) {
      // An opening backtick fence may not have a backtick in its info string (CommonMark): that is inline code.
      if (marker.startsWith('`') && rest.includes('`')) return
      open = { marker, line: index + 1 }
      return
    }
    if (marker[0] !== open.marker[0] || marker.length < open.marker.length) return
    if (rest.trim() === '') open = null
    else problems.push(`line ${index + 1}: "${line.trim().slice(0, 40)}" inside the fence opened at line ${open.line}, which is not closed before it`)
  })
  if (open !== null) problems.push(`line ${open.line}: the fence opened here is never closed`)
  return problems
}

/** The text outside code fences; with `blankCode`, inline code spans blanked too, so that only real links are read. */
const prose = (text, blankCode = true) => {
  const kept = []
  let open = null
  for (const line of text.split(/\r?\n/)) {
    const found = fenceLine.exec(line)
    if (open === null && found !== null && !(found[1].startsWith('`') && found[2].includes('`'))) open = found[1]
    else if (open !== null && found !== null && found[1][0] === open[0] && found[1].length >= open.length && found[2].trim() === '') open = null
    else if (open === null) kept.push(blankCode ? line.replace(/(`+)[^`]*?\1/g, '') : line)
  }
  return kept.join('\n')
}

/**
 * The link targets of a Markdown text outside code (inline links and images, `[text](target "title")`).
 *
 * @param {string} text
 * @returns {string[]}
 */
export const linkTargets = (text) => [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((found) => found[1])

/**
 * The anchors of a Markdown text's headings, as GitHub and npm write them: lower case, punctuation dropped,
 * spaces as hyphens, a repeated heading numbered.
 *
 * @param {string} text
 * @returns {Set<string>}
 */
export const headingAnchors = (text) => {
  const anchors = new Set()
  const seen = new Map()
  for (const line of prose(text, false).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading === null) continue
    const words = heading[1].replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')
    const slug = words.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** The README and every docs/*.md under `root`, as paths relative to it. */
export const documentPaths = (root) => ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]

/**
 * The relative links of `file` (relative to `root`) that lead nowhere inside `root`: a file that is not
 * there, a path out of `root`, or an anchor that no heading of the target has. Addresses with a scheme are
 * not followed.
 *
 * @param {string} root
 * @param {string} file
 * @returns {string[]}
 */
export const deadLinks = (root, file) => {
  const text = readFileSync(join(root, file), 'utf8')
  const dead = []
  for (const target of linkTargets(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
    const [path = '', anchor] = target.split('#')
    const resolved = path === '' ? file : normalize(join(dirname(file), decodeURI(path)))
    if (resolved.startsWith(`..${sep}`) || resolved === '..' || relative(root, join(root, resolved)).startsWith('..')) {
      dead.push(`${target}: leads out of the package`)
      continue
    }
    if (!existsSync(join(root, resolved))) {
      dead.push(`${target}: there is no ${resolved}`)
      continue
    }
    if (anchor !== undefined && anchor !== '' && resolved.endsWith('.md') && !headingAnchors(readFileSync(join(root, resolved), 'utf8')).has(anchor))
      dead.push(`${target}: ${resolved} has no heading #${anchor}`)
  }
  return dead
}
