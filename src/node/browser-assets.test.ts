import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { browserStylesheetNames } from "./browser-assets"
import { foreignStylesheets } from "../ssr/browserBuild"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "browser-assets-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("the browser build's file names for the server renderer", () => {
  it("lists every named chunk's stylesheets once, sorted, and no scripts", () => {
    fs.writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({ assetsByChunkName: { app: ["webpack-runtime-1.js", "styles.b2.css", "app-2.js"], "component---src-pages-index-tsx": ["styles.b2.css", "styles.a1.css", "component---src-pages-index-tsx-3.js"] } }),
    )
    expect(browserStylesheetNames(dir)).toEqual(["styles.a1.css", "styles.b2.css"])
  })

  it("names the stats file and what to do when it cannot be read", () => {
    expect(() => browserStylesheetNames(path.join(dir, "missing"))).toThrow(/missing\/webpack\.stats\.json: the browser build's stats could not be read .*gatsby clean/)
  })

  it("finds a stylesheet of another build in a page's head, and checks nothing without a list (develop)", () => {
    const stylesheets = ["styles.new.css"]
    expect(foreignStylesheets(["/styles.new.css"], stylesheets)).toEqual([])
    expect(foreignStylesheets(["/rtk/styles.new.css", "/styles.old.css", "/img/logo.svg"], stylesheets)).toEqual(["/styles.old.css"])
    expect(foreignStylesheets(["/styles.old.css"], [])).toEqual([])
  })
})
