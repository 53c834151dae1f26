import { test, expect, type Page } from "@playwright/test"
import { switchTabAndCopy } from "./widgets"

/**
 * Static doc bodies (plugins/gatsby-plugin-static-bodies/README.md): a page's Markdown
 * ships as HTML, never as JavaScript; client-side navigation fetches the next page's
 * body fragment (/_bodies/<hash>.html) before the route changes, and the body behaves
 * as on a first visit.
 */

/**
 * Opens a page and waits until its body responds: its links navigate client-side (set up
 * once React has hydrated the page), its tab groups and code blocks are ready.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator("[data-doc-body][data-client-links]").waitFor({ state: "attached" })
  await expect(page.locator("[data-doc-body] :is(docs-tabs, docs-code-block):not([data-ready])")).toHaveCount(0)
}

const isFragment = (url: string) => /^\/_bodies\/[0-9a-f]{20}\.html$/.test(new URL(url).pathname)

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker)
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7))

test("no script a doc page loads carries its body", async ({ page }) => {
  const scripts: string[] = []
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text())
  })
  await page.goto("/usage/usage-guide", { waitUntil: "networkidle" })
  // A sentence of the body, and a token of one of its highlighted code samples.
  const sentence = "The running example is a small online shop"
  await expect(page.locator("main")).toContainText(sentence)
  expect(scripts.length).toBeGreaterThan(2)
  for (const script of scripts) {
    expect(script).not.toContain(sentence)
    expect(script).not.toContain('<span class="token keyword">import</span>')
  }
})

test("a link in the body navigates client-side; the next page's body works as on a first visit", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await open(page, "/introduction/getting-started")
  await setMarker(page)
  const fetched: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "fetch") fetched.push(new URL(request.url()).pathname)
  })
  await page.locator("[data-doc-body]").getByRole("link", { name: "Quick Start" }).first().click()
  await expect(page).toHaveURL(/\/tutorials\/quick-start$/)
  await expect(page.locator("h1")).toHaveText("Redux Toolkit Quick Start")
  expect(await marker(page)).toBe(7)
  // The body fragment, not the page's whole document.
  expect(fetched.some((path) => isFragment(`http://x${path}`))).toBe(true)
  expect(fetched).not.toContain("/tutorials/quick-start")
  const body = page.locator('[data-doc-body][data-route="/tutorials/quick-start"]')
  await expect(body.locator("h2").first()).toBeVisible()
  // Tabs and the copy button of the fetched body respond.
  await switchTabAndCopy(body)
  expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(20)
})

test("back and forward show each page's body again without a reload", async ({ page }) => {
  await open(page, "/api/createSlice")
  await setMarker(page)
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  await sidebar.getByRole("link", { name: "createAction", exact: true }).click()
  await expect(page.locator('[data-doc-body][data-route="/api/createAction"]')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/api\/createSlice$/)
  await expect(page.locator('[data-doc-body][data-route="/api/createSlice"] h2').first()).toBeVisible()
  await page.goForward()
  await expect(page.locator('[data-doc-body][data-route="/api/createAction"] h2').first()).toBeVisible()
  expect(await marker(page)).toBe(7)
})

test("a link to a heading of another page lands on that heading", async ({ page }) => {
  await open(page, "/api/createSlice")
  const target = "/api/createReducer#handling-actions-by-type-string"
  await page.evaluate((href) => {
    const link = document.createElement("a")
    link.href = href
    link.textContent = "to the heading"
    document.querySelector("[data-doc-body]")!.prepend(link)
  }, target)
  await page.getByRole("link", { name: "to the heading" }).click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  const heading = page.locator("#handling-actions-by-type-string")
  await expect(heading).toBeInViewport()
})

test("the first visit fetches no body: it is in the page", async ({ page }) => {
  const fetched: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "fetch") fetched.push(request.url())
  })
  await open(page, "/api/createSlice")
  await page.waitForLoadState("networkidle")
  expect(fetched.filter(isFragment)).toEqual([])
})

test("the next page's body fragment is fetched on hover, before the click; it is cacheable for good", async ({ page }) => {
  await open(page, "/api/createSlice")
  const fetched: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "fetch") fetched.push(new URL(request.url()).pathname)
  })
  const response = page.waitForResponse((r) => r.request().resourceType() === "fetch" && isFragment(r.url()))
  await page.getByRole("navigation", { name: "Docs pages" }).locator('a[rel="next"]').hover()
  expect((await response).headers()["cache-control"]).toContain("immutable")
  expect(fetched).not.toContain("/api/createAsyncThunk")
})

test("a body that cannot be fetched turns the navigation into a full page load", async ({ page }) => {
  await open(page, "/api/createSlice")
  await setMarker(page)
  await page.route("**/_bodies/**", (route) => route.abort())
  await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "createAction", exact: true }).click()
  await expect(page).toHaveURL(/\/api\/createAction$/)
  await expect(page.locator('[data-doc-body][data-route="/api/createAction"] h2').first()).toBeVisible()
  expect(await marker(page)).toBeUndefined()
})

test("a body not loaded before the route changed loads in place, with Retry when it fails", async ({ page }) => {
  await open(page, "/api/createSlice")
  let block = true
  await page.route("**/_bodies/**", (route) => (block ? route.abort() : route.continue()))
  // A route change that bypasses navigate(): the router follows a history entry it did not make.
  await page.evaluate(() => {
    window.history.pushState({}, "", "/api/createAction")
    window.dispatchEvent(new PopStateEvent("popstate"))
  })
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load this page." })
  await expect(alert).toBeVisible()
  block = false
  await alert.getByRole("button", { name: "Retry" }).click()
  await expect(page.locator('[data-doc-body][data-route="/api/createAction"][data-client-links] h2').first()).toBeVisible()
})
