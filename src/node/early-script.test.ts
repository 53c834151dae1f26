import { describe, expect, it } from "vitest"
import { buildEarlyScript, earlyScriptDefine, EARLY_SCRIPT_ENTRY } from "./early-script"

describe("the early-controls bundle", () => {
  const { parts, inputs } = buildEarlyScript()

  it("is built from the widgets' own modules, with no React, stylesheet or custom element class", () => {
    expect(inputs).toContain(EARLY_SCRIPT_ENTRY)
    for (const module of ["src/mdx/tabs/select-tab.ts", "src/mdx/code-block/code-actions.ts", "src/state/early/handover.ts", "src/state/searchKeys.ts"]) {
      expect(inputs).toContain(module)
    }
    expect(inputs.filter((input) => input.includes("node_modules") || input.endsWith(".css") || input.endsWith(".tsx"))).toEqual([])
    expect(inputs.filter((input) => /-element\.ts$/.test(input))).toEqual([])
  })

  it("is one minified expression around its settings, small enough for every page's <head>", () => {
    const script = parts[0] + JSON.stringify({ colorModeKey: "theme", announcement: null }) + parts[1]
    // Parsed, not run: the bundle compiles as one statement.
    expect(() => new Function(script)).not.toThrow()
    expect(script.split("\n")).toHaveLength(1)
    // The hand-written script it replaced was 6,678 characters on the chrome fixture's pages.
    expect(script.length).toBeLessThan(8000)
  })

  it("is handed to webpack's DefinePlugin as code", () => {
    expect(JSON.parse(earlyScriptDefine())).toEqual(parts)
  })
})
