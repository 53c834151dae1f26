import type { Page, Route } from "@playwright/test"

/** Chrome fixture (e2e/fixtures/chrome): announcement bar, gtag id and a "More" dropdown are configured. */
export const DOC = "/usage/usage-guide"
export const GETTING_STARTED = "/introduction/getting-started"

/** Every gtag request fails fast: the machine is offline and tests must not wait for it. */
export async function blockAnalytics(page: Page): Promise<void> {
  await page.route("https://www.googletagmanager.com/**", (route) => route.abort())
}

/** Resolves once React has hydrated (Gatsby sets ___navigate in the app bundle). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function")
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
  })
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/**
 * One animation frame of the virtual clock: `page.clock` runs `requestAnimationFrame` callbacks
 * on 16 ms boundaries. A client-side route change renders the new page in the frame after the
 * URL changes (@gatsbyjs/reach-router), so with the clock stopped it needs this much virtual time.
 */
export const FRAME_MS = 16

/**
 * Stops the page's virtual clock (installed with `page.clock.install()` before the page loaded):
 * from here its timers fire only when the test advances time with `page.clock.runFor`, so a delay
 * in the page is tested in virtual milliseconds, whatever the machine's load.
 */
export async function pauseClock(page: Page): Promise<void> {
  // pauseAt takes a time that must still be ahead of the page's clock, which runs on until the
  // call lands; the margin covers a slow round trip. The jump fires the timers due meanwhile.
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 5_000)
}

/**
 * Holds every request matching `url` until `release()`, then lets it through (or answers it with
 * `answer`); `requested` resolves when the first one arrives.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined
  let arrived: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested = new Promise<void>((resolve) => (arrived = resolve))
  await page.route(url, async (route) => {
    arrived()
    await released
    await answer(route)
  })
  return { requested, release }
}
