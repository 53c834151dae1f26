import { describe, expect, it } from "vitest"
import { docIdentity, lenientDocIdentity, normalizeRoute, routeKey, RouteError } from "./routes"

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

/** The RouteError docIdentity throws, or null. */
function refusal(relPath: string, frontmatter: { id?: string; slug?: string }): RouteError | null {
  try {
    docIdentity(relPath, frontmatter)
    return null
  } catch (error) {
    if (error instanceof RouteError) return error
    throw error
  }
}

describe("route rules", () => {
  it("resolves . and .. in a slug against the doc's folder, as Docusaurus does, and normalises absolute ones", () => {
    expect(docIdentity("usage/guide.mdx", { slug: "../api/createSlice" }).route).toBe("/api/createSlice")
    expect(docIdentity("usage/deep/guide.mdx", { slug: "./x/../y//" }).route).toBe("/usage/deep/y")
    expect(docIdentity("usage/guide.mdx", { slug: "/a/./b/../c//d/" }).route).toBe("/a/c/d")
    expect(docIdentity("usage/guide.mdx", { slug: ".." }).route).toBe("/")
    expect(normalizeRoute("/a/../../b")).toBe("/b")
  })

  it("refuses a route that leaves the site's root, naming the key", () => {
    const absolute = refusal("api/x.md", { slug: "/../../../../tmp/pwned" })
    expect(absolute?.key).toBe("slug")
    expect(absolute?.message).toBe(
      'front matter "slug" "/../../../../tmp/pwned" gives the route "/../../../../tmp/pwned", which goes above the site\'s root (one ".." too many), so its page would be written outside public/. Remove the extra "..", or write the whole route, starting with "/".',
    )
    expect(refusal("usage/guide.md", { slug: "../../x" })?.message).toContain('"../../x" (relative to the doc\'s folder usage/) gives the route "/usage/../../x"')
  })

  it("refuses an id that is empty, . or .., or holds a control character", () => {
    for (const id of ["", ".", "..", "a\u0000b", "tab\there", "x\u007f", "a/b"]) {
      const error = refusal("api/x.md", { id })
      expect(error?.key, JSON.stringify(id)).toBe("id")
      expect(error?.message).toMatch(/^front matter "id" (must|contains)/)
    }
    expect(refusal("api/x.md", { id: ".." })?.message).toContain('must not be "..": it names a folder')
    expect(refusal("api/x.md", { id: "x\u0001" })?.message).toContain("contains the control character U+0001")
  })

  it("refuses control characters, backslashes, ? and #, percent-escapes and half surrogate pairs in a route", () => {
    const cases: Array<[string, RegExp]> = [
      ["/a\u0000b", /control character U\+0000/],
      ["/a\u001bb", /control character U\+001B/],
      ["/a\u0085b", /control character U\+0085/],
      ["/a\\b", /backslash/],
      ["/a?b", /contains "\?"/],
      ["/a#b", /contains "#"/],
      ["/%2e%2e/x", /percent-escape "%2e"/],
      ["/a\ud800", /surrogate/],
    ]
    for (const [slug, reason] of cases) expect(refusal("api/x.md", { slug })?.message, JSON.stringify(slug)).toMatch(reason)
    expect(docIdentity("api/x.md", { slug: "/100%/café/日本" }).route).toBe("/100%/café/日本")
  })

  it("refuses a part longer than a file name holds, leaving room for the twin's .md in the last one", () => {
    expect(docIdentity("api/x.md", { slug: `/${"a".repeat(255)}/${"b".repeat(252)}` }).route).toHaveLength(1 + 255 + 1 + 252)
    expect(refusal("api/x.md", { slug: `/${"a".repeat(256)}/b` })?.message).toMatch(/a part of 256 bytes .* at most 255 bytes\. Shorten it to 255/)
    expect(refusal("api/x.md", { slug: `/a/${"b".repeat(253)}` })?.message).toMatch(/253 bytes.*adds "\.md".*Shorten it to 252/)
    // Bytes, not characters: "é" is two bytes in UTF-8.
    expect(refusal("api/x.md", { slug: `/${"é".repeat(127)}` })?.message).toMatch(/254 bytes/)
  })

  it("refuses a route ending in .html, which Gatsby writes as that file", () => {
    expect(refusal("api/x.md", { slug: "/api/createSlice/index.html" })?.message).toMatch(/ends in "\.html": Gatsby writes such a page as that file/)
    expect(refusal("api/x.HTM", { slug: "/a.HTM" })).not.toBeNull()
  })

  it("blames the file's path when no front matter key set the route, and the id when it did", () => {
    const fromPath = refusal("a#b/x.md", {})
    expect(fromPath?.key).toBeUndefined()
    expect(fromPath?.message).toBe('the file\'s path "a#b/x.md" gives the route "/a#b/x", which contains "#", where a URL\'s path ends. Rename the file or folder, or give the doc a "slug" in its front matter.')
    expect(refusal("api/x.md", { id: "y.html" })?.key).toBe("id")
  })

  it("keeps a lookup identity for a broken doc from what front matter is acceptable", () => {
    expect(lenientDocIdentity("api/x.md", { id: "..", slug: "/../y" })).toEqual({ docId: "api/x", route: "/api/x" })
    expect(lenientDocIdentity("api/x.md", { id: "z", slug: "/../y" })).toEqual({ docId: "api/z", route: "/api/z" })
    expect(lenientDocIdentity("a#b/x.md", {})).toEqual({ docId: "a#b/x", route: "/a#b/x" })
  })

  it("compares routes by a key that ignores letter case and Unicode normalisation", () => {
    expect(routeKey("/API/Café")).toBe(routeKey("/api/cafe\u0301"))
    expect(routeKey("/api/a")).not.toBe(routeKey("/api/b"))
  })
})
