import { test, expect, type Page } from "@playwright/test"
import { layoutShift } from "../layout-shift"
import { AXE_TIMEOUT, DESKTOP, VARIANTS, expectNoViolations, setTheme, variantName, watchPolicy, type Theme, type Variant } from "./axe"
import { SITE_ROUTES } from "../routes"

/**
 * One page of each kind (home, search results, API reference, a long guide, a tutorial, the 404
 * page) is checked in all four variants, with colour contrast and the highlighted code; every
 * route, these included, gets one visit in one variant in routes.spec.ts.
 */
const REPRESENTATIVE_ROUTES = ["/", "/search?q=createSlice", "/api/createSlice", "/rtk-query/usage/queries", "/tutorials/quick-start", "/not-a-page"]

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

/** Lets the page react to a resize (listeners on media queries re-render) before it is checked. */
async function resize(page: Page, viewport: typeof DESKTOP) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

test("the representative routes are among the routes checked", () => {
  expect(SITE_ROUTES).toEqual(expect.arrayContaining(REPRESENTATIVE_ROUTES))
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

test("a code block's buttons hold their place while the page's HTML is still arriving", async ({ page }) => {
  // On a slow CPU the browser paints a long page while parsing it: a chunk can end between the
  // word-wrap and the copy button. The first button must not move when the second turns up.
  await page.goto("/api/createSlice")
  const block = page.locator("docs-code-block").first()
  const wrap = block.locator('[data-code-action="wrap"]')
  const place = () => wrap.evaluate((element) => { const r = element.getBoundingClientRect(); return { x: r.x, y: r.y } })
  const withBoth = await place()
  await block.locator('[data-code-action="copy"]').evaluate((element) => element.remove())
  expect(await place()).toEqual(withBoth)
})
