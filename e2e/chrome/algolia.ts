import type { Page, Request } from "@playwright/test"

/** What the chrome fixture site is built with (e2e/sites.json). */
export const HOSTED = { appId: "TESTAPP42", apiKey: "public-search-key-123", indexName: "redux-toolkit-test" }
export const SITE = "https://redux-toolkit.js.org"

type Level = "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6"

/** A record as the hosted DocSearch crawler stores it, with the highlight fields the service adds. */
function record(
  objectID: string,
  url: string,
  type: Level | "content",
  hierarchy: Partial<Record<Level, string>>,
  content: string | null,
  query: string,
) {
  const full = { lvl0: "Documentation", lvl1: "", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy }
  const mark = (text: string) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    let value = text
    for (const word of words) value = value.replace(new RegExp(`(${word})`, "ig"), "<mark>$1</mark>")
    return { value, matchLevel: value === text ? "none" : "full", matchedWords: value === text ? [] : words }
  }
  const highlighted = Object.fromEntries(
    Object.entries(full)
      .filter(([, value]) => value !== null)
      .map(([level, value]) => [level, mark(value as string)]),
  )
  return {
    objectID,
    url,
    url_without_anchor: url.split("#")[0],
    anchor: url.includes("#") ? url.split("#")[1] : null,
    type,
    content,
    hierarchy: full,
    _highlightResult: { hierarchy: highlighted, ...(content ? { content: mark(content) } : {}) },
    _snippetResult: content ? { content: { value: mark(content).value, matchLevel: "full" } } : {},
  }
}

/** Recorded-format answer of the multi-query endpoint for a query. */
export function recordedResponse(query: string, indexName = HOSTED.indexName) {
  const hits =
    query.toLowerCase().startsWith("nothing")
      ? []
      : [
          record("1-configure", `${SITE}/api/configureStore`, "lvl1", { lvl0: "API", lvl1: "configureStore" }, null, query),
          record(
            "2-configure-first",
            `${SITE}/api/configureStore#first-section`,
            "lvl2",
            { lvl0: "API", lvl1: "configureStore", lvl2: "First section" },
            null,
            query,
          ),
          record(
            "3-configure-sub",
            `${SITE}/api/configureStore#a-subsection`,
            "content",
            { lvl0: "API", lvl1: "configureStore", lvl2: "First section", lvl3: "A subsection" },
            `Hosted record text about ${query} in a subsection <script>alert(1)</script>`,
            query,
          ),
          record(
            "4-getting-started",
            `${SITE}/introduction/getting-started`,
            "lvl1",
            { lvl0: "Introduction", lvl1: "Getting Started" },
            null,
            query,
          ),
        ]
  return {
    results: [
      {
        hits,
        nbHits: hits.length === 0 ? 0 : 17,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        exhaustiveNbHits: true,
        query,
        params: `query=${encodeURIComponent(query)}`,
        processingTimeMS: 1,
        index: indexName,
        facets: hits.length === 0 ? {} : { language: { en: 17 }, docusaurus_tag: { "docs-default-current": 17 } },
      },
    ],
  }
}

export interface CapturedRequest {
  url: string
  headers: Record<string, string>
  body: { requests: Array<Record<string, unknown>> }
}

/** Answers every request to the hosted service with recorded responses, and records the requests. */
export async function interceptHostedSearch(page: Page, { fail = false } = {}): Promise<CapturedRequest[]> {
  const captured: CapturedRequest[] = []
  const handler = async (route: import("@playwright/test").Route, request: Request) => {
    if (request.method() === "OPTIONS") {
      return route.fulfill({
        status: 204,
        headers: { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "POST, GET" },
      })
    }
    const body = JSON.parse(request.postData() ?? "{}") as CapturedRequest["body"]
    captured.push({ url: request.url(), headers: await request.allHeaders(), body })
    if (fail) return route.abort("internetdisconnected")
    const first = body.requests?.[0] ?? {}
    const query = String(first.query ?? "")
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify(recordedResponse(query, String(first.indexName ?? HOSTED.indexName))),
    })
  }
  await page.route(/https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//, handler)
  return captured
}

/** The API key as the client sent it (header or query string). */
export function apiKeyOf(request: CapturedRequest): string | null {
  return request.headers["x-algolia-api-key"] ?? new URL(request.url).searchParams.get("x-algolia-api-key")
}

export function appIdOf(request: CapturedRequest): string | null {
  return request.headers["x-algolia-application-id"] ?? new URL(request.url).searchParams.get("x-algolia-application-id")
}

/** Facet filters of a request, flattened (`["language:en", "docusaurus_tag:docs-default-current"]`). */
export function facetFiltersOf(request: Record<string, unknown>): string[] {
  let filters = request.facetFilters
  if (filters === undefined && typeof request.params === "string") {
    const raw = new URLSearchParams(request.params).get("facetFilters")
    filters = raw ? JSON.parse(raw) : undefined
  }
  return (Array.isArray(filters) ? filters : [filters]).flat().filter((value): value is string => typeof value === "string")
}
