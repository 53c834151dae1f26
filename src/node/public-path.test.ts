import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { docOutputPaths, pageHtmlPath, publicFile } from "./public-path"
import { publicFile as pluginPublicFile } from "../../plugins/gatsby-plugin-static-bodies/src/node/public-file"
import { writeMarkdownFiles } from "./llms"
import { writeRedirectPages } from "./redirects"
import { buildSearchIndex } from "./search-index"

const dirs: string[] = []
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-path-"))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const publicDir = path.resolve("/site/public")
const INSIDE: Array<[string, string]> = [
  ["/api/createSlice.md", "api/createSlice.md"],
  ["llms.txt", "llms.txt"],
  ["//a/./b/../c.html", "a/c.html"],
  ["/..foo/x", "..foo/x"],
  ["/a/../b", "b"],
]
const OUTSIDE = ["/../../../../tmp/pwned/index.html", "..", "/..", "../public-other/x", "/", "", ".", "/a/../..", "a\0b"]

describe("publicFile", () => {
  it("answers a path inside the output folder", () => {
    for (const [relative, expected] of INSIDE) expect(publicFile(publicDir, relative), relative).toBe(path.join(publicDir, expected))
  })

  it("throws for the folder itself, anything outside it, and NUL", () => {
    for (const relative of OUTSIDE) expect(() => publicFile(publicDir, relative), JSON.stringify(relative)).toThrow(/^Refusing to write .*not a file inside the site's output folder/)
  })

  it("answers as the copy in gatsby-plugin-static-bodies does", () => {
    for (const [relative] of INSIDE) expect(pluginPublicFile(publicDir, relative)).toBe(publicFile(publicDir, relative))
    for (const relative of OUTSIDE) expect(() => pluginPublicFile(publicDir, relative)).toThrow(/^Refusing to write /)
  })
})

describe("the files a doc route makes", () => {
  it("are the page as Gatsby names it and the Markdown twin", () => {
    expect(docOutputPaths("/api/createSlice")).toEqual(["/api/createSlice/index.html", "/api/createSlice.md"])
    expect(docOutputPaths("/")).toEqual(["/index.html", "/index.md"])
    expect(pageHtmlPath("/old/page.HTML")).toBe("/old/page.HTML")
  })
})

describe("every writer of public/ stays inside it", () => {
  it("the Markdown twins (llms.ts)", () => {
    const dir = tempDir()
    const doc = { docId: "x", route: "/../escaped", title: "X", twin: "# X\n\nText.\n", frontmatter: {} }
    const write = () => writeMarkdownFiles({ publicDir: path.join(dir, "public"), siteUrl: "https://example.org", title: "T", summary: "S", docs: [doc], sidebars: [] })
    expect(write).toThrow(/Refusing to write "\/\.\.\/escaped\.md"/)
    expect(fs.existsSync(path.join(dir, "escaped.md"))).toBe(false)
  })

  it("the redirect pages (redirects.ts)", () => {
    const dir = tempDir()
    const write = () => writeRedirectPages(path.join(dir, "public"), [{ from: "/../escaped", to: "/api/x" }], "https://example.org")
    expect(write).toThrow(/Refusing to write "\/\.\.\/escaped\/index\.html"/)
    expect(fs.existsSync(path.join(dir, "escaped"))).toBe(false)
  })

  it("the search index, which replaces its folder whole (search-index.ts)", async () => {
    const dir = tempDir()
    fs.mkdirSync(path.join(dir, "public"))
    fs.writeFileSync(path.join(dir, "keep.txt"), "not the site's")
    await expect(buildSearchIndex({ publicDir: path.join(dir, "public"), routes: [], outputDir: ".." })).rejects.toThrow(/Refusing to write "\.\."/)
    expect(fs.existsSync(path.join(dir, "keep.txt"))).toBe(true)
  })
})
