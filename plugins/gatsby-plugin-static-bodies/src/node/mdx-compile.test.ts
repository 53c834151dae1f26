import { describe, expect, it } from "vitest"
import { createRequire } from "node:module"
import { resolveRemarkPlugins } from "./mdx-compile"

describe("resolveRemarkPlugins", () => {
  it("gives each gatsby-remark plugin its module and its options as Gatsby validates them, defaults included", async () => {
    const [images] = await resolveRemarkPlugins([{ resolve: "gatsby-remark-images", options: { maxWidth: 860 } }], process.cwd())
    expect(images!.module).toBe(createRequire(import.meta.url)("gatsby-remark-images"))
    expect(typeof images!.module).toBe("function")
    expect(images!.pluginOptions).toMatchObject({ plugins: [], maxWidth: 860, linkImagesToOriginal: true, loading: "lazy" })
  })

  it("names the file, the plugin that cannot be loaded and the fix", async () => {
    await expect(resolveRemarkPlugins([{ resolve: "gatsby-remark-missing" }], process.cwd())).rejects.toThrow(
      /^src\/node\/mdx-options\.ts: gatsbyRemarkPlugins names "gatsby-remark-missing", which cannot be loaded \(Cannot find module .*\); install it or fix the name\.$/,
    )
  })
})
