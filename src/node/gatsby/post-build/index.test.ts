import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { SiteConfig } from "../../config/schema"
import { inlineScripts, sha256Source } from "../../csp"
import type { SiteAnalysis } from "../../site"
import { nodeFiles, postBuildSteps, runPostBuild, type PostBuildFiles, type PostBuildStep } from "."

const BODY = '<h2 id="a">A</h2><div class="tabs"><div role="tabpanel"><p>createSlice</p></div></div>'
const LOADER = (route: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${route}";/*]]>*/</script>`
const BUNDLES = '<script src="/app-1.js" async></script>'
const page = (route: string, title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><script>site()</script></head><body><div id="___gatsby">` +
  `<article data-pagefind-body data-pagefind-meta="lvl0:API"><h1>${title}</h1><div class="markdown" data-doc-body="" data-route="${route}">${body}</div></article>` +
  `</div>${LOADER(route)}${BUNDLES}</body></html>`

const CONFIG = {
  url: "https://example.com",
  redirects: [{ from: "/old", to: "/api/a" }],
  search: { hosted: null, facets: { language: "en", docsTag: "d" } },
  analytics: { gtagTrackingId: null },
} as unknown as SiteConfig
const ANALYSIS = { docs: [{ route: "/api/a" }, { route: "/api/b" }], sidebars: [] } as unknown as SiteAnalysis

let base: string
let publicDir: string
const messages: string[] = []
beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"))
  publicDir = path.join(base, "public")
  const files: Record<string, string> = {
    "index.html": page("/", "Home", "<p>home</p>"),
    "api/a/index.html": page("/api/a", "createSlice", BODY),
    "api/b/index.html": page("/api/b", "configureStore", "<p>beta</p>"),
    "404.html": `<html><head></head><body>${LOADER("/404.html")}${BUNDLES}</body></html>`,
    "_bodies/stale.html": "<p>from an earlier build</p>",
  }
  for (const [name, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, name), html)
  }
  fs.mkdirSync(path.join(base, "static"))
  messages.length = 0
})
afterEach(() => fs.rmSync(base, { recursive: true, force: true }))

/** The site's list without the Markdown twins (they read the docs' sources, not the HTML). */
function steps(config: SiteConfig = CONFIG): PostBuildStep[] {
  const graphql = async () => ({
    data: { allSitePage: { nodes: [{ path: "/api/a", pageContext: { staticBody: { key: "k", fragment: "f1" } } }, { path: "/api/b", pageContext: {} }] } },
  })
  const reporter = {
    info: (message?: string) => void messages.push(message ?? ""),
    warn: (message?: string) => void messages.push(message ?? ""),
    panic: (message: unknown): never => {
      throw new Error(String(message))
    },
  }
  return postBuildSteps({
    publicDir,
    staticDir: path.join(base, "static"),
    contentDir: base,
    projectDir: process.cwd(),
    analysis: ANALYSIS,
    config,
    graphql: graphql as never,
    reporter,
  }).filter((step) => step.name !== "Markdown twins and llms.txt")
}

/** The runner's file operations, counted per HTML file. */
function counted() {
  const reads = new Map<string, number>()
  const writes = new Map<string, number>()
  const rel = (file: string) => path.relative(publicDir, file).split(path.sep).join("/")
  const bump = (map: Map<string, number>, file: string) => map.set(rel(file), (map.get(rel(file)) ?? 0) + 1)
  const files: PostBuildFiles = {
    ...nodeFiles,
    read: (file) => (bump(reads, file), nodeFiles.read(file)),
    write: (file, text) => (bump(writes, file), nodeFiles.write(file, text)),
  }
  return { files, reads, writes }
}

const read = (name: string) => fs.readFileSync(path.join(publicDir, name), "utf8")

describe("the post-build pass", () => {
  it("reads each built HTML file once and writes it at most once; files a step adds are written once and never read", async () => {
    const { files, reads, writes } = counted()
    await runPostBuild(publicDir, steps(), files)
    expect(Object.fromEntries(reads)).toEqual({ "404.html": 1, "api/a/index.html": 1, "api/b/index.html": 1, "index.html": 1 })
    expect(Object.fromEntries(writes)).toEqual({
      "404.html": 1,
      "api/a/index.html": 1,
      "api/b/index.html": 1,
      "index.html": 1,
      "_bodies/f1.html": 1,
      "old/index.html": 1,
    })
    // What each step made of it.
    expect(read("_bodies/f1.html")).toBe(BODY)
    expect(fs.existsSync(path.join(publicDir, "_bodies/stale.html"))).toBe(false)
    expect(read("old/index.html")).toContain('<meta http-equiv="refresh" content="0; url=/api/a">')
    expect(read("api/a/index.html")).toContain("data-after-paint")
    expect(read("api/a/index.html")).toContain('id="gatsby-page-path">"/api/a"<')
    expect(fs.existsSync(path.join(publicDir, "pagefind", "pagefind-entry.json"))).toBe(true)
    expect(JSON.parse(read("pagefind/vocabulary.json"))).toEqual(["configureStore", "createSlice"])
    expect(read("sitemap.xml")).toContain("<loc>https://example.com/api/a</loc>")
    expect(read("_redirects")).toContain("/old  /api/a  301")
    expect(messages.some((message) => message.startsWith("Static doc body fragments: 1 pages, 1 written, 0 kept, 1 removed"))).toBe(true)
    expect(messages).toContain("Redirects: public/_redirects and 1 forwarding pages")
  }, 30_000)

  it("a second pass keeps the fragment, reads it once with the pages, and rewrites no page", async () => {
    await runPostBuild(publicDir, steps())
    const { files, reads, writes } = counted()
    await runPostBuild(publicDir, steps(), files)
    expect([...reads.values()].every((count) => count === 1)).toBe(true)
    expect([...reads.keys()].sort()).toEqual(["404.html", "_bodies/f1.html", "api/a/index.html", "api/b/index.html", "index.html", "old/index.html"])
    // The redirect page of the earlier build is replaced by the same text, the rewritten pages stay: nothing changes.
    expect(writes.size).toBe(0)
    expect(messages.some((message) => message.startsWith("Static doc body fragments: 1 pages, 0 written, 1 kept, 0 removed"))).toBe(true)
  }, 30_000)

  it("runs fragments, redirects, scripts after paint, the search index and the security headers, in that order, the headers last", async () => {
    const list = steps()
    const seen = new Map<string, string[]>()
    const traced = list.map((step) => {
      const page = step.page
      if (!page) return step
      return { ...step, page: (...args: Parameters<typeof page>) => (seen.set(args[0].path, [...(seen.get(args[0].path) ?? []), step.name]), page(...args)) }
    })
    expect(list.at(-1)!.name).toBe("security headers")
    await runPostBuild(publicDir, traced, nodeFiles)
    expect(seen.get("api/a/index.html")).toEqual(["body fragments", "redirects", "scripts after paint", "search index", "security headers"])
    // What a step adds goes through the steps after it.
    expect(seen.get("_bodies/f1.html")).toEqual(["redirects", "scripts after paint", "search index", "security headers"])
    expect(seen.get("old/index.html")).toEqual(["scripts after paint", "search index", "security headers"])
  }, 30_000)

  it("hashes the inline scripts as the earlier steps left them: the policy allows exactly the scripts of the written pages", async () => {
    await runPostBuild(publicDir, steps())
    const policy = /Content-Security-Policy: (.*)/.exec(read("_headers"))![1]!
    const allowed = policy.split(/[ ;]+/).filter((source) => source.startsWith("'sha256-"))
    const built = new Set(
      ["index.html", "api/a/index.html", "api/b/index.html", "404.html", "old/index.html", "_bodies/f1.html"].flatMap((name) => inlineScripts(read(name)).map(sha256Source)),
    )
    expect(allowed.sort()).toEqual([...built].sort())
    // The loader scripts after paint wrote is among them: a policy made before that step would not allow it.
    const loader = inlineScripts(read("api/a/index.html")).find((script) => script.includes("requestAnimationFrame"))!
    expect(allowed).toContain(sha256Source(loader))
  }, 30_000)
})

describe("the redirects step", () => {
  it("never replaces a real page at an old URL: the pass reads it once and it stays, with a warning", async () => {
    fs.mkdirSync(path.join(publicDir, "taken"))
    fs.writeFileSync(path.join(publicDir, "taken", "index.html"), "<p>a real page</p>")
    const { files, reads, writes } = counted()
    await runPostBuild(publicDir, steps({ ...CONFIG, redirects: [{ from: "/taken", to: "/api/a" }] } as SiteConfig), files)
    expect(read("taken/index.html")).toBe("<p>a real page</p>")
    expect(reads.get("taken/index.html")).toBe(1)
    expect(writes.get("taken/index.html")).toBeUndefined()
    expect(messages).toContain("Redirects: public/_redirects and 0 forwarding pages")
    expect(messages.some((message) => message.startsWith("Redirect page for /taken not written"))).toBe(true)
  }, 30_000)
})

describe("runPostBuild", () => {
  it("gives a page a step adds to the later steps only, and writes it without reading it", async () => {
    const { files, reads, writes } = counted()
    const calls: string[] = []
    await runPostBuild(
      publicDir,
      [
        { name: "first", page: (page) => (calls.push(`first ${page.path}`), page.html) },
        { name: "adds", page: (page, run) => (page.path === "index.html" && run.add("extra.html", "<p>x</p>"), page.html) },
        { name: "last", page: (page) => (calls.push(`last ${page.path}`), page.html.replace("<p>x</p>", "<p>y</p>")) },
      ],
      files,
    )
    expect(calls.filter((call) => call.includes("extra"))).toEqual(["last extra.html"])
    expect(read("extra.html")).toBe("<p>y</p>")
    expect(reads.get("extra.html")).toBeUndefined()
    expect(writes.get("extra.html")).toBe(1)
    // No step changed the other pages: none is written.
    expect(writes.size).toBe(1)
  })

  it("refuses a step that adds a file the folder already holds, or removes one during the pass", async () => {
    await expect(runPostBuild(publicDir, [{ name: "clash", page: (page, run) => (run.add("404.html", ""), page.html) }])).rejects.toThrow(/"clash" added 404\.html/)
    await expect(runPostBuild(publicDir, [{ name: "late", page: (page, run) => (run.remove("404.html"), page.html) }])).rejects.toThrow(/"late" removed 404\.html during the pass/)
  })
})
