import { test, expect, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"

/**
 * The authoring dialect on the fixture site (e2e/fixtures/dialect): the same page
 * written as .mdx and as .md must render every feature identically.
 */
const PAGES = ["/usage/dialect-mdx", "/usage/dialect-md"]

/** Opens a page and waits until its tab groups and code blocks respond (their custom elements mark themselves ready). */
async function openReady(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator("docs-tabs[data-ready]").first().waitFor({ state: "attached" })
  await page.locator("docs-code-block[data-ready]").first().waitFor({ state: "attached" })
}

const codeBlock = (page: Page, title: string) => page.locator("[data-language]", { has: page.getByText(title, { exact: true }) })

/** A page whose body exports a value, so React renders and hydrates it. */
const REACT_PAGE = "/usage/react-body"

/** The React-rendered page's tab group, copy button and wrap toggle respond. */
async function checkWidgets(page: Page): Promise<void> {
  const group = page.locator('[data-group-id="manager"]')
  await group.getByRole("tab", { name: "Yarn" }).click()
  await expect(group.getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true")
  await expect(group.getByRole("tabpanel")).toContainText("yarn add @reduxjs/toolkit")
  const block = codeBlock(page, "react-body.js")
  await block.getByRole("button", { name: "Copy code to clipboard" }).click()
  await expect(block.getByRole("status")).toHaveText("Copied")
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const renderedBy = "React"')
  const toggle = block.getByRole("button", { name: "Toggle word wrap" })
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-pressed", "true")
  await expect(block.locator("pre")).toHaveCSS("white-space", "pre-wrap")
}

for (const route of PAGES) {
  test.describe(`built HTML of ${route}`, () => {
    let html = ""
    test.beforeAll(async ({ request }) => {
      const response = await request.get(route)
      expect(response.status()).toBe(200)
      html = await response.text()
    })

    test("admonitions: six types as notes, with icon, type colour class and titles with inline code", () => {
      for (const type of ["note", "tip", "info", "caution", "warning", "danger"]) {
        expect(html).toMatch(new RegExp(`<aside role="note"[^>]*admonition-${type}"`))
      }
      expect(html).toContain("<span>Note</span>")
      expect(html).toContain("<span><code>createSlice</code> tips</span>")
      expect(html).toContain("<span>Danger zone</span>")
      expect(html).toMatch(/<span>Info with a <a href="\/usage\/usage-guide">link<\/a><\/span>/)
      // A fence in a list item in an admonition, and tabs in an admonition.
      expect(html).toMatch(/admonition-tip[\s\S]*<li>[\s\S]*in-list\.js[\s\S]*<\/aside>/)
      expect(html).toContain("Inside admonition B")
    })

    test("HTML comments are dropped; class=, style=, details, iframe, entities, GFM", () => {
      expect(html).not.toContain("DIALECT-COMMENT")
      expect(html).toContain('<div class="custom-box" style="border-top:1px solid;padding-top:4px">Raw HTML with class</div>')
      expect(html).toMatch(/<details class="Details-module--details[^"]*"><summary>Click to expand<\/summary>/)
      expect(html).toMatch(/<iframe src="about:blank" title="Embedded example"/)
      expect(html).toContain("Entities\u00a0work: © &amp; &lt;tag&gt;.")
      expect(html).toContain("<del>strikethrough</del>")
      expect(html).toContain('<a href="https://redux.js.org/"')
      expect(html).toContain('href="http://www.example.com"')
      expect(html).toMatch(/<table>[\s\S]*<th>Feature<\/th>/)
      expect(html).toContain(`<input type="checkbox" disabled="" aria-label="Done" checked=""/>`)
      expect(html).toContain(`<input type="checkbox" disabled="" aria-label="Not done"/>`)
    })

    test("code blocks: build-time Prism tokens for every language, titles, highlights, line numbers", () => {
      for (const language of ["js", "jsx", "tsx", "json", "sh", "diff", "yaml", "css", "html", "text", "bash"]) {
        expect(html, language).toContain(`data-language="${language}"`)
      }
      expect(html).toContain('<span class="token keyword">const</span>')
      expect(html).toContain(">src/app/highlights.js</div>")
      expect(html).not.toContain("highlight-next-line")
      expect(html).not.toContain("highlight-start")
      const highlights = html.slice(html.indexOf(">src/app/highlights.js<"), html.indexOf(">magic.js<"))
      expect(highlights).toContain("data-line-numbers")
      expect(highlights.match(/class="line highlighted"/g)).toHaveLength(3)
      const magic = html.slice(html.indexOf(">magic.js<"), html.indexOf('data-language="jsx"'))
      expect(magic.match(/class="line highlighted"/g)).toHaveLength(3)
      // gatsby-remark-prismjs did not process the fences a second time.
      expect(html).not.toContain(`<div class="gatsby-highlight"`)
    })

    test("type-checked samples: TypeScript and JavaScript tabs in the language group", () => {
      expect(html).toContain('data-group-id="language"')
      expect(html).toContain(">src/features/counter/counterSlice.ts</div>")
      expect(html).toContain(">src/features/counter/counterSlice.js</div>")
      expect(html).toContain(">hooks.ts</div>")
      expect(html).toContain(">hooks.js</div>")
      expect(html).not.toContain(">store.ts</div>")
      expect(html).toContain(">Counter.tsx</div>")
      expect(html).toContain(">Counter.jsx</div>")
      const jsPanels = [...html.matchAll(/role="tabpanel"[^>]*data-value="js"[^>]*>([\s\S]*?)<\/pre>/g)].map((match) => match[1]!)
      expect(jsPanels.length).toBeGreaterThanOrEqual(3)
      for (const panel of jsPanels) {
        expect(panel).not.toContain("@ts-expect-error")
        expect(panel).not.toContain("PayloadAction")
        expect(panel).not.toContain("CounterState")
      }
    })

    test("images, headings with inline code, and links", async ({ request }) => {
      expect(html).toContain('<img src="/img/redux.svg" alt="Redux logo from static"/>')
      // Published under /static with a hash of its content (plugins/gatsby-plugin-static-bodies/src/node/static-bodies.ts, publishBodyAssets).
      const bundled = /<img src="(\/static\/beside-the-page-[0-9a-f]{20}\.svg)" alt="Redux logo beside the page"\/>/.exec(html)
      expect(bundled).not.toBeNull()
      const image = await request.get(bundled![1]!)
      expect(image.status()).toBe(200)
      expect(await image.text()).toContain("<svg")
      expect(html).toMatch(/class="gatsby-resp-image-image"[^>]*alt="Social card beside the page"|alt="Social card beside the page"[^>]*class="gatsby-resp-image-image"/)
      expect(html).toContain('<h2 id="heading-with-inlinecode-inside">Heading with <code>inlineCode</code> inside')
      expect(html).toMatch(/href="#heading-with-inlinecode-inside"[^>]*>Heading with <code>inlineCode<\/code> inside/)
      expect(html).toContain('<a href="/usage/usage-guide#first-section">usage guide</a>')
      expect(html).toContain('<a href="/api/configureStore">configureStore</a>')
      expect(html).toContain('<a href="/usage/usage-guide">root link</a>')
      expect(html).toContain('<a href="/usage/usage-guide#second-section">extension-less</a>')
    })
  })
}

test.describe("in the browser", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
  })

  test("copy copies the shown code without magic comments and announces Copied", async ({ page }) => {
    await openReady(page, PAGES[0]!)
    const block = codeBlock(page, "magic.js")
    await block.getByRole("button", { name: "Copy code to clipboard" }).click()
    await expect(block.getByRole("status")).toHaveText("Copied")
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe("const plain = 1\nconst nextLine = 2\nconst startA = 3\nconst startB = 4\nconst after = 5")
  })

  test("word wrap toggle wraps long lines", async ({ page }) => {
    await openReady(page, PAGES[0]!)
    const block = codeBlock(page, "long-line.js")
    const pre = block.locator("pre")
    await expect(pre).toHaveCSS("white-space", "pre")
    const toggle = block.getByRole("button", { name: "Toggle word wrap" })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-pressed", "true")
    await expect(pre).toHaveCSS("white-space", "pre-wrap")
  })

  test("tabs: groups with one groupId switch together and the choice is stored", async ({ page }) => {
    await openReady(page, PAGES[0]!)
    const groups = page.locator('[data-group-id="pkg"]')
    await expect(groups).toHaveCount(2)
    await groups.nth(0).getByRole("tab", { name: "Yarn" }).click()
    await expect(groups.nth(0).getByRole("tabpanel")).toContainText("yarn add @reduxjs/toolkit")
    await expect(groups.nth(1).getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true")
    await expect(groups.nth(1).getByRole("tabpanel")).toHaveText("Second group: Yarn")
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.tab.pkg"))).toBe("yarn")
    // queryString: the first group also writes ?pkg=yarn.
    expect(new URL(page.url()).searchParams.get("pkg")).toBe("yarn")
  })

  test("tabs: arrow keys, Home and End move between tabs", async ({ page }) => {
    await openReady(page, PAGES[0]!)
    const group = page.locator('[data-group-id="pkg"]').first()
    await group.getByRole("tab", { name: "npm" }).focus()
    await page.keyboard.press("ArrowRight")
    await expect(group.getByRole("tab", { name: "Yarn" })).toBeFocused()
    await expect(group.getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("ArrowRight")
    await expect(group.getByRole("tab", { name: "npm" })).toBeFocused()
    await page.keyboard.press("End")
    await expect(group.getByRole("tab", { name: "Yarn" })).toBeFocused()
    await page.keyboard.press("Home")
    await expect(group.getByRole("tab", { name: "npm" })).toHaveAttribute("aria-selected", "true")
  })

  test("tabs: ?pkg=yarn selects that tab", async ({ page }) => {
    await openReady(page, `${PAGES[0]}?pkg=yarn`)
    const group = page.locator('[data-group-id="pkg"]').first()
    await expect(group.getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true")
    await expect(group.getByRole("tabpanel")).toContainText("yarn add")
  })

  test("tabs: the language choice follows the reader to other pages", async ({ page }) => {
    await openReady(page, PAGES[0]!)
    await page.locator('[data-group-id="language"]').first().getByRole("tab", { name: "JavaScript" }).click()
    await openReady(page, PAGES[1]!)
    const groups = page.locator('[data-group-id="language"]')
    for (const index of [0, 1, 2]) {
      await expect(groups.nth(index).getByRole("tab", { name: "JavaScript" })).toHaveAttribute("aria-selected", "true")
    }
    await expect(codeBlock(page, "Counter.jsx")).toBeVisible()
    await expect(codeBlock(page, "Counter.tsx")).toBeHidden()
  })

  test("tabs: the stored tab shows before hydration (pre-paint), without a flash", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("docusaurus.tab.language", "js"))
    // No page JavaScript at all: only the inline pre-paint script runs.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort())
    await page.goto(PAGES[0]!)
    await expect(codeBlock(page, "Counter.jsx")).toBeVisible()
    await expect(codeBlock(page, "Counter.tsx")).toBeHidden()
    const selected = page.locator('[data-group-id="language"]').first().getByRole("tab", { name: "JavaScript" })
    await expect(selected).toHaveCSS("border-bottom-color", /rgb\(107, 63, 184\)/)
  })

  test("tabs: a choice made in one browser tab shows in the others", async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await openReady(first, PAGES[0]!)
    await openReady(second, PAGES[1]!)
    await expect(second.locator('[data-group-id="pkg"]').first().getByRole("tab", { name: "npm" })).toHaveAttribute("aria-selected", "true")
    await first.locator('[data-group-id="pkg"]').first().getByRole("tab", { name: "Yarn" }).click()
    await expect(second.locator('[data-group-id="pkg"]').first().getByRole("tab", { name: "Yarn" })).toHaveAttribute("aria-selected", "true")
  })

  test("a body React renders (not a static body): tabs, copy and wrap work", async ({ page, request }) => {
    const pageData = await (await request.get("/page-data/usage/react-body/page-data.json")).json()
    expect(pageData.result.pageContext.staticBody).toBeNull()
    await openReady(page, REACT_PAGE)
    await expect(page.locator("[data-doc-body]")).toContainText("React renders it")
    await checkWidgets(page)
  })

  test("client-side navigation to a React-rendered body and to a static one: their widgets work", async ({ page }) => {
    await page.goto(PAGES[1]!)
    // Hydrated: the static body's links navigate client-side.
    await page.locator("[data-doc-body][data-client-links]").waitFor({ state: "attached" })
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7))
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await sidebar.getByRole("link", { name: "React-rendered body", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${REACT_PAGE}$`))
    await checkWidgets(page)
    await sidebar.getByRole("link", { name: "Dialect fixture (MDX)", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${PAGES[0]}$`))
    const group = page.locator('[data-group-id="language"]').first()
    await group.getByRole("tab", { name: "JavaScript" }).click()
    await expect(group.getByRole("tab", { name: "JavaScript" })).toHaveAttribute("aria-selected", "true")
    await expect(codeBlock(page, "Counter.jsx")).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7)
  })

  test("details open on click", async ({ page }) => {
    await openReady(page, PAGES[1]!)
    const details = page.locator("details")
    await expect(details.getByText("Hidden")).toBeHidden()
    await details.getByText("Click to expand").click()
    await expect(details.getByText("Hidden")).toBeVisible()
  })

  for (const theme of ["light", "dark"] as const) {
    for (const route of PAGES) {
      test(`${route} has no accessibility violations (${theme})`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem("theme", value), theme)
        await page.goto(route, { waitUntil: "networkidle" })
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
        // The body's details (the title's Copy page menu is a <details> too).
        await page.locator("summary", { hasText: "Click to expand" }).click()
        const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).analyze()
        const violations = results.violations.map(
          (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`,
        )
        expect(violations).toEqual([])
      })
    }
  }
})
