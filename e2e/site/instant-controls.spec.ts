import { test, expect, type Page } from "@playwright/test"

/**
 * Controls answer before the bundles run: at 4× CPU slowdown, with every script held back
 * by the network until the test lets it through, each control is used once the page shows
 * and its effect must be in the DOM within 100 ms of the input event. Then the scripts run,
 * React hydrates, and the state the reader chose must still be there, applied once.
 *
 * Click-to-effect is measured inside the page, from the input event to the first DOM mutation
 * that shows the effect, so a slow test run does not count. Two figures: from the event's
 * timestamp (what the reader waits, queueing included) and from its dispatch (the page's own
 * handling). With the scripts held back the page runs nothing else, so a queued input only
 * waits for other processes on a shared machine: every control's handling must be within
 * budget, and so must the median of the waits.
 */

const EFFECT_BUDGET_MS = 100

/** Records, for the armed CSS selector, how long after the last input event it first matched. */
function installProbe() {
  const state = { inputAt: 0, dispatchedAt: 0, selector: "", elapsed: -1, handled: -1 }
  const record = (event: Event) => {
    state.inputAt = event.timeStamp
    state.dispatchedAt = performance.now()
  }
  window.addEventListener("pointerdown", record, true)
  window.addEventListener("click", record, true)
  window.addEventListener("keydown", record, true)
  const check = () => {
    if (!state.selector || state.elapsed >= 0 || !document.querySelector(state.selector)) return
    state.elapsed = performance.now() - state.inputAt
    state.handled = performance.now() - state.dispatchedAt
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  document.addEventListener("focusin", check, true)
  Object.assign(window, {
    __probe: {
      arm(selector: string) {
        state.selector = selector
        state.elapsed = -1
        state.handled = -1
      },
      elapsed: () => state.elapsed,
      handled: () => state.handled,
    },
  })
}

type Probe = { arm(selector: string): void; elapsed(): number; handled(): number }

const figures: Record<string, number> = {}
const handling: Record<string, number> = {}

/** Runs `act` and records, as `name`, the in-page ms from its input event to `selector` matching, and the handling time. */
async function measure(page: Page, name: string, selector: string, act: () => Promise<void>): Promise<void> {
  await page.evaluate((value) => (window as unknown as { __probe: Probe }).__probe.arm(value), selector)
  await act()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.elapsed()), { timeout: 20_000 }).toBeGreaterThanOrEqual(0)
  handling[name] = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.handled())
  figures[name] = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.elapsed())
}

function expectWithinBudget(controls: string[]) {
  // Every control is handled within the budget; on a machine shared with other work one control may
  // lose a time slice, so one may take up to twice the budget. A control that waited for React (the
  // failure this guards against) takes seconds, and a lost click never matches at all.
  const slow = controls.filter((control) => handling[control] >= EFFECT_BUDGET_MS)
  expect(slow.length, `controls handled in ${EFFECT_BUDGET_MS} ms or more: ${slow.map((control) => `${control} ${Math.round(handling[control])} ms`).join(", ")}`).toBeLessThanOrEqual(1)
  for (const control of controls) expect(handling[control], `${control} handling`).toBeLessThan(2 * EFFECT_BUDGET_MS)
  const sorted = controls.map((control) => figures[control]).sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2
  expect(median, "median click-to-effect").toBeLessThan(EFFECT_BUDGET_MS)
}

/** Holds every script until the returned function is called; the page shows meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** The page has painted (the moment a reader can first click), per the browser's own paint timing. */
const painted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { timeout: 60_000 })

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
}

const hydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const toggle = document.querySelector("[data-early='color-mode']")
      return toggle !== null && Object.keys(toggle).some((key) => key.startsWith("__reactFiber$"))
    },
    undefined,
    { timeout: 60_000 },
  )

const rounded = (values: Record<string, number>) => JSON.stringify(Object.fromEntries(Object.entries(values).map(([key, ms]) => [key, Math.round(ms)])))
test.afterAll(() => console.log(`at 4x CPU before the scripts run, click-to-effect (ms): ${rounded(figures)}; handling: ${rounded(handling)}`))

