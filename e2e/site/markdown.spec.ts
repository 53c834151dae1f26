import { test, expect } from "@playwright/test"
import { DOC_ROUTES } from "../routes"

/** Every page as Markdown: the Copy page button, View as Markdown, the last-updated line, /llms.txt. */
test.use({ permissions: ["clipboard-read", "clipboard-write"] })

const ROUTE = "/api/createSlice"

test("a doc shows when it was last updated and copies itself as Markdown", async ({ page, request }) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  await page.goto(ROUTE)

  const time = page.locator("article footer time")
  const iso = await time.getAttribute("datetime")
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  await expect(time).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  await expect(page.locator("article footer")).toContainText(/Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}/)
  await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute("content", iso ?? "")

  const twin = await request.get(`${ROUTE}.md`)
  expect(twin.status()).toBe(200)
  expect(twin.headers()["content-type"]).toBe("text/markdown; charset=utf-8")
  const markdown = await twin.text()
  expect(markdown).toMatch(/^# createSlice\n/)

  const copy = page.getByRole("button", { name: "Copy page" })
  await expect(page.locator("docs-copy-page[data-ready]")).toHaveCount(1)
  await copy.click()
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveAttribute("aria-live", "polite")
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown)

  await page.locator("docs-copy-page summary").click()
  const view = page.getByRole("link", { name: "View as Markdown" })
  await expect(view).toBeVisible()
  await expect(view).toHaveAttribute("href", `${ROUTE}.md`)
  await page.keyboard.press("Escape")
  await expect(view).toBeHidden()
  expect(errors).toEqual([])
})

test("/llms.txt lists every doc's Markdown twin, grouped by sidebar category", async ({ request }) => {
  const response = await request.get("/llms.txt")
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8")
  const text = await response.text()
  expect(text).toMatch(/^# .+\n\n> .+\n\n## /)
  const listed = [...text.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/)]+([^)]*)\.md\)/gm)].map((match) => match[1])
  expect(listed.sort()).toEqual([...DOC_ROUTES].sort())
  expect(listed).toHaveLength(65)
})
