import { test, expect, type Page } from "@playwright/test"
import { DOC_ROUTES, SITE_ROUTES } from "../routes"
import { AXE_TIMEOUT, VARIANTS, expectNoViolations, setTheme, variantName, watchPolicy } from "./axe"

test("the product has exactly 65 doc routes", () => {
  expect(DOC_ROUTES).toHaveLength(65)
  expect(new Set(DOC_ROUTES).size).toBe(65)
})

/**
 * Records console errors and failed or erroring requests while a page is used. On the not-found
 * page the 404 of the document and of its page data (which Gatsby's router asks for) are the page
 * working as it should, and Chromium logs each as a console error.
 */
function watchProblems(page: Page, route: string): string[] {
  const expected404 = route === "/not-a-page" ? [route, `/page-data${route}/page-data.json`] : []
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" && !(expected404.length > 0 && /\b404\b/.test(message.text()))) problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`))
  page.on("response", (response) => {
    const expected = response.status() === 404 && expected404.includes(new URL(response.url()).pathname)
    if (response.status() >= 400 && !expected) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

/** What every doc page shows: its title, one h1, its description and canonical link, the sidebar on it, a TOC that points into the page. */
async function expectDocPage(page: Page, route: string) {
  expect(page.url()).toMatch(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
  const h1 = page.locator("h1")
  await expect(h1).toHaveCount(1)
  const heading = (await h1.innerText()).trim()
  expect(heading.length).toBeGreaterThan(0)
  await expect(page).toHaveTitle(`${heading} | Redux Toolkit`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{20,}$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${route}$`))

  // The sidebar marks this page and its category chain is open (on a phone the sidebar is the menu's).
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]')
  const current = sidebar.locator('a[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAttribute("href", route)
  if ((page.viewportSize()?.width ?? 0) > 996) {
    await expect(current).toBeVisible()
    await expect(current).toBeInViewport()
  }

  // Every TOC link points at an id present in the page.
  const tocTargets = await page
    .locator('nav[aria-labelledby="toc-heading"] a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent((link.getAttribute("href") ?? "").slice(1))))
  for (const id of tocTargets) {
    expect(await page.locator(`[id="${id}"]`).count(), `TOC target #${id}`).toBe(1)
  }
}

/**
 * One visit per route, in one of the four theme × viewport variants taken in turn: the page loads
 * with no console error, failed request or policy violation, a doc shows what every doc shows, and
 * axe finds nothing (the representative routes of a11y.spec.ts are also checked in all four
 * variants, with colour contrast and the highlighted code).
 */
SITE_ROUTES.forEach((route, index) => {
  const variant = VARIANTS[index % VARIANTS.length]
  const isDoc = DOC_ROUTES.includes(route)
  test(`${route} renders without errors and has no accessibility violations (${variantName(variant)})`, async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT)
    const expectedStatus = route === "/not-a-page" ? 404 : 200
    const problems = watchProblems(page, route)
    await page.setViewportSize({ width: variant.viewport.width, height: variant.viewport.height })
    await setTheme(page, variant.theme)
    const expectPolicyHeld = await watchPolicy(page)
    const response = await page.goto(route, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(expectedStatus)
    await expect(page.locator("html")).toHaveAttribute("data-theme", variant.theme)
    await expect(page.locator("h1")).toHaveCount(1)
    // Nothing widens the page: a wide table or code block scrolls in its own box, a long title wraps.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "horizontal overflow").toBeLessThanOrEqual(0)
    if (isDoc) await expectDocPage(page, route)
    await expectNoViolations(page, `${route} ${variantName(variant)}`, { codeTokens: false, contrast: false })
    await expectPolicyHeld()
    expect(problems).toEqual([])
  })
})

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/api/doesNotExist")
  expect(response?.status()).toBe(404)
  await expect(page.locator("h1")).toHaveText("Page Not Found")
  await expect(page).toHaveTitle("Page Not Found | Redux Toolkit")
})

test("the home page leads to Getting Started", async ({ page }) => {
  await page.goto("/")
  await expect(page.locator("h1")).toHaveText("Redux Toolkit")
  await page.getByRole("link", { name: "Get Started" }).click()
  await expect(page).toHaveURL(/\/introduction\/getting-started$/)
  await expect(page.locator("h1")).toHaveText("Getting Started with Redux Toolkit")
})

test("html carries lang and dir", async ({ page }) => {
  await page.goto("/api/createSlice")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr")
})
