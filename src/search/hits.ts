/**
 * Turns Pagefind's page results into the hits DocSearch renders (the hit shape DocSearch 3.9.0 expects):
 * `objectID`, `url`, `type`, `hierarchy.lvl0..lvl6`, `content`, `_highlightResult`,
 * `_snippetResult`. A page's sections become separate hits, each with the chain of
 * headings above it, so the modal groups them under the page (hierarchy.lvl1).
 * Pure functions: unit-tested without a browser.
 */
import type { DocSearchHit } from "@docsearch/react"
import { highlightTerms, queryTerms, segmentsFromMarked, segmentsToHtml, segmentsToText, type Segment } from "./highlight"

/** The parts of Pagefind's `result.data()` we use. */
export interface PagefindAnchor {
  element: string
  id: string
  text: string
  location: number
}

export interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  weighted_locations?: Array<{ weight: number; balanced_score: number; location: number }>
  locations?: number[]
  anchor?: PagefindAnchor
}

export interface PagefindPage {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  filters?: Record<string, string[]>
  anchors?: PagefindAnchor[]
  sub_results?: PagefindSubResult[]
}

type Level = "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6"
const LEVELS: Level[] = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"]

function levelOf(element: string): number {
  const depth = Number(/^h([1-6])$/i.exec(element)?.[1] ?? 2)
  return Math.min(Math.max(depth, 2), 6)
}

/**
 * Headings (level → text) in force at `location`: the nearest h2, then the nearest
 * h3 after it, and so on. Pagefind lists every element with an id (tab buttons
 * too); only h2–h6 start sections.
 */
export function headingChainAt(anchors: PagefindAnchor[], location: number): Map<number, string> {
  const chain = new Map<number, string>()
  for (const anchor of [...anchors].sort((a, b) => a.location - b.location)) {
    if (anchor.location > location || !/^h[2-6]$/i.test(anchor.element)) continue
    const level = levelOf(anchor.element)
    for (const deeper of [...chain.keys()]) if (deeper >= level) chain.delete(deeper)
    chain.set(level, anchor.text)
  }
  return chain
}

function score(sub: PagefindSubResult): number {
  const weighted = sub.weighted_locations ?? []
  return weighted.length > 0 ? weighted.reduce((sum, entry) => sum + entry.balanced_score, 0) : (sub.locations?.length ?? 0)
}

function attribute(segments: Segment[], fallback: string) {
  const matched = segments.some((segment) => segment.highlighted)
  return {
    value: segments.length > 0 ? segmentsToHtml(segments) : segmentsToHtml([{ text: fallback, highlighted: false }]),
    matchLevel: matched ? ("full" as const) : ("none" as const),
    matchedWords: segments.filter((segment) => segment.highlighted).map((segment) => segment.text.toLowerCase()),
  }
}

/**
 * The excerpt without the heading Pagefind runs into it: it joins a heading to the text
 * below as one sentence ("createSlice. createSlice defines…"), and the hit already shows
 * that heading as its title. Any leading run of the given headings, each followed by ". ", goes.
 */
export function withoutLeadingHeadings(segments: Segment[], headings: string[]): Segment[] {
  let rest = segments
  for (let again = true; again; ) {
    again = false
    const text = segmentsToText(rest).trimStart()
    for (const heading of headings) {
      if (heading === "" || !text.startsWith(`${heading}. `)) continue
      rest = dropChars(rest, segmentsToText(rest).length - text.length + heading.length + 2)
      again = true
      break
    }
  }
  return rest
}

function dropChars(segments: Segment[], count: number): Segment[] {
  const rest: Segment[] = []
  let left = count
  for (const segment of segments) {
    if (left >= segment.text.length) {
      left -= segment.text.length
      continue
    }
    rest.push({ ...segment, text: segment.text.slice(left) })
    left = 0
  }
  return rest
}

/** The url of a hit without its anchor (`/api/createSlice#reducers` → `/api/createSlice`). */
export function withoutAnchor(url: string): string {
  const hash = url.indexOf("#")
  return hash === -1 ? url : url.slice(0, hash)
}

/**
 * Hits for one page: its best sections (by Pagefind's score), at most `maxSections`.
 * The page's own top (the text before its first heading) is the `lvl1` hit.
 */
