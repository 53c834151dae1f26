// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

vi.mock("gatsby", () => ({ withPrefix: (path: string) => path, navigate: vi.fn() }))

type Resources = { status?: string; json?: { pageContext?: unknown } } | null
const win = window as unknown as { ___navigate?: unknown; ___loader?: { loadPage: (path: string) => Promise<Resources> } }

/** Gatsby's runtime as gatsby-internals.ts knows it: a navigate to wrap and a loader. */
function gatsbyRuntime(pages: Record<string, Resources>) {
  const navigated: string[] = []
  win.___navigate = (to: string) => navigated.push(to)
  win.___loader = { loadPage: async (path) => pages[path] ?? null }
  return navigated
}

const staticPage = (fragment: string): Resources => ({ json: { pageContext: { staticBody: { key: "k", fragment } } } })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

let fetched: string[]
beforeEach(() => {
  vi.resetModules()
  fetched = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url)
      return url.includes("broken") ? new Response("", { status: 404 }) : new Response(`<p>${url}</p>`)
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete win.___navigate
  delete win.___loader
})

const navigateTo = (to: string) => (win.___navigate as (to: string) => void)(to)

describe("holdRouteChanges", () => {
  it("fetches the next page's body fragment, and nothing else, before the route changes", async () => {
    const navigated = gatsbyRuntime({ "/api/a": staticPage("f1") })
    const { holdRouteChanges, onNavigationStart } = await import("./navigation")
    const { cachedBody } = await import("./bodies")
    const started = vi.fn()
    onNavigationStart(started)
    expect(holdRouteChanges()).toBe(true)
    navigateTo("/api/a")
    expect(started).toHaveBeenCalledOnce()
    expect(navigated).toEqual([])
    await flush()
    expect(fetched).toEqual(["/_bodies/f1.html"])
    expect(navigated).toEqual(["/api/a"])
    expect(cachedBody("f1")).toBe("<p>/_bodies/f1.html</p>")
  })

  it("changes the route at once for a page without a static body, and for the current page", async () => {
    const navigated = gatsbyRuntime({ "/search": { json: { pageContext: {} } } })
    const { holdRouteChanges } = await import("./navigation")
    holdRouteChanges()
    navigateTo(`${window.location.pathname}#heading`)
    expect(navigated).toEqual([`${window.location.pathname}#heading`])
    navigateTo("/search")
    await flush()
    expect(navigated).toHaveLength(2)
    expect(fetched).toEqual([])
  })

  it("warns and leaves the full reload to Gatsby when the page's code or data cannot be loaded", async () => {
    const navigated = gatsbyRuntime({ "/api/b": { status: "error" } })
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const { holdRouteChanges } = await import("./navigation")
    holdRouteChanges()
    navigateTo("/api/b")
    await flush()
    expect(warn).toHaveBeenCalledWith("Failed to load the code or data for /api/b; reloading the page in full.")
    expect(navigated).toEqual(["/api/b"])
  })

  it("warns and loads the page in full when its body cannot be loaded", async () => {
    const navigated = gatsbyRuntime({ "/api/c": staticPage("broken") })
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const assign = vi.fn()
    vi.stubGlobal("location", { ...window.location, href: window.location.href, pathname: "/", search: "", assign })
    const { holdRouteChanges } = await import("./navigation")
    holdRouteChanges()
    navigateTo("/api/c")
    await flush()
    await flush()
    expect(warn).toHaveBeenCalledWith("Failed to load the body of /api/c; reloading the page in full.")
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/api\/c$/))
    expect(navigated).toEqual([])
  })

  it("wraps Gatsby's navigate once", async () => {
    gatsbyRuntime({})
    const { holdRouteChanges } = await import("./navigation")
    holdRouteChanges()
    const wrapped = win.___navigate
    holdRouteChanges()
    expect(win.___navigate).toBe(wrapped)
  })
})

describe("prefetchBodiesOnIntent", () => {
  it("fetches the fragment of a hovered or focused internal link's page, once", async () => {
    gatsbyRuntime({ "/api/d": staticPage("f4") })
    const { prefetchBodiesOnIntent } = await import("./navigation")
    const stop = prefetchBodiesOnIntent()
    document.body.innerHTML = '<a href="/api/d">d</a><a href="https://elsewhere.example/x">x</a>'
    const [internal, external] = [...document.querySelectorAll("a")]
    external!.dispatchEvent(new Event("pointerover", { bubbles: true }))
    internal!.dispatchEvent(new Event("pointerover", { bubbles: true }))
    internal!.dispatchEvent(new Event("focusin", { bubbles: true }))
    await flush()
    expect(fetched).toEqual(["/_bodies/f4.html"])
    stop()
  })

  it("prefetches nothing on a 2g connection", async () => {
    gatsbyRuntime({ "/api/e": staticPage("f5") })
    Object.defineProperty(navigator, "connection", { configurable: true, value: { effectiveType: "2g", saveData: false } })
    const { prefetchBodiesOnIntent } = await import("./navigation")
    const stop = prefetchBodiesOnIntent()
    document.body.innerHTML = '<a href="/api/e">e</a>'
    document.querySelector("a")!.dispatchEvent(new Event("pointerover", { bubbles: true }))
    await flush()
    expect(fetched).toEqual([])
    stop()
    delete (navigator as { connection?: unknown }).connection
  })
})
