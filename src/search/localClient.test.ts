import { describe, expect, it } from "vitest"
import { pagefindFilters, RetryError } from "./localClient"

describe("pagefindFilters", () => {
  it("turns Algolia facetFilters into Pagefind filters", () => {
    expect(pagefindFilters(["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]])).toEqual({
      language: ["en"],
      docusaurus_tag: ["default", "docs-default-current"],
    })
    expect(pagefindFilters("language:en")).toEqual({ language: ["en"] })
  })
  it("ignores negations, malformed entries and missing filters", () => {
    expect(pagefindFilters(["-language:fr", "nocolon", 3, null])).toEqual({})
    expect(pagefindFilters(undefined)).toEqual({})
  })
})

describe("RetryError", () => {
  it("carries the name DocSearch looks for to show its error screen", () => {
    expect(new RetryError("x").name).toBe("RetryError")
  })
})
