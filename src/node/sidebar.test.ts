import { describe, expect, it } from "vitest"
import { allCategories, resolveSidebars, flattenDocLinks, prevNextFor, slugOf, type SidebarDoc } from "./sidebar"
import type { SidebarCategory } from "../shared/sidebar"
import realSidebars from "../../sidebars"

const docs = new Map<string, SidebarDoc>(
  ["intro/start", "api/createSlice", "api/createReducer", "api/createAction"].map((docId) => [
    docId,
    { docId, route: `/${docId}`, sidebarLabel: docId.split("/")[1] },
  ]),
)

describe("resolveSidebars", () => {
  it("resolves ids to routes and labels, keeping order and category state", () => {
    const { sidebars, problems } = resolveSidebars(
      {
        docs: [
          "intro/start",
          {
            type: "category",
            label: "API",
            collapsed: true,
            items: [{ type: "doc", id: "api/createSlice", label: "Slices" }, "api/createReducer"],
          },
          { type: "link", href: "https://redux.js.org", label: "Redux" },
        ],
      },
      docs,
    )
    expect(problems).toEqual([])
    expect(sidebars[0].items).toEqual([
      { type: "link", label: "start", href: "/intro/start", docId: "intro/start" },
      {
        type: "category",
        label: "API",
        href: "/category/api",
        collapsed: true,
        collapsible: true,
        items: [
          { type: "link", label: "Slices", href: "/api/createSlice", docId: "api/createSlice" },
          { type: "link", label: "createReducer", href: "/api/createReducer", docId: "api/createReducer" },
        ],
      },
      { type: "link", label: "Redux", href: "https://redux.js.org" },
    ])
  })

  it("reports an unknown id with the sidebar path and a suggestion", () => {
    const { problems } = resolveSidebars({ docs: [{ type: "category", label: "API", items: ["api/createSlise"] }] }, docs)
    expect(problems).toHaveLength(1)
    expect(problems[0].file).toBe("sidebars.ts")
    expect(problems[0].message).toContain('sidebar "docs" item 1 → "API" item 1 names doc id "api/createSlise"')
    expect(problems[0].message).toContain('did you mean "api/createSlice"?')
  })

  it("gives every category its own index route, from its label", () => {
    const { sidebars } = resolveSidebars(
      {
        docs: [{ type: "category", label: "Using RTK Query", items: [{ type: "category", label: "API", items: [] }] }],
        other: [{ type: "category", label: "API", items: [] }, { type: "category", label: "Ünïcode & Stuff!", items: [] }],
      },
      docs,
    )
    expect(sidebars.flatMap((sidebar) => allCategories(sidebar.items)).map((category) => category.href)).toEqual([
      "/category/using-rtk-query",
      "/category/api",
      "/category/api-2",
      "/category/unicode-stuff",
    ])
    expect(slugOf("!!!")).toBe("")
  })

  it("reports an unknown item type", () => {
    const { problems } = resolveSidebars({ docs: [{ type: "categroy", label: "X", items: [] } as never] }, docs)
    expect(problems[0].message).toContain('unknown type "categroy"')
  })
})

describe("prev/next", () => {
  it("follows the sidebar's reading order across categories", () => {
    const { sidebars } = resolveSidebars(
      { docs: ["intro/start", { type: "category", label: "API", items: ["api/createSlice", "api/createAction"] }] },
      docs,
    )
    const flat = flattenDocLinks(sidebars[0].items)
    expect(prevNextFor("intro/start", flat)).toEqual({ previous: null, next: { label: "createSlice", href: "/api/createSlice" } })
    expect(prevNextFor("api/createSlice", flat)).toEqual({
      previous: { label: "start", href: "/intro/start" },
      next: { label: "createAction", href: "/api/createAction" },
    })
    expect(prevNextFor("api/createReducer", flat)).toEqual({ previous: null, next: null })
  })
})

describe("the real sidebars.ts", () => {
  it("lists the 65 docs in the order the product asks for", () => {
    const ids: string[] = []
    const walk = (items: unknown[]) =>
      items.forEach((item) => {
        if (typeof item === "string") ids.push(item)
        else if ((item as { type: string }).type === "doc") ids.push((item as { id: string }).id)
        else if ((item as { type: string }).type === "category") walk((item as { items: unknown[] }).items)
      })
    walk(realSidebars.docs as unknown[])
    expect(ids).toHaveLength(65)
    expect(new Set(ids).size).toBe(65)
    expect(ids.slice(0, 6)).toEqual([
      "introduction/getting-started",
      "introduction/why-rtk-is-redux-today",
      "tutorials/overview",
      "tutorials/quick-start",
      "tutorials/typescript",
      "tutorials/rtk-query",
    ])
    expect(ids.indexOf("usage/migrating-to-modern-redux")).toBeLessThan(ids.indexOf("usage/usage-guide"))
    expect(ids.at(-1)).toBe("rtk-query/api/created-api/api-slice-utils")
  })
})

