import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error plain ESM script without types
import { bundledPackages, packageOfModule } from "./browser-packages.mjs"

describe("packageOfModule", () => {
  it("reads the package and its folder from a source map's module path", () => {
    expect(packageOfModule("webpack://redux-toolkit-docs/./node_modules/react-dom/cjs/react-dom.production.min.js")).toEqual({
      name: "react-dom",
      dir: "node_modules/react-dom",
    })
    expect(packageOfModule("webpack://redux-toolkit-docs/./node_modules/@docsearch/react/dist/esm/index.js")).toEqual({
      name: "@docsearch/react",
      dir: "node_modules/@docsearch/react",
    })
  })

  it("names a nested copy by its own folder, so its own version is read", () => {
    expect(packageOfModule("webpack://site/./node_modules/gatsby/node_modules/@babel/runtime/helpers/x.js")).toEqual({
      name: "@babel/runtime",
      dir: "node_modules/gatsby/node_modules/@babel/runtime",
    })
  })

  it("skips the project's own modules and incomplete paths", () => {
    expect(packageOfModule("webpack://redux-toolkit-docs/./src/layout/Layout.tsx")).toBeNull()
    expect(packageOfModule("webpack://redux-toolkit-docs/./node_modules/@scope")).toBeNull()
    expect(packageOfModule("webpack://redux-toolkit-docs/webpack/runtime/chunk loaded")).toBeNull()
  })
})

describe("bundledPackages", () => {
  it("collects the packages of every bundle's source map, Pagefind's files, and the bundles without a map", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "browser-packages-"))
    const map = (sources: string[]) => JSON.stringify({ version: 3, sources, mappings: "" })
    fs.writeFileSync(path.join(dir, "app-1.js"), "")
    fs.writeFileSync(path.join(dir, "app-1.js.map"), map(["webpack://s/./node_modules/react/index.js", "webpack://s/./src/a.ts"]))
    fs.writeFileSync(path.join(dir, "framework-2.js"), "")
    fs.writeFileSync(path.join(dir, "framework-2.js.map"), map(["webpack://s/./node_modules/react/cjs/react.js", "webpack://s/./node_modules/scheduler/index.js"]))
    fs.writeFileSync(path.join(dir, "454-3.js"), "")
    fs.mkdirSync(path.join(dir, "pagefind"))
    fs.writeFileSync(path.join(dir, "pagefind", "pagefind.js"), "")
    const { packages, unmapped } = bundledPackages(dir)
    expect(packages.map((pkg: { name: string; bundles: Set<string> }) => [pkg.name, [...pkg.bundles]])).toEqual([
      ["react", ["app-1.js", "framework-2.js"]],
      ["scheduler", ["framework-2.js"]],
      ["pagefind", ["pagefind/"]],
    ])
    expect(unmapped).toEqual(["454-3.js"])
    // With webpack.stats.json, only the bundles it names (a stale bundle of an earlier build is not shipped).
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["app-1.js", "styles.css"] }, namedChunkGroups: {} }))
    expect(bundledPackages(dir).packages.map((pkg: { name: string }) => pkg.name)).toEqual(["react", "pagefind"])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
