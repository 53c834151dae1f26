import { test, expect } from "@playwright/test"

test("previous/next links follow the sidebar order", async ({ page }) => {
  await page.goto("/api/createSlice")
  const pager = page.getByRole("navigation", { name: "Docs pages" })
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute("href", "/api/createAction")
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute("href", "/api/createAsyncThunk")
  await pager.locator('a[rel="next"]').click()
  await expect(page).toHaveURL(/\/api\/createAsyncThunk$/)
  await expect(page.locator("h1")).toHaveText("createAsyncThunk")
})

test("the first and last docs have one-sided pagers", async ({ page }) => {
  await page.goto("/introduction/getting-started")
  const pager = page.getByRole("navigation", { name: "Docs pages" })
  await expect(pager.locator('a[rel="prev"]')).toHaveCount(0)
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute("href", "/introduction/why-rtk-is-redux-today")
  await page.goto("/rtk-query/api/created-api/api-slice-utils")
  await expect(pager.locator('a[rel="next"]')).toHaveCount(0)
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute("href", "/rtk-query/api/created-api/code-splitting")
})

test("the sidebar opens the category chain holding the current page and collapses others", async ({ page }) => {
  await page.goto("/rtk-query/usage/polling")
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  for (const label of ["RTK Query", "Using RTK Query", "Common Use Cases"]) {
    await expect(sidebar.getByRole("button", { name: label, exact: true }).first()).toHaveAttribute("aria-expanded", "true")
  }
  await expect(sidebar.getByRole("button", { name: "Advanced Use Cases" })).toHaveAttribute("aria-expanded", "false")
  await expect(sidebar.getByRole("button", { name: "Migrations" })).toHaveAttribute("aria-expanded", "false")
  await sidebar.getByRole("button", { name: "Migrations" }).click()
  await expect(sidebar.getByRole("link", { name: "Migrating to RTK 2.x" })).toBeVisible()
})

test("the sidebar uses the configured labels", async ({ page }) => {
  await page.goto("/tutorials/overview")
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  for (const label of ["Tutorials Overview", "TypeScript Quick Start", "RTK Query Quick Start", "Writing Reducers with Immer", "Setup with Next.js"]) {
    await expect(sidebar.getByRole("link", { name: label, exact: true })).toHaveCount(1)
  }
})

test("the edit link points at the doc's file in the repository", async ({ page }) => {
  await page.goto("/api/createSlice")
  await expect(page.getByRole("link", { name: "Edit this page" })).toHaveAttribute(
    "href",
    "https://github.com/reduxjs/redux-toolkit/edit/master/docs/api/createSlice.mdx",
  )
})

test("head metadata: Open Graph, Twitter, favicon, sitemap and robots.txt", async ({ page, request }) => {
  await page.goto("/rtk-query/overview")
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\| Redux Toolkit$/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/img/favicon.svg")
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", "https://redux-toolkit.js.org/img/social-card.png")
  const sitemap = await (await request.get("/sitemap.xml")).text()
  expect(sitemap).toContain("<loc>https://redux-toolkit.js.org/rtk-query/overview</loc>")
  expect((await request.get("/robots.txt")).status()).toBe(200)
})

test("internal links navigate client-side without a full reload", async ({ page }) => {
  await page.goto("/introduction/getting-started")
  // Hydrated: the static body's links navigate client-side.
  await page.locator("[data-doc-body][data-client-links]").waitFor({ state: "attached" })
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42))
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Quick Start", exact: true }).click()
  await expect(page).toHaveURL(/\/tutorials\/quick-start$/)
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42)
})

test("doc pages carry the docs metadata: version current, the doc id", async ({ page }) => {
  await page.goto("/rtk-query/api/created-api/hooks")
  await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute("content", "current")
  await expect(page.locator('meta[name="docusaurus_doc_id"]')).toHaveAttribute("content", "rtk-query/api/created-api/hooks")
  await expect(page.locator('meta[name="docusaurus_tag"]')).toHaveAttribute("content", "docs-default-current")
})

test("a page carries the open sidebar branches only; the sidebar itself is shared data", async ({ request }) => {
  const html = await (await request.get("/rtk-query/usage/polling")).text()
  const sidebar = html.slice(html.indexOf('aria-label="Docs sidebar"'), html.indexOf("</nav>", html.indexOf('aria-label="Docs sidebar"')))
  expect(sidebar).toContain('href="/rtk-query/usage/polling"')
  expect(sidebar).toContain(">Migrations<")
  // The collapsed Migrations category's links are not in the HTML until it is opened.
  expect(sidebar).not.toContain('href="/usage/migrating-rtk-2"')
  const pageData = await (await request.get("/page-data/rtk-query/usage/polling/page-data.json")).json()
  expect(JSON.stringify(pageData)).not.toContain("/usage/migrating-rtk-2")
  expect(pageData.staticQueryHashes.length).toBeGreaterThan(0)
})
