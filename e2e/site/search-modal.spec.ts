import { test, expect, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"

/** The search modal on the real site, fed by the local Pagefind index (public/pagefind). */

const searchButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search" })
const modal = (page: Page) => page.locator(".DocSearch-Modal")
const input = (page: Page) => page.getByPlaceholder("Search docs")

async function openModal(page: Page) {
  // Before hydration the button is the plain link to /search.
  await page.waitForLoadState("networkidle")
  await searchButton(page).click()
  await expect(input(page)).toBeFocused()
}

test("the modal's code and the index load on first intent, not with the page", async ({ page }) => {
  const requested: string[] = []
  page.on("request", (request) => requested.push(new URL(request.url()).pathname))
  await page.goto("/api/createSlice", { waitUntil: "networkidle" })
  expect(requested.filter((path) => /search-modal|pagefind/.test(path))).toEqual([])
  expect(await page.locator(".DocSearch-Container").count()).toBe(0)

  const modalChunk = page.waitForRequest((request) => /search-modal.*\.js$/.test(request.url()))
  await searchButton(page).hover()
  await modalChunk
  expect(requested.filter((path) => path.startsWith("/pagefind/"))).toEqual([])

  await searchButton(page).click()
  await input(page).fill("createSlice")
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible()
  expect(requested.some((path) => path === "/pagefind/pagefind.js")).toBe(true)
})

test("Ctrl+K, Cmd+K and / open the modal; / typed in a field does not; Escape closes it and focus returns to the button", async ({ page }) => {
  // Shortcuts work once the page is interactive (hydrated).
  await page.goto("/usage/usage-guide", { waitUntil: "networkidle" })
  await page.keyboard.press("Control+k")
  await expect(modal(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(modal(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()

  await page.keyboard.press("Meta+k")
  await expect(modal(page)).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(modal(page)).toHaveCount(0)

  await page.locator("body").click({ position: { x: 5, y: 300 } })
  await page.keyboard.press("/")
  await expect(modal(page)).toBeVisible()
  // Typing a slash inside the modal's own field is text, not a shortcut.
  await page.keyboard.type("a/b")
  await expect(input(page)).toHaveValue("a/b")
  await page.getByRole("button", { name: "Cancel" }).click()
  await expect(modal(page)).toHaveCount(0)

  await page.goto("/search", { waitUntil: "networkidle" })
  await page.getByRole("searchbox", { name: "Search docs" }).focus()
  await page.keyboard.press("/")
  await expect(modal(page)).toHaveCount(0)
  await expect(page.getByRole("searchbox", { name: "Search docs" })).toHaveValue("/")
})

test("the modal shows the product labels, hits grouped by page with their headings, and navigates client-side to a heading", async ({ page }) => {
  await page.goto("/introduction/getting-started")
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  await openModal(page)
  await expect(page.getByText("No recent searches")).toBeVisible()
  await input(page).fill("createSlice reducers")
  await expect(page.getByRole("button", { name: "Clear the query" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible()
  const hits = page.locator(".DocSearch-Hit")
  await expect(hits.first()).toBeVisible()
  await expect(page.locator(".DocSearch-Hit-source").first()).not.toBeEmpty()
  await expect(page.locator(".DocSearch-Hits mark").first()).toBeVisible()
  await expect(page.getByRole("link", { name: /^See all \d+ results$/ })).toBeVisible()
  // The local index is not Algolia's: no "Search by Algolia" credit.
  await expect(page.locator(".DocSearch-Logo")).toBeHidden()
  // The search bar's border shows the focus; the input draws no second ring inside it.
  expect(await input(page).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none")

  // A hit inside a page shows the page › heading path and leads to the heading's anchor.
  const sectionHit = page.locator("a.DocSearch-Hit-link[href*='#']").first()
  await expect(sectionHit.locator(".DocSearch-Hit-path")).toContainText(/›|\w/)
  const href = (await sectionHit.getAttribute("href"))!
  await sectionHit.click()
  await expect(modal(page)).toHaveCount(0)
  const [path, anchor] = href.split("#")
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}#${anchor}$`))
  await expect(page.locator(`[id="${decodeURIComponent(anchor)}"]`)).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
})

test("every hit is a link to its route: Ctrl-click and middle-click open a new tab and keep the modal, a plain click closes it", async ({ page, context }) => {
  await page.goto("/introduction/getting-started")
  await openModal(page)
  await input(page).fill("createSlice")
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible()
  const hits = page.locator(".DocSearch-Hit")
  const links = page.locator(".DocSearch-Hit > a.DocSearch-Hit-link[href^='/']")
  expect(await links.count()).toBe(await hits.count())
  // Out of the tab order: focus stays in the input, arrows and Enter drive the list.
  await expect(links.first()).toHaveAttribute("tabindex", "-1")
  const href = (await links.first().getAttribute("href"))!

  for (const click of [{ modifiers: ["ControlOrMeta" as const] }, { button: "middle" as const }]) {
    const opened = context.waitForEvent("page")
    await links.first().click(click)
    const tab = await opened
    await tab.waitForLoadState("domcontentloaded")
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href)
    await tab.close()
    await expect(modal(page)).toBeVisible()
  }

  await links.first().click()
  await expect(modal(page)).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/]/g, "\\/")}$`))
})

test("Enter opens the first hit client-side; recent and favourite searches are kept", async ({ page }) => {
  await page.goto("/tutorials/overview")
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
  await openModal(page)
  await input(page).fill("configureStore")
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/api\/configureStore/)
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)

  await openModal(page)
  await expect(page.getByText("Recent", { exact: true })).toBeVisible()
  await expect(page.locator(".DocSearch-Hit")).toHaveCount(1)
  await page.getByRole("button", { name: "Save this search" }).click()
  await expect(page.getByText("Favorite", { exact: true })).toBeVisible()
  await page.keyboard.press("Escape")
  await page.reload()
  await openModal(page)
  await expect(page.getByText("Favorite", { exact: true })).toBeVisible()
})

test("no hits: the message, suggestions and a prefilled issue link", async ({ page }) => {
  await page.goto("/")
  await openModal(page)
  await input(page).fill("polling")
  await expect(page.locator(".DocSearch-Hit").first()).toBeVisible()
  await input(page).fill("qqzzxxvvkk")
  await expect(page.getByText("No results for")).toBeVisible()
  await expect(page.locator(".DocSearch-NoResults")).toContainText("qqzzxxvvkk")
  await expect(page.getByText("Try searching for")).toBeVisible()
  await expect(page.getByText("Believe this query should return results?")).toBeVisible()
  await expect(page.getByRole("link", { name: "Let us know." })).toHaveAttribute(
    "href",
    "https://github.com/reduxjs/redux-toolkit/issues/new?title=Search%3A%20no%20results%20for%20%22qqzzxxvvkk%22",
  )
})

test("a failed index load shows Unable to fetch results, and not the no-results screen", async ({ page }) => {
  await page.route("**/pagefind/**", (route) => route.abort("internetdisconnected"))
  await page.goto("/")
  await openModal(page)
  await input(page).fill("createSlice")
  await expect(page.getByText("Unable to fetch results")).toBeVisible()
  await expect(page.getByText("You might want to check your network connection.")).toBeVisible()
  await expect(page.getByText("No results for")).toBeHidden()
  await expect(page.getByText("Let us know.")).toBeHidden()
})

test("an index that answers with a server error shows only Unable to fetch results", async ({ page }) => {
  await page.route("**/pagefind/**", (route) => route.fulfill({ status: 500, body: "unavailable" }))
  await page.goto("/")
  await openModal(page)
  await input(page).fill("slice")
  await expect(page.getByText("Unable to fetch results")).toBeVisible()
  await expect(page.getByText("No results for")).toBeHidden()
  await expect(page.getByText("Try searching for")).toBeHidden()
})

test("See all results leads to the search page with the query", async ({ page }) => {
  await page.goto("/")
  await openModal(page)
  await input(page).fill("entity adapter")
  const seeAll = page.getByRole("link", { name: /^See all \d+ results$/ })
  await expect(seeAll).toBeVisible()
  const count = Number(/(\d+)/.exec((await seeAll.textContent()) ?? "")?.[1])
  await seeAll.click()
  await expect(page).toHaveURL(/\/search\?q=entity%20adapter$/)
  await expect(page.getByText(new RegExp(`^${count} results? for`))).toBeVisible()
})

for (const theme of ["light", "dark"] as const) {
  test(`the open modal with results passes axe (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme)
    await page.goto("/")
    await openModal(page)
    await expect(page.getByText("No recent searches")).toBeVisible()
    let results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include(".DocSearch-Container").analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([])
    await input(page).fill("createSlice")
    await expect(page.locator(".DocSearch-Hit").first()).toBeVisible()
    results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include(".DocSearch-Container").analyze()
    // A hit option holds its link (DocSearch's own markup; docs/decisions.md "Search hits are links"): axe's
    // nested-interactive is accepted there and nowhere else, and only for links kept out of the tab order.
    const hitOptions = await page.locator(".DocSearch-Hit:has(> a[tabindex='-1'])").evaluateAll((items) => items.map((item) => `#${item.id}`))
    results.violations = results.violations.filter(
      (violation) => violation.id !== "nested-interactive" || violation.nodes.some((node) => !hitOptions.includes(node.target.join(" "))),
    )
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([])
  })
}
