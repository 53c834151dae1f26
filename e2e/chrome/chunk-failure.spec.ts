import { test, expect } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

test("when the next page's code fails to load, a warning is logged and the page is fully reloaded", async ({ page }) => {
  const warnings: string[] = []
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text())
  })
  // The tutorials page's own component chunk fails while the page is open client-side.
  let fail = true
  await page.route(/component---src-templates-doc-tsx-content-file-path-.*tutorials-overview-mdx-[a-f0-9]+\.js$/, (route) =>
    fail ? route.abort("failed") : route.continue(),
  )
  await gotoHydrated(page, GETTING_STARTED)
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
  const fullLoad = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith("/tutorials/overview"))
  await page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  await fullLoad
  fail = false
  await expect(page).toHaveURL(/\/tutorials\/overview$/)
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  // A new document: the marker set on the old one is gone.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined()
  expect(warnings.some((text) => text.includes("Failed to load the code or data for /tutorials/overview"))).toBe(true)
})
