import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { readSidebarsFile } from "./sidebars-file"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sidebars-file-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function write(name: string, text: string): string {
  const file = path.join(dir, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
  return file
}

const read = (name: string, text: string) => readSidebarsFile(write(name, text), name)

describe("readSidebarsFile", () => {
  it("reads JSON", () => {
    expect(read("a/sidebars.json", '{ "docs": ["intro"] }')).toEqual({ docs: ["intro"] })
  })

  it("reads a Docusaurus sidebars.ts: type imports erased, default export, a helper required beside it", () => {
    write("b/items.js", "module.exports = ['api/one', 'api/two']")
    const value = read(
      "b/sidebars.ts",
      [
        "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'",
        "const apiItems: string[] = require('./items.js')",
        "const sidebars: SidebarsConfig = { docs: ['intro', { type: 'category', label: 'API', items: apiItems }] }",
        "export default sidebars",
      ].join("\n"),
    )
    expect(value).toEqual({ docs: ["intro", { type: "category", label: "API", items: ["api/one", "api/two"] }] })
  })

  it("reads CommonJS sidebars.js", () => {
    expect(read("c/sidebars.js", "module.exports = { docs: { Intro: ['intro'] } }")).toEqual({ docs: { Intro: ["intro"] } })
  })

  it("names the file and line of a syntax error", () => {
    expect(() => read("d/sidebars.ts", "const sidebars = {\n  docs: ['intro'\n}\nexport default sidebars\n")).toThrow(
      /^d\/sidebars\.ts:3: .*expected.*\. Fix the syntax\.$/,
    )
  })

  it("names the file and the error when evaluating it throws", () => {
    expect(() => read("e/sidebars.js", "module.exports = require('./missing-helper')")).toThrow(
      /^e\/sidebars\.js: evaluating the sidebars module failed: Error: Cannot find module '\.\/missing-helper'.*Fix the module/s,
    )
  })

  it("names a JSON file that does not parse, a missing file, an unknown extension and a non-object export", () => {
    expect(() => read("f/sidebars.json", "{ docs: [")).toThrow(/^f\/sidebars\.json: the sidebars JSON does not parse: .*Fix the JSON\.$/)
    expect(() => readSidebarsFile(path.join(dir, "nope.json"), "nope.json")).toThrow(/^nope\.json: cannot read the sidebars file named by DOCS_SIDEBARS_FILE \(ENOENT\)\. Fix the path\.$/)
    expect(() => read("g/sidebars.yaml", "docs: []")).toThrow(/^g\/sidebars\.yaml: a sidebars file must be \.json, \.ts, \.js, \.cjs or \.mjs, not "\.yaml"\. Rename it\.$/)
    expect(() => read("h/sidebars.js", "module.exports = ['intro']")).toThrow(/^h\/sidebars\.js: the sidebars module must export an object of sidebars .* got a list\.$/)
  })
})
