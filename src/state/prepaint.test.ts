import { describe, expect, it } from "vitest"
import { JS_ATTRIBUTE, announcementScript, baseUrlBannerScript, colorModeScript, gtagQueueScript } from "./prepaint"

/** Runs an inline script against a minimal fake of the browser globals it touches. */
function run(code: string, { stored = {} as Record<string, string>, prefersDark = false, storageThrows = false, pathname = "/" } = {}) {
  const attributes: Record<string, string> = {}
  const inserted: Array<{ id: string; html: string }> = []
  const documentElement = { setAttribute: (k: string, v: string) => (attributes[k] = v), style: {} as Record<string, string> }
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError")
      return stored[key] ?? null
    },
  }
  const element = { id: "", setAttribute: () => {}, innerHTML: "" }
  const document = {
    documentElement,
    createElement: () => element,
    body: { firstChild: null, insertBefore: (e: typeof element) => inserted.push({ id: e.id, html: e.innerHTML }) },
  }
  const window = { matchMedia: () => ({ matches: prefersDark }), dataLayer: undefined as unknown[] | undefined }
  new Function("document", "localStorage", "window", "location", "dataLayer", code)(document, localStorage, window, { pathname }, undefined)
  return { attributes, style: documentElement.style, inserted, window }
}

describe("colorModeScript", () => {
  const config = { defaultMode: "light" as const, disableSwitch: false, respectPrefersColorScheme: true }
  it("marks the page as running JavaScript, also when storage is blocked", () => {
    expect(run(colorModeScript(config)).attributes[JS_ATTRIBUTE]).toBe("")
    expect(run(colorModeScript(config), { storageThrows: true }).attributes[JS_ATTRIBUTE]).toBe("")
  })
  it("uses the stored theme", () => {
    expect(run(colorModeScript(config), { stored: { theme: "dark" } }).attributes["data-theme"]).toBe("dark")
    expect(run(colorModeScript(config), { stored: { theme: "light" }, prefersDark: true }).attributes["data-theme"]).toBe("light")
  })
  it("falls back to the system preference, then the default", () => {
    expect(run(colorModeScript(config), { prefersDark: true }).attributes["data-theme"]).toBe("dark")
    expect(run(colorModeScript(config)).attributes["data-theme"]).toBe("light")
    expect(run(colorModeScript({ ...config, respectPrefersColorScheme: false }), { prefersDark: true }).attributes["data-theme"]).toBe("light")
  })
  it("ignores invalid values and blocked storage", () => {
    expect(run(colorModeScript(config), { stored: { theme: "purple" } }).attributes["data-theme"]).toBe("light")
    expect(run(colorModeScript(config), { storageThrows: true, prefersDark: true }).attributes["data-theme"]).toBe("dark")
  })
  it("ignores a stored choice when the switch is disabled: the site has one mode", () => {
    const single = { ...config, disableSwitch: true, respectPrefersColorScheme: false }
    expect(run(colorModeScript(single), { stored: { theme: "dark" } }).attributes["data-theme"]).toBe("light")
    expect(run(colorModeScript({ ...single, defaultMode: "dark" }), { stored: { theme: "light" } }).attributes["data-theme"]).toBe("dark")
  })
})

describe("announcementScript", () => {
  const bar = { id: "v2", content: "Hi", backgroundColor: "#000", textColor: "#fff", isCloseable: true }
  it("hides the bar only when this id was dismissed", () => {
    const dismissed = { "docusaurus.announcement.id": "v2", "docusaurus.announcement.dismiss": "true" }
    expect(run(announcementScript(bar), { stored: dismissed }).attributes["data-announcement-dismissed"]).toBe("true")
    const older = { "docusaurus.announcement.id": "v1", "docusaurus.announcement.dismiss": "true" }
    expect(run(announcementScript(bar), { stored: older }).attributes["data-announcement-dismissed"]).toBe("false")
    expect(run(announcementScript(bar), { storageThrows: true }).attributes["data-announcement-dismissed"]).toBe("false")
  })
  it("emits nothing without a closeable bar", () => {
    expect(announcementScript(null)).toBe("")
    expect(announcementScript({ ...bar, isCloseable: false })).toBe("")
  })
})

describe("baseUrlBannerScript", () => {
  it("emits nothing for the root base URL", () => {
    expect(baseUrlBannerScript("/")).toBe("")
  })
  it("shows the banner outside the base URL, naming it and a likely fix", () => {
    const { inserted } = run(baseUrlBannerScript("/rtk/"), { pathname: "/docs/intro" })
    expect(inserted).toHaveLength(1)
    expect(inserted[0].html).toContain("This site did not load properly.")
    expect(inserted[0].html).toContain("<code>/rtk/</code>")
    expect(inserted[0].html).toContain("baseUrl = /docs/")
  })
  it("stays quiet under the base URL", () => {
    expect(run(baseUrlBannerScript("/rtk/"), { pathname: "/rtk/api/createSlice" }).inserted).toHaveLength(0)
    expect(run(baseUrlBannerScript("/rtk/"), { pathname: "/rtk" }).inserted).toHaveLength(0)
  })
})

describe("gtagQueueScript", () => {
  it("configures the id without an automatic page view", () => {
    const code = gtagQueueScript("G-ABC")
    expect(code).toContain('gtag("config","G-ABC",{send_page_view:false,anonymize_ip:true})')
  })
})
