import { expect, type Locator } from "@playwright/test"

/**
 * Uses a body's widgets as a reader would: picks the JavaScript tab of its first "language" group
 * and copies that tab's code block, expecting each to respond.
 */
export async function switchTabAndCopy(body: Locator): Promise<void> {
  const group = body.locator('[data-group-id="language"]').first()
  await group.getByRole("tab", { name: "JavaScript" }).click()
  await expect(group.getByRole("tab", { name: "JavaScript" })).toHaveAttribute("aria-selected", "true")
  const block = group.getByRole("tabpanel").locator("[data-language]").first()
  await block.getByRole("button", { name: "Copy code to clipboard" }).click()
  await expect(block.getByRole("status")).toHaveText("Copied")
}
