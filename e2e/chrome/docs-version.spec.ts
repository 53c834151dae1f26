import { test, expect } from "@playwright/test"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

test("visiting a doc saves the preferred docs version `current`; links to the docs keep pointing at it", async ({ page }) => {
  await gotoHydrated(page, "/")
  expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBeNull()
  await gotoHydrated(page, DOC)
  await expect.poll(() => page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current")
  // With the preference saved, the navbar's doc links lead to that version's pages.
  await gotoHydrated(page, "/")
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true })).toHaveAttribute(
    "href",
    "/api/configureStore",
  )
  // An unknown saved version falls back to the latest one rather than breaking links.
  await page.evaluate(() => localStorage.setItem("docs-preferred-version-default", "9.9"))
  await gotoHydrated(page, "/")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tutorials", exact: true }).click()
  await expect(page).toHaveURL(/\/tutorials\/overview$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current")
})
