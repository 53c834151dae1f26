/**
 * A warm `gatsby build` (docs/decisions.md, "Static doc bodies"): static bodies are
 * compiled outside webpack and cached, and the server renderer reads them by a key
 * that is part of the page's data. So a build after an edit compiles one body and
 * renders one page, with the edit; an unchanged build renders nothing; and the
 * HTML rewrite after the build (scripts-after-paint) leaves one bundle loader however
 * many builds ran. Builds the basic fixture in its own folder (scripts/build-site.mjs).
 */
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain ES module script without type declarations
import { buildSite } from "../../scripts/build-site.mjs"

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

describe.sequential("warm gatsby build", () => {
  it("renders only what changed, with the change, and leaves one bundle loader per page", async () => {
    fs.rmSync(caseDir, { recursive: true, force: true })
    fs.cpSync(fixture, contentDir, { recursive: true })

    const cold = await build()
    expect(cold).toMatch(/Static doc bodies: 5 pages, 5 compiled, 0 cached/)
    expect(loaders("")).toBe(1)
    expect(loaders("api/configureStore")).toBe(1)

    const unchanged = await build()
    expect(unchanged).toMatch(/Static doc bodies: 5 pages, 0 compiled, 5 cached/)
    expect(unchanged).toContain("There are no new or changed html files to build")
    expect(loaders("")).toBe(1)
    expect(loaders("api/configureStore")).toBe(1)

    const sentence = "This sentence was added between two builds."
    fs.appendFileSync(path.join(contentDir, "api", "configureStore.mdx"), `\n${sentence}\n`)
    const edited = await build()
    expect(edited).toMatch(/Static doc bodies: 5 pages, 1 compiled, 4 cached/)
    expect(edited).toMatch(/Building static HTML for pages - [\d.]+s - 1\/1/)
    expect(html("api/configureStore")).toContain(sentence)
    expect(html("usage/usage-guide")).not.toContain(sentence)
    expect(loaders("")).toBe(1)
    expect(loaders("api/configureStore")).toBe(1)
  }, 600_000)
})
