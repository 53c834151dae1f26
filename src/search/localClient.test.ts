import { describe, expect, it, vi } from "vitest"

;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = {
  docs: { versions: [{ name: "current", label: "Next" }] },
  search: { facets: { language: "en", docsTag: "docs-default-current" } },
}
const { filtersToApply, pagefindFilters } = await import("./localClient")
const { RetryError } = await import("./retryError")

describe("filtersToApply", () => {
  const everyPage = { language: "en", docusaurus_tag: "docs-default-current" }
  it("leaves out a filter every page passes, unless facet counts are wanted", () => {
    const filters = { language: ["en"], docusaurus_tag: ["docs-default-current"] }
    expect(filtersToApply(filters, false, everyPage)).toEqual({})
    expect(filtersToApply(filters, true, everyPage)).toEqual(filters)
  })
  it("keeps a filter that can exclude pages", () => {
    expect(filtersToApply({ language: ["fr"], docusaurus_tag: ["docs-default-current", "docs-default-1.x"] }, false, everyPage)).toEqual({
      language: ["fr"],
      docusaurus_tag: ["docs-default-current", "docs-default-1.x"],
    })
    // With several docs versions nothing is known to hold for every page.
    expect(filtersToApply({ language: ["en"] }, false, {})).toEqual({ language: ["en"] })
  })
})

describe("pagefindFilters", () => {
  it("turns Algolia facetFilters into Pagefind filters", () => {
    expect(pagefindFilters(["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]])).toEqual({
      language: ["en"],
      docusaurus_tag: ["default", "docs-default-current"],
    })
    expect(pagefindFilters("language:en")).toEqual({ language: ["en"] })
  })
  it("ignores negations, malformed entries and missing filters", () => {
    expect(pagefindFilters(["-language:fr", "nocolon", 3, null])).toEqual({})
    expect(pagefindFilters(undefined)).toEqual({})
  })
})

describe("RetryError", () => {
  it("carries the name DocSearch looks for to show its error screen", () => {
    expect(new RetryError("x").name).toBe("RetryError")
  })
})

describe("localSearch", () => {
  it("reads DocSearch's flat parameters, fetches only the shown pages, and none for a call a newer one overtook", async () => {
    const fragment = (url: string) => ({ url, excerpt: "", meta: { title: url } })
    const results = Array.from({ length: 12 }, (_, index) => ({ id: String(index), score: 1, data: vi.fn(async () => fragment(`/page-${index}`)) }))
    const search = vi.fn(async (query: string) => {
      // The first call resolves only after the second has started.
      if (query === "first") await new Promise((resolve) => setTimeout(resolve, 20))
      return { results, filters: {} }
    })
    vi.doMock("/pagefind/pagefind.js", () => ({ options: async () => undefined, init: async () => undefined, search }))
    const { localSearch } = await import("./localClient")

    const first = localSearch({ requests: [{ indexName: "local", query: "first", hitsPerPage: 15, facetFilters: ["language:en", "docusaurus_tag:docs-default-1.x"] }] })
    const second = localSearch({ requests: [{ indexName: "local", query: "second", hitsPerPage: 15 }] })
    const [overtaken, latest] = await Promise.all([first, second])

    // The language filter holds for every page and goes; the version filter can exclude pages and stays.
    expect(search).toHaveBeenCalledWith("first", { filters: { docusaurus_tag: ["docs-default-1.x"] } })
    expect(overtaken.results[0]).toMatchObject({ hits: [], nbHits: 12 })
    expect(latest.results[0].nbHits).toBe(12)
    expect(new Set(latest.results[0].hits.map((hit) => hit.url_without_anchor))).toEqual(new Set(["/page-0", "/page-1", "/page-2", "/page-3", "/page-4"]))
    expect(results.slice(5).every((result) => result.data.mock.calls.length === 0)).toBe(true)
  })

  it("searches, and answers for, at most MAX_QUERY_LENGTH characters of a query", async () => {
    vi.resetModules()
    const search = vi.fn(async () => ({ results: [], filters: {} }))
    vi.doMock("/pagefind/pagefind.js", () => ({ options: async () => undefined, init: async () => undefined, search }))
    const { localSearch } = await import("./localClient")
    const { MAX_QUERY_LENGTH } = await import("./queryLimit")
    const long = ` ${"slice ".repeat(1000)}`
    const { results } = await localSearch({ requests: [{ indexName: "local", query: long }] })
    expect(results[0].query).toBe(long.slice(0, MAX_QUERY_LENGTH).trim())
    expect((search.mock.calls[0] as unknown[])[0]).toBe(long.slice(0, MAX_QUERY_LENGTH).trim())
  })
})
