// @vitest-environment jsdom
import fs from "node:fs"
import path from "node:path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { MAX_QUERY_PARAMETERS, tabsPrepaintScript } from "./prepaint"
import { TabItem, Tabs } from "./Tabs"
import { SELECTED_TAB_ACCENT, TAB_BORDER_PROPERTY, TAB_COLOR_PROPERTY } from "./tabs-attributes"

afterEach(() => {
  vi.restoreAllMocks()
  document.head.innerHTML = ""
  document.body.innerHTML = ""
  localStorage.clear()
  window.history.replaceState(null, "", "/")
})

/** Server markup (no custom element defined: only the inline script has run). */
function page(): HTMLElement[] {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <Tabs groupId="language" queryString>
        <TabItem value="ts" label="TypeScript">
          ts code
        </TabItem>
        <TabItem value="js" label="JavaScript">
          js code
        </TabItem>
      </Tabs>
      <Tabs groupId="pkg">
        <TabItem value="npm">npm</TabItem>
        <TabItem value="yarn">yarn</TabItem>
      </Tabs>
    </>,
  )
  return [...document.querySelectorAll<HTMLElement>("docs-tabs")]
}

const run = () => new Function(tabsPrepaintScript)()

/** The panels and tabs the pre-paint style shows and marks selected (jsdom does not cascade custom properties). */
function shown(group: HTMLElement): { panels: string[]; selectedTabs: string[] } {
  const rules = [...(document.querySelector<HTMLStyleElement>("style#tabs-prepaint")?.sheet?.cssRules ?? [])] as CSSStyleRule[]
  const matching = (element: Element, test: (rule: CSSStyleRule) => boolean) =>
    rules.some((rule) => test(rule) && element.matches(rule.selectorText))
  const panels = [...group.querySelectorAll("[role=tabpanel]")].filter((panel) =>
    matching(panel, (rule) => rule.style.getPropertyValue("display") === "block") ||
    (!panel.hasAttribute("hidden") && !matching(panel, (rule) => rule.style.getPropertyValue("display") === "none")),
  )
  const selectedTabs = [...group.querySelectorAll("[role=tab]")].filter((tab) =>
    matching(tab, (rule) => rule.style.getPropertyValue(TAB_BORDER_PROPERTY) === SELECTED_TAB_ACCENT),
  )
  return { panels: panels.map((panel) => panel.textContent ?? ""), selectedTabs: selectedTabs.map((tab) => tab.textContent ?? "") }
}

describe("tabsPrepaintScript", () => {
  it("shows the stored tab of every group before the element runs", () => {
    localStorage.setItem("docusaurus.tab.language", "js")
    localStorage.setItem("docusaurus.tab.pkg", "yarn")
    localStorage.setItem("theme", "dark")
    const [language, pkg] = page()
    run()
    expect(shown(language!)).toEqual({ panels: ["js code"], selectedTabs: ["JavaScript"] })
    expect(shown(pkg!)).toEqual({ panels: ["yarn"], selectedTabs: ["yarn"] })
  })

  it("applies ?key=value, also when storage is blocked", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    window.history.replaceState(null, "", "/page?language=js")
    const [language, pkg] = page()
    expect(run).not.toThrow()
    expect(shown(language!)).toEqual({ panels: ["js code"], selectedTabs: ["JavaScript"] })
    expect(shown(pkg!)).toEqual({ panels: ["npm"], selectedTabs: [] })
  })

  it("stops applying once the element has restored the group", () => {
    localStorage.setItem("docusaurus.tab.language", "js")
    const [language] = page()
    run()
    language!.setAttribute("data-tabs-restored", "")
    expect(shown(language!)).toEqual({ panels: ["ts code"], selectedTabs: [] })
  })

  it("reads only the URL's first MAX_QUERY_PARAMETERS parameters: each one is a style rule", () => {
    const filler = Array.from({ length: MAX_QUERY_PARAMETERS - 1 }, (_, n) => `p${n}=${n}`).join("&")
    window.history.replaceState(null, "", `/page?${filler}&language=js`)
    const [language] = page()
    run()
    expect(shown(language!)).toEqual({ panels: ["js code"], selectedTabs: ["JavaScript"] })
    expect(document.querySelector<HTMLStyleElement>("style#tabs-prepaint")!.sheet!.cssRules.length).toBe(4 * MAX_QUERY_PARAMETERS)

    document.head.innerHTML = ""
    window.history.replaceState(null, "", `/page?${filler}&p=x&language=js&${"q=1&".repeat(100)}`)
    const [later] = page()
    run()
    expect(shown(later!)).toEqual({ panels: ["ts code"], selectedTabs: [] })
    expect(document.querySelector<HTMLStyleElement>("style#tabs-prepaint")!.sheet!.cssRules.length).toBe(4 * MAX_QUERY_PARAMETERS)
  })

  it("writes nothing without a choice, and quotes odd values safely", () => {
    page()
    run()
    expect(document.querySelector("style#tabs-prepaint")).toBeNull()
    localStorage.setItem('docusaurus.tab.we"ird', 'va"l\\ue')
    run()
    expect(document.querySelector<HTMLStyleElement>("style#tabs-prepaint")!.sheet!.cssRules.length).toBe(4)
  })

  it("stays small: it is inlined in every page's <head>", () => {
    expect(tabsPrepaintScript.length).toBeLessThan(1500)
  })

  it("uses the custom properties the tabs' stylesheet reads for the selected look", () => {
    const css = fs.readFileSync(path.join(__dirname, "Tabs.module.css"), "utf8")
    expect(css).toContain(`var(${TAB_COLOR_PROPERTY},`)
    expect(css).toContain(`var(${TAB_BORDER_PROPERTY},`)
    const selectedRule = /\.tab\[aria-selected="true"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? ""
    expect(selectedRule).toContain(`${TAB_COLOR_PROPERTY}: ${SELECTED_TAB_ACCENT}`)
    expect(selectedRule).toContain(`${TAB_BORDER_PROPERTY}: ${SELECTED_TAB_ACCENT}`)
  })
})

describe("what the search index reads of a tab group", () => {
  it("leaves out the JavaScript panel of a language group with a TypeScript panel, and nothing else", () => {
    const html = renderToStaticMarkup(
      <>
        <Tabs groupId="language">
          <TabItem value="ts">typed</TabItem>
          <TabItem value="js">untyped</TabItem>
        </Tabs>
        <Tabs groupId="package-manager">
          <TabItem value="ts">a</TabItem>
          <TabItem value="js">b</TabItem>
        </Tabs>
        <Tabs groupId="language">
          <TabItem value="js">only javascript</TabItem>
        </Tabs>
      </>,
    )
    const panels = [...new DOMParser().parseFromString(html, "text/html").querySelectorAll('[role="tabpanel"]')]
    expect(panels.map((panel) => [panel.textContent, panel.getAttribute("data-pagefind-ignore")])).toEqual([
      ["typed", null],
      ["untyped", "all"],
      ["a", null],
      ["b", null],
      ["only javascript", null],
    ])
  })
})
