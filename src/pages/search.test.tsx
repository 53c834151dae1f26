// @vitest-environment jsdom
import React from "react"
import { act } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("gatsby", () => ({
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  withPrefix: (path: string) => path,
}))

// Answers never arrive: the test is about the page before its first results.
const search = vi.fn(() => new Promise<never>(() => undefined))
vi.mock("../search/backend", () => ({
  searchBackend: (...args: unknown[]) => search(...(args as [])),
  searchIndexName: "local",
  searchInSteps: true,
  contextualFacetFilters: () => [],
  defaultFacets: { language: "en", docsTag: "docs-default-current" },
}))
vi.mock("../search/localClient", () => ({ PAGEFIND_URL: "/pagefind/pagefind.js", preloadLocalIndex: () => undefined }))

;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = {
  search: { facets: { language: "en", docsTag: "docs-default-current" } },
  docs: { pluginId: "default", versions: [{ name: "current", label: "Next" }] },
  searchIssueUrl: "https://example.com/issues?q={query}",
}
;(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ""
  window.history.replaceState(null, "", "/")
  vi.restoreAllMocks()
})

async function serverPage(): Promise<HTMLElement> {
  const { default: SearchPage } = await import("./search")
  const container = document.createElement("div")
  // The static HTML is the same for every query: rendered without one.
  container.innerHTML = renderToString(<SearchPage location={{ search: "" }} />)
  document.body.appendChild(container)
  return container
}

/** What the browser does with the inline script while it parses the page. */
function runInlineScripts(container: HTMLElement): void {
  for (const script of container.querySelectorAll("script")) new Function(script.textContent ?? "")()
}

describe("the /search page's first paint", () => {
  it("shows the query from the URL in the heading, the box and the status before any bundle runs", async () => {
    window.history.replaceState(null, "", "/search?q=%20create%20Slice%20")
    const container = await serverPage()
    expect(container.querySelector("h1")?.textContent).toBe("Search the documentation")
    runInlineScripts(container)
    expect(container.querySelector("h1")?.textContent).toBe("Search results for \u201c\u2068create Slice\u2069\u201d")
    expect(container.querySelector("input")?.value).toBe(" create Slice ")
    expect(container.querySelector("#search-status-text")?.textContent).toBe("Searching…")
  })

  it("is what React renders first, so hydration keeps it: no mismatch, no recoverable error", async () => {
    window.history.replaceState(null, "", "/search?q=createSlice")
    const container = await serverPage()
    runInlineScripts(container)
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const recoverable: unknown[] = []
    const { default: SearchPage } = await import("./search")
    await act(async () => {
      hydrateRoot(container, <SearchPage location={{ search: "?q=createSlice" }} />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector("h1")?.textContent).toBe("Search results for \u201c\u2068createSlice\u2069\u201d")
    expect(container.querySelector("#search-status-text")?.textContent).toBe("Searching…")
    // The query the page opens with is searched at once, without the typing debounce.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
    expect(search).toHaveBeenCalled()
  })

  it("cuts a long query from the URL to MAX_QUERY_LENGTH characters before and after hydration, and says so once hydrated", async () => {
    const { MAX_QUERY_LENGTH, SHORTENED_NOTE, limitQuery } = await import("../search/queryLimit")
    const long = "createSlice ".repeat(100)
    const search = `?q=${encodeURIComponent(long)}`
    window.history.replaceState(null, "", `/search${search}`)
    const container = await serverPage()
    runInlineScripts(container)
    const input = () => container.querySelector("input")!
    expect(input().value).toBe(limitQuery(long))
    expect(input().maxLength).toBe(MAX_QUERY_LENGTH)
    expect(container.textContent).not.toContain(SHORTENED_NOTE)
    const recoverable: unknown[] = []
    const { default: SearchPage } = await import("./search")
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <SearchPage location={{ search }} />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    expect(input().value).toBe(limitQuery(long))
    expect(container.querySelector("h1")?.textContent).toBe(`Search results for \u201c\u2068${limitQuery(long).trim()}\u2069\u201d`)
    // In the polite live region with the status, so it is read out with it.
    expect(container.querySelector("[aria-live=polite]")?.textContent).toContain(SHORTENED_NOTE)
    await act(async () => root?.unmount())
  })

  it("leaves a page without a query as it is", async () => {
    window.history.replaceState(null, "", "/search")
    const container = await serverPage()
    const before = container.innerHTML
    runInlineScripts(container)
    expect(container.innerHTML).toBe(before)
  })
})

describe("the /search page's status while results come in two steps", () => {
  const hit = (n: number) => ({
    url: `/page-${n}`,
    hierarchy: { lvl0: "Docs", lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: "text",
  })
  const answer = (pages: number, total: number) => ({
    results: [{ hits: Array.from({ length: pages }, (_, n) => hit(n)), nbHits: total, facets: {} }],
  })

  it("is busy, without a partial 'showing the first' count, until the second step; then states the final count once", async () => {
    let second: (value: unknown) => void = () => undefined
    search.mockImplementationOnce(() => Promise.resolve(answer(3, 80)) as never)
    search.mockImplementationOnce(() => new Promise((resolve) => (second = resolve)) as never)
    window.history.replaceState(null, "", "/search?q=slice")
    const { default: SearchPage } = await import("./search")
    const container = document.createElement("div")
    document.body.appendChild(container)
    const { createRoot } = await import("react-dom/client")
    await act(async () => {
      createRoot(container).render(<SearchPage location={{ search: "?q=slice" }} />)
    })
    const status = () => container.querySelector("[aria-live]")!
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(container.querySelectorAll("ol > li")).toHaveLength(3)
    expect(status().getAttribute("aria-busy")).toBe("true")
    expect(status().textContent).toBe("80 results for slice")
    await act(async () => {
      second(answer(20, 80))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(container.querySelectorAll("ol > li")).toHaveLength(20)
    expect(status().getAttribute("aria-busy")).toBe("false")
    expect(status().textContent).toBe("80 results for slice (showing the first 20)")
  })
})
