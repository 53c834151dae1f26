import { describe, expect, it } from "vitest"
import { LIMIT_QUERY_SOURCE, MAX_QUERY_LENGTH, SHORTENED_NOTE, limitQuery } from "./queryLimit"

const inline = new Function(`return (${LIMIT_QUERY_SOURCE})`)() as (query: string) => string

describe("limitQuery", () => {
  it("keeps a query up to the limit and cuts a longer one", () => {
    const exact = "a".repeat(MAX_QUERY_LENGTH)
    expect(limitQuery(exact)).toBe(exact)
    expect(limitQuery(`${exact}bc`)).toBe(exact)
    expect(limitQuery("createSlice")).toBe("createSlice")
  })

  it("never cuts through a surrogate pair, so the query can still be URL-encoded", () => {
    const query = `${"a".repeat(MAX_QUERY_LENGTH - 1)}🚀 more`
    expect(limitQuery(query)).toBe("a".repeat(MAX_QUERY_LENGTH - 1))
    expect(() => encodeURIComponent(limitQuery(query))).not.toThrow()
  })

  it("cuts the same way in the inline source the /search page runs before its bundles", () => {
    for (const query of [
      "",
      "slice",
      "a".repeat(MAX_QUERY_LENGTH + 5),
      `${"a".repeat(MAX_QUERY_LENGTH - 1)}🚀`,
      `${"a".repeat(MAX_QUERY_LENGTH - 2)}🚀🚀`,
    ]) {
      expect(inline(query)).toBe(limitQuery(query))
    }
  })

  it("names the limit in the note", () => {
    expect(SHORTENED_NOTE).toBe(`Search terms were shortened to the first ${MAX_QUERY_LENGTH} characters.`)
  })
})
