import { describe, expect, it } from "vitest"
import { docIdentity, normalizeRoute } from "./routes"

describe("docIdentity", () => {
  it("derives doc id and route from the file path", () => {
    expect(docIdentity("api/createSlice.mdx", {})).toEqual({ docId: "api/createSlice", route: "/api/createSlice" })
    expect(docIdentity("rtk-query/api/created-api/hooks.md", {})).toEqual({
      docId: "rtk-query/api/created-api/hooks",
      route: "/rtk-query/api/created-api/hooks",
    })
  })

  it("lets front-matter id replace the base name", () => {
    expect(docIdentity("api/create-slice.mdx", { id: "createSlice" })).toEqual({
      docId: "api/createSlice",
      route: "/api/createSlice",
    })
  })

  it("treats an absolute slug as the route and a relative one as relative to the folder", () => {
    expect(docIdentity("usage/guide.mdx", { slug: "/guide" }).route).toBe("/guide")
    expect(docIdentity("usage/guide.mdx", { slug: "the-guide" }).route).toBe("/usage/the-guide")
    expect(docIdentity("usage/guide.mdx", { slug: "/usage/x/" }).route).toBe("/usage/x")
  })
})

describe("a folder's index doc", () => {
  it("has the folder's route (index, README, or named like its folder), and keeps its doc id", () => {
    expect(docIdentity("guides/index.mdx", {})).toEqual({ docId: "guides/index", route: "/guides" })
    expect(docIdentity("guides/advanced/README.md", {})).toEqual({ docId: "guides/advanced/README", route: "/guides/advanced" })
    expect(docIdentity("guides/guides.md", {})).toEqual({ docId: "guides/guides", route: "/guides" })
    expect(docIdentity("index.mdx", {})).toEqual({ docId: "index", route: "/" })
  })
  it("unless front matter names an id or a slug", () => {
    expect(docIdentity("guides/index.mdx", { id: "start" })).toEqual({ docId: "guides/start", route: "/guides/start" })
    expect(docIdentity("guides/index.mdx", { slug: "overview" })).toEqual({ docId: "guides/index", route: "/guides/overview" })
  })
})

describe("normalizeRoute", () => {
  it("removes trailing and doubled slashes but keeps the root", () => {
    expect(normalizeRoute("/api/createSlice/")).toBe("/api/createSlice")
    expect(normalizeRoute("//api//x")).toBe("/api/x")
    expect(normalizeRoute("/")).toBe("/")
  })
})
