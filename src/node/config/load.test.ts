import { afterEach, describe, expect, it, vi } from "vitest"
import authoredConfig from "../../../site.config"
import { docsInclude, loadSiteConfig, parseSiteConfig, SiteConfigError } from "./load"
import type { SiteConfigInput } from "./schema"

const withChanges = (change: (config: SiteConfigInput) => void): SiteConfigInput => {
  const copy = structuredClone(authoredConfig)
  change(copy)
  return copy
}

/** The messages for a config expected to be invalid. */
const problemsOf = (input: unknown): string[] => {
  const result = parseSiteConfig(input)
  if (result.ok) throw new Error("expected the config to be rejected")
  for (const problem of result.problems) expect(problem.file).toBe("site.config.ts")
  return result.problems.map((problem) => problem.message)
}

/** The smallest config the schema accepts: everything else has a default. */
const minimal = (): SiteConfigInput => ({
  title: "Docs",
  tagline: "A tagline",
  url: "https://docs.example.com",
  editUrl: "https://github.com/org/repo/edit/main/docs/",
  searchIssueUrl: "https://github.com/org/repo/issues/new",
  logo: { src: "/img/logo.svg" },
  navbar: { title: "Docs", items: [] },
  footer: {
    groups: [
      { title: "Docs", items: [] },
      { title: "Community", items: [] },
      { title: "More", items: [] },
    ],
    logo: { src: "/img/logo.svg", alt: "Logo", href: "https://example.com" },
    copyright: "Copyright",
  },
  docs: { versions: [{ name: "current", label: "Next", path: "/", isLatest: true, mainDocId: "intro/start" }] },
})

describe("parseSiteConfig", () => {
  it("accepts the real site.config.ts", () => {
    expect(parseSiteConfig(authoredConfig)).toMatchObject({ ok: true })
  })

  it("applies the schema's defaults to everything left out", () => {
    const result = parseSiteConfig(minimal())
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join("\n"))
    const config = result.config
    expect(config.titleSuffix).toBe("Docs")
    expect(config.baseUrl).toBe("/")
    expect(config.favicon).toBeNull()
    expect(config.socialCard).toBeNull()
    expect(config.locale).toEqual({ htmlLang: "en", direction: "ltr" })
    expect(config.navbar.hideOnScroll).toBe(false)
    expect(config.announcementBar).toBeNull()
    expect(config.colorMode).toEqual({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true })
    expect(config.docs.pluginId).toBe("default")
    expect(config.docs.include).toEqual(["**/*.{md,mdx}"])
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
    expect(config.search).toEqual({ hosted: null, facets: { language: "en", docsTag: "docs-default-current" } })
    expect(config.analytics).toEqual({ gtagTrackingId: null })
  })

  it("fills an announcement bar's colours and closeability", () => {
    const result = parseSiteConfig({ ...minimal(), announcementBar: { id: "v2", content: "News" } })
    expect(result.ok && result.config.announcementBar).toEqual({
      id: "v2",
      content: "News",
      backgroundColor: "#6b3fb8",
      textColor: "#ffffff",
      isCloseable: true,
    })
  })

  it("names an unknown navbar item type by its path, with the allowed types", () => {
    const problems = problemsOf(
      withChanges((config) => {
        config.navbar.items[3] = { type: "dropdwn", label: "X" } as never
      }),
    )
    expect(problems).toEqual([
      'navbar.items[3].type: unknown navbar item type "dropdwn" (did you mean "dropdown"?); use one of "doc", "link", "dropdown".',
    ])
  })

  it("allows no dropdown inside a dropdown", () => {
    const problems = problemsOf(
      withChanges((config) => {
        config.navbar.items.push({ type: "dropdown", label: "More", items: [{ type: "dropdown", label: "Nested", items: [] } as never] })
      }),
    )
    expect(problems).toEqual(['navbar.items[6].items[0].type: unknown navbar item type "dropdown"; use one of "doc", "link".'])
  })

  it("names a value of the wrong type, the expected type and what it got", () => {
    const problems = problemsOf(
      withChanges((config) => {
        ;(config.navbar as { hideOnScroll: unknown }).hideOnScroll = "yes"
        ;(config.tableOfContents as { maxHeadingLevel: unknown }).maxHeadingLevel = 9
      }),
    )
    expect(problems).toEqual([
      'navbar.hideOnScroll: must be true or false, got string "yes".',
      "tableOfContents.maxHeadingLevel: must be at most 6, got number 9.",
    ])
  })

  it("reports a missing key and an unknown (misspelt or retired) key", () => {
    const problems = problemsOf(
      withChanges((config) => {
        delete (config as Partial<SiteConfigInput>).tagline
        ;(config.docs as Record<string, unknown>).sidebarId = "docs"
      }),
    )
    expect(problems).toContain("tagline: is missing: add it (a string).")
    expect(problems.some((message) => message.startsWith('docs: has an unknown key "sidebarId": remove it or fix its spelling'))).toBe(true)
  })

  it("rejects a bad url, a bad analytics id and a missing footer group, saying what to write", () => {
    const problems = problemsOf(
      withChanges((config) => {
        config.url = "redux-toolkit.js.org/"
        config.analytics = { gtagTrackingId: "not an id" }
        config.footer.groups = config.footer.groups.filter((group) => group.title !== "More")
      }),
    )
    expect(problems).toEqual([
      'url: must be an origin like "https://example.com" (no path, no trailing slash; SITE_URL sets it), got string "redux-toolkit.js.org/".',
      'footer.groups: must include a group titled "More".',
      'analytics.gtagTrackingId: must look like "G-XXXXXXX" (GATSBY_GTAG_ID sets it; unset it for no analytics), got string "not an id".',
    ])
  })

  it("rejects a footer link with two targets and a TOC range the wrong way round", () => {
    const problems = problemsOf(
      withChanges((config) => {
        config.footer.groups[1].items[0] = { label: "Both", to: "/api/configureStore", href: "https://example.com" }
        config.tableOfContents = { minHeadingLevel: 4, maxHeadingLevel: 3 }
      }),
    )
    expect(problems).toEqual([
      'footer.groups[1].items[0]: ("Both") must have exactly one of "to" (a route), "docId" or "href" (an external URL).',
      "tableOfContents: minHeadingLevel must not be greater than maxHeadingLevel.",
    ])
  })

  it("rejects include globs that leave the content folder", () => {
    const problems = problemsOf(
      withChanges((config) => {
        config.docs.include = ["../elsewhere/**/*.md"]
      }),
    )
    expect(problems[0]).toMatch(/^docs\.include\[0\]: must be a glob relative to the content folder/)
  })
})

