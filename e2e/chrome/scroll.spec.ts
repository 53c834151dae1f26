import { test, expect } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  await page.setViewportSize({ width: 1280, height: 800 })
})

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => window.scrollY)

/** The anchor's top, and the bottom of the navbar if it is showing (else 0). */
async function anchorAndNavbar(page: import("@playwright/test").Page, id: string) {
  return page.evaluate((anchorId) => {
    const anchor = document.getElementById(anchorId)!.getBoundingClientRect().top
    const navbar = document.querySelector("header[data-visible]")!.getBoundingClientRect()
    return { anchor, navbarBottom: Math.max(0, navbar.bottom) }
  }, id)
}

test("a link with a hash to another page scrolls to the anchor, below the fixed navbar", async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED)
  await page.getByRole("link", { name: "section five of the usage guide" }).click()
  await expect(page).toHaveURL(/\/usage\/usage-guide#section-five$/)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
  await page.waitForTimeout(300)
  const { anchor, navbarBottom } = await anchorAndNavbar(page, "section-five")
  expect(anchor).toBeGreaterThanOrEqual(navbarBottom)
  expect(anchor).toBeLessThan(navbarBottom + 120)
  // The heading is really visible: the navbar does not cover it.
  await expect(page.getByRole("heading", { name: "Section five" })).toBeInViewport()
})

test("a hash link within the page scrolls to the anchor below the navbar", async ({ page }) => {
  await gotoHydrated(page, "/usage/usage-guide")
  await page.getByRole("link", { name: "section four", exact: true }).click()
  await expect(page).toHaveURL(/#section-four$/)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
  await page.waitForTimeout(300)
  const { anchor, navbarBottom } = await anchorAndNavbar(page, "section-four")
  expect(anchor).toBeGreaterThanOrEqual(navbarBottom)
  expect(anchor).toBeLessThan(navbarBottom + 120)
})

test("any other navigation scrolls to the top; back and forward restore the positions", async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED)
  const link = page.getByRole("link", { name: "the API page" })
  await link.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(1000)
  await link.click()
  await expect(page).toHaveURL(/\/api\/configureStore$/)
  await expect.poll(() => scrollY(page)).toBe(0)
  await page.mouse.wheel(0, 700)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600)
  const onApi = await scrollY(page)
  await page.goBack()
  await expect(page).toHaveURL(/\/introduction\/getting-started$/)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 5)
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(5)
  await page.goForward()
  await expect(page).toHaveURL(/\/api\/configureStore$/)
  await expect.poll(async () => Math.abs((await scrollY(page)) - onApi)).toBeLessThanOrEqual(5)
  // Restoring is Gatsby's job: the browser's own restoration would scroll the page being left first.
  expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual")
})
