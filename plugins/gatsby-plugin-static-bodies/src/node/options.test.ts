import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { cacheInputsOf, keepPluginOptions, pluginOptionsSchema } from "./options"

const cacheInputs = { compile: ["src/node", "gatsby-config.ts"], rendering: ["src/mdx", "site.config.ts"] }

describe("the plugin's options", () => {
  it("accept site-relative files and folders", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, { cacheInputs })
    expect(result.errors).toEqual([])
    expect(result.isValid).toBe(true)
  })

  it("require cacheInputs with both lists", async () => {
    expect((await testPluginOptionsSchema(pluginOptionsSchema, {})).errors).toEqual(['"cacheInputs" is required'])
    expect((await testPluginOptionsSchema(pluginOptionsSchema, { cacheInputs: { compile: [] } })).errors).toEqual(['"cacheInputs.rendering" is required'])
  })

  it("name the entry that is not a path inside the site", async () => {
    const result = await testPluginOptionsSchema(pluginOptionsSchema, {
      cacheInputs: { compile: ["/abs/src/node", "../elsewhere", "src\\node"], rendering: ["src/../mdx", 3] },
    })
    expect(result.isValid).toBe(false)
    expect(result.errors).toEqual([
      '"cacheInputs.compile[0]" must be a path inside the site, relative to it with forward slashes (got /abs/src/node)',
      '"cacheInputs.compile[1]" must be a path inside the site, relative to it with forward slashes (got ../elsewhere)',
      '"cacheInputs.compile[2]" must be a path inside the site, relative to it with forward slashes (got src\\node)',
      '"cacheInputs.rendering[0]" must be a path inside the site, relative to it with forward slashes (got src/../mdx)',
      '"cacheInputs.rendering[1]" must be a string',
    ])
  })
})

describe("the kept options", () => {
  let dir: string | undefined
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  it("are what onPluginInit was given, read by the build functions", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-bodies-options-"))
    const cacheDirectory = path.join(dir, "cache")
    keepPluginOptions(cacheDirectory, { cacheInputs })
    expect(cacheInputsOf(cacheDirectory)).toEqual(cacheInputs)
    keepPluginOptions(cacheDirectory, { cacheInputs: { ...cacheInputs, rendering: ["src"] } })
    expect(cacheInputsOf(cacheDirectory).rendering).toEqual(["src"])
    expect(fs.readdirSync(cacheDirectory)).toEqual(["plugin-options.json"])
  })

  it("say how to give them when the plugin was not configured", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-bodies-options-"))
    expect(() => cacheInputsOf(dir!)).toThrow(/List the plugin in gatsby-config\.ts with its options/)
  })
})
