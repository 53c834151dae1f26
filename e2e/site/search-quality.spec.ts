import { test, expect } from "@playwright/test"

/**
 * Relevance on the real docs: for queries a reader would type, the page they want
 * is among the first three results of /search (local index). Where several pages
 * are right answers, any of them counts.
 */
/** `api`: the query names an API, so the page named for it must come first. */
const QUERIES: Array<[query: string, expected: string[], kind?: "api"]> = [
  ["createSlice", ["/api/createSlice"], "api"],
  ["configureStore", ["/api/configureStore"], "api"],
  ["useQuery", ["/rtk-query/api/created-api/hooks", "/rtk-query/usage/queries"]],
  ["invalidatesTags", ["/rtk-query/usage/automated-refetching", "/rtk-query/api/createApi"]],
  ["optimistic updates", ["/rtk-query/usage/manual-cache-updates"]],
  ["polling", ["/rtk-query/usage/polling"]],
  ["entity adapter", ["/api/createEntityAdapter"]],
  ["listener middleware", ["/api/createListenerMiddleware"]],
  ["fetchBaseQuery headers", ["/rtk-query/api/fetchBaseQuery"]],
  ["typescript", ["/usage/usage-with-typescript", "/tutorials/typescript", "/rtk-query/usage-with-typescript"]],
  ["createAsyncThunk", ["/api/createAsyncThunk"], "api"],
  ["immer", ["/usage/immer-reducers"]],
  ["prefetch", ["/rtk-query/usage/prefetching"]],
  ["pagination", ["/rtk-query/usage/pagination"]],
  ["error handling", ["/rtk-query/usage/error-handling"]],
  ["code generation openapi", ["/rtk-query/usage/code-generation"]],
  ["serializable check", ["/api/serializabilityMiddleware"]],
  ["createSelector", ["/api/createSelector"], "api"],
  ["refetchOnFocus", ["/rtk-query/api/setupListeners", "/rtk-query/api/createApi"]],
  ["server side rendering", ["/rtk-query/usage/server-side-rendering"]],
  // Twenty more: API names, words, questions as a reader types them, and typos.
  ["providesTags", ["/rtk-query/usage/automated-refetching", "/rtk-query/api/createApi"]],
  ["createEntityAdapter", ["/api/createEntityAdapter"], "api"],
  ["combineSlices", ["/api/combineSlices"], "api"],
  ["createReducer", ["/api/createReducer"], "api"],
  ["createAction", ["/api/createAction"], "api"],
  ["createListenerMiddleware", ["/api/createListenerMiddleware"], "api"],
  ["fetchBaseQuery", ["/rtk-query/api/fetchBaseQuery"], "api"],
  ["setupListeners", ["/rtk-query/api/setupListeners"], "api"],
  ["ApiProvider", ["/rtk-query/api/ApiProvider"], "api"],
  ["autoBatchEnhancer", ["/api/autoBatchEnhancer"], "api"],
  ["createSlise", ["/api/createSlice"]],
  ["fetchBaseQeury", ["/rtk-query/api/fetchBaseQuery"]],
  ["how do I cancel a request", ["/api/createAsyncThunk", "/rtk-query/usage/mutations", "/rtk-query/usage/queries"]],
  ["how do I skip a query", ["/rtk-query/usage/conditional-fetching"]],
  ["infinite scroll", ["/rtk-query/usage/infinite-queries"]],
  ["websocket streaming", ["/rtk-query/usage/streaming-updates"]],
  ["keep unused data cache lifetime", ["/rtk-query/usage/cache-behavior"]],
  ["migrate to redux toolkit 2", ["/usage/migrating-rtk-2"]],
  ["next.js app router", ["/usage/nextjs"]],
  ["isAnyOf matcher", ["/api/matching-utilities"]],
]

test("for 40 reader queries the expected page is in the first three results (38 or more), first for 30 or more; an API's page first for its name", async ({
  page,
}) => {
  test.setTimeout(240_000)
  const misses: string[] = []
  const notFirst: string[] = []
  for (const [query, expected, kind] of QUERIES) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`)
    await expect(page.locator("main [aria-live]")).toHaveText(/^\d+ results? for|No results for/)
    const top = (await page.locator("main ol > li h2 a").evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute("href") ?? "")))
      .map((href) => href.split("#")[0])
    if (!top.some((href) => expected.includes(href))) misses.push(`${query}: expected ${expected.join(" or ")}, got ${top.join(", ") || "nothing"}`)
    if (!expected.includes(top[0])) notFirst.push(`${kind === "api" ? "[api] " : ""}${query}: first ${top[0] ?? "nothing"}`)
  }
  console.log(
    `relevance: top 3 for ${QUERIES.length - misses.length}/${QUERIES.length}, first for ${QUERIES.length - notFirst.length}/${QUERIES.length}\n` +
      [...misses.map((miss) => `miss ${miss}`), ...notFirst.map((line) => `not first ${line}`)].join("\n"),
  )
  expect(misses.length, misses.join("\n")).toBeLessThanOrEqual(2)
  expect(notFirst.length, notFirst.join("\n")).toBeLessThanOrEqual(10)
  expect(notFirst.filter((line) => line.startsWith("[api]"))).toEqual([])
})
