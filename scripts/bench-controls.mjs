// npm run bench -- --controls: how fast the controls answer before the bundles run (the
// early-controls script, docs/decisions.md), on the production build in public/ served by
// scripts/serve.mjs, in Debian Chromium at 4× CPU slowdown with every script held back by the
// network. For each control: click-to-effect, from the input event's timestamp to the first DOM
// mutation showing the effect (what the reader waits, queueing included), and handling, from the
// event's dispatch (the page's own work). Both are taken inside the page, so a slow benchmark
// process does not count. Medians of `--runs` (default 3); target 100 ms each.
// e2e/site/instant-controls.spec.ts asserts the same controls answer before the bundles run (order,
// not milliseconds); this is where their speed is measured.
//
//   node scripts/bench.mjs --controls [--runs N]
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM } from "./ensure-chromium.mjs"
import { CHROMIUM_ARGS } from "./first-visit.mjs"
import { serveInBackground } from "./serve/background.mjs"

export const EFFECT_BUDGET_MS = 100
const ROUTE = "/api/createSlice"
const WAIT_MS = 20_000

/** In the page: records, for the armed CSS selector, how long after the last input event it first matched. */
function installProbe() {
  const state = { inputAt: 0, dispatchedAt: 0, selector: "", elapsed: -1, handled: -1 }
  const record = (event) => {
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
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  document.addEventListener("focusin", check, true)
  window.__probe = {
    arm(selector) {
      state.selector = selector
      state.elapsed = -1
      state.handled = -1
    },
    result: () => ({ wait: state.elapsed, handling: state.handled }),
  }
}

/** Runs `act` and returns the in-page ms from its input event to `selector` matching, and the handling time. */
async function measure(page, selector, act) {
  await page.evaluate((value) => window.__probe.arm(value), selector)
  await act()
  await page.waitForFunction(() => window.__probe.result().wait >= 0, undefined, { timeout: WAIT_MS })
  return page.evaluate(() => window.__probe.result())
}

/** The desktop controls, in the order a reader might use them (as the spec uses them). */
async function desktopControls(page) {
  const figures = {}
  figures.colour = await measure(page, "html[data-theme='dark']", () =>
    page.locator("[data-early='color-mode']").first().click(),
  )
  const category = page.locator("nav[aria-label='Docs sidebar'] button[aria-expanded='false']").first()
  const categoryId = await category.getAttribute("aria-controls")
  figures.category = await measure(page, `button[aria-controls='${categoryId}'][aria-expanded='true']`, () =>
    category.click(),
  )
  const tab = page.locator("docs-tabs [role=tab][aria-selected='false']").first()
  await tab.evaluate((element) => element.setAttribute("data-probe", "tab"))
  figures.tab = await measure(page, "[data-probe='tab'][aria-selected='true']", () => tab.click())
  const code = page.locator("docs-code-block:visible").first()
  figures.copy = await measure(page, "docs-code-block [role=status]:not(:empty)", () =>
    code.locator("[data-code-action='copy']").click(),
  )
  figures.wrap = await measure(page, "docs-code-block [data-code-action='wrap'][aria-pressed='true']", () =>
    code.locator("[data-code-action='wrap']").click(),
  )
  const frameInput = "[role=dialog] input:focus"
  figures.searchButton = await measure(page, frameInput, () => page.locator("[data-early='search']").click())
  await page.keyboard.press("Escape")
  await page.waitForFunction((selector) => !document.querySelector(selector), frameInput)
  figures.ctrlK = await measure(page, frameInput, () => page.keyboard.press("Control+k"))
  await page.keyboard.press("Escape")
  await page.locator("main h1").click()
  figures.slash = await measure(page, frameInput, () => page.keyboard.press("/"))
  return figures
}

/** The mobile menu, at 375 px. */
async function mobileControls(page) {
  const toggle = page.locator("button[aria-controls='mobile-menu']")
  const menuOpen = await measure(page, "button[aria-controls='mobile-menu'][aria-expanded='true']", () =>
    toggle.click(),
  )
  const close = page.getByRole("link", { name: "Close the menu" })
  await close.waitFor()
  const menuClose = await measure(page, "button[aria-controls='mobile-menu'][aria-expanded='false']", () =>
    close.click(),
  )
  return { menuOpen, menuClose }
}

const SCENARIOS = [
  { viewport: { width: 1280, height: 800 }, run: desktopControls },
  { viewport: { width: 375, height: 740 }, run: mobileControls },
]

/** One scenario in a fresh context: the page painted, its bundles requested and held, the CPU 4× slower. */
async function runScenario(browser, origin, { viewport, run }) {
  const context = await browser.newContext({ viewport, permissions: ["clipboard-read", "clipboard-write"] })
  try {
    const page = await context.newPage()
    await page.addInitScript(installProbe)
    await page.addInitScript(() => window.localStorage.setItem("theme", "light"))
    let bundleRequested = () => undefined
    const requested = new Promise((resolve) => (bundleRequested = resolve))
    // Never let through: the figures are of the page before any bundle runs.
    await page.route(/\.js(\?|$)/, () => bundleRequested())
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await page.goto(origin + ROUTE, { waitUntil: "domcontentloaded" })
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
      timeout: 60_000,
    })
    // The bundles are requested after first paint: from then on the page would be running them.
    await requested
    return await run(page)
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ms = (value) => `${Math.round(value)} ms`
const verdict = (value) => (value <= EFFECT_BUDGET_MS ? "✔" : "✘")

export async function benchControls({ projectDir, report, runs = 3 }) {
  const server = await serveInBackground({ dir: path.join(projectDir, "public") })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const samples = new Map()
  const loadBefore = os.loadavg()[0]
  try {
    for (let run = 0; run < runs; run++) {
      for (const scenario of SCENARIOS) {
        const figures = await runScenario(browser, server.origin, scenario)
        for (const [control, figure] of Object.entries(figures)) {
          if (!samples.has(control)) samples.set(control, [])
          samples.get(control).push(figure)
        }
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`)
  const waits = []
  for (const [control, figures] of samples) {
    const wait = median(figures.map((figure) => figure.wait))
    const handling = median(figures.map((figure) => figure.handling))
    waits.push(wait)
    report(
      `controls ${control}`,
      `click-to-effect ${ms(wait)} (${figures.map((figure) => Math.round(figure.wait)).join(", ")}) ${verdict(wait)}, ` +
        `handling ${ms(handling)} (${figures.map((figure) => Math.round(figure.handling)).join(", ")}) ${verdict(handling)}; target ≤ ${EFFECT_BUDGET_MS} ms`,
    )
  }
  const overall = median(waits)
  report(
    "controls median click-to-effect",
    `${ms(overall)} over ${samples.size} controls ${verdict(overall)}; target ≤ ${EFFECT_BUDGET_MS} ms`,
  )
}
