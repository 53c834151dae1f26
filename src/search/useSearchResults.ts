import { useEffect, useRef, useState } from "react"
import type { DocSearchHit } from "@docsearch/react"
import { contextualFacetFilters, searchBackend, searchIndexName, searchInSteps } from "./backend"
import { segmentsFromMarked, type Segment } from "./highlight"
import { withoutAnchor } from "./hits"
import { sitePath } from "./urls"
import { limitQuery } from "./queryLimit"

const DEBOUNCE_MS = 120
const HITS_PER_PAGE = 60
/**
 * The first answer asks for three pages' best sections only (the local index loads one
 * fragment file per page), so the results that fill a phone's screen arrive after three
 * fragments, not twenty. The rest follows in a second request, once they are painted.
 */
export const FIRST_HITS = 9

/** Resolves after the browser has painted what React committed last. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

export interface PageResult {
  url: string
  title: string
  /** Headings from the page title down to the matching section. */
  section: string[]
  excerpt: Segment[]
}

export type SearchState =
  | { status: "empty" }
  | { status: "loading" }
  | { status: "error"; message: string }
  | {
      status: "done"
      query: string
      results: PageResult[]
      count: number
      facets: Record<string, Record<string, number>>
      /** False while the first step is shown and the rest of the results is still being asked for. */
      complete: boolean
    }

const LEVELS = ["lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const

/** One result per page (its best hit), in the back end's order. */
export function pageResults(hits: DocSearchHit[]): PageResult[] {
  const seen = new Set<string>()
  const results: PageResult[] = []
  for (const hit of hits) {
    // A hosted hit pointing outside the site (another origin, `javascript:`…) is not shown.
    const url = sitePath(hit.url)
    if (url === null) continue
    const page = withoutAnchor(url)
    if (seen.has(page)) continue
    seen.add(page)
    const snippet = hit._snippetResult?.content?.value
    // Without a snippet the raw content is plain text: its own `<mark>`s or entities mean nothing.
    const excerpt: Segment[] =
      typeof snippet === "string" && snippet !== ""
        ? segmentsFromMarked(snippet)
        : typeof hit.content === "string" && hit.content !== ""
          ? [{ text: hit.content, highlighted: false }]
          : []
    results.push({
      url,
      title: hit.hierarchy.lvl1,
      section: LEVELS.map((level) => hit.hierarchy[level]).filter((text): text is string => Boolean(text)),
      excerpt,
    })
  }
  return results
}

type Search = typeof searchBackend

function request(query: string, facets: { language: string | null; docsTag: string | null }, hitsPerPage: number) {
  return {
    requests: [
      {
        indexName: searchIndexName,
        query,
        params: {
          hitsPerPage,
          facetFilters: contextualFacetFilters(facets.language, facets.docsTag),
          facets: ["language", "docusaurus_tag"],
          attributesToSnippet: ["content:24"],
          highlightPreTag: "<mark>",
          highlightPostTag: "</mark>",
        },
      },
    ],
  }
}

/**
 * Runs the query against the configured back end (`search`, replaceable in tests): the first
 * page of results, then, when there are more, all of them. The query the page opens with runs
 * at once; later keystrokes are debounced. Stale answers are dropped.
 */
export function useSearchResults(
  query: string,
  facets: { language: string | null; docsTag: string | null },
  search: Search = searchBackend,
  firstHits: number = searchInSteps ? FIRST_HITS : HITS_PER_PAGE,
): SearchState {
  // As the page cuts its query (src/pages/search.tsx), so the two show the same text.
  const trimmed = limitQuery(query).trim()
  const [state, setState] = useState<SearchState>(() => (trimmed ? { status: "loading" } : { status: "empty" }))
  const latest = useRef(0)
  const searched = useRef(false)

  useEffect(() => {
    const ticket = ++latest.current
    if (trimmed === "") {
      setState({ status: "empty" })
      return
    }
    setState((previous) => (previous.status === "done" ? previous : { status: "loading" }))
    const current = () => ticket === latest.current
    const run = async () => {
      /** Shows an answer; returns whether it is complete: `final`, or holding every matching page. */
      const show = (result: Awaited<ReturnType<Search>>["results"][number] | undefined, final: boolean): boolean => {
        const results = pageResults(result?.hits ?? [])
        const count = result?.nbHits ?? 0
        const complete = final || results.length >= count
        setState({ status: "done", query: trimmed, results, count, facets: result?.facets ?? {}, complete })
        return complete
      }
      try {
        const first = (await search(request(trimmed, facets, firstHits))).results[0]
        if (!current()) return
        if (show(first, firstHits >= HITS_PER_PAGE)) return
        await afterPaint()
        if (!current()) return
        const all = (await search(request(trimmed, facets, HITS_PER_PAGE))).results[0]
        if (current()) show(all, true)
      } catch (error) {
        if (current()) setState({ status: "error", message: error instanceof Error ? error.message : String(error) })
      }
    }
    const timer = window.setTimeout(() => void run(), searched.current ? DEBOUNCE_MS : 0)
    searched.current = true
    return () => window.clearTimeout(timer)
  }, [trimmed, facets.language, facets.docsTag, search, firstHits])

  return state
}
