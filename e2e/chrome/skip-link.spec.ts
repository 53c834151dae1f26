import { test, expect } from "@playwright/test"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

test("the skip link is the first focusable element, shows on focus and moves focus to the main column", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).not.toBeInViewport()
  await page.keyboard.press("Tab")
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
  // The next Tab continues inside the main column, not in the navbar.
  await page.keyboard.press("Tab")
  const insideMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false)
  expect(insideMain).toBe(true)
})
