import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { prepareDialect } from "./prepare"
import { loadContent } from "../content"

describe("prepareDialect", () => {
  it("reports every page's errors and warnings at once, with file:line", async () => {
    const dir = path.join(process.cwd(), ".tmp", "prepare-unit", "docs")
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "a.mdx"), "---\ntitle: A\n---\n\n:::xyzzy\nx\n:::\n")
    fs.writeFileSync(path.join(dir, "b.md"), "---\ntitle: B\n---\n\n```ts\nconst s: string = 1\n```\n\n:::note\nopen\n")
    fs.writeFileSync(path.join(dir, "c.mdx"), "```ts\nexport const ok: number = 1\n```\n")
    const report = await prepareDialect(loadContent(dir).withTrees(), { cacheDir: null })
    const rel = (name: string) => path.relative(process.cwd(), path.join(dir, name))
    expect(report).toMatchObject({ files: 3, samples: 2, checked: 2 })
    expect(report.errors).toEqual([
      `${rel("a.mdx")}:5: unknown admonition type ":::xyzzy"; valid types are note, tip, info, caution, warning, danger`,
      `${rel("b.md")}:6: TS2322: Type 'number' is not assignable to type 'string'.`,
    ])
    expect(report.warnings).toEqual([
      `${rel("b.md")}:9: admonition ":::note" is never closed, so it runs to the end of the file; add a ":::" line where it ends`,
    ])
  })
})
