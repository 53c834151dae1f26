import { expect, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"

export type Theme = "light" | "dark"
export const DESKTOP = { name: "desktop", width: 1280, height: 800 }
export const MOBILE = { name: "mobile", width: 375, height: 740 }
/** In this order, one page load goes through all four with one theme switch or one resize between two. */
export const VARIANTS = [
  { theme: "light", viewport: DESKTOP },
  { theme: "dark", viewport: DESKTOP },
  { theme: "dark", viewport: MOBILE },
  { theme: "light", viewport: MOBILE },
] as const satisfies ReadonlyArray<{ theme: Theme; viewport: typeof DESKTOP }>
export type Variant = (typeof VARIANTS)[number]
export const variantName = (variant: Variant) => `${variant.viewport.name} ${variant.theme}`

/**
 * Time allowed for one page load and one axe run over the longest doc (usage/migrating-rtk-2) on a loaded
 * machine: a limit, not a measure (over 60 s with a load average of 11 on two cores).
 */
export const AXE_TIMEOUT = 150_000

export async function setTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem("theme", value)
    } catch {}
  }, theme)
}

/**
 * The Content-Security-Policy the server sends (public/_headers) must hold on every route: collects
 * the page's `securitypolicyviolation` events from its first script on; call the result at the end.
 */
export async function watchPolicy(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __policyViolations: string[] }).__policyViolations = seen
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? [])
    expect.soft(seen, "Content-Security-Policy violations").toEqual([])
  }
}

/**
 * Axe's violations on the page as it is now, one line each; soft, so every variant of a page is reported.
 * - `codeTokens: false` leaves out the highlighted tokens inside code blocks (the blocks themselves are
 *   checked): their colours come from one syntax theme, checked token by token on the representative
 *   routes in both themes, and on a long guide they are thousands of spans that double axe's time.
 * - `contrast: false` leaves out the colour-contrast rule, two thirds of axe's time on a long page.
 *   Colours are the theme's, per component, not the page's: the representative routes check every
 *   part of the layout in both themes and the dialect fixture every Markdown component in both
 *   themes, so a route outside those adds no colour pair of its own (docs/testing.md).
 */
export async function expectNoViolations(page: Page, label: string, { codeTokens = true, contrast = true } = {}) {
  let builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
  if (!codeTokens) builder = builder.exclude("pre code")
  if (!contrast) builder = builder.disableRules(["color-contrast"])
  const results = await builder.analyze()
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`,
  )
  expect.soft(violations, label).toEqual([])
}
