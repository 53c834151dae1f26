// @vitest-environment jsdom
import fs from "node:fs"
import path from "node:path"
import React, { type ReactElement } from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { createRoot, hydrateRoot } from "react-dom/client"
import { act } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { resetStorageStateForTests } from "../../state/storage"
import { defineBodyElements } from "../body-elements"
import { TabItem, Tabs } from "./Tabs"

beforeAll(() => defineBodyElements())

afterEach(() => {
  vi.restoreAllMocks()
  resetStorageStateForTests()
  document.body.innerHTML = ""
  localStorage.clear()
  window.history.replaceState(null, "", "/")
})

const packageTabs = (props: { groupId?: string; queryString?: boolean } = {}) => (
  <Tabs className="package-tabs" {...props}>
    <TabItem value="npm" label="npm">
      npm install
    </TabItem>
    <TabItem value="yarn" label="Yarn">
      yarn add
    </TabItem>
    <TabItem value="pnpm" label="pnpm">
      pnpm add
    </TabItem>
  </Tabs>
)

/** Server markup put into the page, as a first visit or a fetched static body gets it. */
function mount(...elements: ReactElement[]): HTMLElement[] {
  const host = document.createElement("div")
  host.innerHTML = elements.map((element) => renderToStaticMarkup(element)).join("")
  document.body.append(host)
  return [...host.querySelectorAll<HTMLElement>("docs-tabs")]
}

const tab = (group: HTMLElement, name: string) =>
  [...group.querySelectorAll<HTMLElement>("[role=tab]")].find((element) => element.textContent === name)!
const selected = (group: HTMLElement) => group.querySelector("[role=tab][aria-selected=true]")?.textContent
const shownPanels = (group: HTMLElement) =>
  [...group.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]")].filter((panel) => !panel.hidden).map((panel) => panel.textContent)
const press = (target: HTMLElement, key: string) => target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }))

