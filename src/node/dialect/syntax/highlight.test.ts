import { describe, expect, it } from "vitest"
import { applyMagicComments, highlightLines, normalizeLanguage, renderCodeHtml } from "./highlight"

describe("highlight", () => {
  it("highlights every supported language with Prism tokens", () => {
    const samples: Record<string, string> = {
      ts: "const a: number = 1",
      tsx: "const a = <div />",
      js: "const a = 1",
      jsx: "const a = <div />",
      json: '{ "a": 1 }',
      bash: "npm install x",
      sh: "echo hi",
      diff: "+ added",
      yaml: "a: 1",
      css: ".a { color: red }",
      html: "<div></div>",
    }
    for (const [lang, code] of Object.entries(samples)) {
      expect(highlightLines(code, lang).join("\n"), lang).toContain('class="token')
    }
    expect(highlightLines("const a = 1", "text")).toEqual(["const a = 1"])
  })

  it("splits tokens that span lines and escapes HTML", () => {
    const lines = highlightLines("/* a\nb */ const x = '<b>'", "js")
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe('<span class="token comment">/* a</span>')
    expect(lines[1]).toContain('<span class="token comment">b */</span>')
    expect(lines[1]).toContain("&lt;b&gt;")
  })

  it("leaves bare punctuation as plain text, keeping punctuation inside other tokens", () => {
    const [line] = highlightLines("f(a, b);", "js")
    expect(line).toBe('<span class="token function">f</span>(a, b);')
    const [jsx] = highlightLines("const el = <div />", "tsx")
    expect(jsx).toContain('<span class="token tag punctuation">/&gt;</span>')
  })

  it("normalizes aliases and unknown languages", () => {
    expect(normalizeLanguage("typescript")).toBe("ts")
    expect(normalizeLanguage("yml")).toBe("yaml")
    expect(normalizeLanguage("brainfuck")).toBe("text")
    expect(normalizeLanguage(undefined)).toBe("text")
  })
})

describe("magic comments", () => {
  it("removes them and highlights the lines they mark", () => {
    const result = applyMagicComments(
      ["a", "// highlight-next-line", "b", "# highlight-start", "c", "d", "<!-- highlight-end -->", "e"].join("\n"),
    )
    expect(result.code).toBe("a\nb\nc\nd\ne")
    expect([...result.highlighted]).toEqual([2, 3, 4])
    expect(result.problems).toEqual([])
  })

  it("reports unbalanced markers", () => {
    expect(applyMagicComments("// highlight-end").problems[0]!.message).toContain("without highlight-start")
    expect(applyMagicComments("// highlight-start\na").problems[0]!.message).toContain("never ended")
  })

  it("renders one line span per line, so textContent is the code", () => {
    const html = renderCodeHtml("a\nb", "text", new Set([2]))
    expect(html).toBe('<span class="line">a</span>\n<span class="line highlighted" data-highlighted="true">b</span>')
    expect(html.replace(/<[^>]+>/g, "")).toBe("a\nb")
  })
})
