import { test, expect } from "@playwright/test"

/**
 * Relevance on the real docs: for queries a reader would type, the page they want
 * is among the first three results of /search (local index). Where several pages
 * are right answers, any of them counts.
 */
const QUERIES: Array<[query: string, expected: string[]]> = [
  ["createSlice", ["/api/createSlice"]],
  ["configureStore", ["/api/configureStore"]],
  ["useQuery", ["/rtk-query/api/created-api/hooks", "/rtk-query/usage/queries"]],
  ["invalidatesTags", ["/rtk-query/usage/automated-refetching", "/rtk-query/api/createApi"]],
  ["optimistic updates", ["/rtk-query/usage/manual-cache-updates"]],
  ["polling", ["/rtk-query/usage/polling"]],
  ["entity adapter", ["/api/createEntityAdapter"]],
  ["listener middleware", ["/api/createListenerMiddleware"]],
  ["fetchBaseQuery headers", ["/rtk-query/api/fetchBaseQuery"]],
  ["typescript", ["/usage/usage-with-typescript", "/tutorials/typescript", "/rtk-query/usage-with-typescript"]],
  ["createAsyncThunk", ["/api/createAsyncThunk"]],
  ["immer", ["/usage/immer-reducers"]],
  ["prefetch", ["/rtk-query/usage/prefetching"]],
  ["pagination", ["/rtk-query/usage/pagination"]],
  ["error handling", ["/rtk-query/usage/error-handling"]],
  ["code generation openapi", ["/rtk-query/usage/code-generation"]],
  ["serializable check", ["/api/serializabilityMiddleware", "/api/getDefaultMiddleware"]],
  ["createSelector", ["/api/createSelector"]],
  ["refetchOnFocus", ["/rtk-query/api/setupListeners", "/rtk-query/api/createApi"]],
  ["server side rendering", ["/rtk-query/usage/server-side-rendering"]],
]

test("for 20 reader queries the expected page is in the first three results", async ({ page }) => {
  test.setTimeout(120_000)
  const misses: string[] = []
  for (const [query, expected] of QUERIES) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`)
    await expect(page.locator("main [aria-live]")).toHaveText(/^\d+ results? for|No results for/)
    const top = (await page.locator("main ol > li h2 a").evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute("href") ?? "")))
      .map((href) => href.split("#")[0])
    if (!top.some((href) => expected.includes(href))) misses.push(`${query}: expected ${expected.join(" or ")}, got ${top.join(", ") || "nothing"}`)
  }
  expect(misses).toEqual([])
})
