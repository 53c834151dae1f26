import { test, expect, type Page } from "@playwright/test"
import { DOC_ROUTES } from "../routes"

test("the product has exactly 65 doc routes", () => {
  expect(DOC_ROUTES).toHaveLength(65)
  expect(new Set(DOC_ROUTES).size).toBe(65)
})

/** Records console errors and failed or erroring requests while a page is used. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`))
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

for (const route of DOC_ROUTES) {
  test(`doc ${route} renders with its title, one h1, sidebar, TOC and no errors`, async ({ page }) => {
    const problems = watchProblems(page)
    const response = await page.goto(route, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(200)
    expect(page.url()).toMatch(new RegExp(`${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
    const h1 = page.locator("h1")
    await expect(h1).toHaveCount(1)
    const heading = (await h1.innerText()).trim()
    expect(heading.length).toBeGreaterThan(0)
    await expect(page).toHaveTitle(`${heading} | Redux Toolkit`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${route}$`))

    // The sidebar marks this page and its category chain is open.
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    const current = sidebar.locator('a[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveAttribute("href", route)
    await expect(current).toBeVisible()
    await expect(current).toBeInViewport()

    // Every TOC link points at an id present in the page.
    const tocTargets = await page
      .locator('nav[aria-labelledby="toc-heading"] a')
      .evaluateAll((links) => links.map((link) => decodeURIComponent((link.getAttribute("href") ?? "").slice(1))))
    for (const id of tocTargets) {
      expect(await page.locator(`[id="${id}"]`).count(), `TOC target #${id}`).toBe(1)
    }
    expect(problems).toEqual([])
  })
}

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/api/doesNotExist")
  expect(response?.status()).toBe(404)
  await expect(page.locator("h1")).toHaveText("Page Not Found")
  await expect(page).toHaveTitle("Page Not Found | Redux Toolkit")
})

for (const route of ["/", "/search"]) {
  test(`${route} renders without errors`, async ({ page }) => {
    const problems = watchProblems(page)
    const response = await page.goto(route, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(200)
    await expect(page.locator("h1")).toHaveCount(1)
    expect(problems).toEqual([])
  })
}

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
