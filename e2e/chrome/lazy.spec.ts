import { test, expect, type Page, type Route } from "@playwright/test"
import { FRAME_MS, GETTING_STARTED, blockAnalytics, gotoHydrated, holdRequests, pauseClock } from "./helpers"

// e2e/fixtures/chrome/usage/lazy-demo.mdx renders <LazyBoundary> around a widget whose
// loader first fetches /e2e-lazy-gate.json: the tests decide how that request goes.
const LAZY = "/usage/lazy-demo"
const GATE = "**/e2e-lazy-gate.json"
const ok = (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" })
const widget = (page: Page) => page.getByTestId("lazy-widget")
const spinner = (page: Page) => page.getByRole("status").filter({ hasText: "Loading…" })

/** LazyBoundary's delays (src/layout/LazyBoundary.tsx): the spinner's default, and the fixture's `timeout`. */
const DELAY_MS = 200
const TIMEOUT_MS = 3000

type LazyWindow = { __lazyStartedAt?: number; __spinnerSeen?: boolean }

test.beforeEach(async ({ page }) => {
  await blockAnalytics(page)
  // LazyBoundary's timers run on the page's virtual clock, stopped before the lazy page opens.
  await page.clock.install()
  // On that clock, when the lazy load started (its first request is made in the effect that starts
  // the boundary's timers, so it dates them), and whether a spinner ever showed.
  await page.addInitScript(() => {
    const lazy = window as unknown as LazyWindow
    lazy.__spinnerSeen = false
    const originalFetch = window.fetch
    window.fetch = (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes("e2e-lazy-gate")) lazy.__lazyStartedAt ??= performance.now()
      return originalFetch(...args)
    }
    new MutationObserver(() => {
      if ([...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes("Loading")))
        lazy.__spinnerSeen = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
})

/**
 * Opens the lazy demo client-side from a hydrated page with the clock stopped, and advances it
 * to `ms` virtual milliseconds after the lazy load started.
 */
async function openLazyDemoAndRunTo(page: Page, requested: Promise<void>, ms: number): Promise<void> {
  await gotoHydrated(page, GETTING_STARTED)
  await pauseClock(page)
  await page.getByRole("link", { name: "the lazy demo" }).click()
  await expect(page).toHaveURL(new RegExp(`${LAZY}$`))
  await page.clock.runFor(FRAME_MS)
  await requested
  // The new page rendered, and the boundary mounted, somewhere within that frame.
  const since = await page.evaluate(() => performance.now() - (window as unknown as LazyWindow).__lazyStartedAt!)
  await page.clock.runFor(ms - since)
}

const spinnerSeen = (page: Page) => page.evaluate(() => (window as unknown as LazyWindow).__spinnerSeen)

test("nothing shows for the first 200 ms, so a load that ends sooner never flashes a spinner", async ({ page }) => {
  const gate = await holdRequests(page, GATE, ok)
  await openLazyDemoAndRunTo(page, gate.requested, DELAY_MS - 1)
  gate.release()
  await expect(widget(page)).toHaveText("Hello from the lazy widget")
  // Long past the delay, its timer must not replace the content with a spinner.
  await page.clock.runFor(10 * DELAY_MS)
  await expect(widget(page)).toBeVisible()
  expect(await spinnerSeen(page)).toBe(false)
})

test("a slow load shows a spinner from 200 ms, then the content", async ({ page }) => {
  const gate = await holdRequests(page, GATE, ok)
  await openLazyDemoAndRunTo(page, gate.requested, DELAY_MS - 1)
  expect(await spinnerSeen(page)).toBe(false)
  await page.clock.runFor(1)
  await expect(spinner(page)).toBeVisible()
  gate.release()
  await expect(widget(page)).toBeVisible()
  await expect(spinner(page)).toHaveCount(0)
})

test("a load that takes too long shows the timed-out state, and Retry loads it again", async ({ page }) => {
  let calls = 0
  let requested: () => void = () => undefined
  const firstRequest = new Promise<void>((resolve) => (requested = resolve))
  await page.route(GATE, async (route) => {
    calls += 1
    requested()
    if (calls === 1) return // never answered
    await ok(route)
  })
  const tooLong = page.getByText("This is taking longer than expected.")
  await openLazyDemoAndRunTo(page, firstRequest, TIMEOUT_MS - 1)
  await expect(spinner(page)).toBeVisible()
  await expect(tooLong).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(tooLong).toBeVisible()
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
