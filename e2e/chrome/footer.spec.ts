import { test, expect } from "@playwright/test"
import { blockAnalytics, gotoHydrated } from "./helpers"

test.beforeEach(async ({ page }) => blockAnalytics(page))

test("the footer has the Docs, Community and More groups, a logo and the copyright", async ({ page }) => {
  await gotoHydrated(page, "/")
  const footer = page.locator("footer").last()
  for (const group of ["Docs", "Community", "More"]) {
    await expect(footer.getByRole("heading", { name: group, exact: true })).toBeVisible()
  }
  await expect(footer.getByRole("link", { name: "Getting Started" })).toHaveAttribute("href", "/introduction/getting-started")
  await expect(footer.getByRole("link", { name: "Stack Overflow" })).toHaveAttribute("href", /stackoverflow\.com/)
  await expect(footer.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/reduxjs/redux-toolkit")
  await expect(footer.getByRole("img", { name: "Redux logo" })).toBeVisible()
  await expect(footer).toContainText(/Copyright © 2015–\d{4} Dan Abramov and the Redux documentation authors\./)
  await footer.getByRole("link", { name: "Usage Guide" }).click()
  await expect(page).toHaveURL(/\/usage\/usage-guide$/)
})
