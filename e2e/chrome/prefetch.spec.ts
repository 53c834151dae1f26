import { test, expect, type Page } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics } from "./helpers"

/**
 * Requests for other pages' data made while the reader just looks at a page:
 * Gatsby prefetches the pages linked from the viewport 3 s after load, with
 * <link rel="prefetch"> (recorded as it is added) or fetch/XHR (recorded by Playwright).
 */
async function prefetchesAfterLoad(page: Page, connection: Record<string, unknown>, waitMs = 5000): Promise<string[]> {
  await blockAnalytics(page)
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => value })
    const prefetchLinks: string[] = []
    ;(window as unknown as { __prefetchLinks: string[] }).__prefetchLinks = prefetchLinks
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLLinkElement && node.rel === "prefetch") prefetchLinks.push(node.href)
        })
      }
    }).observe(document, { childList: true, subtree: true })
  }, connection)
  const urls: string[] = []
  page.on("request", (request) => urls.push(request.url()))
  await page.goto(GETTING_STARTED)
  await page.waitForFunction(() => typeof (window as unknown as { ___loader?: unknown }).___loader === "object")
  await page.waitForTimeout(waitMs)
  urls.push(...(await page.evaluate(() => (window as unknown as { __prefetchLinks: string[] }).__prefetchLinks)))
  return [
    ...new Set(
      urls
        .map((url) => new URL(url).pathname)
        // Other pages' data: not this page's, nor the site-wide app data and static query results (the shared sidebar).
        .filter(
          (path) =>
            path.startsWith("/page-data/") &&
            !path.includes("/introduction/getting-started/") &&
            !path.endsWith("/app-data.json") &&
            !path.startsWith("/page-data/sq/"),
        ),
    ),
  ]
}

test("on a normal connection the linked pages are prefetched", async ({ page }) => {
  // Gatsby starts 3 s after load and works through the queue 4 pages at a time.
  const requests = await prefetchesAfterLoad(page, { effectiveType: "4g", saveData: false }, 8000)
  expect(requests.length).toBeGreaterThanOrEqual(2)
  // Only pages this page links to (navbar, sidebar, category index pages, body) are prefetched.
  const linked = await page.$$eval("a[href^='/']", (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  expect(linked).toEqual(expect.arrayContaining(["/tutorials/overview", "/api/configureStore"]))
  const pageDataOf = (route: string) => `/page-data${route === "/" ? "/index" : route}/page-data.json`
  for (const request of requests) expect(linked.map(pageDataOf)).toContain(request)
})

test("on a 2g connection nothing is prefetched", async ({ page }) => {
  expect(await prefetchesAfterLoad(page, { effectiveType: "2g", saveData: false })).toEqual([])
})

test("on a slow-2g connection nothing is prefetched", async ({ page }) => {
  expect(await prefetchesAfterLoad(page, { effectiveType: "slow-2g", saveData: false })).toEqual([])
})

test("with data saving on nothing is prefetched", async ({ page }) => {
  expect(await prefetchesAfterLoad(page, { effectiveType: "4g", saveData: true })).toEqual([])
})
