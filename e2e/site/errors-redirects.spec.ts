import { test, expect } from "@playwright/test"

/** /errors (the production error codes of the installed toolkit) and the old URLs of site.config.ts `redirects`. */

test("/errors?code=1 shows code 1's full message first, linked to its API page, then the table", async ({ page }) => {
  await page.goto("/errors?code=1")
  await expect(page.locator("h1")).toHaveText("Production Error Codes")
  const current = page.getByTestId("current-message")
  const row = page.locator("#code-1 td").nth(1)
  await expect(current).toHaveText((await row.textContent()) ?? "")
  await expect(current).toContainText("reducer")
  const highlight = page.locator("section", { has: current })
  await expect(highlight.getByRole("link", { name: "/api/configureStore" })).toHaveAttribute("href", "/api/configureStore")
  const before = await highlight.evaluate((node) => Boolean(node.compareDocumentPosition(document.querySelector("table") as Node) & Node.DOCUMENT_POSITION_FOLLOWING))
  expect(before).toBe(true)
  // In the docs layout, reachable from the sidebar.
  await expect(page.getByRole("navigation", { name: /docs/i }).getByRole("link", { name: "Error Messages" })).toHaveAttribute("href", "/errors")
})

test("the code the library prints (/Errors?code=3) lands on /errors?code=3", async ({ page }) => {
  await page.goto("/Errors?code=3")
  await expect(page).toHaveURL(/\/errors\?code=3$/)
  await expect(page.locator("#current-code")).toHaveText("Error #3")
  // Without a redirect rule (a plain static host), the forwarding page does the same.
  await page.goto("/Errors/index.html?code=2#top")
  await expect(page).toHaveURL(/\/errors\?code=2#top$/)
  await expect(page.locator("#current-code")).toHaveText("Error #2")
})

test("a ?code= that is markup is shown as text, never run", async ({ page }) => {
  const dialogs: string[] = []
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const value = "<img src=x onerror=alert(1)>"
  await page.goto(`/errors?code=${encodeURIComponent(value)}`)
  await expect(page.getByRole("status")).toContainText(`${value} is not a known error code`)
  await expect(page.locator("#code-1")).toBeVisible()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(dialogs).toEqual([])
})

// Every plain entry of site.config.ts `redirects`, each with a hash that must survive the move.
const OLD_URLS: [from: string, to: string][] = [
  ["/tutorials/basic-tutorial", "/tutorials/overview"],
  ["/tutorials/intermediate-tutorial", "/tutorials/overview"],
  ["/tutorials/advanced-tutorial", "/tutorials/overview"],
  ["/introduction/quick-start", "/introduction/getting-started"],
]

test("old tutorial, quick-start and /docs/ URLs land on their pages, keeping the hash", async ({ page }) => {
  for (const [from, to] of OLD_URLS) {
    await page.goto(`${from}#x`)
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}#x$`))
  }
  await page.goto("/docs/api/createSlice#parameters")
  await expect(page).toHaveURL(/\/api\/createSlice#parameters$/)
  await expect(page.locator("h1")).toHaveText("createSlice")
})
