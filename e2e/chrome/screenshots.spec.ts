import { layoutShift } from "../layout-shift"
import { test, expect, type Page } from "@playwright/test"
import fs from "node:fs"
import { DOC, blockAnalytics, gotoHydrated } from "./helpers"

/**
 * Screenshots for people to look at (.tmp/screenshots/chrome), plus the layout
 * stability they are taken for: no layout shift while the navbar, announcement
 * bar and theme settle on load (CLS 0).
 */
const OUT = ".tmp/screenshots/chrome"


test.beforeAll(() => fs.mkdirSync(OUT, { recursive: true }))
test.beforeEach(async ({ page }) => blockAnalytics(page))

for (const mode of ["light", "dark"] as const) {
  for (const [label, width, height] of [["desktop", 1280, 800], ["mobile", 375, 740]] as const) {
    test(`${label} ${mode}: no layout shift on load; screenshots of home, doc${label === "mobile" ? " and the open menu" : ""}`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ colorScheme: mode })
      for (const [name, path] of [["home", "/"], ["doc", DOC]] as const) {
        await gotoHydrated(page, path)
        const shift = await layoutShift(page, 1000)
        expect(shift.value, shift.sources.join(", ")).toBe(0)
        await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible()
        await page.screenshot({ path: `${OUT}/${name}-${label}-${mode}.png` })
      }
      if (label === "mobile") {
        await page.getByRole("button", { name: "Toggle navigation bar" }).click()
        await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${OUT}/menu-sidebar-${label}-${mode}.png` })
        await page.getByRole("button", { name: "← Back to main menu" }).click()
        await page.screenshot({ path: `${OUT}/menu-main-${label}-${mode}.png` })
      } else {
        await page.getByRole("button", { name: "More" }).hover()
        await page.waitForTimeout(500)
        await page.screenshot({ path: `${OUT}/dropdown-${label}-${mode}.png` })
      }
    })
  }
}

test("the crash screen and the lazy error box, for the record", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.route("**/e2e-lazy-gate.json", (route) => route.abort("failed"))
  await gotoHydrated(page, "/usage/lazy-demo")
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible()
  await page.screenshot({ path: `${OUT}/lazy-error.png` })
  await gotoHydrated(page, "/introduction/getting-started")
  await page.evaluate(() => {
    ;(window as unknown as { __E2E_CRASH__?: string }).__E2E_CRASH__ = "Cannot read properties of undefined (reading 'map')"
  })
  await page.getByRole("link", { name: "the crash test page" }).click()
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible()
  await page.screenshot({ path: `${OUT}/crash.png` })
})
