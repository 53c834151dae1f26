import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { listDocFiles, loadContent, refreshSharedContent, resetSharedContent, sharedContent } from "./content"

function folder(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-model-"))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

const rel = (dir: string, files: string[]) => files.map((file) => path.relative(dir, file).split(path.sep).join("/"))

describe("listDocFiles", () => {
  it("lists .md and .mdx files, never partials, tests or installed packages", () => {
    const dir = folder({
      "api/a.mdx": "# A",
      "api/b.md": "# B",
      "api/c.ts": "export {}",
      "api/_partial.mdx": "partial",
      "_shared/d.mdx": "shared",
      "__tests__/e.md": "test",
      "node_modules/pkg/README.md": "# readme",
      "usage/nested/f.md": "# F",
    })
    expect(rel(dir, listDocFiles(dir))).toEqual(["api/a.mdx", "api/b.md", "usage/nested/f.md"])
  })

  it("honours include globs", () => {
    const dir = folder({ "api/a.mdx": "", "usage/b.md": "", "blog/c.md": "" })
    expect(rel(dir, listDocFiles(dir, ["api/**/*.mdx", "usage/**/*.{md,mdx}"]))).toEqual(["api/a.mdx", "usage/b.md"])
  })
})

describe("loadContent", () => {
  afterEach(() => resetSharedContent())

  it("reads each doc once into a record and keeps its tree for the pre-pass", () => {
    const dir = folder({
      "api/a.mdx": "---\ntitle: Alpha\nslug: /alpha\n---\n\n## One\n\n[b](./b.md)\n",
      "api/b.md": "# B\n",
    })
    const model = loadContent(dir)
    expect(model.errors).toEqual([])
    expect(model.docs.map((doc) => [doc.docId, doc.route, doc.title])).toEqual([
      ["api/a", "/alpha", "Alpha"],
      ["api/b", "/api/b", "b"],
    ])
    const [alpha] = model.docs
    expect(alpha.headings).toMatchObject([{ id: "one", line: 6 }])
    expect(alpha.links).toMatchObject([{ url: "./b.md", line: 8 }])
    expect(model.withTrees().map((doc) => doc.tree.type)).toEqual(["root", "root"])
    model.releaseTrees()
    expect(model.withTrees()).toEqual([])
  })

  it("collects front matter and syntax errors with the line in the file, and duplicate routes", () => {
    const dir = folder({
      "a.mdx": "---\ntitle: A\nhide_title: maybe\n---\n",
      "b.mdx": "---\ntitle: B\n---\n\ntext\n\n<div>never closed\n",
      "c.md": "---\nslug: /same\n---\n",
      "d.md": "---\nslug: /same\n---\n",
    })
    const model = loadContent(dir)
    expect(model.docs.map((doc) => doc.docId)).toEqual(["c", "d"])
    expect(model.errors.map((error) => [path.basename(error.file), error.line])).toEqual([
      ["a.mdx", 3],
      ["b.mdx", 7],
      ["d.md", 2],
    ])
    expect(model.errors[2]?.message).toMatch(/route \/same is also used by/)
  })

  it("stops on a file that is not UTF-8, naming the encoding, the line and the fix; accepts a UTF-8 byte order mark", () => {
    const dir = folder({
      "latin1.md": Buffer.concat([Buffer.from("---\ntitle: Menu\n---\n\n"), Buffer.from("Café crème\n", "latin1")]),
      "utf16.md": Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("# Title\n", "utf16le")]),
      "utf32.md": Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x23, 0x00, 0x00, 0x00]),
      "bom.md": Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("---\ntitle: Café\n---\n\n## Crème\n")]),
    })
    const model = loadContent(dir)
    expect(model.docs.map((doc) => [doc.docId, doc.title, doc.headings[0]?.line])).toEqual([["bom", "Café", 5]])
    expect(model.errors.map((error) => [path.basename(error.file), error.line])).toEqual([
      ["latin1.md", 5],
      ["utf16.md", 1],
      ["utf32.md", 1],
    ])
    expect(model.errors[0].message).toMatch(/not valid UTF-8: byte 0xE9 .* Latin-1 .* Save it as UTF-8/)
    expect(model.errors[1].message).toMatch(/saved as UTF-16 LE .* Save it as UTF-8/)
    expect(model.errors[2].message).toMatch(/saved as UTF-32 LE/)
    expect(model.broken.map((doc) => doc.route)).toEqual(["/latin1", "/utf16", "/utf32"])
  })

  it("reports an unclosed JSX tag at its line in the file, after a long front matter", () => {
    const frontmatter = ["---", "title: Long", ...Array.from({ length: 8 }, (_, index) => `key${index}: value`), "---"]
    const lines = [...frontmatter, ...Array.from({ length: 174 - frontmatter.length }, (_, index) => (index % 2 ? "Text." : "")), "<div>", "", "more text", ""]
    const dir = folder({ "long.mdx": lines.join("\n") })
    const [error] = loadContent(dir).errors
    expect([path.basename(error.file), error.line]).toEqual(["long.mdx", 175])
    expect(error.message).toMatch(/^could not compile MDX: Expected a closing tag for `<div>`\. /)
  })

  it("stops on a doc that adds script, naming the file, the line and the fix", () => {
    const dir = folder({ "api/scripted.mdx": "---\ntitle: Scripted\n---\n\nText.\n\n<script>{`alert(1)`}</script>\n", "api/fine.mdx": "---\ntitle: Fine\n---\n\nText.\n" })
    const model = loadContent(dir)
    expect(model.docs.map((doc) => doc.relPath)).toEqual(["api/fine.mdx"])
    expect(model.errors.map((error) => [path.basename(error.file), error.line])).toEqual([["scripted.mdx", 7]])
    expect(model.errors[0]!.message).toMatch(/^a <script> element\. Content cannot add script: .*Remove it/)
  })

  it("keeps the identity of a doc that fails to read, from its path and the front matter that parsed", () => {
    const dir = folder({
      "api/bad-value.mdx": "---\nid: renamed\nslug: /elsewhere\ntitle: Bad\nhide_title: maybe\n---\n",
      "api/bad-yaml.mdx": "---\ntitle: [unclosed\n---\n",
      "api/bad-mdx.mdx": "---\nsidebar_label: Short\n---\n\n<div>\n",
    })
    const model = loadContent(dir)
    expect(model.docs).toEqual([])
    expect(model.errors).toHaveLength(3)
    expect(model.broken.map((doc) => [doc.relPath, doc.docId, doc.route, doc.sidebarLabel])).toEqual([
      ["api/bad-mdx.mdx", "api/bad-mdx", "/api/bad-mdx", "Short"],
      ["api/bad-value.mdx", "api/renamed", "/elsewhere", "Bad"],
      ["api/bad-yaml.mdx", "api/bad-yaml", "/api/bad-yaml", "bad-yaml"],
    ])
  })

  it("stops on an id or slug whose page would leave public/ or land on another, at the key's line", () => {
    const dir = folder({
      "api/createSlice.mdx": "---\ntitle: createSlice\n---\n",
      "api/x.md": "---\ntitle: X\nid: ..\n---\n",
      "api/y.md": "---\ntitle: Y\nslug: /../../../../tmp/pwned\n---\n",
      "usage/moved.md": "---\ntitle: Moved\nslug: ../api/createSlice\n---\n",
      "usage/Shouting.md": "---\nslug: /API/CREATESLICE/\n---\n",
    })
    const model = loadContent(dir)
    const errors = model.errors.map((error) => [path.relative(dir, error.file), error.line, error.message])
    expect(errors).toEqual([
      ["api/x.md", 3, expect.stringMatching(/^front matter "id" must not be "\.\.": it names a folder/)],
      ["api/y.md", 3, expect.stringMatching(/^front matter "slug" "\/\.\.\/\.\.\/\.\.\/\.\.\/tmp\/pwned" gives the route .* written outside public\//)],
      ["usage/Shouting.md", 2, expect.stringMatching(/^route \/API\/CREATESLICE is also used by .*api\/createSlice\.mdx as \/api\/createSlice \(one file where letter case/)],
      ["usage/moved.md", 3, expect.stringMatching(/^route \/api\/createSlice is also used by .*api\/createSlice\.mdx; one page would overwrite the other\. Give one of them a different "slug"/)],
    ])
    // The refused docs keep an identity from their path, for lookups; nothing is written for them.
    expect(model.broken.map((doc) => [doc.relPath, doc.route])).toEqual([
      ["api/x.md", "/api/x"],
      ["api/y.md", "/api/y"],
    ])
  })

  it("reports a doc id used twice at the line of the id", () => {
    const dir = folder({ "api/a.md": "---\ntitle: A\n---\n", "api/b.md": "---\ntitle: B\nid: a\nslug: /b\n---\n" })
    const [error] = loadContent(dir).errors
    expect([path.relative(dir, error.file), error.line, error.message]).toEqual(["api/b.md", 3, expect.stringMatching(/^doc id "api\/a" is also used by/)])
  })

  it("reads a doc again when its file changed, and knows which files are no docs", () => {
    const dir = folder({ "a.md": "---\nslug: /first\n---\n", "_partial.md": "x" })
    const model = loadContent(dir)
    const file = path.join(dir, "a.md")
    expect(model.docAt(file)?.route).toBe("/first")
    fs.writeFileSync(file, "---\nslug: /second\n---\n")
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000))
    expect(model.docAt(file)?.route).toBe("/second")
    expect(model.docAt(path.join(dir, "_partial.md"))).toBeNull()
    expect(model.docAt(path.join(dir, "missing.md"))).toBeNull()
  })

  it("refreshed: sees added, deleted and renamed docs and re-parses only the files that changed", () => {
    const dir = folder({ "a.md": "---\ntitle: A\n---\n", "b.md": "---\ntitle: B\n---\n", "c.md": "# C" })
    const model = loadContent(dir)
    const [a] = model.docs
    fs.writeFileSync(path.join(dir, "new.md"), "---\ntitle: New\n---\n")
    fs.rmSync(path.join(dir, "c.md"))
    fs.renameSync(path.join(dir, "b.md"), path.join(dir, "moved.md"))
    fs.writeFileSync(path.join(dir, "a.md"), "---\ntitle: A again\n---\n")
    fs.utimesSync(path.join(dir, "a.md"), new Date(), new Date(Date.now() + 5000))
    const next = model.refreshed()
    expect(next.docs.map((doc) => [doc.relPath, doc.title])).toEqual([["a.md", "A again"], ["moved.md", "B"], ["new.md", "New"]])
    expect(next.docs[0]).not.toBe(a)
    expect(next.docAt(path.join(dir, "c.md"))).toBeNull()
    // A file not modified since keeps its record (not parsed again); a modified one is read again.
    fs.utimesSync(path.join(dir, "new.md"), new Date(), new Date(Date.now() + 9000))
    const again = next.refreshed()
    expect(again.docs.find((doc) => doc.relPath === "moved.md")).toBe(next.docs.find((doc) => doc.relPath === "moved.md"))
    expect(again.docs.find((doc) => doc.relPath === "new.md")).not.toBe(next.docs.find((doc) => doc.relPath === "new.md"))
  })

  it("refreshSharedContent replaces the shared model every caller gets, and reports a doc that broke", () => {
    const dir = folder({ "a.md": "# A" })
    const before = sharedContent(dir)
    fs.writeFileSync(path.join(dir, "bad.md"), "---\ntitle: [unclosed\n---\n")
    const after = refreshSharedContent(dir)
    expect(after).not.toBe(before)
    expect(sharedContent(dir)).toBe(after)
    expect(after.errors.map((error) => path.relative(dir, error.file))).toEqual(["bad.md"])
  })

  it("is shared by every caller in the process (gatsby-config and gatsby-node bundles)", () => {
    const dir = folder({ "a.md": "# A" })
    expect(sharedContent(dir)).toBe(sharedContent(dir))
  })
})
