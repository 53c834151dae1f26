import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { errorCodeEntries, extractErrorCodes, extractFromSource, pageForSource, toolkitDistDir } from "./error-codes"
import { readCodeQuery } from "../shared/error-codes"

describe("extractErrorCodes against the installed @reduxjs/toolkit", () => {
  const codes = extractErrorCodes()
  it("finds the codes of the core, RTK Query and its React hooks, each once, sorted", () => {
    expect(codes.length).toBeGreaterThan(30)
    const numbers = codes.map((entry) => entry.code)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    const sources = new Set(codes.map((entry) => entry.source))
    expect(sources).toContain("src/createSlice.ts")
    expect(sources).toContain("src/query/createApi.ts")
    expect(sources).toContain("src/query/react/ApiProvider.tsx")
  })
  it("keeps a known message whole, with the file it comes from", () => {
    expect(codes.find((entry) => entry.code === 11)).toMatchObject({ message: "`name` is a required option for createSlice", source: "src/createSlice.ts" })
  })
  it("keeps template placeholders and concatenated values readable", () => {
    const code29 = codes.find((entry) => entry.code === 29)
    expect(code29?.message).toBe("`builder.addCase` cannot be called with two reducers for the same action type '${type}'")
    expect(codes.find((entry) => entry.code === 13)?.message).toMatch(/same action type: \$\{type\}$/)
  })
  it("links a code to the API page of its source file", () => {
    const routes = new Set(["/api/createSlice", "/api/configureStore", "/rtk-query/api/ApiProvider"])
    const entries = errorCodeEntries(codes, routes)
    expect(entries.find((entry) => entry.code === 11)?.route).toBe("/api/createSlice")
    expect(entries.find((entry) => entry.code === 1)?.route).toBe("/api/configureStore")
    expect(entries.find((entry) => entry.code === 35)?.route).toBe("/rtk-query/api/ApiProvider")
  })
  it("reads the dist folder the site imports from", () => {
    expect(fs.existsSync(path.join(toolkitDistDir(), "redux-toolkit.modern.mjs"))).toBe(true)
  })
})

describe("extractFromSource", () => {
  const throwOf = (code: number, message: string) =>
    `throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(${code}) : ${message});\n`
  it("ignores conditionals that are not production error codes", () => {
    expect(extractFromSource(`const a = x ? f(1) : "no";\n${throwOf(4, '"yes"')}`, "x.mjs")).toEqual([
      { code: 4, message: "yes", source: "x.mjs", at: "x.mjs:2" },
    ])
  })
})

describe("extractErrorCodes failures", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "error-codes-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  it("stops when no codes are found", () => {
    fs.writeFileSync(path.join(dir, "redux-toolkit.modern.mjs"), "export const a = 1\n")
    expect(() => extractErrorCodes(dir)).toThrow(/no `formatProdErrorMessage\(N\)` throws found/)
  })
  it("stops when one code has two messages, naming both places", () => {
    const line = (message: string) => `throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(7) : "${message}");\n`
    fs.writeFileSync(path.join(dir, "redux-toolkit.modern.mjs"), line("first") + line("second"))
    expect(() => extractErrorCodes(dir)).toThrow(/#7: .*redux-toolkit\.modern\.mjs:1 "first" vs .*:2 "second"/)
  })
})

describe("pageForSource", () => {
  it("uses the mapped page only when it exists", () => {
    expect(pageForSource("src/mapBuilders.ts", new Set(["/api/createReducer"]))).toBe("/api/createReducer")
    expect(pageForSource("src/mapBuilders.ts", new Set())).toBeNull()
    expect(pageForSource("src/query/fakeBaseQuery.ts", new Set(["/api/createSlice"]))).toBeNull()
  })
})

describe("readCodeQuery", () => {
  const entries = [{ code: 3, message: "m", source: "s", route: null }]
  it("finds a known code, and reports anything else as unknown text", () => {
    expect(readCodeQuery("?code=3", entries)).toEqual({ kind: "known", entry: entries[0] })
    expect(readCodeQuery("?code=99", entries)).toEqual({ kind: "unknown", raw: "99" })
    expect(readCodeQuery("?code=%3Cimg%3E", entries)).toEqual({ kind: "unknown", raw: "<img>" })
    expect(readCodeQuery("", entries)).toEqual({ kind: "none" })
  })
})
