/**
 * A warm `gatsby build` (README.md of this plugin): static bodies are compiled outside
 * webpack and cached, and the server renderer reads them by a key that is part of the
 * page's data. So a build after an edit compiles one body and renders one page, with
 * the edit, under a new fragment name, and leaves the pages whose data did not change
 * as they were; a warm build into a fresh public/ ends with every fragment; and the HTML
 * rewrite after the build (src/node/scripts-after-paint.ts) leaves one bundle loader
 * however many builds ran. Builds the basic fixture in its own folder (scripts/build-site.mjs);
 * the first, cold, build also shows what the fixture's content makes a build do.
 */
import fs from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error -- plain ES module script without type declarations
import { buildSite } from "../../../../scripts/build-site.mjs"
import { bodyHtml } from "./fragments"
import { browserStylesheetNames } from "../../../../src/node/browser-assets"
// @ts-expect-error -- plain ES module script without type declarations
import { comparePublic, listFiles } from "../../../../scripts/compare-public.mjs"

const fixture = path.join(process.cwd(), "e2e", "fixtures", "basic")
const caseDir = path.join(process.cwd(), ".tmp", "warm-build")
const contentDir = path.join(caseDir, "content")
const siteOut = path.join(".tmp", "warm-build", "site")
const publicDir = path.join(process.cwd(), siteOut, "public")

async function build(options: { out?: string; edit?: (outDir: string) => void } = {}): Promise<string> {
  const result: { code: number; output: string } = await buildSite({
    out: options.out ?? siteOut,
    content: contentDir,
    sidebars: path.join(contentDir, "sidebars.json"),
    quiet: true,
    edit: options.edit,
  })
  const output = result.output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
  expect(result.code, output.slice(-3000)).toBe(0)
  // Reading files through the server bundle's `fs` would make Gatsby render every page on every build.
  expect(output).not.toContain("Unsafe builtin")
  return output
}

const html = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8")
const loaders = (route: string) => html(route).match(/<script data-after-paint>/g)?.length ?? 0

/** The fragment a page's data names, and whether it holds exactly the body of the page's HTML. */
function fragmentOf(route: string): { name: string; matchesPage: boolean } {
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route, "page-data.json"), "utf8"))
  const name: string = pageData.result.pageContext.staticBody.fragment
  const file = path.join(publicDir, "_bodies", `${name}.html`)
  return { name, matchesPage: fs.existsSync(file) && fs.readFileSync(file, "utf8") === bodyHtml(html(route)) }
}
const STATIC_ROUTES = ["api/configureStore", "usage/usage-guide", "introduction/getting-started"]

