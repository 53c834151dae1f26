import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { PAGE_RESOURCES_ERROR } from "./gatsby-internals"

/**
 * gatsby-internals.ts relies on Gatsby's browser runtime as of gatsby 5.16.1. These
 * read the installed gatsby's own source and fail when what it relies on changes.
 */
const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"))
const source = (file: string) => fs.readFileSync(path.join(gatsbyDir, "cache-dir", file), "utf8")

describe("the Gatsby internals this plugin uses", () => {
  it("is the version they were checked against", () => {
    expect(JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")).version).toBe("5.16.1")
  })

  it("window.___navigate is what <Link> and navigate() call, set once at start-up", () => {
    expect(source("navigation.js")).toContain("window.___navigate = (to, options) => navigate(to, options)")
    expect(source("production-app.js")).toMatch(/^navigationInit\(\)$/m)
  })

  it("window.___loader.loadPage(path) resolves to the page's resources, page context in json, status \"error\" on failure", () => {
    expect(source("loader.js")).toContain("loadPage: rawPath => instance.loadPage(rawPath)")
    expect(source("production-app.js")).toContain("window.___loader = publicLoader")
    expect(source("loader.js")).toMatch(/Error: `error`/)
    expect(PAGE_RESOURCES_ERROR).toBe("error")
    // The page context travels in page-data.json's `result.pageContext`, which loadPage returns as `json`.
    expect(source("loader.js")).toMatch(/json: pageData\.result/)
  })
})
