import { test, expect } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

test("when the next page's code fails to load, a warning is logged and the page is fully reloaded", async ({ page }) => {
  const warnings: string[] = []
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text())
  })
  // The lazy demo imports a component, so it has a component chunk of its own (a static page
  // shares the doc template's, already loaded); that chunk fails while the page is open client-side.
  let fail = true
  await page.route(/component---src-templates-doc-tsx-content-file-path-.*lazy-demo-mdx-[a-f0-9]+\.js$/, (route) =>
    fail ? route.abort("failed") : route.continue(),
  )
  await gotoHydrated(page, GETTING_STARTED)
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
  const fullLoad = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith("/usage/lazy-demo"))
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Lazy demo", exact: true }).click()
  await fullLoad
  fail = false
  await expect(page).toHaveURL(/\/usage\/lazy-demo$/)
  await expect(page.getByRole("heading", { level: 1, name: "Lazy demo" })).toBeVisible()
  // A new document: the marker set on the old one is gone.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined()
  expect(warnings.some((text) => text.includes("Failed to load the code or data for /usage/lazy-demo"))).toBe(true)
})