describe("<docs-tabs>", () => {
  it("renders as plain markup: `class`, string attributes, the first tab selected", () => {
    const html = renderToStaticMarkup(packageTabs({ groupId: "pkg", queryString: true }))
    expect(html).toMatch(/^<docs-tabs class="[^"]*package-tabs" data-group-id="pkg" data-query-key="pkg">/)
    expect(html).not.toMatch(/classname|hidden="false"|suppress/i)
    const [group] = mount(packageTabs())
    expect(selected(group!)).toBe("npm")
  })

  it("wakes up from server markup, marks itself ready and restored, and selects on click", () => {
    const [group] = mount(packageTabs({ groupId: "pkg" }))
    expect(group!.hasAttribute("data-ready")).toBe(true)
    expect(group!.hasAttribute("data-tabs-restored")).toBe(true)
    tab(group!, "Yarn").click()
    expect(selected(group!)).toBe("Yarn")
    expect(shownPanels(group!)).toEqual(["yarn add"])
    expect(tab(group!, "Yarn").tabIndex).toBe(0)
    expect(tab(group!, "npm").tabIndex).toBe(-1)
    expect(localStorage.getItem("docusaurus.tab.pkg")).toBe("yarn")
  })

  it("moves with the arrow keys (wrapping), Home and End, focusing the new tab", () => {
    const [group] = mount(packageTabs())
    press(tab(group!, "npm"), "ArrowRight")
    expect(selected(group!)).toBe("Yarn")
    expect(document.activeElement).toBe(tab(group!, "Yarn"))
    press(tab(group!, "Yarn"), "End")
    expect(selected(group!)).toBe("pnpm")
    press(tab(group!, "pnpm"), "ArrowRight")
    expect(selected(group!)).toBe("npm")
    press(tab(group!, "npm"), "ArrowLeft")
    expect(selected(group!)).toBe("pnpm")
    press(tab(group!, "pnpm"), "Home")
    expect(selected(group!)).toBe("npm")
    expect(shownPanels(group!)).toEqual(["npm install"])
  })

  it("restores the stored choice", () => {
    localStorage.setItem("docusaurus.tab.pkg", "pnpm")
    const [group] = mount(packageTabs({ groupId: "pkg" }))
    expect(selected(group!)).toBe("pnpm")
    expect(shownPanels(group!)).toEqual(["pnpm add"])
  })

  it("lets ?key=value win over storage, and writes the choice to the URL", () => {
    localStorage.setItem("docusaurus.tab.pkg", "pnpm")
    window.history.replaceState(null, "", "/page?pkg=yarn")
    const [group] = mount(packageTabs({ groupId: "pkg", queryString: true }))
    expect(selected(group!)).toBe("Yarn")
    tab(group!, "npm").click()
    expect(new URL(window.location.href).searchParams.get("pkg")).toBe("npm")
  })

  it("ignores a choice the group has no tab for", () => {
    localStorage.setItem("docusaurus.tab.pkg", "bun")
    window.history.replaceState(null, "", "/page?pkg=deno")
    const [group] = mount(packageTabs({ groupId: "pkg", queryString: true }))
    expect(selected(group!)).toBe("npm")
  })

  it("keeps groups with one groupId in sync on the page, and leaves others alone", () => {
    const [first, second, other] = mount(packageTabs({ groupId: "pkg" }), packageTabs({ groupId: "pkg" }), packageTabs({ groupId: "manager" }))
    tab(first!, "Yarn").click()
    expect(selected(second!)).toBe("Yarn")
    expect(shownPanels(second!)).toEqual(["yarn add"])
    expect(selected(other!)).toBe("npm")
  })

  it("follows a choice made in another browser tab (storage event)", () => {
    const [group] = mount(packageTabs({ groupId: "pkg" }))
    window.dispatchEvent(new StorageEvent("storage", { key: "docusaurus.tab.pkg", newValue: "pnpm" }))
    expect(selected(group!)).toBe("pnpm")
    window.dispatchEvent(new StorageEvent("storage", { key: "docusaurus.tab.other", newValue: "yarn" }))
    expect(selected(group!)).toBe("pnpm")
  })

  it("works when storage is blocked: clicks select, the URL still applies", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    window.history.replaceState(null, "", "/page?pkg=pnpm")
    const [first, second] = mount(packageTabs({ groupId: "pkg", queryString: true }), packageTabs({ groupId: "pkg" }))
    expect(selected(first!)).toBe("pnpm")
    tab(first!, "Yarn").click()
    expect(selected(first!)).toBe("Yarn")
    expect(selected(second!)).toBe("Yarn")
  })

  it("answers only for its own tabs when groups are nested", () => {
    const nested = (
      <Tabs groupId="outer">
        <TabItem value="a" label="A">
          {packageTabs({ groupId: "inner" })}
        </TabItem>
        <TabItem value="b" label="B">
          B
        </TabItem>
      </Tabs>
    )
    const [outer, inner] = mount(nested)
    tab(inner!, "Yarn").click()
    expect(selected(outer!)).toBe("A")
    expect(selected(inner!)).toBe("Yarn")
    press(tab(inner!, "Yarn"), "End")
    expect(selected(outer!)).toBe("A")
    expect(selected(inner!)).toBe("pnpm")
  })

  it("waits for the document to be parsed before reading its children", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading")
    localStorage.setItem("docusaurus.tab.pkg", "yarn")
    const [group] = mount(packageTabs({ groupId: "pkg" }))
    expect(group!.hasAttribute("data-ready")).toBe(false)
    readyState.mockReturnValue("interactive")
    document.dispatchEvent(new Event("DOMContentLoaded"))
    expect(group!.hasAttribute("data-ready")).toBe(true)
    expect(selected(group!)).toBe("Yarn")
  })

  it("wakes up when React renders it, and stops listening once removed", async () => {
    localStorage.setItem("docusaurus.tab.pkg", "yarn")
    const host = document.createElement("div")
    document.body.append(host)
    const root = createRoot(host)
    await act(async () => root.render(packageTabs({ groupId: "pkg" })))
    const group = host.querySelector<HTMLElement>("docs-tabs")!
    expect(group.getAttribute("class")).toContain("package-tabs")
    expect(group.hasAttribute("data-ready")).toBe(true)
    expect(selected(group)).toBe("Yarn")
    await act(async () => root.render(<p>gone</p>))
    expect(group.hasAttribute("data-ready")).toBe(false)
    window.dispatchEvent(new StorageEvent("storage", { key: "docusaurus.tab.pkg", newValue: "pnpm" }))
    expect(selected(group)).toBe("Yarn")
    root.unmount()
  })

  it("hydrates without warnings after it has restored the stored choice", async () => {
    localStorage.setItem("docusaurus.tab.pkg", "pnpm")
    const errors = vi.spyOn(console, "error")
    const host = document.createElement("div")
    host.innerHTML = renderToString(packageTabs({ groupId: "pkg" }))
    document.body.append(host)
    const group = host.querySelector<HTMLElement>("docs-tabs")!
    expect(selected(group)).toBe("pnpm")
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(host, packageTabs({ groupId: "pkg" }))
    })
    expect(errors).not.toHaveBeenCalled()
    expect(selected(group)).toBe("pnpm")
    expect(host.querySelector("docs-tabs")).toBe(group)
    root!.unmount()
  })
})

describe("<Tabs> without JavaScript", () => {
  it("labels every panel, and shows them all until the head script marks the page as running scripts", () => {
    const [group] = mount(packageTabs())
    const labels = [...group!.querySelectorAll(":scope > p")].map((label) => label.textContent)
    expect(labels).toEqual(["npm", "Yarn", "pnpm"])
    const css = fs.readFileSync(path.join(__dirname, "Tabs.module.css"), "utf8")
    expect(css).toMatch(/:global\(html:not\(\[data-js\]\)\) \.panel\[hidden\] \{\s*display: block;/)
    expect(css).toMatch(/:global\(html:not\(\[data-js\]\)\) \.tablist \{\s*display: none;/)
    expect(css).toMatch(/:global\(html\[data-js\]\) \.panelLabel \{\s*display: none;/)
  })
})
