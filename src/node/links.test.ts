import { describe, expect, it } from "vitest"
import { resolveLink, hrefFor, type LinkContext } from "./links"

const context: LinkContext = {
  fromFile: "/site/content/docs/api/createSlice.mdx",
  fromRoute: "/api/createSlice",
  contentDir: "/site/content/docs",
  routeOfFile: (file) =>
    ({
      "/site/content/docs/api/createReducer.mdx": "/api/createReducer",
      "/site/content/docs/rtk-query/api/createApi.md": "/rtk-query/api/createApi",
      "/site/content/docs/rtk-query/overview.md": "/rtk-query/overview",
    })[file] ?? null,
}

describe("resolveLink", () => {
  it("leaves external links alone", () => {
    expect(resolveLink("https://redux.js.org", context)).toEqual({ kind: "external" })
    expect(resolveLink("mailto:a@b.c", context)).toEqual({ kind: "external" })
    expect(resolveLink("//cdn.example.com/x", context)).toEqual({ kind: "external" })
  })

  it("rewrites relative and site-root file links to routes, keeping the anchor", () => {
    const relative = resolveLink("./createReducer.mdx#parameters", context)
    expect(relative).toMatchObject({ kind: "file", route: "/api/createReducer", hash: "parameters" })
    expect(hrefFor(relative, "")).toBe("/api/createReducer#parameters")
    expect(hrefFor(resolveLink("../rtk-query/api/createApi.md", context), "")).toBe("/rtk-query/api/createApi")
    expect(hrefFor(resolveLink("/rtk-query/overview.md", context), "")).toBe("/rtk-query/overview")
  })

  it("reports a missing file with a null route", () => {
    const missing = resolveLink("./createReducr.mdx", context)
    expect(missing).toMatchObject({ kind: "file", route: null, targetFile: "/site/content/docs/api/createReducr.mdx" })
    expect(hrefFor(missing, "./createReducr.mdx")).toBeNull()
  })

  it("resolves extension-less relative routes against the page's route", () => {
    expect(resolveLink("./createAsyncThunk#options", context)).toEqual({ kind: "route", route: "/api/createAsyncThunk", hash: "options" })
    expect(resolveLink("../usage/usage-guide/", context)).toEqual({ kind: "route", route: "/usage/usage-guide", hash: "" })
    expect(resolveLink("createAction", context)).toEqual({ kind: "route", route: "/api/createAction", hash: "" })
  })

  it("treats a bare anchor as the current page", () => {
    expect(resolveLink("#selectors-1", context)).toEqual({ kind: "route", route: "/api/createSlice", hash: "selectors-1" })
  })
})
