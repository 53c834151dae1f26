import type { Page } from "@playwright/test"

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
