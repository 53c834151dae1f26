import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { writeFragments } from "./fragments"
import { publishAssets } from "./static-bodies"

const dirs: string[] = []
function site(): { root: string; publicDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "public-file-"))
  dirs.push(root)
  const publicDir = path.join(root, "public")
  fs.mkdirSync(path.join(publicDir, "a"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "a", "index.html"), '<main><div data-doc-body=""><p>Body</p></div></main>')
  return { root, publicDir }
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe("the plugin's writers stay inside public/", () => {
  it("a fragment whose name would leave _bodies/ and public/", () => {
    const { root, publicDir } = site()
    expect(() => writeFragments(publicDir, [{ path: "/a", fragment: "../../escaped" }])).toThrow(/Refusing to write "_bodies\/\.\.\/\.\.\/escaped\.html"/)
    expect(fs.existsSync(path.join(root, "escaped.html"))).toBe(false)
  })

  it("a body's asset whose URL would leave public/", () => {
    const { root, publicDir } = site()
    const source = path.join(root, "image.svg")
    fs.writeFileSync(source, "<svg/>")
    expect(() => publishAssets([{ source, url: "/../escaped.svg" }], publicDir)).toThrow(/Refusing to write "\/\.\.\/escaped\.svg"/)
    expect(fs.existsSync(path.join(root, "escaped.svg"))).toBe(false)
    publishAssets([{ source, url: "/static/image-1.svg" }], publicDir)
    expect(fs.readFileSync(path.join(publicDir, "static", "image-1.svg"), "utf8")).toBe("<svg/>")
  })
})
