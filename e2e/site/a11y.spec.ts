import { test, expect, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"
import { DOC_ROUTES } from "../routes"
import { layoutShift } from "../layout-shift"

const ROUTES = ["/", "/search", "/search?q=createSlice", "/not-a-page", ...DOC_ROUTES]
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 740 },
]

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem("theme", value)
    } catch {}
  }, theme)
}

for (const viewport of VIEWPORTS) {
  for (const theme of ["light", "dark"] as const) {
    test.describe(`axe ${viewport.name} ${theme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })
      for (const route of ROUTES) {
        test(`${route} has no accessibility violations`, async ({ page }) => {
          await setTheme(page, theme)
          await page.goto(route, { waitUntil: "networkidle" })
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
          const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).analyze()
          const violations = results.violations.map(
            (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`,
          )
          expect(violations).toEqual([])
        })
      }
    })
  }
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
