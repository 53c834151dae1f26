import { test, expect, type Page } from "@playwright/test"
import { FRAME_MS, GETTING_STARTED, blockAnalytics, gotoHydrated, holdRequests, pauseClock } from "./helpers"

/**
 * The progress bar of a client-side route change shows only once the change has taken 200 ms
 * (PROGRESS_DELAY_MS, a timer the route change starts: src/state/routeChange.ts). The page's
 * clock is virtual (`page.clock`) and stopped before the click, and the next page's data is held
 * by the test, so "200 ms" is 200 virtual milliseconds on any machine: the test moves time and
 * the network on, and asserts what shows at each point.
 */
const DELAY_MS = 200
/** The bar's fade-out class is removed this long after the route change ends. */
const FADE_MS = 400

const bar = (page: Page) => page.getByRole("progressbar", { name: "Loading page" })

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  await page.clock.install()
})

test("a route change that takes longer than 200 ms shows the progress bar from 200 ms until the page arrives", async ({
  page,
}) => {
  const data = await holdRequests(page, "**/page-data/api/configureStore/page-data.json")
  await gotoHydrated(page, GETTING_STARTED)
  await pauseClock(page)
  // The click starts the route change, and its timer, before it returns.
  await page.locator("main").getByRole("link", { name: "the API page" }).click()
  await page.clock.runFor(DELAY_MS - 1)
  await expect(bar(page)).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(bar(page)).toHaveClass("route-progress-running")
  await expect(bar(page)).toBeVisible()

  data.release()
  await expect(page).toHaveURL(/\/api\/configureStore$/)
  await page.clock.runFor(FRAME_MS)
  await expect(page.getByRole("heading", { level: 1, name: "configureStore" })).toBeVisible()
  await expect(bar(page)).toHaveClass("route-progress-done")
  await page.clock.runFor(FADE_MS)
  await expect(bar(page)).toBeHidden()
})

test("nothing shows for the first 200 ms, so a route change that ends sooner never shows the bar", async ({ page }) => {
  const data = await holdRequests(page, "**/page-data/tutorials/overview/page-data.json")
  await gotoHydrated(page, GETTING_STARTED)
  await pauseClock(page)
  await page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  // The data arrives, and the new page renders in the next frame: all before 200 ms.
  await page.clock.runFor(DELAY_MS - FRAME_MS - 1)
  data.release()
  await expect(page).toHaveURL(/\/tutorials\/overview$/)
  await page.clock.runFor(FRAME_MS)
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  // Long past the delay, its timer must not show the bar. The bar element is created the first
  // time it shows, so none at all means it never showed.
  await page.clock.runFor(10 * DELAY_MS)
  await expect(bar(page)).toHaveCount(0)
})
