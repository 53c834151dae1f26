import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { parseSource, FrontmatterError, frontmatterKeyLine } from "./frontmatter"
import { loadContent, formatProblem } from "./content"

const doc = (frontmatter: string, body = "Body text.\n") => `---\n${frontmatter}\n---\n\n${body}`

function errorOf(source: string): FrontmatterError {
  try {
    parseSource(source)
  } catch (caught) {
    if (caught instanceof FrontmatterError) return caught
    throw caught
  }
  throw new Error("expected a FrontmatterError")
}

describe("parseSource", () => {
  it("reads known keys and reports the body's line offset", () => {
    const source = doc("id: createSlice\ntitle: createSlice\nhide_title: true\ntoc_max_heading_level: 4", "Line one\n")
    const parsed = parseSource(source)
    expect(parsed.frontmatter).toEqual({ id: "createSlice", title: "createSlice", hide_title: true, toc_max_heading_level: 4 })
    const bodyLine = source.split("\n").indexOf("Line one") + 1
    expect(parsed.body.split("\n").indexOf("Line one") + 1 + parsed.lineOffset).toBe(bodyLine)
  })

  it("ignores unknown keys", () => {
    expect(parseSource(doc("title: A\ncustom_key: 3\nkeywords: [a, b]")).frontmatter).toEqual({ title: "A" })
  })

  it("reads a number where text is meant as text", () => {
    expect(parseSource(doc("title: 2024\nid: 42")).frontmatter).toEqual({ title: "2024", id: "42" })
  })

  it("rejects a wrong type, naming the key, the expected type, the value and its line", () => {
    const error = errorOf(doc("title: A\nhide_title: yes please"))
    expect(error.message).toBe('front matter "hide_title" must be true or false, got string "yes please".')
    expect(error.line).toBe(3)
  })

  it("says how to write a string", () => {
    const error = errorOf(doc("title:\n  nested: object"))
    expect(error.message).toBe(`front matter "title" must be a string, got an object. Write it as title: 'text'.`)
    expect(error.line).toBe(2)
  })

  it("rejects invalid YAML with a line number", () => {
    const error = errorOf(doc("title: A\ndescription: [unclosed"))
    expect(error.message).toMatch(/not valid YAML/)
    expect(error.line).toBeGreaterThan(1)
  })

  it("rejects out-of-range TOC levels and min > max", () => {
    expect(errorOf(doc("toc_max_heading_level: 9")).message).toBe(
      'front matter "toc_max_heading_level" must be a whole number from 2 to 6, got number 9.',
    )
    expect(errorOf(doc("toc_min_heading_level: 2.5")).message).toMatch(/whole number from 2 to 6, got number 2.5/)
    const reversed = errorOf(doc("toc_min_heading_level: 4\ntoc_max_heading_level: 3"))
    expect(reversed.message).toMatch(/"toc_min_heading_level" \(4\) is greater than "toc_max_heading_level" \(3\)/)
    expect(reversed.line).toBe(2)
  })

  it("rejects ids containing a slash", () => {
    expect(errorOf(doc("id: api/createSlice")).message).toMatch(/"id" must not contain "\/"/)
  })

  it("rejects an id that is empty, . or .., or holds a control character, at its line", () => {
    for (const [value, reason] of [
      ['""', /^front matter "id" must not be empty/],
      ["..", /^front matter "id" must not be "\.\.": it names a folder, not a page/],
      ["'.'", /^front matter "id" must not be "\."/],
      ['"a\\u0007b"', /^front matter "id" contains the control character U\+0007/],
    ] as const) {
      const error = errorOf(doc(`title: T\nid: ${value}`))
      expect([error.line, error.message], value).toEqual([3, expect.stringMatching(reason)])
    }
  })
})

describe("frontmatterKeyLine", () => {
  it("is the key's line in the file, counting the front matter's own lines", () => {
    const source = "---\ntitle: A\ndescription: |\n  hide_title: inside a block\n  second line\nhide_title: no\n---\n\nhide_title: in the body\n"
    expect(frontmatterKeyLine(source, "hide_title")).toBe(6)
    expect(frontmatterKeyLine(source, "title")).toBe(2)
  })

  it("finds quoted keys and never looks into the body", () => {
    const source = '---\n"slug": /x\n---\nid: not front matter\n'
    expect(frontmatterKeyLine(source, "slug")).toBe(2)
    expect(frontmatterKeyLine(source, "id")).toBeUndefined()
  })
})

describe("front matter errors in the content analysis", () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("are reported as file:line: message, with the offending key's line in the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rtk-frontmatter-"))
    dirs.push(dir)
    fs.mkdirSync(path.join(dir, "api"))
    const source = "---\nid: configureStore\ndescription: >\n  A folded\n  description\ntitle: configureStore\ntoc_max_heading_level: three\n---\n\nText.\n"
    fs.writeFileSync(path.join(dir, "api", "configureStore.mdx"), source)
    const { errors } = loadContent(dir)
    expect(errors).toHaveLength(1)
    const line = source.split("\n").findIndex((text) => text.startsWith("toc_max_heading_level:")) + 1
    expect(line).toBe(7)
    expect(formatProblem(errors[0])).toMatch(
      new RegExp(`configureStore\\.mdx:${line}: front matter "toc_max_heading_level" must be a whole number from 2 to 6, got string "three"\\.$`),
    )
  })
})
