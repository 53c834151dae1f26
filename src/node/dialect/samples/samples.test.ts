import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { SampleChecker, splitSample } from "./samples"

const root = process.cwd()

describe("splitSample", () => {
  it("names a single-file block after its title or index.ts(x)", () => {
    expect(splitSample("const a = 1", "ts", "src/app/store.ts").files[0]).toMatchObject({ name: "src/app/store.ts", startLine: 0 })
    expect(splitSample("const a = 1", "tsx", "Example").files[0]!.name).toBe("index.tsx")
    expect(splitSample("const a = 1", "ts").files[0]!.name).toBe("index.ts")
  })

  it("splits at // file: lines and marks noEmit files", () => {
    const { files } = splitSample("// file: a.ts noEmit\nexport const a = 1\n// file: b.ts\nimport { a } from './a'\n", "ts")
    expect(files.map(({ name, noEmit, startLine }) => ({ name, noEmit, startLine }))).toEqual([
      { name: "a.ts", noEmit: true, startLine: 1 },
      { name: "b.ts", noEmit: false, startLine: 3 },
    ])
  })
})

describe("SampleChecker", () => {
  const checker = new SampleChecker({ root, cacheDir: null })

  it("accepts correct samples against the installed RTK, react-redux and React types", () => {
    const ok = splitSample(
      [
        "// file: store.ts",
        "import { configureStore, createSlice } from '@reduxjs/toolkit'",
        "const slice = createSlice({ name: 'n', initialState: 0, reducers: { inc: (s) => s + 1 } })",
        "export const store = configureStore({ reducer: { n: slice.reducer } })",
        "export type RootState = ReturnType<typeof store.getState>",
        "// file: App.tsx",
        "import { useSelector } from 'react-redux'",
        "import type { RootState } from './store'",
        "export const App = () => <p>{useSelector((s: RootState) => s.n)}</p>",
      ].join("\n"),
      "tsx",
    )
    expect(checker.check(ok).diagnostics).toEqual([])
  })

  it("reports type errors with file, line and code; samples in one batch stay isolated", () => {
    const bad = splitSample("const a = 1\nconst b: string = a", "ts")
    const sameNames = splitSample("const a = 'x'\nconst b: string = a", "ts")
    const [badResult, okResult] = checker.checkMany([bad, sameNames])
    expect(badResult!.diagnostics).toEqual([
      { file: "index.ts", line: 2, code: 2322, message: "Type 'number' is not assignable to type 'string'." },
    ])
    expect(okResult!.diagnostics).toEqual([])
  })

  it("caches results on disk by content", () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "samples-"))
    const sample = splitSample("export const n: number = 1", "ts")
    new SampleChecker({ root, cacheDir }).check(sample)
    const warm = new SampleChecker({ root, cacheDir })
    warm.check(sample)
    expect(warm.stats).toMatchObject({ checked: 0, fromCache: 1, programs: 0 })
  })
})
