import { test, expect } from "@playwright/test"

// The Docusaurus folder (e2e/fixtures/docusaurus) is also the site with no optional setting: built
// with SITE_BASE_URL=/rtk/ and nothing else (no analytics id, no announcement bar, no extra navbar
// items), and served from / (the wrong base URL).

test("without a tracking id there is no analytics script, request or gtag function", async ({ page }) => {
  const analyticsRequests: string[] = []
  page.on("request", (request) => {
    if (/googletagmanager|google-analytics|gtag/.test(request.url())) analyticsRequests.push(request.url())
  })
  await page.goto("/introduction/getting-started")
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function")
  await page.locator("main").getByRole("link", { name: "tutorial overview", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  await page.waitForTimeout(300)
  expect(analyticsRequests).toEqual([])
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe("undefined")
  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false)
  expect(await page.locator("script[src*='googletagmanager']").count()).toBe(0)
  const html = await (await page.request.get("/introduction/getting-started")).text()
  expect(html).not.toContain("gtag")
})
