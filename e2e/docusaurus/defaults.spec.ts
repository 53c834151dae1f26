import { test, expect } from "@playwright/test"

// The Docusaurus folder (e2e/fixtures/docusaurus) is also the site with no optional setting: built
// with SITE_BASE_URL=/rtk/ and nothing else (no analytics id, no announcement bar, no extra navbar
// items), and served from / (the wrong base URL).

test("without an announcement configured there is no bar and no announcement storage", async ({ page }) => {
  await page.goto("/usage/usage-guide")
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function")
  await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.id"))).toBeNull()
  // The default dropdown-free navbar: the fixture's extra "More" item is not there.
  await expect(page.getByRole("button", { name: "More" })).toHaveCount(0)
})
