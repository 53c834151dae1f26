// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { trackPageView, updateScroll } from "./routeChange"

describe("trackPageView", () => {
  beforeEach(() => {
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callback(0)
      return 0
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    delete window.gtag
  })

  it("sends one page view per path, none for hash-only changes, and nothing without gtag", () => {
    const calls: unknown[][] = []
    trackPageView({ pathname: "/a", search: "", href: "http://x/a" })
    window.gtag = (...args: unknown[]) => calls.push(args)
    trackPageView({ pathname: "/api/createSlice", search: "", href: "http://x/api/createSlice" })
    trackPageView({ pathname: "/api/createSlice", search: "", href: "http://x/api/createSlice#options" })
    trackPageView({ pathname: "/search", search: "?q=slice", href: "http://x/search?q=slice" })
    expect(calls.map((call) => [call[0], call[1], (call[2] as { page_path: string }).page_path])).toEqual([
      ["event", "page_view", "/api/createSlice"],
      ["event", "page_view", "/search?q=slice"],
    ])
  })

  it("never throws when gtag itself fails", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    window.gtag = () => {
      throw new Error("blocked")
    }
    expect(() => trackPageView({ pathname: "/other", search: "", href: "http://x/other" })).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe("updateScroll", () => {
  let scrolls: Array<[number, number]>
  beforeEach(() => {
    scrolls = []
    window.scrollTo = ((x: number, y: number) => {
      scrolls.push([x, y])
    }) as typeof window.scrollTo
    document.body.innerHTML = `<header data-visible="true"></header><h2 id="options">Options</h2>`
    Object.defineProperty(document.querySelector("header"), "offsetHeight", { value: 60 })
    document.getElementById("options")!.getBoundingClientRect = () => ({ top: 900 }) as DOMRect
  })

  it("restores a saved position (back/forward)", () => {
    expect(updateScroll({ hash: "#options" }, [0, 1234])).toBe(false)
    expect(scrolls).toEqual([[0, 1234]])
  })
  it("puts a hash target just below the navbar", () => {
    updateScroll({ hash: "#options" }, [0, 0])
    expect(scrolls).toEqual([[0, 900 - 72]])
  })
  it("goes to the top otherwise, also for a hash that matches nothing", () => {
    updateScroll({ hash: "" }, [0, 0])
    updateScroll({ hash: "#missing" }, [0, null])
    expect(scrolls).toEqual([
      [0, 0],
      [0, 0],
    ])
  })
})
