import { test, expect, type Page, type Route } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

// e2e/fixtures/chrome/usage/lazy-demo.mdx renders <LazyBoundary> around a widget whose
// loader first fetches /e2e-lazy-gate.json: the tests decide how that request goes.
const LAZY = "/usage/lazy-demo"
const GATE = "**/e2e-lazy-gate.json"
const ok = (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" })
const widget = (page: Page) => page.getByTestId("lazy-widget")
const spinner = (page: Page) => page.getByRole("status").filter({ hasText: "Loading…" })

test.beforeEach(async ({ page }) => blockAnalytics(page))

test("nothing shows for the first 200 ms, so a fast load never flashes a spinner", async ({ page }) => {
  await page.route(GATE, ok)
  // Times (ms) from the start of the lazy load (its first request) to the spinner and to the content.
  await page.addInitScript(() => {
    const times: { start: number | null; spinner: number | null; widget: number | null } = { start: null, spinner: null, widget: null }
    ;(window as unknown as { __times: typeof times }).__times = times
    const originalFetch = window.fetch
    window.fetch = (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes("e2e-lazy-gate")) times.start = performance.now()
      return originalFetch(...args)
    }
    new MutationObserver(() => {
      if (times.spinner === null && document.querySelector('[role="status"]')?.textContent?.includes("Loading")) times.spinner = performance.now()
      if (times.widget === null && document.querySelector('[data-testid="lazy-widget"]')) times.widget = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  // Client-side, with the page's code already fetched (hover loads it): only the lazy part loads.
  await gotoHydrated(page, GETTING_STARTED)
  const link = page.getByRole("link", { name: "the lazy demo" })
  await link.hover()
  await page.waitForLoadState("networkidle")
  await link.click()
  await expect(widget(page)).toHaveText("Hello from the lazy widget")
  const times = await page.evaluate(() => (window as unknown as { __times: { start: number; spinner: number | null; widget: number } }).__times)
  const loadTime = times.widget - times.start
  if (loadTime < 180) expect(times.spinner).toBeNull()
  if (times.spinner !== null) expect(times.spinner - times.start).toBeGreaterThanOrEqual(180)
  expect(loadTime).toBeGreaterThanOrEqual(0)
})

test("a slow load shows a spinner after 200 ms, then the content", async ({ page }) => {
  await page.route(GATE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await ok(route)
  })
  await gotoHydrated(page, GETTING_STARTED)
  const clicked = Date.now()
  await page.getByRole("link", { name: "the lazy demo" }).click()
  await expect(spinner(page)).toBeVisible()
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(150)
  await expect(widget(page)).toBeVisible()
  await expect(spinner(page)).toHaveCount(0)
})

test("a load that takes too long shows the timed-out state, and Retry loads it again", async ({ page }) => {
  let calls = 0
  await page.route(GATE, async (route) => {
    calls += 1
    if (calls === 1) return // never answered
    await ok(route)
  })
  await gotoHydrated(page, LAZY)
  await expect(spinner(page)).toBeVisible()
  // The fixture sets timeout={3000}.
  await expect(page.getByText("This is taking longer than expected.")).toBeVisible({ timeout: 6000 })
  await page.getByRole("button", { name: "Retry" }).click()
  await expect(widget(page)).toBeVisible()
  expect(calls).toBe(2)
})

test("a failed load shows a red error box; Retry loads it again", async ({ page }) => {
  let fail = true
  await page.route(GATE, (route) => (fail ? route.abort("failed") : ok(route)))
  await gotoHydrated(page, LAZY)
  const box = page.getByRole("alert").filter({ hasText: "Failed to load the demo widget." })
  await expect(box).toBeVisible()
  const colour = await box.evaluate((element) => getComputedStyle(element).borderLeftColor)
  expect(colour).toBe("rgb(179, 38, 30)")
  fail = false
  await box.getByRole("button", { name: "Retry" }).click()
  await expect(widget(page)).toHaveText("Hello from the lazy widget")
  await expect(box).toHaveCount(0)
})
