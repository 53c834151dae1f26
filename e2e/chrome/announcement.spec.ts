import { test, expect } from "@playwright/test"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

const bar = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Announcement" })

test("the announcement bar shows its content and link; closing it stores the dismissal and its id", async ({ page }) => {
  await gotoHydrated(page, DOC)
  await expect(bar(page)).toBeVisible()
  await expect(bar(page)).toContainText("Redux Toolkit 2.0 is out!")
  await expect(bar(page).getByRole("link", { name: "Read the tutorials" })).toHaveAttribute("href", "/tutorials/overview")
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.id"))).toBe("e2e-announcement-1")
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("false")
  await bar(page).getByRole("button", { name: "Close" }).click()
  await expect(bar(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("true")
  expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.id"))).toBe("e2e-announcement-1")
  // Still closed after navigating and after a reload.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API", exact: true }).click()
  await expect(page).toHaveURL(/\/api\/configureStore$/)
  await expect(bar(page)).toHaveCount(0)
  const errors: string[] = []
  page.on("console", (message) => {
    // Requests blocked on purpose (analytics) are logged as errors too; they are not the point here.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  await page.reload()
  await expect(page.locator("[data-announcement-bar]")).toBeHidden()
  // Hydration agrees with the server's HTML: no mismatch errors, and the bar leaves the DOM.
  await expect(page.locator("[data-announcement-bar]")).toHaveCount(0)
  expect(errors).toEqual([])
})

test("a dismissed bar never flashes on reload: it is hidden before any bundle runs", async ({ page }) => {
  await page.goto(DOC)
  await page.evaluate(() => {
    localStorage.setItem("docusaurus.announcement.id", "e2e-announcement-1")
    localStorage.setItem("docusaurus.announcement.dismiss", "true")
  })
  await page.route(/\/(app|framework|webpack-runtime)-[a-f0-9]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  await page.goto(DOC, { waitUntil: "commit" })
  await page.waitForSelector("[data-announcement-bar]", { state: "attached" })
  // The server-rendered bar is in the HTML but not displayed.
  await expect(page.locator("[data-announcement-bar]")).toBeHidden()
  expect(await page.evaluate(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate)).toBe("undefined")
})

test("a dismissal made for another announcement id does not hide the current one", async ({ page }) => {
  await page.goto(DOC)
  await page.evaluate(() => {
    localStorage.setItem("docusaurus.announcement.id", "an-older-announcement")
    localStorage.setItem("docusaurus.announcement.dismiss", "true")
  })
  await gotoHydrated(page, DOC)
  await expect(bar(page)).toBeVisible()
  // The bar shows before hydration; the new id and the reset are written by the effect that runs after it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("docusaurus.announcement.id"))).toBe("e2e-announcement-1")
  await expect.poll(() => page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("false")
})
