import { test, expect } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

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

test("nothing shows for the first 200 ms, so a fast route change never shows the bar", async ({ page }) => {
  // Times (ms) of the click, of the bar appearing and of the new page's heading.
  await page.addInitScript(() => {
    const times: { click: number | null; bar: number | null; done: number | null } = { click: null, bar: null, done: null }
    ;(window as unknown as { __times: typeof times }).__times = times
    document.addEventListener("click", () => (times.click ??= performance.now()), true)
    new MutationObserver(() => {
      if (times.bar === null && document.getElementById("route-progress")?.classList.contains("route-progress-running")) times.bar = performance.now()
      if (times.done === null && document.querySelector("h1")?.textContent === "Tutorials Overview") times.done = performance.now()
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
  })
  await gotoHydrated(page, GETTING_STARTED)
  // The next page's data and code are already here (hovering loads them).
  const link = page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true })
  await link.hover()
  await page.waitForLoadState("networkidle")
  await link.click()
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  await page.waitForTimeout(400)
  const times = await page.evaluate(() => (window as unknown as { __times: { click: number; bar: number | null; done: number } }).__times)
  if (times.done - times.click < 180) expect(times.bar).toBeNull()
  if (times.bar !== null) expect(times.bar - times.click).toBeGreaterThanOrEqual(180)
  expect(times.done).toBeGreaterThan(times.click)
})
