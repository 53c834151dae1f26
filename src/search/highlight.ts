/**
 * Highlighted text without trusting markup. Search back ends return excerpts as
 * HTML-ish strings (`…the <mark>slice</mark> reducer…`). We only ever read the
 * `<mark>` tags out of them; everything else is text. Segments render as React
 * text nodes on the search page, and as re-escaped HTML where DocSearch insists on
 * HTML (its hit titles and snippets).
 */
import { escapeHtml } from "../shared/html"

export interface Segment {
  text: string
  highlighted: boolean
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}


/** Splits a back end's highlighted string into text and highlighted runs; any other tag is text. */
export function segmentsFromMarked(marked: string): Segment[] {
  const segments: Segment[] = []
  let highlighted = false
  for (const part of marked.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) highlighted = true
    else if (/^<\/mark>$/i.test(part)) highlighted = false
    else if (part !== "") segments.push({ text: decodeEntities(part), highlighted })
  }
  return segments
}

/** The words of a query, lower-cased, for highlighting titles the back end did not mark. */
export function queryTerms(query: string): string[] {
  return Array.from(new Set(query.toLowerCase().split(/[^\p{L}\p{N}_$]+/u).filter((term) => term.length > 0)))
}

/** Marks the words of `text` that start with a query term (Pagefind matches prefixes too). */
export function highlightTerms(text: string, terms: string[]): Segment[] {
  if (terms.length === 0 || text === "") return text === "" ? [] : [{ text, highlighted: false }]
  const segments: Segment[] = []
  const push = (run: string, highlighted: boolean) => {
    if (run === "") return
    const last = segments[segments.length - 1]
    if (last && last.highlighted === highlighted) last.text += run
    else segments.push({ text: run, highlighted })
  }
  for (const token of text.split(/([\p{L}\p{N}_$]+)/u)) {
    const lower = token.toLowerCase()
    const match = terms.find((term) => lower.startsWith(term))
    if (match && /[\p{L}\p{N}_$]/u.test(token)) {
      push(token.slice(0, match.length), true)
      push(token.slice(match.length), false)
    } else {
      push(token, false)
    }
  }
  return segments
}

/** Safe HTML for DocSearch: text escaped, highlights as `<mark>`. */
export function segmentsToHtml(segments: Segment[]): string {
  return segments.map(({ text, highlighted }) => (highlighted ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text))).join("")
}

export function segmentsToText(segments: Segment[]): string {
  return segments.map((segment) => segment.text).join("")
}
