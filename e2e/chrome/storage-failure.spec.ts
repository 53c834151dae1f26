import { test, expect } from "@playwright/test"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  // Storage blocked by policy: every access to window.localStorage throws.
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    })
  })
})

test("with storage blocked: one warning, and the colour toggle, announcement and menus still work", async ({ page }) => {
  const warnings: string[] = []
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  await page.emulateMedia({ colorScheme: "light" })
  await gotoHydrated(page, DOC)
  await expect(page.getByRole("heading", { level: 1, name: "Usage Guide" })).toBeVisible()

  await page.getByRole("button", { name: "Switch between dark and light mode (currently light mode)" }).click()
  await expect(page.getByRole("button", { name: "Switch between dark and light mode (currently dark mode)" })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-theme"))).toBe("dark")

  const bar = page.getByRole("region", { name: "Announcement" })
  await expect(bar).toBeVisible()
  await bar.getByRole("button", { name: "Close" }).click()
  await expect(bar).toHaveCount(0)

  // Client-side navigation keeps the session's choices.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "configureStore" })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-theme"))).toBe("dark")
  await expect(bar).toHaveCount(0)
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name: "Big category" }).click()
  await expect(page.getByRole("link", { name: "External item 3", exact: true })).toBeVisible()

  const storageWarnings = warnings.filter((text) => text.includes("Browser storage is not available"))
  expect(storageWarnings).toHaveLength(1)
  expect(errors).toEqual([])
})

test("with storage blocked the pre-paint scripts fall back to the defaults without errors", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await page.emulateMedia({ colorScheme: "dark" })
  await gotoHydrated(page, DOC)
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-theme"))).toBe("dark")
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-announcement-dismissed"))).toBe("false")
  await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible()
  expect(errors).toEqual([])
})