describe("environment-driven fields", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  /** site.config.ts evaluated afresh under the given environment. */
  async function configUnder(variables: Record<string, string>) {
    vi.resetModules()
    for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
    const { default: authored } = await import("../../../site.config")
    const { parseSiteConfig: parse } = await import("./load")
    return parse(authored)
  }

  it("reads the analytics id, base URL, origin, announcement, hosted search and extra navbar items", async () => {
    const result = await configUnder({
      GATSBY_GTAG_ID: "G-E2ETEST01",
      SITE_BASE_URL: "/rtk/",
      SITE_URL: "https://docs.example.com",
      ANNOUNCEMENT_BAR: '{"id":"v2","content":"Version 2 is out"}',
      DOCSEARCH_APP_ID: "APP",
      DOCSEARCH_API_KEY: "key",
      DOCSEARCH_INDEX_NAME: "index",
      NAVBAR_EXTRA_ITEMS: '[{"type":"link","label":"Blog","href":"https://example.com/blog"}]',
    })
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join("\n"))
    expect(result.config.analytics.gtagTrackingId).toBe("G-E2ETEST01")
    expect(result.config.baseUrl).toBe("/rtk/")
    expect(result.config.url).toBe("https://docs.example.com")
    expect(result.config.announcementBar).toMatchObject({ id: "v2", content: "Version 2 is out", isCloseable: true })
    expect(result.config.search.hosted).toEqual({ appId: "APP", apiKey: "key", indexName: "index" })
    expect(result.config.navbar.items.at(-1)).toEqual({ type: "link", label: "Blog", href: "https://example.com/blog" })
  })

  it("without them: no analytics, no announcement, local search, the default base URL", async () => {
    const result = await configUnder({})
    if (!result.ok) throw new Error("the real config must be valid")
    expect(result.config.analytics.gtagTrackingId).toBeNull()
    expect(result.config.announcementBar).toBeNull()
    expect(result.config.search.hosted).toBeNull()
    expect(result.config.baseUrl).toBe("/")
  })

  it("names the variable a bad JSON item came from", async () => {
    const result = await configUnder({ NAVBAR_EXTRA_ITEMS: '[{"type":"button","label":"X"}]' })
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      'navbar.items[6].type (from the environment variable NAVBAR_EXTRA_ITEMS: fix its JSON): unknown navbar item type "button"; use one of "doc", "link", "dropdown".',
    ])
  })

  it("stops on a variable that is not JSON, naming it", async () => {
    await expect(configUnder({ ANNOUNCEMENT_BAR: "{id: 1" })).rejects.toThrow(/Environment variable ANNOUNCEMENT_BAR is not valid JSON/)
  })
})

describe("loadSiteConfig", () => {
  it("parses site.config.ts once and shares the result", () => {
    const config = loadSiteConfig(authoredConfig)
    expect(loadSiteConfig(authoredConfig)).toBe(config)
    expect(config.title).toBe("Redux Toolkit")
  })

  it("takes the config module's export from its caller: without one, only a config loaded earlier", () => {
    const key = Symbol.for("redux-toolkit-docs.site-config")
    const store = globalThis as { [key: symbol]: unknown }
    const before = store[key]
    try {
      delete store[key]
      expect(() => loadSiteConfig()).toThrow(/^site\.config\.ts is not loaded yet: .*loadSiteConfig\(authored\)/)
      expect(() => loadSiteConfig({ ...minimal(), title: "" })).toThrow(SiteConfigError)
      const loaded = loadSiteConfig(minimal())
      expect(loaded.title).toBe(minimal().title)
      expect(loadSiteConfig()).toBe(loaded)
      // Once loaded, a caller's export is not read again (gatsby develop replaces it with replaceSiteConfig).
      expect(loadSiteConfig(authoredConfig)).toBe(loaded)
    } finally {
      store[key] = before
    }
  })

  it("lists every problem in one error", () => {
    const result = parseSiteConfig({ ...minimal(), title: "", baseUrl: "docs" })
    if (result.ok) throw new Error("expected problems")
    const error = new SiteConfigError(result.problems)
    expect(error.message).toContain("Invalid site configuration (2 problem(s))")
    expect(error.message).toContain("  site.config.ts: title: must not be empty.")
    expect(error.message).toContain('  site.config.ts: baseUrl: must start and end with "/"')
  })
})

describe("docsInclude", () => {
  it("is the configured globs, defaulting to every Markdown file of the content folder", () => {
    expect(docsInclude(loadSiteConfig(authoredConfig))).toEqual(["api", "introduction", "rtk-query", "tutorials", "usage"].map((folder) => `${folder}/**/*.{md,mdx}`))
    const result = parseSiteConfig(minimal())
    expect(result.ok && docsInclude(result.config)).toEqual(["**/*.{md,mdx}"])
  })
})
