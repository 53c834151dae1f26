// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

vi.mock("./backend", () => ({
  searchBackend: () => Promise.reject(new Error("not used")),
  searchIndexName: "local",
  searchInSteps: true,
  contextualFacetFilters: () => ["language:en"],
}))

// Hits are made relative to the site's address.
;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = { url: "https://docs.example.com" }

const { FIRST_HITS, pageResults, useSearchResults } = await import("./useSearchResults")
const { MAX_QUERY_LENGTH } = await import("./queryLimit")

/** A hit of page `n`, in the shape the back ends answer with. */
const hit = (n: number) => ({
  url: `/page-${n}#section`,
  hierarchy: { lvl0: "Docs", lvl1: `Page ${n}`, lvl2: "Section", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: "text",
  _snippetResult: { content: { value: "a <mark>match</mark>" } },
})

/** A back end with `pages` matching pages that answers as many as asked for, one hit per page. */
function backend(pages: number) {
  const asked: number[] = []
  const search = vi.fn(async ({ requests: [request] }: { requests: Array<{ params: { hitsPerPage: number } }> }) => {
    asked.push(request.params.hitsPerPage)
    const shown = Math.min(pages, Math.ceil(request.params.hitsPerPage / 3))
    return { results: [{ hits: Array.from({ length: shown }, (_, n) => hit(n)), nbHits: pages, facets: {} }] }
  })
  return { search: search as never, asked }
}

const facets = { language: "en", docsTag: null }

describe("useSearchResults", () => {
  it("shows the first screen of pages, then all of them from a second request", async () => {
    const { search, asked } = backend(12)
    const { result } = renderHook(() => useSearchResults("slice", facets, search))
    expect(result.current.status).toBe("loading")
    await waitFor(() => expect(result.current.status === "done" && result.current.results.length).toBe(12))
    expect(asked).toEqual([FIRST_HITS, 60])
    expect(result.current.status === "done" && result.current.count).toBe(12)
  })

  it("marks the first step incomplete and the second complete", async () => {
    const { search } = backend(12)
    const seen: Array<[number, boolean]> = []
    const { result } = renderHook(() => {
      const state = useSearchResults("slice", facets, search)
      if (state.status === "done") seen.push([state.results.length, state.complete])
      return state
    })
    await waitFor(() => expect(result.current.status === "done" && result.current.complete).toBe(true))
    const distinct = seen.filter(([n, c], i) => i === 0 || seen[i - 1][0] !== n || seen[i - 1][1] !== c)
    expect(distinct).toEqual([
      [3, false],
      [12, true],
    ])
  })

  it("marks a single answer complete when it holds every page", async () => {
    const { search } = backend(2)
    const { result } = renderHook(() => useSearchResults("slice", facets, search))
    await waitFor(() => expect(result.current.status).toBe("done"))
    expect(result.current.status === "done" && result.current.complete).toBe(true)
  })

  it("asks once when the first answer has every page", async () => {
    const { search, asked } = backend(2)
    const { result } = renderHook(() => useSearchResults("slice", facets, search))
    await waitFor(() => expect(result.current.status).toBe("done"))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(asked).toEqual([FIRST_HITS])
  })

  it("asks once for everything when the back end answers all hits in one response (hosted)", async () => {
    const { search, asked } = backend(12)
    const { result } = renderHook(() => useSearchResults("slice", facets, search, 60))
    await waitFor(() => expect(result.current.status === "done" && result.current.results.length).toBe(12))
    expect(asked).toEqual([60])
  })

  it("drops the answers of a query that was replaced, and debounces typing after the first query", async () => {
    const { search, asked } = backend(12)
    const { result, rerender } = renderHook(({ query }) => useSearchResults(query, facets, search), { initialProps: { query: "sl" } })
    await waitFor(() => expect(result.current.status).toBe("done"))
    const before = asked.length
    rerender({ query: "sli" })
    rerender({ query: "slic" })
    await waitFor(() => expect(result.current.status === "done" && result.current.query).toBe("slic"))
    // "sli" was replaced within the debounce: only "slic" was asked (its two steps).
    expect(search).toHaveBeenCalledTimes(before + 2)
  })

  it("searches at most MAX_QUERY_LENGTH characters of a query", async () => {
    const search = vi.fn(async (_request: { requests: Array<{ query: string }> }) => ({ results: [{ hits: [], nbHits: 0, facets: {} }] }))
    const { result } = renderHook(() => useSearchResults(`  ${"slice ".repeat(100)}`, facets, search as never))
    await waitFor(() => expect(result.current.status).toBe("done"))
    const sent = search.mock.calls[0][0].requests[0].query
    expect(sent).toBe(`  ${"slice ".repeat(100)}`.slice(0, MAX_QUERY_LENGTH).trim())
    expect(result.current.status === "done" && result.current.query).toBe(sent)
  })

  it("shows the error state when the back end fails", async () => {
    const search = vi.fn(() => Promise.reject(new Error("offline"))) as never
    const { result } = renderHook(() => useSearchResults("slice", facets, search))
    await waitFor(() => expect(result.current).toEqual({ status: "error", message: "offline" }))
  })
})

describe("pageResults", () => {
  const hosted = (url: string, extra: object = {}) => ({ ...hit(1), url, ...extra }) as never

  it("drops hosted hits that do not lead into the site and makes the site's own URLs paths", () => {
    const results = pageResults([
      hosted("javascript:alert(1)"),
      hosted("//evil.example/page"),
      hosted("https://evil.example/page"),
      hosted("data:text/html,x"),
      hosted("https://docs.example.com/page-1/#section"),
    ])
    expect(results.map((result) => result.url)).toEqual(["/page-1#section"])
  })

  it("shows a hit without a snippet by its raw content, as plain text", () => {
    const [result] = pageResults([hosted("/page-1", { _snippetResult: undefined, content: "<mark>a</mark> &lt;b&gt;" })])
    expect(result.excerpt).toEqual([{ text: "<mark>a</mark> &lt;b&gt;", highlighted: false }])
  })
})
