import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { browserAssetNames } from "./browser-assets"
import { foreignStylesheets } from "../ssr/browserBuild"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "browser-assets-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("the browser build's file names for the server renderer", () => {
  it("lists every named chunk's files once, sorted", () => {
    fs.writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({ assetsByChunkName: { app: ["webpack-runtime-1.js", "styles.a1.css", "app-2.js"], "component---src-pages-index-tsx": ["styles.a1.css", "component---src-pages-index-tsx-3.js"] } }),
    )
    expect(browserAssetNames(dir)).toEqual(["app-2.js", "component---src-pages-index-tsx-3.js", "styles.a1.css", "webpack-runtime-1.js"])
  })

  it("names the stats file and what to do when it cannot be read", () => {
    expect(() => browserAssetNames(path.join(dir, "missing"))).toThrow(/missing\/webpack\.stats\.json: the browser build's stats could not be read .*gatsby clean/)
  })

  it("finds a stylesheet of another build in a page's head, and checks nothing without a list (develop)", () => {
    const assets = ["app-2.js", "styles.new.css"]
    expect(foreignStylesheets(["/styles.new.css"], assets)).toEqual([])
    expect(foreignStylesheets(["/rtk/styles.new.css", "/styles.old.css", "/img/logo.svg"], assets)).toEqual(["/styles.old.css"])
    expect(foreignStylesheets(["/styles.old.css"], [])).toEqual([])
  })
})
