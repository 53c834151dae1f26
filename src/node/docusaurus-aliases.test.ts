import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { docusaurusAliases } from "./docusaurus-aliases"
import { ALIASED_MODULES } from "./dialect/syntax/theme-imports"

describe("docusaurusAliases", () => {
  const aliases = docusaurusAliases("/sites/team/docs", process.cwd())
  it("maps useBaseUrl to this site's module, which exists, and @site to the docs folder's parent", () => {
    expect(fs.existsSync(aliases["@docusaurus/useBaseUrl"]!)).toBe(true)
    expect(aliases["@site"]).toBe(path.resolve("/sites/team"))
  })
  it("covers every module the dialect lets through as an import", () => {
    expect(ALIASED_MODULES.map((module) => module.replace(/\/$/, ""))).toEqual(Object.keys(aliases))
  })
})
