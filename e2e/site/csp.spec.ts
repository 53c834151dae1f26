import { test, expect, type Page } from "@playwright/test"
import { switchTabAndCopy } from "./widgets"

/**
 * The Content-Security-Policy the build writes to public/_headers (src/node/csp.ts), as
 * `npm run serve` sends it: every page works under it (it hydrates, searches, switches tabs,
 * copies code, navigates client-side) and the browser reports no violation.
 */

interface Violation {
  directive: string
  blocked: string
  sample: string
  url: string
}

/** Collects the `securitypolicyviolation` events of each document the page loads; read before leaving it. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __violations: Violation[] }).__violations = seen
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample, url: location.pathname })
    })
  })
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations)
}

async function expectNoViolations(read: () => Promise<Violation[]>): Promise<void> {
  expect(await read()).toEqual([])
}

test("the policy is sent, and pages work under it without a violation", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const violations = await watchViolations(page)

  const response = await page.goto("/introduction/getting-started", { waitUntil: "networkidle" })
  const policy = response?.headers()["content-security-policy"] ?? ""
  expect(policy).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/)
  expect(policy).not.toContain("'unsafe-eval'")
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff")

  // Hydrated: the colour toggle (a React handler) changes data-theme.
  const html = page.locator("html")
  const before = await html.getAttribute("data-theme")
  await page.getByRole("button", { name: /Switch between dark and light mode/ }).click()
  await expect(html).not.toHaveAttribute("data-theme", before ?? "")

  // A code tab and a copy button (custom elements).
  const body = page.locator("[data-doc-body]")
  await expect(body.locator(":is(docs-tabs, docs-code-block):not([data-ready])")).toHaveCount(0)
  await switchTabAndCopy(body)

  // The search modal: its chunk, Pagefind's script, worker and WebAssembly.
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click()
  await page.getByPlaceholder("Search docs").fill("createSlice")
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible()
  await page.keyboard.press("Escape")

  // Client-side navigation to another doc (its body fetched as a fragment).
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7))
  await body.getByRole("link", { name: "Quick Start" }).first().click()
  await expect(page).toHaveURL(/\/tutorials\/quick-start$/)
  await expect(page.locator('[data-doc-body][data-route="/tutorials/quick-start"] h2').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7)
  await expectNoViolations(violations)

  await page.goto("/", { waitUntil: "networkidle" })
  await expect(page.locator("h1").first()).toBeVisible()
  await expectNoViolations(violations)

  await page.goto("/search?q=slice", { waitUntil: "networkidle" })
  await expect(page.locator("main ol > li").first()).toBeVisible()
  await expectNoViolations(violations)
})
