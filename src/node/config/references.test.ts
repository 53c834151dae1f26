import { describe, expect, it } from "vitest"
import { loadSiteConfig } from "./load"
import authoredConfig from "../../../site.config"
import { configRouteLinks, validateConfigDocIds } from "./references"

describe("validateConfigDocIds", () => {
  it("names the entry that points at a missing doc, with a hint and the fix", () => {
    const ids = new Set(["introduction/getting-started", "tutorials/overview", "usage/usage-guide", "api/configureStore", "rtk-query/overviews"])
    const problems = validateConfigDocIds(loadSiteConfig(authoredConfig), ids)
    expect(problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'site.config.ts: navbar.items[4].docId names doc id "rtk-query/overview", which does not exist (did you mean "rtk-query/overviews"?). Fix the id, or add the page under content/docs/.',
      'site.config.ts: footer.groups[0].items[3].docId names doc id "rtk-query/overview", which does not exist (did you mean "rtk-query/overviews"?). Fix the id, or add the page under content/docs/.',
    ])
  })

  it("checks dropdown items and the versions' main docs", () => {
    const config = structuredClone(loadSiteConfig(authoredConfig))
    config.navbar.items.push({ type: "dropdown", label: "More", items: [{ type: "doc", docId: "usage/missing", label: "Missing" }] })
    const ids = new Set(["introduction/getting-started", "tutorials/overview", "usage/usage-guide", "api/configureStore", "rtk-query/overview"])
    expect(validateConfigDocIds(config, ids).map((problem) => problem.message.split(" names")[0])).toEqual(["navbar.items[6].items[0].docId"])
    expect(validateConfigDocIds(config, new Set()).map((problem) => problem.message.split(" names")[0])).toContain("docs.versions[0].mainDocId")
  })
})

describe("configRouteLinks", () => {
  it("lists the footer's route links with where they are", () => {
    const config = structuredClone(loadSiteConfig(authoredConfig))
    config.footer.groups[1].items.push({ label: "Tutorials", to: "/tutorials/overview" })
    expect(configRouteLinks(config)).toEqual([{ route: "/tutorials/overview", where: "footer.groups[1].items[2].to" }])
  })
})
