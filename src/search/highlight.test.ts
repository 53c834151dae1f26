import { describe, expect, it } from "vitest"
import { decodeEntities, highlightTerms, queryTerms, segmentsFromMarked, segmentsToHtml } from "./highlight"

describe("segmentsFromMarked", () => {
  it("reads <mark> runs and keeps every other tag as text", () => {
    expect(segmentsFromMarked("the <mark>slice</mark> &lt;img src=x onerror=alert(1)&gt;")).toEqual([
      { text: "the ", highlighted: false },
      { text: "slice", highlighted: true },
      { text: " <img src=x onerror=alert(1)>", highlighted: false },
    ])
    expect(segmentsFromMarked('<img src=x onerror="alert(1)"><mark>a</mark>')[0]).toEqual({
      text: '<img src=x onerror="alert(1)">',
      highlighted: false,
    })
  })
})

describe("segmentsToHtml", () => {
  it("escapes text so a hit can never carry markup into DocSearch", () => {
    const html = segmentsToHtml(segmentsFromMarked("&lt;script&gt;x&lt;/script&gt; <mark>\"q'</mark>"))
    expect(html).toBe("&lt;script&gt;x&lt;/script&gt; <mark>&quot;q&#39;</mark>")
  })
})

describe("decodeEntities", () => {
  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("&amp;&#60;&#x3E;&bogus;")).toBe("&<>&bogus;")
  })
})

describe("highlightTerms", () => {
  it("marks word prefixes matching the query terms, case-insensitively", () => {
    expect(highlightTerms("createSlice and Slices", queryTerms("slice CREATE"))).toEqual([
      { text: "create", highlighted: true },
      { text: "Slice and ", highlighted: false },
      { text: "Slice", highlighted: true },
      { text: "s", highlighted: false },
    ])
  })
  it("handles emoji, right-to-left text and an empty query", () => {
    expect(highlightTerms("مرحبا 👋 world", queryTerms("مرحبا"))[0]).toEqual({ text: "مرحبا", highlighted: true })
    expect(highlightTerms("plain", [])).toEqual([{ text: "plain", highlighted: false }])
  })
})
