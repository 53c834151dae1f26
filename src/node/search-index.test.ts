import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { INDEX_CHUNK_SIZE, buildSearchIndex, htmlFileForRoute, indexableHtml, titleWords } from "./search-index"

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><title>${title} | Site</title></head><body>
<nav>Navbar text that must not be indexed: zebraword</nav>
<article data-pagefind-body data-pagefind-filter="language[data-l], docusaurus_tag[data-t]" data-l="en" data-t="docs-default-current" data-pagefind-meta="lvl0:API">
<h1>${title}</h1>${body}<footer data-pagefind-ignore>Edit this page</footer></article></body></html>`

const root = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

function write(rel: string, html: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), html)
}

describe("htmlFileForRoute", () => {
  it("finds the folder index Gatsby writes for a route without a trailing slash", () => {
    write("api/createSlice/index.html", page("createSlice", "<p>x</p>"))
    expect(htmlFileForRoute(root, "/api/createSlice")).toBe(path.join(root, "api/createSlice/index.html"))
  })
  it("names the route and the files it looked for when the page is missing", () => {
    expect(() => htmlFileForRoute(root, "/api/missing")).toThrow(/\/api\/missing.*api\/missing\/index\.html/)
  })
})

describe("buildSearchIndex", () => {
  it("writes a chunked Pagefind index of the given routes under public/pagefind", async () => {
    write("api/createSlice/index.html", page("createSlice", '<h2 id="parameters">Parameters</h2><p>A function that accepts an initial state.</p>'))
    write("usage/polling/index.html", page("Polling", '<h2 id="interval">Interval</h2><p>Set pollingInterval to refetch.</p>'))
    const result = await buildSearchIndex({ publicDir: root, routes: ["/api/createSlice", "/usage/polling"] })
    expect(result.pageCount).toBe(2)
    expect(result.outputPath).toBe(path.join(root, "pagefind"))
    expect(fs.existsSync(path.join(root, "pagefind", "pagefind.js"))).toBe(true)
    expect(fs.readdirSync(path.join(root, "pagefind")).filter((file) => /ui|highlight/.test(file))).toEqual([])
    const entry = JSON.parse(fs.readFileSync(path.join(root, "pagefind", "pagefind-entry.json"), "utf8"))
    expect(entry.languages.en.page_count).toBe(2)
    expect(fs.readdirSync(path.join(root, "pagefind", "fragment")).length).toBe(2)
    expect(fs.readdirSync(path.join(root, "pagefind", "filter")).length).toBeGreaterThan(0)
    expect(result.bytes).toBeGreaterThan(0)
    // The title words beside the index, for typo correction in the browser.
    expect(JSON.parse(fs.readFileSync(path.join(root, "pagefind", "vocabulary.json"), "utf8"))).toEqual(["Polling", "createSlice"])
  }, 30_000)
})

describe("the word index's chunks", () => {
  it(`hold about ${INDEX_CHUNK_SIZE} word positions each, so a query word loads a small chunk`, async () => {
    // 3,000 distinct words on four pages (each counts 8 towards a chunk): two chunks at Pagefind's default, six or more here.
    const words = Array.from({ length: 3000 }, (_, n) => `w${n.toString(36)}x`)
    const prose = words.join(" ")
    for (const n of [1, 2, 3, 4]) write(`chunks/p${n}/index.html`, page(`Page ${n}`, `<p>${prose}</p>`))
    const prior = process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE
    await buildSearchIndex({ publicDir: root, routes: [1, 2, 3, 4].map((n) => `/chunks/p${n}`), outputDir: "chunked" })
    const chunks = fs.readdirSync(path.join(root, "chunked", "index"))
    expect(chunks.length).toBeGreaterThanOrEqual(6)
    // The variable is only set while Pagefind's service starts.
    expect(process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE).toBe(prior)
  }, 30_000)
})

describe("titleWords", () => {
  it("takes the words of six letters or more from the page's h1, markup stripped", () => {
    expect(titleWords('<h1 class="t"><code>createSlice</code> and Reducers</h1><h2>Ignored heading</h2>')).toEqual(["createSlice", "Reducers"])
    expect(titleWords("<p>no heading</p>")).toEqual([])
  })
})

describe("indexableHtml", () => {
  const block = (code: string) =>
    `<p>Prose stays.</p><pre class="x language-ts" tabindex="0" data-pagefind-weight="0.3"><code class="language-ts">${code}</code></pre><p>After.</p>`

  it("indexes a code block as its distinct names, once each, without markup, punctuation or character references", () => {
    const html = block(
      '<span class="token keyword">const</span> slice <span class="token operator">=</span> <span class="token function">createSlice</span>({ name: <span class="token string">&#x27;todos&#x27;</span>, reducers: {} })\nslice.reducer &amp;&amp; createSlice(a &lt; b)',
    )
    expect(indexableHtml(html)).toBe(
      '<p>Prose stays.</p><pre class="x language-ts" tabindex="0" data-pagefind-weight="0.3">const slice createSlice name todos reducers reducer</pre><p>After.</p>',
    )
  })

  it("leaves code without the weight attribute (not a code block of ours) and everything else alone", () => {
    const html = '<pre><code>keep = this</code></pre><p>a &amp; b</p>'
    expect(indexableHtml(html)).toBe(html)
  })

  it("keeps the names searchable in the built index, and a page's fragment holds the names once", async () => {
    const code = Array.from({ length: 50 }, () => "store.dispatch(increment({ amount: 2 }))").join("\n")
    write("api/dispatching/index.html", page("Dispatching", `<h2 id="one">One</h2><p>Dispatch actions.</p>${block(code)}`))
    const out = path.join(root, "names")
    await buildSearchIndex({ publicDir: root, routes: ["/api/dispatching"], outputDir: "names" })
    const fragment = fs.readdirSync(path.join(out, "fragment"))[0]
    const { gunzipSync } = await import("node:zlib")
    const data = JSON.parse(gunzipSync(fs.readFileSync(path.join(out, "fragment", fragment))).toString().replace(/^pagefind_dcd/, ""))
    expect(data.content).toContain("store dispatch increment amount")
    expect(data.content.match(/increment/g)).toHaveLength(1)
  }, 30_000)
})
