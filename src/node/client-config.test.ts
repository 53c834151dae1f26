import { describe, expect, it } from "vitest"
import { loadSiteConfig, parseSiteConfig } from "./config/load"
import authoredConfig from "../../site.config"
import { absoluteUrl, faviconLink, toClientConfig } from "./client-config"
import { clientSiteConfigSchema } from "../shared/client-config-schema"

const routeOf = (docId: string) => `/${docId}`

describe("toClientConfig", () => {
  const client = toClientConfig(loadSiteConfig(authoredConfig), routeOf)

  it("resolves navbar and footer doc ids to routes, with the section as active path", () => {
    expect(client.navbar.items.map((item) => item.label)).toEqual(["Getting Started", "Tutorials", "Usage Guide", "API", "RTK Query", "GitHub"])
    expect(client.navbar.items[3]).toEqual({ type: "link", label: "API", href: "/api/configureStore", activeBasePath: "/api/" })
    expect(client.navbar.items[5]).toEqual({ type: "link", label: "GitHub", href: "https://github.com/reduxjs/redux-toolkit", ariaLabel: "GitHub repository" })
    expect(client.footer.groups.map((group) => group.title)).toEqual(["Docs", "Community", "More"])
    expect(client.footer.groups[0].items[0]).toEqual({ label: "Getting Started", href: "/introduction/getting-started" })
    expect(client.docs.versions).toEqual([{ name: "current", label: "Next", path: "/", isLatest: true }])
  })

  it("gives the browser the favicon with its type, the social card as an absolute URL, the title suffix and the locale", () => {
    expect(client.favicon).toEqual({ href: "/img/favicon.svg", type: "image/svg+xml" })
    expect(client.socialCard).toBe("https://redux-toolkit.js.org/img/social-card.png")
    expect(client.titleSuffix).toBe("Redux Toolkit")
    expect(client.locale).toEqual({ htmlLang: "en", direction: "ltr" })
    expect(client.colorMode.disableSwitch).toBe(false)
  })

  it("leaves the favicon and social card out when the config has none", () => {
    const result = parseSiteConfig({ ...structuredClone(loadSiteConfig(authoredConfig)), favicon: null, socialCard: null })
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join("\n"))
    const bare = toClientConfig(result.config, routeOf)
    expect(bare.favicon).toBeNull()
    expect(bare.socialCard).toBeNull()
  })

  it("carries every field the browser reads and none it does not", () => {
    expect(Object.keys(client).sort()).toEqual(
      [
        "analytics",
        "announcementBar",
        "baseUrl",
        "colorMode",
        "docs",
        "favicon",
        "footer",
        "locale",
        "logo",
        "navbar",
        "search",
        "searchIssueUrl",
        "socialCard",
        "tableOfContents",
        "tagline",
        "title",
        "titleSuffix",
        "url",
      ].sort(),
    )
  })
})

describe("the client schema", () => {
  it("keeps only the browser's keys of what the build derives, in the schema's order", () => {
    const config = loadSiteConfig(authoredConfig)
    const client = toClientConfig(config, routeOf)
    expect(Object.keys(client)).toEqual(Object.keys(clientSiteConfigSchema.shape))
    expect(Object.keys(client.docs)).toEqual(["pluginId", "versions"])
    expect(client.docs.versions.every((version) => !("mainDocId" in version))).toBe(true)
    expect("editUrl" in client || "redirects" in client).toBe(false)
    expect(clientSiteConfigSchema.parse(client)).toEqual(client)
  })

  it("refuses a derived value of the wrong shape", () => {
    const client = toClientConfig(loadSiteConfig(authoredConfig), routeOf)
    expect(clientSiteConfigSchema.safeParse({ ...client, favicon: "/img/favicon.svg" }).success).toBe(false)
  })
})

describe("faviconLink and absoluteUrl", () => {
  it("knows the usual icon types and leaves others untyped", () => {
    expect(faviconLink("/favicon.ico")).toEqual({ href: "/favicon.ico", type: "image/x-icon" })
    expect(faviconLink("/img/icon.PNG?v=2")).toEqual({ href: "/img/icon.PNG?v=2", type: "image/png" })
    expect(faviconLink("/icon")).toEqual({ href: "/icon" })
  })

  it("puts a static path on the origin and keeps a URL", () => {
    expect(absoluteUrl("https://example.com", "/img/card.png")).toBe("https://example.com/img/card.png")
    expect(absoluteUrl("https://example.com", "https://cdn.example.com/card.png")).toBe("https://cdn.example.com/card.png")
  })
})
