import { describe, expect, it } from "vitest"

// src/config/client.ts reads the build-time config global.
;(globalThis as Record<string, unknown>).__SITE_CONFIG__ = { url: "https://redux-toolkit.js.org" }
const { searchPageUrl, sitePath } = await import("./urls")

describe("searchPageUrl", () => {
  it("puts the query in q, encoded", () => {
    expect(searchPageUrl("a&b <c>")).toBe("/search?q=a%26b%20%3Cc%3E")
    expect(searchPageUrl("")).toBe("/search")
  })
})

describe("sitePath", () => {
  it("makes hosted hits on this site client-side paths without a trailing slash", () => {
    expect(sitePath("https://redux-toolkit.js.org/api/createSlice/#reducers")).toBe("/api/createSlice#reducers")
    expect(sitePath("/usage/polling")).toBe("/usage/polling")
  })
  it("drops every URL that does not lead into the site (hosted hits are not trusted)", () => {
    for (const url of [
      "https://redux.js.org/api/store",
      "http://redux-toolkit.js.org/api/store",
      "//evil.example/api",
      "///evil.example/api",
      "/\\evil.example/api",
      "\\\\evil.example/api",
      "https://redux-toolkit.js.org\\@evil.example/api",
      "/\t/evil.example/api",
      "/.//evil.example/api",
      "https://redux-toolkit.js.org//evil.example",
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "not a url",
      "api/createSlice",
      "",
    ]) {
      expect(sitePath(url), url).toBeNull()
    }
  })
  it("keeps a path's query and anchor, normalised by the URL parser", () => {
    expect(sitePath("/api/../usage/polling?x=1#top")).toBe("/usage/polling?x=1#top")
    expect(sitePath("https://redux-toolkit.js.org")).toBe("/")
  })
  it("takes absolute URLs of the site only under its base URL, as paths without it", () => {
    expect(sitePath("https://redux-toolkit.js.org/rtk/api/createSlice/", "https://redux-toolkit.js.org", "/rtk/")).toBe(
      "/api/createSlice",
    )
    expect(sitePath("https://redux-toolkit.js.org/rtk", "https://redux-toolkit.js.org", "/rtk/")).toBe("/")
    expect(sitePath("https://redux-toolkit.js.org/other/api", "https://redux-toolkit.js.org", "/rtk/")).toBeNull()
    expect(sitePath("https://redux-toolkit.js.org/rtkx/api", "https://redux-toolkit.js.org", "/rtk/")).toBeNull()
  })
})
