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

const fixture = path.join(process.cwd(), "e2e", "fixtures", "basic")
const caseDir = path.join(process.cwd(), ".tmp", "warm-build")
const contentDir = path.join(caseDir, "content")
const siteOut = path.join(".tmp", "warm-build", "site")
const publicDir = path.join(process.cwd(), siteOut, "public")

async function build(): Promise<string> {
  const result: { code: number; output: string } = await buildSite({
    out: siteOut,
    content: contentDir,
    sidebars: path.join(contentDir, "sidebars.json"),
    quiet: true,
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
})
