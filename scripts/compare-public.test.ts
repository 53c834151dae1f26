import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM script without types
import { compareMasked, maskHashes } from "./compare-public.mjs"

const made: string[] = []
function output(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compare-public-"))
  made.push(dir)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe("maskHashes", () => {
  it("masks webpack, Pagefind and CSP hashes and the chunk id before a hash, not words or numbers", () => {
    expect(maskHashes(`<script src="/454-6f5cae5077650c14aa43.js"></script>`)).toBe(`<script src="/#.js"></script>`)
    expect(maskHashes("pagefind.en_44c357b1e2.pf_meta")).toBe("pagefind.en_#.pf_meta")
    expect(maskHashes("script-src 'sha256-AbC+/9xyz0123456789abcdefABCDEF0123456789ab='")).toBe("script-src '#'")
    expect(maskHashes(`"id":"41f88ede-95ed-5b37-a2f8-0123456789ab"`)).toBe(`"id":"#"`)
    expect(maskHashes("deadbeefcafe and 1234567890 stay")).toBe("deadbeefcafe and 1234567890 stay")
  })
})

describe("compareMasked", () => {
  it("finds no difference between outputs that differ only in hashes and chunk ids", () => {
    const a = output({ "app-0123456789abcdef0123.js": "x", "_bodies/aaaaaaaaaa11.html": "<p>one</p>", "_bodies/bbbbbbbbbb22.html": "<p>two</p>", "index.html": `<script src="/12-0123456789abcdef0123.js"></script>` })
    const b = output({ "app-fedcba9876543210fedc.js": "x", "_bodies/cccccccccc33.html": "<p>two</p>", "_bodies/dddddddddd44.html": "<p>one</p>", "index.html": `<script src="/7-fedcba9876543210fedc.js"></script>` })
    expect(compareMasked(a, b)).toEqual({ onlyA: [], onlyB: [], different: [] })
  })

  it("reports a changed text, a missing group member and a file only one side has", () => {
    const a = output({ "index.html": "<p>old</p>", "_bodies/aaaaaaaaaa11.html": "one", "_bodies/bbbbbbbbbb22.html": "two", "robots.txt": "r" })
    const b = output({ "index.html": "<p>new</p>", "_bodies/cccccccccc33.html": "one", "sitemap.xml": "s" })
    const result = compareMasked(a, b)
    expect(result.onlyA).toEqual(["robots.txt"])
    expect(result.onlyB).toEqual(["sitemap.xml"])
    expect(result.different.map((entry: { file: string }) => entry.file).sort()).toEqual(["_bodies/#.html", "index.html"])
    expect(result.different.find((entry: { file: string }) => entry.file === "_bodies/#.html")?.where).toMatch(/^2 vs 1 file/)
  })
})
