/**
 * Bad dialect input stops the real `gatsby build` with the file, the line and the fix.
 * The pre-pass (gatsby-node onPreBootstrap) reports every broken page at once, so one
 * build covers all cases; a link to a missing file only warns (the product rule: broken Markdown
 * links warn).
 */
import fs from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error -- plain ES module script without type declarations
import { buildSite } from "../../../scripts/build-site.mjs"

const fixture = path.join(process.cwd(), "e2e", "fixtures", "basic")
const caseDir = path.join(process.cwd(), ".tmp", "bad-input", "dialect")
const contentDir = path.join(caseDir, "content")
const rel = (file: string) => path.relative(process.cwd(), path.join(contentDir, file)).split(path.sep).join("/")

const BROKEN: Record<string, string> = {
  "usage/bad-admonition.mdx": "---\ntitle: Bad admonition\n---\n\nIntro.\n\n:::tips\nA typo in the type.\n:::\n",
  "usage/bad-range.md": "---\ntitle: Bad range\n---\n\n```js {1-x}\nconst a = 1\n```\n",
  "usage/unclosed-fence.mdx": "---\ntitle: Unclosed fence\n---\n\nText.\n\n```ts\nconst a = 1\n\nThe rest of the page.\n",
  "usage/type-error.mdx":
    "---\ntitle: Type error\n---\n\n```ts title=\"counter.ts\"\nimport { createSlice } from '@reduxjs/toolkit'\nconst slice = createSlice({ name: 'n', initialState: 0, reducers: { inc: (state) => state + 1 } })\nconst label: string = slice.reducer(undefined, slice.actions.inc())\n```\n",
  "usage/unclosed-admonition.mdx": "---\ntitle: Unclosed admonition\n---\n\n:::note\nNever closed.\n\nSee [the retired page](./retired-page.mdx).\n",
}

let output = ""
let code = 0

describe.sequential("gatsby build on bad dialect input", () => {
  beforeAll(async () => {
    fs.rmSync(caseDir, { recursive: true, force: true })
    fs.cpSync(fixture, contentDir, { recursive: true })
    for (const [file, text] of Object.entries(BROKEN)) fs.writeFileSync(path.join(contentDir, file), text)
    const result = await buildSite({
      out: path.join(".tmp", "bad-input", "dialect", "site"),
      content: contentDir,
      sidebars: path.join(contentDir, "sidebars.json"),
      quiet: true,
    })
    code = result.code
    output = result.output.replace(/\u001b\[[0-9;]*m/g, "")
  }, 600_000)

  it("fails the build, listing every problem before compiling pages", () => {
    expect(code).not.toBe(0)
    expect(output).toContain("The docs have 4 Markdown problem(s) to fix:")
    expect(output).not.toContain("Building production JavaScript")
  })

  it("names an unknown admonition type with file:line and the valid types", () => {
    expect(output).toContain(
      `${rel("usage/bad-admonition.mdx")}:7: unknown admonition type ":::tips"; valid types are note, tip, info, caution, warning, danger (did you mean ":::tip"?)`,
    )
  })

  it("names a bad line range", () => {
    expect(output).toContain(`${rel("usage/bad-range.md")}:5: invalid line range "{1-x}": "1-x" is not a number or a range like 4-6`)
  })

  it("warns about a fence left open at the end of the file (CommonMark closes it there), naming file:line", () => {
    expect(output).toContain(`${rel("usage/unclosed-fence.mdx")}:7: code fence is never closed, so it runs to the end of the file; add a closing \`\`\` line where the code ends`)
  })

  it("names a TypeScript error with the doc line and the compiler message", () => {
    expect(output).toContain(`${rel("usage/type-error.mdx")}:8: TS2322: Type 'number' is not assignable to type 'string'.`)
  })

  it("warns about an unclosed admonition and a link to a missing file", () => {
    expect(output).toContain(`${rel("usage/unclosed-admonition.mdx")}:5: admonition ":::note" is never closed, so it runs to the end of the file`)
    expect(output).toContain(`${rel("usage/unclosed-admonition.mdx")}:8: link to ./retired-page.mdx does not resolve`)
  })
})
