import { test, expect, type Page } from "@playwright/test"
import { DOC_ROUTES } from "../routes"

/** The real site read without JavaScript: every page complete, every doc reachable by links. */
test.use({ javaScriptEnabled: false })

/** Code blocks on the page that the reader cannot see. */
const hiddenCodeBlocks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("pre")].filter((pre) => !pre.checkVisibility()).length)

// Three groups of doc routes, so two workers share the 65 page loads.
const CHUNKS = 3
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`every code block shows on doc routes, group ${chunk + 1} of ${CHUNKS}`, async ({ page }) => {
    test.setTimeout(90_000)
    const failures: string[] = []
    for (const route of DOC_ROUTES.filter((_, index) => index % CHUNKS === chunk)) {
      await page.goto(route)
      const hidden = await hiddenCodeBlocks(page)
      if (hidden > 0) failures.push(`${route}: ${hidden} hidden`)
    }
    expect(failures).toEqual([])
  })
}

test("each tab panel shows under its tab's label, and the inert tab buttons are gone", async ({ page }) => {
  await page.goto("/tutorials/quick-start")
  const tabs = page.locator("docs-tabs").first()
  await expect(tabs.getByRole("tab")).toHaveCount(0)
  for (const label of ["npm", "Yarn", "pnpm"]) await expect(tabs.locator(":scope > p").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible()
  for (const code of ["npm install", "yarn add"]) await expect(tabs.locator("pre").filter({ hasText: code }).first()).toBeVisible()
})

test("from the home page every doc can be reached by following links", async ({ page }) => {
  const seen = new Set<string>(["/"])
  const queue = ["/"]
  while (queue.length > 0) {
    const route = queue.shift()!
    const response = await page.request.get(route)
    if (!response.ok() || !(response.headers()["content-type"] ?? "").includes("text/html")) continue
    const html = await response.text()
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"#?]*)/g)) {
      if (!href || !href.startsWith("/") || href.startsWith("//") || /\.[a-z0-9]+$/i.test(href)) continue
      const target = href.replace(/\/+$/, "") || "/"
      if (seen.has(target)) continue
      seen.add(target)
      queue.push(target)
    }
  }
  expect(DOC_ROUTES.filter((route) => !seen.has(route))).toEqual([])
})

test("at 390 px the menu opens without JavaScript and leads into a closed category", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/usage/usage-guide")
  await expect(page.getByRole("button", { name: "Toggle navigation bar" })).toBeHidden()
  await page.getByRole("link", { name: "Open the navigation menu" }).click()
  await expect(page.getByRole("navigation", { name: "Site pages" }).getByRole("link", { name: "Tutorials", exact: true })).toBeVisible()
  const sidebar = page.getByRole("navigation", { name: "Docs sections" })
  await sidebar.getByRole("link", { name: "API Reference", exact: true }).click()
  await expect(page).toHaveURL(/\/category\/api-reference$/)
  await expect(page.getByRole("heading", { level: 1, name: "API Reference" })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "Store Setup" })).toBeVisible()
})
