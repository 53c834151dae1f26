import { describe, expect, it } from "vitest"
import { headingChainAt, hitsForPage, withSafeHighlights, withoutLeadingHeadings, type PagefindPage } from "./hits"
import { segmentsFromMarked, segmentsToHtml } from "./highlight"

const page: PagefindPage = {
  url: "/api/createSlice",
  excerpt: "",
  meta: { title: "createSlice", lvl0: "API Reference" },
  anchors: [
    { element: "h2", id: "parameters", text: "Parameters", location: 10 },
    { element: "h3", id: "reducers", text: "reducers", location: 20 },
    { element: "button", id: ":r1:-tab-0", text: "TypeScript", location: 22 },
    { element: "h2", id: "return-value", text: "Return Value", location: 40 },
  ],
  sub_results: [
    { title: "createSlice", url: "/api/createSlice", excerpt: "A function that accepts an initial state", locations: [1] },
    {
      title: "reducers",
      url: "/api/createSlice#reducers",
      excerpt: "an object of <mark>case</mark> reducer functions &lt;T&gt;",
      locations: [21, 22, 23],
      anchor: { element: "h3", id: "reducers", text: "reducers", location: 20 },
    },
    {
      title: "Return Value",
      url: "/api/createSlice#return-value",
      excerpt: "the <mark>slice</mark> object",
      locations: [41, 42],
      anchor: { element: "h2", id: "return-value", text: "Return Value", location: 40 },
    },
  ],
}

describe("headingChainAt", () => {
  it("ignores elements with ids that are not headings", () => {
    expect(hitsForPage(page, "case")[0].hierarchy).toMatchObject({ lvl2: "Parameters", lvl3: "reducers", lvl4: null })
  })

  it("returns the headings in force at a location, dropping deeper ones when a new section starts", () => {
    expect([...headingChainAt(page.anchors ?? [], 25)]).toEqual([
      [2, "Parameters"],
      [3, "reducers"],
    ])
    expect([...headingChainAt(page.anchors ?? [], 45)]).toEqual([[2, "Return Value"]])
  })
})

describe("hitsForPage", () => {
  const hits = hitsForPage(page, "case reducers")

  it("orders sections by score and points each hit at its heading", () => {
    expect(hits.map((hit) => hit.url)).toEqual(["/api/createSlice#reducers", "/api/createSlice#return-value", "/api/createSlice"])
    expect(hits[0]).toMatchObject({
      objectID: "/api/createSlice#reducers",
      url_without_anchor: "/api/createSlice",
      anchor: "reducers",
      type: "lvl3",
      hierarchy: { lvl0: "API Reference", lvl1: "createSlice", lvl2: "Parameters", lvl3: "reducers", lvl4: null },
      content: "an object of case reducer functions <T>",
    })
  })

  it("shows the heading chain as the hit's path and escapes the snippet", () => {
    expect(hits[0]._highlightResult.hierarchy.lvl1.value).toBe("createSlice › Parameters")
    expect(hits[0]._highlightResult.hierarchy.lvl3.value).toBe("<mark>reducers</mark>")
    expect(hits[0]._snippetResult.content.value).toBe("an object of <mark>case</mark> reducer functions &lt;T&gt;")
  })

  it("marks a section whose heading does not match as a content hit under its heading", () => {
    expect(hits[1]).toMatchObject({ type: "content", hierarchy: { lvl2: "Return Value" } })
    expect(hits[1]._highlightResult.hierarchy.lvl1.value).toBe("createSlice › Return Value")
    expect(hits[2]).toMatchObject({ type: "lvl1", anchor: null, hierarchy: { lvl1: "createSlice", lvl2: null } })
  })

  it("shows a sentence of the body, not the heading run into it", () => {
    const headed = hitsForPage(
      { ...page, sub_results: [{ title: "createSlice", url: "/api/createSlice", excerpt: "<mark>createSlice.</mark> <mark>createSlice</mark> defines one slice", locations: [1] }] },
      "createSlice",
    )
    expect(headed[0].content).toBe("createSlice defines one slice")
    expect(headed[0]._snippetResult.content.value).toBe("<mark>createSlice</mark> defines one slice")
  })

  it("limits the sections per page", () => {
    expect(hitsForPage(page, "slice", 1)).toHaveLength(1)
  })
})

