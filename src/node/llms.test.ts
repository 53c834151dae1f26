import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it, vi } from "vitest"
import type { ResolvedSidebar } from "../shared/sidebar"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkGfm from "remark-gfm"
import type { Root } from "mdast"
import { OTHER_SECTION, docSections, llmsTxt, markdownText, writeMarkdownFiles, type TwinSourceDoc } from "./llms"
import { keepMarkdownTwins, markdownTwin, type TwinContext } from "./markdown-twin"
import { loadContent } from "./content"
import { parseMdx, plainText } from "./mdast"

// The site's parser, counted: a body is parsed once per build (by the content model).
vi.mock("./mdast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./mdast")>()
  return { ...actual, parseMdx: vi.fn(actual.parseMdx) }
})

const contentDir = "/site/docs"
const twinContext: TwinContext = { siteUrl: "https://example.org", contentDir, routeOfFile: () => null }
function doc(docId: string, title: string, description?: string, body = `About ${title}.`): TwinSourceDoc {
  return {
    docId,
    route: `/${docId}`,
    title,
    frontmatter: { title, description },
    // As the content model keeps it (keepMarkdownTwins), made when a test writes the twins.
    get twin() {
      return markdownTwin({ absPath: path.join(contentDir, `${docId}.md`), route: `/${docId}`, title }, parseMdx(body), twinContext)
    },
  }
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

describe("Markdown in llms.txt", () => {
  const awkward = {
    title: "A *bold* _claim_ [draft] <div> `code` ~~old~~ & &amp; C# \\ end",
    summary: "- not a list, > nor a quote",
    section: "The `api` [section] #",
    description: "Uses [links](https://x.org), `code`, *stars*, <b>html</b>, &copy; and\na new line.\n# Not a heading",
  }

  it("reads back, parsed as Markdown, as the text it was given (on one line)", () => {
    const text = llmsTxt({
      title: awkward.title,
      summary: awkward.summary,
      siteUrl: "https://example.org",
      sections: [{ title: awkward.section, docs: [doc("api/odd", awkward.title, awkward.description), doc("api/plain", "createSlice() (RTK 2)")] }],
    })
    const tree = unified().use(remarkParse).use(remarkGfm).parse(text) as Root
    const oneLine = (value: string) => value.replace(/\s+/g, " ").trim()
    expect(tree.children.map((node) => node.type)).toEqual(["heading", "blockquote", "heading", "list"])
    expect(plainText(tree.children[0]!)).toBe(oneLine(awkward.title))
    expect(plainText(tree.children[1]!)).toBe(awkward.summary)
    expect(plainText(tree.children[2]!)).toBe(awkward.section)
    type Loose = { type: string; url?: string; children?: Loose[] }
    // Nothing but text became syntax (a URL in prose becomes a link in GFM, with the same text).
    const types = new Set<string>()
    const walk = (node: Loose): void => void (types.add(node.type), node.children?.forEach(walk))
    walk(tree as unknown as Loose)
    expect([...types].sort()).toEqual(["blockquote", "heading", "link", "list", "listItem", "paragraph", "root", "text"])
    const [odd, plain] = (tree.children[3] as unknown as Loose).children!.map((item) => item.children![0]!)
    expect(odd!.children![0]!.url).toBe("https://example.org/api/odd.md")
    expect(plainText(odd!.children![0] as never)).toBe(oneLine(awkward.title))
    expect(plainText(odd as never)).toBe(`${oneLine(awkward.title)}: ${oneLine(awkward.description)}`)
    expect(plain!.children!.map((node) => [node.url, plainText(node as never)])).toEqual([["https://example.org/api/plain.md", "createSlice() (RTK 2)"]])
  })

  it("keeps link destinations whole when a route has spaces or parentheses", () => {
    const odd = { ...doc("x", "X"), route: "/api/a (b)" }
    const text = llmsTxt({ title: "T", summary: "S", siteUrl: "https://example.org", sections: [{ title: "S", docs: [odd] }] })
    expect(text).toContain("- [X](https://example.org/api/a%20%28b%29.md)")
  })

  it("escapes only what is syntax: prose stays readable", () => {
    expect(markdownText("createSlice() returns { reducer, actions }. 1 + 1 = 2!")).toBe("createSlice() returns { reducer, actions }. 1 + 1 = 2!")
    expect(markdownText("SHOULD_AUTOBATCH *and* [x]")).toBe("SHOULD\\_AUTOBATCH \\*and\\* \\[x\\]")
  })
})

describe("writeMarkdownFiles", () => {
  it("writes every twin, llms.txt and llms-full.txt (twins in sidebar order) and returns the twin paths", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "llms-"))
    const result = writeMarkdownFiles({ publicDir, siteUrl: "https://example.org", title: "T", summary: "S", docs, sidebars })
    expect(result.twins).toEqual(docs.map((entry) => `/${entry.docId}.md`))
    expect(fs.readFileSync(path.join(publicDir, "api/createSlice.md"), "utf8")).toBe("# createSlice\n\nAbout createSlice.\n")
    expect(fs.readFileSync(path.join(publicDir, "llms.txt"), "utf8")).toMatch(/^# T\n\n> S\n/)
    const full = fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8")
    const order = ["# Getting Started", "# createSlice", "# createReducer", "# Top-level page", "# Orphan"].map((heading) => full.indexOf(heading))
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true)
    expect(result.bytes).toBeGreaterThan(full.length)
  })
})

describe("the twins of a content folder", () => {
  it("parse each body once: the twins are made from the content model's syntax trees, and writing them parses nothing", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "twins-"))
    fs.writeFileSync(path.join(folder, "a.mdx"), "---\ntitle: Alpha\ndescription: The first.\n---\n\nSee [the other](./b.md).\n")
    fs.writeFileSync(path.join(folder, "b.md"), ":::note\nHi.\n:::\n")
    vi.mocked(parseMdx).mockClear()
    const content = loadContent(folder)
    keepMarkdownTwins(content, "https://example.org")
    content.releaseTrees()
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "twins-public-"))
    writeMarkdownFiles({ publicDir, siteUrl: "https://example.org", title: "T", summary: "S", docs: content.docs, sidebars: [] })
    expect(vi.mocked(parseMdx).mock.calls.map(([body]) => body)).toEqual(content.docs.map((entry) => entry.body))
    expect(fs.readFileSync(path.join(publicDir, "a.md"), "utf8")).toBe("# Alpha\n\nSee [the other](https://example.org/b).\n")
    expect(fs.readFileSync(path.join(publicDir, "b.md"), "utf8")).toBe("# b\n\n> **Note**\n>\n> Hi.\n")
    expect(fs.readFileSync(path.join(publicDir, "llms.txt"), "utf8")).toContain("- [Alpha](https://example.org/a.md): The first.\n- [b](https://example.org/b.md)\n")
  })

  it("refuses a doc whose twin was not kept (its tree was released first) instead of parsing it again", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "twins-public-"))
    const { twin: _kept, ...withoutTwin } = doc("api/x", "X")
    expect(() => writeMarkdownFiles({ publicDir, siteUrl: "https://example.org", title: "T", summary: "S", docs: [withoutTwin], sidebars: [] })).toThrow(
      "No Markdown twin was kept for /api/x",
    )
  })
})
