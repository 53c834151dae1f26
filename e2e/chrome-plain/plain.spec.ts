import { test, expect } from "@playwright/test"

// e2e/fixtures/chrome content built with SITE_BASE_URL=/rtk/ and nothing else:
// no analytics id, no announcement bar, and served from / (the wrong base URL).

test("served under a path other than the configured base URL, a banner says the site did not load properly", async ({ page }) => {
  await page.goto("/usage/usage-guide")
  const banner = page.getByRole("alert").filter({ hasText: "This site did not load properly." })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText("Current configured base URL = /rtk/")
  await expect(banner).toContainText("We suggest trying baseUrl = /usage/")
  // It is the first thing on the page, above the navbar.
  const top = await banner.evaluate((element) => element.getBoundingClientRect().top)
  expect(top).toBe(0)
  await page.goto("/")
  await expect(page.getByRole("alert").filter({ hasText: "This site did not load properly." })).toContainText(
    "We suggest trying baseUrl = /",
  )
})

test("the banner is plain HTML: it shows even when the JavaScript bundles never load", async ({ page }) => {
  await page.route(/\.js$/, (route) => route.abort())
  await page.goto("/api/configureStore")
  await expect(page.getByText("This site did not load properly.")).toBeVisible()
})

test("without a tracking id there is no analytics script, request or gtag function", async ({ page }) => {
  const analyticsRequests: string[] = []
  page.on("request", (request) => {
    if (/googletagmanager|google-analytics|gtag/.test(request.url())) analyticsRequests.push(request.url())
  })
  await page.goto("/introduction/getting-started")
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function")
  await page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  await page.waitForTimeout(300)
  expect(analyticsRequests).toEqual([])
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined")
  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false)
  expect(await page.locator("script[src*='googletagmanager']").count()).toBe(0)
  const html = await (await page.request.get("/introduction/getting-started")).text()
  expect(html).not.toContain("gtag")
})

test("without an announcement configured there is no bar and no announcement storage", async ({ page }) => {
  await page.goto("/usage/usage-guide")
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function")
  await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.id"))).toBeNull()
  // The default dropdown-free navbar: the fixture's extra "More" item is not there.
  await expect(page.getByRole("button", { name: "More" })).toHaveCount(0)
})
