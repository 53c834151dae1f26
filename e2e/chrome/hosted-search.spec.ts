import { test, expect } from "@playwright/test"
import { HOSTED, apiKeyOf, appIdOf, facetFiltersOf, interceptHostedSearch } from "./algolia"
import { blockAnalytics } from "./helpers"

// The chrome fixture is built with hosted DocSearch keys (e2e/sites.json), so its search modal
// and /search page query the hosted service, which these tests stand in for.
test.beforeEach(async ({ page }) => blockAnalytics(page))

test.describe("hosted index: the modal", () => {
  test("queries the service with the key, index and contextual filters, and renders its hits", async ({ page }) => {
    const captured = await interceptHostedSearch(page)
    await page.goto("/introduction/getting-started", { waitUntil: "networkidle" })
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click()
    const input = page.getByPlaceholder("Search docs")
    await input.fill("configure")
    const hits = page.locator(".DocSearch-Hit")
    await expect(hits.first()).toBeVisible()
    await expect(page.locator(".DocSearch-Hit-source").first()).toHaveText("API")
    // A hosted DocSearch index keeps its "Search by Algolia" credit.
    await expect(page.locator(".DocSearch-Logo")).toBeVisible()
    await expect(page.locator(".DocSearch-Hits mark").first()).toHaveText(/configure/i)

    const request = captured.find((entry) => entry.body.requests?.some((r) => r.query === "configure"))
    expect(request, "a request for the typed query").toBeDefined()
    expect(new URL(request!.url).hostname).toBe(`${HOSTED.appId.toLowerCase()}-dsn.algolia.net`)
    expect(apiKeyOf(request!)).toBe(HOSTED.apiKey)
    expect(appIdOf(request!)).toBe(HOSTED.appId)
    const sent = request!.body.requests[0]
    expect(sent.indexName).toBe(HOSTED.indexName)
    expect(facetFiltersOf(sent)).toEqual(expect.arrayContaining(["language:en", "docusaurus_tag:docs-default-current"]))
    // The record's text stays text.
    await expect(page.locator(".DocSearch-Hits script")).toHaveCount(0)

    await expect(page.getByRole("link", { name: "See all 17 results" })).toBeVisible()
    await page.locator(".DocSearch-Hit-link", { hasText: "First section" }).first().click()
    await expect(page).toHaveURL(/\/api\/configureStore#first-section$/)
    await expect(page.locator(".DocSearch-Modal")).toHaveCount(0)
  })

  test("shows the no-results screen with the report link", async ({ page }) => {
    await interceptHostedSearch(page)
    await page.goto("/", { waitUntil: "networkidle" })
    await page.keyboard.press("Control+k")
    await page.getByPlaceholder("Search docs").fill("nothing here")
    await expect(page.getByText("No results for")).toBeVisible()
    await expect(page.getByRole("link", { name: "Let us know." })).toHaveAttribute("href", /issues\/new\?title=.*nothing%20here/)
  })

  test("shows Unable to fetch results when the service cannot be reached", async ({ page }) => {
    await interceptHostedSearch(page, { fail: true })
    await page.goto("/", { waitUntil: "networkidle" })
    await page.keyboard.press("Control+k")
    await page.getByPlaceholder("Search docs").fill("configure")
    await expect(page.getByText("Unable to fetch results")).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText("You might want to check your network connection.")).toBeVisible()
  })
})

test.describe("hosted index: the /search page", () => {
  test("queries the service with the key, index and filters and lists the hits per page", async ({ page }) => {
    const captured = await interceptHostedSearch(page)
    await page.goto("/search?q=configure")
    await expect(page.getByText("17 results for")).toBeVisible()
    const results = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) })
    await expect(results).toHaveCount(2)
    await expect(results.first().getByRole("link", { name: "configureStore" })).toHaveAttribute("href", "/api/configureStore")
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("en")
    const request = captured.at(-1)!
    expect(apiKeyOf(request)).toBe(HOSTED.apiKey)
    expect(request.body.requests[0].indexName).toBe(HOSTED.indexName)
    expect(facetFiltersOf(request.body.requests[0])).toEqual(["language:en", "docusaurus_tag:docs-default-current"])

    await page.getByRole("combobox", { name: "Docs version" }).selectOption("")
    await expect.poll(() => facetFiltersOf(captured.at(-1)!.body.requests[0])).toEqual(["language:en"])
  })

  test("shows the error text when the service cannot be reached", async ({ page }) => {
    await interceptHostedSearch(page, { fail: true })
    await page.goto("/search?q=configure")
    await expect(page.getByRole("alert")).toContainText("Unable to fetch results")
  })
})