/** Replaces `from` (which must be there) in a file. */
function replaceIn(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, "utf8")
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this test`)
  fs.writeFileSync(file, text.replace(from, to))
}
const CSS_CHANGE = [path.join("src", "templates", "category.module.css"), "gap: 1rem;", "gap: 1.0625rem;"] as const
const changeCss = (outDir: string) => replaceIn(path.join(outDir, CSS_CHANGE[0]), CSS_CHANGE[1], CSS_CHANGE[2])
/** The HTML pages Gatsby renders (not the redirect pages written after the build, nor Pagefind's). */
const htmlPages = (dir: string): string[] =>
  (listFiles(dir) as string[]).filter((file) => file.endsWith(".html") && !file.startsWith("pagefind/") && !file.startsWith("_") && !isRedirectPage(path.join(dir, file)))
const isRedirectPage = (file: string) => /<meta http-equiv="refresh"/.test(fs.readFileSync(file, "utf8").slice(0, 2000))
/** Hashed build files: chunks, their maps and licences, stylesheets. */
const HASHED = /(?:-[0-9a-f]{20}\.js|^styles\.[0-9a-f]{20}\.css)(?:\.map|\.LICENSE\.txt)?$/
/** The files the browser build of `dir` made (its webpack.stats.json), read once per folder. */
const assetsByDir = new Map<string, Set<string>>()
function currentAssets(dir: string): Set<string> {
  const known = assetsByDir.get(dir)
  if (known) return known
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"))
  const names = [
    ...Object.values(stats.assetsByChunkName as Record<string, string[]>).flat(),
    ...Object.values(stats.namedChunkGroups as Record<string, { assets: { name: string }[] }>).flatMap((group) => group.assets.map((asset) => asset.name)),
  ]
  const assets = new Set(names)
  assetsByDir.set(dir, assets)
  return assets
}
/** A hashed asset of an earlier build, left in public/ by an incremental build. */
const isLeftover = (file: string, dir: string) => HASHED.test(file) && !currentAssets(dir).has(path.basename(file).replace(/\.(map|LICENSE\.txt)$/, ""))
const RUNTIME = /webpack-runtime-[0-9a-f]{20}/g
/**
 * What two outputs are compared by. Webpack's runtime chunk holds the same modules in a cached and
 * a fresh compilation, in another order, so its minified names (and with them its file name, the
 * compilation hash, and the policy hash of the inline script that carries that hash) differ: the
 * runtime is compared by its modules (its source map), and those names and hashes are masked.
 */
function comparable(file: string, dir: string): string | Buffer {
  if (/^webpack-runtime-#\.js(\.map)?$/.test(file.replace(RUNTIME, "webpack-runtime-#"))) {
    const map = JSON.parse(fs.readFileSync(path.join(dir, file.endsWith(".map") ? file : `${file}.map`), "utf8"))
    return JSON.stringify([...map.sourcesContent].sort())
  }
  const bytes = fs.readFileSync(path.join(dir, file))
  if (!/\.(html|json|txt|xml|md|js|map)$|^_headers$|^_redirects$/.test(file)) return bytes
  return bytes
    .toString("utf8")
    .replace(RUNTIME, "webpack-runtime-#")
    .replace(/(webpackCompilationHash\\?"?[=:]\\?")[0-9a-f]+/g, "$1#")
    .replace(file === "_headers" ? /'sha256-[A-Za-z0-9+/=]+'/g : /$^/, "'sha256-#'")
}

const rel = (file: string) => path.relative(process.cwd(), path.join(contentDir, file)).split(path.sep).join("/")

let cold = ""

describe.sequential("warm gatsby build", () => {
  beforeAll(async () => {
    fs.rmSync(caseDir, { recursive: true, force: true })
    fs.cpSync(fixture, contentDir, { recursive: true })
    cold = await build()
  }, 600_000)

  it("warns about a link to a missing Markdown file, naming file and line, and builds the page with the link as written", () => {
    expect(cold).toContain(`${rel("usage/usage-guide.mdx")}:21: link to ./retired-page.md does not resolve`)
    expect(html("usage/usage-guide")).toContain('<a href="./retired-page.md">retired page</a>')
  })

  it("builds only the fixture's pages, not those of the site's own content/", () => {
    expect(fs.existsSync(path.join(publicDir, "api", "configureStore", "index.html"))).toBe(true)
    expect(fs.existsSync(path.join(publicDir, "api", "createSlice"))).toBe(false)
  })

  it("renders only what changed, with the change, and leaves one bundle loader per page", async () => {
    expect(cold).toMatch(/Static doc bodies: 5 pages, 5 compiled, 0 cached/)
    expect(loaders("")).toBe(1)
    expect(loaders("api/configureStore")).toBe(1)
    for (const route of STATIC_ROUTES) expect(fragmentOf(route), route).toMatchObject({ name: expect.stringMatching(/^[0-9a-f]{20}$/), matchesPage: true })
    const coldFragment = fragmentOf("api/configureStore").name

    // A warm cache and a fresh public/ (a deploy from CI's cache): every fragment is there again.
    fs.rmSync(publicDir, { recursive: true, force: true })
    await build()
    for (const route of STATIC_ROUTES) expect(fragmentOf(route), route).toMatchObject({ matchesPage: true })
    expect(fragmentOf("api/configureStore").name).toBe(coldFragment)

    // No build without changes (a build less): the build after the edit shows what one would, on the
    // pages whose data did not change. Their bodies come from the cache, they are not rendered again,
    // and the home page, rendered by the build before, keeps one loader after this build's rewrite.
    const sentence = "This sentence was added between two builds."
    fs.appendFileSync(path.join(contentDir, "api", "configureStore.mdx"), `\n${sentence}\n`)
    const edited = await build()
    expect(edited).toMatch(/Static doc bodies: 5 pages, 1 compiled, 4 cached/)
    expect(edited).toMatch(/Building static HTML for pages - [\d.]+s - 1\/1/)
    expect(html("api/configureStore")).toContain(sentence)
    expect(html("usage/usage-guide")).not.toContain(sentence)
    // The edited body has a new fragment, with the edit; the old one is gone.
    const editedFragment = fragmentOf("api/configureStore")
    expect(editedFragment).toMatchObject({ matchesPage: true })
    expect(editedFragment.name).not.toBe(coldFragment)
    expect(fs.readFileSync(path.join(publicDir, "_bodies", `${editedFragment.name}.html`), "utf8")).toContain(sentence)
    expect(fs.existsSync(path.join(publicDir, "_bodies", `${coldFragment}.html`))).toBe(false)
    expect(loaders("")).toBe(1)
    expect(loaders("api/configureStore")).toBe(1)
  }, 600_000)

  it("after a change to CSS alone, every page carries the new stylesheet (Gatsby renders only pages whose server code or data changed)", async () => {
    // The stale case: a rule of a CSS module that only category pages use. The server bundle
    // holds the class names, not the rules, so without the browser build's names compiled into
    // it (src/node/browser-assets.ts) the home, search, 404, errors and category pages kept the
    // old stylesheet, inlined and by name.
    const output = await build({ edit: changeCss })
    const current = browserStylesheetNames(publicDir)
    expect(current).toHaveLength(1)
    const css = fs.readFileSync(path.join(publicDir, current[0]!), "utf8")
    expect(css).toContain("gap:1.0625rem")
    const pages = htmlPages(publicDir)
    expect(pages.length).toBeGreaterThan(10)
    for (const page of pages) {
      const html = fs.readFileSync(path.join(publicDir, page), "utf8")
      expect(html.match(/data-href="\/(styles\.[0-9a-f]+\.css)"/)?.[1], page).toBe(current[0])
      expect(html, page).toContain(css.trim().slice(0, 200))
    }
    expect(output).toMatch(new RegExp(`Building static HTML for pages - [\\d.]+s - ${pages.length}/`))
  }, 600_000)

  it("an incremental build after changes of every kind equals a clean build of the same tree", async () => {
    // One incremental step: a component, the category template, site.config.ts, the sidebars, a
    // doc, and a new image beside a doc (the page gains an import, so webpack compiles it).
    const changeSite = (outDir: string) => {
      changeCss(outDir)
      replaceIn(path.join(outDir, "src", "layout", "SkipLink.tsx"), "Skip to main content", "Skip to the main content")
      replaceIn(path.join(outDir, "src", "templates", "category.tsx"), "The pages under", "The pages filed under")
      replaceIn(path.join(outDir, "site.config.ts"), "the Redux documentation authors.", "the Redux documentation authors, and you.")
    }
    replaceIn(path.join(contentDir, "sidebars.json"), '"label": "More"', '"label": "Further reading"')
    fs.appendFileSync(path.join(contentDir, "usage", "usage-guide.mdx"), "\nA second sentence added between builds.\n")
    fs.writeFileSync(path.join(contentDir, "introduction", "flow.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#764abc"/></svg>\n')
    fs.appendFileSync(path.join(contentDir, "introduction", "getting-started.mdx"), "\n![The data flow](./flow.svg)\n")
    await build({ edit: changeSite })
    const cleanOut = path.join(".tmp", "warm-build", "clean")
    fs.rmSync(path.join(process.cwd(), cleanOut), { recursive: true, force: true })
    await build({ out: cleanOut, edit: changeSite })
    const cleanPublic = path.join(process.cwd(), cleanOut, "public")

    expect(html("category/further-reading")).toContain("The pages filed under Further reading")
    expect(html("introduction/getting-started")).toMatch(/<img[^>]+src="\/static\/flow-[0-9a-f]+\.svg"/)
    // Compared as a deploy would differ: the incremental output's files from earlier builds (hashed
    // assets this build's stats do not list) are left out, and must not be named by any page.
    const leftovers = (listFiles(publicDir) as string[]).filter((file) => isLeftover(file, publicDir))
    const named = htmlPages(publicDir).map((page) => fs.readFileSync(path.join(publicDir, page), "utf8")).join("\n")
    for (const file of leftovers) expect(named.includes(path.basename(file)), `${file} is named by a page`).toBe(false)
    const { onlyA: onlyClean, onlyB: onlyIncremental, different } = comparePublic(cleanPublic, publicDir, {
      ignore: isLeftover,
      key: (file: string) => file.replace(RUNTIME, "webpack-runtime-#"),
      content: comparable,
    })
    expect(different).toEqual([])
    expect(onlyClean).toEqual([])
    expect(onlyIncremental).toEqual([])
  }, 900_000)
})
