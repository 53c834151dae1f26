import { test, expect } from "@playwright/test"

// The Docusaurus folder (e2e/fixtures/docusaurus) is also the site with no optional setting: built
// with SITE_BASE_URL=/rtk/ and nothing else (no analytics id, no announcement bar, no extra navbar
// items), and served from / (the wrong base URL).

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
