// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { earlyControlsScript } from "./inline"
import { EARLY_MENU_ATTRIBUTE, SEARCH_READY_ATTRIBUTE } from "../../state/early/constants"
import { earlySearchIsOpen, earlySearchQuery, removeEarlySearch, takeEarlyMenu } from "../../state/early/handover"
import { MAX_QUERY_LENGTH } from "../../search/queryLimit"

const root = document.documentElement
const click = (selector: string, init: MouseEventInit = {}) =>
  document.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))
const key = (init: KeyboardEventInit, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }))

/** The bundle as gatsby-node builds it, in Node: esbuild checks its byte arrays are Node's, which jsdom's globals replace meanwhile. */
async function buildInNode(): Promise<readonly [string, string]> {
  const jsdomUint8Array = globalThis.Uint8Array
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor
  try {
    const { buildEarlyScript } = await import("../../node/early-script")
    return buildEarlyScript().parts
  } finally {
    globalThis.Uint8Array = jsdomUint8Array
  }
}

beforeAll(async () => {
  // Run as the page runs it: the bundle's text alone, so it must not lean on anything outside itself.
  Object.assign(globalThis, { __EARLY_SCRIPT__: await buildInNode() })
  const script = earlyControlsScript({
    colorModeKey: "theme",
    announcement: { idKey: "announcement.id", dismissKey: "announcement.dismiss", id: "news-1" },
  })
  new Function(script)()
})

beforeEach(() => {
  localStorage.clear()
  for (const name of ["data-theme", EARLY_MENU_ATTRIBUTE, SEARCH_READY_ATTRIBUTE, "data-announcement-dismissed"]) root.removeAttribute(name)
  root.setAttribute("data-theme", "light")
  document.body.innerHTML = `
    <button data-early="color-mode" id="mode"></button>
    <button data-early="menu" aria-expanded="false" id="menu"></button>
    <a href="#" data-early="menu-close" id="menu-close">Close the menu</a>
    <a href="/search" data-early="search" id="search">Search</a>
    <button data-early="category" aria-expanded="false" aria-controls="list" id="category"></button><ul id="list" hidden><li>x</li></ul>
    <button data-early="announcement-close" id="announcement"></button>
    <input id="field">
    <docs-tabs data-group-id="lang" id="tabs">
      <div role="tablist"><button role="tab" data-value="ts" aria-selected="true"></button><button role="tab" data-value="js" aria-selected="false"></button></div>
      <div role="tabpanel" data-value="ts"></div><div role="tabpanel" data-value="js" hidden></div>
    </docs-tabs>
    <docs-code-block id="code"><button data-code-action="copy"><svg><path d=""/></svg></button><button data-code-action="wrap" aria-pressed="false"></button>
      <pre><code>const a = 1</code></pre><span role="status"></span></docs-code-block>`
})

