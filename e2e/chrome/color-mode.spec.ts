import { test, expect } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

const LIGHT = "Switch between dark and light mode (currently light mode)"
const DARK = "Switch between dark and light mode (currently dark mode)"
// @axe-core/playwright is typed against its own copy of playwright-core: same runtime object.
const axe = (page: import("@playwright/test").Page) => new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"] })
const theme = (page: import("@playwright/test").Page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"))

test("first visit is light; the toggle switches to dark, stores it under `theme` and keeps it on reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" })
  await gotoHydrated(page, DOC)
  expect(await theme(page)).toBe("light")
  const toggle = page.getByRole("button", { name: LIGHT })
  await expect(toggle).toBeVisible()
  await toggle.click()
  await expect(page.getByRole("button", { name: DARK })).toBeVisible()
  expect(await theme(page)).toBe("dark")
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark")
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).toBe("rgb(24, 23, 29)")
  await page.reload()
  expect(await theme(page)).toBe("dark")
  await expect(page.getByRole("button", { name: DARK })).toBeVisible()
  await page.getByRole("button", { name: DARK }).click()
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light")
  await expect(page.getByRole("button", { name: LIGHT })).toBeVisible()
})

test("first visit follows a system preference for dark", async ({ page }) => {
  const errors: string[] = []
  page.on("console", (message) => {
    // Requests blocked on purpose (analytics) are logged as errors too; they are not the point here.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text())
  })
  await page.emulateMedia({ colorScheme: "dark" })
  await gotoHydrated(page, DOC)
  expect(await theme(page)).toBe("dark")
  await expect(page.getByRole("button", { name: DARK })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull()
  // The server renders the light label; hydration then updates it without a mismatch error.
  expect(errors).toEqual([])
})

test("the stored theme is applied before first paint, even when the JavaScript bundles are slow", async ({ page }) => {
  await page.goto(DOC)
  await page.evaluate(() => localStorage.setItem("theme", "dark"))
  // Hold every bundle back: only the inline pre-paint script can set the theme.
  await page.route(/\/(app|framework|webpack-runtime)-[a-f0-9]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  await page.goto(DOC, { waitUntil: "commit" })
  await page.waitForSelector("body")
  expect(await theme(page)).toBe("dark")
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(24, 23, 29)")
  expect(await page.evaluate(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate)).toBe("undefined")
})

test("changing the theme in one tab changes it in every open tab", async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  for (const page of [first, second]) {
    await blockAnalytics(page)
    await page.emulateMedia({ colorScheme: "light" })
    await gotoHydrated(page, DOC)
  }
  await first.getByRole("button", { name: LIGHT }).click()
  await expect(second.getByRole("button", { name: DARK })).toBeVisible()
  expect(await theme(second)).toBe("dark")
  await second.getByRole("button", { name: DARK }).click()
  await expect(first.getByRole("button", { name: LIGHT })).toBeVisible()
  expect(await theme(first)).toBe("light")
})

for (const mode of ["light", "dark"] as const) {
  test(`pages pass axe (WCAG 2 AA, including contrast) in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode })
    for (const path of ["/", DOC]) {
      await gotoHydrated(page, path)
      expect(await theme(page)).toBe(mode)
      const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
      expect(results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    }
    // The open dropdown and the crash-free doc page chrome too.
    await page.getByRole("button", { name: "More" }).click()
    const menu = await axe(page).withTags(["wcag2a", "wcag2aa"]).analyze()
    expect(menu.violations.map((v) => v.id)).toEqual([])
  })
}
