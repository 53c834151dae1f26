import { describe, expect, it } from "vitest"
import { MetaError, parseMeta, parseRanges } from "./meta"

describe("parseMeta", () => {
  it("reads title, ranges, showLineNumbers and no-transpile", () => {
    const meta = parseMeta('title="src/app/store.ts" {1,4-6} showLineNumbers no-transpile')
    expect(meta.title).toBe("src/app/store.ts")
    expect([...meta.highlightLines]).toEqual([1, 4, 5, 6])
    expect(meta.lineNumbersStart).toBe(1)
    expect(meta.noTranspile).toBe(true)
  })

  it("accepts single quotes, a start line and no meta at all", () => {
    expect(parseMeta("title='a b.ts' showLineNumbers=5")).toMatchObject({ title: "a b.ts", lineNumbersStart: 5 })
    expect(parseMeta(null)).toMatchObject({ title: undefined, noTranspile: false, lineNumbersStart: undefined })
  })

  it("does not read braces inside the title as ranges", () => {
    expect([...parseMeta('title="a{1}.ts"').highlightLines]).toEqual([])
  })

  it("rejects bad ranges with the offending part", () => {
    expect(() => parseRanges("1-x")).toThrow(MetaError)
    expect(() => parseMeta("{1-x}")).toThrow('invalid line range "{1-x}": "1-x" is not a number or a range like 4-6')
    expect(() => parseMeta("{5-2}")).toThrow("must count up")
  })

  it("reads run (development by default) and run=production, and rejects another mode", () => {
    expect(parseMeta('title="a.ts" run').run).toBe("development")
    expect(parseMeta("run=production {2}").run).toBe("production")
    expect(parseMeta('title="run"').run).toBeUndefined()
    expect(() => parseMeta("run=prod")).toThrow('invalid run mode "run=prod": write run (development) or run=production')
  })
})
