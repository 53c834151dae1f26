import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import type { ResolvedSidebar } from "../shared/sidebar"
import { OTHER_SECTION, docSections, llmsTxt, writeMarkdownFiles, type TwinSourceDoc } from "./llms"

const contentDir = "/site/docs"
function doc(docId: string, title: string, description?: string, body = `About ${title}.`): TwinSourceDoc {
  return { docId, route: `/${docId}`, title, body, absPath: path.join(contentDir, `${docId}.md`), frontmatter: { title, description } }
}
const docs = [
  doc("intro/start", "Getting Started", "Install and first steps."),
  doc("api/createSlice", "createSlice", "Reducers and\nactions in one call."),
  doc("api/createReducer", "createReducer"),
  doc("misc/orphan", "Orphan [draft]"),
  doc("misc/top", "Top-level page"),
]
const sidebars: ResolvedSidebar[] = [
  {
    name: "docs",
    items: [
      { type: "category", label: "Introduction", href: "/category/introduction", collapsed: false, collapsible: true, items: [{ type: "link", label: "Start", href: "/intro/start", docId: "intro/start" }] },
      { type: "link", label: "Top", href: "/misc/top", docId: "misc/top" },
      {
        type: "category",
        label: "API",
        href: "/category/api",
        collapsed: false,
        collapsible: true,
        items: [
          { type: "category", label: "Nested", href: "/category/nested", collapsed: true, collapsible: true, items: [{ type: "link", label: "Slice", href: "/api/createSlice", docId: "api/createSlice" }] },
          { type: "link", label: "Reducer", href: "/api/createReducer", docId: "api/createReducer" },
          { type: "link", label: "Start again", href: "/intro/start", docId: "intro/start" },
          { type: "link", label: "Redux", href: "https://redux.js.org" },
        ],
      },
    ],
  },
]

describe("docSections", () => {
  it("groups by top-level category in sidebar order; loose and unlisted docs come last under Other", () => {
    const sections = docSections(sidebars, docs)
    expect(sections.map((section) => [section.title, section.docs.map((entry) => entry.docId)])).toEqual([
      ["Introduction", ["intro/start"]],
      ["API", ["api/createSlice", "api/createReducer"]],
      [OTHER_SECTION, ["misc/top", "misc/orphan"]],
    ])
  })
})

describe("llmsTxt", () => {
  it("follows the llms.txt convention: # title, > summary, ## sections, - [Title](url): description", () => {
    const text = llmsTxt({ title: "Redux Toolkit", summary: "The official\ntoolset.", siteUrl: "https://example.org", sections: docSections(sidebars, docs) })
    expect(text).toBe(
      [
        "# Redux Toolkit",
        "",
        "> The official toolset.",
        "",
        "## Introduction",
        "",
        "- [Getting Started](https://example.org/intro/start.md): Install and first steps.",
        "",
        "## API",
        "",
        "- [createSlice](https://example.org/api/createSlice.md): Reducers and actions in one call.",
        "- [createReducer](https://example.org/api/createReducer.md)",
        "",
        "## Other",
        "",
        "- [Top-level page](https://example.org/misc/top.md)",
        "- [Orphan \\[draft\\]](https://example.org/misc/orphan.md)",
        "",
      ].join("\n"),
    )
  })
})

describe("writeMarkdownFiles", () => {
  it("writes every twin, llms.txt and llms-full.txt (twins in sidebar order) and returns the twin paths", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "llms-"))
    const result = writeMarkdownFiles({ publicDir, siteUrl: "https://example.org", title: "T", summary: "S", contentDir, docs, sidebars })
    expect(result.twins).toEqual(docs.map((entry) => `/${entry.docId}.md`))
    expect(fs.readFileSync(path.join(publicDir, "api/createSlice.md"), "utf8")).toBe("# createSlice\n\nAbout createSlice.\n")
    expect(fs.readFileSync(path.join(publicDir, "llms.txt"), "utf8")).toMatch(/^# T\n\n> S\n/)
    const full = fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8")
    const order = ["# Getting Started", "# createSlice", "# createReducer", "# Top-level page", "# Orphan"].map((heading) => full.indexOf(heading))
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true)
    expect(result.bytes).toBeGreaterThan(full.length)
  })
})
