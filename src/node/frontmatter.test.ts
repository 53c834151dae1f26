import { describe, expect, it } from "vitest"
import { parseSource, FrontmatterError } from "./frontmatter"

const doc = (frontmatter: string, body = "Body text.\n") => `---\n${frontmatter}\n---\n\n${body}`

describe("parseSource", () => {
  it("reads known keys and reports the body's line offset", () => {
    const source = doc("id: createSlice\ntitle: createSlice\nhide_title: true\ntoc_max_heading_level: 4", "Line one\n")
    const parsed = parseSource(source)
    expect(parsed.frontmatter).toMatchObject({ id: "createSlice", title: "createSlice", hide_title: true, toc_max_heading_level: 4 })
    const bodyLine = source.split("\n").indexOf("Line one") + 1
    expect(parsed.body.split("\n").indexOf("Line one") + 1 + parsed.lineOffset).toBe(bodyLine)
  })

  it("ignores unknown keys", () => {
    expect(parseSource(doc("title: A\ncustom_key: 3")).frontmatter.title).toBe("A")
  })

  it("rejects a wrong type, naming the key and its line", () => {
    let error: unknown
    try {
      parseSource(doc("title: A\nhide_title: yes please"))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(FrontmatterError)
    expect((error as FrontmatterError).message).toContain('"hide_title" must be true or false')
    expect((error as FrontmatterError).line).toBe(3)
  })

  it("rejects invalid YAML with a line number", () => {
    let error: unknown
    try {
      parseSource(doc("title: A\ndescription: [unclosed"))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(FrontmatterError)
    expect((error as FrontmatterError).message).toMatch(/not valid YAML/)
    expect((error as FrontmatterError).line).toBeGreaterThan(1)
  })

  it("rejects out-of-range TOC levels and min > max", () => {
    expect(() => parseSource(doc("toc_max_heading_level: 9"))).toThrow(/whole number from 2 to 6/)
    expect(() => parseSource(doc("toc_min_heading_level: 4\ntoc_max_heading_level: 3"))).toThrow(/greater than/)
  })

  it("rejects ids containing a slash", () => {
    expect(() => parseSource(doc("id: api/createSlice"))).toThrow(/must not contain "\/"/)
  })
})
