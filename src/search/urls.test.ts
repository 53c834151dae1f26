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
  it("leaves other sites and unparsable URLs alone", () => {
    expect(sitePath("https://redux.js.org/api/store")).toBe("https://redux.js.org/api/store")
    expect(sitePath("not a url")).toBe("not a url")
  })
})
