import fs from "node:fs"
import path from "node:path"
import { test, expect } from "@playwright/test"

const buildLog = () =>
  fs.readFileSync(path.join(process.cwd(), ".tmp", "sites", "basic", "build.log"), "utf8").replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")

test("a link to a missing Markdown file only warns, naming file and line, and the page is built", async ({ page }) => {
  const log = buildLog()
  expect(log).toMatch(/e2e\/fixtures\/basic\/usage\/usage-guide\.mdx:21: link to \.\/retired-page\.md does not resolve/)
  const response = await page.goto("/usage/usage-guide")
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("link", { name: "retired page" })).toHaveAttribute("href", "./retired-page.md")
})

test("the fixture site builds only its own pages", async ({ request }) => {
  expect((await request.get("/api/configureStore")).status()).toBe(200)
  expect((await request.get("/api/createSlice")).status()).toBe(404)
})