export function hitsForPage(page: PagefindPage, query: string, maxSections = 4): DocSearchHit[] {
  const terms = queryTerms(query)
  const pageTitle = page.meta.title ?? page.url
  const group = page.meta.lvl0 ?? "Documentation"
  const anchors = page.anchors ?? []
  const subResults = page.sub_results && page.sub_results.length > 0 ? page.sub_results : [{ title: pageTitle, url: page.url, excerpt: page.excerpt }]
  const best = subResults
    .map((sub, position) => ({ sub, position, score: score(sub) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, maxSections)

  return best.map(({ sub }) => {
    const hierarchy: Record<Level, string | null> = { lvl0: group, lvl1: pageTitle, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
    let ownLevel = 1
    if (sub.anchor && /^h[2-6]$/i.test(sub.anchor.element)) {
      ownLevel = levelOf(sub.anchor.element)
      for (const [level, text] of headingChainAt(anchors, sub.anchor.location)) if (level < ownLevel) hierarchy[LEVELS[level]] = text
      hierarchy[LEVELS[ownLevel]] = sub.anchor.text || sub.title
    }
    const excerpt = withoutLeadingHeadings(segmentsFromMarked(sub.excerpt), [sub.anchor?.text ?? "", sub.title, pageTitle])
    const content = segmentsToText(excerpt)
    const headingText = hierarchy[LEVELS[ownLevel]] ?? pageTitle
    const headingMatches = highlightTerms(headingText, terms).some((segment) => segment.highlighted)
    // A section whose heading matches is shown by its heading; otherwise by the matching text.
    const type = (ownLevel === 1 || headingMatches ? LEVELS[ownLevel] : "content") as DocSearchHit["type"]
    const highlight = {} as Record<Level, ReturnType<typeof attribute>>
    for (const level of LEVELS) highlight[level] = attribute(highlightTerms(hierarchy[level] ?? "", terms), hierarchy[level] ?? "")
    // DocSearch shows lvl1 as a hit's "path": show the whole heading chain there.
    if (ownLevel > 1) {
      const path = [pageTitle, ...LEVELS.slice(2, type === "content" ? ownLevel + 1 : ownLevel).map((level) => hierarchy[level])]
        .filter((text): text is string => Boolean(text))
        .join(" › ")
      highlight.lvl1 = attribute(highlightTerms(path, terms), path)
    }
    const contentAttribute = attribute(excerpt, content)
    return {
      objectID: sub.url,
      url: sub.url,
      url_without_anchor: withoutAnchor(sub.url),
      anchor: sub.anchor?.id ?? null,
      type,
      content: content === "" ? null : content,
      hierarchy: hierarchy as DocSearchHit["hierarchy"],
      _highlightResult: { content: contentAttribute, hierarchy: highlight, hierarchy_camel: [highlight] },
      _snippetResult: { content: { value: contentAttribute.value, matchLevel: contentAttribute.matchLevel }, hierarchy: highlight, hierarchy_camel: [highlight] },
    } as DocSearchHit
  })
}

/** The attributes DocSearch 3.9 sets as HTML: `_snippetResult.<attribute>.value`, or the raw attribute when that is empty. */
const HTML_ATTRIBUTES = ["content", ...LEVELS.map((level) => `hierarchy.${level}`)]

function valueAt(hit: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), hit)
}

/**
 * A hit that is safe to give DocSearch, which sets its highlight and snippet values as HTML
 * and, where a snippet is missing or empty (always so for recent and favourite searches: it
 * stores hits without them), the raw attribute. Hosted records are not ours to trust: every
 * `value` keeps only `<mark>`, everything else is escaped text; a missing snippet becomes the
 * escaped raw attribute; and the raw `content` and `hierarchy` values are stored escaped too
 * (DocSearch only ever renders them as HTML or compares them with each other).
 */
export function withSafeHighlights<T extends DocSearchHit>(hit: T): T {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean)
    if (value === null || typeof value !== "object") return value
    const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      key === "value" ? (typeof inner === "string" ? segmentsToHtml(segmentsFromMarked(inner)) : "") : clean(inner),
    ])
    return Object.fromEntries(entries)
  }
  const escapedRaw = (path: string): string | null => {
    const raw = valueAt(hit, path)
    return typeof raw === "string" ? segmentsToHtml([{ text: raw, highlighted: false }]) : null
  }
  const snippet = (clean(hit._snippetResult) ?? {}) as Record<string, unknown>
  const hierarchySnippet = { ...((snippet.hierarchy ?? {}) as Record<string, unknown>) }
  for (const path of HTML_ATTRIBUTES) {
    const [first, level] = path.split(".")
    const holder: Record<string, unknown> = level ? hierarchySnippet : snippet
    const key = level ?? first
    const current = holder[key] as { value?: unknown } | undefined
    if (typeof current?.value === "string" && current.value !== "") continue
    const raw = escapedRaw(path)
    if (raw) holder[key] = { ...current, value: raw, matchLevel: "none" }
  }
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, escapedRaw(`hierarchy.${level}`)]))
  return {
    ...hit,
    content: escapedRaw("content"),
    hierarchy: { ...hit.hierarchy, ...hierarchy },
    _highlightResult: clean(hit._highlightResult),
    _snippetResult: { ...snippet, hierarchy: hierarchySnippet },
  } as T
}
