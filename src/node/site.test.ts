import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { loadSiteConfig } from "./config/load"
import authoredConfig from "../../site.config"
import type { SidebarsConfig } from "./config/sidebars"
import { analyzeSite, formatProblems } from "./site"
import { loadContent } from "./content"
import { reserveRoutes, sitePageRoutes, siteRoutes } from "./reserved-routes"

const REQUIRED = ["introduction/getting-started", "tutorials/overview", "usage/usage-guide", "api/configureStore", "rtk-query/overview"]
const dirs: string[] = []

function makeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rtk-docs-"))
  dirs.push(dir)
  const all: Record<string, string> = {}
  for (const id of REQUIRED) all[`${id}.mdx`] = `---\ntitle: ${id}\n---\n\nText.\n\n## Overview\n`
  Object.assign(all, files)
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), text)
  }
  return dir
}

const sidebars = (extra: string[] = []): SidebarsConfig => ({ docs: [...REQUIRED, ...extra] })
const analyze = (dir: string, extra: string[] = [], reservedRoutes = siteRoutes()) =>
  analyzeSite({ config: loadSiteConfig(authoredConfig), sidebars: sidebars(extra), content: loadContent(dir), staticDir: path.join(process.cwd(), "static"), reservedRoutes })

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe("analyzeSite", () => {
  it("accepts a consistent site and maps docs to the sidebar", () => {
    const result = analyze(makeSite({}))
    expect(result.errors).toEqual([])
    expect(result.docs).toHaveLength(5)
    expect(result.sidebarOfDoc.get("api/configureStore")).toBe("docs")
  })

  it("names a docs.include glob that matches no doc, and the fix", () => {
    const base = loadSiteConfig(authoredConfig)
    const config = { ...base, docs: { ...base.docs, include: [...base.docs.include, "guides/**/*.mdx"] } }
    const dir = makeSite({})
    const result = analyzeSite({ config, sidebars: sidebars(), content: loadContent(dir, config.docs.include), staticDir: path.join(process.cwd(), "static") })
    expect(formatProblems(result.errors)).toBe(
      `site.config.ts: docs.include glob "guides/**/*.mdx" matches no .md or .mdx file under ${dir}. Fix the glob (it is relative to that folder), or remove it.`,
    )
  })

  it("checks site.config.ts redirects against the routes, naming the entry and its line", () => {
    const config = { ...loadSiteConfig(authoredConfig), redirects: [{ from: "/old", to: "/api/gone" }, { from: "/Errors", to: "/errors" }] }
    const result = analyzeSite({ config, sidebars: sidebars(), content: loadContent(makeSite({})), staticDir: path.join(process.cwd(), "static") })
    expect(formatProblems(result.errors)).toBe(
      "site.config.ts: redirects[0] (/old → /api/gone): /api/gone is not a page of the site. Point it at a doc route, a site page or /errors.",
    )
  })

  it("fails on links to missing routes, listing every one as file:line → target", () => {
    const dir = makeSite({
      "api/createSlice.mdx": "---\ntitle: createSlice\n---\n\nSee [reducers](/api/createReducr).\n\nAnd [x](./nowhere#y).\n\nAnd [ok](/api/configureStore) [img](/img/redux.svg).\n",
    })
    const result = analyze(dir, ["api/createSlice"])
    expect(result.errors).toHaveLength(1)
    const message = formatProblems(result.errors)
    expect(message).toContain(`${path.join(dir, "api/createSlice.mdx")}:5 → /api/createReducr`)
    expect(message).toContain(`api/createSlice.mdx:7 → /api/nowhere`)
    expect(message).not.toContain("configureStore")
    expect(message).not.toContain("redux.svg")
  })

  it("knows the generated category index pages as routes", () => {
    const dir = makeSite({ "api/createSlice.mdx": "---\ntitle: createSlice\n---\n\nSee [the API](/category/api) and [not](/category/apx).\n" })
    const result = analyzeSite({
      config: loadSiteConfig(authoredConfig),
      sidebars: { docs: [...REQUIRED, { type: "category", label: "API", items: ["api/createSlice"] }] },
      content: loadContent(dir),
      staticDir: path.join(process.cwd(), "static"),
    })
    const message = formatProblems(result.errors)
    expect(message).toContain("→ /category/apx")
    expect(message).not.toContain("→ /category/api\n")
    expect(result.errors).toHaveLength(1)
  })

  it("only warns for a link to a missing Markdown file, with file and line", () => {
    const dir = makeSite({ "api/createSlice.mdx": "---\ntitle: createSlice\n---\n\nSee [it](./createReducer.mdx).\n" })
    const result = analyze(dir, ["api/createSlice"])
    expect(result.errors).toEqual([])
    expect(result.warnings).toHaveLength(1)
    expect(result.warnings[0].line).toBe(5)
    expect(result.warnings[0].message).toContain("link to ./createReducer.mdx does not resolve")
  })

  it("resolves existing file links and warns on a missing anchor", () => {
    const dir = makeSite({
      "api/createSlice.mdx": "---\ntitle: createSlice\n---\n\n[a](./configureStore.mdx#overview) [b](./configureStore.mdx#nope)\n",
    })
    const result = analyze(dir, ["api/createSlice"])
    expect(result.errors).toEqual([])
    expect(result.warnings.map((w) => w.message)).toEqual([
      'link ./configureStore.mdx#nope: page /api/configureStore has no heading with id "#nope".',
    ])
  })

  it("reports malformed front matter and invalid MDX with file and line", () => {
    const dir = makeSite({
      "api/bad-frontmatter.mdx": "---\ntitle: A\nhide_title: 3\n---\n\nText\n",
      "api/bad-mdx.mdx": "---\ntitle: B\n---\n\nLine five\n\nAn <unclosed tag\n",
    })
    const result = analyze(dir)
    const messages = result.errors.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
    expect(messages.some((m) => m.includes("bad-frontmatter.mdx:3:") && m.includes('"hide_title" must be true or false'))).toBe(true)
    expect(messages.some((m) => m.includes("bad-mdx.mdx:7:") && m.includes("could not compile MDX"))).toBe(true)
  })

  it("reports unknown sidebar ids and duplicate routes", () => {
    const dir = makeSite({ "api/one.mdx": "---\nslug: /api/configureStore\n---\n\nText\n" })
    const result = analyze(dir, ["api/createSlise"])
    const text = formatProblems(result.errors)
    expect(text).toContain('sidebars.ts: sidebar "docs" item 6 names doc id "api/createSlise", which does not exist')
    expect(text).toContain("route /api/configureStore is also used by")
  })

  it("stops on a doc at a route the site's own pages or another owner have, naming both", () => {
    const dir = makeSite({
      "search.mdx": "---\ntitle: Search tips\n---\n\nText\n",
      "api/home.mdx": "---\ntitle: Home\ndescription: x\nslug: /\n---\n\nText\n",
      "api/moved.mdx": "---\nslug: /old-page\n---\n\nText\n",
    })
    const reserved = [...siteRoutes(), ...reserveRoutes("a redirect in site.config.ts (redirects[0].from)", ["/old-page/"])]
    const text = formatProblems(analyze(dir, [], reserved).errors)
    expect(text).toContain(`search.mdx: route /search is the site's search page (src/pages/search.tsx); give the doc another "slug" in its front matter (or rename the file).`)
    expect(text).toContain(`api/home.mdx:4: route / is the site's home page (src/pages/index.tsx); give the doc another "slug" in its front matter.`)
    expect(text).toContain(`api/moved.mdx:2: route /old-page is a redirect in site.config.ts (redirects[0].from)`)
    expect(sitePageRoutes().map((page) => page.route)).toEqual(expect.arrayContaining(["/", "/404", "/search"]))
  })

  it("stops on a missing local image with file:line, leaving remote images alone", () => {
    const dir = makeSite({
      "api/pictures.mdx":
        '---\ntitle: Pictures\n---\n\n![A diagram](./missing-diagram.png)\n\n![Logo](/img/missing-logo.svg)\n\n<img src="./missing-jsx.png" alt="x" />\n\n![Remote](https://example.com/a.png) ![Here](./here.png) ![Static](/img/redux.svg)\n',
      "api/here.png": "png",
    })
    const result = analyze(dir, ["api/pictures"])
    expect(result.errors.map((error) => [path.basename(error.file), error.line, error.message.split(":")[0]])).toEqual([
      ["pictures.mdx", 5, "image ./missing-diagram.png not found"],
      ["pictures.mdx", 7, "image /img/missing-logo.svg not found"],
      ["pictures.mdx", 9, "image ./missing-jsx.png not found"],
    ])
    expect(result.errors[1].message).toContain("no file static/img/missing-logo.svg. Paths starting with / are looked up under static/")
  })

  it("reports a doc with a bad front matter value once, not its sidebar entry or the links to it", () => {
    const dir = makeSite({
      "api/createSlice.mdx": "---\ntitle: createSlice\nhide_title: sometimes\n---\n\n## Parameters\n",
      "api/createReducer.mdx": "---\ntitle: createReducer\n---\n\nSee [createSlice](./createSlice.mdx#parameters).\n",
      "usage/slices.mdx": "---\ntitle: Slices\n---\n\nSee [createSlice](/api/createSlice).\n",
    })
    const result = analyze(dir, ["api/createSlice", "api/createReducer", "usage/slices"])
    expect(result.errors).toHaveLength(1)
    expect(formatProblems(result.errors)).toMatch(/api\/createSlice\.mdx:3: front matter "hide_title" must be true or false/)
    expect(result.warnings).toEqual([])
  })

  it("stops on a doc where the build writes its own files, a static file is, or inside another doc's twin", () => {
    const dir = makeSite({
      "a/index-page.mdx": "---\nslug: /index\n---\n\nText.\n",
      "a/search-index.mdx": "---\nslug: /pagefind/x\n---\n\nText.\n",
      "a/logo.mdx": "---\nslug: /img/redux.svg\n---\n\nText.\n",
      "a/under-twin.mdx": "---\nslug: /api/configureStore.md/x\n---\n\nText.\n",
      "a/shouting.mdx": "---\ntitle: Search\nslug: /Search\n---\n\nText.\n",
      "a/llms.mdx": "---\nid: llms.txt\nslug: /llms.txt\n---\n\nText.\n",
    })
    const text = formatProblems(analyze(dir).errors)
    expect(text).toContain("a/index-page.mdx:2: route /index is the home page's page data (Gatsby writes / and /index to the same page-data/index/)")
    expect(text).toContain("a/search-index.mdx:2: route /pagefind/x is inside /pagefind, a folder the build writes (public/pagefind/)")
    expect(text).toContain("a/logo.mdx:2: route /img/redux.svg is the static file static/img/redux.svg")
    expect(text).toMatch(/a\/under-twin\.mdx:2: route \/api\/configureStore\.md\/x is inside \/api\/configureStore\.md, the Markdown twin of .*configureStore\.mdx/)
    expect(text).toContain("a/shouting.mdx:3: route /Search is the site's search page (src/pages/search.tsx)")
    expect(text).toContain("a/llms.mdx:3: route /llms.txt is a file the build writes (public/llms.txt)")
  })

  it("stops on a doc whose route is another doc's Markdown twin", () => {
    const dir = makeSite({ "api/twin.mdx": "---\nslug: /api/configureStore.md\n---\n\nText.\n" })
    const result = analyze(dir, ["api/twin"])
    expect(formatProblems(result.errors)).toMatch(/api\/twin\.mdx:2: route \/api\/configureStore\.md is the Markdown twin of .*configureStore\.mdx/)
  })
})
