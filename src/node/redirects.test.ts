import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { configLineFinder, expandRedirects, FORWARD_SCRIPT, netlifyRedirects, redirectPageHtml, validateRedirects, writeRedirects } from "./redirects"

const routes = new Set(["/", "/errors", "/api/createSlice", "/tutorials/overview", "/introduction/getting-started"])
const messages = (redirects: { from: string; to: string }[]) => validateRedirects(redirects, routes).map((problem) => problem.message)

describe("validateRedirects", () => {
  it("accepts the site's kinds of entries", () => {
    expect(
      messages([
        { from: "/docs/*", to: "/*" },
        { from: "/tutorials/basic-tutorial", to: "/tutorials/overview" },
        { from: "/Errors", to: "/errors" },
      ]),
    ).toEqual([])
  })
  it("names a missing target, with the route that differs only in case", () => {
    expect(messages([{ from: "/old", to: "/api/createslice" }])).toEqual([
      "redirects[0] (/old → /api/createslice): /api/createslice is not a page of the site (did you mean /api/createSlice? routes are case-sensitive). Point it at a doc route, a site page or /errors.",
    ])
  })
  it("refuses a . or .. part, whose page would be written elsewhere (or outside public/)", () => {
    expect(messages([{ from: "/../../escaped", to: "/api/createSlice" }])).toEqual([
      'redirects[0] (/../../escaped → /api/createSlice): /../../escaped has a "." or ".." part; write the path as the browser shows it, without them.',
    ])
    expect(messages([{ from: "/old", to: "/api/./createSlice" }])[0]).toMatch(/\/api\/\.\/createSlice has a "\." or "\.\." part/)
  })

  it("refuses a from that is a page of the site", () => {
    expect(messages([{ from: "/api/createSlice", to: "/errors" }])[0]).toMatch(/\/api\/createSlice is a page of the site/)
  })
  it("names both entries of a chain", () => {
    const [problem] = messages([
      { from: "/a", to: "/b" },
      { from: "/b", to: "/errors" },
    ])
    expect(problem).toMatch(/^redirects\[0\] \(\/a → \/b\): is a chain: .*redirects\[1\] \(\/b → \/errors\)\. Point it at the final page/)
  })
  it("names every entry of a loop", () => {
    const found = messages([
      { from: "/a", to: "/b" },
      { from: "/b", to: "/a" },
    ])
    expect(found[0]).toMatch(/redirect loop: redirects\[0\] \(\/a → \/b\) → redirects\[1\] \(\/b → \/a\) → back to redirects\[0\]/)
    expect(found).toHaveLength(2)
  })
  it("a plain target inside a splat is a chain too", () => {
    expect(messages([{ from: "/docs/*", to: "/*" }, { from: "/x", to: "/docs/api/createSlice" }])[0]).toMatch(/redirects\[1\].*is a chain.*redirects\[0\] \(\/docs\/\* → \/\*\)/)
  })
  it("checks splats: both ends, and not over real pages", () => {
    expect(messages([{ from: "/docs/*", to: "/api/createSlice" }])[0]).toMatch(/must both end in "\/\*"/)
    expect(messages([{ from: "/api/*", to: "/*" }])[0]).toMatch(/would hide pages of the site \(\/api\/createSlice\)/)
    expect(messages([{ from: "/old/*", to: "/nothing/*" }])[0]).toMatch(/no page of the site is under \/nothing\/\*/)
  })
  it("names the line of site.config.ts", () => {
    const lineOf = configLineFinder('const a = {\n  redirects: [\n    { from: "/old", to: "/gone" },\n  ],\n}\n')
    expect(validateRedirects([{ from: "/old", to: "/gone" }], routes, lineOf)[0]).toMatchObject({ file: "site.config.ts", line: 3 })
  })
})

describe("expandRedirects and netlifyRedirects", () => {
  const list = [
    { from: "/docs/*", to: "/*" },
    { from: "/Errors", to: "/errors" },
  ]
  it("spells a splat out as one redirect per doc route", () => {
    expect(expandRedirects(list, ["/api/createSlice", "/tutorials/overview"])).toEqual([
      { from: "/docs/api/createSlice", to: "/api/createSlice" },
      { from: "/docs/tutorials/overview", to: "/tutorials/overview" },
      { from: "/Errors", to: "/errors" },
    ])
  })
  it("writes Netlify's format with :splat", () => {
    expect(netlifyRedirects(list).split("\n").slice(1)).toEqual(["/docs/*  /:splat  301", "/Errors  /errors  301", ""])
  })
})

describe("redirect pages", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  it("forwards at once, keeping query and hash, out of search results", () => {
    const html = redirectPageHtml("/errors", "https://example.com")
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/errors">')
    expect(html).toContain('<link rel="canonical" href="https://example.com/errors">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<meta name="x-redirect-target" content="/errors">')
    expect(html).toContain(`<script>${FORWARD_SCRIPT}</script>`)
  })
  it("writes _redirects and a page per old URL, and never overwrites a real page", () => {
    fs.mkdirSync(path.join(dir, "taken"), { recursive: true })
    fs.writeFileSync(path.join(dir, "taken", "index.html"), "<p>a real page</p>")
    const result = writeRedirects(dir, [{ from: "/docs/*", to: "/*" }, { from: "/taken", to: "/errors" }], ["/api/createSlice"], "https://example.com")
    expect(result).toEqual({ written: 1, skipped: ["/taken"] })
    expect(fs.readFileSync(path.join(dir, "docs/api/createSlice/index.html"), "utf8")).toContain("url=/api/createSlice")
    expect(fs.readFileSync(path.join(dir, "taken/index.html"), "utf8")).toBe("<p>a real page</p>")
    expect(fs.readFileSync(path.join(dir, "_redirects"), "utf8")).toContain("/docs/*  /:splat  301")
    // A second build rewrites its own pages.
    expect(writeRedirects(dir, [{ from: "/docs/*", to: "/*" }], ["/api/createSlice"], "https://example.com").written).toBe(1)
  })
})