describe("the early-controls script, before the bundles run", () => {
  it("switches the colour mode and stores it; leaves a toggle React owns to React", () => {
    click("#mode")
    expect(root.getAttribute("data-theme")).toBe("dark")
    expect(localStorage.getItem("theme")).toBe("dark")
    Object.assign(document.getElementById("mode")!, { __reactFiber$test: {} })
    click("#mode")
    expect(root.getAttribute("data-theme")).toBe("dark")
  })

  it("ignores modified clicks (they keep their browser meaning)", () => {
    click("#mode", { ctrlKey: true })
    click("#mode", { button: 1 })
    expect(root.getAttribute("data-theme")).toBe("light")
  })

  it("opens and shuts a sidebar category", () => {
    click("#category")
    expect(document.getElementById("category")!.getAttribute("aria-expanded")).toBe("true")
    expect(document.getElementById("list")!.hidden).toBe(false)
    click("#category")
    expect(document.getElementById("list")!.hidden).toBe(true)
  })

  it("selects a tab, stores the group's choice and lets the group leave the pre-paint style; a ready group is the element's", () => {
    click("#tabs [data-value=js]")
    expect(document.querySelector("#tabs [role=tab][data-value=js]")!.getAttribute("aria-selected")).toBe("true")
    expect(document.querySelector("#tabs [role=tab][data-value=ts]")!.getAttribute("aria-selected")).toBe("false")
    expect((document.querySelector("#tabs [role=tabpanel][data-value=ts]") as HTMLElement).hidden).toBe(true)
    expect((document.querySelector("#tabs [role=tabpanel][data-value=js]") as HTMLElement).hidden).toBe(false)
    expect(localStorage.getItem("docusaurus.tab.lang")).toBe("js")
    expect(document.getElementById("tabs")!.hasAttribute("data-tabs-restored")).toBe(true)
    document.getElementById("tabs")!.setAttribute("data-ready", "")
    click("#tabs [data-value=ts]")
    expect(document.querySelector("#tabs [role=tab][data-value=ts]")!.getAttribute("aria-selected")).toBe("false")
  })

  it("wraps code and announces a copy", () => {
    click("#code [data-code-action=wrap]")
    expect(document.querySelector("#code pre")!.hasAttribute("data-wrap")).toBe(true)
    expect(document.querySelector("#code [data-code-action=wrap]")!.getAttribute("aria-pressed")).toBe("true")
    Object.assign(navigator, { clipboard: { writeText: () => Promise.resolve() } })
    click("#code [data-code-action=copy]")
    expect(document.querySelector("#code [role=status]")!.textContent).toBe("Copied")
    expect(document.querySelector("#code [data-code-action=copy]")!.getAttribute("aria-label")).toBe("Copied")
  })

  it("opens the menu's stand-in and closes it by its link or Escape; React then takes it over once", () => {
    click("#menu")
    expect(root.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(true)
    expect(document.getElementById("menu")!.getAttribute("aria-expanded")).toBe("true")
    expect(document.activeElement!.id).toBe("menu-close")
    click("#menu-close")
    expect(root.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(false)
    expect(document.activeElement!.id).toBe("menu")
    click("#menu")
    key({ key: "Escape" })
    expect(root.hasAttribute(EARLY_MENU_ATTRIBUTE)).toBe(false)
    click("#menu")
    expect(takeEarlyMenu()).toBe(true)
    expect(takeEarlyMenu()).toBe(false)
  })

  it("opens a search frame with the focus in its field from the button, Ctrl+K and /; React then takes the typed text", () => {
    expect(click("#search")).toBe(false)
    expect(earlySearchIsOpen()).toBe(true)
    const input = document.activeElement as HTMLInputElement
    expect(input.placeholder).toBe("Search docs")
    key({ key: "Escape" }, input)
    expect(earlySearchIsOpen()).toBe(false)
    key({ key: "k", ctrlKey: true })
    expect(earlySearchIsOpen()).toBe(true)
    key({ key: "k", metaKey: true })
    expect(earlySearchIsOpen()).toBe(false)
    key({ key: "/" }, document.getElementById("field")!)
    expect(earlySearchIsOpen()).toBe(false)
    key({ key: "/" })
    expect(earlySearchIsOpen()).toBe(true)
    ;(document.activeElement as HTMLInputElement).value = "createSlise"
    expect(earlySearchQuery()).toBe("createSlise")
    removeEarlySearch()
    expect(earlySearchIsOpen()).toBe(false)
    root.setAttribute(SEARCH_READY_ATTRIBUTE, "")
    key({ key: "k", ctrlKey: true })
    expect(earlySearchIsOpen()).toBe(false)
  })

  it("takes at most MAX_QUERY_LENGTH characters of a query into the early frame and on to the modal", () => {
    click("#search")
    const input = document.activeElement as HTMLInputElement
    expect(input.maxLength).toBe(MAX_QUERY_LENGTH)
    // A script (or a browser that ignores maxlength) can still put more in the field.
    input.value = "x".repeat(MAX_QUERY_LENGTH + 10)
    expect(earlySearchQuery()).toBe("x".repeat(MAX_QUERY_LENGTH))
    removeEarlySearch()
  })

  it("closes the announcement bar for its id", () => {
    click("#announcement")
    expect(root.getAttribute("data-announcement-dismissed")).toBe("true")
    expect(localStorage.getItem("announcement.id")).toBe("news-1")
    expect(localStorage.getItem("announcement.dismiss")).toBe("true")
  })
})
