import { test, expect, type Page } from "@playwright/test"
import { GETTING_STARTED, blockAnalytics, gotoHydrated } from "./helpers"

// The chrome fixture is built with GATSBY_GTAG_ID=G-E2ETEST01. gtag.js itself never
// loads here (offline, and blocked below): its calls queue up in window.dataLayer.
type Call = unknown[]
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry) as Call)
      .filter((call) => call[0] === "event" && call[1] === "page_view")
      .map((call) => (call[2] as { page_path: string }).page_path),
  )

test("gtag loads with the configured id and one page view is sent per route change, none for hash changes", async ({ page }) => {
  const gtagRequests: string[] = []
  page.on("request", (request) => {
    if (request.url().includes("googletagmanager.com")) gtagRequests.push(request.url())
  })
  await blockAnalytics(page)
  await gotoHydrated(page, GETTING_STARTED)
  expect(gtagRequests).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01"])
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)).find((call) => call[0] === "config"),
  )
  expect(config?.[1]).toBe("G-E2ETEST01")
  expect((config?.[2] as { send_page_view: boolean }).send_page_view).toBe(false)
  await expect.poll(() => pageViews(page)).toEqual(["/introduction/getting-started"])

  await page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  await expect(page).toHaveURL(/\/tutorials\/overview$/)
  await expect.poll(() => pageViews(page)).toEqual(["/introduction/getting-started", "/tutorials/overview"])

  // Hash-only changes: a table-of-contents style link and a direct hash.
  await page.evaluate(() => {
    const link = document.createElement("a")
    link.href = "#section-two"
    link.textContent = "to section two"
    document.querySelector("main")!.prepend(link)
  })
  await page.getByRole("link", { name: "to section two" }).click()
  await expect(page).toHaveURL(/#section-two$/)
  await page.waitForTimeout(300)
  expect(await pageViews(page)).toEqual(["/introduction/getting-started", "/tutorials/overview"])

  // Back: another route change, one more page view.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/introduction\/getting-started$/)
  await expect.poll(() => pageViews(page)).toEqual(["/introduction/getting-started", "/tutorials/overview", "/introduction/getting-started"])
  await page.waitForTimeout(300)
  expect(await pageViews(page)).toHaveLength(3)
})

test("a gtag script that fails or throws never breaks the page", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "throw new Error('analytics exploded')" }),
  )
  await gotoHydrated(page, GETTING_STARTED)
  await page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
  await page.getByRole("button", { name: /Switch between dark and light mode/ }).click()
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-theme"))).toBe("dark")
  // The only error is the analytics script's own.
  expect(errors).toEqual(["analytics exploded"])
})

test("a page where gtag itself is missing or throws still navigates", async ({ page }) => {
  await blockAnalytics(page)
  await gotoHydrated(page, GETTING_STARTED)
  await page.evaluate(() => {
    ;(window as unknown as { gtag: () => void }).gtag = () => {
      throw new Error("gtag is broken")
    }
  })
  await page.locator("main").getByRole("link", { name: "Tutorials Overview", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials Overview" })).toBeVisible()
})
