import { describe, expect, it } from "vitest"
import siteConfig from "../../site.config"
import type { SiteConfig } from "../config/types"
import { validateConfigShape, validateConfigDocIds } from "./config"
import { toClientConfig } from "./client-config"

const withChanges = (change: (config: SiteConfig) => void): SiteConfig => {
  const copy = structuredClone(siteConfig)
  change(copy)
  return copy
}

describe("validateConfigShape", () => {
  it("accepts the real site.config.ts", () => {
    expect(validateConfigShape(siteConfig)).toEqual([])
  })

  it("stops an unknown navbar item type, naming the entry and the allowed types", () => {
    const problems = validateConfigShape(
      withChanges((config) => {
        config.navbar.items[1] = { type: "dropdwn", label: "X" } as never
      }),
    )
    expect(problems).toHaveLength(1)
    expect(problems[0].file).toBe("site.config.ts")
    expect(problems[0].message).toContain('navbar.items[1] has unknown navbar item type "dropdwn" (did you mean "dropdown"?)')
  })

  it("rejects a bad url, a bad analytics id and missing footer groups", () => {
    const problems = validateConfigShape(
      withChanges((config) => {
        config.url = "redux-toolkit.js.org/"
        config.analytics.gtagTrackingId = "not an id"
        config.footer.groups = config.footer.groups.filter((group) => group.title !== "More")
      }),
    ).map((problem) => problem.message)
    expect(problems.some((message) => message.startsWith("url must be an origin"))).toBe(true)
    expect(problems.some((message) => message.includes("gtagTrackingId"))).toBe(true)
    expect(problems).toContain('footer.groups must include a group titled "More".')
  })

  it("rejects a TOC range outside 2–6", () => {
    const problems = validateConfigShape(
      withChanges((config) => {
        config.tableOfContents = { minHeadingLevel: 1, maxHeadingLevel: 3 }
      }),
    )
    expect(problems[0].message).toContain("tableOfContents levels")
  })
})

describe("validateConfigDocIds", () => {
  it("names the entry that points at a missing doc", () => {
    const ids = new Set(["introduction/getting-started", "tutorials/overview", "usage/usage-guide", "api/configureStore"])
    const problems = validateConfigDocIds(siteConfig, ids)
    expect(problems.map((problem) => problem.message)).toEqual([
      'navbar.items[4] names doc id "rtk-query/overview", which does not exist. Fix the id, or add the page under content/docs/.',
      'footer.groups[0].items[3] names doc id "rtk-query/overview", which does not exist. Fix the id, or add the page under content/docs/.',
    ])
  })
})

describe("toClientConfig", () => {
  it("resolves navbar and footer doc ids to routes, with the section as active path", () => {
    const client = toClientConfig(siteConfig, (docId) => `/${docId}`)
    expect(client.navbar.items.map((item) => item.label)).toEqual([
      "Getting Started",
      "Tutorials",
      "Usage Guide",
      "API",
      "RTK Query",
      "GitHub",
    ])
    expect(client.navbar.items[3]).toEqual({ type: "link", label: "API", href: "/api/configureStore", activeBasePath: "/api/" })
    expect(client.docs.versions[0]).toMatchObject({ name: "current", label: "Next", path: "/", isLatest: true, mainDocRoute: "/introduction/getting-started" })
    expect(client.footer.groups.map((group) => group.title)).toEqual(["Docs", "Community", "More"])
  })
})
