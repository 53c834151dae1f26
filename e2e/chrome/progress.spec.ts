import { test, expect, type Page } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

/** Records whether the progress bar was ever shown (it is created lazily by src/state/routeChange.ts). */
async function watchProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shown: false }
    ;(window as unknown as { __progress: typeof seen }).__progress = seen
    new MutationObserver(() => {
      const bar = document.getElementById("route-progress")
      if (bar?.classList.contains("route-progress-running")) seen.shown = true
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] })
  })
}
const wasShown = (page: Page) => page.evaluate(() => (window as unknown as { __progress: { shown: boolean } }).__progress.shown)

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  await watchProgress(page)
})

test("a route change that takes longer than 200 ms shows the progress bar until the page arrives", async ({ page }) => {
  await page.route("**/page-data/api/configureStore/page-data.json", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await gotoHydrated(page, GETTING_STARTED)
  await page.locator("main").getByRole("link", { name: "the API page" }).click()
  const bar = page.getByRole("progressbar", { name: "Loading page" })
  await expect(bar).toBeVisible()
  await expect(page).toHaveURL(/\/api\/configureStore$/)
  await expect(page.getByRole("heading", { level: 1, name: "configureStore" })).toBeVisible()
  await expect(bar).toBeHidden()
})

test("a fast route change shows no progress bar", async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED)
  // Let prefetching finish so the next page is ready.
  await page.waitForLoadState("networkidle")
  await page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  await page.waitForTimeout(400)
  expect(await wasShown(page)).toBe(false)
})
