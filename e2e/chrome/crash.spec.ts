import { test, expect } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

// e2e/fixtures/chrome/usage/crash-test.mdx throws while window.__E2E_CRASH__ holds a message.
test("a page that throws shows the crash screen with the message; Try again renders it again", async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED)
  await page.evaluate(() => {
    ;(window as unknown as { __E2E_CRASH__?: string }).__E2E_CRASH__ = "Boom: the fixture component failed"
  })
  await page.getByRole("link", { name: "the crash test page" }).click()
  await expect(page).toHaveURL(/\/usage\/crash-test$/)
  const alert = page.getByRole("alert")
  await expect(alert.getByRole("heading", { name: "This page crashed." })).toBeVisible()
  await expect(alert).toContainText("Boom: the fixture component failed")
  // The navbar and footer are still there to get away.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
  // Still failing: Try again shows the crash screen again.
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible()
  await page.evaluate(() => {
    delete (window as unknown as { __E2E_CRASH__?: string }).__E2E_CRASH__
  })
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByText("The crash test page rendered normally.")).toBeVisible()
  await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0)
})

test("navigating away from a crashed page clears the crash screen", async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED)
  await page.evaluate(() => {
    ;(window as unknown as { __E2E_CRASH__?: string }).__E2E_CRASH__ = "Another failure"
  })
  await page.getByRole("link", { name: "the crash test page" }).click()
  await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible()
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tutorials", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0)
})
