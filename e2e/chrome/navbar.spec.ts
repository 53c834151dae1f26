import { test, expect, type Page } from "@playwright/test"
import { DOC, GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  await page.setViewportSize({ width: 1280, height: 800 })
})

const navbar = (page: Page) => page.locator("header[data-visible]")
const isShown = async (page: Page) => (await navbar(page).boundingBox())!.y > -10

test("the navbar links home, to the five doc sections and the repository, and marks the active section", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const nav = page.getByRole("navigation", { name: "Main" })
  await expect(nav.getByRole("link", { name: "Redux Toolkit", exact: true })).toHaveAttribute("href", "/")
  const expected: Array<[string, string]> = [
    ["Getting Started", "/introduction/getting-started"],
    ["Tutorials", "/tutorials/overview"],
    ["Usage Guide", "/usage/usage-guide"],
    ["API", "/api/configureStore"],
    ["RTK Query", "/rtk-query/overview"],
  ]
  for (const [name, href] of expected) await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
  await expect(nav.getByRole("link", { name: "GitHub repository" })).toHaveAttribute("href", "https://github.com/reduxjs/redux-toolkit")
  await expect(nav.getByRole("link", { name: "Usage Guide", exact: true })).toHaveAttribute("aria-current", "true")
  await expect(nav.getByRole("link", { name: "API", exact: true })).not.toHaveAttribute("aria-current", "true")
  await expect(nav.getByRole("link", { name: "Search" })).toBeVisible()
  await expect(nav.getByRole("button", { name: /Switch between dark and light mode/ })).toBeVisible()
  await nav.getByRole("link", { name: "API", exact: true }).click()
  await expect(page).toHaveURL(/\/api\/configureStore$/)
  await expect(nav.getByRole("link", { name: "API", exact: true })).toHaveAttribute("aria-current", "true")
})

/**
 * Waits for the navbar to hide after a scroll down. "Hydrated" (gotoHydrated) means hydrateRoot has
 * run; its commit, and with it the navbar's scroll listener, can come later on a busy machine, and a
 * scroll before the listener is (rightly) not a scroll down. Scrolling on a little until the navbar
 * answers waits for the listener without asking less of it.
 */
async function scrollOnUntilHidden(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const visible = await navbar(page).getAttribute("data-visible")
      if (visible !== "false") await page.evaluate(() => window.scrollBy(0, 40))
      return visible
    })
    .toBe("false")
}

test("the navbar hides on scroll down and shows on scroll up and near the top", async ({ page }) => {
  await gotoHydrated(page, DOC)
  expect(await isShown(page)).toBe(true)
  await page.mouse.wheel(0, 1200)
  await scrollOnUntilHidden(page)
  await expect.poll(() => isShown(page)).toBe(false)
  await page.mouse.wheel(0, -300)
  await expect(navbar(page)).toHaveAttribute("data-visible", "true")
  await expect.poll(() => isShown(page)).toBe(true)
  await page.mouse.wheel(0, 800)
  await expect(navbar(page)).toHaveAttribute("data-visible", "false")
  await page.evaluate(() => window.scrollTo(0, 10))
  await expect(navbar(page)).toHaveAttribute("data-visible", "true")
})

test("landing on a new route without a hash shows the navbar again", async ({ page }) => {
  await gotoHydrated(page, GETTING_STARTED)
  await page.getByRole("link", { name: "the API page" }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 300)
  await scrollOnUntilHidden(page)
  await page.getByRole("link", { name: "the API page" }).click()
  await expect(page).toHaveURL(/\/api\/configureStore$/)
  await expect(navbar(page)).toHaveAttribute("data-visible", "true")
  await expect.poll(() => isShown(page)).toBe(true)
})

test("a dropdown opens with the keyboard, closes with Escape and returns focus to its button", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const button = page.getByRole("button", { name: "More" })
  await expect(button).toHaveAttribute("aria-expanded", "false")
  const menuId = await button.getAttribute("aria-controls")
  const menu = page.locator(`[id="${menuId}"]`)
  await expect(menu).toBeHidden()
  await button.focus()
  await page.keyboard.press("Enter")
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await expect(menu.getByRole("link", { name: "Crash test" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await expect(button).toBeFocused()
  await expect(menu).toBeHidden()
  // ArrowDown opens and moves into the menu; Tab walks its links; Escape comes back.
  await page.keyboard.press("ArrowDown")
  await expect(menu.getByRole("link", { name: "Crash test" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(menu.getByRole("link", { name: "Lazy demo" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(button).toBeFocused()
  await expect(menu).toBeHidden()
  // Focus leaving the dropdown closes it.
  await page.keyboard.press("Enter")
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Shift+Tab")
  await expect(button).toHaveAttribute("aria-expanded", "false")
})

test("a dropdown opens on pointer hover and click, and its links navigate", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const button = page.getByRole("button", { name: "More" })
  await button.hover()
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.mouse.move(5, 700)
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await button.click()
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Lazy demo" }).click()
  await expect(page).toHaveURL(/\/usage\/lazy-demo$/)
  await expect(page.getByRole("heading", { level: 1, name: "Lazy demo" })).toBeVisible()
  await page.mouse.move(5, 700)
  await expect(page.getByRole("button", { name: "More" })).toHaveAttribute("aria-expanded", "false")
  await expect(button).toHaveAttribute("class", /active/)
})

test("a link focused while the dropdown is still opening stays under the pointer, so a quick click reaches it", async ({ page }) => {
  await gotoHydrated(page, DOC)
  // A mousedown focuses the link it lands on. If the opening list were a scroll container, that
  // focus would scroll the half-open list to show the link, and the growing list would then carry
  // it away from the pointer: the mouseup, and so the click, would land on its neighbour.
  const result = await page.evaluate(async () => {
    const button = [...document.querySelectorAll<HTMLButtonElement>("button[aria-controls]")].find((candidate) => candidate.textContent === "More")!
    const list = document.getElementById(button.getAttribute("aria-controls")!)!
    const opening = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (list.hasAttribute("data-animating")) {
          observer.disconnect()
          resolve()
        }
      })
      observer.observe(list, { attributes: true, attributeFilter: ["data-animating"] })
    })
    button.click()
    await opening
    const link = [...list.querySelectorAll("a")].at(-1)!
    const before = link.getBoundingClientRect().top
    link.focus()
    return {
      animating: list.hasAttribute("data-animating"),
      focused: document.activeElement === link,
      scrollTop: list.scrollTop,
      moved: link.getBoundingClientRect().top - before,
    }
  })
  expect(result).toEqual({ animating: true, focused: true, scrollTop: 0, moved: 0 })
})
