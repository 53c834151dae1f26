import { test, expect, type Page } from "@playwright/test"

/**
 * Controls answer before the bundles run (the early-controls script, docs/decisions.md): at 4×
 * CPU slowdown, with every script held back by the network until the test lets it through, each
 * control is used once the page shows and has asked for its bundles, and its effect must be in
 * the DOM while none of them has run (no Gatsby app, no React, no body widgets). Then the scripts
 * run, React hydrates, and the state the reader chose must still be there, applied once.
 *
 * The test asserts that order, not a speed: how many milliseconds a control takes from the input
 * event to its effect is measured by `npm run bench -- --controls` (scripts/bench-controls.mjs,
 * budget 100 ms), so the suite passes on a machine busy with other work.
 */

/** Holds every script until `release()`; the page shows meanwhile. `held()` counts the scripts the page asked for. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route(/\.js(\?|$)/, async (route) => {
    held += 1
    await released
    await route.continue()
  })
  return { release, held: () => held }
}

/** The page has painted (the moment a reader can first click), per the browser's own paint timing. */
const painted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
    timeout: 60_000,
  })

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
}

/** Opens `route` with its scripts held, once it has painted and asked for its bundles. */
async function openWithScriptsHeld(page: Page, route: string): Promise<() => void> {
  const scripts = await holdScripts(page)
  await slowCpu(page)
  await page.goto(route, { waitUntil: "domcontentloaded" })
  await painted(page)
  // The bundles are requested after first paint; from here they wait at the network.
  await expect.poll(scripts.held, { timeout: 30_000 }).toBeGreaterThan(0)
  return scripts.release
}

/**
 * None of the page's bundles has run: Gatsby's app (which sets ___navigate) has not started,
 * React has not taken the page (hydrateRoot marks the root at once), and the body widgets'
 * custom elements are not defined. So what the test just saw was done by the inline script.
 */
async function expectNoBundleRan(page: Page): Promise<void> {
  const ran = await page.evaluate(() => ({
    gatsby: typeof (window as unknown as { ___navigate?: unknown }).___navigate !== "undefined",
    react: [document.getElementById("___gatsby"), ...document.querySelectorAll("[data-early]")].some(
      (element) => element !== null && Object.keys(element).some((key) => key.startsWith("__react")),
    ),
    widgets: customElements.get("docs-code-block") !== undefined || customElements.get("docs-tabs") !== undefined,
  }))
  expect(ran, "bundles that ran before the scripts were released").toEqual({
    gatsby: false,
    react: false,
    widgets: false,
  })
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

test("at 4x CPU, before the scripts arrive: colour, category, tab, copy, word wrap and search answer, and survive hydration", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.addInitScript(() => window.localStorage.setItem("theme", "light"))
  const release = await openWithScriptsHeld(page, "/api/createSlice")

  await page.locator("[data-early='color-mode']").first().click()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  await expectNoBundleRan(page)

  const category = page.locator("nav[aria-label='Docs sidebar'] button[aria-expanded='false']").first()
  const categoryId = (await category.getAttribute("aria-controls"))!
  const categoryButton = page.locator(`button[aria-controls='${categoryId}']`)
  // A closed category's items are not in the page's HTML (docs/decisions.md): it opens now, its items come with hydration.
  await categoryButton.click()
  await expect(categoryButton).toHaveAttribute("aria-expanded", "true")
  await expectNoBundleRan(page)

  const tab = page.locator("docs-tabs [role=tab][aria-selected='false']").first()
  await tab.evaluate((element) => element.setAttribute("data-probe", "tab"))
  await tab.click()
  await expect(page.locator("[data-probe='tab']")).toHaveAttribute("aria-selected", "true")
  await expectNoBundleRan(page)

  // The tab switch above may have hidden the first block (its language group is in sync across the page).
  const code = page.locator("docs-code-block:visible").first()
  await code.locator("[data-code-action='copy']").click()
  await expect(code.locator("[role=status]")).toHaveText("Copied")
  await expectNoBundleRan(page)
  await code.locator("[data-code-action='wrap']").click()
  await expect(code.locator("[data-code-action='wrap']")).toHaveAttribute("aria-pressed", "true")
  await expectNoBundleRan(page)

  const frameInput = page.locator("[role=dialog] input")
  await page.locator("[data-early='search']").click()
  await expect(frameInput).toBeFocused()
  await expectNoBundleRan(page)
  await page.keyboard.press("Escape")
  await expect(frameInput).toHaveCount(0)
  await page.keyboard.press("Control+k")
  await expect(frameInput).toBeFocused()
  await expectNoBundleRan(page)
  await page.keyboard.press("Escape")
  await page.locator("main h1").click()
  await page.keyboard.press("/")
  await expect(frameInput).toBeFocused()
  await page.keyboard.type("createSlice")
  await expect(frameInput).toHaveValue("createSlice")
  await expectNoBundleRan(page)

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
  await expect(categoryButton).toHaveAttribute("aria-expanded", "true")
  await expect(page.locator(`[id='${categoryId}'] a`).first()).toBeVisible()
  await expect(page.locator("[data-probe='tab']")).toHaveAttribute("aria-selected", "true")
  await expect(code.locator("[data-code-action='wrap']")).toHaveAttribute("aria-pressed", "true")

  // One click after hydration is one change.
  await page.locator("[data-early='color-mode']").first().click()
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
  await categoryButton.click()
  await expect(categoryButton).toHaveAttribute("aria-expanded", "false")
})

test("at 4x CPU, before the scripts arrive: the mobile menu opens and shuts, and is the real menu after hydration", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 375, height: 740 })
  const release = await openWithScriptsHeld(page, "/api/createSlice")

  const toggle = page.locator("button[aria-controls='mobile-menu']")
  const close = page.getByRole("link", { name: "Close the menu" })
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-expanded", "true")
  await expect(close).toBeVisible()
  await expectNoBundleRan(page)
  await close.click()
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  await expect(close).toBeHidden()
  await expectNoBundleRan(page)
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-expanded", "true")
  await expectNoBundleRan(page)

  release()
  await hydrated(page)
  await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible({ timeout: 60_000 })
  await expect(close).toBeHidden()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Navigation menu" })).toHaveCount(0)
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
})
