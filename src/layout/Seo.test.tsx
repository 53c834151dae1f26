// @vitest-environment jsdom
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { testClientConfig } from "../shared/testing"
import type { ClientSiteConfig } from "../shared/client-config"

/** A client config as the build injects it (`__SITE_CONFIG__`), with `changes` applied. */
function clientConfig(changes: Partial<ClientSiteConfig>): ClientSiteConfig {
  return testClientConfig({
    favicon: { href: "/img/custom-icon.png", type: "image/png" },
    socialCard: "https://docs.example.com/img/custom-card.png",
    ...changes,
  })
}

/** Seo's head markup under the given client config (src/config/client.ts reads the global once, on import). */
async function renderSeo(config: ClientSiteConfig, title: string | null = "createSlice"): Promise<Document> {
  vi.resetModules()
  ;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = config
  const { Seo } = await import("./Seo")
  const html = renderToStaticMarkup(<Seo title={title} description="About slices." pathname="/api/createSlice" />)
  return new DOMParser().parseFromString(`<!doctype html><head>${html.replace(/<html[^>]*>|<\/html>/g, "")}</head>`, "text/html")
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__SITE_CONFIG__
})

describe("Seo", () => {
  it("renders the configured favicon and social card", async () => {
    const head = await renderSeo(clientConfig({}))
    const icon = head.querySelector('link[rel="icon"]')
    expect(icon?.getAttribute("href")).toBe("/img/custom-icon.png")
    expect(icon?.getAttribute("type")).toBe("image/png")
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe("https://docs.example.com/img/custom-card.png")
    expect(head.querySelector('meta[name="twitter:image"]')?.getAttribute("content")).toBe("https://docs.example.com/img/custom-card.png")
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image")
  })

  it("renders no icon and no image when none is configured", async () => {
    const head = await renderSeo(clientConfig({ favicon: null, socialCard: null }))
    expect(head.querySelector('link[rel="icon"]')).toBeNull()
    expect(head.querySelector('meta[property="og:image"]')).toBeNull()
    expect(head.querySelector('meta[name="twitter:image"]')).toBeNull()
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary")
  })

  it("ends a page's title with the configured suffix; the home page has title and tagline", async () => {
    expect((await renderSeo(clientConfig({}))).querySelector("title")?.textContent).toBe("createSlice | RTK Docs")
    expect((await renderSeo(clientConfig({}), null)).querySelector("title")?.textContent).toBe("Redux Toolkit | The official toolset")
  })

  it("sets the configured locale on <html> and in the locale metadata", async () => {
    vi.resetModules()
    ;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = clientConfig({ locale: { htmlLang: "fa", direction: "rtl" } })
    const { Seo } = await import("./Seo")
    const html = renderToStaticMarkup(<Seo title="x" description="y" pathname="/" />)
    expect(html).toContain('<html lang="fa" dir="rtl">')
    expect(html).toContain('<meta name="docusaurus_locale" content="fa"/>')
  })
})