describe("withSafeHighlights", () => {
  it("escapes markup in hosted highlight and snippet values, keeping <mark>", () => {
    const [hit] = hitsForPage(page, "case")
    const hostile = {
      ...hit,
      _highlightResult: { ...hit._highlightResult, content: { value: "<mark>x</mark><script>alert(1)</script>", matchLevel: "full" as const, matchedWords: [] } },
      _snippetResult: { ...hit._snippetResult, content: { value: '<img src=x onerror="alert(1)">', matchLevel: "none" as const } },
    }
    const safe = withSafeHighlights(hostile)
    expect(safe._highlightResult.content.value).toBe("<mark>x</mark>&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(safe._snippetResult.content.value).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
    expect(safe._highlightResult.hierarchy.lvl3.value).toBe(hit._highlightResult.hierarchy.lvl3.value)
  })
})

/** What DocSearch 3.9 sets as a hit attribute's HTML: the snippet's value, or the raw attribute when that is empty. */
function docSearchHtml(hit: object, attribute: string): unknown {
  const at = (path: string) => path.split(".").reduce<unknown>((value, key) => (value && (value as Record<string, unknown>)[key] ? (value as Record<string, unknown>)[key] : null), hit)
  return at(`_snippetResult.${attribute}.value`) || at(attribute)
}

describe("withSafeHighlights on a hosted hit without snippets", () => {
  const hostile = "<img src=x onerror=alert(1)>"
  const hit = {
    objectID: "1",
    url: "/api/createSlice",
    type: "content",
    content: `${hostile} & more`,
    hierarchy: { lvl0: "API", lvl1: hostile, lvl2: "<b>bold</b>", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { content: { value: 42, matchLevel: "none", matchedWords: [] } },
    _snippetResult: { content: { value: "<mark></mark>", matchLevel: "none" } },
  } as unknown as Parameters<typeof withSafeHighlights>[0]
  const safe = withSafeHighlights(hit)

  it("renders every attribute DocSearch sets as HTML as escaped text", () => {
    expect(docSearchHtml(safe, "content")).toBe("&lt;img src=x onerror=alert(1)&gt; &amp; more")
    expect(docSearchHtml(safe, "hierarchy.lvl1")).toBe("&lt;img src=x onerror=alert(1)&gt;")
    expect(docSearchHtml(safe, "hierarchy.lvl2")).toBe("&lt;b&gt;bold&lt;/b&gt;")
    expect(docSearchHtml(safe, "hierarchy.lvl0")).toBe("API")
    expect(docSearchHtml(safe, "hierarchy.lvl3")).toBeNull()
    expect(safe._highlightResult.content.value).toBe("")
  })

  it("stores the raw attributes escaped too: recent searches keep no snippets", () => {
    const { _snippetResult, _highlightResult, ...stored } = safe
    void _snippetResult
    void _highlightResult
    expect(docSearchHtml(stored, "hierarchy.lvl1")).toBe("&lt;img src=x onerror=alert(1)&gt;")
    expect(docSearchHtml(stored, "content")).toBe("&lt;img src=x onerror=alert(1)&gt; &amp; more")
  })
})

describe("withoutLeadingHeadings", () => {
  it("drops leading headings followed by a full stop, across highlighted runs, and nothing else", () => {
    const cut = (marked: string, headings: string[]) => segmentsToHtml(withoutLeadingHeadings(segmentsFromMarked(marked), headings))
    expect(cut("Options. <mark>name.</mark> Required; it names the slice", ["Options", "name"])).toBe("Required; it names the slice")
    expect(cut("Optional reducers. More text", ["Options"])).toBe("Optional reducers. More text")
    expect(cut("createSlice defines", ["createSlice"])).toBe("createSlice defines")
  })
})
