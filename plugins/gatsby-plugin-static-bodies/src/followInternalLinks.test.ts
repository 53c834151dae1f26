// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

const navigate = vi.fn()
vi.mock("gatsby", () => ({ navigate: (to: string) => navigate(to) }))

const { followInternalLinks } = await import("./followInternalLinks")

let root: HTMLElement
let stop: () => void
let followedByBrowser = false

// Records whether the browser would follow the link, then stops it (jsdom cannot navigate).
document.addEventListener("click", (event) => {
  followedByBrowser = !event.defaultPrevented
  event.preventDefault()
})

beforeEach(() => {
  navigate.mockReset()
  root = document.createElement("div")
  root.innerHTML = `
    <a id="internal" href="/api/createSlice?x=1#parameters">internal</a>
    <a id="hash" href="#options">hash</a>
    <a id="other-origin" href="https://redux.js.org/">other origin</a>
    <a id="file" href="/img/logo.svg">file</a>
    <a id="blank" href="/api/createSlice" target="_blank">new tab</a>
    <a id="download" href="/api/createSlice" download>download</a>
    <a id="nested" href="/usage/usage-guide"><code>nested</code></a>`
  document.body.append(root)
  stop = followInternalLinks(root)
})

afterEach(() => {
  stop()
  document.body.innerHTML = ""
})

/** Clicks a link; true when the browser would have followed it itself. */
function click(id: string, init: MouseEventInit = {}): boolean {
  const target = root.querySelector(`#${id}`)!
  ;(target.firstElementChild ?? target).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))
  return followedByBrowser
}

describe("followInternalLinks", () => {
  it("navigates client-side on a plain left click of an internal link, keeping query and hash", () => {
    expect(click("internal")).toBe(false)
    expect(navigate).toHaveBeenCalledWith("/api/createSlice?x=1#parameters")
    expect(click("nested")).toBe(false)
    expect(navigate).toHaveBeenLastCalledWith("/usage/usage-guide")
  })

  it("leaves modifier clicks, other buttons, targets, downloads, files, other origins and hash links to the browser", () => {
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click("internal", init)).toBe(true)
    }
    for (const id of ["hash", "other-origin", "file", "blank", "download"]) expect(click(id)).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("marks the root while it follows links, and stops when told", () => {
    expect(root.hasAttribute("data-client-links")).toBe(true)
    stop()
    expect(root.hasAttribute("data-client-links")).toBe(false)
    expect(click("internal")).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })
})
