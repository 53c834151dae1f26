import { test, expect, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { DOC_ROUTES } from "../routes"
import { layoutShift } from "../layout-shift"

const ROUTES = ["/", "/search", "/search?q=createSlice", "/not-a-page", "/errors", "/errors?code=1", "/category/api-reference", ...DOC_ROUTES]
/**
 * One page of each kind (home, search results, API reference, a long guide, a tutorial, the 404
 * page) is checked in all four variants; every other route in one of them, taken in turn.
 */
const REPRESENTATIVE_ROUTES = ["/", "/search?q=createSlice", "/api/createSlice", "/rtk-query/usage/queries", "/tutorials/quick-start", "/not-a-page"]

/** Time for one page load and one axe run over the longest doc. */
const AXE_TIMEOUT = 60_000

type Theme = "light" | "dark"
const DESKTOP = { name: "desktop", width: 1280, height: 800 }
const MOBILE = { name: "mobile", width: 375, height: 740 }
/** In this order, one page load goes through all four with one theme switch or one resize between two. */
const VARIANTS = [
  { theme: "light", viewport: DESKTOP },
  { theme: "dark", viewport: DESKTOP },
  { theme: "dark", viewport: MOBILE },
  { theme: "light", viewport: MOBILE },
] as const satisfies ReadonlyArray<{ theme: Theme; viewport: typeof DESKTOP }>
type Variant = (typeof VARIANTS)[number]
const variantName = (variant: Variant) => `${variant.viewport.name} ${variant.theme}`

async function setTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem("theme", value)
    } catch {}
  }, theme)
}

/**
 * Switches the theme of the loaded page the way a change from another tab does: the stored value
 * and its storage event, which the page applies to <html data-theme> and its toggle (applied
 * here too, for a page without the listener).
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => {
    window.localStorage.setItem("theme", value)
    document.documentElement.setAttribute("data-theme", value)
    document.documentElement.style.colorScheme = value
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: value, storageArea: window.localStorage }))
  }, theme)
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
}

/**
 * The Content-Security-Policy the server sends (public/_headers) must hold on every route: collects
 * the page's `securitypolicyviolation` events from its first script on; call the result at the end.
 */
async function watchPolicy(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __policyViolations: string[] }).__policyViolations = seen
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [])
    expect.soft(seen, "Content-Security-Policy violations").toEqual([])
  }
}

/** Lets the page react to a resize (listeners on media queries re-render) before it is checked. */
async function resize(page: Page, viewport: typeof DESKTOP) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * Axe's violations on the page as it is now, one line each; soft, so every variant of a page is reported.
 * `codeTokens: false` leaves out the highlighted tokens inside code blocks (the blocks themselves are
 * checked): their colours come from one syntax theme, checked token by token on the representative
 * routes in both themes, and on a long guide they are thousands of spans that double axe's time.
 */
async function expectNoViolations(page: Page, label: string, { codeTokens = true } = {}) {
  const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
  const results = await (codeTokens ? builder : builder.exclude("pre code")).analyze()
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`,
  )
  expect.soft(violations, label).toEqual([])
}

test("the representative routes are among the routes checked", () => {
  expect(ROUTES).toEqual(expect.arrayContaining(REPRESENTATIVE_ROUTES))
})

for (const route of REPRESENTATIVE_ROUTES) {
  test(`${route} has no accessibility violations in light and dark, desktop and mobile`, async ({ page }) => {
    // Four axe runs on a long page; one run alone can take 20 s on a loaded two-core machine.
    test.setTimeout(VARIANTS.length * AXE_TIMEOUT)
    const [first, ...rest] = VARIANTS
    await page.setViewportSize({ width: first.viewport.width, height: first.viewport.height })
    await setTheme(page, first.theme)
    const expectPolicyHeld = await watchPolicy(page)
    await page.goto(route, { waitUntil: "networkidle" })
    await expect(page.locator("html")).toHaveAttribute("data-theme", first.theme)
    await expectNoViolations(page, `${route} ${variantName(first)}`)
    let current: Variant = first
    for (const variant of rest) {
      if (variant.theme !== current.theme) await switchTheme(page, variant.theme)
      if (variant.viewport !== current.viewport) await resize(page, variant.viewport)
      await expectNoViolations(page, `${route} ${variantName(variant)}`)
      current = variant
    }
    await expectPolicyHeld()
  })
}

ROUTES.filter((route) => !REPRESENTATIVE_ROUTES.includes(route)).forEach((route, index) => {
  const variant = VARIANTS[index % VARIANTS.length]
  test(`${route} has no accessibility violations (${variantName(variant)})`, async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT)
    await page.setViewportSize({ width: variant.viewport.width, height: variant.viewport.height })
    await setTheme(page, variant.theme)
    const expectPolicyHeld = await watchPolicy(page)
    await page.goto(route, { waitUntil: "networkidle" })
    await expect(page.locator("html")).toHaveAttribute("data-theme", variant.theme)
    await expectNoViolations(page, `${route} ${variantName(variant)}`, { codeTokens: false })
    await expectPolicyHeld()
  })
})

test("keyboard: the skip link comes first and every focusable element shows a focus ring", async ({ page }) => {
  await page.goto("/api/createSlice")
  await page.keyboard.press("Tab")
  await expect(page.locator(":focus")).toHaveText("Skip to main content")
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab")
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return "none-focused"
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
      const shadow = style.boxShadow !== "none"
      return outline || shadow ? "ring" : `no ring on ${element.tagName} ${element.textContent?.slice(0, 30)}`
    })
    expect(ring).toBe("ring")
  }
})

test("route changes are announced to screen readers", async ({ page }) => {
  await page.goto("/api/createSlice")
  // Announcements are for client-side route changes: a click before hydration is a full page load.
  await page.locator("[data-doc-body][data-client-links]").waitFor({ state: "attached" })
  await page.getByRole("navigation", { name: "Docs pages" }).locator('a[rel="next"]').click()
  await expect(page).toHaveURL(/createAsyncThunk$/)
  const announcer = page.locator("#gatsby-announcer")
  await expect(announcer).toHaveAttribute("aria-live", "assertive")
  await expect(announcer).toHaveText(/createAsyncThunk/)
})

test("no layout shift on load from theme, announcement bar, fonts or images", async ({ page }) => {
  await setTheme(page, "dark")
  // A slow CPU makes the browser paint long pages while their HTML is still being parsed:
  // the layout must not move when later parts (the table of contents) turn up.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  for (const route of ["/", "/api/createSlice", "/rtk-query/usage/queries", "/search?q=createSlice"]) {
    await page.goto(route, { waitUntil: "networkidle" })
    await page.waitForTimeout(300)
    const shift = await layoutShift(page, 200)
    expect(shift.value, `CLS on ${route}: ${shift.sources.join(", ")}`).toBe(0)
  }
})
