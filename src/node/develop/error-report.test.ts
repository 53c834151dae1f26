import { describe, expect, it } from "vitest"
import { errorsByFile, SampleErrorReport } from "./error-report"

describe("errorsByFile", () => {
  it("splits a page's joined errors and keeps a long message's lines with its error", () => {
    const byFile = errorsByFile([
      "content/docs/a.mdx:7: TS2322: Type 'number' is not assignable to type 'string'.\ncontent/docs/a.mdx:9: TS2345: Argument\n    of type 'x'",
      "content/docs/b.md:3: unknown admonition type \":::nope\"",
    ])
    expect([...byFile.entries()]).toEqual([
      ["content/docs/a.mdx", ["content/docs/a.mdx:7: TS2322: Type 'number' is not assignable to type 'string'.", "content/docs/a.mdx:9: TS2345: Argument\n    of type 'x'"]],
      ["content/docs/b.md", ['content/docs/b.md:3: unknown admonition type ":::nope"']],
    ])
  })
})

describe("SampleErrorReport", () => {
  it("replaces only the checked files' errors, names new ones once and the files fixed", () => {
    const report = new SampleErrorReport()
    expect(report.update(["a.mdx", "b.mdx"], ["a.mdx:4: TS2322: bad", "b.mdx:2: TS1005: ';' expected."])).toEqual({
      added: ["a.mdx:4: TS2322: bad", "b.mdx:2: TS1005: ';' expected."],
      fixed: [],
    })
    // b.mdx edited, a.mdx not checked: a's error stays, b's same error is not announced again.
    expect(report.update(["b.mdx"], ["b.mdx:2: TS1005: ';' expected."])).toEqual({ added: [], fixed: [] })
    expect(report.update(["b.mdx"], [])).toEqual({ added: [], fixed: ["b.mdx"] })
    expect(report.errors).toEqual(["a.mdx:4: TS2322: bad"])
    expect(report.overlayErrors()).toMatchObject([
      { filePath: "a.mdx", location: { start: { line: 4 } }, error: { message: "TS2322: bad" }, context: { sourceMessage: "a.mdx:4: TS2322: bad" } },
    ])
    report.update(["a.mdx"], [])
    expect(report.overlayErrors()).toBeNull()
  })
})
