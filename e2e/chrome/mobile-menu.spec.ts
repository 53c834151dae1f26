import { test, expect, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { DOC, GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  await page.setViewportSize({ width: 375, height: 740 })
})

const hamburger = (page: Page) => page.getByRole("button", { name: "Toggle navigation bar" })
const panel = (page: Page) => page.getByRole("dialog", { name: "Navigation menu" })
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

test("at 996 px the navbar links give way to the hamburger; above it they are back", async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 })
  await gotoHydrated(page, DOC)
  await expect(hamburger(page)).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tutorials" })).toBeHidden()
  await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toBeHidden()
  await page.setViewportSize({ width: 997, height: 800 })
  await expect(hamburger(page)).toBeHidden()
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tutorials" })).toBeVisible()
})

test("on a doc page the menu shows the docs sidebar, and Back to main menu shows the navbar links", async ({ page }) => {
  await gotoHydrated(page, DOC)
  await hamburger(page).click()
  await expect(panel(page)).toBeVisible()
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "true")
  const sidebar = panel(page).getByRole("navigation", { name: "Docs sidebar" })
  await expect(sidebar.getByRole("link", { name: "Usage Guide" })).toHaveAttribute("aria-current", "page")
  await panel(page).getByRole("button", { name: "← Back to main menu" }).click()
  const links = panel(page).getByRole("navigation", { name: "Main menu" })
  for (const name of ["Getting Started", "Tutorials", "Usage Guide", "API", "RTK Query", "GitHub"]) {
    await expect(links.getByRole("link", { name, exact: true })).toBeVisible()
  }
  // A dropdown in the menu is a collapsible list.
  await links.getByRole("button", { name: "More" }).click()
  await expect(links.getByRole("link", { name: "Crash test" })).toBeVisible()
  await links.getByRole("link", { name: "Tutorials", exact: true }).click()
  await expect(page).toHaveURL(/\/tutorials\/overview$/)
  await expect(panel(page)).toHaveCount(0)
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false")
})

test("off doc pages the menu shows the navbar links directly", async ({ page }) => {
  await gotoHydrated(page, "/")
  await hamburger(page).click()
  await expect(panel(page).getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "API", exact: true })).toBeVisible()
  await expect(panel(page).getByRole("button", { name: "← Back to main menu" })).toHaveCount(0)
})

test("page scroll is locked while open; Escape closes it and focus returns to the hamburger", async ({ page }) => {
  await gotoHydrated(page, DOC)
  expect(await bodyOverflow(page)).not.toBe("hidden")
  await hamburger(page).click()
  expect(await bodyOverflow(page)).toBe("hidden")
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(360, 600)
  await page.mouse.wheel(0, 800)
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)
  await page.keyboard.press("Escape")
  await expect(panel(page)).toHaveCount(0)
  await expect(hamburger(page)).toBeFocused()
  expect(await bodyOverflow(page)).not.toBe("hidden")
})

test("focus is trapped inside the open menu", async ({ page }) => {
  await gotoHydrated(page, DOC)
  await hamburger(page).focus()
  await page.keyboard.press("Enter")
  await expect(panel(page)).toBeVisible()
  const inPanel = () => page.evaluate(() => document.getElementById("mobile-menu")?.contains(document.activeElement) ?? false)
  expect(await inPanel()).toBe(true)
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab")
    expect(await inPanel()).toBe(true)
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab")
    expect(await inPanel()).toBe(true)
  }
  await panel(page).getByRole("button", { name: "Close navigation bar" }).click()
  await expect(panel(page)).toHaveCount(0)
  await expect(hamburger(page)).toBeFocused()
})

test("the browser's back button closes the menu", async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED)
  await page.getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  await expect(page).toHaveURL(/\/tutorials\/overview$/)
  await hamburger(page).click()
  await expect(panel(page)).toBeVisible()
  await page.goBack()
  await expect(panel(page)).toHaveCount(0)
  expect(await bodyOverflow(page)).not.toBe("hidden")
})

test("growing the window past 996 px closes the menu", async ({ page }) => {
  await gotoHydrated(page, DOC)
  await hamburger(page).click()
  await expect(panel(page)).toBeVisible()
  await page.setViewportSize({ width: 1200, height: 800 })
  await expect(panel(page)).toHaveCount(0)
  expect(await bodyOverflow(page)).not.toBe("hidden")
})

test("a sidebar link in the menu navigates and closes the menu", async ({ page }) => {
  await gotoHydrated(page, DOC)
  await hamburger(page).click()
  await panel(page).getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Getting Started" }).click()
  await expect(page).toHaveURL(/\/introduction\/getting-started$/)
  await expect(panel(page)).toHaveCount(0)
})

for (const mode of ["light", "dark"] as const) {
  test(`the mobile navbar and the open menu pass axe in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode })
    await gotoHydrated(page, DOC)
    // @axe-core/playwright is typed against its own copy of playwright-core: same runtime object.
    const axe = () => new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"] }).withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    expect((await axe().analyze()).violations.map((v) => v.id)).toEqual([])
    await hamburger(page).click()
    await page.waitForTimeout(300)
    expect((await axe().include("#mobile-menu").analyze()).violations.map((v) => v.id)).toEqual([])
    await panel(page).getByRole("button", { name: "← Back to main menu" }).click()
    expect((await axe().include("#mobile-menu").analyze()).violations.map((v) => v.id)).toEqual([])
  })
}
