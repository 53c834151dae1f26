import { test, expect, type Page } from "@playwright/test"

/** The /search page on the real site, fed by the local Pagefind index. */

const box = (page: Page) => page.getByRole("searchbox", { name: "Search docs" })
const results = (page: Page) => page.locator("main ol > li")

test("the query in the URL is in the heading and the box at first paint, before any script of the site runs", async ({ page }) => {
  // Every bundle held back: what shows is the HTML and its inline scripts.
  await page.route(/\.js$/, () => undefined)
  await page.goto("/search?q=createSlice", { waitUntil: "domcontentloaded" })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for \u201c\u2068createSlice\u2069\u201d")
  await expect(box(page)).toHaveValue("createSlice")
  await expect(page.locator("main [aria-live]")).toHaveText("Searching…")
})

test("an empty query shows a prompt", async ({ page }) => {
  await page.goto("/search")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the documentation")
  await expect(page.getByText(/to search the documentation/)).toBeVisible()
  await expect(results(page)).toHaveCount(0)
})

test("/search?q=createSlice shows the count and results with title, section and highlighted excerpt", async ({ page }) => {
  await page.goto("/search?q=createSlice")
  await expect(box(page)).toHaveValue("createSlice")
  await expect(page.getByText(/^\d+ results? for/)).toBeVisible()
  await expect(results(page).first().getByRole("link")).toHaveAttribute("href", /^\/api\/createSlice(#|$)/)
  await expect(results(page).first().getByRole("heading", { level: 2 })).toHaveText("createSlice")
  await expect(page.locator("main ol mark").first()).toBeVisible()
  // At least one result names the section it matched in.
  await expect(page.locator("main ol li p").filter({ hasText: "›" }).first()).toBeVisible()
})

test("typing updates q in the URL without reloading the page", async ({ page }) => {
  await page.goto("/search")
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  await box(page).fill("polling")
  await expect(page).toHaveURL(/\/search\?q=polling$/)
  await expect(results(page).first()).toBeVisible()
  await box(page).fill("")
  await expect(page).toHaveURL(/\/search$/)
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
})

test("text typed before the page's scripts run is searched once they do, and written to the URL", async ({ page }) => {
  // Hold every script back, type into the server-rendered box, then let them run.
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto("/search", { waitUntil: "domcontentloaded" })
  await box(page).fill("polling")
  release()
  await expect(page).toHaveURL(/\/search\?q=polling$/)
  await expect(box(page)).toHaveValue("polling")
  await expect(results(page).first()).toBeVisible()
})

test("facet filters: language and docs version, with counts", async ({ page }) => {
  await page.goto("/search?q=configureStore")
  const language = page.getByRole("combobox", { name: "Language" })
  const version = page.getByRole("combobox", { name: "Docs version" })
  await expect(language).toHaveValue("en")
  await expect(version).toHaveValue("docs-default-current")
  await expect(language.locator("option:checked")).toHaveText(/^English \(\d+\)$/)
  await expect(version.locator("option:checked")).toHaveText(/^Next \(\d+\)$/)
  // The results come in two steps; the status is busy until the second has arrived.
  await expect(page.locator("main [aria-live]")).toHaveAttribute("aria-busy", "false")
  const count = await page.getByText(/^\d+ results? for/).textContent()
  await language.selectOption("")
  await version.selectOption("")
  await expect(page.locator("main [aria-live]")).toHaveAttribute("aria-busy", "false")
  await expect(page.getByText(/^\d+ results? for/)).toHaveText(count!)
})

test("no hits shows the no-results text and the report link", async ({ page }) => {
  await page.goto("/search?q=qqzzxxvvkk")
  await expect(page.getByText("No results for")).toContainText("qqzzxxvvkk")
  await expect(page.getByText("Try searching for")).toBeVisible()
  await expect(page.getByText("Believe this query should return results?")).toBeVisible()
  await expect(page.getByRole("link", { name: "Let us know." })).toHaveAttribute("href", /issues\/new\?title=.*qqzzxxvvkk/)
})

test("a failed index load shows the error text", async ({ page }) => {
  await page.route("**/pagefind/**", (route) => route.abort("internetdisconnected"))
  await page.goto("/search?q=createSlice")
  await expect(page.getByRole("alert")).toContainText("Unable to fetch results")
  await expect(page.getByRole("alert")).toContainText("You might want to check your network connection.")
})

test("the query is text, never markup", async ({ page }) => {
  const dialogs: string[] = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const query = "<img src=x onerror=alert(1)>"
  await page.goto(`/search?q=${encodeURIComponent(query)}`)
  await expect(page.getByRole("heading", { level: 1 })).toContainText(query)
  await expect(box(page)).toHaveValue(query)
  await expect(page.locator("main img")).toHaveCount(0)
  await page.goto("/search?q=<img src=x onerror=alert(1)>")
  await expect(page.getByRole("heading", { level: 1 })).toContainText(query)
  await expect(page.locator("main img")).toHaveCount(0)
  await page.waitForTimeout(300)
  expect(dialogs).toEqual([])
})

test("a 2,000-character query (cut, with a note), emoji and right-to-left text do not break the page", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  const long = "createSlice ".repeat(167).slice(0, 2000)
  await page.goto(`/search?q=${encodeURIComponent(long)}`)
  // Searched as its first 256 characters (src/search/queryLimit.ts), and the reader is told.
  await expect(box(page)).toHaveValue(long.slice(0, 256))
  await expect(page.locator("main [aria-live]")).toContainText("Search terms were shortened to the first 256 characters.")
  await expect(page.locator("main [aria-live]")).toHaveText(/results? for|No results for/)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  await box(page).fill("🚀 createSlice 👋")
  await expect(page.getByText(/^\d+ results? for/)).toBeVisible()
  await box(page).fill("مرحبا بالعالم")
  await expect(page.locator("main [aria-live]")).toContainText("مرحبا بالعالم")
  // The query is isolated from the heading's left-to-right text (U+2068 … U+2069, as <bdi> would).
  await expect(page.locator("h1")).toHaveText("Search results for \u201c\u2068مرحبا بالعالم\u2069\u201d")
  expect(errors).toEqual([])
})