describe("Docusaurus sidebar shapes", () => {
  const folderDocs = new Map<string, SidebarDoc>(
    [
      ["guides/setup", "guides/setup.mdx", 2],
      ["guides/intro", "guides/intro.md", 1],
      ["guides/advanced/index", "guides/advanced/index.mdx", 3],
      ["guides/advanced/caching", "guides/advanced/caching.mdx", undefined],
      ["guides/advanced/errors", "guides/advanced/errors.mdx", undefined],
      ["reference/api", "reference/api.mdx", undefined],
    ].map(([docId, relPath, position]) => [
      docId as string,
      { docId: docId as string, route: `/${docId}`, sidebarLabel: String(docId).split("/").pop()!, relPath: relPath as string, frontmatter: { sidebar_position: position as number | undefined } },
    ]),
  )

  it("expands autogenerated items: sidebar_position first, subfolders as categories opening their index doc", () => {
    const { sidebars, problems } = resolveSidebars({ docs: [{ type: "autogenerated", dirName: "guides" }] }, folderDocs)
    expect(problems).toEqual([])
    expect(sidebars[0]!.items).toEqual([
      { type: "link", label: "intro", href: "/guides/intro", docId: "guides/intro" },
      { type: "link", label: "setup", href: "/guides/setup", docId: "guides/setup" },
      {
        type: "category",
        label: "advanced",
        href: "/guides/advanced/index",
        docId: "guides/advanced/index",
        collapsed: true,
        collapsible: true,
        items: [
          { type: "link", label: "caching", href: "/guides/advanced/caching", docId: "guides/advanced/caching" },
          { type: "link", label: "errors", href: "/guides/advanced/errors", docId: "guides/advanced/errors" },
        ],
      },
    ])
    // The category's own doc is read before its items.
    expect(flattenDocLinks(sidebars[0]!.items).map((link) => link.docId)).toEqual([
      "guides/intro",
      "guides/setup",
      "guides/advanced/index",
      "guides/advanced/caching",
      "guides/advanced/errors",
    ])
  })

  it("reads the object shorthand of a sidebar and of a category, refs, and generated-index slugs", () => {
    const { sidebars, problems } = resolveSidebars(
      {
        docs: { Guides: ["guides/intro", { Deeper: ["guides/setup"] }], Reference: [{ type: "ref", id: "reference/api" }] },
        other: [{ type: "category", label: "All", link: { type: "generated-index", slug: "/everything" }, items: ["guides/intro"] }],
      },
      folderDocs,
    )
    expect(problems).toEqual([])
    const [docs, other] = sidebars
    expect(docs!.items.map((item) => [item.type, item.label, item.href])).toEqual([
      ["category", "Guides", "/category/guides"],
      ["category", "Reference", "/category/reference"],
    ])
    const guides = docs!.items[0] as SidebarCategory
    expect(guides.items.map((item) => item.label)).toEqual(["intro", "Deeper"])
    expect(other!.items[0]!.href).toBe("/everything")
  })

  it("names an autogenerated folder with no docs, a missing dirName, an unknown category link doc and an unknown type", () => {
    const { problems } = resolveSidebars(
      {
        docs: [
          { type: "autogenerated", dirName: "guide" },
          { type: "autogenerated" } as never,
          { type: "category", label: "X", link: { type: "doc", id: "guides/intr" }, items: [] },
          { type: "html", value: "<b>x</b>" } as never,
        ],
      },
      folderDocs,
      "docs/sidebars.ts",
    )
    expect(problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'docs/sidebars.ts: sidebar "docs" item 1: "autogenerated" folder "guide" holds no docs. Fix "dirName" (a folder under the docs folder).',
      'docs/sidebars.ts: sidebar "docs" item 2 is "autogenerated" without a "dirName"; name a folder of the docs, or "." for all.',
      expect.stringMatching(/^docs\/sidebars\.ts: sidebar "docs" item 3 → "X" link names doc id "guides\/intr", which does not exist \(did you mean "guides\/intro"\?\)/),
      'docs/sidebars.ts: sidebar "docs" item 4 has unknown type "html"; use "doc", "ref", "link", "category" or "autogenerated".',
    ])
  })
})
