import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { bodyHtml, writeFragments } from "./fragments"

const BODY = '<h2 id="a">A</h2><div class="tabs"><div role="tabpanel"><p>x &lt;div&gt; y</p></div></div><p>end</p>'
const page = (body: string) =>
  `<html><body><div id="___gatsby"><main><article><h1>T</h1><div class="markdown" data-doc-body="" data-route="/a">${body}</div><footer><div>edit</div></footer></article></main></div></body></html>`

describe("bodyHtml", () => {
  it("cuts out the inner HTML of the body element, nested <div>s included", () => {
    expect(bodyHtml(page(BODY))).toBe(BODY)
  })
  it("is null for a page without a body", () => {
    expect(bodyHtml("<html><body><div>nothing</div></body></html>")).toBeNull()
  })
})

describe("writeFragments", () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "fragments-"))
    fs.mkdirSync(path.join(publicDir, "a"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "a", "index.html"), page(BODY))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("writes each body as _bodies/<name>.html, keeps an existing one and removes those no page names", () => {
    fs.mkdirSync(path.join(publicDir, "_bodies"))
    fs.writeFileSync(path.join(publicDir, "_bodies", "old.html"), "old")
    expect(writeFragments(publicDir, [{ path: "/a", fragment: "f1" }])).toEqual({ written: 1, kept: 0, removed: 1 })
    expect(fs.readFileSync(path.join(publicDir, "_bodies", "f1.html"), "utf8")).toBe(BODY)
    // The name changes whenever the HTML may: a fragment that exists is not cut again.
    fs.writeFileSync(path.join(publicDir, "a", "index.html"), page("<p>changed</p>"))
    expect(writeFragments(publicDir, [{ path: "/a", fragment: "f1" }])).toEqual({ written: 0, kept: 1, removed: 0 })
    expect(fs.readdirSync(path.join(publicDir, "_bodies"))).toEqual(["f1.html"])
  })

  it("names the page when it has no body to cut", () => {
    fs.writeFileSync(path.join(publicDir, "a", "index.html"), "<html><body></body></html>")
    expect(() => writeFragments(publicDir, [{ path: "/a", fragment: "f2" }])).toThrow(/a\/index\.html: the page has no doc body element/)
  })
})