test("at 4x CPU, before the scripts arrive: colour, category, tab, copy, word wrap and search answer within 100 ms and survive hydration", async ({ page, context }) => {
  test.setTimeout(180_000)
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.addInitScript(installProbe)
  await page.addInitScript(() => window.localStorage.setItem("theme", "light"))
  const release = await holdScripts(page)
  await slowCpu(page)
  await page.goto("/api/createSlice", { waitUntil: "domcontentloaded" })
  await painted(page)

  await measure(page, "colour", "html[data-theme='dark']", () => page.locator("[data-early='color-mode']").first().click())

  const category = page.locator("nav[aria-label='Docs sidebar'] button[aria-expanded='false']").first()
  const categoryId = (await category.getAttribute("aria-controls"))!
  // A closed category's items are not in the page's HTML (docs/decisions.md): it opens now, its items come with hydration.
  await measure(page, "category", `button[aria-controls='${categoryId}'][aria-expanded='true']`, () => category.click())

  const tab = page.locator("docs-tabs [role=tab][aria-selected='false']").first()
  await tab.evaluate((element) => element.setAttribute("data-probe", "tab"))
  await measure(page, "tab", "[data-probe='tab'][aria-selected='true']", () => tab.click())

  // The tab switch above may have hidden the first block (its language group is in sync across the page).
  const code = page.locator("docs-code-block:visible").first()
  await measure(page, "copy", "docs-code-block [role=status]:not(:empty)", () => code.locator("[data-code-action='copy']").click())
  await expect(code.locator("[role=status]")).toHaveText("Copied")
  await measure(page, "wrap", "docs-code-block [data-code-action='wrap'][aria-pressed='true']", () =>
    code.locator("[data-code-action='wrap']").click(),
  )

  const frameInput = "[role=dialog] input:focus"
  await measure(page, "searchButton", frameInput, () => page.locator("[data-early='search']").click())
  await page.keyboard.press("Escape")
  await expect(page.locator(frameInput)).toHaveCount(0)
  await measure(page, "ctrlK", frameInput, () => page.keyboard.press("Control+k"))
  await page.keyboard.press("Escape")
  await page.locator("main h1").click()
  await measure(page, "slash", frameInput, () => page.keyboard.press("/"))
  await page.keyboard.type("createSlice")

  expectWithinBudget(["colour", "category", "tab", "copy", "wrap", "searchButton", "ctrlK", "slash"])

  // The scripts arrive: React takes over what the reader did, without undoing or repeating it.
  release()
  await hydrated(page)
  await expect(page.locator(".DocSearch-Modal")).toBeVisible({ timeout: 60_000 })
  await expect(page.getByPlaceholder("Search docs")).toHaveValue("createSlice")
  await expect(page.getByPlaceholder("Search docs")).toBeFocused()
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press("Escape")
  await expect(page.locator("[role=dialog]")).toHaveCount(0)

  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark")
  await expect(page.locator("[data-early='color-mode']").first()).toHaveAttribute("aria-label", /currently dark mode/)
  await expect(page.locator(`button[aria-controls='${categoryId}']`)).toHaveAttribute("aria-expanded", "true")
  await expect(page.locator(`[id='${categoryId}'] a`).first()).toBeVisible()
  await expect(page.locator("[data-probe='tab']")).toHaveAttribute("aria-selected", "true")
  await expect(code.locator("[data-code-action='wrap']")).toHaveAttribute("aria-pressed", "true")

  // One click after hydration is one change.
  await page.locator("[data-early='color-mode']").first().click()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
  await page.locator(`button[aria-controls='${categoryId}']`).click()
  await expect(page.locator(`button[aria-controls='${categoryId}']`)).toHaveAttribute("aria-expanded", "false")
})

test("at 4x CPU, before the scripts arrive: the mobile menu opens within 100 ms and is the real menu after hydration", async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 375, height: 740 })
  await page.addInitScript(installProbe)
  const release = await holdScripts(page)
  await slowCpu(page)
  await page.goto("/api/createSlice", { waitUntil: "domcontentloaded" })
  await painted(page)

  const toggle = page.locator("button[aria-controls='mobile-menu']")
  await measure(page, "menuOpen", "button[aria-controls='mobile-menu'][aria-expanded='true']", () => toggle.click())
  await expect(page.getByRole("link", { name: "Close the menu" })).toBeVisible()
  await measure(page, "menuClose", "button[aria-controls='mobile-menu'][aria-expanded='false']", () =>
    page.getByRole("link", { name: "Close the menu" }).click(),
  )
  await expect(page.getByRole("link", { name: "Close the menu" })).toBeHidden()
  await toggle.click()
  expectWithinBudget(["menuOpen", "menuClose"])

  release()
  await hydrated(page)
  await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole("link", { name: "Close the menu" })).toBeHidden()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Navigation menu" })).toHaveCount(0)
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
})
