import { describe, expect, it } from "vitest"
import { inferStyle, jsFileName, toJavaScript } from "./transpile"

describe("toJavaScript", () => {
  it("removes types, keeps blank lines and comments, drops @ts-expect-error lines", async () => {
    const ts = [
      "import { createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      "",
      "interface State {",
      "  value: number",
      "}",
      "",
      "// the slice",
      "export const slice = createSlice({",
      "  name: 'counter',",
      "  initialState: { value: 0 } as State,",
      "  reducers: { add: (state, action: PayloadAction<number>) => { state.value += action.payload } },",
      "})",
      "",
      "// @ts-expect-error wrong payload",
      "slice.actions.add('1')",
    ].join("\n")
    const js = await toJavaScript(ts, "slice.ts", null)
    expect(js).not.toMatch(/PayloadAction|interface|as State|@ts-expect-error/)
    expect(js).toContain("import { createSlice } from '@reduxjs/toolkit'\n\n")
    expect(js).toContain("// the slice\nexport const slice = createSlice({")
    expect(js).toContain("slice.actions.add('1')")
    expect(js).not.toMatch(/;$/m)
  })

  it("keeps JSX and follows the sample's quote and semicolon style", async () => {
    const js = await toJavaScript('export const A = ({ n }: { n: number }) => <b>{n}</b>;\nconst x: string = "a";', "A.tsx", null)
    expect(js).toContain('export const A = ({ n }) => <b>{n}</b>;')
    expect(js).toContain('const x = "a";')
  })

  it("renames files and infers style", () => {
    expect(jsFileName("src/App.tsx")).toBe("src/App.jsx")
    expect(jsFileName("store.ts")).toBe("store.js")
    expect(inferStyle("const a = 'x'\nconst b = 'y'")).toEqual({ semi: false, singleQuote: true })
  })
})
