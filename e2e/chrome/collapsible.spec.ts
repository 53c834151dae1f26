import { test, expect, type Page } from "@playwright/test"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  await page.setViewportSize({ width: 1280, height: 900 })
})

const category = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name, exact: true })

/** Clicks the category and records the height transition the browser runs, if any. */
async function toggleAndMeasure(page: Page, name: string): Promise<{ duration: number; heights: number[] }> {
  const button = category(page, name)
  const listId = (await button.getAttribute("aria-controls"))!
  await page.evaluate((id) => {
    const list = document.getElementById(id)!
    const record = { duration: 0, heights: [] as number[] }
    ;(window as unknown as { __collapse: typeof record }).__collapse = record
    const sample = () => {
      record.heights.push(list.getBoundingClientRect().height)
      const value = list.style.transitionDuration || getComputedStyle(list).transitionDuration
      const ms = value.endsWith("ms") ? parseFloat(value) : parseFloat(value) * 1000
      if (ms > record.duration) record.duration = ms
      if (record.heights.length < 60) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  }, listId)
  await button.click()
  await page.waitForTimeout(800)
  return page.evaluate(() => (window as unknown as { __collapse: { duration: number; heights: number[] } }).__collapse)
}

test("categories open and shut with an animation whose duration grows with the content height", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const small = category(page, "Small category")
  const big = category(page, "Big category")
  await expect(small).toHaveAttribute("aria-expanded", "false")
  const smallOpen = await toggleAndMeasure(page, "Small category")
  await expect(small).toHaveAttribute("aria-expanded", "true")
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "configureStore" })).toBeVisible()
  const bigOpen = await toggleAndMeasure(page, "Big category")
  await expect(page.getByRole("link", { name: "External item 24" })).toBeAttached()
  expect(smallOpen.duration).toBeGreaterThanOrEqual(150)
  expect(bigOpen.duration).toBeGreaterThan(smallOpen.duration)
  expect(bigOpen.duration).toBeLessThanOrEqual(500)
  // The height really moved through intermediate values.
  const finalHeight = bigOpen.heights[bigOpen.heights.length - 1]
  expect(bigOpen.heights.some((h) => h > 0 && h < finalHeight)).toBe(true)
  // Shutting it animates too, and leaves the links hidden (not focusable).
  const bigClose = await toggleAndMeasure(page, "Big category")
  expect(bigClose.duration).toBe(bigOpen.duration)
  await expect(big).toHaveAttribute("aria-expanded", "false")
  await expect(page.getByRole("link", { name: "External item 1", exact: true })).toBeHidden()
})

test("with prefers-reduced-motion the categories open and shut instantly", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await gotoHydrated(page, DOC)
  const result = await toggleAndMeasure(page, "Big category")
  expect(result.duration).toBe(0)
  const finalHeight = result.heights[result.heights.length - 1]
  expect(finalHeight).toBeGreaterThan(300)
  // Closed (0) straight to open: no frame in between.
  expect(result.heights.every((h) => h === 0 || h === finalHeight)).toBe(true)
  await expect(page.getByRole("link", { name: "External item 24" })).toBeVisible()
})

test("the navbar dropdown animates with the same rule", async ({ page }) => {
  await gotoHydrated(page, DOC)
  const button = page.getByRole("button", { name: "More" })
  const listId = (await button.getAttribute("aria-controls"))!
  const durations = page.evaluate((id) => {
    return new Promise<number>((resolve) => {
      const list = document.getElementById(id)!
      let max = 0
      const observer = new MutationObserver(() => {
        const ms = parseFloat(list.style.transitionDuration || "0")
        if (ms > max) max = ms
      })
      observer.observe(list, { attributes: true, attributeFilter: ["style"] })
      setTimeout(() => resolve(max), 700)
    })
  }, listId)
  await button.focus()
  await page.keyboard.press("Enter")
  expect(await durations).toBeGreaterThanOrEqual(150)
})
