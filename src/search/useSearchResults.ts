import { useEffect, useRef, useState } from "react"
import type { DocSearchHit } from "@docsearch/react"
import { contextualFacetFilters, searchBackend, searchIndexName } from "./backend"
import { segmentsFromMarked, type Segment } from "./highlight"
import { withoutAnchor } from "./hits"
import { sitePath } from "./urls"

/** The service rejects longer queries; the page keeps showing what was typed. */
export const MAX_QUERY_LENGTH = 512
const DEBOUNCE_MS = 120
const HITS_PER_PAGE = 60

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
  | { status: "done"; query: string; results: PageResult[]; count: number; facets: Record<string, Record<string, number>> }

const LEVELS = ["lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const

/** One result per page (its best hit), in the back end's order. */
export function pageResults(hits: DocSearchHit[]): PageResult[] {
  const seen = new Set<string>()
  const results: PageResult[] = []
  for (const hit of hits) {
    const url = sitePath(hit.url)
    const page = withoutAnchor(url)
    if (seen.has(page)) continue
    seen.add(page)
    const snippet = hit._snippetResult?.content?.value ?? hit.content ?? ""
    results.push({
      url,
      title: hit.hierarchy.lvl1,
      section: LEVELS.map((level) => hit.hierarchy[level]).filter((text): text is string => Boolean(text)),
      excerpt: segmentsFromMarked(snippet),
    })
  }
  return results
}

/** Runs the query (debounced) against the configured back end; stale answers are dropped. */
export function useSearchResults(query: string, facets: { language: string | null; docsTag: string | null }): SearchState {
  const [state, setState] = useState<SearchState>({ status: "empty" })
  const latest = useRef(0)
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH)

  useEffect(() => {
    const ticket = ++latest.current
    if (trimmed === "") {
      setState({ status: "empty" })
      return
    }
    setState((previous) => (previous.status === "done" ? previous : { status: "loading" }))
    const timer = window.setTimeout(() => {
      searchBackend({
        requests: [
          {
            indexName: searchIndexName,
            query: trimmed,
            params: {
              hitsPerPage: HITS_PER_PAGE,
              facetFilters: contextualFacetFilters(facets.language, facets.docsTag),
              facets: ["language", "docusaurus_tag"],
              attributesToSnippet: ["content:24"],
              highlightPreTag: "<mark>",
              highlightPostTag: "</mark>",
            },
          },
        ],
      }).then(
        ({ results: [result] }) => {
          if (ticket !== latest.current) return
          setState({
            status: "done",
            query: trimmed,
            results: pageResults(result?.hits ?? []),
            count: result?.nbHits ?? 0,
            facets: result?.facets ?? {},
          })
        },
        (error: unknown) => {
          if (ticket !== latest.current) return
          setState({ status: "error", message: error instanceof Error ? error.message : String(error) })
        },
      )
    }, DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [trimmed, facets.language, facets.docsTag])

  return state
}
