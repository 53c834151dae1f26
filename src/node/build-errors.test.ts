/**
 * Bad input stops the real `gatsby build` with a message naming the file, the line
 * and the fix. Each case copies the basic fixture, breaks things and builds it in its
 * own folder (scripts/build-site.mjs). The content analysis (src/node/site.ts) reports
 * every problem at once, so one build holds every break it finds, each in its own file
 * so that none hides another; a bad config value stops the build before the analysis,
 * so it has a build of its own. The two run side by side: each is mostly one process's work.
 */
import fs from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error -- plain ES module script without type declarations
import { buildSite } from "../../scripts/build-site.mjs"

const fixture = path.join(process.cwd(), "e2e", "fixtures", "basic")
const casesDir = path.join(process.cwd(), ".tmp", "bad-input")

interface BuildResult {
  code: number
  output: string
}

async function buildBroken(
  name: string,
  change: (dir: string) => void,
  env: Record<string, string> = {},
): Promise<BuildResult & { dir: string }> {
  const dir = path.join(casesDir, name, "content")
  fs.rmSync(path.join(casesDir, name), { recursive: true, force: true })
  fs.cpSync(fixture, dir, { recursive: true })
  change(dir)
  const result: BuildResult = await buildSite({
    out: path.join(".tmp", "bad-input", name, "site"),
    content: dir,
    sidebars: path.join(dir, "sidebars.json"),
    env,
    quiet: true,
  })
  // Strip colour codes so messages can be matched.
  return { ...result, output: result.output.replace(/\u001b\[[0-9;]*m/g, ""), dir }
}

const rel = (dir: string, file: string) => path.relative(process.cwd(), path.join(dir, file)).split(path.sep).join("/")

function breakContent(dir: string) {
  fs.appendFileSync(path.join(dir, "usage/usage-guide.mdx"), "\nRead [the slice API](/api/createSlise) next.\n")

  const sidebars = JSON.parse(fs.readFileSync(path.join(dir, "sidebars.json"), "utf8"))
  sidebars.docs[1].items.push("api/createSlise")
  fs.writeFileSync(path.join(dir, "sidebars.json"), JSON.stringify(sidebars))

  fs.writeFileSync(path.join(dir, "api/configureStore.mdx"), "---\nid: configureStore\ntitle: configureStore\nhide_title: sometimes\n---\n\nText.\n")

  fs.writeFileSync(path.join(dir, "tutorials/overview.mdx"), "---\ntitle: Tutorials Overview\n---\n\nFirst paragraph.\n\nThis <span> is never closed.\n")

  const frontmatter = ["---", "id: overview", "title: RTK Query Overview", ...Array.from({ length: 8 }, (_, index) => `key${index}: value`), "---"]
  const body = Array.from({ length: 174 - frontmatter.length }, (_, index) => (index % 2 ? "Some prose." : ""))
  fs.writeFileSync(path.join(dir, "rtk-query/overview.mdx"), [...frontmatter, ...body, "<div>", "", "More prose.", ""].join("\n"))
}

let analysis: BuildResult & { dir: string }
let config: BuildResult & { dir: string }

describe("gatsby build on bad input", () => {
  beforeAll(async () => {
    ;[analysis, config] = await Promise.all([
      buildBroken("analysis", breakContent, { NAVBAR_EXTRA_ITEMS: '[{"type":"doc","docId":"api/createSlise","label":"Slices"}]' }),
      buildBroken("unknown-navbar-type", () => {}, { NAVBAR_EXTRA_ITEMS: '[{"type":"dropdwn","label":"More","items":[]}]' }),
    ])
  }, 300_000)

  it("fails on a broken internal link, listing file:line → target", () => {
    expect(analysis.code).not.toBe(0)
    const lines = fs.readFileSync(path.join(analysis.dir, "usage/usage-guide.mdx"), "utf8").split("\n")
    const line = lines.findIndex((text) => text.includes("/api/createSlise")) + 1
    expect(line).toBeGreaterThan(1)
    expect(analysis.output).toContain(`${rel(analysis.dir, "usage/usage-guide.mdx")}:${line} → /api/createSlise`)
  })

  it("fails on an unknown sidebar id, naming sidebars and the fix", () => {
    expect(analysis.code).not.toBe(0)
    expect(analysis.output).toContain('/content/sidebars.json: sidebar "docs" item 2 → "More" item 4 names doc id "api/createSlise", which does not exist')
    expect(analysis.output).toContain("Fix the id, or add the page as .tmp/bad-input/analysis/content/api/createSlise.mdx.")
  })

  it("fails on an unknown navbar item type, naming its path in the config and the variable it came from", () => {
    expect(config.code).not.toBe(0)
    expect(config.output).toContain(
      'site.config.ts: navbar.items[6].type (from the environment variable NAVBAR_EXTRA_ITEMS: fix its JSON): unknown navbar item type "dropdwn" (did you mean "dropdown"?); use one of "doc", "link", "dropdown".',
    )
  })

  it("fails on a config doc id that does not exist, naming the entry and the fix", () => {
    expect(analysis.code).not.toBe(0)
    expect(analysis.output).toContain('site.config.ts: navbar.items[6].docId names doc id "api/createSlise", which does not exist')
    expect(analysis.output).toContain("Fix the id, or add the page under content/docs/.")
  })

  it("fails on malformed front matter, naming file and line", () => {
    expect(analysis.code).not.toBe(0)
    expect(analysis.output).toContain(`${rel(analysis.dir, "api/configureStore.mdx")}:4: front matter "hide_title" must be true or false`)
  })

  it("fails on invalid MDX, naming file and line", () => {
    expect(analysis.code).not.toBe(0)
    expect(analysis.output).toMatch(new RegExp(`${rel(analysis.dir, "tutorials/overview.mdx")}:7: could not compile MDX`))
  })

  it("stops at our analysis on an unclosed JSX tag, counting the line in the file with a long front matter", () => {
    expect(analysis.code).not.toBe(0)
    expect(analysis.output).toContain(`${rel(analysis.dir, "rtk-query/overview.mdx")}:175: could not compile MDX: Expected a closing tag for \`<div>\`.`)
    // Reported once, by the analysis, before gatsby-plugin-mdx compiles the file with body-relative positions.
    // The analysis quotes the MDX compiler's position in the invalid-MDX case's message; no other line may have one.
    const positioned = analysis.output.split("\n").filter((line) => /\(\d+:\d+-\d+:\d+\)/.test(line))
    expect(positioned).toEqual([expect.stringContaining(`${rel(analysis.dir, "tutorials/overview.mdx")}:7: could not compile MDX`)])
  })
})
