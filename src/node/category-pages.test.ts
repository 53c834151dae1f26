import { describe, expect, it } from "vitest"
import { categoryPages, categoryRoutes } from "./category-pages"
import { resolveSidebars, type SidebarDoc } from "./sidebar"
import type { DocRecord } from "./content"

const docIds = ["intro/start", "api/createSlice", "api/createReducer"]
const sidebarDocs = new Map<string, SidebarDoc>(docIds.map((docId) => [docId, { docId, route: `/${docId}`, sidebarLabel: docId.split("/")[1]! }]))
const records = docIds.map(
  (docId) => ({ docId, route: `/${docId}`, frontmatter: docId === "api/createSlice" ? { description: "Reducers and actions in one place." } : {} }) as unknown as DocRecord,
)

const { sidebars } = resolveSidebars(
  {
    docs: [
      "intro/start",
      {
        type: "category",
        label: "API Reference",
        items: ["api/createSlice", "api/createReducer", { type: "category", label: "More", items: ["intro/start"] }, { type: "link", label: "Redux", href: "https://redux.js.org" }],
      },
    ],
  },
  sidebarDocs,
)

describe("category index pages", () => {
  it("one per category, nested ones too, in the sidebar of their category", () => {
    expect(categoryRoutes(sidebars)).toEqual(["/category/api-reference", "/category/more"])
    expect(categoryPages(sidebars, records).map((page) => [page.route, page.label, page.sidebarName])).toEqual([
      ["/category/api-reference", "API Reference", "docs"],
      ["/category/more", "More", "docs"],
    ])
  })

  it("lists the category's items with their descriptions", () => {
    expect(categoryPages(sidebars, records)[0]!.items).toEqual([
      { label: "createSlice", href: "/api/createSlice", description: "Reducers and actions in one place." },
      { label: "createReducer", href: "/api/createReducer", description: null },
      { label: "More", href: "/category/more", description: "1 item" },
      { label: "Redux", href: "https://redux.js.org", description: null },
    ])
  })
})

describe("a category whose label opens a doc", () => {
  it("has no generated index page: its label links to the doc", () => {
    const linked = resolveSidebars(
      { docs: [{ type: "category", label: "API", link: { type: "doc", id: "api/createSlice" }, items: ["api/createReducer"] }] },
      sidebarDocs,
    ).sidebars
    expect(linked[0]!.items[0]!.href).toBe("/api/createSlice")
    expect(categoryRoutes(linked)).toEqual([])
    expect(categoryPages(linked, records)).toEqual([])
  })
})
