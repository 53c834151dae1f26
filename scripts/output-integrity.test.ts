import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error plain ESM script without types
import { bytesProblems, checkOutput } from "./output-integrity.mjs"

const utf8 = (text: string) => new TextEncoder().encode(text)
const problems = (bytes: Uint8Array) => bytesProblems(bytes) as string[]

describe("bytesProblems", () => {
  it("accepts valid UTF-8 with two-, three- and four-byte characters", () => {
    expect(problems(utf8("<p>Copyright © 2015–2026 🦆</p>\n"))).toEqual([])
  })

  it("finds a NUL byte, with its line and byte offset", () => {
    const text = "<p>one</p>\n<p>Copyright \0© 2015</p>"
    const found = problems(utf8(text))
    expect(found).toHaveLength(1)
    expect(found[0]).toContain("NUL")
    expect(found[0]).toContain(`line 2, byte ${utf8(text.slice(0, text.indexOf("\0"))).length}`)
  })

  it("finds a U+FFFD replacement character", () => {
    expect(problems(utf8("caf\uFFFD"))).toEqual([expect.stringContaining("U+FFFD")])
  })

  it("finds bytes that are not UTF-8: a character cut short, a lone continuation byte, an overlong form", () => {
    const prefix = utf8("<p>Copyright ")
    for (const bad of [[0xc2], [0xe2, 0x80], [0xa9], [0xc0, 0xaf]]) {
      const bytes = new Uint8Array([...prefix, ...bad, ...utf8(" 2015</p>")])
      expect(problems(bytes)).toEqual([expect.stringContaining(`not valid UTF-8 at line 1, byte ${prefix.length}`)])
    }
  })
})

describe("checkOutput", () => {
  it("reads every .html, .md, .txt, .json and .xml file under the folder, and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "output-integrity-"))
    try {
      const write = (file: string, bytes: Uint8Array) => {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        fs.writeFileSync(path.join(dir, file), bytes)
      }
      const nul = utf8("x\0y")
      for (const file of ["a/index.html", "a.md", "llms.txt", "page-data/a/page-data.json", "sitemap.xml"]) write(file, nul)
      for (const file of ["app.js", "pagefind/fragment/en_1.pf_fragment", "img/logo.png"]) write(file, nul)
      write("ok.html", utf8("<p>©</p>"))
      const report = checkOutput(dir) as { files: number; problems: string[] }
      expect(report.files).toBe(6)
      expect(report.problems.map((problem) => problem.split(":")[0]).sort()).toEqual(
        ["a/index.html", "a.md", "llms.txt", path.join("page-data", "a", "page-data.json"), "sitemap.xml"].sort(),
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
